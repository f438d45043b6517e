// The presentation (what the window shows) is built from one player's
// Observation: H1 for the client, and the replay bar's landmarks.
#include <catch2/catch.hpp>

#include <algorithm>

#include "hydaspes/game.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/state.h"
#include "hydaspes/world_sample.h"
#include "rules_fixtures.h"
#include "app/words.h"
#include "board/art.h"
#include "session/presentation.h"
#include "session/replay_landmarks.h"

using namespace hydaspes;
using namespace hydaspes::client;

namespace {
GamePtr bundled() { return Game::load(defaultScenarioPath()); }

QStringList names(const std::vector<CardLook>& cards) {
  QStringList out;
  for (const CardLook& c : cards) out << c.name;
  return out;
}
}  // namespace

TEST_CASE("K4 M9 client: alike counters of the losing stack are one casualty choice, split by whether they moved",
          "[client][K4]") {
  const GamePtr game = bundled();
  const Scenario& sc = game->scenario();
  const GameState st = GameState::newGame(game, 1);
  std::vector<UnitStatus> units = st.observe(0).units;
  // Every Indian unit (all in one stack at the start) as a possible loss.
  std::vector<Decision> kills;
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (sc.units[u].side == 1) kills.push_back({Verb::Kill, static_cast<std::uint8_t>(u)});
  const auto texts = [&](const std::vector<UnitChoice>& choices) {
    QStringList out;
    for (const UnitChoice& c : choices) out << unitChoiceText(*game, c);
    return out;
  };
  std::vector<UnitChoice> choices = unitChoices(sc, units, kills);
  CHECK(texts(choices) == QStringList{QStringLiteral("Eliminate King Porus"), QStringLiteral("Eliminate Prince"),
                                      QStringLiteral("Eliminate one of 2 War Elephants"),
                                      QStringLiteral("Eliminate one of 2 Cavalry"),
                                      QStringLiteral("Eliminate one of 2 Chariots"),
                                      QStringLiteral("Eliminate one of 8 Punjab Infantry")});
  int standsFor = 0;
  for (const UnitChoice& c : choices) standsFor += c.alike;
  CHECK(standsFor == static_cast<int>(kills.size()));
  CHECK(choices.back().decision == Decision{Verb::Kill, static_cast<std::uint8_t>(*sc.findUnit("infantry1"))});
  CHECK(unitChoiceTip(*game, choices.back()).contains(QStringLiteral("alike")));
  // Three of the infantry moved this turn (M9): no longer alike to the other five.
  for (const char* id : {"infantry2", "infantry4", "infantry5"}) units[*sc.findUnit(id)].moved = true;
  choices = unitChoices(sc, units, kills);
  const QStringList split = texts(choices);
  CHECK(split.contains(QStringLiteral("Eliminate one of 5 Punjab Infantry (not moved this turn)")));
  CHECK(split.contains(QStringLiteral("Eliminate one of 3 Punjab Infantry (moved this turn)")));
  CHECK(split.contains(QStringLiteral("Eliminate one of 2 Chariots")));  // the other types stay as they were
  CHECK(choices.size() == 7);
  // Only Take and Kill decisions are choices, each verb apart; a unit in another cell is not alike.
  units[*sc.findUnit("infantry8")].cell = static_cast<Cell>(units[*sc.findUnit("infantry8")].cell + 1);
  kills.push_back({Verb::End, 0});
  choices = unitChoices(sc, units, kills);
  CHECK(texts(choices).contains(QStringLiteral("Eliminate one of 4 Punjab Infantry (not moved this turn)")));
  CHECK(choices.size() == 8);
  // The units to take along on a move are grouped the same way.
  std::vector<Decision> takes;
  for (const char* id : {"allies1", "allies2", "coenus", "allies3"}) takes.push_back({Verb::Take, static_cast<std::uint8_t>(*sc.findUnit(id))});
  takes.push_back({Verb::Kill, static_cast<std::uint8_t>(*sc.findUnit("porus"))});
  choices = unitChoices(sc, st.observe(0).units, takes);
  CHECK(texts(choices) == QStringList{QStringLiteral("Take one of 3 Persian & Indian Allies"), QStringLiteral("Take Coenus Cavalry"),
                                      QStringLiteral("Eliminate King Porus")});
  CHECK(unitChoiceName(*game, choices.front()) == QStringLiteral("one of 3 Persian & Indian Allies"));
  // The last one of a type left to take goes by the type, not by its number ("Allies 4").
  choices = unitChoices(sc, st.observe(0).units, {{Verb::Take, static_cast<std::uint8_t>(*sc.findUnit("allies4"))}});
  CHECK(texts(choices) == QStringList{QStringLiteral("Take Persian & Indian Allies")});
  CHECK(unitChoiceTip(*game, choices.front()).contains(QStringLiteral("goes with the units that move")));
}

