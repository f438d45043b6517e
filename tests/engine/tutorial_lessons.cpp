// The tutorial's lessons (scenarios/tutorial/): every lesson loads, and its
// scripted solution plays it from its opening to its end with each decision
// legal and allowed by the step it is made in; no step can leave the learner
// stuck (some legal decision is always allowed on the solution's way); a bad
// lesson file is refused with its JSON path.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "hydaspes/lesson.h"
#include "hydaspes/load_error.h"
#include "test_support.h"

using namespace hydaspes;
using namespace hydaspes::test;

TEST_CASE("Tutorial: each lesson's solution plays it to its end, every decision allowed where it is made", "[tutorial]") {
  const std::vector<Lesson> lessons = loadLessons(defaultLessonDir());
  REQUIRE(lessons.size() >= 6);
  std::set<std::string> ids;
  for (const Lesson& lesson : lessons) {
    INFO(lesson.file);
    CHECK(ids.insert(lesson.id).second);  // ids are unique: progress is kept by id
    // Legal, allowed where made, never stuck on the way, ends the last step.
    std::vector<Decision> made;
    try {
      made = playLessonSolution(lesson);
    } catch (const LoadError& e) {
      FAIL(e.what());
    }
    // Replaying the decisions (as after an undo) finds the same, last step.
    const SavedGame opening = lessonOpening(lesson);
    LessonRun run(lesson);
    run.replay(replaySave(gameOfSave(opening, lesson.file), opening, 0, lesson.file), made);
    CHECK(run.finished());
    // Half the solution leaves the lesson unfinished.
    LessonRun half(lesson);
    half.replay(replaySave(gameOfSave(opening, lesson.file), opening, 0, lesson.file),
                std::vector<Decision>(made.begin(), made.begin() + static_cast<std::ptrdiff_t>(made.size() / 2)));
    CHECK_FALSE(half.finished());
  }
}

TEST_CASE("Tutorial: a solution that breaks a step is refused with its JSON path", "[tutorial][load]") {
  Lesson lesson = loadLesson(defaultLessonDir() + "/08-winning.json");
  lesson.solution.insert(lesson.solution.begin(), "end");  // step 1 asks for the attack
  try {
    playLessonSolution(lesson);
    FAIL("a broken solution passed");
  } catch (const LoadError& e) {
    const std::string what = e.what();
    CHECK(what.find("/solution/0") != std::string::npos);
    CHECK(what.find("does not allow \"end\"") != std::string::npos);
  }
}

TEST_CASE("Tutorial: a step allows only the decisions it names", "[tutorial]") {
  Lesson lesson;
  lesson.file = "test-lesson.json";
  lesson.opening = nlohmann::json::object();
  LessonStep step;
  step.say = "End the Deception phase.";
  step.allow = {"end"};
  step.until.kind = LessonTrigger::Kind::Decision;
  step.until.decision = "end";
  lesson.steps.push_back(step);
  const GameState st = GameState::newGame(bundledGame(), 1);  // seed 1: Alexander's Deception phase
  LessonRun run(lesson);
  const std::vector<Decision> legal = st.legalDecisions();
  int allowed = 0;
  for (const Decision& d : legal) {
    const bool ok = run.allows(st, d);
    allowed += ok;
    CHECK(ok == (printDecision(*bundledGame(), d).rfind("end", 0) == 0));
  }
  CHECK(allowed == 1);
}

TEST_CASE("Tutorial: a bad lesson file is refused with the JSON path of each problem", "[tutorial][load]") {
  const nlohmann::json bad = {
      {"format", "hydaspes-lesson"}, {"version", 1}, {"id", "x"}, {"title", "X"}, {"opening", nlohmann::json::object()},
      {"dice", {3, 7}},
      {"steps", {{{"say", "Hi"}, {"until", {{"decision", "end"}, {"phase", "attack"}}}},
                 {{"say", "Go"}, {"until", {{"phase", "battle"}}}}}},
      {"solution", {"end"}}};
  try {
    parseLesson(bad, "bad-lesson.json");
    FAIL("a bad lesson loaded");
  } catch (const LoadError& e) {
    const std::string what = e.what();
    CHECK(what.find("bad-lesson.json") != std::string::npos);
    CHECK(what.find("/dice/1") != std::string::npos);
    CHECK(what.find("/steps/0/until") != std::string::npos);
    CHECK(what.find("/steps/1/until/phase") != std::string::npos);
  }
}

namespace {

// A lesson of the tutorial folder, played along its solution up to (not
// including) the decision at `index`; `run` follows the steps.
GameState lessonAt(const Lesson& lesson, std::size_t index, LessonRun& run) {
  const SavedGame opening = lessonOpening(lesson);
  GameState st = replaySave(gameOfSave(opening, lesson.file), opening, 0, lesson.file);
  for (std::size_t i = 0; i < index; ++i) {
    const Decision d = parse(st.game(), lesson.solution.at(i));
    st.apply(d);
    run.advance(d, st);
  }
  return st;
}

bool allows(const LessonRun& run, const GameState& st, const std::string& text) {
  return legal(st, text) && run.allows(st, parse(st.game(), text));
}

}  // namespace

