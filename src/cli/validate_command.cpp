#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "hydaspes/data_files.h"
#include "hydaspes/game.h"
#include "hydaspes/lesson.h"
#include "hydaspes/load_error.h"
#include "hydaspes/notation.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"

namespace hydaspes::cli {

namespace {
// Checks one file by the format it declares; throws LoadError on problems.
void validateFile(const std::string& path) {
  const nlohmann::json j = readJsonFile(path);
  const std::string format = j.is_object() && j.contains("format") && j["format"].is_string()
                                 ? j["format"].get<std::string>() : "";
  if (format == "hydaspes-scenario") {
    Game::load(path);  // the scenario, the card table it names, and their cross-references
  } else if (format == "hydaspes-cards") {
    parseCardTable(j, path);
  } else if (format == "hydaspes-save") {
    const SavedGame save = parseSave(j, path);
    replaySave(gameOfSave(save, path), save, save.decisions.size(), path);  // every decision and hash
  } else if (format == "hydaspes-state") {
    GameState::fromJson(Game::load(defaultScenarioPath()), j, path);
  } else if (format == "hydaspes-lesson") {
    // The lesson, its opening on the bundled scenario, and its solution
    // played through with every decision allowed where it is made.
    const Lesson lesson = parseLesson(j, path);
    const SavedGame opening = lessonOpening(lesson);
    GameState st = replaySave(gameOfSave(opening, path), opening, 0, path);
    LessonRun run(lesson);
    for (std::size_t i = 0; i < lesson.solution.size(); ++i) {
      const std::string at = "/solution/" + std::to_string(i);
      const ParseResult d = parseDecision(st.game(), lesson.solution[i]);
      if (!d.decision) throw LoadError({{path, at, d.error}});
      if (run.finished()) throw LoadError({{path, at, "the lesson has already ended"}});
      if (auto why = st.refusal(*d.decision)) throw LoadError({{path, at, "not legal: " + lesson.solution[i]}});
      if (!run.allows(st, *d.decision))
        throw LoadError({{path, at, "step " + std::to_string(run.stepIndex() + 1) + " does not allow \"" + lesson.solution[i] + "\""}});
      st.apply(*d.decision);
      run.advance(*d.decision, st);
    }
    if (!run.finished())
      throw LoadError({{path, "/solution", "ends at step " + std::to_string(run.stepIndex() + 1) + " of " + std::to_string(lesson.steps.size())}});
  } else {
    throw LoadError({{path, "/format", "must say \"hydaspes-scenario\", \"hydaspes-cards\", \"hydaspes-save\", \"hydaspes-state\" or \"hydaspes-lesson\""}});
  }
}
}  // namespace

int validateCommand(const std::vector<std::string>& files) {
  int bad = 0;
  for (const auto& f : files) {
    try {
      validateFile(f);
      std::cout << f << ": ok\n";
    } catch (const LoadError& e) {
      ++bad;
      for (const auto& p : e.problems()) std::cout << p.toString() << '\n';
    }
  }
  return bad ? 1 : 0;
}

}  // namespace hydaspes::cli
