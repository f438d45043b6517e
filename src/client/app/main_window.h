// The window: board in the middle, turn bar above, decisions and the hand
// below, log and combat docks; File and Edit menus with the standard keys.
#pragma once

#include <QMainWindow>
#include <optional>

#include "hydaspes/unit.h"
#include "app/preferences.h"
#include "board/board_motion.h"
#include "session/cover_state.h"
#include "session/game_session.h"
#include "session/replay_session.h"

class QAction;
class QMenu;
class QDockWidget;
class QLabel;
class QShortcut;
class QMessageBox;
class QScrollArea;

namespace hydaspes::client {

class BoardScene;
class BoardView;
class BoardController;
class CombatPanel;
class CatchUpPanel;
class LessonPanel;
class ReviewPanel;
class ReviewSearch;
class CoverScreen;
class DecisionBar;
class DiscardPileDialog;
class HandWidget;
struct Hint;
class LogDock;
class ReplayBar;
class RulesWindow;
class TurnBar;
class UnitPicker;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  GameSession* session() { return session_; }   // the game being played
  ReplaySession* replay() { return replay_; }    // the save being watched, when one is open
  BoardScene* scene() { return scene_; }
  BoardView* boardView() { return view_; }
  HandWidget* hand() { return hand_; }
  DecisionBar* decisions() { return decisionBar_; }
  TurnBar* turnBar() { return turnBar_; }
  CombatPanel* combatPanel() { return combat_; }
  DiscardPileDialog* discardPileDialog() { return discardPileDialog_; }
  void showDiscardPile();  // Game > Discard pile, the turn bar's link
  // While a stack is dragged: what to know of the cell it is over, shown
  // beside the pointer ("b3: in the river: an attack on it gets +3 (K3)").
  QString dragNote() const { return dragNote_; }
  LogDock* logDock() { return log_; }
  CoverScreen* cover() { return cover_; }
  CatchUpPanel* catchUp() { return catchUp_; }
  LessonPanel* lessonPanel() { return lessonPanel_; }
  ReviewPanel* reviewPanel() { return reviewPanel_; }
  ReviewSearch* reviewSearch() { return review_; }
  const CoverState& coverState() const { return coverState_; }
  ReplayBar* replayBar() { return replayBar_; }
  RulesWindow* rulesWindow() { return rules_; }

  // Against the computer (PlayMode::Computer) it takes `computerSide` at `level`.
  void startGame(PlayMode mode, std::uint64_t seed, const QString& a, const QString& b, bool alwaysAsk = false,
                 SideIndex computerSide = 1, int level = 3);
  bool openFile(const QString& path);  // false: message shown, game untouched
  // A tutorial lesson (scenarios/tutorial/*.json); false: message shown.
  bool startLesson(const QString& file);
  bool openReplayFile(const QString& path);  // the same, to watch it
  void setAutosave(bool on);
  // The window's size and dock layout from the last session (saved when it
  // closes), or on a first start at most 90% of the screen.
  void restoreLayout();
  // Resizes the window, choosing the hand's card size for it first (short
  // cards under 820 pixels), so the smallest laptop windows fit.
  void fitTo(QSize size);
  void offerRecovery();

 public slots:
  void newGame();
  void open();
  void openReplay();
  void playFromHere();
  bool save();
  bool saveAs();
  void refresh();
  void onCardClicked(hydaspes::CardIndex card);
  void dropLastNotice();
  // The Rules window, at ruling `id` if one is given ("M4").
  void showRules(const QString& id = QString());
  // Game > Hint (H): the search's best choices, shown when they arrive.
  void askHint();
  // Game > Review the game: the replay on screen (or the game just
  // finished, opened as one) reviewed by the search in the Review dock.
  void reviewGame();
  // Help > Tutorial: the list of lessons; the chosen one starts.
  void openTutorial();
  // Leaves the lesson for the game set aside for it.
  void backToGame();
  void showHint(const hydaspes::client::Hint& hint);
  // Edit > Settings; setPreferences keeps them and applies them now.
  void editSettings();
  void setPreferences(const Preferences& p);
  const Preferences& preferences() const { return preferences_; }
  // The most the combat dock grows to on its own during a combat.
  int combatDockMost() const;