TEST_CASE("Tutorial: a step whose words ask for one choice refuses the other legal ones", "[tutorial]") {
  // Lesson, index in its solution, the decision the words ask for there, and
  // legal decisions they do not ask for.
  struct Case {
    const char* lesson;
    std::size_t index;
    const char* asked;
    std::vector<std::string> others;
  };
  const std::vector<Case> cases = {
      {"01-moving.json", 4, "face N", {"face S", "face NE", "face NW", "face E"}},  // "Face the Phalanx N"
      {"02-terrain.json", 3, "to f4", {"to f5", "to e6", "to d5"}},               // "march it from e7 to f4"
      {"03-crossing.json", 3, "to f4", {"to e4", "to g4", "to c4"}},              // "land them in f4"
      {"04-reactions.json", 3, "to c4", {"to d4", "to a4", "to e4"}},             // "send them across to c4"
  };
  for (const Case& c : cases) {
    INFO(c.lesson << " at solution/" << c.index);
    const Lesson lesson = loadLesson(defaultLessonDir() + "/" + c.lesson);
    REQUIRE(lesson.solution.at(c.index) == c.asked);
    LessonRun run(lesson);
    const GameState st = lessonAt(lesson, c.index, run);
    CHECK(allows(run, st, c.asked));
    for (const std::string& other : c.others) {
      INFO(other);
      REQUIRE(legal(st, other));  // the rules would take it: the lesson must refuse it
      CHECK_FALSE(run.allows(st, parse(st.game(), other)));
    }
  }
}

TEST_CASE("Tutorial: a step's group is the whole move, taken at once or unit by unit", "[tutorial]") {
  // Lesson 1, step 3: "take the whole stack in d6 and ride ... to i6".
  const Lesson lesson = loadLesson(defaultLessonDir() + "/01-moving.json");
  REQUIRE(lesson.steps.at(2).group == std::vector<std::string>{"alexander", "companions"});
  LessonRun run(lesson);
  GameState st = lessonAt(lesson, 7, run);  // the group is taken next
  REQUIRE(lesson.solution.at(7) == "take all");
  CHECK(allows(run, st, "take all"));
  CHECK(allows(run, st, "take alexander"));
  CHECK(allows(run, st, "take companions"));
  play(st, {"take alexander"});
  REQUIRE(legal(st, "to i6"));  // Alexander alone could ride there
  CHECK_FALSE(run.allows(st, parse(st.game(), "to i6")));
  CHECK(allows(run, st, "take companions"));
  play(st, {"take companions"});
  CHECK(allows(run, st, "to i6"));

  // Lesson 3, step 1: Craterus and both Phalanxes; a group without one is refused.
  const Lesson crossing = loadLesson(defaultLessonDir() + "/03-crossing.json");
  LessonRun crossingRun(crossing);
  GameState at = lessonAt(crossing, 2, crossingRun);
  play(at, {"take craterus", "take phalanx1"});
  REQUIRE(legal(at, "to f4"));
  CHECK_FALSE(crossingRun.allows(at, parse(at.game(), "to f4")));

  // A group leaving a unit out refuses taking it, and "take all" with it.
  Lesson narrow = lesson;
  narrow.steps.at(2).group = {"companions"};
  LessonRun narrowRun(narrow);
  GameState n = lessonAt(narrow, 7, narrowRun);
  CHECK_FALSE(narrowRun.allows(n, parse(n.game(), "take all")));
  CHECK_FALSE(narrowRun.allows(n, parse(n.game(), "take alexander")));
  CHECK(allows(narrowRun, n, "take companions"));
}

TEST_CASE("Tutorial: a step's group must name units of the scenario, each once", "[tutorial][load]") {
  nlohmann::json j = readJsonFile(defaultLessonDir() + "/01-moving.json");
  j["steps"][0]["group"] = nlohmann::json::array();
  try {
    parseLesson(j, "empty-group.json");
    FAIL("an empty group loaded");
  } catch (const LoadError& e) {
    const std::string what = e.what();
    CHECK(what.find("empty-group.json") != std::string::npos);
    CHECK(what.find("/steps/0/group") != std::string::npos);
    CHECK(what.find("is empty") != std::string::npos);
  }
  j["steps"][2]["group"] = {"alexander", "bucephalus", "alexander"};
  j["steps"][0].erase("group");
  const Lesson lesson = parseLesson(j, "bad-group.json");
  try {
    lessonOpening(lesson);
    FAIL("a group naming no unit passed");
  } catch (const LoadError& e) {
    const std::string what = e.what();
    CHECK(what.find("bad-group.json") != std::string::npos);
    CHECK(what.find("/steps/2/group/1") != std::string::npos);
    CHECK(what.find("\"bucephalus\" is not a unit") != std::string::npos);
    CHECK(what.find("/steps/2/group/2") != std::string::npos);
    CHECK(what.find("named twice") != std::string::npos);
  }
}
