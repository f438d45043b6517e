// The game being played in the window: a thin Qt adapter over the engine's
// Match (decisions, actions, H4 undo, the save). Each gesture is one
// transaction (perform): checked once, then one undo command, one autosave,
// one log row and one `changed`. Views never change the game except through
// perform(); they draw from presentation(). A save opened for watching is a
// ReplaySession, not this.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

#include "hydaspes/observation.h"
#include "hydaspes/saved_game.h"
#include "board/board_motion.h"
#include "session/play_mode.h"
#include "session/catch_up.h"
#include "session/lesson_look.h"
#include "session/computer_player.h"
#include "session/presentation.h"

class QUndoStack;

namespace hydaspes {
class GameState;
struct PendingAction;
class LessonRun;
class Match;
class ReplayTimeline;
}  // namespace hydaspes

namespace hydaspes::client {

class ActionLogModel;
class AutosaveWriter;
class HintSearch;
class ReplaySession;

// How long a notice holds in the status line besides its own time.
enum class NoticeLife {
  Timed,
  // It offers Undo: until the undo stack moves (an undo, another action,
  // the computer's play).
  WhileUndoable,
  // It tells of the position ("the units stay in e7"): until the next
  // decision changes it.
  UntilNextDecision,
};

class GameSession : public QObject {
  Q_OBJECT
 public:
  explicit GameSession(QObject* parent = nullptr);
  ~GameSession() override;

  // Starts a game from scenario files (throws LoadError). Against the
  // computer (PlayMode::Computer), `computer` says which side it takes.
  void newGame(const QString& scenarioFile, std::uint64_t seed, PlayMode mode, const QString& playerA,
               const QString& playerB, bool alwaysAsk = false, std::optional<ComputerSeat> computer = std::nullopt);
  // Starts the tutorial lesson in `file` (solo, the lesson's opening); on
  // failure the open game is untouched and *error says why.
  bool startLesson(const QString& file, QString* error);
  // The lesson being played, if the game is one; none once another game
  // replaces it.
  std::optional<LessonLook> lessonLook() const;
  // A lesson takes the board, not the game on it: a game still being played
  // when a lesson starts is set aside, as it stands, until
  // resumeGameSetAside(); another game (not a lesson) on the board drops it.
  bool hasGameSetAside() const { return setAside_.has_value(); }
  bool gameSetAsideModified() const { return setAside_ && setAside_->modified; }
  QString gameSetAsideFile() const { return setAside_ ? setAside_->filePath : QString(); }
  // Writes the game set aside, as save() the game on the board, and it is
  // then kept in `path` with no changes since.
  bool saveGameSetAside(const QString& path, QString* error);
  // Back to the game set aside for the lesson (its file, its changes, the
  // computer's seat); false when there is none.
  bool resumeGameSetAside();
  // Opens a save; on failure the open game is untouched and *error says why.
  bool open(const QString& path, QString* error);
  // Play from here: a new, unsaved game from the replay's position; the
  // save the replay came from is never written.
  void playFrom(const ReplaySession& replay);
  // No game any more (a replay is watched instead): the computer stops.
  void close();
  // Writes the game atomically (QSaveFile); false and *error on failure.
  bool save(const QString& path, QString* error);

  bool hasGame() const { return match_ != nullptr; }
  // The whole state, for the session layer and tests only: views draw from
  // presentation() (hydaspes/state.h refuses to compile in them).
  const GameState& state() const;
  const Game& game() const;
  GamePtr gamePtr() const;
  const Match& match() const { return *match_; }
  PlayMode mode() const { return mode_; }
  QString playerName(SideIndex s) const;
  const QString& filePath() const { return filePath_; }
  bool isModified() const { return modified_; }
  // The game no longer belongs to its file (a recovered autosave): the next
  // Save asks for a name.
  void detachFromFile() {
    filePath_.clear();
    modified_ = true;
  }

  // Who is looking at the screen: in hot-seat the deciding side, in solo both.
  std::optional<SideIndex> viewer() const;
  Observation observation() const;  // for the viewer; solo sees both hands
  // What the window shows now, from observation() (presentation.h); under
  // a hot-seat cover (`coveredFor`) nothing private and nothing to decide.
  Presentation presentation(std::optional<SideIndex> coveredFor) const;
  bool isOver() const;                      // the game on screen has ended
  std::optional<SideIndex> decider() const;  // who decides next; none once over

  // One gesture: its decisions, checked once on a copy and kept, all or
  // nothing; else *why, in the game's words.
  bool perform(const std::vector<Decision>& ds, QString* why = nullptr);
  bool apply(const Decision& d, QString* why = nullptr) { return perform({d}, why); }
  bool applyAll(const std::vector<Decision>& ds, QString* why = nullptr) { return perform(ds, why); }

  // Undo and redo take back whole actions (H4): hot-seat only what taught
  // its maker nothing, solo anything. The stack holds one command per action.
  QUndoStack* undoStack() const { return undoStack_; }
  bool canUndo() const;
  bool canRedo() const;
  void undo();
  void redo();
  // Why undo is not possible now, in the game's words; empty when it is.
  QString whyNoUndo() const;
  // H4: an action is being declared (a card chosen, a stack picked, ...) by
  // the side deciding now, not the computer, and its source, units,
  // destination, facing or target are still to choose: undo backs out of it.
  bool declaring() const;

