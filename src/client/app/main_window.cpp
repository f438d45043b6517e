#include "app/main_window.h"

#include "app/discard_pile_dialog.h"
#include "session/destination_note.h"

#include <utility>

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QShortcut>
#include <QToolTip>
#include <QCursor>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QScrollBar>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include "app/board_controller.h"
#include "app/game_export.h"
#include "app/new_game_dialog.h"
#include "app/rules_window.h"
#include "app/save_name.h"
#include "app/settings_dialog.h"
#include "app/tutorial_dialog.h"
#include "app/unit_picker.h"
#include "app/words.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "hand/hand_widget.h"
#include "panels/combat_panel.h"
#include "panels/dice_view.h"
#include "panels/catch_up_panel.h"
#include "panels/lesson_panel.h"
#include "panels/review_panel.h"
#include "session/review_search.h"
#include "panels/cover_screen.h"
#include "panels/decision_bar.h"
#include "panels/log_dock.h"
#include "session/action_log_model.h"
#include "session/hint_search.h"
#include "session/record_export.h"
#include "panels/replay_bar.h"
#include "panels/turn_bar.h"

namespace hydaspes::client {

namespace {
constexpr int kMaxRecent = 8;
const char* kFileFilter = QT_TRANSLATE_NOOP("hydaspes::client::MainWindow", "Hydaspes games (*.hydaspes *.json)");
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowTitle(tr("Hydaspes"));
  session_ = new GameSession(this);
  replay_ = new ReplaySession(this);
  scene_ = new BoardScene(this);
  preferences_ = Preferences::load();
  scene_->setAnimationSpeed(preferences_.animation);
  session_->setLogHeldForRolls(preferences_.animation != AnimationSpeed::Off);
  auto* central = new QWidget(this);
  auto* layout = new QVBoxLayout(central);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  turnBar_ = new TurnBar(central);
  view_ = new BoardView(scene_, central);
  decisionBar_ = new DecisionBar(central);
  replayBar_ = new ReplayBar(central);
  replayBar_->hide();
  hand_ = new HandWidget(central);
  layout->addWidget(turnBar_);
  layout->addWidget(view_, 1);
  layout->addWidget(replayBar_);
  layout->addWidget(decisionBar_);
  layout->addWidget(hand_);
  setCentralWidget(central);
  cover_ = new CoverScreen(central);

  log_ = new LogDock(this);
  addDockWidget(Qt::RightDockWidgetArea, log_);
  combatDock_ = new QDockWidget(tr("Combat"), this);
  combatDock_->setObjectName(QStringLiteral("combatDock"));
  combat_ = new CombatPanel(combatDock_);
  connect(combat_, &CombatPanel::ruleLinkActivated, this, [this](const QString& id) { showRules(id); });
  combatScroll_ = new QScrollArea(combatDock_);
  combatScroll_->setWidgetResizable(true);
  combatScroll_->setFrameShape(QFrame::NoFrame);
  combatScroll_->setWidget(combat_);
  combatDock_->setWidget(combatScroll_);
  addDockWidget(Qt::RightDockWidgetArea, combatDock_);
  // The review of a game: shown when one is asked for.
  review_ = new ReviewSearch(this);
  reviewDock_ = new QDockWidget(tr("Review"), this);
  reviewDock_->setObjectName(QStringLiteral("reviewDock"));
  reviewPanel_ = new ReviewPanel(reviewDock_);
  reviewDock_->setWidget(reviewPanel_);
  addDockWidget(Qt::RightDockWidgetArea, reviewDock_);
  reviewDock_->hide();
  connect(review_, &ReviewSearch::progressed, reviewPanel_, &ReviewPanel::showProgress);
  connect(review_, &ReviewSearch::ready, this, [this](const ReviewLook& look) {
    reviewPanel_->showReview(look);
    if (watching()) reviewPanel_->showPosition(replay_->position());
    statusBar()->showMessage(tr("The review is ready"), 5000);
  });
  connect(reviewPanel_, &ReviewPanel::positionChosen, this, [this](std::size_t position) {
    if (watching()) replay_->seek(std::min(position, replay_->length()));
  });
  // The tutorial's teacher: shown only while a lesson is played.
  lessonDock_ = new QDockWidget(tr("Tutorial"), this);
  lessonDock_->setObjectName(QStringLiteral("lessonDock"));
  lessonPanel_ = new LessonPanel(lessonDock_);
  lessonDock_->setWidget(lessonPanel_);
  addDockWidget(Qt::RightDockWidgetArea, lessonDock_);
  splitDockWidget(log_, lessonDock_, Qt::Vertical);
  lessonDock_->hide();
  connect(lessonPanel_, &LessonPanel::ruleLinkActivated, this, [this](const QString& id) { showRules(id); });
  connect(lessonPanel_, &LessonPanel::restartRequested, this, [this] {
    const QString file = lessonFile_;  // startLesson sets it anew
    startLesson(file);
  });
  connect(lessonPanel_, &LessonPanel::listRequested, this, &MainWindow::openTutorial);
  connect(lessonPanel_, &LessonPanel::backToGameRequested, this, &MainWindow::backToGame);
  connect(lessonPanel_, &LessonPanel::nextRequested, this, [this] {
    const QString next = nextLessonFile_;
    if (!next.isEmpty()) startLesson(next);
  });

