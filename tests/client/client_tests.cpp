// GUI tests: the real window, driven by simulated mouse and keyboard events
// on the offscreen platform. Board drags use the items' own mouse events
// (QTest cannot drive QDrag).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

#include <QApplication>
#include <QComboBox>
#include <QSettings>
#include <QFile>
#include <QLabel>
#include <QSpinBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QDockWidget>
#include <QListView>
#include <QListWidget>
#include <QStandardItemModel>
#include <QMessageBox>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
#include <QStyle>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QTreeView>
#include <QWheelEvent>

#include <nlohmann/json.hpp>

#include "app/language.h"
#include "app/discard_pile_dialog.h"
#include "app/main_window.h"
#include "session/destination_note.h"
#include "session/passed_phases.h"
#include "app/new_game_dialog.h"
#include "panels/replay_bar.h"
#include "session/review_search.h"
#include "hand/card_strip.h"
#include "hand/hand_model.h"
#include "hydaspes/combat_modifiers.h"
#include "hydaspes/lesson.h"
#include "hydaspes/match.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/state.h"
#include "session/replay_cursor.h"
#include "app/words.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/stack_fan.h"
#include "board/stack_item.h"
#include "panels/combat_panel.h"
#include "panels/catch_up_panel.h"
#include "panels/dice_view.h"
#include "board/facing_picker.h"
#include "hand/hand_widget.h"
#include "hydaspes/data_files.h"
#include "hydaspes/notation.h"
#include "panels/cover_screen.h"
#include "panels/decision_bar.h"
#include "app/unit_picker.h"
#include "panels/log_dock.h"
#include "session/action_log_model.h"
#include "panels/turn_bar.h"

using namespace hydaspes;
using namespace hydaspes::client;

namespace {

QPoint viewPoint(MainWindow& w, QPointF scenePos) { return w.boardView()->mapFromScene(scenePos); }

// Drags the stack in `from` to `to` with the mouse, as a player does.
void drag(MainWindow& w, Cell from, Cell to) {
  QWidget* vp = w.boardView()->viewport();
  const QPoint a = viewPoint(w, w.scene()->cellCentre(from));
  const QPoint b = viewPoint(w, w.scene()->cellCentre(to));
  QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, a);
  for (int i = 1; i <= 6; ++i) {
    const QPoint p = a + (b - a) * i / 6;
    QMouseEvent move(QEvent::MouseMove, p, vp->mapToGlobal(p), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &move);
  }
  QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, b);
  QApplication::processEvents();
}

void clickFacing(MainWindow& w, Cell cell, Facing f) {
  const QPointF corner = w.scene()->cellCentre(cell) - QPointF(50, 50);
  QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, Qt::NoModifier,
                    viewPoint(w, corner + FacingPicker::arrowCentre(f)));
  QApplication::processEvents();
}

Cell cell(MainWindow& w, const char* name) { return *w.session()->game().board().parseCell(name); }

// Clicks the cell named `name` on the board, as a player does.
void clickCell(MainWindow& w, const char* name) {
  QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, Qt::NoModifier, viewPoint(w, w.scene()->cellCentre(cell(w, name))));
  QApplication::processEvents();
}

void press(MainWindow& w, const QString& label) {
  INFO("buttons: " << w.decisions()->labels().join(QStringLiteral(" | ")).toStdString());
  REQUIRE(w.decisions()->trigger(label));
  QApplication::processEvents();
}

// The button that ends the phase, whose words name it: "End Maneuver
// phase", the Attack phase's "End turn".
std::optional<QString> endLabel(const QStringList& labels) {
  for (const QString& l : labels)
    if (l == QStringLiteral("End turn") || (l.startsWith(QStringLiteral("End ")) && l.endsWith(QStringLiteral(" phase")))) return l;
  return std::nullopt;
}

void endPhase(MainWindow& w) {
  const auto label = endLabel(w.decisions()->labels());
  INFO("buttons: " << w.decisions()->labels().join(QStringLiteral(" | ")).toStdString());
  REQUIRE(label);
  press(w, *label);
}

// Clicks the card where the hand draws it, as a player would.
void clickCard(MainWindow& w, CardIndex card) {
  const auto place = w.hand()->placeOf(card);
  if (!place) FAIL("card " << int(card) << " is not in the hand");
  QTest::mouseClick(place->first, Qt::LeftButton, Qt::NoModifier, place->second);
  QApplication::processEvents();
}

void clickCard(MainWindow& w, const QString& name) {
  for (const CardLook& l : w.hand()->shownCards())
    if (l.name == name) return clickCard(w, l.card);
  FAIL("no card " << name.toStdString() << " in the hand");
}

// Clicks a card that stands for several decisions now (support or defend)
// and picks `option` from the menu the window pops up.
void clickCardChoosing(MainWindow& w, CardIndex card, const QString& option) {
  // The menu runs its own event loop inside clickCard, so `pick` lives while
  // it retries; the retries hold it weakly (no cycle for LeakSanitizer).
  auto pick = std::make_shared<std::function<void()>>();
  const std::weak_ptr<std::function<void()>> again = pick;
  *pick = [option, again] {
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    if (!menu) {
      QTimer::singleShot(10, [again] {
        if (auto p = again.lock()) (*p)();
      });
      return;
    }
    for (QAction* a : menu->actions()) {
      if (a->text().replace(QStringLiteral("&&"), QStringLiteral("&")) == option) {
        menu->setActiveAction(a);
        QTest::keyClick(menu, Qt::Key_Return);
        return;
      }
    }
    QStringList seen;
    for (QAction* a : menu->actions()) seen << a->text();
    qWarning("no menu option %s among %s", qPrintable(option), qPrintable(seen.join(QStringLiteral(" | "))));
    menu->close();
  };
  QTimer::singleShot(0, *pick);
  clickCard(w, card);
}

// Every card name of a side's hand that any visible widget of the window shows.
QStringList visibleNames(MainWindow& w, const std::vector<CardIndex>& hand) {
  QStringList shown;
  QStringList texts;
  for (auto* l : w.findChildren<QLabel*>())
    if (l->isVisibleTo(&w)) texts << l->text();
  for (auto* b : w.findChildren<QPushButton*>())
    if (b->isVisibleTo(&w)) texts << b->text();
  for (const CardLook& c : w.hand()->shownCards()) texts << c.name;
  for (CardIndex c : hand) {
    const QString name = QString::fromStdString(w.session()->game().cards()[c].name);
    for (const auto& t : texts)
      if (t.contains(name)) shown << name;
  }
  return shown;
}

struct Fixture {
  MainWindow window;
  Fixture(PlayMode mode, std::uint64_t seed, QSize size = {1400, 900}) {
    window.resize(size);
    window.startGame(mode, seed, QString(), QString());
    window.show();
    QApplication::processEvents();
  }
};

}  // namespace

// While a stack is dragged, the turn bar says where the gesture goes on.
TEST_CASE("client: the turn bar follows a drag", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  endPhase(w);  // to the Maneuver phase
  QWidget* vp = w.boardView()->viewport();
  const QPoint a = viewPoint(w, w.scene()->cellCentre(cell(w, "b2")));
  const QPoint b = viewPoint(w, w.scene()->cellCentre(cell(w, "c2")));
  const QString before = w.turnBar()->awaitedText();
  QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, a);
  for (int i = 1; i <= 4; ++i) {
    const QPoint p = a + (b - a) * i / 4;
    QMouseEvent move(QEvent::MouseMove, p, vp->mapToGlobal(p), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &move);
  }
  CHECK(w.turnBar()->awaitedText() == QStringLiteral("Alexander: drop the stack where it goes"));
  QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, b);
  QApplication::processEvents();
  REQUIRE(w.session()->state().step() == Step::Facing);
  CHECK(w.turnBar()->awaitedText().contains(QStringLiteral("choose the facing")));
  CHECK(before != w.turnBar()->awaitedText());
}

// pt101 ended her Maneuver phase and, nothing on the board changing, clicked
// "End phase" again: her Attack phase went by unseen. The button names the
// phase it ends, and the Attack phase's says it ends the turn.
TEST_CASE("client: the button that ends a phase names it, and the Attack phase's ends the turn", "[client]") {
  // (and a double-click on it ends one phase, not two)
  Fixture f(PlayMode::HotSeat, 1);
  MainWindow& w = f.window;
  const auto tipOf = [&](const QString& label) {
    for (auto* b : w.decisions()->findChildren<QPushButton*>())
      if (b->isVisible() && b->text() == label) return b->toolTip();
    return QString();
  };
  REQUIRE(w.session()->state().phase() == Phase::Deception);
  CHECK(w.decisions()->labels().contains(QStringLiteral("End Deception phase")));
  CHECK(tipOf(QStringLiteral("End Deception phase")) == QStringLiteral("End the Deception phase and go on to the Maneuver phase"));
  press(w, QStringLiteral("End Deception phase"));
  REQUIRE(w.session()->state().phase() == Phase::Maneuver);
  CHECK_FALSE(w.decisions()->labels().contains(QStringLiteral("End Deception phase")));
  press(w, QStringLiteral("End Maneuver phase"));
  REQUIRE(w.session()->state().phase() == Phase::Attack);
  // A double-click's second press, landing on the button the first click
  // made, ends nothing.
  QPushButton* endTurn = nullptr;
  for (auto* b : w.decisions()->findChildren<QPushButton*>())
    if (b->isVisible() && b->text() == QStringLiteral("End turn")) endTurn = b;
  REQUIRE(endTurn);
  const std::size_t decided = w.session()->decisionCount();
  const QPoint centre = endTurn->rect().center();
  QMouseEvent second(QEvent::MouseButtonDblClick, centre, endTurn->mapToGlobal(centre), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(endTurn, &second);
  QTest::mouseRelease(endTurn, Qt::LeftButton, Qt::NoModifier, centre);
  QApplication::processEvents();
  REQUIRE(w.session()->state().phase() == Phase::Attack);
  CHECK(w.session()->decisionCount() == decided);
  CHECK(endLabel(w.decisions()->labels()) == QStringLiteral("End turn"));
  CHECK(tipOf(QStringLiteral("End turn")) == QStringLiteral("End the Attack phase and with it the turn; a hand over its limit discards first (rule T6)"));
  press(w, QStringLiteral("End turn"));
  // The turn is over: Porus's, or Alexander's discard down to his limit first.
  const GameState& st = w.session()->state();
  CHECK((st.activeSide() == 1 || st.phase() == Phase::End));
  CHECK_FALSE(endLabel(w.decisions()->labels()));
}

TEST_CASE("client: a free move dragged onto a legal cell, then a facing", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  // Seed 1 starts in Alexander's Deception phase; go to Maneuver.
  endPhase(w);
  REQUIRE(w.session()->state().phase() == Phase::Maneuver);
  drag(w, cell(w, "b2"), cell(w, "c2"));
  const GameState& st = w.session()->state();
  REQUIRE(st.step() == Step::Facing);
  CHECK(w.scene()->facingPickerShown());
  clickFacing(w, cell(w, "c2"), Facing::E);
  CHECK(w.session()->state().step() == Step::Main);
  const UnitMask there = w.session()->state().unitsAt(cell(w, "c2"));
  CHECK(__builtin_popcountll(there) == 12);  // the whole stack moved
  CHECK(w.session()->state().units()[static_cast<std::size_t>(__builtin_ctzll(there))].facing == Facing::E);
  // One action, one log row: in words, with the decisions in notation as its tooltip.
  const QStringList lines = w.logDock()->lines();
  REQUIRE_FALSE(lines.isEmpty());
  CHECK(lines.back().startsWith(QStringLiteral("Turn 1 \u00b7 Alexander: Free move: ")));
  CHECK(lines.back().contains(QStringLiteral("b2\u2192c2, facing E")));
  const QAbstractItemModel* log = w.session()->log();
  const QString notation = log->index(log->rowCount() - 1, 0).data(Qt::ToolTipRole).toString();
  CHECK(notation.contains(QStringLiteral("move free")));
  CHECK(notation.contains(QStringLiteral("face E")));
}

// The destination list proposes no cell: the first legal one in the
// board's order ("a1") read to a tester as the suggested move. "Move there"
// waits for a choice; a choice moves there. Before it, the button that
// takes every unit says it takes those that may move.
TEST_CASE("M9 client: the destination list proposes no cell until one is chosen, and take-all takes those that may move", "[client][M9]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  endPhase(w);
  REQUIRE(w.session()->apply({Verb::MoveFree, 0}));
  REQUIRE(w.session()->apply({Verb::From, cell(w, "b2")}));
  QApplication::processEvents();
  // The button that takes every unit says it takes those that may move
  // (M9: those moved this turn stay).
  bool takeAllCounted = false;
  for (QPushButton* b : w.decisions()->findChildren<QPushButton*>())
    takeAllCounted = takeAllCounted || (b->isVisibleTo(&w) && b->text() == QStringLiteral("Take all that may move"));
  CHECK(takeAllCounted);
  REQUIRE(w.session()->apply({Verb::TakeAll, 0}));
  QApplication::processEvents();
  REQUIRE(w.session()->state().step() == Step::Units);
  auto* cells = w.decisions()->findChild<QComboBox*>();
  REQUIRE(cells);
  REQUIRE(cells->isVisibleTo(&w));
  CHECK(cells->count() > 1);
  CHECK(cells->currentIndex() == -1);
  CHECK(cells->currentText().isEmpty());
  QPushButton* go = nullptr;
  for (QPushButton* b : w.decisions()->findChildren<QPushButton*>())
    if (b->text() == QStringLiteral("Move there")) go = b;
  REQUIRE(go);
  CHECK_FALSE(go->isEnabled());
  cells->setCurrentIndex(cells->findText(QStringLiteral("c2")));
  CHECK(go->isEnabled());
  go->click();
  QApplication::processEvents();
  CHECK(w.session()->state().step() == Step::Facing);
}

// T7: the phases of the turn passed over with nothing to do are struck
// through in the turn bar, the tooltip saying why (a tester's first turn
// opened in Maneuver with nothing said of Tactics and Deception); a phase
// in which a decision was made is not; Porus has no Deception play (T3).
TEST_CASE("T3 T7 client: the turn bar strikes through the phases passed over, saying why", "[client][T7]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  const auto label = [&](Phase p) {
    for (QLabel* l : w.turnBar()->findChildren<QLabel*>())
      if (l->text() == phaseWords(p)) return l;
    FAIL("no label for the phase");
    return static_cast<QLabel*>(nullptr);
  };
  const auto struck = [&](Phase p) { return label(p)->styleSheet().contains(QStringLiteral("line-through")); };
  // Seed 1: Alexander holds a Deception card and no Tactics card.
  REQUIRE(w.session()->state().phase() == Phase::Deception);
  CHECK(struck(Phase::Tactics));
  CHECK(label(Phase::Tactics)->toolTip() == QStringLiteral("Alexander drew, and held no Tactics card to play: passed over (rule T7)"));
  CHECK_FALSE(struck(Phase::Deception));
  CHECK(label(Phase::Deception)->toolTip().isEmpty());
  endPhase(w);
  REQUIRE(w.session()->state().phase() == Phase::Maneuver);
  CHECK(struck(Phase::Tactics));
  CHECK_FALSE(struck(Phase::Deception));  // ended by a decision, not passed over
  CHECK_FALSE(struck(Phase::Maneuver));
  // On to Porus's turn: end every phase, discarding down to the hand limit.
  for (int guard = 0; guard < 40 && w.session()->state().activeSide() == 0; ++guard) {
    const auto legal = w.session()->state().legalDecisions();
    const auto end = std::find_if(legal.begin(), legal.end(), [](const Decision& d) { return d.verb == Verb::End; });
    REQUIRE(w.session()->apply(end != legal.end() ? *end : legal.front()));
  }
  QApplication::processEvents();
  const GameState& st = w.session()->state();
  REQUIRE(st.activeSide() == 1);
  REQUIRE(st.turn() == 2);
  REQUIRE(st.phase() >= Phase::Maneuver);
  CHECK(struck(Phase::Deception));
  CHECK(label(Phase::Deception)->toolTip() == QStringLiteral("Porus has no Deception play (rule T3)"));
  CHECK(struck(Phase::Tactics) == (st.phase() > Phase::Tactics));
  for (Phase p : {Phase::Maneuver, Phase::Attack, Phase::End}) CHECK_FALSE(struck(p));
}

