// GUI tests of the replay viewer: open a save as a replay, move through it
// with the replay bar's keys and buttons, change the point of view, branch
// with Play from here, and export; the save on disk never changes.
#include <catch2/catch.hpp>

#include <algorithm>

#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include "app/game_export.h"
#include "session/record_export.h"
#include "app/main_window.h"
#include "hydaspes/match.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/state.h"
#include "session/replay_cursor.h"
#include "board/board_scene.h"
#include "hand/hand_widget.h"
#include "hydaspes/notation.h"
#include "hydaspes/saved_game.h"
#include "panels/log_dock.h"
#include "session/action_log_model.h"
#include "panels/replay_bar.h"
#include "panels/turn_bar.h"

using namespace hydaspes;
using namespace hydaspes::client;

namespace {

// A complete random game, saved as a solo game would be, and its states.
struct RecordedSave {
  QString path;
  std::vector<GameState> states;  // states[n]: after n decisions
};

RecordedSave saveRandomGame(const QTemporaryDir& dir, std::uint64_t seed) {
  RecordedSave out;
  out.path = dir.filePath(QStringLiteral("replay.hydaspes"));
  const GamePtr game = Game::load(defaultScenarioPath());
  GameState st = GameState::newGame(game, seed);
  SavedGame save = startSave(game->scenario().file, game->cards().file, st, seed);
  save.mode = "hotseat";
  Rng chooser(seed);
  out.states.push_back(st);
  while (!st.isTerminal()) {
    const auto legal = st.legalDecisions();
    const Decision d = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
    st.apply(d);
    save.decisions.push_back(printDecision(*game, d));
    save.hashes.push_back(st.hash());
    out.states.push_back(st);
  }
  writeSaveAtomically(out.path.toStdString(), save);
  return out;
}

QByteArray digest(const QString& path) {
  QFile f(path);
  REQUIRE(f.open(QIODevice::ReadOnly));
  return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

QToolButton* replayButton(MainWindow& w, const QString& text) {
  for (auto* b : w.replayBar()->findChildren<QToolButton*>())
    if (b->text() == text) return b;
  FAIL("no replay button " << text.toStdString());
  return nullptr;
}

void key(MainWindow& w, Qt::Key k, Qt::KeyboardModifiers mods = Qt::NoModifier) {
  QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : &w;
  QTest::keyClick(target, k, mods);
  QApplication::processEvents();
}

QStringList shownCardNames(MainWindow& w) {
  QStringList names;
  if (w.hand()->isVisibleTo(&w)) names = w.hand()->shownNames();
  return names;
}

struct ReplayFixture {
  QTemporaryDir dir;
  RecordedSave recorded;
  MainWindow window;
  ReplayFixture() : recorded(saveRandomGame(dir, 5)) {
    window.resize(1400, 900);
    window.startGame(PlayMode::HotSeat, 1, QString(), QString());
    window.show();
    window.activateWindow();  // the replay bar's keys are window shortcuts
    REQUIRE(QTest::qWaitForWindowActive(&window));
    REQUIRE(window.openReplayFile(recorded.path));
    QApplication::processEvents();
  }
  const GameState& expected(std::size_t n) const { return recorded.states.at(n); }
};

}  // namespace

// As `hydaspes --replay SAVE --at N` does it: opened and moved before the
// window is shown. The log's current row is in sight once it shows, not
// left at the top.
TEST_CASE("replay: opened at a position before the window shows, the log shows that action", "[client][replay]") {
  QTemporaryDir dir;
  const RecordedSave recorded = saveRandomGame(dir, 5);
  const std::size_t n = recorded.states.size() - 1;
  MainWindow w;
  w.resize(1400, 900);
  w.setAutosave(false);
  w.startGame(PlayMode::HotSeat, 1, QString(), QString());  // main.cpp starts one, which the replay replaces
  REQUIRE(w.openReplayFile(recorded.path));
  w.replay()->seek(n / 3);
  w.show();
  REQUIRE(QTest::qWaitForWindowExposed(&w));
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  const int row = w.replay()->logLineOf(n / 3);
  REQUIRE(row > 0);
  CHECK(w.logDock()->highlighted() == row);
  auto* list = w.logDock()->findChild<QTreeView*>();
  REQUIRE(list);
  CHECK(list->model()->rowCount() == row + 1);  // the log goes as far as the replay
  REQUIRE(list->verticalScrollBar()->maximum() > 0);  // more rows than the view holds: seen only if it went there
  const QRect shown = list->visualRect(list->model()->index(row, 0));
  CHECK(shown.isValid());
  CHECK(list->viewport()->rect().intersects(shown));
}

// Someone watching a replay learns the game as it goes: the log holds the
// actions begun so far and no more, and an attack under way does not tell
// its round's totals before the decision that rolls its dice.
TEST_CASE("replay: the log tells nothing of what comes after the position", "[client][replay]") {
  ReplayFixture f;
  ReplaySession& s = *f.window.replay();
  const ReplayTimeline& timeline = s.timeline();
  const QAbstractItemModel* log = f.window.logDock()->findChild<QTreeView*>()->model();
  const std::size_t n = f.recorded.states.size() - 1;
  int rolls = 0;
  for (std::size_t p = 0; p <= n; p += p < 200 ? 1 : 7) {
    s.seek(p);
    for (int row = 0; row < log->rowCount(); ++row) {
      const QModelIndex index = log->index(row, 0);
      if (index.data(ActionLogModel::EndDecisionRole).toULongLong() == 0) continue;  // the heading
      INFO("position " << p << ", row " << row << ": " << index.data().toString().toStdString());
      CHECK(index.data(ActionLogModel::FirstDecisionRole).toULongLong() < p);
      CHECK(index.data(ActionLogModel::EndDecisionRole).toULongLong() <= p);
    }
    // The next decision rolls: the round's totals are not in the log yet,
    // and are once it is made.
    if (p < n && std::any_of(timeline.step(p).events.begin(), timeline.step(p).events.end(),
                             [](const Event& e) { return e.kind == EventKind::Rolled; })) {
      ++rolls;
      const QString before = f.window.logDock()->lines().join(QLatin1Char('\n'));
      s.seek(p + 1);
      const QString after = f.window.logDock()->lines().join(QLatin1Char('\n'));
      CHECK(after.count(QStringLiteral(" against ")) > before.count(QStringLiteral(" against ")));
    }
  }
  CHECK(rolls > 3);
  s.seek(n);
  CHECK(log->rowCount() > 20);
}

TEST_CASE("replay: step, jump and scrub in both directions", "[client][replay]") {
  ReplayFixture f;
  MainWindow& w = f.window;
  ReplaySession& s = *w.replay();
  const std::size_t n = f.recorded.states.size() - 1;
  REQUIRE(s.isOpen());
  CHECK_FALSE(w.session()->hasGame());  // the game that was open gave way
  REQUIRE(w.replayBar()->isVisibleTo(&w));
  CHECK(s.length() == n);
  CHECK(s.position() == n);  // a replay opens at the end
  CHECK(s.state().hash() == f.expected(n).hash());

  // Keys: Home, Right, Left, End.
  key(w, Qt::Key_Home);
  CHECK(s.position() == 0);
  // Nothing is asked of the one watching: who decides, not how to.
  CHECK(w.turnBar()->awaitedText().contains(QStringLiteral("decides here · a replay")));
  CHECK_FALSE(w.turnBar()->awaitedText().contains(QStringLiteral("drag")));
  CHECK(s.state().hash() == f.expected(0).hash());
  key(w, Qt::Key_Right);
  key(w, Qt::Key_Right);
  CHECK(s.position() == 2);
  CHECK(s.state().hash() == f.expected(2).hash());
  key(w, Qt::Key_Left);
  CHECK(s.state().hash() == f.expected(1).hash());
  // The log's current row is the action of that decision: the game's first.
  CHECK(w.logDock()->highlighted() == s.logLineOf(1));
  CHECK(w.logDock()->highlighted() == 1);  // below the heading
  CHECK(w.logDock()->lines().at(w.logDock()->highlighted()).startsWith(QStringLiteral("Turn 1 \u00b7 ")));

  // Buttons: next turn, then back a turn; next combat.
  QTest::mouseClick(replayButton(w, QObject::tr("Turn ▶")), Qt::LeftButton);
  const std::size_t turnStart = s.position();
  CHECK(f.expected(turnStart).turn() == f.expected(turnStart - 1).turn() + 1);
  QTest::mouseClick(replayButton(w, QObject::tr("Combat ▶")), Qt::LeftButton);
  CHECK(s.state().combat().active);
  CHECK(s.state().hash() == f.expected(s.position()).hash());
  const std::size_t combatAt = s.position();
  key(w, Qt::Key_PageUp);  // back to the start of the combat's turn
  CHECK(s.position() < combatAt);
  CHECK(s.state().turn() == f.expected(combatAt).turn());
  CHECK(f.expected(s.position() - 1).turn() != s.state().turn());
  key(w, Qt::Key_Down);  // next phase
  CHECK(s.state().hash() == f.expected(s.position()).hash());

  // The slider scrubs; the state is always the one played.
  auto* slider = w.replayBar()->findChild<QSlider*>();
  REQUIRE(slider);
  for (std::size_t at : {n / 2, n - 1, std::size_t{3}, n / 3}) {
    slider->setValue(static_cast<int>(at));
    QApplication::processEvents();
    CHECK(s.position() == at);
    CHECK(s.state().hash() == f.expected(at).hash());
  }
  // Clicking a log row goes to the end of its action.
  const int row = s.logLineOf(10);
  emit w.logDock()->lineActivated(row);
  CHECK(s.position() >= 10);
  CHECK(s.logLineOf(s.position()) == row);
  CHECK(s.logLineOf(s.position() + 1) != row);
  // Gestures on the board and the cards are refused in a replay, in words.
  w.statusBar()->clearMessage();
  emit w.scene()->cellClicked(0);
  CHECK(w.statusBar()->currentMessage().contains(QStringLiteral("replay")));
  w.statusBar()->clearMessage();
  w.onCardClicked(0);
  CHECK(w.statusBar()->currentMessage().contains(QStringLiteral("replay")));
  CHECK(s.state().hash() == f.expected(s.position()).hash());
}

TEST_CASE("replay: play runs forward on a timer and pauses", "[client][replay]") {
  ReplayFixture f;
  MainWindow& w = f.window;
  key(w, Qt::Key_Home);
  key(w, Qt::Key_Space);
  REQUIRE(w.replayBar()->isPlaying());
  QTest::qWait(static_cast<int>(2600 / w.replayBar()->speed()));
  key(w, Qt::Key_Space);
  CHECK_FALSE(w.replayBar()->isPlaying());
  const std::size_t reached = w.replay()->position();
  CHECK(reached >= 1);
  CHECK(w.replay()->state().hash() == f.expected(reached).hash());
}

TEST_CASE("H1 replay: each point of view shows only that side's hand", "[client][replay]") {
  ReplayFixture f;
  MainWindow& w = f.window;
  ReplaySession& s = *w.replay();
  // A position where Porus decides, so the open view shows his hand.
  std::size_t at = 1;
  while (f.expected(at).decidingSide() != 1) ++at;
  s.seek(at);
  QApplication::processEvents();
  const Game& g = s.game();
  const auto names = [&](SideIndex side) {
    QStringList out;
    for (CardIndex c : f.expected(at).hand(side)) out << QString::fromStdString(g.cards()[c].name);
    return out;
  };
  const auto onlyFrom = [&](const QStringList& shown, const QStringList& allowed) {
    for (const auto& name : shown) CHECK(allowed.contains(name));
  };
  SECTION("as Alexander saw it") {
    s.setPointOfView(SideIndex{0});
    QApplication::processEvents();
    CHECK(shownCardNames(w).size() == static_cast<int>(f.expected(at).hand(0).size()));
    onlyFrom(shownCardNames(w), names(0));
  }
  SECTION("as Porus saw it") {
    s.setPointOfView(SideIndex{1});
    QApplication::processEvents();
    CHECK(shownCardNames(w).size() == static_cast<int>(f.expected(at).hand(1).size()));
    onlyFrom(shownCardNames(w), names(1));
  }
  SECTION("everything: both hands, the deciding side's first") {
    s.setPointOfView(std::nullopt);
    QApplication::processEvents();
    const QStringList shown = shownCardNames(w);
    const int deciding = static_cast<int>(f.expected(at).hand(1).size());
    REQUIRE(shown.size() == deciding + static_cast<int>(f.expected(at).hand(0).size()));
    onlyFrom(shown.mid(0, deciding), names(1));
    onlyFrom(shown.mid(deciding), names(0));
  }
}

TEST_CASE("replay: play from here starts a new game and leaves the save alone", "[client][replay]") {
  ReplayFixture f;
  MainWindow& w = f.window;
  GameSession& s = *w.session();
  const QByteArray before = digest(f.recorded.path);
  const std::size_t at = 40;
  w.replay()->seek(at);
  QApplication::processEvents();
  QTest::mouseClick(w.replayBar()->findChild<QPushButton*>(), Qt::LeftButton);
  QApplication::processEvents();
  REQUIRE_FALSE(w.replay()->isOpen());
  REQUIRE(s.hasGame());
  CHECK_FALSE(w.replayBar()->isVisibleTo(&w));
  CHECK(s.decisionCount() == at);
  CHECK(s.state().hash() == f.expected(at).hash());
  CHECK(s.filePath().isEmpty());  // Save asks for a new file
  CHECK(s.isModified());
  // The branch plays on: a legal decision is applied.
  const GameState branchPoint = s.state();
  REQUIRE(s.apply(s.state().legalDecisions().back()));
  CHECK(s.decisionCount() == at + 1);
  // Undo never reaches back into the replayed part in hot-seat.
  CHECK(s.mode() == PlayMode::HotSeat);
  CHECK(digest(f.recorded.path) == before);
  // Saving the branch elsewhere leaves the replayed file as it was.
  QString error;
  REQUIRE(s.save(f.dir.filePath(QStringLiteral("branch.hydaspes")), &error));
  CHECK(digest(f.recorded.path) == before);
  const SavedGame branch = loadSave(f.dir.filePath(QStringLiteral("branch.hydaspes")).toStdString());
  CHECK(branch.decisions.size() == at + 1);
  (void)branchPoint;
}

TEST_CASE("replay: a damaged save is refused and the open replay stays", "[client][replay]") {
  ReplayFixture f;
  MainWindow& w = f.window;
  w.replay()->seek(25);
  const std::uint64_t hash = w.replay()->state().hash();
  // One hash changed in the middle: refused, naming the decision.
  SavedGame save = loadSave(f.recorded.path.toStdString());
  save.hashes[30] ^= 0xff;
  const QString bad = f.dir.filePath(QStringLiteral("bad.hydaspes"));
  writeSaveAtomically(bad.toStdString(), save);
  QString error;
  CHECK_FALSE(w.openReplayFile(bad));
  CHECK_FALSE(w.replay()->open(bad, &error));
  CHECK(error.contains(QStringLiteral("decision 31")));
  CHECK(w.replay()->isOpen());
  CHECK(w.replay()->position() == 25);
  CHECK(w.replay()->state().hash() == hash);
}

TEST_CASE("replay: export the board as PNG and SVG and the game as Markdown", "[client][replay]") {
  ReplayFixture f;
  MainWindow& w = f.window;
  w.replay()->seek(30);
  QApplication::processEvents();
  QString error;
  const QString png = f.dir.filePath(QStringLiteral("board.png"));
  const QString svg = f.dir.filePath(QStringLiteral("board.svg"));
  const QString md = f.dir.filePath(QStringLiteral("game.md"));
  REQUIRE(exportBoardPng(*w.scene(), png, &error));
  REQUIRE(exportBoardSvg(*w.scene(), svg, &error));
  REQUIRE(exportGameRecord(w.replay()->save(), md, &error));
  const QImage image(png);
  CHECK(image.width() > 1000);
  CHECK(image.height() > 500);
  QFile svgFile(svg);
  REQUIRE(svgFile.open(QIODevice::ReadOnly));
  const QByteArray svgText = svgFile.readAll();
  CHECK(svgText.contains("<svg"));
  CHECK(svgText.contains("b2"));  // cell names are text
  // Vector throughout: terrain, counters and arrows are paths, no pixmaps.
  CHECK(svgText.count("<image") == 0);
  CHECK(svgText.count("<path") > 200);
  QFile mdFile(md);
  REQUIRE(mdFile.open(QIODevice::ReadOnly));
  const QString record = QString::fromUtf8(mdFile.readAll());
  CHECK(record.contains(QStringLiteral("## Turn 1")));
  CHECK(record.contains(QStringLiteral("Dice:")));
  CHECK(record.contains(QStringLiteral("wins on turn")));
  // An export into a folder that does not exist fails with a message.
  CHECK_FALSE(exportBoardPng(*w.scene(), f.dir.filePath(QStringLiteral("no/such/dir/board.png")), &error));
  CHECK_FALSE(error.isEmpty());
}