  controller_ = new BoardController(session_, scene_);
  catchUp_ = new CatchUpPanel(view_);
  connect(catchUp_, &CatchUpPanel::trailsChanged, scene_, &BoardScene::setTrails);
  connect(catchUp_, &CatchUpPanel::stepShown, this, [this](std::optional<std::size_t> first) {
    log_->highlight(first ? session_->log()->rowOfDecision(*first + 1) : -1);
  });
  // It keeps off the arrows (the current one most) and the counters.
  catchUp_->setBusyPoints([this] {
    std::vector<QPoint> busy;
    const auto add = [&](Cell c, int weight) {
      const QPoint at = view_->viewport()->mapTo(view_, view_->mapFromScene(scene_->cellCentre(c)));
      busy.insert(busy.end(), static_cast<std::size_t>(weight), at);
    };
    for (const BoardTrail& t : scene_->trails())
      for (Cell c : t.cells) add(c, t.current ? 4 : 2);
    for (const StackLook& stack : shown_.board.stacks) add(stack.cell, 1);
    return busy;
  });
  unitPicker_ = new UnitPicker(view_);
  unitPicker_->move(8, 8);  // over the board's corner, never modal
  // Other ticks: a refusal of the ticks before is old (connected before
  // the controller, which may refuse the new ones).
  connect(unitPicker_, &UnitPicker::changed, this, &MainWindow::dropRefusal);
  controller_->setUnitPicker(unitPicker_);
  // A drag, and the picker open or shut, change what the turn bar asks for
  // (showTurnBar()); the drop, or the next refresh, ends the drag.
  connect(scene_, &BoardScene::stackDragMoved, this, [this](Cell from, QPointF scenePos) {
    // Over a cell the stack may go to: what the player should know of it.
    QString note;
    const std::optional<Cell> over = scene_->cellAt(scenePos);
    if (over && *over != from && shown_.decider && controller_->movesTo(*over))
      if (const QString about = destinationNote(session_->game(), shown_.observation, *over, *shown_.decider,
                                                 controller_->carried());
          !about.isEmpty())
        note = tr("%1: %2", "a cell and what to know of it").arg(QString::fromStdString(session_->game().board().cellName(*over)), about);
    // Beside the pointer, where the player looks; the turn bar would wrap
    // and move the board under the drag.
    if (note != dragNote_) {
      dragNote_ = note;
      if (note.isEmpty()) QToolTip::hideText();
      else QToolTip::showText(QCursor::pos() + QPoint(18, 18), QString(note).replace(QStringLiteral(" · "), QStringLiteral("\n")), view_->viewport());
    }
    if (!std::exchange(dragging_, true)) showTurnBar();
  });
  connect(scene_, &BoardScene::stackDropped, this, [this] {
    if (!std::exchange(dragNote_, QString()).isEmpty()) QToolTip::hideText();
    if (std::exchange(dragging_, false)) showTurnBar();
  });
  connect(unitPicker_, &UnitPicker::visibilityChanged, this, &MainWindow::showTurnBar);
  connect(controller_, &BoardController::message, this, &MainWindow::showRefusal);
  connect(session_, &GameSession::changed, catchUp_, &CatchUpPanel::finish);  // the game moved on
  connect(replay_, &ReplaySession::changed, catchUp_, &CatchUpPanel::finish);
  connect(session_, &GameSession::changed, this, &MainWindow::dropRefusal);
  connect(session_, &GameSession::changed, this, &MainWindow::refresh);
  connect(replay_, &ReplaySession::changed, this, &MainWindow::refresh);
  // A notice stays while the computer thinks on: a tester never saw that the
  // computer's Deception had taken a card from her hand, its notice at once
  // replaced by "thinking".
  connect(session_, &GameSession::computerThinkingChanged, this, [this](bool thinking) {
    const QString shown = statusBar()->currentMessage();
    if (thinking && (shown.isEmpty() || shown != lastNotice_)) statusBar()->showMessage(tr("The computer is thinking…"));
    else if (!thinking && shown == tr("The computer is thinking…")) statusBar()->clearMessage();
  });
  connect(session_->hints(), &HintSearch::ready, this, &MainWindow::showHint);
  connect(session_->hints(), &HintSearch::failed, this,
          [this](const QString& why) { statusBar()->showMessage(tr("No hint: %1").arg(why), 8000); });
  // Once the notice has gone, the computer still thinking says so again.
  connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString& shown) {
    if (shown.isEmpty() && session_->computerThinking()) statusBar()->showMessage(tr("The computer is thinking…"));
  });
  connect(session_, &GameSession::notice, this, [this](const QString& text, NoticeLife life) {
    lastNotice_ = text;
    noticeUndoIndex_ = life == NoticeLife::WhileUndoable ? session_->undoStack()->index() : -1;
    noticeDecisions_.reset();
    if (life == NoticeLife::UntilNextDecision) noticeDecisions_ = session_->decisionCount();
    statusBar()->showMessage(text, 15000);
  });
  // A notice of the position goes with the next decision: pt107 read "the
  // units stay in e7" after Porus had moved them on to g7.
  connect(session_, &GameSession::changed, this, [this] {
    if (!noticeDecisions_ || session_->decisionCount() == *noticeDecisions_) return;
    noticeDecisions_.reset();
    dropLastNotice();
  });
  // A notice offering Undo goes once the undo stack moves: a tester read
  // "The March card is discarded: Undo (Ctrl+Z) takes it back" after the
  // computer had played its turn, when Undo could no longer take it back.
  connect(session_->undoStack(), &QUndoStack::indexChanged, this, [this](int index) {
    if (noticeUndoIndex_ < 0 || index == noticeUndoIndex_) return;
    noticeUndoIndex_ = -1;
    dropLastNotice();
  });
  connect(session_, &GameSession::computerFailed, this, [this](const QString& why) {
    QMessageBox::warning(this, tr("The computer cannot go on"), why);
  });
  log_->setModel(session_->log());
  // A round's totals and losses reach the log once its dice have settled,
  // and the rest of the window its result (the suspense in refresh()).
  connect(combat_->dice(), &DiceView::settled, session_->log(), &ActionLogModel::release);
  connect(combat_->dice(), &DiceView::settled, this, [this] {
    if (rollShowing_) refresh();
  });
  connect(session_->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateUndoActions);
  connect(session_->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateUndoActions);
  connect(session_, &GameSession::gameOver, this, [this](const QString& summary) {
    statusBar()->showMessage(summary);
    // The round that decided it is seen first: the box waits for its dice.
    if (combat_->dice()->rolling()) {
      connect(combat_->dice(), &DiceView::settled, this, [this, summary] {
        if (session_->isOver()) announceVictory(summary);  // not if the round was undone meanwhile
      }, Qt::SingleShotConnection);
      return;
    }
    announceVictory(summary);
  });
  connect(decisionBar_, &DecisionBar::chosen, this, [this](Decision d) {
    QString why;
    if (!session_->apply(d, &why)) showRefusal(why);
  });
  // H4: backing out of the action being declared is its undo.
  connect(decisionBar_, &DecisionBar::cancelRequested, this, [this] {
    if (undoAction_ && undoAction_->isEnabled()) undoAction_->trigger();
  });
  connect(decisionBar_, &DecisionBar::reviewRequested, this, &MainWindow::reviewGame);
  connect(decisionBar_, &DecisionBar::resumeRequested, this, [this] { pauseComputer_->setChecked(false); });
  connect(decisionBar_, &DecisionBar::newGameRequested, this, &MainWindow::newGame, Qt::QueuedConnection);
  connect(hand_, &HandWidget::cardClicked, this, &MainWindow::onCardClicked);
  connect(turnBar_, &TurnBar::discardPileRequested, this, &MainWindow::showDiscardPile);
  connect(replayBar_, &ReplayBar::seekRequested, replay_, &ReplaySession::seek);
  connect(replayBar_, &ReplayBar::pointOfViewChosen, replay_, &ReplaySession::setPointOfView);
  connect(replayBar_, &ReplayBar::playFromHereRequested, this, &MainWindow::playFromHere);
  connect(log_, &LogDock::lineActivated, this, [this](int line) {
    if (watching())
      replay_->seek(replay_->positionOfLogLine(line));
    else
      log_->showWhole(line);  // a row cut short, in a game
  });
  connect(cover_, &CoverScreen::ready, this, [this] {
    scene_->closeFan();  // one opened under the cover (a click's fan) is the other player's
    const std::optional<SideIndex> arriving = coverState_.side();
    coverState_.ready();
    refresh();
    view_->setFocus(Qt::OtherFocusReason);  // the keyboard starts on the board
    // What the other side did meanwhile, to step through once.
    if (arriving && session_->hasGame())
      catchUp_->start(session_->catchUp(*arriving), {sideName(session_->game(), 0), sideName(session_->game(), 1)});
  });
  // A refusal that cites its ruling gets a link to it beside the message.
  ruleLink_ = new QLabel(this);
  ruleLink_->setObjectName(QStringLiteral("ruleLink"));
  ruleLink_->setTextFormat(Qt::RichText);
  ruleLink_->setToolTip(tr("Read the rule in the Rules window (F1)"));
  ruleLink_->hide();
  statusBar()->addPermanentWidget(ruleLink_);
  connect(ruleLink_, &QLabel::linkActivated, this, [this](const QString& id) { showRules(id); });
  connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString& message) {
    const QString id = citedRuling(message);
    ruleLink_->setVisible(!id.isEmpty());
    if (!id.isEmpty()) ruleLink_->setText(QStringLiteral("<a href=\"%1\">%2</a>").arg(id, tr("Rule %1").arg(id)));
  });
  createMenus();
  statusBar()->showMessage(tr("Welcome to the Hydaspes"), 5000);
  fitTo(QSize(1400, 900));
}

