// The board seen moving: a move slides along its path and turns to its
// facing, an eliminated stack fades out, Off shows everything at once, and a
// game's moves reach the board as the engine's paths; a hot-seat catch-up
// lists the other side's actions since the viewer's last, with their arrows.
#include <catch2/catch.hpp>

#include <QApplication>
#include <QFontMetricsF>
#include <QFrame>
#include <QPaintEvent>
#include <utility>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "app/main_window.h"
#include "app/preferences.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/stack_fan.h"
#include <QGraphicsView>
#include "hydaspes/game.h"
#include "hydaspes/match.h"
#include "hydaspes/notation.h"
#include "hydaspes/state.h"
#include "session/game_session.h"
#include "test_support.h"

using namespace hydaspes;
using namespace hydaspes::client;

namespace {

StackLook lookAt(Cell c, Facing f = Facing::N) {
  StackLook l;
  l.cell = c;
  l.count = 1;
  l.facing = f;
  l.topName = QStringLiteral("Test");
  l.topSymbol = QStringLiteral("infantry");
  return l;
}

int stackItems(const BoardScene& scene) {
  int n = 0;
  for (QGraphicsItem* i : scene.items())
    if (dynamic_cast<StackItem*>(i)) ++n;
  return n;
}

}  // namespace

TEST_CASE("board motion: a move slides along its path, then turns to its facing", "[client][motion]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  BoardScene scene;
  scene.build(game->board());
  scene.setAnimationSpeed(AnimationSpeed::Fast);
  const Board& b = game->board();
  const Cell a = b.at(0, 2), mid = b.at(1, 2), end = b.at(2, 2);
  scene.setStacks({lookAt(a, Facing::N)});
  BoardMotion m;
  m.slides.push_back({{a, mid, end}, Facing::N, Facing::E});
  scene.setStacks({lookAt(end, Facing::E)}, m);
  StackItem* item = scene.stackAt(end);
  REQUIRE(item);
  CHECK(item->pos() != scene.cellCorner(end));  // on its way, not there yet
  CHECK(item->look().facing == Facing::N);       // the old facing while it goes
  QTRY_COMPARE_WITH_TIMEOUT(item->pos(), scene.cellCorner(end), 2000);
  QTRY_COMPARE_WITH_TIMEOUT(item->look().facing, Facing::E, 2000);
}

TEST_CASE("board motion: Off shows the move at once", "[client][motion]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  BoardScene scene;
  scene.build(game->board());
  scene.setAnimationSpeed(AnimationSpeed::Off);
  const Board& b = game->board();
  const Cell a = b.at(0, 2), end = b.at(1, 2);
  scene.setStacks({lookAt(a)});
  BoardMotion m;
  m.slides.push_back({{a, end}, Facing::N, Facing::S});
  m.losses.set(a);
  scene.setStacks({lookAt(end, Facing::S)}, m);
  CHECK(scene.stackAt(end)->pos() == scene.cellCorner(end));
  CHECK(scene.stackAt(end)->look().facing == Facing::S);
}

TEST_CASE("board motion: an eliminated stack fades out, then goes", "[client][motion]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  BoardScene scene;
  scene.build(game->board());
  scene.setAnimationSpeed(AnimationSpeed::Fast);
  const Cell c = game->board().at(3, 3);
  scene.setStacks({lookAt(c)});
  REQUIRE(stackItems(scene) == 1);
  BoardMotion m;
  m.losses.set(c);
  scene.setStacks({}, m);
  CHECK(scene.stackAt(c) == nullptr);  // no longer a stack of the board
  CHECK(stackItems(scene) == 1);       // but still seen, fading
  QTRY_COMPARE_WITH_TIMEOUT(stackItems(scene), 0, 2000);
}