// K10: a move onto a friendly stack takes its facing without a facing
// prompt, which surprised a tester: the status bar says so.
TEST_CASE("K10 client: a move that joins a friendly stack says it takes that stack's facing", "[client][K10]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  endPhase(w);
  const auto play = [&](const char* text) {
    const ParseResult r = parseDecision(w.session()->game(), text);
    REQUIRE(r.decision);
    INFO(text);
    REQUIRE(w.session()->perform({*r.decision}));
    QApplication::processEvents();
  };
  for (const char* text : {"move free", "from b2", "take alexander", "to c2", "face E"}) play(text);
  CHECK_FALSE(w.statusBar()->currentMessage().contains(QStringLiteral("K10")));  // a facing was asked for
  for (const char* text : {"move march", "from b2", "take coenus", "to c2"}) play(text);
  CHECK(w.statusBar()->currentMessage() == QStringLiteral("The units join the stack in c2 and face E as it does (rule K10)"));
  const GameState& st = w.session()->state();
  const auto coenus = *st.game().scenario().findUnit("coenus");
  CHECK(st.units()[coenus].cell == cell(w, "c2"));
  CHECK(st.units()[coenus].facing == Facing::E);
}

// T4: a negated free move is spent, which a tester did not expect: the
// notice of the negate says so.
TEST_CASE("T4 client: a negated free move is told as spent", "[client][T4]") {
  Fixture f(PlayMode::Solo, 22);  // seed 22: Porus holds Overflowing, Alexander no Suitable Crossing
  MainWindow& w = f.window;
  for (const char* text : {"move free", "from b2", "take all", "to b3", "face S", "negate overflowing"}) {
    const ParseResult r = parseDecision(w.session()->game(), text);
    REQUIRE(r.decision);
    INFO(text);
    REQUIRE(w.session()->perform({*r.decision}));
    QApplication::processEvents();
  }
  CHECK(w.statusBar()->currentMessage() ==
        QStringLiteral("Porus negates the free move to b3 with Overflowing: the units stay in b2, and the free move is spent (rule T4)"));
  const GameState& st = w.session()->state();
  CHECK(st.step() == Step::Main);
  CHECK(__builtin_popcountll(st.unitsAt(cell(w, "b2"))) == 12);
  for (const Decision& d : st.legalDecisions()) CHECK(d.verb != Verb::MoveFree);
  // The turn bar, where the player reads what comes next, leads with it
  // until the next action: testers missed the status bar's notice and ended
  // the phase with their units still to move.
  INFO(w.turnBar()->awaitedText().toStdString());
  CHECK(w.turnBar()->awaitedText().contains(QStringLiteral("Porus negates the free move to b3 with Overflowing")));
  const ParseResult end = parseDecision(w.session()->game(), "end");
  REQUIRE(end.decision);
  REQUIRE(w.session()->perform({*end.decision}));
  QApplication::processEvents();
  CHECK_FALSE(w.turnBar()->awaitedText().contains(QStringLiteral("negates")));
  // The status line's notice goes with it: it told of a position the next
  // decision changed (pt107 read "the units stay in e7" after they had
  // moved on).
  CHECK_FALSE(w.statusBar()->currentMessage().contains(QStringLiteral("negates")));
}

TEST_CASE("T6 client: the End phase discard is made from an active hand that says how many", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  for (int guard = 0; guard < 10 && w.session()->state().phase() != Phase::End; ++guard) endPhase(w);
  REQUIRE(w.session()->state().phase() == Phase::End);
  const int size = static_cast<int>(w.session()->state().hand(0).size());
  REQUIRE(size > 7);
  CHECK(w.hand()->title().contains(QStringLiteral("discard %1 of %2").arg(size - 7).arg(size)));
  // Alexander's cards are not dimmed (in solo Porus's hand shows beside them, waiting).
  const auto cards = w.hand()->shownCards();
  int playable = 0;
  for (const CardLook& card : cards) playable += card.playable ? 1 : 0;
  CHECK(playable == size);
  REQUIRE(w.hand()->cardAt(0));
  const auto place = w.hand()->placeOf(*w.hand()->cardAt(0));
  REQUIRE(place);
  const auto [strip, at] = *place;
  const CardIndex first = *w.hand()->cardAt(0);
  REQUIRE(w.hand()->cardAt(1));
  const CardIndex second = *w.hand()->cardAt(1);
  const auto secondPlace = w.hand()->placeOf(second);
  REQUIRE(secondPlace);
  QTest::mouseClick(strip, Qt::LeftButton, Qt::NoModifier, at);
  QApplication::processEvents();
  CHECK(static_cast<int>(w.session()->state().hand(0).size()) == size - 1);
  // A discard is made at once, and the status bar says how to take it back
  // (a tester's click meant for the scroll badge threw a card away).
  CHECK(w.statusBar()->currentMessage() ==
        QStringLiteral("The %1 card is discarded: Undo (Ctrl+Z) takes it back").arg(QString::fromStdString(w.session()->game().cards()[first].name)));
  // The second click of a double-click discards nothing more (size - 1 may
  // already be the limit: the phase would be over).
  QMouseEvent twice(QEvent::MouseButtonDblClick, at, strip->mapToGlobal(at), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(strip, &twice);
  QTest::mouseRelease(strip, Qt::LeftButton, Qt::NoModifier, at);
  QApplication::processEvents();
  CHECK(static_cast<int>(w.session()->state().hand(0).size()) == size - 1);
  REQUIRE(size - 1 > 7);  // seed 1: nine cards, two to discard
  // The card discarded leaves its place empty, and the cards after it stay
  // where they were: a tester's next click, on the card that had slid under
  // the pointer, threw away the wrong one. A click on the empty place does
  // nothing; one on the next card discards it. Keys count the cards, not
  // the empty places: 1 is now the next card.
  CHECK(w.hand()->cardAt(0) == second);
  CHECK(static_cast<int>(w.hand()->shownCards().size()) == size - 1 + 5);  // and Porus's five beside them
  CHECK(w.hand()->placeOf(second) == secondPlace);
  QTest::mouseClick(strip, Qt::LeftButton, Qt::NoModifier, at);
  QApplication::processEvents();
  CHECK(static_cast<int>(w.session()->state().hand(0).size()) == size - 1);
  // Undo fills the place again, with the card that left it.
  w.session()->undo();
  QApplication::processEvents();
  CHECK(w.hand()->cardAt(0) == first);
  CHECK(static_cast<int>(w.session()->state().hand(0).size()) == size);
  QTest::mouseClick(strip, Qt::LeftButton, Qt::NoModifier, at);
  QApplication::processEvents();
  QTest::mouseClick(strip, Qt::LeftButton, Qt::NoModifier, secondPlace->second);
  QApplication::processEvents();
  CHECK(static_cast<int>(w.session()->state().hand(0).size()) == size - 2);
  if (size - 2 > 7) return;
  // Down to the limit: the turn passes, and the hand shown has no empty places.
  CHECK(w.session()->state().activeSide() == 1);
  // T7: Porus's phases passed over follow the undo hint (they were left
  // untold when the discard had a notice of its own).
  const std::vector<Phase> passed = passedPhases(w.session()->match().timeline(), w.session()->match().decisionCount());
  INFO(w.statusBar()->currentMessage().toStdString());
  CHECK(w.statusBar()->currentMessage().startsWith(QStringLiteral("The %1 card is discarded: Undo (Ctrl+Z) takes it back")
                                                       .arg(QString::fromStdString(w.session()->game().cards()[second].name))));
  CHECK(passed == std::vector<Phase>{Phase::Tactics, Phase::Deception});  // seed 1: Porus holds no Tactics card
  CHECK(w.statusBar()->currentMessage().endsWith(
      QStringLiteral(". The Tactics and Deception phases were passed over: Porus had nothing to do in them (rule T7)")));
  const auto* deciding = w.findChild<CardStrip*>(QStringLiteral("decidingHand"));
  REQUIRE(deciding);
  for (const CardLook& l : deciding->cards()->cards()) CHECK_FALSE(l.discarded);
}

// Copies of a card read alike (a hand is in the card table's order, so they
// stand side by side), and the engine's hand does not say which copy went:
// the empty place was the first copy's, beside the one clicked.
TEST_CASE("T6 client: of two copies of a card in the hand, the one discarded leaves its own place empty", "[client]") {
  const auto look = [](CardIndex card, const char* name) {
    CardLook l;
    l.card = card;
    l.name = QString::fromLatin1(name);
    l.playable = true;
    return l;
  };
  const std::vector<CardLook> hand{look(3, "Rush"), look(3, "Rush"), look(5, "March"), look(7, "Gallop")};
  const std::vector<CardLook> oneRushLess{look(3, "Rush"), look(5, "March"), look(7, "Gallop")};
  const auto emptyPlaces = [](const HandModel& m) {
    std::vector<int> rows;
    for (int row = 0; row < m.rowCount(); ++row)
      if (m.look(row).discarded) rows.push_back(row);
    return rows;
  };
  HandModel model;
  model.setCards(hand, true);
  model.noteChosen(1);  // the second Rush
  model.setCards(oneRushLess, true);
  REQUIRE(model.rowCount() == 4);
  CHECK(emptyPlaces(model) == std::vector<int>{1});
  CHECK(model.look(0).name == QStringLiteral("Rush"));
  CHECK(model.look(2).name == QStringLiteral("March"));
  // Undo: the copy comes back to the place it left.
  model.setCards(hand, true);
  CHECK(emptyPlaces(model).empty());
  // The choice was used: a discard with none (the computer's, a replay's)
  // empties the first copy's place.
  model.setCards(oneRushLess, true);
  CHECK(emptyPlaces(model) == std::vector<int>{0});
  model.setCards(hand, true);
  // A choice in a hand redrawn afresh is forgotten.
  model.noteChosen(1);
  model.setCards(hand, false);
  model.setCards(oneRushLess, true);
  CHECK(emptyPlaces(model) == std::vector<int>{0});
}

TEST_CASE("client: a drag while the other side must answer is refused, saying what comes first", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  endPhase(w);
  drag(w, cell(w, "b2"), cell(w, "c2"));
  REQUIRE(w.session()->state().step() == Step::Facing);
  drag(w, cell(w, "b4"), cell(w, "c5"));  // the facing is still to choose
  CHECK(w.statusBar()->currentMessage().startsWith(QStringLiteral("Not now: choose the facing")));
  CHECK(w.session()->state().step() == Step::Facing);
}

TEST_CASE("client: solo shows both hands, the deciding side's first and named", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  const GameState& st = w.session()->state();
  const QStringList shown = w.hand()->shownNames();
  CHECK(shown.size() == static_cast<int>(st.hand(0).size() + st.hand(1).size()));
  CHECK(w.hand()->title().startsWith(QStringLiteral("Alexander decides")));
  const auto* caption = w.hand()->findChild<QLabel*>(QStringLiteral("otherHandCaption"));
  REQUIRE(caption);
  CHECK(caption->text().startsWith(QStringLiteral("Porus's hand")));
  // Porus's cards wait for his turn; the keys play only Alexander's.
  const auto cards = w.hand()->shownCards();
  int waiting = 0;
  for (const CardLook& c : cards) waiting += c.why.contains(QStringLiteral("does not decide now")) ? 1 : 0;
  CHECK(waiting == static_cast<int>(st.hand(1).size()));
  CHECK_FALSE(w.hand()->cardAt(static_cast<int>(st.hand(0).size())).has_value());
}

TEST_CASE("C5 client: the unit picker ticks what the card may move, greys the rest with the reason, and is not modal", "[client]") {
  Fixture f(PlayMode::Solo, 2);  // seed 2: Alexander holds Gallop (cavalry only)
  MainWindow& w = f.window;
  REQUIRE(w.session()->state().phase() == Phase::Maneuver);
  clickCard(w, QStringLiteral("Gallop"));
  REQUIRE(w.session()->state().step() == Step::Source);
  // A click on the stack opens the picker beside the board.
  QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, Qt::NoModifier,
                    viewPoint(w, w.scene()->cellCentre(cell(w, "b2"))));
  QApplication::processEvents();
  auto* picker = w.findChild<UnitPicker*>(QStringLiteral("unitPicker"));
  REQUIRE(picker);
  REQUIRE(picker->isVisible());
  CHECK(QApplication::activeModalWidget() == nullptr);
  {
    // Beside the stack, in the corner hiding the fewest cells the units may
    // reach: no more of them than at the top of the board's other half.
    const QRect over = picker->geometry();
    const QPoint stack = viewPoint(w, w.scene()->cellCentre(cell(w, "b2")));
    CHECK_FALSE(over.contains(stack));
    const auto hidden = [&](QRect r) {
      int n = 0;
      for (Cell c = 0; c < w.session()->game().board().cellCount(); ++c)
        if (w.scene()->cellItem(c)->highlight() == Highlight::Reachable && r.contains(viewPoint(w, w.scene()->cellCentre(c)))) ++n;
      return n;
    };
    const int width = w.boardView()->viewport()->width();
    const QRect farTop(QPoint(stack.x() < width / 2 ? width - over.width() - 8 : 8, 8), over.size());
    CHECK(hidden(over) <= hidden(farTop));
  }
  // The turn bar asks for what the picker wants, no longer for a stack.
  CHECK(w.turnBar()->awaitedText().contains(QStringLiteral("tick the units")));
  CHECK(__builtin_popcountll(picker->chosen()) == 3);  // Alexander, Coenus, the Companions
  auto* list = picker->findChild<QListWidget*>(QStringLiteral("unitList"));
  REQUIRE(list);
  REQUIRE(list->count() == 12);
  int greyed = 0;
  const Scenario& scenario = w.session()->game().scenario();
  for (int i = 0; i < list->count(); ++i)
    if (!(list->item(i)->flags() & Qt::ItemIsEnabled)) {
      ++greyed;
      const QString why = list->item(i)->toolTip();
      CHECK_FALSE(why.isEmpty());  // says why
      // In the words of the counters ("Gallop cannot move Macedonian Phalanx 1"), not the data's ids ("phalanx1").
      INFO(why.toStdString());
      CHECK(why.contains(list->item(i)->text().section(QLatin1Char(','), 0, 0)));
      for (const auto& unit : scenario.units) CHECK_FALSE(why.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QString::fromStdString(unit.id)))));
    }
  CHECK(greyed == 9);
  QTest::mouseClick(picker->findChild<QPushButton*>(QStringLiteral("noUnits")), Qt::LeftButton);
  CHECK(picker->chosen() == 0);
  // Nothing ticked is said; ticking again takes the words away.
  CHECK(w.statusBar()->currentMessage() == QStringLiteral("No unit is ticked"));
  QTest::mouseClick(picker->findChild<QPushButton*>(QStringLiteral("allUnits")), Qt::LeftButton);
  CHECK(__builtin_popcountll(picker->chosen()) == 3);
  CHECK(w.statusBar()->currentMessage().isEmpty());
  // A refused destination keeps the choice.
  QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, Qt::NoModifier,
                    viewPoint(w, w.scene()->cellCentre(cell(w, "b4"))));
  QApplication::processEvents();
  CHECK(picker->isVisible());
  CHECK(__builtin_popcountll(picker->chosen()) == 3);
  // The drag takes the three; the rest stay in b2.
  drag(w, cell(w, "b2"), cell(w, "c2"));
  REQUIRE(w.session()->state().step() == Step::Facing);
  CHECK(__builtin_popcountll(w.session()->state().pending().group) == 3);
  REQUIRE(w.scene()->stackAt(cell(w, "c2")));
  CHECK(w.scene()->stackAt(cell(w, "c2"))->look().count == 3);  // shown where they go
  CHECK(w.scene()->stackAt(cell(w, "c2"))->look().arriving);
  CHECK(w.scene()->stackAt(cell(w, "b2"))->look().count == 9);
  CHECK_FALSE(picker->isVisible());
  CHECK(w.turnBar()->awaitedText().contains(QStringLiteral("facing")));  // the game's step again
}