// The session's undo stack is a child destroyed after this window has
// stopped being a MainWindow; its last signals must not reach our slots.
// Children are deleted after this window's members: what they signal on
// the way (the unit picker hides) must not reach it.
MainWindow::~MainWindow() {
  disconnect(session_->undoStack(), nullptr, this, nullptr);
  disconnect(unitPicker_, nullptr, this, nullptr);
}

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addAction(tr("&New game…"), QKeySequence::New, this, &MainWindow::newGame);
  file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::open);
  file->addAction(tr("Open as re&play…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this, &MainWindow::openReplay);
  recentMenu_ = file->addMenu(tr("Open &recent"));
  saveAction_ = file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
  saveAsAction_ = file->addAction(tr("Save &as…"), this, &MainWindow::saveAs);
  saveAsAction_->setObjectName(QStringLiteral("saveAs"));
  // The platform's key for Save As; a plain X11 desktop has none: Ctrl+Shift+S
  // (a tester pressed it and nothing happened).
  QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
  if (saveAsKeys.isEmpty()) saveAsKeys << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
  saveAsAction_->setShortcuts(saveAsKeys);
  file->addSeparator();
  QMenu* exportMenu = file->addMenu(tr("&Export"));
  exportMenu->addAction(tr("Board as &PNG…"), this, [this] { exportBoard(false); });
  exportMenu->addAction(tr("Board as &SVG…"), this, [this] { exportBoard(true); });
  exportMenu->addAction(tr("Game record (&Markdown)…"), this, &MainWindow::exportRecord);
  file->addSeparator();
  file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  // One command per action (H4): "Undo Rush: Allies ×4 b2→a3".
  undoAction_ = session_->undoStack()->createUndoAction(this, tr("&Undo"));
  undoAction_->setShortcuts(QKeySequence::Undo);
  redoAction_ = session_->undoStack()->createRedoAction(this, tr("&Redo"));
  QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
  for (const QKeySequence& k : {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)})
    if (!redoKeys.contains(k)) redoKeys << k;
  redoAction_->setShortcuts(redoKeys);
  edit->addAction(undoAction_);
  edit->addAction(redoAction_);
  // Why undo is not possible, when it is not (H4).
  undoReason_ = edit->addAction(QString());
  undoReason_->setObjectName(QStringLiteral("undoReason"));
  undoReason_->setEnabled(false);
  undoReason_->setVisible(false);
  // Ctrl+Z when nothing may be undone: a disabled action hears no key, and
  // the player heard nothing; this key, on only then, says why.
  undoRefusedKey_ = new QShortcut(QKeySequence::Undo, this);
  undoRefusedKey_->setEnabled(false);
  connect(undoRefusedKey_, &QShortcut::activated, this, [this] {
    const QString why = session_->hasGame() && !watching() ? session_->whyNoUndo() : QString();
    statusBar()->showMessage(why.isEmpty() ? tr("Nothing to undo") : tr("Undo is not possible: %1").arg(why), 8000);
  });
  edit->addSeparator();
  QAction* settings = edit->addAction(tr("&Settings…"), this, &MainWindow::editSettings);
  settings->setObjectName(QStringLiteral("settings"));
  // The platform's key for preferences; a plain X11 desktop has none: Ctrl+,.
  QList<QKeySequence> settingsKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
  if (settingsKeys.isEmpty()) settingsKeys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
  settings->setShortcuts(settingsKeys);
  // The whole turn from the keyboard: the board's cell cursor (B, then the
  // arrow keys and Enter), the phase's buttons and the cards by their slot.
  QMenu* game = menuBar()->addMenu(tr("&Game"));
  game->addAction(tr("&End phase"), QKeySequence(Qt::Key_E), this, [this] { decideByKey(Verb::End); });
  game->addAction(tr("&Pass"), QKeySequence(Qt::Key_P), this, [this] { decideByKey(Verb::Pass); });
  game->addAction(tr("&Free move"), QKeySequence(Qt::Key_F), this, [this] { decideByKey(Verb::MoveFree); });
  game->addAction(tr("&Board (cell cursor)"), QKeySequence(Qt::Key_B), this, [this] {
    view_->setFocus(Qt::ShortcutFocusReason);
    scene_->setCursorShown(true);
  });
  game->addAction(tr("&Discard pile…"), QKeySequence(Qt::CTRL | Qt::Key_D), this, &MainWindow::showDiscardPile);
  game->addAction(tr("&Hint"), QKeySequence(Qt::Key_H), this, &MainWindow::askHint)
      ->setStatusTip(tr("The best three choices for your action now, with their winning chances (solo and against the computer)"));
  reviewAction_ = game->addAction(tr("&Review the game"), QKeySequence(Qt::CTRL | Qt::Key_R), this, &MainWindow::reviewGame);
  reviewAction_->setStatusTip(tr("The search's winning chances over the game, and the actions that cost 10 points or more"));
  pauseComputer_ = game->addAction(tr("Pa&use the computer"));
  pauseComputer_->setCheckable(true);
  pauseComputer_->setShortcut(QKeySequence(Qt::Key_Pause));
  pauseComputer_->setStatusTip(tr("Stop the computer between its actions, to look at the board; uncheck to let it go on"));
  connect(pauseComputer_, &QAction::toggled, session_, &GameSession::setComputerPaused);
  connect(pauseComputer_, &QAction::toggled, this, [this](bool paused) {
    statusBar()->showMessage(paused ? tr("The computer is paused: it stops before its next action (Pause to let it go on)")
                                    : tr("The computer goes on"), 5000);
    showTurnBar();
    showComputerWaiting();
  });
  QMenu* cards = game->addMenu(tr("Play &card"));
  for (int slot = 0; slot < 9; ++slot)
    cards->addAction(tr("Card %1 from the left").arg(slot + 1), QKeySequence(Qt::Key_1 + slot), this, [this, slot] {
      if (!keysMayDecide()) return;
      if (const auto card = hand_->chooseAt(slot)) onCardClicked(*card);
      else statusBar()->showMessage(tr("There is no card %1 in the hand").arg(slot + 1), 5000);
    });
  QMenu* view = menuBar()->addMenu(tr("&View"));
  view->addAction(tr("Zoom &in"), QKeySequence::ZoomIn, view_, &BoardView::zoomIn);
  view->addAction(tr("Zoom &out"), QKeySequence::ZoomOut, view_, &BoardView::zoomOut);
  view->addSeparator();
  for (QDockWidget* dock : findChildren<QDockWidget*>()) view->addAction(dock->toggleViewAction());
  QMenu* help = menuBar()->addMenu(tr("&Help"));
  // F1 after a refusal opens the Rules window at the ruling it cites.
  help->addAction(tr("&Rules and cards"), QKeySequence::HelpContents, this,
                  [this] { showRules(citedRuling(statusBar()->currentMessage())); });
  help->addAction(tr("&Tutorial…"), this, &MainWindow::openTutorial);
  updateRecentMenu();
}