TEST_CASE("board motion: a player's own move shows at once, stepped through in a replay it slides", "[client][motion]") {
  QTemporaryDir dir;
  MainWindow w;
  w.resize(1400, 900);
  w.startGame(PlayMode::Solo, 3, QString(), QString());
  Preferences normal = Preferences::load();
  normal.animation = AnimationSpeed::Normal;
  w.setPreferences(normal);
  w.show();
  GameSession& s = *w.session();
  // The Greek free move, as the board's gestures would send it.
  while (!(s.state().step() == Step::Main && s.state().phase() == Phase::Maneuver))
    REQUIRE(s.apply(Decision{Verb::End, 0}));
  REQUIRE(s.apply(Decision{Verb::MoveFree, 0}));
  std::optional<Cell> to;
  while (s.state().step() != Step::Main) {
    const auto legal = s.state().legalDecisions();
    Decision d = legal.front();
    for (const Decision& c : legal)
      if (c.verb == Verb::TakeAll || (s.state().step() == Step::Units && s.state().pending().group && c.verb == Verb::To)) d = c;
    if (d.verb == Verb::To) to = d.arg;
    REQUIRE(s.apply(d));
    QApplication::processEvents();
  }
  REQUIRE(to);
  REQUIRE(w.scene()->stackAt(*to));
  CHECK(w.scene()->stackAt(*to)->pos() == w.scene()->cellCorner(*to));  // the player saw it go there
  // The same move in a replay, one step forward: seen sliding there.
  const QString path = dir.filePath(QStringLiteral("moved.hydaspes"));
  QString error;
  REQUIRE(s.save(path, &error));
  const std::size_t end = s.decisionCount();
  REQUIRE(w.openReplayFile(path));
  w.replay()->seek(end - 1);
  w.replay()->seek(end);
  QApplication::processEvents();
  StackItem* item = w.scene()->stackAt(*to);
  REQUIRE(item);
  CHECK(item->pos() != w.scene()->cellCorner(*to));  // on its way
  QTRY_COMPARE_WITH_TIMEOUT(item->pos(), w.scene()->cellCorner(*to), 3000);
  Preferences off = normal;
  off.animation = AnimationSpeed::Off;
  w.setPreferences(off);
}

TEST_CASE("settings: the preferences are kept between sessions", "[client][settings]") {
  const Preferences before = Preferences::load();
  Preferences p = before;
  p.playerA = QStringLiteral("Anna");
  p.alwaysAsk = !before.alwaysAsk;
  p.computerLevel = before.computerLevel == 2 ? 3 : 2;  // levels 1 to kComputerLevels
  p.animation = AnimationSpeed::Fast;
  p.save();
  CHECK(Preferences::load() == p);
  before.save();
  CHECK(Preferences::load() == before);
}

TEST_CASE("H2 catch-up: the other side's actions since the viewer's last, with their moves and attacks", "[client][catchup]") {
  GameSession s;
  s.newGame(QString::fromStdString(defaultScenarioPath()), 1, PlayMode::HotSeat, QStringLiteral("Anna"), QStringLiteral("Ben"));
  const Game& g = s.game();
  // Alexander: on to the Maneuver phase, a free move b2 -> c2, then on to Porus's turn.
  REQUIRE(s.perform({test::parse(g, "end")}));
  REQUIRE(s.perform({test::parse(g, "move free"), test::parse(g, "from b2"), test::parse(g, "take all"), test::parse(g, "to c2"), test::parse(g, "face E")}));
  const auto endOrDiscard = [&] {
    const std::vector<Decision> legal = s.state().legalDecisions();
    const auto end = std::find_if(legal.begin(), legal.end(), [](const Decision& d) { return d.verb == Verb::End; });
    REQUIRE(s.perform({end != legal.end() ? *end : legal.front()}));
  };
  for (int guard = 0; s.state().activeSide() == 0 && guard < 20; ++guard) endOrDiscard();
  REQUIRE(s.state().decidingSide() == 1);
  // Porus has not acted: everything Alexander did, the move among it.
  const CatchUp forPorus = s.catchUp(1);
  REQUIRE(forPorus.steps.size() == s.match().actions().size());
  const auto moved = std::find_if(forPorus.steps.begin(), forPorus.steps.end(), [](const CatchUpStep& st) { return !st.trails.empty(); });
  REQUIRE(moved != forPorus.steps.end());
  CHECK(moved->line.contains(QStringLiteral("b2→c2")));
  CHECK(moved->trails.front().kind == BoardTrail::Kind::Move);
  CHECK(moved->trails.front().cells == std::vector<Cell>{g.board().at(1, 1), g.board().at(2, 1)});
  // Every trail of the catch-up, the chosen step's strong.
  const std::size_t index = static_cast<std::size_t>(moved - forPorus.steps.begin());
  for (const BoardTrail& t : forPorus.trails(index)) CHECK(t.current == (t.cells == moved->trails.front().cells));
  // Porus acts: Alexander's catch-up is that action alone; Porus's is now empty.
  endOrDiscard();
  const CatchUp forAlexander = s.catchUp(0);
  REQUIRE(forAlexander.steps.size() == 1);
  CHECK(forAlexander.steps.front().line.contains(QStringLiteral("Porus")));
  CHECK(forAlexander.steps.front().firstDecision == s.match().actions().back().first);
  CHECK(s.catchUp(1).empty());
}

