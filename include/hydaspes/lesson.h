// A tutorial lesson (scenarios/tutorial/*.json, docs/data-files.md): an exact
// opening, then steps, each with what the teacher says, the cells to mark,
// the decisions the learner may make (notation prefixes, down to a whole
// decision such as "face N", and the units a move must take) and what ends
// the step (a decision made, a phase reached, a unit in a cell, the game's
// end), and a scripted solution that plays the lesson through. Qt-free: the
// client runs lessons, the tests play every solution.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"

namespace hydaspes {

// What ends a step, checked after each decision.
struct LessonTrigger {
  enum class Kind : std::uint8_t { Decision, Phase, UnitIn, GameOver };
  Kind kind = Kind::Decision;
  std::string decision;  // Decision: the decision made starts with these whole words of notation
  Phase phase = Phase::Tactics;
  std::string unit;  // UnitIn: this unit (id) now stands in `cell`
  std::string cell;
};

struct LessonStep {
  std::string say;                     // what the teacher says
  std::vector<std::string> highlight;  // cells to mark ("b2")
  std::vector<std::string> allow;      // notation prefixes, whole words ("take", "to c2", "face N"); empty: any legal decision
  // The units (ids) the step's move takes, all of them and no other: a take
  // of another unit, and a destination before all are taken, are not
  // allowed; empty: any group.
  std::vector<std::string> group;
  LessonTrigger until;
};

struct Lesson {
  std::string file;
  std::string id;
  std::string title;
  std::string summary;
  nlohmann::json opening;  // the scenario's "opening" object
  std::uint64_t seed = 1;
  std::vector<int> dice;   // rolled first, in order
  bool alwaysAsk = false;  // H3
  std::vector<LessonStep> steps;
  std::vector<std::string> solution;  // decisions in notation that play it through
};

// Throws LoadError naming the file, the JSON path and what is wrong.
Lesson parseLesson(const nlohmann::json& j, const std::string& file);
Lesson loadLesson(const std::string& path);
// Every lesson of `dir` (*.json), in the order of their file names.
std::vector<Lesson> loadLessons(const std::string& dir);
// defaultDataDir()/tutorial.
std::string defaultLessonDir();

// The lesson's game as a solo save with no decisions: the bundled scenario
// and card table, the lesson's opening, seed, dice and options. Throws
// LoadError when the opening does not fit the scenario.
SavedGame lessonOpening(const Lesson& lesson);

// Plays the lesson's solution from its opening and throws LoadError (with
// the JSON path of the decision) unless every decision is legal and allowed
// by the step it is made in, some legal decision is allowed at every
// position on the way (the learner cannot get stuck there), and the last
// decision ends the last step. Returns the decisions played.
std::vector<Decision> playLessonSolution(const Lesson& lesson);

// A lesson being played: which step is current, whether a decision is the
// lesson's now, and the step's end.
class LessonRun {
 public:
  explicit LessonRun(Lesson lesson);
  const Lesson& lesson() const { return lesson_; }
  std::size_t stepIndex() const { return step_; }
  bool finished() const { return step_ >= lesson_.steps.size(); }
  const LessonStep* step() const { return finished() ? nullptr : &lesson_.steps[step_]; }

  // Whether `d` (legal in `before`) is one the current step allows: it
  // starts with one of the step's `allow` prefixes and keeps to its `group`.
  bool allows(const GameState& before, const Decision& d) const;
  // `d` was made and the game is now `after`: the step may be done.
  void advance(const Decision& d, const GameState& after);
  // Back to the first step, then every decision of `decisions` from
  // `opening` (after undo or redo).
  void replay(const GameState& opening, const std::vector<Decision>& decisions);

 private:
  bool triggered(const LessonTrigger& t, const std::string& made, const GameState& after) const;
  Lesson lesson_;
  std::size_t step_ = 0;
};

}  // namespace hydaspes
