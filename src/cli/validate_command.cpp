#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "hydaspes/data_files.h"
#include "hydaspes/game.h"
#include "hydaspes/lesson.h"
#include "hydaspes/load_error.h"
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
    playLessonSolution(parseLesson(j, path));  // the lesson, its opening, its solution played through
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