TEST_CASE("board: a stack opens into a fan of its counters while the pointer rests on it, never a lone counter", "[client][fan]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  BoardScene scene;
  scene.build(game->board());
  QGraphicsView view(&scene);
  view.resize(900, 700);
  view.show();
  QApplication::processEvents();
  const Board& b = game->board();
  StackLook stack = lookAt(b.at(3, 3), Facing::S);
  stack.count = 3;
  stack.units = {QStringLiteral("Stack of the Greeks in d4, facing S:")};
  stack.counters = {{QStringLiteral("Alexander"), QStringLiteral("cavalry"), 6, true, false},
                    {QStringLiteral("Companions"), QStringLiteral("cavalry"), 5, false, false},
                    {QStringLiteral("Phalanx"), QStringLiteral("phalanx"), 3, false, true}};
  StackLook lone = lookAt(b.at(8, 5));
  lone.counters = {{QStringLiteral("Porus"), QStringLiteral("elephant"), 3, true, false}};
  scene.setStacks({stack, lone});
  const auto pointAt = [&](Cell c) { return view.mapFromScene(scene.cellCentre(c)); };
  const auto rest = [&](Cell c) {
    QTest::mouseMove(view.viewport(), pointAt(c) + QPoint(1, 0));
    QTest::mouseMove(view.viewport(), pointAt(c));
    QTest::qWait(BoardScene::kFanDelayMs + 150);
  };
  rest(stack.cell);
  REQUIRE(scene.fanOpen());
  CHECK(scene.fan()->look().counters == stack.counters);
  CHECK(scene.stackAt(stack.cell)->toolTip().isEmpty());  // the fan says it, not a tooltip
  // Still open when the stack changes under it, and showing the change.
  stack.counters.pop_back();
  stack.count = 2;
  scene.setStacks({stack, lone});
  REQUIRE(scene.fanOpen());
  CHECK(scene.fan()->look().counters.size() == 2);
  // Off the stack, onto a lone counter: closed, and no fan for one counter.
  rest(lone.cell);
  CHECK_FALSE(scene.fanOpen());
  // A press (a drag beginning) closes it at once.
  rest(stack.cell);
  REQUIRE(scene.fanOpen());
  QTest::mousePress(view.viewport(), Qt::LeftButton, Qt::NoModifier, pointAt(stack.cell));
  CHECK_FALSE(scene.fanOpen());
  QTest::mouseRelease(view.viewport(), Qt::LeftButton, Qt::NoModifier, pointAt(stack.cell));
  // A gesture that ended on the stack (a drop, a pick) is not a pause over
  // it: the pointer resting there opens no fan over the board...
  QTest::mouseMove(view.viewport(), pointAt(stack.cell) + QPoint(2, 0));
  QTest::qWait(BoardScene::kFanDelayMs + 150);
  CHECK_FALSE(scene.fanOpen());
  // ... until it has left the stack and come back.
  rest(lone.cell);
  rest(stack.cell);
  CHECK(scene.fanOpen());
}

// A panel over the board (the unit picker, the catch-up) is outside the
// board's viewport: the pointer moving onto it leaves the stack, and the fan
// once stayed open over the cells where a stack would be dropped. The
// caption is whole, however long ("... · 4 units" was cut).
TEST_CASE("board: the fan closes when the pointer leaves the board for a panel over it, and its caption is whole", "[client][fan]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  BoardScene scene;
  scene.build(game->board());
  BoardView view(&scene);
  view.resize(900, 700);
  auto* panel = new QFrame(&view);  // as UnitPicker and CatchUpPanel are
  panel->setGeometry(600, 10, 280, 120);
  view.show();
  panel->show();
  QApplication::processEvents();
  const Board& b = game->board();
  StackLook stack = lookAt(b.at(1, 1), Facing::S);
  stack.count = 4;
  stack.units = {QStringLiteral("Stack of the Greeks in b2, facing S:")};
  for (const char* name : {"Alexander", "Coenus", "Craterus", "Companions"})
    stack.counters.push_back({QString::fromLatin1(name), QStringLiteral("cavalry"), 5, false, false});
  scene.setStacks({stack});
  const QPoint onStack = view.mapFromScene(scene.cellCentre(stack.cell));
  QTest::mouseMove(view.viewport(), onStack + QPoint(1, 0));
  QTest::mouseMove(view.viewport(), onStack);
  QTest::qWait(BoardScene::kFanDelayMs + 150);
  REQUIRE(scene.fanOpen());
  const QString caption = QStringLiteral("Stack of the Greeks in b2, facing S · 4 units");
  QFont captionFont;
  captionFont.setPixelSize(13);
  captionFont.setBold(true);
  CHECK(scene.fan()->boundingRect().width() >= QFontMetricsF(captionFont).horizontalAdvance(caption));
  QTest::mouseMove(panel, QPoint(20, 20));
  QApplication::processEvents();
  CHECK_FALSE(scene.fanOpen());
}

