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