// A tester ticked the units first, then chose the move card: the ticks
// went, and the decision bar's Take buttons took one unit a click.
TEST_CASE("client: units ticked in the picker stay ticked when a move card is chosen next", "[client]") {
  Fixture f(PlayMode::Solo, 2);  // seed 2: Alexander holds Gallop (cavalry only)
  MainWindow& w = f.window;
  REQUIRE(w.session()->state().phase() == Phase::Maneuver);
  REQUIRE(w.session()->state().step() == Step::Main);
  clickCell(w, "b2");
  auto* picker = w.findChild<UnitPicker*>(QStringLiteral("unitPicker"));
  REQUIRE(picker);
  REQUIRE(picker->isVisible());
  CHECK(__builtin_popcountll(picker->chosen()) == 12);  // the free move may take them all
  // Only Coenus Cavalry stays ticked.
  const UnitIndex coenus = *w.session()->game().scenario().findUnit("coenus");
  auto* list = picker->findChild<QListWidget*>(QStringLiteral("unitList"));
  REQUIRE(list);
  for (int i = 0; i < list->count(); ++i)
    if (list->item(i)->data(Qt::UserRole).toInt() != coenus) list->item(i)->setCheckState(Qt::Unchecked);
  REQUIRE(picker->chosen() == unitBit(coenus));
  clickCard(w, QStringLiteral("Gallop"));
  REQUIRE(w.session()->state().step() == Step::Source);
  REQUIRE(picker->isVisible());
  CHECK(picker->chosen() == unitBit(coenus));
  // Where they go: Coenus alone moves with the card.
  clickCell(w, "e2");
  REQUIRE(w.session()->state().step() == Step::Facing);
  CHECK(w.session()->state().pending().group == unitBit(coenus));
  CHECK(w.session()->state().pending().to == cell(w, "e2"));
}

// C5: a tester played Detachment (one unit only) and found all sixteen
// units of his stack ticked.
TEST_CASE("C5 client: for a card that moves one unit the picker ticks none at first, then one at a time", "[client]") {
  Fixture f(PlayMode::Solo, 4);  // seed 4: Alexander holds Detachment
  MainWindow& w = f.window;
  REQUIRE(w.session()->state().phase() == Phase::Maneuver);
  clickCard(w, QStringLiteral("Detachment"));
  REQUIRE(w.session()->state().step() == Step::Source);
  clickCell(w, "b2");
  auto* picker = w.findChild<UnitPicker*>(QStringLiteral("unitPicker"));
  REQUIRE(picker);
  REQUIRE(picker->isVisible());
  CHECK(picker->chosen() == 0);
  auto* all = picker->findChild<QPushButton*>(QStringLiteral("allUnits"));
  REQUIRE(all);
  CHECK_FALSE(all->isEnabled());
  CHECK(w.turnBar()->awaitedText().contains(QStringLiteral("tick the one unit that moves")));
  const Scenario& sc = w.session()->game().scenario();
  const UnitIndex coenus = *sc.findUnit("coenus"), companions = *sc.findUnit("companions");
  auto* list = picker->findChild<QListWidget*>(QStringLiteral("unitList"));
  REQUIRE(list);
  const auto tick = [&](UnitIndex u) {
    for (int i = 0; i < list->count(); ++i)
      if (list->item(i)->data(Qt::UserRole).toInt() == u) list->item(i)->setCheckState(Qt::Checked);
  };
  tick(coenus);
  CHECK(picker->chosen() == unitBit(coenus));
  tick(companions);  // the other tick goes
  CHECK(picker->chosen() == unitBit(companions));
  clickCell(w, "c1");
  REQUIRE(w.session()->state().step() == Step::Facing);
  CHECK(w.session()->state().pending().group == unitBit(companions));
}

// A tester unticked Alexander, closed the panel, opened it again on the same
// stack and found him ticked again.
TEST_CASE("client: the unit picker closed and opened again on the same stack keeps its ticks", "[client][picker]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  GameSession& s = *w.session();
  const UnitIndex alexander = *s.game().scenario().findUnit("alexander");
  endPhase(w);  // to the Maneuver phase
  clickCard(w, QStringLiteral("March"));
  REQUIRE(s.state().step() == Step::Source);
  auto* picker = w.findChild<UnitPicker*>(QStringLiteral("unitPicker"));
  REQUIRE(picker);
  clickCell(w, "b2");
  REQUIRE(picker->isVisible());
  auto* list = picker->findChild<QListWidget*>(QStringLiteral("unitList"));
  REQUIRE(list);
  const UnitMask all = picker->chosen();
  REQUIRE((all & unitBit(alexander)));
  for (int i = 0; i < list->count(); ++i)
    if (list->item(i)->data(Qt::UserRole).toInt() == alexander) list->item(i)->setCheckState(Qt::Unchecked);
  REQUIRE(picker->chosen() == (all & ~unitBit(alexander)));
  QPushButton* close = nullptr;
  for (QPushButton* b : picker->findChildren<QPushButton*>())
    if (b->text() == QStringLiteral("Close")) close = b;
  REQUIRE(close);
  close->click();
  QApplication::processEvents();
  REQUIRE_FALSE(picker->isVisible());
  clickCell(w, "b2");
  REQUIRE(picker->isVisible());
  CHECK(picker->chosen() == (all & ~unitBit(alexander)));
  // Once a decision is made, a picker opens afresh.
  close->click();
  REQUIRE(s.canUndo());
  s.undo();  // the March taken back, and played again
  QApplication::processEvents();
  clickCard(w, QStringLiteral("March"));
  clickCell(w, "b2");
  REQUIRE(picker->isVisible());
  CHECK(picker->chosen() == all);
}

// M9: a unit that moved this turn stays in the picker, greyed with the
// reason on a second line; among the others it shifted the rows below it,
// and a tester's ticks landed on the wrong units. Those that may go come
// first.
TEST_CASE("M9 client: the unit picker lists the units that may go first, the greyed ones after", "[client][M9]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  GameSession& s = *w.session();
  const Scenario& sc = s.game().scenario();
  const UnitIndex allies = *sc.findUnit("allies1"), craterus = *sc.findUnit("craterus");
  const auto freeMove = [&](UnitIndex u, const char* to) {
    REQUIRE(s.apply({Verb::MoveFree, 0}));
    REQUIRE(s.apply({Verb::From, cell(w, "b2")}));
    REQUIRE(s.apply({Verb::Take, u}));
    REQUIRE(s.apply({Verb::To, cell(w, to)}));
    if (s.state().step() == Step::Facing) REQUIRE(s.apply({Verb::Face, 4}));
    REQUIRE(s.state().step() == Step::Main);
  };
  const auto endUntil = [&](auto done) {
    for (int i = 0; i < 200 && !done(); ++i) {
      const auto legal = s.state().legalDecisions();
      const auto end = std::find_if(legal.begin(), legal.end(), [](const Decision& d) { return d.verb == Verb::End || d.verb == Verb::Pass; });
      REQUIRE(s.apply(end != legal.end() ? *end : legal.front()));
    }
    REQUIRE(done());
  };
  const auto maneuver = [&] { return s.state().phase() == Phase::Maneuver && s.state().step() == Step::Main; };
  endUntil(maneuver);
  freeMove(allies, "a2");  // turn 1: one of the Allies to a2
  endUntil([&] { return s.state().activeSide() == SideIndex{1}; });
  endUntil([&] { return s.state().activeSide() == SideIndex{0} && maneuver(); });
  freeMove(craterus, "a2");  // turn 3: Craterus joins him there, moved this turn
  const auto legal = s.state().legalDecisions();
  const auto move = std::find_if(legal.begin(), legal.end(), [](const Decision& d) { return d.verb == Verb::Move; });
  REQUIRE(move != legal.end());
  clickCard(w, dataText(s.game().cards()[move->arg].name));
  REQUIRE(s.state().step() == Step::Source);
  clickCell(w, "a2");
  auto* picker = w.findChild<UnitPicker*>(QStringLiteral("unitPicker"));
  REQUIRE(picker);
  REQUIRE(picker->isVisible());
  auto* list = picker->findChild<QListWidget*>(QStringLiteral("unitList"));
  REQUIRE(list);
  REQUIRE(list->count() == 2);
  CHECK(list->item(0)->data(Qt::UserRole).toInt() == allies);  // after Craterus in the army's order
  CHECK(list->item(0)->flags() & Qt::ItemIsEnabled);
  CHECK(list->item(1)->data(Qt::UserRole).toInt() == craterus);
  CHECK_FALSE(list->item(1)->flags() & Qt::ItemIsEnabled);
  CHECK(picker->chosen() == unitBit(allies));
}

// Ticks the card cannot move are not kept: it offers what it may take.
TEST_CASE("client: a move card that cannot take the ticked units offers the ones it may", "[client]") {
  Fixture f(PlayMode::Solo, 2);
  MainWindow& w = f.window;
  clickCell(w, "b2");
  auto* picker = w.findChild<UnitPicker*>(QStringLiteral("unitPicker"));
  REQUIRE(picker);
  REQUIRE(picker->isVisible());
  const UnitIndex phalanx = *w.session()->game().scenario().findUnit("phalanx1");
  auto* list = picker->findChild<QListWidget*>(QStringLiteral("unitList"));
  REQUIRE(list);
  for (int i = 0; i < list->count(); ++i)
    if (list->item(i)->data(Qt::UserRole).toInt() != phalanx) list->item(i)->setCheckState(Qt::Unchecked);
  clickCard(w, QStringLiteral("Gallop"));
  REQUIRE(picker->isVisible());
  CHECK(__builtin_popcountll(picker->chosen()) == 3);  // Alexander, Coenus, the Companions
  CHECK_FALSE(picker->chosen() & unitBit(phalanx));
}

TEST_CASE("client: a click on a stack that is not a move opens its fan, a click that chooses units opens the picker", "[client][fan]") {
  Fixture f(PlayMode::Solo, 2);
  MainWindow& w = f.window;
  REQUIRE(w.session()->state().phase() == Phase::Maneuver);
  const GameState& st = w.session()->state();
  // Porus's biggest stack: Alexander cannot move it, so a click only looks.
  std::optional<Cell> enemy, lone;
  for (Cell c = 0; c < w.session()->game().board().cellCount(); ++c) {
    const StackItem* item = w.scene()->stackAt(c);
    if (!item) continue;
    if (st.holder(c) == SideIndex{1} && item->look().counters.size() >= 2) enemy = c;
    if (item->look().counters.size() == 1) lone = c;
  }
  REQUIRE(enemy);
  const std::size_t decided = w.session()->match().decisionCount();
  const auto clickOn = [&](Cell c) {
    QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, Qt::NoModifier, viewPoint(w, w.scene()->cellCentre(c)));
    QApplication::processEvents();
  };
  clickOn(*enemy);
  REQUIRE(w.scene()->fanOpen());
  CHECK(w.scene()->fan()->look().cell == *enemy);
  CHECK(w.scene()->fan()->look().counters.size() == w.scene()->stackAt(*enemy)->look().counters.size());
  CHECK(QApplication::activeModalWidget() == nullptr);  // a look, not a dialog
  CHECK(w.session()->match().decisionCount() == decided);  // and not a decision
  if (lone) {  // a lone counter has no fan; the open one closes as the press begins
    clickOn(*lone);
    CHECK_FALSE(w.scene()->fanOpen());
  }
  // With a card played, a click on one's own stack chooses its units: the picker, no fan.
  clickCard(w, QStringLiteral("Gallop"));
  REQUIRE(st.step() == Step::Source);
  QTest::mouseMove(w.boardView()->viewport(), viewPoint(w, w.scene()->cellCentre(cell(w, "b2"))) + QPoint(1, 0));
  QTest::mouseMove(w.boardView()->viewport(), viewPoint(w, w.scene()->cellCentre(cell(w, "b2"))));
  clickOn(cell(w, "b2"));
  auto* picker = w.findChild<UnitPicker*>(QStringLiteral("unitPicker"));
  REQUIRE(picker);
  CHECK(picker->isVisible());
  CHECK_FALSE(w.scene()->fanOpen());
  // The pointer rests on the stack after the click: still no fan over the
  // board beside the picker (the release hovers the stack again).
  QTest::qWait(BoardScene::kFanDelayMs + 150);
  CHECK_FALSE(w.scene()->fanOpen());
}

TEST_CASE("client: a whole turn played from the keyboard alone", "[client][keyboard]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  QApplication::setActiveWindow(&w);
  const auto key = [&](QWidget* to, int k) {
    QTest::keyClick(to, static_cast<Qt::Key>(k));
    QApplication::processEvents();
  };
  // The cell cursor starts on the stack of the side to decide, hidden
  // until the keyboard is used on the board.
  CHECK(w.scene()->cursorCell() == cell(w, "b2"));
  CHECK_FALSE(w.scene()->cursorShown());
  key(&w, Qt::Key_E);  // End phase: Deception -> Maneuver
  REQUIRE(w.session()->state().phase() == Phase::Maneuver);
  key(&w, Qt::Key_B);  // the board takes the keyboard
  CHECK(w.scene()->cursorShown());
  QWidget* board = w.boardView();
  w.scene()->setCursorCell(cell(w, "a1"));
  key(board, Qt::Key_Right);
  key(board, Qt::Key_Down);
  REQUIRE(w.scene()->cursorCell() == cell(w, "b2"));
  key(board, Qt::Key_Return);  // pick up the stack
  key(board, Qt::Key_Right);
  key(board, Qt::Key_Return);  // put it down in c2
  REQUIRE(w.session()->state().step() == Step::Facing);
  key(board, Qt::Key_Right);   // turn the proposed facing
  key(board, Qt::Key_Return);  // confirm it
  REQUIRE(w.session()->state().step() == Step::Main);
  CHECK(__builtin_popcountll(w.session()->state().unitsAt(cell(w, "c2"))) == 12);
  key(&w, Qt::Key_E);  // Maneuver -> Attack
  key(&w, Qt::Key_E);  // Attack -> End
  REQUIRE(w.session()->state().phase() == Phase::End);
  while (w.session()->state().activeSide() == 0 && w.session()->state().hand(0).size() > 7) key(&w, Qt::Key_1);  // discard
  key(&w, Qt::Key_E);  // the turn passes
  CHECK(w.session()->state().activeSide() == 1);
  CHECK(w.session()->log()->rowCount() >= 6);
  // The mouse on the board puts the cursor away; an arrow brings it back.
  QTest::mousePress(w.boardView()->viewport(), Qt::LeftButton, Qt::NoModifier, viewPoint(w, w.scene()->cellCentre(cell(w, "f6"))));
  QTest::mouseRelease(w.boardView()->viewport(), Qt::LeftButton, Qt::NoModifier, viewPoint(w, w.scene()->cellCentre(cell(w, "f6"))));
  CHECK_FALSE(w.scene()->cursorShown());
  w.boardView()->setFocus(Qt::OtherFocusReason);
  key(w.boardView(), Qt::Key_Left);
  CHECK(w.scene()->cursorShown());
  // A new game starts with the cursor put away, not left from the last one.
  w.startGame(PlayMode::Solo, 2, QString(), QString());
  QApplication::processEvents();
  CHECK_FALSE(w.scene()->cursorShown());
}

TEST_CASE("H4 client: a drag and its facing are one action, one undo step and one log row", "[client][H4]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  endPhase(w);
  REQUIRE(w.session()->state().phase() == Phase::Maneuver);
  const std::uint64_t before = w.session()->state().hash();
  const int rows = w.session()->log()->rowCount();
  const int commands = w.session()->undoStack()->count();
  drag(w, cell(w, "b2"), cell(w, "c2"));
  clickFacing(w, cell(w, "c2"), Facing::E);
  REQUIRE(w.session()->state().step() == Step::Main);
  const std::uint64_t after = w.session()->state().hash();
  CHECK(w.session()->undoStack()->count() == commands + 1);
  CHECK(w.session()->log()->rowCount() == rows + 1);
  CHECK(w.session()->undoStack()->undoText().startsWith(QStringLiteral("Free move: ")));
  // Ctrl+Z takes the whole move back, Ctrl+Y makes it again.
  QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
  CHECK(w.session()->state().hash() == before);
  CHECK(w.session()->log()->rowCount() == rows);
  QTest::keyClick(&w, Qt::Key_Y, Qt::ControlModifier);
  CHECK(w.session()->state().hash() == after);
  QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
  QTest::keyClick(&w, Qt::Key_Z, Qt::ShiftModifier | Qt::ControlModifier);
  CHECK(w.session()->state().hash() == after);
  // A move half made (dragged, facing not chosen) is backed out of whole.
  QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
  drag(w, cell(w, "b2"), cell(w, "c2"));
  REQUIRE(w.session()->state().step() == Step::Facing);
  QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
  CHECK(w.session()->state().hash() == before);
}