void MainWindow::startGame(PlayMode mode, std::uint64_t seed, const QString& a, const QString& b, bool alwaysAsk,
                           SideIndex computerSide, int level) {
  if (replayBar_->isPlaying()) replayBar_->togglePlay();
  std::optional<ComputerSeat> computer;
  if (mode == PlayMode::Computer) {
    computer = ComputerSeat{};
    computer->side = computerSide;
    computer->level = level;
    computer->seed = seed ^ 0x9E3779B97F4A7C15ULL;  // its own, from the game's: --seed replays it
  }
  // A new game the computer begins waits for the person to let it: a tester
  // playing Porus found her first screen already a combat, the computer's
  // Alexander having moved and attacked before she had looked at the board.
  // Paused until it is known who begins, so no search starts only to go.
  setComputerPausedQuietly(computer.has_value());
  session_->newGame(QString::fromStdString(defaultScenarioPath()), seed, mode, a, b, alwaysAsk, computer);
  if (computer && session_->decider() != computer->side) setComputerPausedQuietly(false);
  showPlaying();
  coverState_.arrive(coverContext(), Arrival::NewGame);  // the first player is at the screen
  placeCursor_ = true;
  refresh();
  view_->setFocus(Qt::OtherFocusReason);
}

// A round was just rolled: the combat panel shows its top (the dice, the
// result, what the next round may cost), and its dock grows to hold the
// panel if it is too short for it (a laptop's screen gives it a few lines).
void MainWindow::showRoundRolled() {
  combatScroll_->verticalScrollBar()->setValue(0);
  growCombatDock(combatPanelHeight());
}

// A combat starts: the panel's top, and room for the odds, the totals and
// both ledgers before the dice (on a laptop the dock was a few lines high).
void MainWindow::showCombatStarted() {
  combatScroll_->verticalScrollBar()->setValue(0);
  combatGrownFor_ = 0;
  growCombatDock(combatPanelHeight());
}

// The panel grew within a round (a card played for +1): the dock grows
// with it, but a dock the player made shorter stays so until it grows again.
void MainWindow::showCombatLengthened() {
  const int content = combatPanelHeight();
  if (content > combatGrownFor_) growCombatDock(content);
}

// A third of the window for the log, and at least 150 px: testers at
// 1366x768 and 1600x900 scrolled the combat panel, its dock held to three
// fifths of the window, with the log half empty above; with a quarter left
// to the log, the next two found it too short.
int MainWindow::combatDockMost() const { return height() - std::max(height() / 3, 150); }

int MainWindow::combatPanelHeight() const {
  const int inner = combatScroll_->viewport()->width();
  return combat_->hasHeightForWidth() ? combat_->heightForWidth(inner) : combat_->sizeHint().height();
}

// The combat dock grows (never shrinks) to show `content` pixels of the
// panel, up to combatDockMost(): the log keeps the rest.
void MainWindow::growCombatDock(int content) {
  combatGrownFor_ = content;
  if (!combatDock_->isVisible() || combatDock_->isFloating()) return;
  const int wanted = std::min(content + combatDock_->height() - combatScroll_->viewport()->height(), combatDockMost());
  if (combatDock_->height() >= wanted) return;
  // Both docks of the column, so that the log gives exactly what the combat
  // takes (with the combat dock alone Qt shared the change out).
  if (log_->isVisible() && !log_->isFloating() && dockWidgetArea(log_) == dockWidgetArea(combatDock_)) {
    const int both = log_->height() + combatDock_->height();
    resizeDocks({log_, combatDock_}, {both - wanted, wanted}, Qt::Vertical);
  } else {
    resizeDocks({combatDock_}, {wanted}, Qt::Vertical);
  }
}

void MainWindow::announceVictory(const QString& summary) {
  auto* box = new QMessageBox(QMessageBox::Information, tr("The battle is decided"), summary, QMessageBox::Ok, this);
  box->setAttribute(Qt::WA_DeleteOnClose);
  // The search goes over the game: where the winning chances turned.
  // Not a lesson's: its panel says what comes next (and may lead back to a
  // game set aside, which a review would leave behind).
  if (!session_->lessonLook()) {
    QPushButton* review = box->addButton(tr("Review the game"), QMessageBox::ActionRole);
    connect(review, &QPushButton::clicked, this, &MainWindow::reviewGame, Qt::QueuedConnection);
  }
  box->open();
}

void MainWindow::reviewGame() {
  if (!watching()) {
    if (!session_->hasGame() || !session_->isOver()) {
      statusBar()->showMessage(tr("A game is reviewed once it is over, or from a replay (File > Open as replay)"), 8000);
      return;
    }
    // The game just finished, watched as a replay: its points can be visited.
    QString error;
    if (!replay_->watchSave(session_->toSave(), tr("the game just played"), &error)) {
      QMessageBox::warning(this, tr("The game cannot be reviewed"), error);
      return;
    }
    log_->setModel(replay_->log());
    replayBar_->setLandmarks(replay_->landmarks(), sideName(replay_->game(), 0), sideName(replay_->game(), 1));
  }
  // Three docks one above the other leave each a sliver in a laptop's
  // window: there the review shares the combat panel's place, as a tab.
  if (height() < 1000 && !tabifiedDockWidgets(combatDock_).contains(reviewDock_)) tabifyDockWidget(combatDock_, reviewDock_);
  reviewDock_->show();
  reviewDock_->raise();
  resizeDocks({reviewDock_}, {height() * 3 / 5}, Qt::Vertical);  // room for the chart and the list
  reviewPanel_->showReview({});
  reviewPanel_->showProgress(0, 1);
  review_->start(replay_->gamePtr(), replay_->save(), replay_->timeline());
  refresh();
}

void MainWindow::openTutorial() {
  QString error;
  const std::vector<LessonEntry> lessons = lessonCatalogue(&error);
  if (lessons.empty()) {
    QMessageBox::warning(this, tr("No tutorial"), error.isEmpty() ? tr("No lesson was found.") : error);
    return;
  }
  // A game still being played waits for the lesson (GameSession::startLesson);
  // only a finished one gives way, and may be saved first.
  const bool gameOnBoard = session_->hasGame() && !session_->lessonLook();
  const bool waits = session_->hasGameSetAside() || (gameOnBoard && !session_->isOver());
  using Game = TutorialDialog::WaitingGame;
  TutorialDialog dialog(lessons, this, waits ? Game::Waits : gameOnBoard ? Game::GivesWay : Game::None);
  if (dialog.exec() != QDialog::Accepted || dialog.chosenFile().isEmpty()) return;
  if (!waits && !maybeSave()) return;
  startLesson(dialog.chosenFile());
}