TEST_CASE("H1 client: the hot-seat presentation holds the seat's hand and nothing of the other", "[client][hidden]") {
  const GamePtr game = bundled();
  Screen screen;
  screen.mode = PlayMode::HotSeat;
  int positions = 0, differing = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    GameState st = GameState::newGame(game, seed);
    Rng rng(seed);
    while (!st.isTerminal() && st.turn() <= 12) {
      const SideIndex seat = st.decidingSide();
      const Observation seen = st.observe(seat);
      const Presentation p = present(game, seen, screen);
      // Another world the seat cannot tell apart gives the same screen.
      const std::vector<CardIndex>& theirs = st.hand(otherSide(seat));
      if (!seen.hands[otherSide(seat)] && st.deck().size() >= theirs.size()) {
        const auto split = st.deck().begin() + static_cast<std::ptrdiff_t>(theirs.size());
        HiddenAssignment swapped;
        swapped.otherHand.assign(st.deck().begin(), split);
        swapped.deck.assign(split, st.deck().end());
        swapped.deck.insert(swapped.deck.end(), theirs.begin(), theirs.end());
        const GameState alt = worldFromObservation(game, seen, swapped, seed);
        differing += alt.hand(otherSide(seat)) != theirs ? 1 : 0;
        const Presentation q = present(game, alt.observe(seat), screen);
        CHECK(names(q.hand.cards) == names(p.hand.cards));
        CHECK(q.turn.awaited == p.turn.awaited);
        CHECK(q.buttons == p.buttons);
        CHECK(q.legal == p.legal);
      }
      // The hand shown is exactly the seat's (or, in a Deception pick, the revealed one).
      if (st.step() != Step::DeceptionPick) {
        std::vector<CardIndex> shown;
        for (const CardLook& c : p.hand.cards) shown.push_back(c.card);
        CHECK(shown == st.hand(seat));
        CHECK(p.hand.others.empty());
      }
      CHECK(p.legal == st.legalDecisions());
      ++positions;
      const auto legal = st.legalDecisions();
      st.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(positions > 200);
  CHECK(differing > positions / 2);
}

// Against the computer, its Deception shows it the player's hand: the
// player sees their own hand, told that the computer picks from it, not
// "revealed by your Deception: pick the card to discard".
TEST_CASE("client: the computer's Deception is told as its own to the hand it looks at", "[client][hidden]") {
  const GamePtr game = bundled();
  Screen screen;
  screen.mode = PlayMode::Computer;
  screen.computer = SideIndex{0};
  int picks = 0;
  for (std::uint64_t seed = 1; seed <= 30 && picks < 3; ++seed) {
    GameState st = GameState::newGame(game, seed);
    Rng rng(seed);
    while (!st.isTerminal() && st.turn() <= 6) {
      if (st.step() == Step::DeceptionPick) {
        ++picks;
        const Presentation p = present(game, st.observe(SideIndex{1}), screen);
        INFO(p.hand.title.toStdString());
        CHECK_FALSE(p.hand.title.contains(QStringLiteral("your Deception")));
        CHECK(p.hand.title.contains(QStringLiteral("Alexander picks")));
        std::vector<CardIndex> shown;
        for (const CardLook& c : p.hand.cards) {
          shown.push_back(c.card);
          CHECK_FALSE(c.playable);  // the computer's pick, not the player's
        }
        CHECK(shown == st.hand(SideIndex{1}));
        // The Deception's player still picks from the hand it shows.
        const Presentation q = present(game, st.observe(SideIndex{0}), Screen{});
        CHECK(q.hand.title.contains(QStringLiteral("revealed by your Deception")));
        break;
      }
      const auto legal = st.legalDecisions();
      st.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(picks > 0);
}

// C4: a card only the other side may play is dead in a hand. Picking from
// Porus's hand after a Deception, a tester could not tell his Greek cards
// from his own; a player over the hand limit discards such a card first.
TEST_CASE("C4 client: a card its holder can never play says so, in a Deception's pick and in one's own hand", "[client]") {
  const GamePtr game = bundled();
  const QString never = QStringLiteral("Porus can never play it");
  int dead = 0, live = 0;
  for (std::uint64_t seed = 1; seed <= 40 && (dead < 2 || live < 2); ++seed) {
    GameState st = GameState::newGame(game, seed);
    Rng rng(seed);
    while (!st.isTerminal() && st.turn() <= 8) {
      const bool pick = st.step() == Step::DeceptionPick;
      if (pick || st.activeSide() == SideIndex{1}) {
        // The Greeks' pick from the hand shown, or Porus's own hand at his seat.
        const SideIndex viewer = pick ? SideIndex{0} : SideIndex{1};
        Screen screen;
        screen.mode = PlayMode::Computer;
        screen.computer = otherSide(viewer);
        const Presentation p = present(game, st.observe(viewer), screen);
        for (const CardLook& c : p.hand.cards) {
          const bool playable = game->rule(c.card).playableBy[1];
          const int leader = game->rule(c.card).leaderType;
          const bool fallen = leader >= 0 && st.fallenLeader(leader).has_value();  // C7
          INFO(c.name.toStdString() << ": " << c.note.toStdString());
          CHECK(c.note.contains(never) == !playable);
          CHECK(c.dead == (!playable || fallen));
          CHECK(c.note.contains(QStringLiteral("has fallen")) == (playable && fallen));
          ++(playable ? live : dead);
        }
      }
      const auto legal = st.legalDecisions();
      st.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(dead >= 2);
  CHECK(live >= 2);
}

// C7: a tester kept the Craterus card, looking like any other card, long
// after Craterus fell. A leader card whose leader has fallen is dead too.
TEST_CASE("C7 client: a leader card whose leader has fallen is dead in the hand and says why", "[client]") {
  const GamePtr game = bundled();
  const Game& g = *game;
  GameState st = test::Setup().phase("maneuver").greek({"craterus", "rush"}).indian({}).start();
  const auto craterus = [&] {
    for (std::size_t u = 0; u < g.scenario().units.size(); ++u)
      if (g.scenario().units[u].id == "craterus") return static_cast<UnitIndex>(u);
    return UnitIndex{0};
  }();
  const auto lookOf = [&](const GameState& s, const char* id) {
    const Presentation p = present(game, s.observe(SideIndex{0}), Screen{});
    for (const CardLook& c : p.hand.cards)
      if (g.cards()[c.card].id == id) return c;
    FAIL("no card " << id);
    return CardLook{};
  };
  CHECK_FALSE(lookOf(st, "craterus").dead);
  GameState fallen = test::Setup().phase("maneuver").greek({"craterus", "rush"}).indian({}).dead("craterus").start();
  REQUIRE_FALSE(fallen.units()[craterus].alive);
  const CardLook card = lookOf(fallen, "craterus");
  CHECK(card.dead);
  CHECK_FALSE(card.playable);
  CHECK(card.note == QStringLiteral("Craterus Phalanx has fallen: it can no longer be played"));
  CHECK_FALSE(lookOf(fallen, "rush").dead);
}

TEST_CASE("client: under the hot-seat cover nothing private and nothing to decide", "[client][hidden]") {
  const GamePtr game = bundled();
  const GameState st = GameState::newGame(game, 1);
  Screen screen;
  screen.coveredFor = st.decidingSide();
  const Presentation p = present(game, st.observe(st.decidingSide()), screen);
  CHECK(p.hand.cards.empty());
  CHECK(p.hand.others.empty());
  CHECK(p.buttons.empty());
  CHECK(p.legal.empty());
  CHECK_FALSE(p.board.stacks.empty());  // the board is public
}

// A finished game, both hands in view (as GameSession observes it): the
// winner's hand in the strip, the loser's to its right, none playable.
TEST_CASE("client: when the battle is decided both hands are open", "[client]") {
  const GamePtr game = bundled();
  GameState st = GameState::newGame(game, 5);
  Rng rng(5);
  while (!st.isTerminal()) {
    const auto legal = st.legalDecisions();
    st.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  Observation o = st.observe(SideIndex{0});
  for (int s = 0; s < kSideCount; ++s) o.hands[s] = st.hand(static_cast<SideIndex>(s));
  o.seat = std::nullopt;
  REQUIRE(o.winner);
  const SideIndex winner = *o.winner, loser = otherSide(*o.winner);
  Screen screen;
  screen.mode = PlayMode::HotSeat;
  const Presentation p = present(game, o, screen);
  std::vector<CardIndex> shown, beyond;
  // Open to read: no card's tip says it cannot be played (a tester hovered
  // for the card and read "The battle is decided").
  for (const CardLook& c : p.hand.cards) {
    shown.push_back(c.card);
    CHECK(c.why.isEmpty());
  }
  for (const CardLook& c : p.hand.others) {
    beyond.push_back(c.card);
    CHECK_FALSE(c.playable);
    CHECK(c.why.isEmpty());
  }
  CHECK(shown == st.hand(winner));
  CHECK(beyond == st.hand(loser));
  CHECK(p.hand.title.contains(QStringLiteral("has won")));
}

// A tester as Porus, the computer's Alexander deciding, hovered her cards
// and read "Alexander holds no Prince (rule T4)": the engine's answer for a
// card played by the side deciding. Her hand's cards say whose turn it is.
TEST_CASE("client: a hand whose side does not decide says whose turn it is, not what the other holds", "[client][computer]") {
  const GamePtr game = bundled();
  const GameState st = GameState::newGame(game, 113);
  REQUIRE(st.decidingSide() == 0);
  Screen screen;
  screen.mode = PlayMode::Computer;
  screen.computer = SideIndex{0};
  const Presentation p = present(game, st.observe(SideIndex{1}), screen);
  REQUIRE_FALSE(p.hand.cards.empty());
  for (const CardLook& c : p.hand.cards) {
    INFO(c.name.toStdString() << ": " << c.why.toStdString());
    CHECK_FALSE(c.playable);
    CHECK(c.why == QStringLiteral("Not now: Alexander decides"));
  }
}

TEST_CASE("client: the replay bar's landmarks are the timeline's", "[client][replay]") {
  const GamePtr game = bundled();
  GameState st = GameState::newGame(game, 5);
  const GameState opening = st;
  std::vector<Decision> decisions;
  Rng rng(5);
  while (!st.isTerminal() && decisions.size() < 600) {
    const auto legal = st.legalDecisions();
    decisions.push_back(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    st.apply(decisions.back());
  }
  const ReplayTimeline timeline(opening, decisions);
  const ReplayLandmarks marks(timeline);
  CHECK(marks.length() == timeline.size());
  for (Landmark kind : {Landmark::Turn, Landmark::Phase, Landmark::Combat})
    for (std::size_t p = 0; p <= timeline.size(); ++p) {
      CHECK(marks.next(p, kind) == timeline.next(p, kind));
      CHECK(marks.previous(p, kind) == timeline.previous(p, kind));
    }
}

#include <QApplication>

#include <QImage>
#include <QPainter>

#include "app/main_window.h"
#include "board/counter_face.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/stack_item.h"
#include "hand/hand_widget.h"

TEST_CASE("client: the whole board shows at laptop and desktop sizes, short cards in small windows", "[client][layout]") {
  for (const QSize size : {QSize(1024, 640), QSize(1366, 768), QSize(1920, 1080)}) {
    MainWindow w;
    w.fitTo(size);
    w.startGame(PlayMode::Solo, 1, QString(), QString());
    w.show();
    QApplication::processEvents();
    w.boardView()->fitBoard();
    QApplication::processEvents();
    INFO(size.width() << "x" << size.height());
    CHECK(w.width() == size.width());
    CHECK(w.height() == size.height());
    const QRect shown = w.boardView()->mapFromScene(w.scene()->sceneRect()).boundingRect();
    CHECK(w.boardView()->viewport()->rect().adjusted(-1, -1, 1, 1).contains(shown));
    // A cell stays big enough to read a counter.
    const QRect cell = w.boardView()->mapFromScene(QRectF(0, 0, 100, 100)).boundingRect();
    CHECK(cell.width() >= 46);
    // Small windows give the board room: the hand's cards are short there.
    const auto* strip = w.hand()->findChild<QWidget*>(QStringLiteral("decidingHand"));
    REQUIRE(strip);
    CHECK((strip->height() < 150) == (size.height() < 820));
  }
}

TEST_CASE("client: every counter's name is written whole", "[client][layout]") {
  const GamePtr game = bundled();
  const Scenario& sc = game->scenario();
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    const UnitType& t = sc.typeOf(static_cast<UnitIndex>(u));
    const CounterLabel label = counterLabel(QString::fromStdString(t.shortName), QString::number(t.maxMove), QFont());
    INFO(t.shortName);
    CHECK(label.whole);
    CHECK(label.name == QString::fromStdString(t.shortName));  // all of it, not one word
    CHECK(label.font.pixelSize() >= 9);
  }
}

// A scenario with no short names and no art (an old save's, or one's own):
// a long name shows its longest word that fits, never "Alexa…", and the
// plate carries the name's initials instead of a blank.
TEST_CASE("client: a counter without a short name or art still reads", "[client][layout]") {
  const CounterLabel alexander = counterLabel(QStringLiteral("Alexander the Great"), QStringLiteral("6"), QFont());
  CHECK(alexander.whole);
  CHECK(alexander.name == QStringLiteral("Alexander"));
  const CounterLabel allies = counterLabel(QStringLiteral("Persian & Indian Allies"), QStringLiteral("3"), QFont());
  CHECK(allies.whole);
  CHECK(allies.name == QStringLiteral("Persian"));
  CHECK(counterLabel(QStringLiteral("Porus"), QStringLiteral("3"), QFont()).name == QStringLiteral("Porus"));
  // One word too long for any size is cut, and says so.
  const CounterLabel cut = counterLabel(QStringLiteral("Hypaspistai-Argyraspides"), QStringLiteral("3"), QFont());
  CHECK_FALSE(cut.whole);
  CHECK(cut.name.endsWith(QChar(0x2026)));

  // The plate: dark strokes where the symbol would be, for a face with no
  // symbol and one whose art is missing alike.
  const auto darkOnPlate = [](const QString& symbol) {
    QImage img(140, 140, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    drawCounterFace(&p, QRectF(0, 0, 140, 140), QColor(0x2f, 0x5d, 0xa8), CounterFace{QStringLiteral("King Porus"), symbol, 3}, 1.0);
    p.end();
    int dark = 0;
    for (int y = 20; y < 88; ++y)  // the plate: 10..60 by 8..46 of 70, doubled
      for (int x = 24; x < 116; ++x) dark += qGray(img.pixel(x, y)) < 120;
    return dark;
  };
  CHECK(darkOnPlate(QString()) > 40);
  CHECK(darkOnPlate(QStringLiteral("no-such-art")) > 40);
}

// On a 1024x640 screen the board's counters are about 32 px wide and a name
// came out 5 px high, unreadable: below kCompactCounterPx a counter shows
// its Maximum Move in large figures instead (the name is in its tooltip and
// in the stack's fan). Measured: the height of the white figures in the
// counter's bottom band, at 32 px and, scaled alike, at 60 px (the fan).
TEST_CASE("client: a counter too small for its name shows its Maximum Move in large figures", "[client][layout]") {
  const auto figureHeight = [](qreal size) {
    const int side = static_cast<int>(size);
    QImage img(side, side, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    drawCounterFace(&p, QRectF(0, 0, size, size), QColor(0x2f, 0x5d, 0xa8), CounterFace{QStringLiteral("Porus"), QString(), 3}, 1.0);
    p.end();
    int top = side, bottom = -1;
    for (int y = side * 62 / 100; y < side; ++y)  // the band under the plate
      for (int x = 0; x < side; ++x) {
        const QRgb c = img.pixel(x, y);  // white, not the plate's cream
        if (qRed(c) > 235 && qGreen(c) > 235 && qBlue(c) > 235 && qAlpha(c) > 200) top = std::min(top, y), bottom = std::max(bottom, y);
      }
    return bottom < 0 ? 0.0 : static_cast<qreal>(bottom - top + 1) / size;  // as a share of the counter
  };
  CHECK(kCompactCounterPx > 32);
  CHECK(kCompactCounterPx < 43);  // a 1366x768 window's counters keep their names
  const qreal small = figureHeight(32), fan = figureHeight(60);
  CHECK(small * 32 >= 7);  // px on the screen, a figure of an 11 px font: readable
  CHECK(small > fan * 1.4);  // larger, for the size, than the face with a name
}

#include <QFile>
#include <QRegularExpression>

#include "app/rules_window.h"

TEST_CASE("client: the Rules window finds a ruling by its ID and lists every card", "[client][rules]") {
  MainWindow w;
  w.startGame(PlayMode::Solo, 1, QString(), QString());
  w.showRules(QStringLiteral("H4"));
  RulesWindow* rules = w.rulesWindow();
  REQUIRE(rules);
  CHECK(rules->isVisible());
  CHECK(rules->currentBlockText().startsWith(QStringLiteral("H4 Undo works on whole actions")));
  CHECK(rules->showRule(QStringLiteral("M5")));
  CHECK(rules->currentBlockText().startsWith(QStringLiteral("M5")));
  CHECK_FALSE(rules->showRule(QStringLiteral("Z99")));
  CHECK(rules->find(QStringLiteral("hand limit")));
  CHECK(rules->cardCount() == w.session()->game().cards().size());
  // Every ruling of docs/rules.md can be reached by its ID.
  QFile md(QStringLiteral(":/docs/rules.md"));
  REQUIRE(md.open(QIODevice::ReadOnly));
  const QString text = QString::fromUtf8(md.readAll());
  int ids = 0;
  for (auto it = QRegularExpression(QStringLiteral("^- \\*\\*([A-Z][0-9]+)\\*\\*"), QRegularExpression::MultilineOption)
                     .globalMatch(text);
       it.hasNext(); ++ids) {
    const QString id = it.next().captured(1);
    INFO(id.toStdString());
    CHECK(rules->showRule(id));
  }
  CHECK(ids >= 50);
}

#include <QAbstractButton>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextBlock>
#include <QSignalSpy>
#include <QAbstractTextDocumentLayout>
#include <QTest>
#include <QLineEdit>
#include <QHeaderView>
#include <QTreeWidget>
#include <QLabel>

// A tester found the card table's restrictions cut ("Only the Alexander
// Unit …") and a search that did nothing until Enter was pressed.
TEST_CASE("client: the Rules window shows each card's restriction whole and searches as it is typed", "[client][rules]") {
  RulesWindow rules;
  rules.setCards(*Game::load(defaultScenarioPath()));
  rules.show();
  rules.findChild<QTabWidget*>()->setCurrentIndex(1);
  QApplication::processEvents();
  const auto* cards = rules.findChild<QTreeWidget*>();
  REQUIRE(cards);
  const QFontMetrics metrics(cards->font());
  int restrictions = 0;
  for (int i = 0; i < cards->topLevelItemCount(); ++i) {
    const QString note = cards->topLevelItem(i)->text(5);
    if (note.isEmpty()) continue;
    ++restrictions;
    INFO(note.toStdString());
    CHECK(metrics.horizontalAdvance(note) + 8 <= cards->header()->sectionSize(5));
  }
  CHECK(restrictions > 10);
  // Testers read "OUSWI" as nothing: the short form is told under the
  // table, with what a leader card may do and a link to its ruling.
  auto* forms = rules.findChild<QLabel*>(QStringLiteral("cardShortForms"));
  REQUIRE(forms);
  CHECK(forms->isVisible());
  CHECK(forms->text().contains(QStringLiteral("<b>OUSWI</b>: or/and units stacked with it")));
  CHECK(forms->text().contains(QStringLiteral("<a href=\"C7\">C7</a>")));
  emit forms->linkActivated(QStringLiteral("C7"));
  CHECK(rules.findChild<QTabWidget*>()->currentIndex() == 0);
  CHECK(rules.currentBlockText().startsWith(QStringLiteral("C7")));
  rules.findChild<QTabWidget*>()->setCurrentIndex(1);
  auto* search = rules.findChild<QLineEdit*>();
  auto* browser = rules.findChild<QTextBrowser*>();
  REQUIRE(search);
  REQUIRE(browser);
  QTest::keyClicks(search, QStringLiteral("river"));  // no Enter
  CHECK(rules.findChild<QTabWidget*>()->currentIndex() == 0);
  CHECK(browser->textCursor().selectedText().compare(QStringLiteral("river"), Qt::CaseInsensitive) == 0);
  search->clear();
  QTest::keyClicks(search, QStringLiteral("M4"));  // a ruling's ID: its entry
  CHECK(browser->textCursor().block().text().startsWith(QStringLiteral("M4")));
}

// A tester pressed Page Down as the window opened (the search box has the
// focus) and the rules did not move.
TEST_CASE("client: Page Down and Page Up in the Rules window page through the rules, keeping two lines in sight, Home and End go to its ends, and Ctrl+W closes it", "[client][rules]") {
  RulesWindow rules;
  rules.show();
  QApplication::processEvents();
  auto* search = rules.findChild<QLineEdit*>();
  auto* browser = rules.findChild<QTextBrowser*>();
  REQUIRE(search);
  REQUIRE(browser);
  QScrollBar* bar = browser->verticalScrollBar();
  REQUIRE(bar->maximum() > bar->pageStep());
  REQUIRE(bar->value() == 0);
  QTest::keyClick(search, Qt::Key_PageDown);
  // A page, less two lines that stay in sight (a whole viewport's step cut
  // a table row at the edge, and a tester read it as rows skipped).
  const int step = bar->value();
  const int line = browser->fontMetrics().lineSpacing();
  CHECK(step == browser->viewport()->height() - 2 * line);
  CHECK(step > bar->pageStep() / 2);
  QTest::keyClick(search, Qt::Key_PageDown);
  CHECK(bar->value() == 2 * step);
  QTest::keyClick(search, Qt::Key_PageUp);
  CHECK(bar->value() == step);
  CHECK(search->text().isEmpty());  // nothing typed into the search
  // The same keys with the rules themselves focused.
  browser->setFocus();
  QTest::keyClick(browser, Qt::Key_PageDown);
  CHECK(bar->value() == 2 * step);
  QTest::keyClick(browser, Qt::Key_PageUp);
  CHECK(bar->value() == step);
  // Home and End, with Ctrl or in the rules themselves, go to the start and
  // the end (a tester who had clicked into the text pressed them in vain).
  QTest::keyClick(browser, Qt::Key_End);
  CHECK(bar->value() == bar->maximum());
  QTest::keyClick(browser, Qt::Key_Home);
  CHECK(bar->value() == 0);
  QTest::keyClick(browser, Qt::Key_End, Qt::ControlModifier);
  CHECK(bar->value() == bar->maximum());
  QTest::keyClick(browser, Qt::Key_Home, Qt::ControlModifier);
  CHECK(bar->value() == 0);
  search->setFocus();
  QTest::keyClicks(search, QStringLiteral("a"));  // one letter searches nothing yet
  QTest::keyClick(search, Qt::Key_Home);  // in the search box, Home moves in the line
  CHECK(search->cursorPosition() == 0);
  CHECK(bar->value() == 0);
  QTest::keyClick(search, Qt::Key_End, Qt::ControlModifier);
  CHECK(bar->value() == bar->maximum());
  search->clear();
  // Ctrl+W closes the window, as Escape does (a tester tried it).
  REQUIRE(rules.isVisible());
  QTest::keySequence(&rules, QKeySequence(QKeySequence::Close));
  CHECK_FALSE(rules.isVisible());
}

// A tester found the scroll bar stopping short of the end once the window
// was maximised: the text is laid out a piece at a time after each new
// width, so the bar's range grew under the pointer. Scrolled to the end at
// once after a resize, the last line of the rules is in sight.
TEST_CASE("client: the Rules window scrolls to the last line of the rules at once after a resize", "[client][rules]") {
  RulesWindow rules;
  rules.show();
  QApplication::processEvents();
  auto* browser = rules.findChild<QTextBrowser*>();
  REQUIRE(browser);
  QScrollBar* bar = browser->verticalScrollBar();
  for (const QSize size : {QSize(1366, 740), QSize(700, 500), QSize(1920, 1040)}) {
    INFO(size.width() << "x" << size.height());
    rules.resize(size);
    QApplication::processEvents();
    bar->setValue(bar->maximum());
    const QTextBlock last = browser->document()->lastBlock();
    const QRectF end = browser->document()->documentLayout()->blockBoundingRect(last);
    CHECK(end.bottom() - bar->value() <= browser->viewport()->height() + 1);
    const int maximum = bar->maximum();
    QTest::qWait(300);  // no layout left to come
    CHECK(bar->maximum() == maximum);
  }
}

TEST_CASE("client: the Rules window shows players the rules only, every ruling kept", "[client][rules]") {
  RulesWindow rules;
  const auto* browser = rules.findChild<QTextBrowser*>();
  REQUIRE(browser);
  const QString shown = browser->toPlainText();
  INFO(shown.toStdString());
  // docs/rules.md keeps its passages for developers; the window leaves them out.
  QFile md(QStringLiteral(":/docs/rules.md"));
  REQUIRE(md.open(QIODevice::ReadOnly));
  const QString source = QString::fromUtf8(md.readAll());
  for (const QString& developers : {QStringLiteral("TEST_CASE"), QStringLiteral("grep"), QStringLiteral("Where each rule lives"),
                                    QStringLiteral("Clarified 2026"), QStringLiteral("self-play"), QStringLiteral("refusal.h")}) {
    INFO(developers.toStdString());
    CHECK(source.contains(developers));
    CHECK_FALSE(shown.contains(developers));
  }
  CHECK_FALSE(shown.contains(QRegularExpression(QStringLiteral("\\b[a-z_]+\\.(h|cpp)\\b"))));  // no source file names
  CHECK_FALSE(shown.contains(QStringLiteral("developers")));
  CHECK_FALSE(shown.contains(QStringLiteral("<!--")));
  // Every ruling of docs/rules.md is still shown, as a paragraph of its own
  // that its ID opens (a refusal's link goes there).
  int ids = 0;
  for (auto it = QRegularExpression(QStringLiteral("^- \\*\\*([A-Z][0-9]+)\\*\\*"), QRegularExpression::MultilineOption)
                     .globalMatch(source);
       it.hasNext(); ++ids) {
    const QString id = it.next().captured(1);
    INFO(id.toStdString());
    CHECK(shown.contains(QRegularExpression(QStringLiteral("^%1 ").arg(id), QRegularExpression::MultilineOption)));
    REQUIRE(rules.showRule(id));
    CHECK(rules.currentBlockText().startsWith(id + QLatin1Char(' ')));
  }
  CHECK(ids >= 50);
  // A passage left out of a paragraph leaves the paragraph whole, and the
  // next entry still opens a paragraph of its own.
  REQUIRE(rules.showRule(QStringLiteral("V2")));
  CHECK(rules.currentBlockText().trimmed() == QStringLiteral("V2 Turns are not limited; the only way a game ends is V1."));
  REQUIRE(rules.showRule(QStringLiteral("M5")));
  CHECK(rules.currentBlockText().trimmed().endsWith(QStringLiteral("e3–e2–f3.")));
  REQUIRE(rules.showRule(QStringLiteral("M6")));
  CHECK(rules.currentBlockText().startsWith(QStringLiteral("M6 An R card move")));
  // The players' introduction is kept.
  CHECK(shown.contains(QStringLiteral("Every rule has a short ID")));
  CHECK(shown.contains(QStringLiteral("are project rulings")));
}

#include <QLabel>
#include <QStatusBar>

#include "panels/decision_bar.h"

TEST_CASE("client: a refusal cites its rule, and its link and F1 open the Rules window there", "[client][rules][refusal]") {
  MainWindow w;
  w.startGame(PlayMode::Solo, 1, QString(), QString());
  w.show();
  auto* link = w.findChild<QLabel*>(QStringLiteral("ruleLink"));
  REQUIRE(link);
  // A decision out of place (a Pass in the Tactics phase, as a button would
  // send it) is refused in words that cite the ruling.
  w.statusBar()->clearMessage();
  emit w.decisions()->chosen(Decision{Verb::Pass, 0});
  const QString message = w.statusBar()->currentMessage();
  INFO(message.toStdString());
  const QRegularExpressionMatch cited = QRegularExpression(QStringLiteral("\\(rule ([A-Z][0-9]+)\\)$")).match(message);
  REQUIRE(cited.hasMatch());
  const QString id = cited.captured(1);
  CHECK(link->isVisible());
  CHECK(link->text().contains(QStringLiteral("Rule %1").arg(id)));
  emit link->linkActivated(id);
  REQUIRE(w.rulesWindow());
  CHECK(w.rulesWindow()->currentBlockText().startsWith(id));
  // F1 with the refusal on screen goes to the same ruling.
  w.rulesWindow()->showRule(QStringLiteral("H1"));
  w.statusBar()->showMessage(message);
  for (QAction* a : w.findChildren<QAction*>())
    if (a->shortcut() == QKeySequence(QKeySequence::HelpContents)) a->trigger();
  CHECK(w.rulesWindow()->currentBlockText().startsWith(id));
  // Messages that cite nothing hide the link.
  w.statusBar()->showMessage(QStringLiteral("Saved"));
  CHECK_FALSE(link->isVisible());
}

TEST_CASE("client: a Game-menu key refused now cites its rule", "[client][rules][refusal]") {
  MainWindow w;
  w.startGame(PlayMode::Solo, 1, QString(), QString());
  w.show();
  QAction* pass = nullptr;
  for (QAction* a : w.findChildren<QAction*>())
    if (a->shortcut() == QKeySequence(Qt::Key_P)) pass = a;
  REQUIRE(pass);
  REQUIRE(w.session()->state().step() == Step::Main);  // nothing to pass at the phase level
  w.statusBar()->clearMessage();
  pass->trigger();
  const QString message = w.statusBar()->currentMessage();
  INFO(message.toStdString());
  CHECK(message.startsWith(QStringLiteral("Not now")));
  CHECK(QRegularExpression(QStringLiteral("\\(rule [A-Z][0-9]+\\)$")).match(message).hasMatch());
}

TEST_CASE("client: every card of the hand shows the icon of its type, and every icon and die face has its art", "[client][art]") {
  const GamePtr game = bundled();
  const GameState st = GameState::newGame(game, 1);
  Screen screen;
  screen.mode = PlayMode::Solo;
  const Presentation p = present(game, st.observe(st.decidingSide()), screen);
  REQUIRE_FALSE(p.hand.cards.empty());
  for (const CardLook& look : p.hand.cards)
    CHECK(look.icon == QStringLiteral("cards/") + QString::fromStdString(cardTypeCode(game->cards()[look.card].type)));
  for (int t = 0; t <= static_cast<int>(CardType::X); ++t) {
    const QString element = QStringLiteral("cards/") + QString::fromStdString(cardTypeCode(static_cast<CardType>(t)));
    INFO(element.toStdString());
    CHECK_FALSE(Art::instance().pixmap(element, QSize(20, 20), 1.0).isNull());
  }
  for (int face = 1; face <= 6; ++face) CHECK_FALSE(Art::instance().pixmap(QStringLiteral("dice/%1").arg(face), QSize(30, 30), 2.0).isNull());
}

#include <QListView>
#include <QScrollBar>
#include <QWheelEvent>

#include "hand/card_delegate.h"
#include "hand/card_strip.h"
#include "hand/hand_model.h"

// A hand a little wider than its strip narrows its cards to fit rather than
// hide one behind the "1 more" badge: three testers at 1366x768 and 1600x900
// missed the card there. Past the narrowest width (every title of the card
// table still whole) the row scrolls as before; fewer cards take their
// natural width again.
TEST_CASE("client: a hand narrows its cards to fit its strip, down to the narrowest that writes every title whole", "[client][layout]") {
  const GamePtr game = bundled();
  const QStringList titles = cardTitles(*game);
  HandWidget hand;
  hand.resize(1100, 260);
  hand.setCardTitles(titles);
  hand.QWidget::show();
  QApplication::processEvents();
  const auto lookOf = [&](int count) {
    HandLook look{QStringLiteral("Alexander's hand"), {}, QString(), {}};
    for (int c = 0; c < count; ++c) {
      CardLook card;
      card.card = static_cast<CardIndex>(c);
      card.name = titles[c % titles.size()];
      card.playable = true;
      look.cards.push_back(card);
    }
    return look;
  };
  CardStrip* strip = nullptr;
  for (CardStrip* s : hand.findChildren<CardStrip*>())
    if (s->cards() == hand.decidingHand()) strip = s;
  REQUIRE(strip);
  const auto cardWidth = [&] { return strip->visualRect(strip->model()->index(0, 0)).width(); };
  hand.show(lookOf(5));
  QApplication::processEvents();
  CHECK(cardWidth() == CardDelegate::cardSize().width());
  const int natural = strip->viewport()->width() / (CardDelegate::cardSize().width() + 2 * strip->spacing());
  REQUIRE(natural < 9);  // nine cards at their natural width would not fit
  for (const int count : {9, 10}) {
    INFO(count << " cards");
    hand.show(lookOf(count));
    QApplication::processEvents();
    CHECK(cardWidth() < CardDelegate::cardSize().width());
    CHECK(cardWidth() >= CardDelegate::kNarrowestCard);
    CHECK(strip->cardsOutOfSight() == std::make_pair(0, 0));
    CHECK(strip->endButton(false)->isHidden());
    CHECK(strip->cutTitles(titles).isEmpty());
  }
  // Too many for the narrowest cards: those scroll between the end buttons,
  // which count the rest.
  hand.show(lookOf(14));
  QApplication::processEvents();
  const int narrowest = cardWidth();
  CHECK(narrowest < CardDelegate::cardSize().width());
  hand.show(lookOf(20));
  QApplication::processEvents();
  CHECK(cardWidth() == narrowest);
  CHECK(strip->cardsOutOfSight().second > 0);
  CHECK(strip->cutTitles(titles).isEmpty());
  // A wider strip gives the cards their width back.
  hand.show(lookOf(9));
  hand.resize(1400, 260);
  QApplication::processEvents();
  CHECK(cardWidth() == CardDelegate::cardSize().width());
  CHECK(strip->cardsOutOfSight() == std::make_pair(0, 0));
}

// A hand wider than its strip (ten cards on a laptop): the one card that
// can be played was off to the right; it is scrolled into view, and the
// wheel turns the row.
TEST_CASE("client: a playable card beyond the strip's edge is brought into view, the wheel turns the row", "[client][layout]") {
  HandWidget hand;
  hand.resize(700, 260);
  hand.QWidget::show();
  QApplication::processEvents();
  HandLook look{QStringLiteral("Alexander's hand"), {}, QString(), {}};
  for (CardIndex c = 0; c < 10; ++c) {
    CardLook card;
    card.card = c;
    card.name = QStringLiteral("Card %1").arg(c);
    card.playable = c == 8;
    look.cards.push_back(card);
  }
  hand.show(look);
  QApplication::processEvents();
  CardStrip* strip = nullptr;
  for (CardStrip* s : hand.findChildren<CardStrip*>())
    if (s->cards() == hand.decidingHand()) strip = s;
  REQUIRE(strip);
  const auto inView = [&](int row) { return strip->viewport()->rect().contains(strip->visualRect(strip->model()->index(row, 0))); };
  CHECK(inView(8));
  CHECK_FALSE(inView(0));
  const int before = strip->horizontalScrollBar()->value();
  QWheelEvent up(QPointF(50, 50), strip->viewport()->mapToGlobal(QPointF(50, 50)), QPoint(), QPoint(0, 120), Qt::NoButton,
                 Qt::NoModifier, Qt::NoScrollPhase, false);
  QApplication::sendEvent(strip->viewport(), &up);
  CHECK(strip->horizontalScrollBar()->value() < before);
  // The scroll bar's arrows move the row a card at a time, its trough by
  // the whole cards in sight; the strip rests on a card's edge.
  QScrollBar* bar = strip->horizontalScrollBar();
  const int pitch = strip->visualRect(strip->model()->index(1, 0)).left() - strip->visualRect(strip->model()->index(0, 0)).left();
  REQUIRE(pitch > 0);
  bar->setValue(0);
  bar->triggerAction(QAbstractSlider::SliderSingleStepAdd);
  CHECK(bar->value() == pitch);
  CHECK(inView(1));
  CHECK_FALSE(inView(0));
  bar->triggerAction(QAbstractSlider::SliderSingleStepSub);
  CHECK(bar->value() == 0);
  bar->triggerAction(QAbstractSlider::SliderPageStepAdd);
  CHECK(bar->value() > 0);
  CHECK(bar->value() % pitch == 0);
  // Buttons at the row's ends count the cards out of sight, and a click on
  // one brings those cards into sight, as many as the strip shows at once.
  bar->setValue(0);
  QApplication::processEvents();
  const auto [leftAtStart, rightAtStart] = strip->cardsOutOfSight();
  CHECK(leftAtStart == 0);
  int hidden = 0;
  for (int row = 0; row < 10; ++row) hidden += inView(row) ? 0 : 1;
  CHECK(rightAtStart == hidden);
  CHECK(hidden > 0);
  QAbstractButton* leftEnd = strip->endButton(true);
  QAbstractButton* rightEnd = strip->endButton(false);
  REQUIRE_FALSE(leftEnd->isHidden());
  REQUIRE_FALSE(rightEnd->isHidden());
  CHECK_FALSE(leftEnd->isEnabled());
  CHECK(rightEnd->isEnabled());
  CHECK(rightEnd->text().contains(QString::number(hidden)));
  // The buttons stand beside the cards, not over them, and the cards
  // between them are whole: none is cut at an end (testers saw the badges
  // drawn over the row hide the corners of the cards beneath).
  const QRect cards = strip->viewport()->geometry();
  CHECK(leftEnd->geometry().right() < cards.left());
  CHECK(rightEnd->geometry().left() > cards.right());
  const auto cut = [&] {
    int n = 0;
    for (int row = 0; row < 10; ++row)
      if (!inView(row) && strip->visualRect(strip->model()->index(row, 0)).intersects(strip->viewport()->rect())) ++n;
    return n;
  };
  CHECK(cut() == 0);
  QTest::mouseClick(rightEnd, Qt::LeftButton);
  const int shown = std::min(hidden, strip->viewport()->width() / pitch);
  CHECK(bar->value() == shown * pitch);
  CHECK(strip->cardsOutOfSight() == std::make_pair(shown, hidden - shown));
  CHECK(cut() == 0);
  REQUIRE(leftEnd->isEnabled());
  CHECK(leftEnd->text().contains(QString::number(shown)));
  QTest::mouseClick(leftEnd, Qt::LeftButton);
  CHECK(bar->value() == 0);
  CHECK(strip->cardsOutOfSight().first == 0);
  // Clicked on to the row's end, the button stays where it stood with
  // nothing more to bring in: clicks more there choose no card (testers
  // played a card so when a badge went from under the pointer).
  QSignalSpy chosen(strip, &CardStrip::cardChosen);
  bar->setValue(bar->maximum());
  QApplication::processEvents();
  const QRect leftAtEnd = leftEnd->geometry();
  for (int i = 0; i < 12 && leftEnd->isEnabled(); ++i) QTest::mouseClick(leftEnd, Qt::LeftButton);
  REQUIRE_FALSE(leftEnd->isEnabled());
  CHECK(bar->value() == 0);
  CHECK(leftEnd->geometry() == leftAtEnd);
  CHECK_FALSE(leftEnd->isHidden());
  QTest::mouseClick(leftEnd, Qt::LeftButton);
  QTest::mouseDClick(leftEnd, Qt::LeftButton);
  CHECK(chosen.isEmpty());
  CHECK(bar->value() == 0);
  QTest::mouseClick(strip->viewport(), Qt::LeftButton, Qt::NoModifier, strip->visualRect(strip->model()->index(0, 0)).center());
  CHECK(chosen.size() == 1);
  bar->setValue(0);
  QApplication::processEvents();
  // Scrolled for a narrow strip, the hand shows its start again when the
  // strip grows wide enough to hold the playable card from there (here the
  // whole row: the end buttons go, and their room with them).
  bar->triggerAction(QAbstractSlider::SliderPageStepAdd);
  REQUIRE(bar->value() > 0);
  hand.resize(1300, 260);
  QApplication::processEvents();
  CHECK(bar->value() == 0);
  CHECK(inView(0));
  CHECK(inView(8));
  CHECK(strip->cardsOutOfSight() == std::make_pair(0, 0));
  CHECK(strip->endButton(true)->isHidden());
  CHECK(strip->endButton(false)->isHidden());
  CHECK(strip->viewport()->width() == strip->width());
}

// A row scrolled by the player stays where it was when the hand is shown
// again: a step taken (the same cards), a card played (the cards after it
// slide into its place) or drawn. Another hand shows its own start. A
// tester who had scrolled to Duel clicked there again after a step, found
// the row back at its start, and played Cavalry Charge.
TEST_CASE("client: a scrolled hand keeps its place when shown again, another hand shows its start", "[client][layout]") {
  HandWidget hand;
  hand.resize(700, 260);
  hand.QWidget::show();
  QApplication::processEvents();
  const auto lookOf = [](std::vector<CardIndex> cards) {
    HandLook look{QStringLiteral("Alexander's hand"), {}, QString(), {}};
    for (CardIndex c : cards) {
      CardLook card;
      card.card = c;
      card.name = QStringLiteral("Card %1").arg(c);
      card.playable = true;
      look.cards.push_back(card);
    }
    return look;
  };
  std::vector<CardIndex> cards{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  hand.show(lookOf(cards));
  QApplication::processEvents();
  CardStrip* strip = nullptr;
  for (CardStrip* s : hand.findChildren<CardStrip*>())
    if (s->cards() == hand.decidingHand()) strip = s;
  REQUIRE(strip);
  QScrollBar* bar = strip->horizontalScrollBar();
  const int pitch = strip->visualRect(strip->model()->index(1, 0)).left() - strip->visualRect(strip->model()->index(0, 0)).left();
  REQUIRE(pitch > 0);
  REQUIRE(bar->value() == 0);  // every card playable: the start is shown
  const auto leftCard = [&] {
    for (int row = 0; row < strip->model()->rowCount(); ++row)
      if (strip->viewport()->rect().contains(strip->visualRect(strip->model()->index(row, 0))))
        return static_cast<int>(hand.decidingHand()->look(row).card);
    return -1;
  };
  // Scrolled two cards on by the player.
  bar->setValue(2 * pitch);
  QApplication::processEvents();
  REQUIRE(leftCard() == 2);
  const QPoint spot = strip->visualRect(strip->model()->index(4, 0)).center();  // card 4 on screen
  // A step taken: the same cards again (a look changed).
  auto same = lookOf(cards);
  same.cards[5].playable = false;
  hand.show(same);
  QApplication::processEvents();
  CHECK(leftCard() == 2);
  // Card 4 played: the row stays, card 5 slides under the pointer.
  cards.erase(cards.begin() + 4);
  hand.show(lookOf(cards));
  QApplication::processEvents();
  CHECK(leftCard() == 2);
  CHECK(static_cast<int>(hand.decidingHand()->look(strip->indexAt(spot).row()).card) == 5);
  // The card at the left edge played: the next one takes its place there.
  cards.erase(cards.begin() + 2);
  cards.push_back(20);  // and one drawn
  hand.show(lookOf(cards));
  QApplication::processEvents();
  CHECK(leftCard() == 3);
  // Another hand (the other side's, in hot-seat): its start.
  hand.show(lookOf({30, 31, 32, 33, 34, 35, 36, 37, 38}));
  QApplication::processEvents();
  CHECK(bar->value() == 0);
  CHECK(leftCard() == 30);
}

// A card's tooltip carries its printed note (compact cards have no room for
// it) and, for a card that cannot be played now, why.
// A phase in which the only thing left is to end it says so, instead of
// asking for a move or an attack that cannot be made.
TEST_CASE("client: the turn bar asks only for what can be done: ending the phase, a card move, an attack after the facing", "[client]") {
  const GamePtr game = bundled();
  Screen screen;
  screen.mode = PlayMode::HotSeat;
  int onlyEnd = 0, more = 0, facings = 0, negates = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    GameState st = GameState::newGame(game, seed);
    Rng rng(seed);
    while (!st.isTerminal() && st.turn() <= 20) {
      const auto legal = st.legalDecisions();
      if (st.step() == Step::Main && (st.phase() == Phase::Maneuver || st.phase() == Phase::Attack)) {
        const QString awaited = present(game, st.observe(st.decidingSide()), screen).turn.awaited;
        const bool endOnly = std::all_of(legal.begin(), legal.end(), [](const Decision& d) { return d.verb == Verb::End; });
        INFO(awaited.toStdString());
        if (endOnly) {
          ++onlyEnd;
          CHECK(awaited.contains(QStringLiteral(": end the ")));
          CHECK_FALSE(awaited.contains(QStringLiteral("drag")));
        } else {
          ++more;
          CHECK_FALSE(awaited.contains(QStringLiteral(": end the ")));
          // The free move is offered only while it may be made.
          const bool free = std::any_of(legal.begin(), legal.end(), [](const Decision& d) { return d.verb == Verb::MoveFree; });
          if (st.phase() == Phase::Maneuver) CHECK(awaited.contains(QStringLiteral("free move")) == free);
        }
      }
      // A move to negate says what moves (a card may negate only some units).
      if (st.step() == Step::NegateWindow) {
        const QString awaited = present(game, st.observe(st.decidingSide()), screen).turn.awaited;
        CHECK(awaited.contains(unitGroupWords(game->scenario(), st.pending().group)));
        ++negates;
      }
      // A move-then-attack card's facing warns that the attack follows (K9).
      if (st.step() == Step::Facing) {
        const QString awaited = present(game, st.observe(st.decidingSide()), screen).turn.awaited;
        CHECK(awaited.contains(QStringLiteral("K9")) == (st.pending().kind == ActionKind::MoveAttack));
        facings += st.pending().kind == ActionKind::MoveAttack ? 1 : 0;
      }
      st.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(onlyEnd > 0);
  CHECK(more > 0);
  CHECK(facings > 0);
  CHECK(negates > 0);
}

// "Only the Prince Unit OUSWI": the card table says what the sheet's short
// form stands for, and the note a player reads says it too.
TEST_CASE("client: a card's note explains the sheet's short forms", "[client]") {
  const GamePtr game = bundled();
  const CardDef& prince = game->cards()[*game->cards().find("prince")];
  const QString note = cardNote(game->cards(), prince);
  CHECK(note.startsWith(QStringLiteral("Only the Prince Unit OUSWI")));
  CHECK(note.contains(QStringLiteral("OUSWI: or/and units stacked with it")));
  const CardDef& gallop = game->cards()[*game->cards().find("gallop")];
  CHECK(cardNote(game->cards(), gallop) == QStringLiteral("Cavalry only"));  // nothing to explain
}

// A tester hovered over March, which has no note, and saw no tooltip: every
// card's says what it is and what such a card does.
TEST_CASE("client: a card's tooltip names it, says what it does, gives its note and why it cannot be played", "[client]") {
  const GamePtr game = bundled();
  HandModel model;
  CardLook gallop;
  gallop.name = QStringLiteral("Gallop");
  gallop.kind = QStringLiteral("Move · Both · 5");
  gallop.note = QStringLiteral("Cavalry only");
  gallop.why = QStringLiteral("Not now: Porus may negate the move or pass");
  CardLook march;
  march.name = QStringLiteral("March");
  march.kind = QStringLiteral("Move · Both · 1");
  march.purpose = cardTypePurpose(CardType::M);
  march.playable = true;
  model.setCards({gallop, march});
  const QString tip = model.index(0, 0).data(Qt::ToolTipRole).toString();
  CHECK(tip.startsWith(QStringLiteral("Gallop: Move · Both · 5")));
  CHECK(tip.contains(gallop.note));
  CHECK(tip.contains(gallop.why));
  CHECK(model.index(1, 0).data(Qt::ToolTipRole).toString() ==
        QStringLiteral("March: Move · Both · 1\nMoves one unit or stack up to its value in cells (rule T4)"));
  // Every type of the card table says what it does.
  for (const CardDef& c : game->cards().cards) CHECK_FALSE(cardTypePurpose(c.type).isEmpty());
}

// An item cached in device coordinates paints into a pixmap of the screen's
// ratio with no widget to ask it: the art takes the ratio from the device,
// as sharp as when it is told (it came out soft on a 4K screen at ratio 2).
TEST_CASE("client: art drawn on a ratio-2 device is sharp when no ratio is given", "[client][layout]") {
  const auto drawn = [](qreal told) {
    QImage img(80, 80, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(2.0);
    img.fill(Qt::white);
    QPainter p(&img);
    Art::instance().draw(&p, QStringLiteral("units/elephant"), QRectF(2, 2, 36, 36), told);
    p.end();
    return img;
  };
  CHECK(drawn(1.0) == drawn(2.0));
}

#include <QStandardItemModel>
#include <QTreeView>

#include "panels/log_row_delegate.h"
#include "session/action_log_model.h"

namespace {

// The log's view and delegate over rows of our own words, 380 px wide.
struct LogRows {
  QTreeView view;
  LogRowDelegate* delegate = new LogRowDelegate(&view);
  QStandardItemModel model;

  LogRows() {
    view.setHeaderHidden(true);
    view.setRootIsDecorated(false);
    view.setUniformRowHeights(false);
    view.setWordWrap(true);
    view.setItemDelegate(delegate);
  }
  void show() {
    view.setModel(&model);
    view.resize(380, 360);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    QApplication::processEvents();
  }
  QStyleOptionViewItem option(const QModelIndex& row) const {
    QStyleOptionViewItem o;
    o.initFrom(view.viewport());
    o.widget = &view;
    o.font = view.font();
    o.fontMetrics = view.fontMetrics();
    o.rect = view.visualRect(row);
    return o;
  }
};

}  // namespace

// A combat of many rounds is one row, cut to half the log's height. The row
// stood as tall as that cap while its cut words (its start, "…", its last
// clauses) filled less, centred between blank lines that a tester took for
// a fault. The row is now as tall as the words it shows.
TEST_CASE("client: a log row cut short is as tall as the words it shows, with no blank lines", "[client][layout]") {
  LogRows log;
  QStringList clauses{QStringLiteral("Turn 5 · Alexander: Challenge: attack d2→c3")};
  for (int round = 1; round <= 7; ++round)
    clauses << QStringLiteral("Greeks %1 against Indians 7 (+6 / +1: leader, Greek cavalry or phalanx, defender in the river +3, "
                              "won the last round / bigger stack)")
                   .arg(10 + round)
            << QStringLiteral("Punjab Infantry eliminated") << QStringLiteral("fights on");
  clauses << QStringLiteral("Coenus Cavalry eliminated");
  const QString whole = clauses.join(QStringLiteral(" \u2014 "));
  log.model.appendRow(new QStandardItem(whole));
  log.model.appendRow(new QStandardItem(QStringLiteral("Turn 5 · Alexander: ends the Attack phase")));
  log.show();
  const QModelIndex row = log.model.index(0, 0);
  const QStyleOptionViewItem option = log.option(row);
  REQUIRE(log.delegate->isCut(option, row));
  const QString shown = log.delegate->shownWords(option, row);
  CHECK(shown.contains(QStringLiteral("\u2026")));
  CHECK(shown.endsWith(QStringLiteral("Coenus Cavalry eliminated")));
  QTreeView& view = log.view;
  const int margin = 2 * (view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
  const int needed =
      view.fontMetrics().boundingRect(QRect(0, 0, option.rect.width() - margin, 1 << 20), Qt::TextWordWrap, shown).height();
  INFO("row " << option.rect.height() << " px high, its words " << needed << " px");
  CHECK(needed <= option.rect.height());
  CHECK(option.rect.height() - needed < view.fontMetrics().lineSpacing());  // no blank line
  CHECK(option.rect.height() <= view.viewport()->height() / 2 + 1);         // and still no taller than the cap
}

// A tester could not tell which units fell in the bot's combat of three
// rounds: its row, cut short, read "Advance: ... — … — fights on — ... —
// tie". A row cut short keeps the clauses its model names as outcomes
// (units eliminated), leaving out the rounds' totals between them.
TEST_CASE("client: a log row cut short still names every unit its combat eliminated", "[client][layout]") {
  LogRows log;
  const QStringList fallen{QStringLiteral("Prince eliminated"), QStringLiteral("War Elephants eliminated"),
                           QStringLiteral("Cavalry eliminated"), QStringLiteral("Chariots eliminated")};
  QStringList clauses{QStringLiteral("Turn 12 · Alexander: Advance: Greek Peltasts e1\u2192d1, facing S"),
                      QStringLiteral("attack d1\u2192d2")};
  QList<int> outcomes;
  for (const QString& unit : fallen) {
    clauses << QStringLiteral("+1 with Dense Pikes")
            << QStringLiteral("Greeks 10 against Indians 6 (+3 / +2: Greek cavalry or phalanx, support: Dense Pikes, "
                              "won the last round / elephants, leader)");
    outcomes << static_cast<int>(clauses.size());
    clauses << unit << QStringLiteral("fights on");
  }
  clauses << QStringLiteral("+1 with Weaken Wing") << QStringLiteral("Greeks 6 against Indians 6 (+2 / +2)");
  outcomes << static_cast<int>(clauses.size());
  clauses << QStringLiteral("tie: the combat ends, no loss");
  auto* item = new QStandardItem(clauses.join(QStringLiteral(" \u2014 ")));
  item->setData(QVariant::fromValue(outcomes), ActionLogModel::OutcomeClausesRole);
  log.model.appendRow(item);
  log.show();
  const QModelIndex row = log.model.index(0, 0);
  const QStyleOptionViewItem option = log.option(row);
  REQUIRE(log.delegate->isCut(option, row));
  const QString shown = log.delegate->shownWords(option, row);
  INFO(shown.toStdString());
  CHECK(shown.startsWith(clauses.front()));
  CHECK(shown.endsWith(QStringLiteral("tie: the combat ends, no loss")));
  // What "…" leaves out is counted: a tester asked what a bare "…" stood for.
  CHECK(shown.contains(QRegularExpression(QStringLiteral("\u2014 \u2026 [0-9]+ more \u2026 \u2014"))));
  for (const QString& unit : fallen) CHECK(shown.contains(unit));
  // In the order they fell.
  for (int i = 1; i < fallen.size(); ++i) CHECK(shown.indexOf(fallen[i - 1]) < shown.indexOf(fallen[i]));
  // A model that names no outcomes gets the start and the last clauses only.
  log.model.item(0)->setData(QVariant(), ActionLogModel::OutcomeClausesRole);
  CHECK_FALSE(log.delegate->shownWords(log.option(row), row).contains(fallen.front()));
}

#include "panels/log_dock.h"
#include "panels/whole_action_window.h"

// A tester found his lost combat's row cut to "… 13 more …" and no way to
// read its rounds: double-click and hover did nothing for him. A row cut
// short opens whole, a clause to a line, on a double-click (and on a click
// in a game, MainWindow); a row shown whole opens nothing.
TEST_CASE("client: a log row cut short opens whole, a clause to a line", "[client][layout]") {
  LogDock dock;
  QStandardItemModel model;
  QStringList clauses{QStringLiteral("Turn 6 · Porus: Duel: attack c4\u2192d3")};
  for (int round = 1; round <= 7; ++round)
    clauses << QStringLiteral("Indians %1 against Greeks 9 (+4 / +1: elephants, defender in the river +3 / leader)").arg(10 + round)
            << QStringLiteral("Greek Phalanx %1 eliminated").arg(round) << QStringLiteral("fights on");
  clauses << QStringLiteral("Porus wins: half the Greek army is lost");
  model.appendRow(new QStandardItem(clauses.join(QStringLiteral(" \u2014 "))));
  model.appendRow(new QStandardItem(QStringLiteral("Turn 6 · Porus: ends the Attack phase")));
  dock.setModel(&model);
  dock.resize(380, 360);
  dock.show();
  REQUIRE(QTest::qWaitForWindowExposed(&dock));
  QApplication::processEvents();
  auto* view = dock.findChild<QTreeView*>();
  REQUIRE(view);
  CHECK_FALSE(dock.showWhole(1));
  CHECK(dock.wholeActionWindow() == nullptr);
  const QRect row = view->visualRect(model.index(0, 0));
  REQUIRE(row.height() < view->viewport()->height());  // cut short
  // A double-click as a mouse makes it: a click, the second press, its
  // release (without it QTest holds the button down for later tests).
  QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
  QTest::mouseDClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
  QTest::mouseRelease(view->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
  WholeActionWindow* whole = dock.wholeActionWindow();
  REQUIRE(whole);
  CHECK(whole->isVisible());
  const QStringList lines = whole->shownText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
  REQUIRE(lines.size() == clauses.size());
  for (qsizetype i = 0; i < clauses.size(); ++i) CHECK(lines[i].endsWith(clauses[i]));
  whole->close();
  CHECK(dock.showWhole(0));
  CHECK(whole->isVisible());
  whole->close();
}