// QKeySequence::Preferences is empty on a plain X11 desktop (and offscreen):
// the Settings entry once had no key there, though the guide says Ctrl+,.
TEST_CASE("client: Settings has a key on every platform, Ctrl+, where the platform has none", "[client][keys]") {
  Fixture f(PlayMode::HotSeat, 1);
  auto* settings = f.window.findChild<QAction*>(QStringLiteral("settings"));
  REQUIRE(settings);
  REQUIRE_FALSE(settings->shortcuts().isEmpty());
  const QList<QKeySequence> platform = QKeySequence::keyBindings(QKeySequence::Preferences);
  CHECK(settings->shortcuts() == (platform.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Comma)} : platform));
}

// QKeySequence::SaveAs is empty there too: a tester pressed Ctrl+Shift+S
// and nothing happened.
TEST_CASE("client: Save As has a key on every platform, Ctrl+Shift+S where the platform has none", "[client][keys]") {
  Fixture f(PlayMode::HotSeat, 1);
  auto* saveAs = f.window.findChild<QAction*>(QStringLiteral("saveAs"));
  REQUIRE(saveAs);
  const QList<QKeySequence> platform = QKeySequence::keyBindings(QKeySequence::SaveAs);
  CHECK(saveAs->shortcuts() ==
        (platform.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)} : platform));
  CHECK(saveAs->shortcuts().first().toString() == (platform.isEmpty() ? QStringLiteral("Ctrl+Shift+S") : platform.first().toString()));
}

TEST_CASE("H4 client: in hot-seat the Edit menu says why undo is not possible", "[client][H4]") {
  Fixture f(PlayMode::HotSeat, 1);
  MainWindow& w = f.window;
  endPhase(w);
  REQUIRE(w.session()->state().phase() == Phase::Maneuver);
  auto* reason = w.findChild<QAction*>(QStringLiteral("undoReason"));
  REQUIRE(reason);
  CHECK_FALSE(reason->isVisible());  // ending the Deception phase taught nothing
  CHECK(w.session()->canUndo());
  drag(w, cell(w, "b2"), cell(w, "c2"));
  clickFacing(w, cell(w, "c2"), Facing::E);
  if (!w.session()->canUndo()) {
    // Porus had no card to negate the move: the silence is news (H3, H4).
    CHECK(reason->isVisible());
    CHECK(reason->text().startsWith(QStringLiteral("Undo is not possible: ")));
    // Ctrl+Z says so too, where the player looks after pressing it.
    w.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&w));
    QTest::keySequence(&w, QKeySequence::Undo);
    QApplication::processEvents();
    CHECK(w.statusBar()->currentMessage() == reason->text());
  }
}

TEST_CASE("client: an illegal drop snaps back and says why in the game's words", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  endPhase(w);
  const std::uint64_t before = w.session()->state().hash();
  drag(w, cell(w, "b2"), cell(w, "e2"));  // the free move goes one cell
  CHECK(w.session()->state().hash() == before);
  CHECK(w.statusBar()->currentMessage().contains(QStringLiteral("out of reach")));
  auto* stack = w.scene()->stackAt(cell(w, "b2"));
  REQUIRE(stack);
  CHECK(stack->pos() == QPointF(100, 100));  // back home in b2
}

TEST_CASE("client: a refusal goes from the status bar when the next gesture is played", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  endPhase(w);
  drag(w, cell(w, "b2"), cell(w, "e2"));  // refused: out of reach
  REQUIRE(w.statusBar()->currentMessage().contains(QStringLiteral("out of reach")));
  const std::uint64_t before = w.session()->state().hash();
  drag(w, cell(w, "b2"), cell(w, "c2"));  // the free move, played
  REQUIRE(w.session()->state().hash() != before);
  CHECK_FALSE(w.statusBar()->currentMessage().contains(QStringLiteral("out of reach")));
  // A message that is not a refusal stays when the game moves on.
  w.statusBar()->showMessage(QStringLiteral("Saved to a file"), 5000);
  clickFacing(w, cell(w, "c2"), Facing::E);
  CHECK(w.statusBar()->currentMessage() == QStringLiteral("Saved to a file"));
}

TEST_CASE("client: a card move chosen in the hand, then dragged", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  endPhase(w);
  clickCard(w, QStringLiteral("Rush"));  // Move 4
  REQUIRE(w.session()->state().step() == Step::Source);
  drag(w, cell(w, "b2"), cell(w, "b1"));  // hills end a move, but b1 is the first step
  REQUIRE(w.session()->state().step() == Step::Facing);
  press(w, QStringLiteral("Face S"));  // the facing by keyboard-reachable button
  CHECK(w.session()->state().unitsAt(cell(w, "b1")) != 0);
}

TEST_CASE("client: the facing turned with the wheel and arrow keys and confirmed with Enter", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  endPhase(w);
  clickCard(w, QStringLiteral("Rush"));
  drag(w, cell(w, "b2"), cell(w, "b1"));
  REQUIRE(w.session()->state().step() == Step::Facing);
  FacingPicker* picker = w.scene()->facingPicker();
  REQUIRE(picker->isVisible());
  const Facing start = picker->proposed();  // the stack's facing now
  QWidget* vp = w.boardView()->viewport();
  QWheelEvent wheel(QPointF(50, 50), vp->mapToGlobal(QPointF(50, 50)), QPoint(), QPoint(0, -120), Qt::NoButton,
                    Qt::NoModifier, Qt::NoScrollPhase, false);
  QApplication::sendEvent(vp, &wheel);  // one eighth clockwise
  QTest::keyClick(w.boardView(), Qt::Key_Right);
  QTest::keyClick(w.boardView(), Qt::Key_Right);
  QTest::keyClick(w.boardView(), Qt::Key_Left);
  const Facing expected = static_cast<Facing>((static_cast<int>(start) + 2) % 8);
  CHECK(picker->proposed() == expected);
  CHECK(w.session()->state().step() == Step::Facing);  // nothing declared yet
  QTest::keyClick(w.boardView(), Qt::Key_Return);
  QApplication::processEvents();
  CHECK(w.session()->state().step() != Step::Facing);
  const UnitMask at = w.session()->state().unitsAt(cell(w, "b1"));
  REQUIRE(at != 0);
  CHECK(w.session()->state().units()[static_cast<std::size_t>(__builtin_ctzll(at))].facing == expected);
}

// Solo, dice forced to 6+6 against 1+1: the Greeks march b2 to b3 (facing
// S) and attack the Indian stack in b4 with Break.
namespace {
// Seed 1: Alexander's whole stack marches into the river at b3, then plays
// Break in the Attack phase; the attack's stack is chosen next.
void playBreakFromTheRiver(MainWindow& w) {
  endPhase(w);
  clickCard(w, QStringLiteral("March"));
  drag(w, cell(w, "b2"), cell(w, "b3"));  // into the river, facing chosen next
  clickFacing(w, cell(w, "b3"), Facing::S);
  REQUIRE(w.session()->state().unitsAt(cell(w, "b3")) != 0);
  endPhase(w);  // to the Attack phase
  clickCard(w, QStringLiteral("Break"));
}

void attackB4WithForcedDice(MainWindow& w, const std::vector<int>& dice = {6, 6, 1, 1}) {
  w.session()->forceDice(dice);
  playBreakFromTheRiver(w);
  drag(w, cell(w, "b3"), cell(w, "b4"));  // attack the Indian stack
}

// The same attack, Porus passing: Alexander has won the round and picks Porus's loss.
void attackB4ToCasualty(MainWindow& w) {
  attackB4WithForcedDice(w);
  if (w.session()->state().step() == Step::DefenderResponse) press(w, QStringLiteral("Pass"));
  REQUIRE(w.session()->state().step() == Step::Casualty);
}

// The combat panel's scroll area and the dock it stands in.
struct CombatDock {
  QScrollArea* scroll = nullptr;
  QDockWidget* dock = nullptr;
};
CombatDock combatDockOf(MainWindow& w) {
  CombatDock d;
  d.scroll = qobject_cast<QScrollArea*>(w.combatPanel()->parentWidget()->parentWidget());
  REQUIRE(d.scroll);
  d.dock = qobject_cast<QDockWidget*>(d.scroll->parentWidget());
  REQUIRE(d.dock);
  return d;
}

// The dock shows the whole panel, or as much of it as the dock grows to on
// its own (MainWindow::combatDockMost), less its title and frame.
void checkCombatPanelInView(MainWindow& w, const CombatDock& d) {
  const int needed = w.combatPanel()->heightForWidth(d.scroll->viewport()->width());
  CHECK(d.scroll->viewport()->height() >= std::min(needed, w.combatDockMost() - 60));
  CHECK(d.dock->height() <= w.combatDockMost());
}
}  // namespace

// With no card to answer, choosing the target rolls the dice at once: the
// odds and what a round lost would cost are read while the target is
// chosen, not only once the round is fought.
TEST_CASE("K3 V1 client: the combat panel gives each target's odds and stakes before it is chosen, and before the stack that attacks is", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  playBreakFromTheRiver(w);
  // The attack card chosen, the stack that attacks not yet: a click on the
  // enemy stack attacks at once when only one stack may (pt106 saw no
  // odds), so each pair has its odds already.
  REQUIRE(w.session()->state().step() == Step::Source);
  const QString pairs = w.combatPanel()->text();
  INFO(pairs.toStdString());
  CHECK(pairs.contains(QStringLiteral("Choose the stack that attacks")));
  {
    const CombatModifiers m = attackModifiers(w.session()->state(), cell(w, "b3"), cell(w, "b4"));
    CHECK(pairs.contains(QStringLiteral("<b>b3\u2192b4</b>")));
    CHECK(pairs.contains(QStringLiteral("won %1%").arg(roundOdds(m.attackerTotal(), m.defenderTotal()).attackerWins * 100, 0, 'f', 1)));
    CHECK(pairs.contains(QStringLiteral("King Porus may be chosen as the loss")));
  }
  REQUIRE(w.session()->apply({Verb::From, cell(w, "b3")}));
  REQUIRE(w.session()->state().step() == Step::Target);
  const QString text = w.combatPanel()->text();
  INFO(text.toStdString());
  CHECK(text.contains(QStringLiteral("Choose the stack to attack")));
  const GameState& st = w.session()->state();
  const CombatModifiers m = attackModifiers(st, cell(w, "b3"), cell(w, "b4"));
  const RoundOdds odds = roundOdds(m.attackerTotal(), m.defenderTotal());
  CHECK(text.contains(QStringLiteral("<b>b4</b>")));
  CHECK(text.contains(QStringLiteral("won %1%").arg(odds.attackerWins * 100, 0, 'f', 1)));
  // Alexander's own stack is in it: a round lost may cost him the battle (V1).
  CHECK(text.contains(QStringLiteral("Alexander the Great may be chosen as the loss")));
  CHECK(text.contains(QStringLiteral("King Porus may be chosen as the loss")));
}

TEST_CASE("client: a combat with forced dice, casualty, break off", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  attackB4WithForcedDice(w);
  const GameState& st = w.session()->state();
  REQUIRE(st.combat().active);
  CHECK(w.combatPanel()->text().contains(QStringLiteral("Next round")));
  // Porus may answer (he holds Prisoners); he passes.
  if (st.step() == Step::DefenderResponse) press(w, QStringLiteral("Pass"));
  REQUIRE(w.session()->state().step() == Step::Casualty);  // 12+... against 2+...: Alexander won
  CHECK(w.combatPanel()->text().contains(QStringLiteral("Round 1 rolled")));
  CHECK(w.combatPanel()->text().contains(QStringLiteral("Alexander wins the round: Porus loses a unit, Alexander chooses which")));
  // Porus himself may be chosen (V1): the next round is not yet certain.
  CHECK(w.combatPanel()->text().contains(QStringLiteral("If the battle goes on once the loss is chosen, and the attacker fights on")));
  CHECK(w.combatPanel()->text().contains(QStringLiteral("won the last round")));  // the next round's +1
  // The eight Punjab Infantry are alike (K4): one button stands for them all.
  const int infantry = __builtin_popcountll(w.session()->state().unitsAt(cell(w, "b4")));
  press(w, QStringLiteral("Eliminate one of 8 Punjab Infantry"));
  CHECK(__builtin_popcountll(w.session()->state().unitsAt(cell(w, "b4"))) == infantry - 1);
  REQUIRE(w.session()->state().step() == Step::ContinueOrBreak);
  CHECK(w.combatPanel()->text().contains(QStringLiteral("<i>If the attacker fights on:</i>")));
  CHECK_FALSE(w.combatPanel()->text().contains(QStringLiteral("once the loss is chosen")));
  press(w, QStringLiteral("Break off"));
  CHECK_FALSE(w.session()->state().combat().active);
  // The round stays on the panel after the combat, with its dice and result.
  const QString after = w.combatPanel()->text();
  CHECK(after.contains(QStringLiteral("<b>Combat over</b> (turn 1, b3→b4): its last round")));
  REQUIRE_FALSE(w.combatPanel()->dice()->isHidden());
  CHECK(w.combatPanel()->dice()->faces() == std::array<int, 4>{6, 6, 1, 1});  // drawn as dice
  CHECK_FALSE(w.combatPanel()->dice()->rolling());  // animation is off in the tests
  CHECK(after.contains(QStringLiteral("href=\"K3\"")));  // each modifier links its ruling
  CHECK(after.contains(QStringLiteral("Alexander wins the round: Punjab Infantry eliminated")));
}

// Combat you can watch: while the round's dice tumble, the log does not
// yet tell its totals; once they settle it does. The model itself (undo's
// names, the record) is up to date throughout.
TEST_CASE("client: the log and the casualty pick come once the round's dice have settled", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  Preferences normal = Preferences::load();
  normal.animation = AnimationSpeed::Normal;
  w.setPreferences(normal);
  struct AnimationsOffAfter {  // the saved setting goes back to Off, however the test ends
    MainWindow& w;
    ~AnimationsOffAfter() {
      Preferences off = Preferences::load();
      off.animation = AnimationSpeed::Off;
      w.setPreferences(off);
    }
  } restore{w};
  attackB4WithForcedDice(w);
  if (w.session()->state().step() == Step::DefenderResponse) press(w, QStringLiteral("Pass"));
  REQUIRE(w.session()->state().step() == Step::Casualty);
  const QRegularExpression roundTotals(QStringLiteral("\\d+ \\(.*\\) against \\w+ \\d+"));  // "Greeks 14 (+2: ...) against Indians 4"
  const auto told = [&](const QStringList& lines) {
    return std::any_of(lines.begin(), lines.end(), [&](const QString& l) { return l.contains(roundTotals); });
  };
  REQUIRE(w.combatPanel()->dice()->rolling());
  CHECK_FALSE(told(w.logDock()->lines()));          // what the player sees
  CHECK(told(w.session()->log()->lines()));          // what the game knows
  // Nor does the rest of the window give the result away: no casualty to
  // pick yet, and the turn bar says what is happening.
  const auto offersCasualty = [&] {
    const QStringList labels = w.decisions()->labels();
    return w.decisions()->isEnabled() &&
           std::any_of(labels.begin(), labels.end(), [](const QString& l) { return l.startsWith(QStringLiteral("Eliminate")); });
  };
  CHECK_FALSE(offersCasualty());
  CHECK(w.turnBar()->awaitedText().contains(QStringLiteral("dice are rolling")));
  // The combat panel shows the dice, not yet the next round's "+1 won the last round".
  const auto panelShows = [&](const QString& words) {
    for (const QLabel* l : w.combatPanel()->findChildren<QLabel*>())
      if (l->isVisible() && l->text().contains(words)) return true;
    return false;
  };
  CHECK_FALSE(panelShows(QStringLiteral("won the last round")));
  QTRY_VERIFY_WITH_TIMEOUT(!w.combatPanel()->dice()->rolling(), 3000);
  QApplication::processEvents();
  CHECK(told(w.logDock()->lines()));
  CHECK(w.logDock()->lines() == w.session()->log()->lines());
  CHECK(offersCasualty());
  CHECK(w.turnBar()->awaitedText().contains(QStringLiteral("chooses the casualty")));
  CHECK(panelShows(QStringLiteral("won the last round")));
}