 protected:
  void closeEvent(QCloseEvent* e) override;
  void showEvent(QShowEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;

 private:
  // The game is over: the box that says who won, with a way to review it.
  void announceVictory(const QString& summary);
  void showRoundRolled();
  void showCombatStarted();
  void showCombatLengthened();
  int combatPanelHeight() const;  // the whole panel's, at the dock's width
  void growCombatDock(int content);
  // A refusal in the status bar; it goes when the game moves on.
  void showRefusal(const QString& why);
  void dropRefusal();
  void createMenus();
  void showLesson();
  void updateUndoActions();
  CoverContext coverContext() const;
  bool keysMayDecide();
  void decideByKey(Verb verb);
  bool maybeSave();
  // The Save dialog, offering `current` or a new dated name; "" if cancelled.
  QString askSavePath(const QString& current);
  void addRecent(const QString& path);
  QString lastRecentFile() const;  // the file saved or opened last, "" if none
  void updateRecentMenu();
  void showTurnBar();
  // Whether the computer decides now and waits, paused, for the person.
  bool computerWaits() const;
  void setComputerPausedQuietly(bool paused);
  void showComputerWaiting();
  void refuseFile(const QString& title, const QString& path, const QString& error);
  void showOpened(const QString& path);
  void exportBoard(bool svg);
  void exportRecord();
  QString replayCaption() const;
  // A replay is on screen (else the game in progress, if any).
  bool watching() const { return replay_->isOpen(); }
  // Watching the game just played, for its review (a replay opened from a
  // file closes the game in progress).
  bool reviewingOwnGame() const { return watching() && session_->hasGame(); }
  // The game on screen, watched or played; null before the first.
  const Game* shownGame() const;
  // The window shows the game in progress from now on; the replay closes.
  void showPlaying();
  QString autosavePath() const;

  GameSession* session_;
  ReplaySession* replay_;
  BoardScene* scene_;
  BoardView* view_;
  BoardController* controller_;
  TurnBar* turnBar_;
  UnitPicker* unitPicker_;
  QString lastNotice_;  // the session's last notice: "thinking" does not cover it
  // The undo stack's index when the last notice offered Undo; -1: it did not.
  int noticeUndoIndex_ = -1;
  // The decisions made when the last notice told of the position; none: it did not.
  std::optional<std::size_t> noticeDecisions_;
  DecisionBar* decisionBar_;
  HandWidget* hand_;
  CombatPanel* combat_;
  QDockWidget* combatDock_;
  QScrollArea* combatScroll_;
  int combatGrownFor_ = 0;  // the panel height the combat dock last grew for
  LogDock* log_;
  CoverScreen* cover_;
  CatchUpPanel* catchUp_;
  LessonPanel* lessonPanel_;
  ReviewPanel* reviewPanel_;
  QDockWidget* reviewDock_;
  ReviewSearch* review_;
  QAction* reviewAction_;
  QDockWidget* lessonDock_;
  QString lessonFile_;      // the lesson being played, for Restart
  QString nextLessonFile_;  // the one after it, for Next lesson; empty after the last
  ReplayBar* replayBar_;
  RulesWindow* rules_ = nullptr;  // made when first asked for
  DiscardPileDialog* discardPileDialog_ = nullptr;  // made when first asked for
  QLabel* ruleLink_ = nullptr;  // "Rule M4" beside a refusal that cites it
  QString refusal_;  // the refusal in the status bar, cleared when the game moves on
  QMessageBox* hint_ = nullptr;  // the last hint, non-modal
  QAction* saveAction_ = nullptr;
  QAction* saveAsAction_ = nullptr;
  QAction* undoAction_ = nullptr;
  QAction* redoAction_ = nullptr;
  QAction* undoReason_ = nullptr;
  QShortcut* undoRefusedKey_ = nullptr;  // Ctrl+Z while undo is not possible: says why
  QAction* pauseComputer_ = nullptr;
  QMenu* recentMenu_ = nullptr;
  Presentation shown_;    // what the window shows now
  Preferences preferences_;
  CoverState coverState_;  // H2: whose private view is on screen, or whom the cover waits for
  bool autosave_ = false;
  bool placeCursor_ = false;  // put the cell cursor on the decider's stack at the next refresh
  // A round's suspense: the dice tumble, the motion waits for them.
  bool rollShowing_ = false;
  std::optional<BoardMotion> heldMotion_;
  bool combatShown_ = false;  // the last refresh showed a combat in progress
  bool dragging_ = false;  // a stack is being dragged
  QString dragNote_;       // what to know of the cell the dragged stack is over (destination_note.h)
  bool rememberLayout_ = false;  // save geometry and docks on close (the real program, not tests)
};

}  // namespace hydaspes::client