void MainWindow::backToGame() {
  if (!session_->resumeGameSetAside()) return;
  showPlaying();
  coverState_.arrive(coverContext(), Arrival::Opened);  // a hot-seat hand waits for its player
  placeCursor_ = true;
  refresh();
  view_->setFocus(Qt::OtherFocusReason);
  statusBar()->showMessage(tr("Back to your game, as you left it"), 8000);
}

bool MainWindow::startLesson(const QString& file) {
  if (replayBar_->isPlaying()) replayBar_->togglePlay();
  QString error;
  if (!session_->startLesson(file, &error)) {
    QMessageBox::warning(this, tr("The lesson cannot be started"), error);
    return false;
  }
  lessonFile_ = file;
  nextLessonFile_.clear();
  const std::vector<LessonEntry> lessons = lessonCatalogue(nullptr);  // read once a lesson, not each refresh
  for (std::size_t i = 0; i + 1 < lessons.size(); ++i)
    if (lessons[i].file == file) nextLessonFile_ = lessons[i + 1].file;
  showPlaying();
  coverState_.arrive(coverContext(), Arrival::NewGame);
  placeCursor_ = true;
  lessonDock_->show();
  lessonDock_->raise();
  resizeDocks({lessonDock_, log_}, {height() / 2, height() / 5}, Qt::Vertical);  // room for the teacher's words
  refresh();
  view_->setFocus(Qt::OtherFocusReason);
  return true;
}

void MainWindow::newGame() {
  if (!maybeSave()) return;
  NewGameDialog dialog(preferences_, this);
  if (session_->hasGame() && !session_->lessonLook())
    dialog.offerLike(session_->mode(), session_->computer() ? std::optional<SideIndex>(session_->computer()->side) : std::nullopt);
  else dialog.offerLast();
  if (dialog.exec() != QDialog::Accepted) return;
  dialog.rememberChoice();
  const std::uint64_t seed = dialog.seed().value_or(QRandomGenerator::global()->generate64() >> 1);
  try {
    startGame(dialog.mode(), seed, dialog.playerA(), dialog.playerB(), dialog.alwaysAsk(), dialog.computerSide(),
              dialog.computerLevel());
  } catch (const std::exception& e) {
    QMessageBox::critical(this, tr("The game cannot start"), QString::fromStdString(e.what()));
  }
}

bool MainWindow::openFile(const QString& path) {
  QString error;
  if (!session_->open(path, &error)) {
    refuseFile(tr("The game cannot be opened"), path, error);
    return false;
  }
  setComputerPausedQuietly(false);  // a game opened goes on as it was saved, not as the last one was left
  showPlaying();
  showOpened(path);
  return true;
}

void MainWindow::refuseFile(const QString& title, const QString& path, const QString& error) {
  auto* box = new QMessageBox(QMessageBox::Warning, title,
                              tr("%1 cannot be opened:\n%2").arg(QFileInfo(path).fileName(), error), QMessageBox::Ok, this);
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
  statusBar()->showMessage(error, 10000);
}

// A game or replay was just opened: show it from scratch.
void MainWindow::showOpened(const QString& path) {
  if (replayBar_->isPlaying()) replayBar_->togglePlay();
  // Whoever sits at the screen now, the player to decide must say they are
  // ready before a hot-seat hand shows.
  coverState_.arrive(coverContext(), Arrival::Opened);
  placeCursor_ = true;
  review_->cancel();  // another record: the review on screen is not its
  reviewDock_->hide();
  if (watching()) {
    const Game& g = replay_->game();
    replayBar_->setLandmarks(replay_->landmarks(), sideName(g, 0), sideName(g, 1));
  }
  addRecent(path);
  refresh();
}

void MainWindow::open() {
  if (!maybeSave()) return;
  const QString path = QFileDialog::getOpenFileName(this, tr("Open a game"), QString(), tr(kFileFilter));
  if (!path.isEmpty()) openFile(path);
}

bool MainWindow::openReplayFile(const QString& path) {
  QString error;
  if (!replay_->open(path, &error)) {
    refuseFile(tr("The replay cannot be opened"), path, error);
    return false;
  }
  session_->close();  // the game in progress (saved or declined by maybeSave) gives way
  log_->setModel(replay_->log());
  showOpened(path);
  statusBar()->showMessage(tr("Replay: step with ← →, turns with Page Up/Down, phases with ↑ ↓, combats with C"), 10000);
  return true;
}

void MainWindow::openReplay() {
  if (!maybeSave()) return;
  const QString path = QFileDialog::getOpenFileName(this, tr("Open a game to replay"), QString(), tr(kFileFilter));
  if (!path.isEmpty()) openReplayFile(path);
}

void MainWindow::playFromHere() {
  if (!watching()) return;
  if (session_->lessonLook() && !maybeSave()) return;  // a finished lesson reviewed: the game it set aside goes
  if (replayBar_->isPlaying()) replayBar_->togglePlay();
  session_->playFrom(*replay_);
  setComputerPausedQuietly(false);
  showPlaying();
  // Whoever watched the replay, the player to decide says they are ready
  // before a hot-seat hand shows.
  coverState_.arrive(coverContext(), Arrival::Opened);
  refresh();
  statusBar()->showMessage(tr("A new game from this point: save it to keep it; the replayed file is unchanged"), 10000);
}