// V1 in the combat panel: Alexander's whole army attacks Porus's, each
// main leader in his stack, so one round won by either side may decide the
// battle; the panel says so for both, with the ruling linked.
TEST_CASE("V1 client: the combat panel says when one round may decide the battle", "[client][V1]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  attackB4WithForcedDice(w);
  REQUIRE(w.session()->state().combat().active);
  const QString text = w.combatPanel()->text();
  CHECK(text.contains(QStringLiteral(
      "At stake: if Porus wins a round, Alexander the Great may be chosen as the loss, and Porus wins the battle (<a href=\"V1\">V1</a>).")));
  CHECK(text.contains(QStringLiteral(
      "At stake: if Alexander wins a round, King Porus may be chosen as the loss, and Alexander wins the battle (<a href=\"V1\">V1</a>).")));
}

// On a laptop's screen the combat dock had room for a few lines and the
// dice and result scrolled out of view: after a roll they are in view.
TEST_CASE("client: at 1366x768 a rolled round's dice and result are in view in the combat dock", "[client][layout]") {
  Fixture f(PlayMode::Solo, 1, {1366, 768});
  MainWindow& w = f.window;
  attackB4WithForcedDice(w);
  // The dock as short as a player may leave it, read down to the odds.
  const auto [scroll, dock] = combatDockOf(w);
  w.resizeDocks({dock}, {110}, Qt::Vertical);
  QApplication::processEvents();
  scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
  if (w.session()->state().step() == Step::DefenderResponse) press(w, QStringLiteral("Pass"));
  REQUIRE(w.session()->state().step() == Step::Casualty);
  QApplication::processEvents();
  auto* result = w.combatPanel()->findChild<QLabel*>(QStringLiteral("roundResult"));
  REQUIRE(result);
  REQUIRE(result->isVisible());
  CHECK(result->text().contains(QStringLiteral("Alexander wins the round")));
  const QRect seen = scroll->viewport()->rect();
  const auto inView = [&](const QWidget* x) {
    return seen.contains(QRect(x->mapTo(scroll->viewport(), QPoint(0, 0)), x->size()));
  };
  CHECK(inView(w.combatPanel()->dice()));
  CHECK(inView(result));
}

// On a laptop the dock was a few lines high when an attack was declared:
// the odds showed, the totals and ledgers needed scrolling. It now grows
// for them when the combat starts (the log keeps a third of the window).
TEST_CASE("client: at 1366x768 a new combat's odds, totals and ledgers are in view", "[client][layout]") {
  Fixture f(PlayMode::Solo, 1, {1366, 768});
  MainWindow& w = f.window;
  const CombatDock d = combatDockOf(w);
  w.resizeDocks({d.dock}, {110}, Qt::Vertical);  // as short as a player may leave it
  QApplication::processEvents();
  attackB4WithForcedDice(w);
  REQUIRE(w.session()->state().combat().active);
  QApplication::processEvents();
  checkCombatPanelInView(w, d);
}

// K2 H3: a tester as Porus held no Defence card and looked for the way to
// defend the turn bar offered. The defender is told what his hand allows;
// the attacker is told both, as the window says nothing of that hand.
TEST_CASE("K2 H3 client: the defender is offered only what his hand allows, the attacker learns nothing of it", "[client][K2][H3]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  playBreakFromTheRiver(w);
  REQUIRE(w.session()->apply({Verb::From, cell(w, "b3")}));
  REQUIRE(w.session()->apply({Verb::At, cell(w, "b4")}));
  const GameState& st = w.session()->state();
  REQUIRE(st.step() == Step::DefenderResponse);
  const auto legal = st.legalDecisions();
  const auto has = [&](Verb v) { return std::any_of(legal.begin(), legal.end(), [v](const Decision& d) { return d.verb == v; }); };
  REQUIRE(has(Verb::Support));
  REQUIRE_FALSE(has(Verb::Defend));  // seed 1: Porus holds cards for +1, none to defend
  CHECK(awaitedWords(w.session()->game(), st.observe(SideIndex{1})) ==
        QStringLiteral("Porus may add a card for +1 (no card in hand can defend here)"));
  CHECK(awaitedWords(w.session()->game(), st.observe(SideIndex{0})) == QStringLiteral("Porus may add a card for +1 or defend"));
  QApplication::processEvents();
  CHECK(w.turnBar()->awaitedText().contains(QStringLiteral("no card in hand can defend here")));
  // With "always ask" the window opens to a hand that fits it not at all,
  // and to one that can only defend: the words say so.
  Observation onlyPass = st.observe(SideIndex{1});
  onlyPass.legal = {Decision{Verb::Pass, 0}};
  CHECK(awaitedWords(w.session()->game(), onlyPass) == QStringLiteral("Porus may only pass (no card in hand can add +1 or defend here)"));
  Observation onlyDefend = st.observe(SideIndex{1});
  std::erase_if(onlyDefend.legal, [](const Decision& d) { return d.verb == Verb::Support; });
  onlyDefend.legal.push_back({Verb::Defend, 0});
  CHECK(awaitedWords(w.session()->game(), onlyDefend) == QStringLiteral("Porus may defend (no card in hand can add +1 here)"));
}

// Two testers (1366x768, 1600x900) found the cards played and the support
// lines below the combat dock's edge while the log above it stood half
// empty: the dock grows for them too, and for the rolled round's
// modifiers, up to all but a third of the window.
TEST_CASE("client: at 1366x768 a card played for +1 in a combat is in view", "[client][layout]") {
  Fixture f(PlayMode::Solo, 1, {1366, 768});
  MainWindow& w = f.window;
  const CombatDock d = combatDockOf(w);
  playBreakFromTheRiver(w);
  REQUIRE(w.session()->apply({Verb::From, cell(w, "b3")}));
  REQUIRE(w.session()->apply({Verb::At, cell(w, "b4")}));
  REQUIRE(w.session()->state().step() == Step::DefenderResponse);  // Alexander holds no card for +1
  QApplication::processEvents();
  // Shortened after it grew, as a player may leave it.
  w.resizeDocks({d.dock}, {200}, Qt::Vertical);
  QApplication::processEvents();
  const auto legal = w.session()->state().legalDecisions();
  const auto support = std::find_if(legal.begin(), legal.end(), [](const Decision& x) { return x.verb == Verb::Support; });
  REQUIRE(support != legal.end());
  REQUIRE(w.session()->apply(*support));
  QApplication::processEvents();
  checkCombatPanelInView(w, d);
}

TEST_CASE("K4 client: a tie ends the combat with no loss, and the panel says so", "[client][K4]") {
  // The attack of the combat test, with dice chosen to give equal totals
  // once a first try has shown the round's modifiers (dice are forced
  // before the game's first decision).
  CombatModifiers mods;
  {
    Fixture probe(PlayMode::Solo, 1);
    attackB4WithForcedDice(probe.window);
    REQUIRE(probe.window.session()->state().combat().active);
    mods = combatModifiers(probe.window.session()->state());
  }
  const int diff = mods.attackerTotal() - mods.defenderTotal();  // the defender's dice make it up
  int attack = 2;
  while (attack + diff < 2) ++attack;
  const int defend = attack + diff;
  REQUIRE(defend <= 12);
  Fixture tie(PlayMode::Solo, 1);
  MainWindow& t = tie.window;
  attackB4WithForcedDice(t, {attack / 2, attack - attack / 2, defend / 2, defend - defend / 2});
  REQUIRE(combatModifiers(t.session()->state()).attackerTotal() == mods.attackerTotal());
  const auto alive = [&](const GameState& s) { return __builtin_popcountll(s.unitsAt(cell(t, "b3"))) + __builtin_popcountll(s.unitsAt(cell(t, "b4"))); };
  const int before = alive(t.session()->state());
  if (t.session()->state().step() == Step::DefenderResponse) press(t, QStringLiteral("Pass"));
  const GameState& after = t.session()->state();
  CHECK_FALSE(after.combat().active);  // K4: a tie ends it
  CHECK(alive(after) == before);       // and no one is lost
  const QString panel = t.combatPanel()->text();
  CHECK(panel.contains(QStringLiteral("Tie: the combat ends, no loss")));
  CHECK(panel.contains(QStringLiteral("<b>Combat over</b> (turn ")));
  const auto faces = t.combatPanel()->dice()->faces();
  CHECK(faces[0] + faces[1] + mods.attackerTotal() == faces[2] + faces[3] + mods.defenderTotal());
}

TEST_CASE("K4 client: the casualty's stack is marked on the board and a click on it picks the counter", "[client][K4]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  attackB4ToCasualty(w);
  const Cell losing = cell(w, "b4");
  CHECK(w.scene()->cellItem(losing)->highlight() == Highlight::Casualty);
  CHECK(w.scene()->cellItem(cell(w, "b3"))->highlight() != Highlight::Casualty);
  const int before = __builtin_popcountll(w.session()->state().unitsAt(losing));
  // The click opens a menu of the stack's counters; the first is picked.
  QTimer::singleShot(200, [] {
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    REQUIRE(menu);
    QTest::keyClick(menu, Qt::Key_Down);
    QTest::keyClick(menu, Qt::Key_Return);
  });
  emit w.scene()->stackClicked(losing);
  QApplication::processEvents();
  CHECK(w.session()->state().step() != Step::Casualty);
  CHECK(__builtin_popcountll(w.session()->state().unitsAt(losing)) == before - 1);
  CHECK(w.scene()->cellItem(losing)->highlight() != Highlight::Casualty);
}

// The guide's way to choose a casualty, a click on the marked stack, was
// met with "Not now: choose the casualty first" as its press was taken for
// the start of a drag.
TEST_CASE("K4 client: a mouse click on the casualty's stack lists its counters with no refusal", "[client][K4]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  attackB4ToCasualty(w);
  QString said = QStringLiteral("(no menu)");
  QTimer::singleShot(200, [&] {
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    REQUIRE(menu);
    said = w.statusBar()->currentMessage();
    QTest::keyClick(menu, Qt::Key_Down);
    QTest::keyClick(menu, Qt::Key_Return);
  });
  clickCell(w, "b4");
  INFO(said.toStdString());
  CHECK(said != QStringLiteral("(no menu)"));
  CHECK_FALSE(said.contains(QStringLiteral("Not now")));
  CHECK(w.session()->state().step() != Step::Casualty);
}

// Sixteen "Eliminate ..." buttons for Porus's whole army ran off a laptop's
// screen, eight of them alike Punjab Infantry: alike counters are one choice.
TEST_CASE("K4 client: the decision bar offers one casualty choice for each kind of counter", "[client][K4][layout]") {
  Fixture f(PlayMode::Solo, 1, {1366, 768});
  MainWindow& w = f.window;
  attackB4ToCasualty(w);
  QStringList kills;
  for (const QString& l : w.decisions()->labels())
    if (l.startsWith(QStringLiteral("Eliminate"))) kills << l;
  CHECK(kills == QStringList{QStringLiteral("Eliminate King Porus"), QStringLiteral("Eliminate Prince"),
                             QStringLiteral("Eliminate one of 2 War Elephants"), QStringLiteral("Eliminate one of 2 Cavalry"),
                             QStringLiteral("Eliminate one of 2 Chariots"), QStringLiteral("Eliminate one of 8 Punjab Infantry")});
  QApplication::processEvents();
  auto* scroll = w.decisions()->findChild<QScrollArea*>();
  REQUIRE(scroll);
  CHECK(scroll->horizontalScrollBar()->maximum() == 0);  // all of them in view at 1366x768
}

// Twelve "Eliminate ..." buttons on a laptop's screen: the bar scrolls
// sideways, and the wheel did nothing over it.
TEST_CASE("client: the wheel turns the decision bar's row of buttons", "[client][layout]") {
  Fixture f(PlayMode::Solo, 1, {1024, 640});
  MainWindow& w = f.window;
  attackB4ToCasualty(w);
  QApplication::processEvents();
  auto* scroll = w.decisions()->findChild<QScrollArea*>();
  REQUIRE(scroll);
  QScrollBar* bar = scroll->horizontalScrollBar();
  REQUIRE(bar->maximum() > 0);
  const int before = bar->value();
  QWheelEvent down(QPointF(20, 10), scroll->viewport()->mapToGlobal(QPointF(20, 10)), QPoint(), QPoint(0, -120), Qt::NoButton,
                   Qt::NoModifier, Qt::NoScrollPhase, false);
  QApplication::sendEvent(scroll->viewport(), &down);
  CHECK(bar->value() > before);
}

// A long game's discard pile was a message box taller than a laptop's
// screen, its OK button off the bottom edge: it is a list that scrolls.
TEST_CASE("H1 client: the discard pile is a list that fits the screen and follows the game", "[client][layout]") {
  Fixture f(PlayMode::Solo, 5, {1366, 768});
  MainWindow& w = f.window;
  Rng chooser(9);
  while (w.session()->state().discardPile().size() < 45 && !w.session()->state().isTerminal()) {
    const auto legal = w.session()->state().legalDecisions();
    REQUIRE(w.session()->apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]));
  }
  REQUIRE(w.session()->state().discardPile().size() >= 45);
  QApplication::processEvents();
  w.showDiscardPile();
  QApplication::processEvents();
  DiscardPileDialog* pile = w.discardPileDialog();
  REQUIRE(pile);
  REQUIRE(pile->isVisible());
  const auto& discard = w.session()->state().discardPile();
  const QStringList lines = pile->lines();
  CHECK(lines.size() == static_cast<int>(discard.size()));
  const Game& g = w.session()->game();
  CHECK(lines.front().startsWith(dataText(g.cards()[discard.back()].name) + QStringLiteral(" — ")));  // newest first
  CHECK(lines.back().startsWith(dataText(g.cards()[discard.front()].name) + QStringLiteral(" — ")));
  CHECK(pile->frameGeometry().height() <= w.screen()->availableGeometry().height());
  auto* list = pile->findChild<QListWidget*>();
  REQUIRE(list);
  CHECK(list->verticalScrollBar()->maximum() > 0);  // the rest scrolls
  // It follows the game while open.
  const std::size_t before = discard.size();
  while (w.session()->state().discardPile().size() == before && !w.session()->state().isTerminal()) {
    const auto legal = w.session()->state().legalDecisions();
    REQUIRE(w.session()->apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]));
  }
  QApplication::processEvents();
  CHECK(pile->lines().size() == static_cast<int>(w.session()->state().discardPile().size()));
  pile->close();
}

// A tester picked a card, changed their mind and found no way back but a
// guessed Ctrl+Z: while an action is being declared a Cancel button backs
// out of it (H4), the card back in the hand.
TEST_CASE("H4 client: a Cancel button backs out of the action being declared", "[client][H4]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  QPushButton* cancel = w.decisions()->cancelButton();
  REQUIRE(cancel);
  CHECK_FALSE(cancel->isVisibleTo(&w));  // nothing declared yet
  endPhase(w);  // to the Maneuver phase
  const std::size_t before = w.session()->decisionCount();
  const QStringList hand = w.hand()->shownNames();
  clickCard(w, QStringLiteral("March"));
  REQUIRE(w.session()->decisionCount() == before + 1);
  CHECK(w.hand()->shownNames().count(QStringLiteral("March")) == hand.count(QStringLiteral("March")) - 1);  // in play
  REQUIRE(cancel->isVisibleTo(&w));
  press(w, QStringLiteral("The stack in b2"));  // further into the same action
  REQUIRE(cancel->isVisibleTo(&w));
  QTest::mouseClick(cancel, Qt::LeftButton);
  QApplication::processEvents();
  CHECK(w.session()->decisionCount() == before);  // the whole action, card and stack
  CHECK(w.hand()->shownNames() == hand);
  CHECK_FALSE(cancel->isVisibleTo(&w));
  // A whole action made is not being declared: no Cancel (Edit > Undo takes it back).
  drag(w, cell(w, "b2"), cell(w, "c2"));  // the free move
  clickFacing(w, cell(w, "c2"), Facing::SE);
  REQUIRE(w.session()->decisionCount() > before);
  CHECK_FALSE(w.session()->declaring());
  CHECK_FALSE(cancel->isVisibleTo(&w));
}

