#include "app/main_window.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include "app/board_controller.h"
#include "app/game_export.h"
#include "app/new_game_dialog.h"
#include "app/unit_picker.h"
#include "app/words.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "hand/hand_widget.h"
#include "panels/combat_panel.h"
#include "panels/cover_screen.h"
#include "panels/decision_bar.h"
#include "panels/log_dock.h"
#include "session/action_log_model.h"
#include "session/combat_summary.h"
#include "panels/replay_bar.h"
#include "panels/turn_bar.h"

namespace hydaspes::client {

namespace {
constexpr int kMaxRecent = 8;
const char* kFileFilter = QT_TRANSLATE_NOOP("MainWindow", "Hydaspes games (*.hydaspes *.json)");
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowTitle(tr("Hydaspes"));
  session_ = new GameSession(this);
  scene_ = new BoardScene(this);
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
  auto* combatDock = new QDockWidget(tr("Combat"), this);
  combatDock->setObjectName(QStringLiteral("combatDock"));
  combat_ = new CombatPanel(combatDock);
  auto* combatScroll = new QScrollArea(combatDock);
  combatScroll->setWidgetResizable(true);
  combatScroll->setFrameShape(QFrame::NoFrame);
  combatScroll->setWidget(combat_);
  combatDock->setWidget(combatScroll);
  addDockWidget(Qt::RightDockWidgetArea, combatDock);