void MainWindow::exportBoard(bool svg) {
  if (!shownGame()) return;
  const QString suggested = svg ? QStringLiteral("board.svg") : QStringLiteral("board.png");
  const QString path = QFileDialog::getSaveFileName(this, tr("Export the board"), suggested,
                                                    svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
  if (path.isEmpty()) return;
  QString error;
  const bool ok = svg ? exportBoardSvg(*scene_, path, &error) : exportBoardPng(*scene_, path, &error);
  statusBar()->showMessage(ok ? tr("The board is in %1").arg(path) : error, 8000);
}

void MainWindow::exportRecord() {
  if (!shownGame()) return;
  const QString offered = suggestedSavePath(watching() ? QString() : session_->filePath(), lastRecentFile(),
                                            QDateTime::currentDateTime(), QStringLiteral("md"));
  const QString path = QFileDialog::getSaveFileName(this, tr("Export the game record"), offered, tr("Markdown (*.md)"));
  if (path.isEmpty()) return;
  QString error;
  const bool ok = exportGameRecord(watching() ? replay_->save() : session_->toSave(), path, &error);
  statusBar()->showMessage(ok ? tr("The game record is in %1").arg(path) : error, 8000);
}

QString MainWindow::replayCaption() const {
  const std::size_t at = replay_->position();
  const Observation& o = shown_.observation;
  return tr("Decision %1 of %2 · turn %3, %4")
      .arg(at)
      .arg(replay_->length())
      .arg(o.turn)
      .arg(phaseWords(o.phase));
}

bool MainWindow::save() {
  if (!session_->hasGame()) return false;
  if (session_->filePath().isEmpty()) return saveAs();
  QString error;
  if (!session_->save(session_->filePath(), &error)) {
    QMessageBox::warning(this, tr("Not saved"), error);
    return false;
  }
  statusBar()->showMessage(tr("Saved to %1").arg(session_->filePath()), 5000);
  return true;
}

QString MainWindow::askSavePath(const QString& current) {
  const QString offered = suggestedSavePath(current, lastRecentFile(), QDateTime::currentDateTime(), QStringLiteral("hydaspes"));
  return QFileDialog::getSaveFileName(this, tr("Save the game"), offered, tr(kFileFilter));
}

bool MainWindow::saveAs() {
  if (!session_->hasGame()) return false;
  const QString path = askSavePath(session_->filePath());
  if (path.isEmpty()) return false;
  QString error;
  if (!session_->save(path, &error)) {
    QMessageBox::warning(this, tr("Not saved"), error);
    return false;
  }
  addRecent(path);
  statusBar()->showMessage(tr("Saved to %1").arg(path), 5000);
  return true;
}

bool MainWindow::maybeSave() {
  // Whatever replaces the lesson drops the game set aside for it: it may
  // be saved first, where it waits.
  if (session_->lessonLook() && session_->gameSetAsideModified()) {
    QString path = session_->gameSetAsideFile();
    const QString what = path.isEmpty() ? tr("The game you left for the tutorial has not been saved.")
                                        : tr("The game you left for the tutorial has changes not yet saved to %1.")
                                              .arg(QFileInfo(path).fileName());
    const auto answer = QMessageBox::question(this, tr("Save the game?"), what, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer != QMessageBox::Save) return answer == QMessageBox::Discard;
    if (path.isEmpty()) path = askSavePath(QString());  // the lesson stays on the board meanwhile
    if (path.isEmpty()) return false;
    QString error;
    if (!session_->saveGameSetAside(path, &error)) {
      QMessageBox::warning(this, tr("Not saved"), error);
      return false;
    }
    addRecent(path);
    return true;
  }
  if (!session_->hasGame() || !session_->isModified()) return true;  // a lesson is never modified
  // A game kept in a file has changes since; a new one was never saved. A
  // finished game too: saved, it can be replayed and reviewed later.
  const QString file = QFileInfo(session_->filePath()).fileName();
  const QString what = !file.isEmpty()        ? tr("The game has changes not yet saved to %1.").arg(file)
                       : session_->isOver() ? tr("The finished game has not been saved: saved, it can be replayed later.")
                                            : tr("The game in progress has not been saved.");
  const auto answer = QMessageBox::question(this, tr("Save the game?"), what, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
  if (answer == QMessageBox::Save) return save();
  return answer == QMessageBox::Discard;
}

void MainWindow::fitTo(QSize size) {
  hand_->setShortCards(size.height() < 820);
  resize(size);
}

// A window under 820 pixels high shows short cards, so the board keeps room.
void MainWindow::resizeEvent(QResizeEvent* e) {
  QMainWindow::resizeEvent(e);
  hand_->setShortCards(height() < 820);
}

void MainWindow::showEvent(QShowEvent* e) {
  QMainWindow::showEvent(e);
  if (!cover_->isVisible()) view_->setFocus(Qt::OtherFocusReason);  // the keyboard starts on the board
}

void MainWindow::closeEvent(QCloseEvent* e) {
  if (!maybeSave()) {
    e->ignore();
    return;
  }
  session_->flushAutosave();  // nothing may write it after it goes
  if (autosave_) QFile::remove(autosavePath());  // a clean end: nothing to recover
  if (rememberLayout_) {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
  }
  e->accept();
}

// The size and docks of the last session; on a first start, at most 90% of
// the screen, so a laptop shows the whole window.
void MainWindow::restoreLayout() {
  rememberLayout_ = true;
  QSettings settings;
  const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
  if (geometry.isEmpty() || !restoreGeometry(geometry)) {
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
      const QRect available = screen->availableGeometry();
      const QSize wanted(std::min(1400, available.width() * 9 / 10), std::min(900, available.height() * 9 / 10));
      fitTo(wanted);
      move(available.center() - rect().center());
    }
  }
  restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
  // The tutorial's and the review's docks come with a lesson or a review,
  // not with the layout of the last session.
  lessonDock_->setVisible(session_->lessonLook().has_value());
  reviewDock_->hide();
}

namespace {
// The files saved or opened last, newest first (QSettings "recentFiles").
QStringList recentFiles() { return QSettings().value(QStringLiteral("recentFiles")).toStringList(); }
}  // namespace

void MainWindow::addRecent(const QString& given) {
  const QString path = QFileInfo(given).absoluteFilePath();  // relative paths break from elsewhere
  if (path == QFileInfo(autosavePath()).absoluteFilePath()) return;
  QSettings settings;
  QStringList recent = recentFiles();
  recent.removeAll(path);
  recent.prepend(path);
  while (recent.size() > kMaxRecent) recent.removeLast();
  settings.setValue(QStringLiteral("recentFiles"), recent);
  updateRecentMenu();
}

QString MainWindow::lastRecentFile() const {
  const QStringList recent = recentFiles();
  return recent.isEmpty() ? QString() : recent.front();
}

void MainWindow::updateRecentMenu() {
  recentMenu_->clear();
  const QStringList recent = recentFiles();
  for (const QString& path : recent)
    recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] {
      if (maybeSave()) openFile(path);
    });
  recentMenu_->setEnabled(!recent.isEmpty());
}

QString MainWindow::autosavePath() const {
  const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  QDir().mkpath(dir);
  return dir + QStringLiteral("/autosave.hydaspes");
}

void MainWindow::setAutosave(bool on) {
  autosave_ = on;
  session_->setAutosavePath(on ? autosavePath() : QString());
}

void MainWindow::offerRecovery() {
  if (!autosave_ || !QFile::exists(autosavePath())) return;
  const auto answer = QMessageBox::question(this, tr("Recover the last game?"),
                                            tr("Hydaspes did not close properly. Recover the game in progress?"));
  if (answer == QMessageBox::Yes && openFile(autosavePath())) {
    // The autosave is scratch space: the recovered game is an unsaved one,
    // and Save asks where to keep it.
    session_->detachFromFile();
    refresh();
    return;
  }
  QFile::remove(autosavePath());
}

// Clicking a card makes the decision it stands for now; if it could stand
// for several (support or defend), the player picks.
// The last notice leaves the status line if it is still there.
void MainWindow::dropLastNotice() {
  if (statusBar()->currentMessage() == lastNotice_) statusBar()->clearMessage();
}