// A tester saw Cancel beside Fight on and Break off after choosing the
// casualty (the same side's action goes on) and could not tell what it
// would cancel: nothing is being declared there.
TEST_CASE("H4 client: no Cancel button while fighting on or breaking off", "[client][H4]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  attackB4ToCasualty(w);
  press(w, QStringLiteral("Eliminate one of 8 Punjab Infantry"));
  REQUIRE(w.session()->state().step() == Step::ContinueOrBreak);
  CHECK_FALSE(w.session()->declaring());
  CHECK_FALSE(w.decisions()->cancelButton()->isVisibleTo(&w));
}

// New game after a game against the computer offered hot-seat: it offers
// another game like the one being played.
TEST_CASE("client: the New game dialog offers the mode and side of the game being played", "[client]") {
  NewGameDialog dialog;
  CHECK(dialog.mode() == PlayMode::HotSeat);  // with no game, the first choice
  dialog.offerLike(PlayMode::Computer, SideIndex{0});
  CHECK(dialog.mode() == PlayMode::Computer);
  CHECK(dialog.computerSide() == 0);
  dialog.offerLike(PlayMode::Computer, SideIndex{1});
  CHECK(dialog.computerSide() == 1);
  dialog.offerLike(PlayMode::Solo, std::nullopt);
  CHECK(dialog.mode() == PlayMode::Solo);
}

// A tester back from the tutorial lessons was offered hot-seat with the
// computer playing Porus, the game before having been against it as
// Alexander: with no game to copy, the last new game's choice is offered.
TEST_CASE("client: the New game dialog offers the last new game's mode and side when no game is open", "[client]") {
  {
    NewGameDialog chosen;
    chosen.offerLike(PlayMode::Computer, SideIndex{0});
    chosen.rememberChoice();
  }
  NewGameDialog next;
  next.offerLast();
  CHECK(next.mode() == PlayMode::Computer);
  CHECK(next.computerSide() == 0);
  QSettings settings;  // the other tests start from no choice
  settings.remove(QStringLiteral("newGame"));
  NewGameDialog fresh;
  fresh.offerLast();
  CHECK(fresh.mode() == PlayMode::HotSeat);
}

// A tester saw the computer's level as a bare number: each level's meaning
// stands beside it, shown with it against the computer only.
TEST_CASE("client: the New game dialog says what each computer level means", "[client]") {
  NewGameDialog dialog;
  dialog.show();
  auto* level = dialog.findChild<QSpinBox*>();
  auto* words = dialog.findChild<QLabel*>(QStringLiteral("levelWords"));
  REQUIRE(level);
  REQUIRE(words);
  CHECK_FALSE(words->isVisible());  // hot-seat: no computer
  dialog.offerLike(PlayMode::Computer, SideIndex{1});
  CHECK(words->isVisible());
  QStringList seen;
  for (int n = level->minimum(); n <= level->maximum(); ++n) {
    level->setValue(n);
    CHECK(words->text() == dialog.levelDescription());
    CHECK_FALSE(words->text().isEmpty());
    seen << words->text();
  }
  seen.removeDuplicates();
  CHECK(seen.size() == level->maximum() - level->minimum() + 1);  // one meaning per level
  // Its label's mnemonic leads to the number (the label shows no "&").
  bool buddied = false;
  for (const QLabel* l : dialog.findChildren<QLabel*>())
    if (l->buddy() == level) buddied = l->isVisible() && l->text().contains(QLatin1Char('&'));
  CHECK(buddied);
}

// A tester marched Alexander's army into the river beside Porus with no
// word of the danger and lost the battle on the next turn: over a cell the
// dragged stack may go to, what is worth knowing of it shows by the pointer.
TEST_CASE("K1 K3 client: a dragged stack over the river beside the enemy is told the danger", "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  endPhase(w);  // to the Maneuver phase: the free move
  QWidget* vp = w.boardView()->viewport();
  const auto moveTo = [&](const char* name) {
    const QPoint p = viewPoint(w, w.scene()->cellCentre(cell(w, name)));
    QMouseEvent move(QEvent::MouseMove, p, vp->mapToGlobal(p), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &move);
    QApplication::processEvents();
  };
  const QPoint start = viewPoint(w, w.scene()->cellCentre(cell(w, "b2")));
  QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, start);
  moveTo("c2");
  CHECK(w.dragNote().isEmpty());  // forest: nothing to say
  moveTo("b3");                   // the river, Porus's army in b4 facing it
  CHECK(w.dragNote().startsWith(QStringLiteral("b3: ")));
  CHECK(w.dragNote().contains(QStringLiteral("in the river: an attack on it gets +3 (K3)")));
  CHECK(w.dragNote().contains(QStringLiteral("in the front of the stack of the Indians in b4, which may attack it (K1)")));
  // The whole stack carries Alexander: what he risks there (V1, K4; a
  // tester's army with him in it was lost in b3 before he knew).
  CHECK(w.dragNote().contains(QStringLiteral("Alexander the Great goes with it: a round this stack loses may cost him the battle (V1, K4)")));
  QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, start);  // back where it was
  QApplication::processEvents();
  CHECK(w.dragNote().isEmpty());
  // Hills, read from the same board.
  const Observation o = w.session()->state().observe(0);
  CHECK(destinationNote(w.session()->game(), o, cell(w, "c1"), 0) == QStringLiteral("hills end the move (M4) and defend at +1 (K3)"));
  CHECK(destinationNote(w.session()->game(), o, cell(w, "e5"), 0).isEmpty());
  // Units without him: the river and the enemy's front, nothing of him.
  const UnitMask allies = unitBit(*w.session()->game().scenario().findUnit("allies1"));
  CHECK_FALSE(destinationNote(w.session()->game(), o, cell(w, "b3"), 0, allies).contains(QStringLiteral("goes with it")));
  CHECK(destinationNote(w.session()->game(), o, cell(w, "b3"), 0, allies).contains(QStringLiteral("in the river")));
}

TEST_CASE("H1 hot-seat: undo cannot take back a Deception that showed the enemy hand", "[client]") {
  Fixture f(PlayMode::HotSeat, 1);
  MainWindow& w = f.window;
  REQUIRE(w.session()->state().phase() == Phase::Deception);
  clickCard(w, QStringLiteral("Deception"));
  REQUIRE(w.session()->state().step() == Step::DeceptionPick);
  CHECK_FALSE(w.session()->canUndo());
}

TEST_CASE("client: save, load, and undo", "[client]") {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("game.hydaspes"));
  std::uint64_t hash = 0;
  std::size_t count = 0;
  {
    Fixture f(PlayMode::Solo, 7);
    MainWindow& w = f.window;
    while (w.session()->state().phase() != Phase::Maneuver) press(w, w.decisions()->labels().back());
    drag(w, cell(w, "b2"), cell(w, "c2"));
    clickFacing(w, cell(w, "c2"), Facing::SE);
    QString error;
    REQUIRE(w.session()->save(path, &error));
    hash = w.session()->state().hash();
    count = w.session()->decisionCount();
  }
  Fixture g(PlayMode::HotSeat, 99);
  MainWindow& w = g.window;
  REQUIRE(w.openFile(path));
  CHECK(w.session()->state().hash() == hash);
  CHECK(w.session()->decisionCount() == count);
  CHECK(w.session()->mode() == PlayMode::Solo);
  // Solo: unlimited undo and redo, by whole actions: the move goes back whole.
  REQUIRE(w.session()->canUndo());
  w.session()->undo();
  CHECK(w.session()->state().step() == Step::Main);
  CHECK(w.session()->state().unitsAt(cell(w, "c2")) == 0);
  CHECK(w.session()->decisionCount() < count - 1);
  REQUIRE(w.session()->canRedo());
  w.session()->redo();
  CHECK(w.session()->state().hash() == hash);
  // A damaged file is refused and the open game stays as it was.
  QFile bad(dir.filePath(QStringLiteral("bad.hydaspes")));
  REQUIRE(bad.open(QIODevice::WriteOnly));
  bad.write("{\"format\": \"hydaspes-save\", \"version\": 1");
  bad.close();
  CHECK_FALSE(w.openFile(bad.fileName()));
  CHECK(w.session()->state().hash() == hash);
}

TEST_CASE("H2 hot-seat: the cover appears when the deciding player changes and no widget shows the other hand", "[client]") {
  Fixture f(PlayMode::HotSeat, 1);
  MainWindow& w = f.window;
  const GameState& st = w.session()->state();
  CHECK_FALSE(w.cover()->isVisible());
  // Porus's cards show only where Alexander holds the same card.
  QStringList alexanders;
  for (CardIndex c : st.hand(0)) alexanders << QString::fromStdString(w.session()->game().cards()[c].name);
  for (const auto& name : visibleNames(w, st.hand(1))) CHECK(alexanders.contains(name));
  // Play Alexander's turn to its end: the turn passes to Porus.
  int guard = 0;
  while (w.session()->state().activeSide() == 0 && guard++ < 50) {
    const QStringList labels = w.decisions()->labels();
    if (labels.isEmpty()) {  // the End phase: discard down to the limit, from the hand
      REQUIRE(w.session()->state().phase() == Phase::End);
      clickCard(w, w.hand()->shownNames().front());
      continue;
    }
    press(w, endLabel(labels).value_or(labels.front()));
  }
  REQUIRE(w.session()->state().decidingSide() == 1);
  CHECK(w.cover()->isVisible());
  CHECK(w.hand()->shownNames().isEmpty());
  CHECK(w.decisions()->labels().isEmpty());
  // Nothing of either hand is on screen while covered.
  CHECK(visibleNames(w, w.session()->state().hand(0)).isEmpty());
  CHECK(visibleNames(w, w.session()->state().hand(1)).isEmpty());
  QTest::mouseClick(w.cover()->readyButton(), Qt::LeftButton);
  QApplication::processEvents();
  CHECK_FALSE(w.cover()->isVisible());
  // Porus now sees his own cards, and none of Alexander's that he lacks.
  QStringList mine;
  for (CardIndex c : w.session()->state().hand(1)) mine << QString::fromStdString(w.session()->game().cards()[c].name);
  CHECK(w.hand()->shownNames() == mine);
  for (const auto& name : visibleNames(w, w.session()->state().hand(0))) CHECK(mine.contains(name));
}

namespace {

// A whole game played through the widgets alone: every legal decision of
// every step is reachable from the decision bar, the destination list or a
// card of the hand, and the game ends with the winner announced. In
// hot-seat the cover is lifted with its button whenever it shows, and the
// other player's cards never appear.
void playWholeGame(PlayMode mode, std::uint64_t seed, std::uint64_t choices) {
  Fixture f(mode, seed);
  MainWindow& w = f.window;
  Rng chooser(choices);
  int steps = 0;
  int covers = 0;
  QSize boardSize;  // the board view's, before the last decision
  const int maxSteps = qEnvironmentVariableIntValue("HYDASPES_GAME_STEPS") > 0 ? qEnvironmentVariableIntValue("HYDASPES_GAME_STEPS") : 4000;
  while (!w.session()->state().isTerminal() && steps < maxSteps) {
    if (w.cover()->isVisible()) {
      REQUIRE(mode == PlayMode::HotSeat);
      CHECK(w.hand()->shownNames().isEmpty());
      QTest::mouseClick(w.cover()->readyButton(), Qt::LeftButton);
      QApplication::processEvents();
      ++covers;
    }
    boardSize = w.boardView()->size();
    const GameState& st = w.session()->state();
    if (mode == PlayMode::HotSeat && st.step() != Step::DeceptionPick) {
      const SideIndex other = otherSide(st.decidingSide());
      std::vector<CardIndex> hidden;  // the other hand's cards the decider does not also hold
      for (CardIndex c : st.hand(other))
        if (std::find(st.hand(st.decidingSide()).begin(), st.hand(st.decidingSide()).end(), c) ==
            st.hand(st.decidingSide()).end())
          hidden.push_back(c);
      for (CardIndex c : hidden)
        for (const CardLook& card : w.hand()->shownCards()) CHECK(card.card != c);
    }
    const auto legal = st.legalDecisions();
    // Every button of the decision bar says in its tooltip what it does.
    for (const QPushButton* b : w.decisions()->findChildren<QPushButton*>(QRegularExpression(QStringLiteral("^decision-"))))
      if (b->isVisibleTo(&w)) CHECK_FALSE(b->toolTip().isEmpty());
    const Decision d = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
    const std::size_t before = w.session()->decisionCount();
    INFO("step " << steps << ": " << printDecision(st.game(), d));
    if (argKind(d.verb) == ArgKind::OfCard) {
      const auto sameCard = std::count_if(legal.begin(), legal.end(), [&](const Decision& o) {
        return argKind(o.verb) == ArgKind::OfCard && o.arg == d.arg;
      });
      if (sameCard > 1)
        clickCardChoosing(w, static_cast<CardIndex>(d.arg), buttonText(st.game(), d, st.phase()));
      else
        clickCard(w, static_cast<CardIndex>(d.arg));
    } else if (d.verb == Verb::To) {
      REQUIRE(w.decisions()->chooseDestination(QString::fromStdString(st.game().board().cellName(d.arg))));
      QApplication::processEvents();
    } else if (d.verb == Verb::Kill || d.verb == Verb::Take) {  // alike counters are one button, which stands for any of them
      const Scenario& sc = st.game().scenario();
      const std::vector<UnitStatus> units = st.units();
      const std::vector<UnitChoice> choices = unitChoices(sc, units, legal);
      const auto choice = std::find_if(choices.begin(), choices.end(), [&](const UnitChoice& c) {
        const UnitIndex u = c.decision.arg;
        return c.decision.verb == d.verb && sc.units[u].type == sc.units[d.arg].type && units[u].cell == units[d.arg].cell &&
               units[u].moved == units[d.arg].moved;
      });
      REQUIRE(choice != choices.end());
      press(w, unitChoiceText(st.game(), *choice));
    } else {
      press(w, buttonText(st.game(), d, st.phase()));
    }
    REQUIRE(w.session()->decisionCount() == before + 1);
    ++steps;
  }
  REQUIRE(w.session()->state().isTerminal());
  if (mode == PlayMode::HotSeat) CHECK(covers > 10);
  const QString log = w.logDock()->lines().join(QLatin1Char('\n'));
  CHECK(log.contains(QStringLiteral("wins")));
  // The summary counts the player's unit, the action, not the engine's
  // decisions (a tester read "after 29 decisions" for about ten actions).
  const QString summary = w.statusBar()->currentMessage();
  INFO(summary.toStdString());
  const QRegularExpressionMatch actions = QRegularExpression(QStringLiteral("after (\\d+) actions")).match(summary);
  REQUIRE(actions.hasMatch());
  CHECK(actions.captured(1).toInt() >= w.session()->state().turn());
  CHECK(actions.captured(1).toULongLong() < w.session()->decisionCount());
  CHECK(w.turnBar()->awaitedText().contains(QStringLiteral("has won")));
  CHECK(w.turnBar()->turnText().contains(QStringLiteral("the battle is decided")));
  // The decision bar stays, offering what comes next, and the board keeps
  // its size (testers saw it grow and shift when the bar went away).
  QApplication::processEvents();
  CHECK(w.decisions()->isVisible());
  CHECK(w.decisions()->gameOver());
  CHECK(w.decisions()->labels().isEmpty());
  for (const char* name : {"reviewFinished", "newGameFinished"}) {
    const auto* b = w.decisions()->findChild<QPushButton*>(QString::fromLatin1(name));
    REQUIRE(b);
    CHECK(b->isVisible());
  }
  CHECK(w.boardView()->size() == boardSize);
}

}  // namespace

TEST_CASE("client: a complete solo game to a winner through the widgets", "[client][game]") {
  playWholeGame(PlayMode::Solo, 3, 11);
}

TEST_CASE("H2 client: a complete hot-seat game to a winner through the widgets and the cover", "[client][game]") {
  playWholeGame(PlayMode::HotSeat, 4, 12);
}