  controller_ = new BoardController(session_, scene_);
  auto* unitPicker = new UnitPicker(view_);
  unitPicker->move(8, 8);  // over the board's corner, never modal
  controller_->setUnitPicker(unitPicker);
  connect(controller_, &BoardController::message, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
  connect(session_, &GameSession::changed, this, &MainWindow::refresh);
  log_->setModel(session_->log());
  connect(session_->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateUndoActions);
  connect(session_->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateUndoActions);
  connect(session_, &GameSession::gameOver, this, [this](const QString& summary) {
    statusBar()->showMessage(summary);
    auto* box = new QMessageBox(QMessageBox::Information, tr("The battle is decided"), summary, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
  });
  connect(decisionBar_, &DecisionBar::chosen, this, [this](Decision d) {
    QString why;
    if (!session_->apply(d, &why)) statusBar()->showMessage(why, 8000);
  });
  connect(hand_, &HandWidget::cardClicked, this, &MainWindow::onCardClicked);
  connect(turnBar_, &TurnBar::discardPileRequested, this, &MainWindow::showDiscardPile);
  connect(replayBar_, &ReplayBar::seekRequested, session_, &GameSession::seek);
  connect(replayBar_, &ReplayBar::pointOfViewChosen, session_, &GameSession::setPointOfView);
  connect(replayBar_, &ReplayBar::playFromHereRequested, this, &MainWindow::playFromHere);
  connect(log_, &LogDock::lineActivated, this, [this](int line) {
    if (session_->isReplay()) session_->seek(session_->positionOfLogLine(line));
  });
  connect(cover_, &CoverScreen::ready, this, [this] {
    coverState_.ready();
    refresh();
    view_->setFocus(Qt::OtherFocusReason);  // the keyboard starts on the board
  });
  createMenus();
  statusBar()->showMessage(tr("Welcome to the Hydaspes"), 5000);
  resize(1400, 900);
}

// The session's undo stack is a child destroyed after this window has
// stopped being a MainWindow; its last signals must not reach our slots.
MainWindow::~MainWindow() { disconnect(session_->undoStack(), nullptr, this, nullptr); }

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addAction(tr("&New game…"), QKeySequence::New, this, &MainWindow::newGame);
  file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::open);
  file->addAction(tr("Open as re&play…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this, &MainWindow::openReplay);
  recentMenu_ = file->addMenu(tr("Open &recent"));
  saveAction_ = file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
  saveAsAction_ = file->addAction(tr("Save &as…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
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
  // The whole turn from the keyboard: the board's cell cursor (B, then the
  // arrow keys and Enter), the phase's buttons and the cards by their slot.
  QMenu* game = menuBar()->addMenu(tr("&Game"));
  game->addAction(tr("&End phase"), QKeySequence(Qt::Key_E), this, [this] { decideByKey(Verb::End); });
  game->addAction(tr("&Pass"), QKeySequence(Qt::Key_P), this, [this] { decideByKey(Verb::Pass); });
  game->addAction(tr("&Free move"), QKeySequence(Qt::Key_F), this, [this] { decideByKey(Verb::MoveFree); });
  game->addAction(tr("&Board (cell cursor)"), QKeySequence(Qt::Key_B), this, [this] { view_->setFocus(Qt::ShortcutFocusReason); });
  QMenu* cards = game->addMenu(tr("Play &card"));
  for (int slot = 0; slot < 9; ++slot)
    cards->addAction(tr("Card %1 from the left").arg(slot + 1), QKeySequence(Qt::Key_1 + slot), this, [this, slot] {
      if (!keysMayDecide()) return;
      if (const auto card = hand_->cardAt(slot)) onCardClicked(*card);
      else statusBar()->showMessage(tr("There is no card %1 in the hand").arg(slot + 1), 5000);
    });
  QMenu* view = menuBar()->addMenu(tr("&View"));
  view->addAction(tr("Zoom &in"), QKeySequence::ZoomIn, view_, &BoardView::zoomIn);
  view->addAction(tr("Zoom &out"), QKeySequence::ZoomOut, view_, &BoardView::zoomOut);
  view->addSeparator();
  for (QDockWidget* dock : findChildren<QDockWidget*>()) view->addAction(dock->toggleViewAction());
  updateRecentMenu();
}

void MainWindow::startGame(PlayMode mode, std::uint64_t seed, const QString& a, const QString& b, bool alwaysAsk) {
  if (replayBar_->isPlaying()) replayBar_->togglePlay();
  announcedEnd_ = false;
  session_->newGame(QString::fromStdString(defaultScenarioPath()), seed, mode, a, b, alwaysAsk);
  coverState_.arrive(coverContext(), Arrival::NewGame);  // the first player is at the screen
  refresh();
  view_->setFocus(Qt::OtherFocusReason);
}

void MainWindow::newGame() {
  if (!maybeSave()) return;
  NewGameDialog dialog(this);
  if (dialog.exec() != QDialog::Accepted) return;
  const std::uint64_t seed = dialog.seed().value_or(QRandomGenerator::global()->generate64() >> 1);
  try {
    startGame(dialog.mode(), seed, dialog.playerA(), dialog.playerB(), dialog.alwaysAsk());
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
  announcedEnd_ = session_->isReplay() || session_->state().isTerminal();
  if (session_->isReplay()) {
    const Game& g = session_->game();
    replayBar_->setTimeline(session_->timeline(), sideName(g, 0), sideName(g, 1));
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
  if (!session_->openReplay(path, &error)) {
    refuseFile(tr("The replay cannot be opened"), path, error);
    return false;
  }
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
  if (!session_->isReplay()) return;
  if (replayBar_->isPlaying()) replayBar_->togglePlay();
  session_->playFromHere();
  // Whoever watched the replay, the player to decide says they are ready
  // before a hot-seat hand shows.
  coverState_.arrive(coverContext(), Arrival::Opened);
  announcedEnd_ = session_->state().isTerminal();
  refresh();
  statusBar()->showMessage(tr("A new game from this point: save it to keep it; the replayed file is unchanged"), 10000);
}

void MainWindow::exportBoard(bool svg) {
  if (!session_->hasGame()) return;
  const QString suggested = svg ? QStringLiteral("board.svg") : QStringLiteral("board.png");
  const QString path = QFileDialog::getSaveFileName(this, tr("Export the board"), suggested,
                                                    svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
  if (path.isEmpty()) return;
  QString error;
  const bool ok = svg ? exportBoardSvg(*scene_, path, &error) : exportBoardPng(*scene_, path, &error);
  statusBar()->showMessage(ok ? tr("The board is in %1").arg(path) : error, 8000);
}

void MainWindow::exportRecord() {
  if (!session_->hasGame()) return;
  const QString path = QFileDialog::getSaveFileName(this, tr("Export the game record"), QStringLiteral("game.md"),
                                                    tr("Markdown (*.md)"));
  if (path.isEmpty()) return;
  QString error;
  const bool ok = exportGameRecord(session_->toSave(), path, &error);
  statusBar()->showMessage(ok ? tr("The game record is in %1").arg(path) : error, 8000);
}

QString MainWindow::replayCaption() const {
  const std::size_t at = session_->replayPosition();
  const GameState& st = session_->state();
  return tr("Decision %1 of %2 · turn %3, %4")
      .arg(at)
      .arg(session_->replayLength())
      .arg(st.turn())
      .arg(phaseWords(st.phase()));
}

bool MainWindow::save() {
  if (!session_->hasGame() || session_->isReplay()) return false;
  if (session_->filePath().isEmpty()) return saveAs();
  QString error;
  if (!session_->save(session_->filePath(), &error)) {
    QMessageBox::warning(this, tr("Not saved"), error);
    return false;
  }
  statusBar()->showMessage(tr("Saved to %1").arg(session_->filePath()), 5000);
  return true;
}

bool MainWindow::saveAs() {
  if (!session_->hasGame() || session_->isReplay()) return false;
  QString path = QFileDialog::getSaveFileName(this, tr("Save the game"), QStringLiteral("battle.hydaspes"), tr(kFileFilter));
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
  if (!session_->hasGame() || !session_->isModified() || session_->state().isTerminal()) return true;
  const auto answer = QMessageBox::question(this, tr("Save the game?"), tr("The game in progress has not been saved."),
                                            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
  if (answer == QMessageBox::Save) return save();
  return answer == QMessageBox::Discard;
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
  if (autosave_) QFile::remove(autosavePath());  // a clean end: nothing to recover
  e->accept();
}

void MainWindow::addRecent(const QString& given) {
  const QString path = QFileInfo(given).absoluteFilePath();  // relative paths break from elsewhere
  if (path == QFileInfo(autosavePath()).absoluteFilePath()) return;
  QSettings settings;
  QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
  recent.removeAll(path);
  recent.prepend(path);
  while (recent.size() > kMaxRecent) recent.removeLast();
  settings.setValue(QStringLiteral("recentFiles"), recent);
  updateRecentMenu();
}

void MainWindow::updateRecentMenu() {
  recentMenu_->clear();
  const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
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

namespace {
// The verb a card would be used with now, to explain a dimmed card.
std::optional<Verb> naturalVerb(const GameState& st) {
  switch (st.step()) {
    case Step::Main:
      switch (st.phase()) {
        case Phase::Tactics: return Verb::Play;
        case Phase::Deception: return Verb::Deceive;
        case Phase::Maneuver: return Verb::Move;
        case Phase::Attack: return Verb::Attack;
        case Phase::End: return Verb::Discard;
      }
      break;
    case Step::NegateWindow: return Verb::Negate;
    case Step::CancelWindow: return Verb::Cancel;
    case Step::AttackerSupport: return Verb::Support;
    case Step::DefenderResponse: return Verb::Defend;
    default: break;
  }
  return std::nullopt;
}
}  // namespace

// Clicking a card makes the decision it stands for now; if it could stand
// for several (support or defend), the player picks.
void MainWindow::onCardClicked(CardIndex card) {
  if (!session_->hasGame()) return;
  const GameState& st = session_->state();
  std::vector<Decision> options;
  for (const auto& d : st.legalDecisions())
    if (argKind(d.verb) == ArgKind::OfCard && d.arg == card) options.push_back(d);
  if (options.empty()) {
    QString why;
    if (auto verb = naturalVerb(st); verb && !st.isTerminal()) why = QString::fromStdString(st.whyIllegal({*verb, card}));
    const QString name = QString::fromStdString(st.game().cards()[card].name);
    statusBar()->showMessage(why.isEmpty() ? tr("%1 cannot be played now").arg(name)
                                           : tr("%1 cannot be played now: %2").arg(name, why),
                             8000);
    return;
  }
  Decision chosen = options.front();
  if (options.size() > 1) {
    QMenu menu(this);
    for (const auto& d : options)
      menu.addAction(buttonText(st.game(), d).replace(QLatin1Char('&'), QStringLiteral("&&")))->setData(static_cast<int>(d.verb));
    QAction* picked = menu.exec(QCursor::pos());
    if (!picked) return;
    chosen = {static_cast<Verb>(picked->data().toInt()), card};
  }
  QString why;
  if (!session_->apply(chosen, &why)) statusBar()->showMessage(why, 8000);
}


void MainWindow::showHand(const Observation& o) {
  const GameState& st = session_->state();
  const Game& g = st.game();
  const bool window = st.step() == Step::NegateWindow || st.step() == Step::CancelWindow ||
                      st.step() == Step::AttackerSupport || st.step() == Step::DefenderResponse;
  const auto legal = st.isTerminal() ? std::vector<Decision>{} : st.legalDecisions();
  const auto look = [&](CardIndex c, bool pickFromEnemy) {
    const CardDef& def = g.cards()[c];
    CardLook l;
    l.card = c;
    l.name = QString::fromStdString(def.name);
    QString value = def.printedValue.empty() ? (def.value ? QString::number(*def.value) : QStringLiteral("–"))
                                             : QString::fromStdString(def.printedValue);
    l.kind = QStringLiteral("%1 · %2 · %3").arg(cardTypeWords(def.type), cardUseWords(def), value);
    l.note = QString::fromStdString(def.note);
    // A Discard is a pick from the enemy hand during a Deception, and in the
    // End phase the discard down to the hand limit from one's own.
    const bool endDiscard = st.step() == Step::Main && st.phase() == Phase::End;
    for (const auto& d : legal)
      if (argKind(d.verb) == ArgKind::OfCard && d.arg == c &&
          (d.verb == Verb::Discard) == (pickFromEnemy || endDiscard))
        l.playable = true;
    if (pickFromEnemy) l.playable = st.step() == Step::DeceptionPick;
    l.fits = l.playable && window;
    if (!l.playable && !st.isTerminal()) {
      if (auto verb = naturalVerb(st)) l.why = QString::fromStdString(st.whyIllegal({*verb, c}));
      else l.why = tr("Not now: %1").arg(awaitedWords(st));
    }
    return l;
  };
  // The End phase's discard down to the hand limit (T6): "Discard 2 of 9".
  const auto discardTitle = [&](SideIndex s) -> QString {
    if (st.isTerminal() || st.step() != Step::Main || st.phase() != Phase::End || s != st.activeSide()) return {};
    const int size = static_cast<int>(st.hand(s).size());
    const int over = size - g.scenario().sides[s].handLimit;
    if (over <= 0) return {};
    return tr("%1's hand: discard %2 of %3 (the hand limit is %4)")
        .arg(sideName(g, s)).arg(over).arg(size).arg(g.scenario().sides[s].handLimit);
  };
  std::vector<CardLook> cards;
  if (st.step() == Step::DeceptionPick && o.hands[otherSide(o.active)]) {
    for (CardIndex c : *o.hands[otherSide(o.active)]) cards.push_back(look(c, true));
    hand_->setCards(tr("%1's hand, revealed by your Deception: pick the card to discard")
                        .arg(sideName(g, otherSide(o.active))), cards);
    return;
  }
  const bool openHands = session_->isReplay() ? !o.seat : session_->mode() == PlayMode::Solo || st.isTerminal();
  if (openHands) {
    // Both hands are open (solo, a finished game, a replay showing
    // everything): show the deciding side's, or the winner's.
    const SideIndex s = st.isTerminal() ? *st.winner() : st.decidingSide();
    if (o.hands[s]) for (CardIndex c : *o.hands[s]) cards.push_back(look(c, false));
    // The other hand, open beside it: its cards wait for their side's turn.
    const SideIndex other = otherSide(s);
    std::vector<CardLook> others;
    if (o.hands[other])
      for (CardIndex c : *o.hands[other]) {
        CardLook l = look(c, false);
        l.playable = false;
        l.fits = false;
        if (!st.isTerminal()) l.why = tr("%1 does not decide now").arg(sideName(g, other));
        others.push_back(l);
      }
    const QString otherCaption = tr("%1's hand (%2)").arg(sideName(g, other)).arg(st.hand(other).size());
    if (!discardTitle(s).isEmpty()) {
      hand_->setCards(discardTitle(s), cards, otherCaption, others);
      return;
    }
    if (!st.isTerminal()) {
      hand_->setCards(tr("%1 decides: %1's hand (%2 cards), and beyond the line %3's")
                          .arg(sideName(g, s)).arg(st.hand(s).size()).arg(sideName(g, other)),
                      cards, otherCaption, others);
      return;
    }
    hand_->setCards(tr("%1's hand (%2 cards; %3 holds %4)")
                        .arg(sideName(g, s)).arg(st.hand(s).size())
                        .arg(sideName(g, otherSide(s))).arg(st.hand(otherSide(s)).size()), cards);
    return;
  }
  const SideIndex me = *o.seat;
  for (CardIndex c : *o.hands[me]) cards.push_back(look(c, false));
  hand_->setCards(discardTitle(me).isEmpty()
                      ? tr("%1's hand (%2 holds %3 cards)").arg(sideName(g, me), sideName(g, otherSide(me))).arg(o.handSizes[otherSide(me)])
                      : discardTitle(me),
                  cards);
}

void MainWindow::refresh() {
  if (!session_->hasGame()) return;
  const GameState& st = session_->state();
  const Game& g = st.game();
  if (scene_->cellItem(0) == nullptr) {
    scene_->build(g.board());
    view_->fitBoard();  // only now: a zoomed view stays where the player put it
  }
  const Observation o = session_->observation();
  saveAction_->setEnabled(!session_->isReplay());  // a replayed file is never written
  saveAsAction_->setEnabled(!session_->isReplay());
  updateUndoActions();
  setWindowTitle(tr("Hydaspes — %1%2")
                     .arg(session_->filePath().isEmpty() ? tr("new game") : QFileInfo(session_->filePath()).fileName())
                     .arg(session_->isModified() ? QStringLiteral(" *") : QString()));
  turnBar_->show(st, o, session_->playerName(o.active));
  combat_->show(combatSummaryOf(st));
  controller_->refresh();
  replayBar_->setVisible(session_->isReplay());
  decisionBar_->setVisible(!session_->isReplay());
  if (session_->isReplay()) {
    coverState_.changed(coverContext());
    cover_->hide();
    setWindowTitle(tr("Hydaspes — replay of %1").arg(QFileInfo(session_->filePath()).fileName()));
    replayBar_->showPosition(session_->replayPosition(), replayCaption(), session_->pointOfView());
    log_->highlight(session_->logLineOf(session_->replayPosition()));
    showHand(o);
    decisionBar_->setDecisions(g, {});
    return;
  }
  log_->highlight(-1);

  // H2: in hot-seat, cover the screen when another player must decide.
  coverState_.changed(coverContext());
  if (coverState_.covered()) {
    const SideIndex next = *coverState_.side();
    statusBar()->clearMessage();  // it may name a card of the player leaving
    hand_->setCards(QString(), {});  // nothing private stays on screen
    decisionBar_->setDecisions(g, {});
    cover_->cover(session_->playerName(next), sideName(g, next));
    return;
  }
  cover_->hide();
  showHand(o);
  std::vector<Decision> buttons;
  if (!st.isTerminal()) {
    for (const auto& d : st.legalDecisions()) {
      if (argKind(d.verb) == ArgKind::OfCard) continue;  // in the hand
      buttons.push_back(d);
    }
  }
  decisionBar_->setDecisions(g, buttons);
}

// Keys decide only in a live game whose screen is not covered.
bool MainWindow::keysMayDecide() {
  if (!session_->hasGame() || session_->isReplay() || coverState_.covered()) return false;
  return !session_->state().isTerminal();
}

void MainWindow::decideByKey(Verb verb) {
  if (!keysMayDecide()) return;
  const GameState& st = session_->state();
  for (const Decision& d : st.legalDecisions())
    if (d.verb == verb) {
      QString why;
      if (!session_->apply(d, &why)) statusBar()->showMessage(why, 8000);
      return;
    }
  statusBar()->showMessage(tr("Not now: %1").arg(awaitedWords(st)), 8000);
}

CoverContext MainWindow::coverContext() const {
  CoverContext c;
  c.hotSeat = session_->mode() == PlayMode::HotSeat;
  c.replay = session_->isReplay();
  c.terminal = session_->state().isTerminal();
  c.decider = c.terminal ? SideIndex{0} : session_->state().decidingSide();
  return c;
}

// The undo stack names the action to take back; when there is none to take
// back, the menu says why (H4).
void MainWindow::updateUndoActions() {
  const bool live = session_->hasGame() && !session_->isReplay();
  undoAction_->setEnabled(live && session_->canUndo());
  redoAction_->setEnabled(live && session_->canRedo());
  const QString why = live && !session_->canUndo() ? session_->whyNoUndo() : QString();
  undoReason_->setText(tr("Undo is not possible: %1").arg(why));
  undoReason_->setVisible(!why.isEmpty());
  undoAction_->setStatusTip(why.isEmpty() ? QString() : tr("Undo is not possible: %1").arg(why));
}

void MainWindow::showDiscardPile() {
  if (!session_->hasGame()) return;
  QStringList names;
  const Game& g = session_->game();
  for (auto it = session_->state().discardPile().rbegin(); it != session_->state().discardPile().rend(); ++it)
    names << QString::fromStdString(g.cards()[*it].name);
  QMessageBox::information(this, tr("Discard pile"),
                           names.isEmpty() ? tr("The discard pile is empty.")
                                           : tr("Newest first:\n%1").arg(names.join(QLatin1Char('\n'))));
}

}  // namespace hydaspes::client