void MainWindow::onCardClicked(CardIndex card) {
  if (watching()) {
    statusBar()->showMessage(tr("This is a replay: choose Play from here to take over the game at this point"), 8000);
    return;
  }
  if (!session_->hasGame()) return;
  const std::vector<Decision> options = cardDecisions(shown_, card);
  if (options.empty()) {
    QString why;
    for (const auto* cards : {&shown_.hand.cards, &shown_.hand.others})
      for (const CardLook& l : *cards)
        if (l.card == card) why = l.why;
    const QString name = dataText(session_->game().cards()[card].name);
    statusBar()->showMessage(why.isEmpty() ? tr("%1 cannot be played now").arg(name)
                                           : tr("%1 cannot be played now: %2").arg(name, why),
                             8000);
    return;
  }
  Decision chosen = options.front();
  if (options.size() > 1) {
    QMenu menu(this);
    for (const auto& d : options)
      menu.addAction(buttonText(session_->game(), d, shown_.observation.phase).replace(QLatin1Char('&'), QStringLiteral("&&")))->setData(static_cast<int>(d.verb));
    QAction* picked = menu.exec(QCursor::pos());
    if (!picked) return;
    chosen = {static_cast<Verb>(picked->data().toInt()), card};
  }
  // Units ticked in the picker before the card was chosen stay ticked.
  const std::optional<BoardController::Ticked> ticked = controller_->ticked();
  QString why;
  if (!session_->apply(chosen, &why)) showRefusal(why);
  else if (ticked && chosen.verb == Verb::Move) controller_->keepTicked(*ticked);
}

// A refusal, or what a gesture would need, speaks of the position it was
// given in: it stays until the game moves on, at most 8 s.
void MainWindow::showRefusal(const QString& why) {
  refusal_ = why;
  statusBar()->showMessage(why, 8000);
}

void MainWindow::dropRefusal() {
  if (!refusal_.isEmpty() && statusBar()->currentMessage() == refusal_) statusBar()->clearMessage();
  refusal_.clear();
}

// Draws the window from one presentation of the game (presentation.h): the
// replay's, or the game in progress's for the player at the screen.
void MainWindow::refresh() {
  const Game* g = shownGame();
  if (!g) return;
  if (scene_->cellItem(0) == nullptr) {
    scene_->build(g->board());
    view_->fitBoard();  // only now: a zoomed view stays where the player put it
  }
  // H2: in hot-seat, cover the screen when another player must decide.
  coverState_.changed(coverContext());
  const std::optional<SideIndex> coveredFor = coverState_.covered() ? coverState_.side() : std::nullopt;
  shown_ = watching() ? replay_->presentation() : session_->presentation(coveredFor);
  // A replayed file is never written; the game just played, reviewed, may be.
  saveAction_->setEnabled(!watching() || reviewingOwnGame());
  pauseComputer_->setEnabled(session_->computer().has_value() && !watching());
  saveAsAction_->setEnabled(!watching() || reviewingOwnGame());
  updateUndoActions();
  dragging_ = false;
  rollShowing_ = false;  // any refresh ends a suspense: what is shown now is the latest
  showTurnBar();
  // How the board got here, played once (nothing to watch under a cover);
  // after a roll's suspense, the motion that waited for the dice.
  BoardMotion motion = heldMotion_ ? *std::exchange(heldMotion_, std::nullopt)
                                   : watching() ? replay_->takeMotion() : session_->takeMotion();
  const AnimationSpeed roll = motion.rolled && !coveredFor ? preferences_.animation : AnimationSpeed::Off;
  const bool combatStarts = shown_.combat.active && !combatShown_;
  combatShown_ = shown_.combat.active;
  combat_->show(shown_.combat, roll);
  if (!combat_->dice()->rolling()) session_->log()->release();  // no dice to wait for (or not shown)
  // The panel's top for a new combat and for each round rolled, also one
  // rolled under the cover: the next player reads it when the cover lifts.
  if (motion.rolled) showRoundRolled();
  else if (combatStarts) showCombatStarted();
  // A card played for +1 lengthens the panel: two testers (1366x768,
  // 1600x900) found "Cards played" and the support lines below the dock's
  // edge while the log above it stood half empty.
  else if (shown_.combat.active) showCombatLengthened();
  // The round is seen before the computer acts on it: the dice settle, then
  // a moment to read the result (its casualty pick comes after).
  if (roll != AnimationSpeed::Off && !watching())
    session_->holdComputer(DiceView::rollDuration(roll) + (roll == AnimationSpeed::Fast ? 500 : 1200));
  // Suspense: while the dice tumble, the rest of the window still shows the
  // position before them (no casualty to pick, no counter fading, no new
  // buttons); once they settle, refresh() goes on with the same motion.
  if (combat_->dice()->rolling() && !watching()) {
    motion.rolled = false;
    heldMotion_ = motion;
    rollShowing_ = true;
    showTurnBar();
    decisionBar_->setEnabled(false);
    return;
  }
  decisionBar_->setEnabled(true);
  controller_->show(shown_.board, shown_.observation, coveredFor ? BoardMotion{} : motion);
  if (placeCursor_) {  // a game arrived: the keyboard's cursor starts on the decider's first stack
    placeCursor_ = false;
    hand_->setCardTitles(cardTitles(*g));  // its card table's: the cards fit the strip as far as any title allows
    scene_->setCursorShown(false);  // and shows again when the keyboard is used, not left from the last game
    for (const StackLook& stack : shown_.board.stacks)
      if (shown_.decider && stack.side == *shown_.decider) {
        scene_->setCursorCell(stack.cell);
        break;
      }
  }
  hand_->show(shown_.hand);
  if (discardPileDialog_ && discardPileDialog_->isVisible()) discardPileDialog_->showPile(shown_.discardPile);
  showLesson();
  decisionBar_->setDecisions(*g, shown_.observation.phase, shown_.buttons, shown_.unitChoices);
  decisionBar_->setCancelShown(!watching() && !shown_.terminal && session_->declaring() && session_->canUndo());
  replayBar_->setVisible(watching());
  // A finished game keeps the bar, offering what comes next: the board
  // keeps its size when the battle is decided.
  decisionBar_->setGameOver(!watching() && shown_.terminal);
  showComputerWaiting();
  decisionBar_->setVisible(!watching());
  if (watching()) {
    cover_->hide();
    setWindowTitle(tr("Hydaspes — replay of %1").arg(replay_->name()));
    replayBar_->showPosition(replay_->position(), replayCaption(), replay_->pointOfView());
    log_->highlight(replay_->logLineOf(replay_->position()));
    reviewPanel_->showPosition(replay_->position());
    return;
  }
  setWindowTitle(tr("Hydaspes — %1%2")
                     .arg(session_->filePath().isEmpty() ? tr("new game") : QFileInfo(session_->filePath()).fileName())
                     .arg(session_->isModified() ? QStringLiteral(" *") : QString()));
  log_->highlight(-1);
  if (coveredFor) {
    statusBar()->clearMessage();  // it may name a card of the player leaving
    scene_->closeFan();           // the next player starts on a clear board
    cover_->cover(session_->playerName(*coveredFor), sideName(*g, *coveredFor));
    return;
  }
  cover_->hide();
}

// The lesson's step beside the board and its cells marked; the dock goes
// when the game is no lesson. A finished lesson is remembered as done.
void MainWindow::showLesson() {
  const std::optional<LessonLook> lesson = watching() ? std::nullopt : session_->lessonLook();
  scene_->setMarkedCells(lesson ? lesson->marked : std::vector<Cell>{});
  if (!lesson) {
    lessonDock_->hide();
    lessonFile_.clear();
    nextLessonFile_.clear();
    return;
  }
  lessonPanel_->show(*lesson, !nextLessonFile_.isEmpty(), session_->hasGameSetAside());
  if (lesson->finished) markLessonFinished(lesson->id);
}