// At the end both hands are open; on a laptop the loser's cards, beyond
// the line, showed two name tiles of six and a scroll bar beside a winner's
// hand that left room to spare. Nothing is left to decide: no button row.
// A hand wider than its strip opened scrolled by a few pixels, its first
// card cut at the left edge ("Duel" showing half its face): the strip rests
// on a card's edge, whatever it scrolled to and however the window settles.
TEST_CASE("client: a hand wider than its strip never rests with a card cut at the left edge", "[client][layout]") {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    INFO("seed " << seed);
    for (const QSize size : {QSize(1024, 640), QSize(1366, 768)}) {
      INFO("size " << size.width() << "x" << size.height());
      Fixture f(PlayMode::Solo, seed, size);
      MainWindow& w = f.window;
      for (int phase = 0; phase < 2; ++phase) {  // the Deception, then the Maneuver phase
        QApplication::processEvents();
        auto* strip = w.hand()->findChild<CardStrip*>();
        REQUIRE(strip);
        const QModelIndex firstCard = strip->model()->index(0, 0);
        for (int row = 0; row < strip->model()->rowCount(); ++row) {
          const QRect r = strip->visualRect(strip->model()->index(row, 0));
          if (r.right() < 0) continue;                             // scrolled past, out of sight
          CHECK(r.left() >= strip->visualRect(firstCard).left() - strip->horizontalScrollBar()->value());
          CHECK(r.left() >= 0);                                    // the first card in sight is whole
          break;
        }
        endPhase(w);
      }
    }
  }
}

TEST_CASE("client: at 1366x768 a finished game shows the other hand whole beside the winner's", "[client][layout]") {
  Fixture f(PlayMode::HotSeat, 3, {1366, 768});
  MainWindow& w = f.window;
  Rng chooser(3);
  while (!w.session()->state().isTerminal()) {
    const auto legal = w.session()->state().legalDecisions();
    REQUIRE(w.session()->apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]));
  }
  QApplication::processEvents();
  const auto* strip = w.hand()->findChild<QListView*>(QStringLiteral("otherHand"));
  REQUIRE(strip);
  REQUIRE(strip->isVisible());
  const QAbstractItemModel* cards = strip->model();
  REQUIRE(cards->rowCount() >= 4);
  for (int row = 0; row < cards->rowCount(); ++row) {
    INFO("card " << row << " of " << cards->rowCount());
    CHECK(strip->viewport()->rect().contains(strip->visualRect(cards->index(row, 0))));
  }
  CHECK_FALSE(strip->horizontalScrollBar()->isVisible());
  // Both hands are there to read, not greyed as cards that cannot be played
  // (a tester took them for buttons switched off).
  for (const auto* hand : {w.hand()->findChild<QListView*>(QStringLiteral("otherHand")),
                           w.hand()->findChild<QListView*>(QStringLiteral("decidingHand"))})
    for (int row = 0; row < hand->model()->rowCount(); ++row) {
      const auto* model = qobject_cast<const HandModel*>(hand->model());
      REQUIRE(model);
      CHECK(model->look(row).toRead);
      CHECK_FALSE(model->look(row).playable);
    }
  CHECK(w.decisions()->gameOver());  // the bar stays, offering a review and a new game, so the board keeps its size
  // The loser's hand is named beside it, as during play.
  const auto* caption = w.hand()->findChild<QLabel*>(QStringLiteral("otherHandCaption"));
  REQUIRE(caption);
  CHECK(caption->isVisible());
  const SideIndex loser = otherSide(*w.session()->state().winner());
  CHECK(caption->text().startsWith(loser == 0 ? QStringLiteral("Alexander's hand") : QStringLiteral("Porus's hand")));
}

// A combat dock dragged narrow on a laptop cut the blue side's name to
// "Alex…": the dice get smaller first.
TEST_CASE("client: in a narrow combat panel the dice shrink before a side's name is cut", "[client][layout]") {
  DiceView dice;
  dice.setRows({QStringLiteral("Alexander"), Qt::blue, {3, 5}, 12}, {QStringLiteral("Porus"), Qt::red, {2, 2}, 5});
  dice.resize(dice.sizeHint());
  const DiceView::Layout wide = dice.layout();
  CHECK(wide.namesWhole);
  const int full = wide.dieSide;
  dice.resize(dice.sizeHint().width() - 2 * (full - 22), dice.height());
  const DiceView::Layout narrow = dice.layout();
  CHECK(narrow.namesWhole);
  CHECK(narrow.dieSide < full);
  CHECK(narrow.dieSide >= 20);
  dice.resize(60, dice.height());  // no room even for small dice: only now is a name cut
  CHECK_FALSE(dice.layout().namesWhole);
}

// The armies' names, at the width the layout gives them, are drawn whole:
// at exactly its advance elidedText cut "Indians" to "India…".
TEST_CASE("client: the dice write the armies' names whole where the layout says they fit", "[client][layout]") {
  DiceView dice;
  dice.setRows({QStringLiteral("Greeks"), Qt::blue, {3, 5}, 12}, {QStringLiteral("Indians"), Qt::red, {2, 2}, 5});
  for (const int width : {dice.sizeHint().width(), dice.sizeHint().width() - 16, 240, 400}) {
    dice.resize(width, dice.height());
    const DiceView::Layout l = dice.layout();
    INFO("width " << width);
    REQUIRE(l.namesWhole);
    const QFontMetrics fm(dice.font());
    CHECK(fm.elidedText(QStringLiteral("Indians"), Qt::ElideRight, l.nameWidth) == QStringLiteral("Indians"));
    CHECK(fm.elidedText(QStringLiteral("Greeks"), Qt::ElideRight, l.nameWidth) == QStringLiteral("Greeks"));
  }
}

// A tester read "= 11" beside a 4 and a 4 as a sum gone wrong: the
// modifiers stand before the total.
TEST_CASE("client: the dice show the modifiers before the total", "[client][K3]") {
  CHECK(DiceView::totalWords({QStringLiteral("Alexander"), Qt::blue, {4, 4}, 11}) == QStringLiteral("+3 = 11"));
  CHECK(DiceView::totalWords({QStringLiteral("Porus"), Qt::red, {2, 3}, 5}) == QStringLiteral("= 5"));
  CHECK(DiceView::totalWords({QStringLiteral("Porus"), Qt::red, {6, 6}, 10}) == QStringLiteral("-2 = 10"));
}

// Every row of a long game's log, brought into view, is as tall as its
// words wrapped at its width (the save that showed a row cut, "... —
// Prince …", is checked by client_screenshot_opened_hotseat_1280x800).
TEST_CASE("client: every row of the log in view is tall enough for its words", "[client][layout]") {
  // A game with rounds fought, saved, then opened: its log filled at once.
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("long.hydaspes"));
  {
    Fixture f(PlayMode::HotSeat, 7, {1280, 800});
    Rng chooser(7);
    int rounds = 0;
    while (!f.window.session()->state().isTerminal() && (rounds < 3 || f.window.session()->decisionCount() < 150)) {
      const auto legal = f.window.session()->state().legalDecisions();
      REQUIRE(f.window.session()->apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]));
      rounds += f.window.session()->state().combat().rolled ? 1 : 0;
    }
    QString error;
    REQUIRE(f.window.session()->save(path, &error));
  }
  // As `hydaspes --load` does it: opened before the window shows.
  MainWindow w;
  w.fitTo(QSize(1280, 800));
  w.setAutosave(false);
  w.startGame(PlayMode::HotSeat, 1, QString(), QString());
  REQUIRE(w.openFile(path));
  w.show();
  REQUIRE(QTest::qWaitForWindowExposed(&w));
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  auto* list = w.logDock()->findChild<QTreeView*>();
  REQUIRE(list);
  const QAbstractItemModel* log = list->model();
  const int margin = list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1;
  int seen = 0;
  for (int row = 0; row < log->rowCount(); ++row) {
    list->scrollTo(log->index(row, 0));  // every row, each brought into view
    const QRect at = list->visualRect(log->index(row, 0));
    if (!at.isValid() || !list->viewport()->rect().intersects(at)) continue;
    ++seen;
    const QString text = log->index(row, 0).data().toString();
    const int needed = list->fontMetrics().boundingRect(QRect(0, 0, at.width() - 2 * margin, 100000), Qt::TextWordWrap, text).height();
    INFO("row " << row << " (" << at.width() << " px wide, " << at.height() << " high): " << text.toStdString());
    CHECK(needed <= at.height());
  }
  CHECK(seen > 30);
}

// On a 1024-pixel screen a long turn line ("Turn 12 · Computer, level 4
// (Porus)", the piles, the cards in play) made the bar 930 px wide and
// pushed the log and combat docks to a sliver; in a lesson it widened the
// window beyond the screen. The cards in play go on the second line,
// beside what the game waits for, and the bar leaves the docks their room.
TEST_CASE("client: the turn bar leaves a 1024-pixel window room for its docks", "[client][layout]") {
  TurnBar bar;
  TurnLook look;
  look.turn = QStringLiteral("Turn 12 · Computer, level 4 (Porus)");
  look.active = 1;
  look.current = Phase::Attack;
  look.piles = QStringLiteral("Deck 59 · Discard 46");
  look.inPlay = QStringLiteral("In play: Towering Elephants, Panic Horses");
  look.awaited = QStringLiteral("⚑ Alexander may add a card for +1 or defend");
  bar.show(look);
  CHECK(bar.minimumSizeHint().width() <= 1024 - 280);
  const int before = bar.minimumSizeHint().width();
  look.inPlay.clear();  // a card played or put away does not change the bar's width
  bar.show(look);
  CHECK(bar.minimumSizeHint().width() == before);
}

// A drop the lesson refuses goes home at once: the counter stayed where it
// was dropped, with the reachable cells lit, until the next action.
TEST_CASE("Tutorial client: a drop the lesson refuses snaps back", "[client][tutorial]") {
  MainWindow w;
  w.resize(1400, 900);
  w.show();
  REQUIRE(w.startLesson(QString::fromStdString(defaultLessonDir() + "/01-moving.json")));
  QApplication::processEvents();
  // Step 1 asks for the free move from b6 to b5; a5 is a free move too, not this one.
  drag(w, cell(w, "b6"), cell(w, "a5"));
  QApplication::processEvents();
  CHECK(w.statusBar()->currentMessage().startsWith(QStringLiteral("Not in this lesson")));
  CHECK(w.session()->decisionCount() == 0);
  StackItem* item = w.scene()->stackAt(cell(w, "b6"));
  REQUIRE(item);
  CHECK(item->pos() == w.scene()->cellCorner(cell(w, "b6")));
}

TEST_CASE("client: the dice tumble for a moment, then settle on the faces rolled", "[client]") {
  DiceView dice;
  dice.resize(dice.sizeHint());
  dice.setRows({QStringLiteral("Alexander"), Qt::blue, {3, 5}, 12}, {QStringLiteral("Porus"), Qt::red, {2, 2}, 5});
  dice.roll(AnimationSpeed::Off);
  CHECK_FALSE(dice.rolling());  // off: no animation at all
  dice.roll(AnimationSpeed::Fast);
  CHECK(dice.rolling());
  QImage frame(dice.size(), QImage::Format_ARGB32);
  frame.fill(Qt::black);
  dice.render(&frame);  // a tumbling frame draws: the dice's ivory faces are on it
  int light = 0;
  for (int y = 0; y < frame.height(); y += 2)
    for (int x = 0; x < frame.width(); x += 2) light += qGray(frame.pixel(x, y)) > 200;
  CHECK(light > 100);
  for (int waited = 0; dice.rolling() && waited < 3000; waited += 20) QTest::qWait(20);
  CHECK_FALSE(dice.rolling());
  CHECK(dice.faces() == std::array<int, 4>{3, 5, 2, 2});
  // A new result cuts a roll short and shows its faces at once.
  dice.roll(AnimationSpeed::Normal);
  dice.setRows({QStringLiteral("Alexander"), Qt::blue, {1, 1}, 2}, {QStringLiteral("Porus"), Qt::red, {6, 6}, 12});
  CHECK_FALSE(dice.rolling());
  CHECK(dice.faces() == std::array<int, 4>{1, 1, 6, 6});
}

namespace {
// Alexander ends his phases (discarding from the left when the hand limit
// asks) until the turn is Porus's.
void endAlexandersTurn(MainWindow& w) {
  int guard = 0;
  while (w.session()->state().activeSide() == 0 && guard++ < 50) {
    const QStringList labels = w.decisions()->labels();
    if (labels.isEmpty()) {
      clickCard(w, w.hand()->shownNames().front());
      continue;
    }
    press(w, endLabel(labels).value_or(labels.front()));
  }
}
}  // namespace

TEST_CASE("H2 hot-seat catch-up: when the cover lifts, the other side's actions, their moves as arrows, stepped through once", "[client][catchup]") {
  Fixture f(PlayMode::HotSeat, 1);
  MainWindow& w = f.window;
  CHECK_FALSE(w.catchUp()->isVisible());
  // Alexander: to the Maneuver phase, a free move b2 -> c2 facing E, then on to Porus's turn.
  endPhase(w);
  drag(w, cell(w, "b2"), cell(w, "c2"));
  clickFacing(w, cell(w, "c2"), Facing::E);
  REQUIRE(w.session()->state().unitsAt(cell(w, "c2")) != 0);
  endAlexandersTurn(w);
  REQUIRE(w.cover()->isVisible());
  CHECK_FALSE(w.catchUp()->isVisible());  // nothing shows under the cover
  CHECK(w.scene()->trails().empty());
  const std::size_t alexanders = w.session()->match().actions().size();
  QTest::mouseClick(w.cover()->readyButton(), Qt::LeftButton);
  QApplication::processEvents();
  // Porus has not acted yet: every action of Alexander's, oldest first.
  REQUIRE(w.catchUp()->isVisible());
  CHECK(static_cast<std::size_t>(w.catchUp()->stepCount()) == alexanders);
  CHECK(w.catchUp()->step() == 0);
  CHECK(w.catchUp()->currentLine().contains(QStringLiteral("Alexander")));
  // The free move is an arrow b2 -> c2 in Alexander's colour; it is the
  // strong one when its step is shown.
  std::vector<BoardTrail> trails = w.scene()->trails();
  const auto move = std::find_if(trails.begin(), trails.end(), [&](const BoardTrail& t) {
    return t.kind == BoardTrail::Kind::Move && t.cells.front() == cell(w, "b2") && t.cells.back() == cell(w, "c2");
  });
  REQUIRE(move != trails.end());
  CHECK(move->side == 0);
  CHECK_FALSE(move->current);  // step 0 is the end of the Deception phase
  QTest::mouseClick(w.catchUp()->nextButton(), Qt::LeftButton);
  CHECK(w.catchUp()->step() == 1);
  CHECK(w.catchUp()->currentLine().contains(QStringLiteral("b2→c2")));
  trails = w.scene()->trails();
  CHECK(std::count_if(trails.begin(), trails.end(), [](const BoardTrail& t) { return t.current; }) == 1);
  // Next steps on, to the end; the last Next puts it away.
  auto* logList = w.logDock()->findChild<QTreeView*>();
  REQUIRE(logList);
  CHECK(logList->selectionModel()->hasSelection());  // the step's row is marked in the log
  for (int i = 1; i < w.catchUp()->stepCount(); ++i) QTest::mouseClick(w.catchUp()->nextButton(), Qt::LeftButton);
  CHECK_FALSE(w.catchUp()->isVisible());
  CHECK(w.scene()->trails().empty());
  CHECK_FALSE(logList->selectionModel()->hasSelection());  // and no longer once it is put away
  CHECK_FALSE(logList->currentIndex().isValid());
  // Porus's hand is what shows, never Alexander's.
  QStringList mine;
  for (CardIndex c : w.session()->state().hand(1)) mine << QString::fromStdString(w.session()->game().cards()[c].name);
  CHECK(w.hand()->shownNames() == mine);
}

TEST_CASE("H2 hot-seat catch-up: Porus's next action puts it away, Escape does too", "[client][catchup]") {
  Fixture f(PlayMode::HotSeat, 1);
  MainWindow& w = f.window;
  endAlexandersTurn(w);
  QTest::mouseClick(w.cover()->readyButton(), Qt::LeftButton);
  QApplication::processEvents();
  REQUIRE(w.catchUp()->isVisible());
  QTest::keyClick(w.catchUp(), Qt::Key_Escape);
  CHECK_FALSE(w.catchUp()->isVisible());
  // Shown again by hand-over: a decision by Porus ends it.
  w.catchUp()->start(w.session()->catchUp(1), {QStringLiteral("Alexander"), QStringLiteral("Porus")});
  REQUIRE(w.catchUp()->isVisible());
  const QStringList labels = w.decisions()->labels();
  REQUIRE_FALSE(labels.isEmpty());
  press(w, endLabel(labels).value_or(labels.front()));
  CHECK_FALSE(w.catchUp()->isVisible());
  CHECK(w.scene()->trails().empty());
}

