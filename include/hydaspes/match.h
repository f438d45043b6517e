// A game in progress as its players know it, in the manner of Pentobi's
// libpentobi_base::Game: the opening, every decision with its hash, the
// decisions grouped into actions, undo by whole actions under H4, redo, and
// the save, built as the game goes. Qt-free: the client's GameSession is a
// thin adapter over it, and the command-line tools can use it as they are.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "hydaspes/replay_timeline.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"

namespace hydaspes {

// H4: what undo may take back.
enum class UndoPolicy : std::uint8_t {
  LearntNothing,  // hot-seat, solo against the computer: only what taught its maker nothing
  Anything,       // one player on both sides: everything, with redo
};

// What an action taught its maker (H4), as a value: a front end words it
// (englishText gives the game's English). Only NoCardToNegate and
// NoCardForCombat come from a window left out (H3, the ReactionSkipped event).
struct UndoLesson {
  enum class Kind : std::uint8_t {
    None,             // nothing: the action may be taken back
    HandShown,        // side: the hand's owner: "Porus's hand has been shown"
    DiceRolled,       // "the dice have been rolled"
    DeckReshuffled,   // "the deck has been reshuffled"
    CardsDrawn,       // "cards have been drawn"
    NoCardToNegate,   // side: the responder: "Porus has shown no card to negate the move" (T4)
    NoCardForCombat,  // side: the defender: "Porus has shown no card to support or defend" (K2)
  };
  Kind kind = Kind::None;
  SideIndex side = 0;  // set only for the kinds that name a side; else 0
  bool taught() const { return kind != Kind::None; }
  bool operator==(const UndoLesson&) const = default;
};

// The lesson in the game's English: "the dice have been rolled"; "" for None.
std::string englishText(const UndoLesson& lesson, const Game& game);

// Why the last action cannot be taken back now (H4), as a value.
struct UndoBlock {
  enum class Reason : std::uint8_t {
    NothingDone,      // "nothing has been done yet"
    OpenedHere,       // "the game was opened here; what came before was not played at this screen"
    Taught,           // lesson: what the last action taught its maker (englishText of the lesson)
    BattleDecided,    // "the battle is decided"
    OtherSidesAction, // side: the last action's maker: "the last action was Porus's"
  };
  Reason reason = Reason::NothingDone;
  UndoLesson lesson;   // Taught only
  SideIndex side = 0;  // OtherSidesAction only: who made the last action
  bool operator==(const UndoBlock&) const = default;
};

// The reason in the game's English, as Match::whyNoUndo gives it.
std::string englishText(const UndoBlock& block, const Game& game);

// One action (H4): from a choice at the phase level until the game is back at
// that level or the other side must decide; decisions [first, end).
struct MatchAction {
  std::size_t first = 0;
  std::size_t end = 0;
  SideIndex maker = 0;
  // What the action taught its maker (H4): the first lesson of its
  // decisions; None when nothing.
  UndoLesson lesson;
  bool operator==(const MatchAction&) const = default;
};

// Where a new action begins: at a phase-level step, or when the side to
// decide is not the one that made the previous decision.
bool beginsAction(const GameState& before, std::optional<SideIndex> previousDecider);

// What a decision taught the side that made it (H4), judged from the state
// before it, the decision and its events; None when nothing. Which window a
// ReactionSkipped event left out is told by `before`: a combat's (K2) when
// the decision starts a combat or goes on with one, else a move's negate (T4).
UndoLesson lessonOf(const GameState& before, const Decision& d, const GameState& after, const EventLog& events);

class Match {
 public:
  // A new game from `opening`, a save with no decisions yet (its files,
  // seed, forced dice, options, players and mode).
  Match(GamePtr game, SavedGame opening, UndoPolicy policy);
  // A game recorded in `timeline` (checked by the caller), to go on with.
  // Actions before the end cannot be undone under LearntNothing: the player
  // who opens a save did not see them made.
  Match(GamePtr game, SavedGame opening, const ReplayTimeline& timeline, UndoPolicy policy);

  const Game& game() const { return *game_; }
  const GamePtr& gamePtr() const { return game_; }
  const GameState& state() const { return timeline_.end(); }
  const ReplayTimeline& timeline() const { return timeline_; }
  std::size_t decisionCount() const { return timeline_.size(); }
  UndoPolicy policy() const { return policy_; }
  void setPolicy(UndoPolicy policy) { policy_ = policy; }

  const std::vector<MatchAction>& actions() const { return actions_; }
  // The last action is still being declared: its maker decides on.
  bool actionOpen() const;

  // Applies `decisions` as one transaction: each is checked once, on a copy,
  // and that copy is kept. All or nothing: on an illegal decision nothing
  // changes and the reason, in the game's words, is returned.
  struct Commit {
    std::string why;                // empty: committed
    std::optional<Refusal> refusal;  // the engine's refusal behind `why`, when there is one
    std::size_t firstAction = 0;    // the first action the commit touched
    bool extendedOpenAction = false;  // its first decision went on an open action
    bool ok() const { return why.empty(); }
  };
  Commit commit(const std::vector<Decision>& decisions);

  // --- H4 ---
  // Why the last action cannot be taken back now; nullopt when it can.
  std::optional<UndoBlock> undoBlock() const;
  // The same in the game's English (englishText of undoBlock()).
  std::optional<std::string> whyNoUndo() const;
  bool canUndo() const { return !undoBlock(); }
  // Takes back the last action (open or finished), restoring the state from
  // the timeline's nearest snapshot. Does nothing when !canUndo().
  void undo();
  bool canRedo() const { return !redo_.empty(); }
  void redo();

  // --- the save, kept up to date decision by decision ---
  const SavedGame& save() const { return save_; }
  // The save as JSON text (docs/save-format.md): the opening's text is made
  // once, each decision's line when it is made; this only joins them.
  std::string saveText() const;

 private:
  void recordAction(std::size_t position, SideIndex maker);
  void dropAfter(std::size_t decisions);

  GamePtr game_;
  UndoPolicy policy_;
  ReplayTimeline timeline_;
  std::vector<MatchAction> actions_;
  std::size_t undoFloor_ = 0;  // actions before this one are never taken back under LearntNothing
  std::vector<std::vector<Decision>> redo_;  // actions taken back, the last on top
  SavedGame save_;
  std::string head_;                      // the save's text up to its decisions
  std::string decisionLines_;             // each decision's JSON line, joined
  std::vector<std::size_t> lineEnds_;     // where each decision's line ends in decisionLines_
};

}  // namespace hydaspes