const Game* MainWindow::shownGame() const {
  if (watching()) return &replay_->game();
  return session_->hasGame() ? &session_->game() : nullptr;
}

void MainWindow::showPlaying() {
  review_->cancel();  // a review is of the replay that closes now
  reviewDock_->hide();
  replay_->close();
  log_->setModel(session_->log());
}

// Keys decide only in a live game whose screen is not covered.
bool MainWindow::keysMayDecide() {
  if (!session_->hasGame() || watching() || coverState_.covered()) return false;
  return !shown_.terminal;
}

void MainWindow::decideByKey(Verb verb) {
  if (!keysMayDecide()) return;
  for (const Decision& d : shown_.legal)
    if (d.verb == verb) {
      QString why;
      if (!session_->apply(d, &why)) showRefusal(why);
      return;
    }
  for (const auto& [refused, why] : shown_.keyRefusals)
    if (refused == verb) {
      showRefusal(why);
      return;
    }
  showRefusal(shown_.notNow);
}

CoverContext MainWindow::coverContext() const {
  CoverContext c;
  c.hotSeat = session_->mode() == PlayMode::HotSeat;
  c.replay = watching();
  c.terminal = watching() ? replay_->isOver() : session_->isOver();
  c.decider = session_->decider().value_or(SideIndex{0});
  return c;
}

// The undo stack names the action to take back; when there is none to take
// back, the menu says why (H4).
void MainWindow::updateUndoActions() {
  const bool live = session_->hasGame() && !watching();
  undoAction_->setEnabled(live && session_->canUndo());
  redoAction_->setEnabled(live && session_->canRedo());
  const QString why = live && !session_->canUndo() ? session_->whyNoUndo() : QString();
  undoReason_->setText(tr("Undo is not possible: %1").arg(why));
  undoReason_->setVisible(!why.isEmpty());
  undoAction_->setStatusTip(why.isEmpty() ? QString() : tr("Undo is not possible: %1").arg(why));
  if (undoRefusedKey_) undoRefusedKey_->setEnabled(!undoAction_->isEnabled());
}

void MainWindow::showRules(const QString& id) {
  if (!rules_) rules_ = new RulesWindow(this);
  if (const Game* g = shownGame()) rules_->setCards(*g);
  if (!id.isEmpty()) rules_->showRule(id);
  rules_->show();
  rules_->raise();
  rules_->activateWindow();
}

void MainWindow::askHint() {
  if (watching()) {
    statusBar()->showMessage(tr("No hint in a replay: choose Play from here to take over the game"), 8000);
    return;
  }
  const QString why = session_->whyNoHint();
  if (!why.isEmpty()) {
    statusBar()->showMessage(tr("No hint now: %1").arg(why), 8000);
    return;
  }
  statusBar()->showMessage(tr("Weighing the choices for a hint…"));
  session_->askHint();
}

void MainWindow::showHint(const Hint& hint) {
  statusBar()->clearMessage();
  QString text = tr("The best choices now, from what you can see (%n playouts):", nullptr, hint.iterations);
  for (int i = 0; i < hint.choices.size(); ++i) text += QStringLiteral("\n%1. %2").arg(i + 1).arg(hint.choices[i]);
  if (!hint.negate.isEmpty()) text += QStringLiteral("\n\n") + hint.negate + QLatin1Char('.');
  if (shown_.combat.active) text += QStringLiteral("\n\n") + tr("The combat's exact odds are in the Combat panel.");
  if (!hint_) {
    hint_ = new QMessageBox(QMessageBox::Information, tr("Hint"), QString(), QMessageBox::Close, this);
    hint_->setObjectName(QStringLiteral("hintBox"));
    hint_->setModal(false);
  }
  hint_->setText(text);
  hint_->show();
  hint_->raise();
}

void MainWindow::editSettings() {
  SettingsDialog dialog(preferences_, this);
  if (dialog.exec() != QDialog::Accepted) return;
  setPreferences(dialog.preferences());
}

void MainWindow::setPreferences(const Preferences& p) {
  preferences_ = p;
  preferences_.save();
  scene_->setAnimationSpeed(p.animation);
  session_->setLogHeldForRolls(p.animation != AnimationSpeed::Off);
}

// The turn bar: the game's words for what it awaits, unless the window is
// somewhere the game is not yet (the dice tumbling, a stack being dragged,
// the unit picker open): then what that asks for.
void MainWindow::showTurnBar() {
  turnBar_->show(shown_.turn);
  const Game* g = shownGame();
  if (!g || watching()) return;
  if (rollShowing_) {
    turnBar_->showAwaited(tr("The dice are rolling…"));
    return;
  }
  if (!shown_.decider) return;
  const QString side = sideName(*g, *shown_.decider);
  if (computerWaits()) {
    turnBar_->showAwaited(session_->decisionCount() == 0
                              ? tr("%1 (the computer) moves first: let it begin when you are ready").arg(side)
                              : tr("%1 (the computer) is paused: let it go on when you are ready").arg(side));
    return;
  }
  if (dragging_) turnBar_->showAwaited(tr("%1: drop the stack where it goes").arg(side));
  else if (unitPicker_->isVisible() && unitPicker_->single())
    turnBar_->showAwaited(tr("%1: tick the one unit that moves, then drag the stack or click where it goes").arg(side));
  else if (unitPicker_->isVisible())
    turnBar_->showAwaited(tr("%1: tick the units that move, then drag the stack or click where they go").arg(side));
}

// Game > Pause the computer set without its "paused" message: a new game
// says why the computer waits in the decision bar.
void MainWindow::setComputerPausedQuietly(bool paused) {
  const QSignalBlocker quiet(pauseComputer_);
  pauseComputer_->setChecked(paused);
  session_->setComputerPaused(paused);
}

bool MainWindow::computerWaits() const {
  return !watching() && session_->hasGame() && !shown_.terminal && session_->computerPaused() && session_->computer() &&
         shown_.decider && session_->computer()->side == *shown_.decider;
}

// The decision bar offers to let a computer that waits go on: a new game's
// first move, or a pause (the Pause key alone was hard to find).
void MainWindow::showComputerWaiting() {
  const Game* g = shownGame();
  if (!g || !computerWaits()) {
    decisionBar_->setComputerWaiting(QString(), QString());
    return;
  }
  const QString side = sideName(*g, *shown_.decider);
  if (session_->decisionCount() == 0)
    decisionBar_->setComputerWaiting(tr("%1, the computer, moves first. Look the board over, then:").arg(side),
                                     tr("Let %1 begin").arg(side));
  else
    decisionBar_->setComputerWaiting(tr("%1, the computer, is paused:").arg(side), tr("Let %1 go on").arg(side));
}

void MainWindow::showDiscardPile() {
  if (!shownGame()) return;
  if (!discardPileDialog_) discardPileDialog_ = new DiscardPileDialog(this);
  discardPileDialog_->showPile(shown_.discardPile);
  discardPileDialog_->show();
  discardPileDialog_->raise();
  discardPileDialog_->activateWindow();
}

}  // namespace hydaspes::client