// Stepping through by clicking the same spot: Next keeps its place (the
// panel once moved between corners and grew with a wrapped line); Space
// steps on with the keyboard on the board; the last step has one way out.
TEST_CASE("H2 catch-up: Next stays under the pointer, Space steps on from the board, one Done at the end", "[client][catchup]") {
  Fixture f(PlayMode::HotSeat, 1);
  MainWindow& w = f.window;
  endPhase(w);
  drag(w, cell(w, "b2"), cell(w, "c2"));
  clickFacing(w, cell(w, "c2"), Facing::E);
  endAlexandersTurn(w);
  QTest::mouseClick(w.cover()->readyButton(), Qt::LeftButton);
  QApplication::processEvents();
  REQUIRE(w.catchUp()->isVisible());
  REQUIRE(w.catchUp()->stepCount() >= 3);
  const QPoint nextAt = w.catchUp()->nextButton()->mapTo(&w, QPoint(5, 5));
  for (int i = 0; i + 2 < w.catchUp()->stepCount(); ++i) {
    QTest::mouseClick(w.catchUp()->nextButton(), Qt::LeftButton);
    CHECK(w.catchUp()->nextButton()->mapTo(&w, QPoint(5, 5)) == nextAt);
  }
  // The keyboard is on the board: Space still steps on.
  w.boardView()->setFocus(Qt::OtherFocusReason);
  const int before = w.catchUp()->step();
  QTest::keyClick(w.boardView(), Qt::Key_Space);
  CHECK(w.catchUp()->step() == before + 1);
  // The last step: its Next says Done, and no second Done beside it.
  REQUIRE(w.catchUp()->step() + 1 == w.catchUp()->stepCount());
  int doneButtons = 0;
  for (const QPushButton* b : w.catchUp()->findChildren<QPushButton*>())
    doneButtons += b->isVisible() && b->text().startsWith(QStringLiteral("Done")) ? 1 : 0;
  CHECK(doneButtons == 1);
  QTest::keyClick(w.boardView(), Qt::Key_Return);
  CHECK_FALSE(w.catchUp()->isVisible());
}

// Steps of different lengths (a combat answered with a card takes four
// lines, "breaks off" one): the panel keeps one height, so Next does not
// move from under the pointer.
TEST_CASE("H2 catch-up: the panel keeps its height over steps of different lengths", "[client][catchup]") {
  QWidget board;
  board.resize(900, 600);
  board.show();
  CatchUpPanel panel(&board);
  CatchUp c;
  const QString longLine = QStringLiteral("Turn 4 · Porus answers the attack: +1 with Surrender — Greeks 10 against Indians 15 (+2 / +4: elephants, leader / "
                                          "bigger stack (11 against 7), leader, Greek cavalry or phalanx, support: Surrender) — Chariots eliminated");
  for (const QString& line : {QStringLiteral("Turn 4 · Alexander: breaks off"), longLine, QStringLiteral("Turn 4 · Alexander: ends the Attack phase")}) {
    CatchUpStep step;
    step.line = line;
    step.combat = line == longLine;
    c.steps.push_back(step);
  }
  panel.start(c, {QStringLiteral("Alexander"), QStringLiteral("Porus")});
  QApplication::processEvents();
  const QRect first = QRect(panel.nextButton()->mapTo(&board, QPoint(0, 0)), panel.nextButton()->size());
  const int height = panel.height();
  for (int i = 1; i < 3; ++i) {
    panel.next();
    QApplication::processEvents();
    CHECK(panel.height() == height);
    CHECK(QRect(panel.nextButton()->mapTo(&board, QPoint(0, 0)), panel.nextButton()->size()).topLeft() == first.topLeft());
  }
}

TEST_CASE("H2 catch-up: a combat is summarised, its round with the attack arrow, then its loss", "[client][catchup]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  attackB4WithForcedDice(w);  // Alexander attacks b3 -> b4 and rolls 6+6 against 1+1
  REQUIRE(w.session()->state().step() == Step::DefenderResponse);
  press(w, QStringLiteral("Pass"));  // Porus's answer rolls the round; Alexander has the screen when it falls
  press(w, QStringLiteral("Eliminate one of 8 Punjab Infantry"));
  press(w, QStringLiteral("Break off"));
  REQUIRE_FALSE(w.session()->state().combat().active);
  // What Porus is shown when he next has the screen: the round his answer
  // rolled, then what Alexander did with it.
  const CatchUp seen = w.session()->catchUp(1);
  REQUIRE(seen.steps.size() == 2);
  const CatchUpStep& round = seen.steps[0];
  INFO(round.line.toStdString());
  CHECK(round.combat);
  // 12 + 2 against 2 + 3, each total with what made it up.
  CHECK(round.line.contains(QStringLiteral("Greeks 14 (+2: leader, Greek cavalry or phalanx) against Indians 5 (+3: bigger stack (16 against 12), elephants, leader)")));
  CHECK(round.line.contains(QStringLiteral("elephants")));
  const auto attack = std::find_if(round.trails.begin(), round.trails.end(), [](const BoardTrail& t) { return t.kind == BoardTrail::Kind::Attack; });
  REQUIRE(attack != round.trails.end());
  CHECK(attack->cells == std::vector<Cell>{cell(w, "b3"), cell(w, "b4")});
  CHECK(attack->side == 0);
  CHECK(seen.steps[1].line.contains(QStringLiteral("Punjab Infantry eliminated")));
  // Alexander is shown nothing: he made the last action and saw the round.
  CHECK(w.session()->catchUp(0).empty());
  // The panel steps through them.
  w.catchUp()->start(seen, {QStringLiteral("Alexander"), QStringLiteral("Porus")});
  REQUIRE(w.catchUp()->isVisible());
  CHECK(w.catchUp()->currentLine().contains(QStringLiteral("Greeks 14 (+2: leader, Greek cavalry or phalanx) against Indians 5")));
  // Each step says who acted: the round was Porus's own answer.
  CHECK(seen.steps[0].maker == SideIndex{1});
  CHECK(seen.steps[1].maker == SideIndex{0});
  CHECK(w.catchUp()->currentTitle().contains(QStringLiteral("the round your answer rolled · action 1 of 2")));
  // The round is marked with crossed swords, drawn from the art.
  const auto* mark = w.catchUp()->findChild<QLabel*>(QStringLiteral("combatMark"));
  REQUIRE(mark);
  CHECK(mark->isVisible());
  CHECK_FALSE(mark->pixmap().isNull());
  QTest::mouseClick(w.catchUp()->nextButton(), Qt::LeftButton);
  CHECK(w.catchUp()->currentLine().contains(QStringLiteral("Punjab Infantry eliminated")));
  CHECK(w.catchUp()->currentTitle().contains(QStringLiteral("Alexander · action 2 of 2")));
  CHECK(mark->pixmap().isNull());  // no dice in that one
}

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  qputenv("HYDASPES_NO_AUTOSAVE", "1");
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("HydaspesTests"));
  // English, whatever the machine's locale (i18n_tests.cpp switches for its own checks).
  hydaspes::client::installLanguage(app, QStringLiteral("en"));
  // Settings > Moves and losses: Off, so every test sees each change at once
  // (board_motion_tests.cpp turns it on for the scene it watches).
  QSettings().setValue(QStringLiteral("board/animation"), QStringLiteral("off"));
  return Catch::Session().run(argc, argv);
}

#include "session/catch_up.h"
#include "session/game_session.h"
#include "test_support.h"

// Hot-seat: Alexander declares a free move into the river and Porus, who
// holds Overflowing, may negate it. Porus's catch-up says the move is not
// made yet and draws its arrow, from where it starts to where it would go.
TEST_CASE("Catch-up: a move waiting for the viewer's negate is drawn and said to wait", "[client][catchup]") {
  MainWindow w;
  w.setAutosave(false);
  w.startGame(PlayMode::HotSeat, 22, QString(), QString());  // seed 22: Porus holds Overflowing
  GameSession& s = *w.session();
  for (const char* text : {"move free", "from b2", "take phalanx1", "to b3", "face S"})
    REQUIRE(s.apply(test::parse(s.game(), text)));
  REQUIRE(s.state().step() == Step::NegateWindow);
  const CatchUp c = s.catchUp(SideIndex{1});
  REQUIRE_FALSE(c.empty());
  const CatchUpStep& last = c.steps.back();
  CHECK(last.line.endsWith(QStringLiteral("Porus may negate it")));
  REQUIRE(last.trails.size() == 1);
  CHECK(last.trails[0].kind == BoardTrail::Kind::Move);
  const Board& b = s.game().board();
  CHECK(last.trails[0].cells == std::vector<Cell>{*b.parseCell("b2"), *b.parseCell("b3")});
}

// A finished game vanished with the next New game, unasked, and while it was
// reviewed Save was greyed out: a player who wanted to replay it later could
// not keep it.
TEST_CASE("client: a finished game may be saved while it is reviewed, and is offered for saving before a new one",
          "[client][save]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  GameSession& session = *w.session();
  attackB4ToCasualty(w);  // the Greeks won the round: Porus falls with it
  for (const Decision& d : session.state().legalDecisions())
    if (d.verb == Verb::Kill && session.game().scenario().typeOf(d.arg).mainLeader) REQUIRE(session.apply(d));
  REQUIRE(session.isOver());
  QApplication::processEvents();
  for (auto* box : w.findChildren<QMessageBox*>()) box->close();  // the victory's announcement
  const auto action = [&](const QString& text) -> QAction* {
    for (QAction* a : w.findChildren<QAction*>())
      if (a->text() == text) return a;
    return nullptr;
  };
  QAction* save = action(QStringLiteral("&Save"));
  QAction* review = action(QStringLiteral("&Review the game"));
  REQUIRE(save);
  REQUIRE(review);
  review->trigger();
  QApplication::processEvents();
  REQUIRE(w.replayBar()->isVisible());  // watched as a replay
  CHECK(save->isEnabled());
  w.reviewSearch()->cancel();

  QString asked = QStringLiteral("(not asked)");
  QTimer::singleShot(200, [&] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    REQUIRE(box);
    asked = box->text();
    box->button(QMessageBox::Cancel)->click();
  });
  w.newGame();
  INFO(asked.toStdString());
  CHECK(asked.contains(QStringLiteral("finished game has not been saved")));
  CHECK(session.hasGame());  // cancelled: the finished game stays
  CHECK(session.isOver());
}

// The turn bar says "take units, then drag or click the destination"; a
// tester clicked the highlighted cell before taking any unit (the tutorial's
// first lesson) and nothing happened.
TEST_CASE("M1 client: with a move declared and no unit taken, a click where the stack may go sends it there",
          "[client]") {
  Fixture f(PlayMode::Solo, 1);
  MainWindow& w = f.window;
  GameSession& session = *w.session();
  endPhase(w);  // to the Maneuver phase
  REQUIRE(session.state().phase() == Phase::Maneuver);
  REQUIRE(session.apply({Verb::MoveFree, 0}));
  REQUIRE(session.apply({Verb::From, cell(w, "b2")}));
  REQUIRE(session.state().step() == Step::Units);
  REQUIRE(session.state().pending().group == 0);
  const UnitMask stack = session.state().unitsAt(cell(w, "b2"));

  // Too far for the free move: said, and nothing taken.
  w.statusBar()->clearMessage();
  emit w.scene()->cellClicked(cell(w, "e2"));
  QApplication::processEvents();
  CHECK(session.state().step() == Step::Units);
  CHECK(session.state().pending().group == 0);
  INFO(w.statusBar()->currentMessage().toStdString());
  CHECK(w.statusBar()->currentMessage().contains(QStringLiteral("e2")));

  // One cell away: the whole stack goes, and its facing is asked next.
  emit w.scene()->cellClicked(cell(w, "c2"));
  QApplication::processEvents();
  CHECK(session.state().step() == Step::Facing);
  CHECK(session.state().pending().to == cell(w, "c2"));
  CHECK(session.state().pending().group == stack);
}

// After a turn change a tester saw one row of the log at its top and blank
// space under it, the history above it out of sight: the tree scrolls per
// item, and rows measured at one width kept the scroll position they gave
// once the dock was wider and the rows shorter.
TEST_CASE("client: the log stays filled to its newest row when its width changes", "[client][layout]") {
  QStandardItemModel model;
  LogDock dock;
  dock.setModel(&model);
  dock.resize(260, 300);
  dock.show();
  REQUIRE(QTest::qWaitForWindowExposed(&dock));
  auto* list = dock.findChild<QTreeView*>();
  REQUIRE(list);
  for (int i = 0; i < 40; ++i)
    model.appendRow(new QStandardItem(QStringLiteral("Turn %1 · Alexander: March: Coenus, Companions, Craterus, Phalanx ×2 "
                                                     "b2→c2, facing SW — Porus holds no card to negate the move")
                                          .arg(i)));
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  const auto blankUnderNewest = [&] {
    const QRect last = list->visualRect(model.index(model.rowCount() - 1, 0));
    INFO("the newest row at " << last.top() << "-" << last.bottom() << " of " << list->viewport()->height());
    CHECK(list->viewport()->rect().contains(last.center()));
    return list->viewport()->height() - last.bottom();
  };
  CHECK(blankUnderNewest() < list->viewport()->height() / 3);
  for (int width : {900, 260, 600}) {
    dock.resize(width, 300);
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    INFO("width " << width);
    CHECK(blankUnderNewest() < list->viewport()->height() / 3);
  }
  // A player who scrolled back to read the history keeps their place.
  list->verticalScrollBar()->triggerAction(QAbstractSlider::SliderToMinimum);
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  REQUIRE(list->verticalScrollBar()->value() == 0);
  dock.resize(300, 300);
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  CHECK(list->verticalScrollBar()->value() == 0);
  // A new row follows the newest again.
  model.appendRow(new QStandardItem(QStringLiteral("Turn 41 · Porus: ends the Attack phase")));
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  CHECK(blankUnderNewest() < list->viewport()->height() / 3);
  // A row longer than the log is tall (a combat of nine rounds is one
  // action) is cut to half the view, and the newest row under it is whole:
  // testers saw the newest row alone at the top with blank space under it,
  // or only the start of the long row. Its tooltip holds the whole line.
  QString combat = QStringLiteral("Turn 42 · Alexander: Wreak Havoc: attack c4→b4");
  for (int round = 0; round < 9; ++round)
    combat += QStringLiteral(" — fights on — Greeks 14 against Indians 6 (+6 / +0) — Punjab Infantry eliminated");
  combat += QStringLiteral(" — Alexander wins: half of the enemy army is eliminated");
  auto* longRow = new QStandardItem(combat);
  longRow->setToolTip(QStringLiteral("300. attack wreak-havoc"));
  model.appendRow(longRow);
  model.appendRow(new QStandardItem(QStringLiteral("Turn 42 · Alexander: ends the Attack phase")));
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  const QRect cut = list->visualRect(model.index(model.rowCount() - 2, 0));
  CHECK(cut.height() <= list->viewport()->height() / 2 + 1);
  CHECK(list->viewport()->rect().contains(cut));
  CHECK(list->viewport()->rect().contains(list->visualRect(model.index(model.rowCount() - 1, 0))));
  CHECK(blankUnderNewest() < list->viewport()->height() / 3);
  QHelpEvent tip(QEvent::ToolTip, cut.center(), list->viewport()->mapToGlobal(cut.center()));
  QApplication::sendEvent(list->viewport(), &tip);
  CHECK(QToolTip::text().contains(QStringLiteral("half of the enemy army is eliminated")));
  CHECK(QToolTip::text().contains(QStringLiteral("300. attack wreak-havoc")));
  // A short row keeps the notation alone as its tooltip.
  const QRect shortRow = list->visualRect(model.index(model.rowCount() - 1, 0));
  model.item(model.rowCount() - 1)->setToolTip(QStringLiteral("301. end"));
  QHelpEvent tip2(QEvent::ToolTip, shortRow.center(), list->viewport()->mapToGlobal(shortRow.center()));
  QApplication::sendEvent(list->viewport(), &tip2);
  CHECK(QToolTip::text() == QStringLiteral("301. end"));
}