namespace {
// The parts of a widget painted since the last take().
class PaintedAreas : public QObject {
 public:
  explicit PaintedAreas(QWidget* w) { w->installEventFilter(this); }
  QRegion take() { return std::exchange(painted_, QRegion()); }

 protected:
  bool eventFilter(QObject*, QEvent* e) override {
    if (e->type() == QEvent::Paint) painted_ += static_cast<QPaintEvent*>(e)->region();
    return false;
  }

 private:
  QRegion painted_;
};
}  // namespace

// Cells paint nothing without a highlight (Qt skips them), so a highlight
// taken away must have its cell repainted by the scene: it once stayed on
// the screen after a move, the source and the reach of the drag still drawn.
TEST_CASE("board: a highlight taken away is painted over", "[client][board]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  BoardScene scene;
  scene.build(game->board());
  QGraphicsView view(&scene);
  view.resize(900, 600);
  view.show();
  REQUIRE(QTest::qWaitForWindowExposed(&view));
  const Cell c = game->board().at(1, 1);
  view.centerOn(scene.cellItem(c));
  QTest::qWait(30);
  const QRect cellInView = view.mapFromScene(scene.cellItem(c)->sceneBoundingRect()).boundingRect();
  REQUIRE(view.viewport()->rect().contains(cellInView));
  PaintedAreas painted(view.viewport());
  for (Highlight h : {Highlight::Reachable, Highlight::Source, Highlight::Target, Highlight::Casualty}) {
    INFO(static_cast<int>(h));
    CellSet cells;
    cells.set(c);
    scene.setHighlights(cells, h);
    QTest::qWait(30);
    CHECK(painted.take().intersects(cellInView));
    scene.clearHighlights();
    QTest::qWait(30);
    // The whole tint (drawn 3 px inside the cell) is painted over.
    CHECK(QRegion(cellInView.adjusted(3, 3, -3, -3)).subtracted(painted.take()).isEmpty());
  }
}

#include <QElapsedTimer>
#include <QLabel>

#include "panels/combat_panel.h"
#include "panels/dice_view.h"

// The result of a round is told once its dice have come to rest: it stood
// under the tumbling dice before they settled.
TEST_CASE("board: a round's result shows when its dice settle, not while they tumble", "[client][combat]") {
  CombatPanel panel;
  panel.resize(320, 500);
  panel.QWidget::show();
  CombatSummary c;
  c.active = true;
  c.round = 1;
  c.rolled = true;
  RoundResult last;
  last.attacker = QStringLiteral("Alexander");
  last.defender = QStringLiteral("Porus");
  last.dice = {6, 5, 2, 1};
  last.totals = {13, 5};
  last.winnerSide = 0;
  last.result = QStringLiteral("Alexander wins the round: Porus loses a unit, Alexander chooses which");
  c.last = last;
  panel.show(c, AnimationSpeed::Normal);
  auto* result = panel.findChild<QLabel*>(QStringLiteral("roundResult"));
  REQUIRE(result);
  REQUIRE(panel.dice()->rolling());
  CHECK_FALSE(result->isVisible());
  QElapsedTimer t;
  t.start();
  while (panel.dice()->rolling() && t.elapsed() < 5000) QTest::qWait(10);
  REQUIRE_FALSE(panel.dice()->rolling());
  CHECK(result->isVisible());
  // Shown at once when there is nothing to watch (animation off).
  panel.show(c, AnimationSpeed::Off);
  CHECK(result->isVisible());
}