  ActionLogModel* log() const { return log_; }
  // Hot-seat catch-up: the other side's actions since `viewer` last acted.
  CatchUp catchUp(SideIndex viewer) const;
  // How the board got from the last drawn position to this one (the moves
  // and losses of the gesture or computer action just made), once: the next
  // call says nothing until something else is played.
  BoardMotion takeMotion();
  std::size_t decisionCount() const;
  SavedGame toSave() const;

  // Dice to roll first, in order (before any decision: they become part of
  // the opening, so saves replay them). For tests and puzzles.
  void forceDice(const std::vector<int>& dice);

  // --- against the computer ---
  const std::optional<ComputerSeat>& computer() const { return computer_; }
  // The computer's seat decides now and its answer is awaited.
  bool computerThinking() const;
  // Pausing stops the computer between its actions; it goes on when resumed.
  void setComputerPaused(bool paused);
  bool computerPaused() const { return computerPaused_; }
  // The least time between one of the computer's actions and the next, so
  // a person can follow its turn (0 in tests).
  void setComputerPace(int milliseconds) { computerPaceMs_ = milliseconds; }
  // The window shows something the person should see before the computer
  // acts again (the dice of a round tumbling, then its result): the
  // computer's next action waits at least this long from now.
  void holdComputer(int milliseconds);
  // With rolls animated, an action that rolls the dice holds the log back
  // (ActionLogModel::holdBack): the window releases it once they settle.
  void setLogHeldForRolls(bool on) { logHeldForRolls_ = on; }

  // --- hints: the search's best choices for the player at the screen ---
  // Why no hint may be asked now, in words; empty when one may (solo, and
  // against the computer on the person's turn).
  QString whyNoHint() const;
  // Asks for a hint; it arrives by hints()->ready(), or is dropped when the
  // game moves on first.
  void askHint();
  HintSearch* hints() const { return hints_; }

  // Autosave after every action, to this file (empty: off). The writing is
  // done by a thread of its own, so no action waits for the disk.
  void setAutosavePath(const QString& path) { autosavePath_ = path; }
  // Returns once every autosave handed over is on disk.
  void flushAutosave();

 signals:
  void changed();
  // The computer starts or stops thinking (for the status line).
  void computerThinkingChanged(bool thinking);
  // The computer cannot go on: an engine error (never expected).
  void computerFailed(const QString& why);
  void gameOver(const QString& summary);
  // Something the player should not miss that changed no counter on the
  // board: a move negated (T4) shows only as the units not moving.
  // How long it holds besides its time: `life` (NoticeLife).
  void notice(const QString& text, hydaspes::client::NoticeLife life = hydaspes::client::NoticeLife::Timed);

 private:
  friend class ActionCommand;
  void start(Match match, PlayMode mode, const QString& path);
  // After the match changed from action `from` on: log rows, autosave, signals.
  void afterChange(std::size_t fromAction);
  // T7: the phases of this turn passed over since `since` (the start of the
  // turn when none, or another turn), told once to a person whose turn it
  // is: testers wondered where their Tactics and Deception phases went.
  void tellPassedPhases(std::optional<std::pair<int, Phase>> since);
  // The words of that notice, empty when there is none to tell.
  QString passedPhasesWords(std::optional<std::pair<int, Phase>> since) const;
  void undoAction();  // ActionCommand's undo and redo
  void redoAction();
  void autosave();
  void forgetAutosave();  // removes the autosave's file, once no write is pending
  QString summary() const;
  // Asks the computer for its action when its seat decides now.
  void letComputerPlay();
  bool commit(const std::vector<Decision>& ds, bool byComputer, QString* why);
  std::vector<Decision> withForcedCasualties(std::vector<Decision> ds) const;
  QString joinedWords(Cell cell) const;
  QString negatedWords(const PendingAction& move, CardIndex card) const;
  void playComputerAction(const std::vector<Decision>& action);

  struct GameSetAside {
    std::unique_ptr<Match> match;
    PlayMode mode = PlayMode::HotSeat;
    QString filePath;
    bool modified = false;
    std::optional<ComputerSeat> computer;
    std::size_t undoable = 0;  // its last actions on the undo stack, not taken back
  };
  // Writes `match` atomically (QSaveFile); false and *error on failure.
  static bool writeSave(const Match& match, const QString& path, QString* error);
  // What a lesson starting now sets aside: the game set aside already if a
  // lesson is on the board, else the game on it unless it is over.
  std::optional<GameSetAside> takeForLesson();

  std::unique_ptr<Match> match_;
  std::unique_ptr<LessonRun> lesson_;  // the tutorial lesson this game is
  std::optional<GameSetAside> setAside_;  // the game a lesson took the board from
  PlayMode mode_ = PlayMode::HotSeat;
  QUndoStack* undoStack_;
  ActionLogModel* log_;
  QString filePath_;
  QString autosavePath_;
  std::unique_ptr<AutosaveWriter> autosaveWriter_;
  BoardMotion motion_;
  bool modified_ = false;
  // T4: the notice of the other side's negate that stands, shown in the
  // turn bar until the next action, undo or game (Screen::negated).
  QString negatedNotice_;
  std::optional<ComputerSeat> computer_;
  ComputerPlayer* computerPlayer_;
  HintSearch* hints_;
  bool computerPaused_ = false;
  bool logHeldForRolls_ = false;
  int computerPaceMs_ = 700;
  qint64 lastComputerAction_ = 0;  // ms since the epoch
  qint64 computerHeldUntil_ = 0;   // the same
};

}  // namespace hydaspes::client
