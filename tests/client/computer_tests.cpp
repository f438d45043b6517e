// Against the computer (issue 11 §4): it plays its seat by itself, action by
// action, from a worker thread; its hand is never drawn; a new game drops a
// search in progress; the save names it and opens as the same game; undo
// never takes back what it did.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <thread>

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QPushButton>
#include <QTest>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QThreadPool>

#include <nlohmann/json.hpp>

#include "app/main_window.h"
#include "app/words.h"
#include "panels/decision_bar.h"
#include "panels/turn_bar.h"
#include "session/latest_answer.h"
#include "session/passed_phases.h"
#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/data_files.h"
#include "hand/card_strip.h"
#include "hand/hand_model.h"
#include "hand/hand_widget.h"
#include "hydaspes/match.h"
#include "hydaspes/state.h"

using namespace hydaspes;
using namespace hydaspes::client;

namespace {

constexpr SideIndex kPerson = 0;    // Alexander
constexpr SideIndex kComputer = 1;  // Porus

struct ComputerFixture {
  MainWindow window;
  QStringList shownOfComputer;  // any of the computer's own cards ever drawn
  explicit ComputerFixture(std::uint64_t seed, int level = 1, SideIndex computerSide = kComputer) {
    window.resize(1400, 900);
    window.session()->setComputerPace(0);
    // After every change, nothing of the computer's hand is on screen.
    QObject::connect(window.session(), &GameSession::changed, &window, [this] { checkHidden(); });
    window.startGame(PlayMode::Computer, seed, QString(), QString(), false, computerSide, level);
    window.show();
    QApplication::processEvents();
    // A computer that moves first waits to be let begin.
    if (window.session()->computerPaused()) window.decisions()->resumeButton()->click();
  }
  void checkHidden() {
    GameSession* s = window.session();
    if (!s->hasGame() || s->isOver()) return;
    const GameState& st = s->state();
    if (st.step() == Step::DeceptionPick) return;  // the person's Deception shows it, by the rules
    const auto& mine = st.hand(kPerson);
    for (const CardLook& c : window.hand()->shownCards())
      if (std::find(mine.begin(), mine.end(), c.card) == mine.end()) shownOfComputer << c.name;
  }
  // Waits until the person decides (or the game ends); false on a timeout.
  bool waitForPerson(int ms = 20000) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
      if (window.session()->isOver() || window.session()->decider() == kPerson) return true;
      QTest::qWait(5);
    }
    return false;
  }
};


// A game against the computer begun as the program begins one: the window
// sized, the game started, then shown.
void startShown(MainWindow& window, QSize size) {
  window.fitTo(size);
  window.session()->setComputerPace(0);
  window.startGame(PlayMode::Computer, 7, QString(), QString(), false, kComputer, 4);
  window.show();
  QApplication::processEvents();
}

// The strip of the hand played from.
CardStrip* decidingStrip(MainWindow& window) {
  for (CardStrip* s : window.hand()->findChildren<CardStrip*>())
    if (s->cards() == window.hand()->decidingHand()) return s;
  return nullptr;
}
}  // namespace

TEST_CASE("computer: it plays its side by itself and its hand is never drawn", "[client][computer]") {
  ComputerFixture f(1);
  GameSession* s = f.window.session();
  REQUIRE(s->mode() == PlayMode::Computer);
  Rng chooser(7);
  int personActions = 0;
  while (!s->isOver() && s->state().turn() <= 6) {
    REQUIRE(f.waitForPerson());
    if (s->isOver()) break;
    // The person's screen offers decisions; never the computer's.
    const Presentation p = s->presentation(std::nullopt);
    REQUIRE_FALSE(p.legal.empty());
    const Decision d = p.legal[chooser.below(static_cast<std::uint32_t>(p.legal.size()))];
    REQUIRE(s->perform({d}));
    ++personActions;
  }
  CHECK(f.shownOfComputer.isEmpty());
  std::size_t byComputer = 0;
  for (const MatchAction& a : s->match().actions()) byComputer += a.maker == kComputer ? 1 : 0;
  CHECK(byComputer > 5);
  CHECK(personActions > 5);
  const SavedGame save = s->toSave();
  CHECK(save.mode == "computer");
  REQUIRE(save.bots[kComputer]);
  // The bot pinned: its level's budget and share and the search's settings
  // written out, so that the save names this bot whatever the defaults become.
  CHECK(save.bots[kComputer]->bot == parseBotSpec("ismcts:level=1").pinned().text());
  CHECK(save.bots[kComputer]->bot.rfind("ismcts:level=1,iterations=", 0) == 0);
  CHECK_FALSE(save.bots[kPerson]);
}

TEST_CASE("computer: the person cannot decide for it, nor undo what it did", "[client][computer]") {
  ComputerFixture f(1);
  GameSession* s = f.window.session();
  // Alexander ends his turn; then Porus (the computer) decides.
  while (s->decider() == kPerson && s->state().turn() == 1) {
    const GameState& st = s->state();
    Decision d = st.legalDecisions().front();
    for (const Decision& e : st.legalDecisions())
      if (e.verb == Verb::End) d = e;
    REQUIRE(s->perform({d}));
  }
  if (s->decider() == kComputer) {
    // Whatever the screen tries while the computer decides is refused.
    QString why;
    CHECK_FALSE(s->perform(s->state().legalDecisions(), &why));
    CHECK(why == QStringLiteral("Not now: the computer is deciding"));
  }
  REQUIRE(f.waitForPerson());
  REQUIRE(s->match().actions().back().maker == kComputer);  // it played last
  CHECK_FALSE(s->canUndo());
  CHECK(s->whyNoUndo() == QStringLiteral("the computer has played since"));
}

TEST_CASE("H4 computer: the person takes back an own action that taught nothing, never the computer's", "[client][computer][H4]") {
  ComputerFixture f(1);  // Alexander (the person) starts in his Deception phase
  GameSession* s = f.window.session();
  REQUIRE(s->decider() == kPerson);
  REQUIRE(s->state().phase() == Phase::Deception);
  const std::size_t before = s->decisionCount();
  // Ending a phase rolls no dice, draws and shows no card: it can be undone.
  Decision end{};
  for (const Decision& d : s->state().legalDecisions())
    if (d.verb == Verb::End) end = d;
  REQUIRE(end.verb == Verb::End);
  REQUIRE(s->perform({end}));
  REQUIRE(s->state().phase() == Phase::Maneuver);
  REQUIRE(s->canUndo());
  s->undo();
  CHECK(s->decisionCount() == before);
  CHECK(s->state().phase() == Phase::Deception);
  CHECK(s->decider() == kPerson);  // still his to decide: the computer was never asked
  CHECK_FALSE(s->computerThinking());
}

TEST_CASE("computer: paused, it plays nothing, let go, it plays on", "[client][computer]") {
  // The computer plays Alexander, who moves first. A tester playing Porus
  // found her first screen already a combat: a new game the computer begins
  // now waits, saying so, until the person lets it begin.
  MainWindow window;
  window.resize(1400, 900);
  window.session()->setComputerPace(0);
  window.setAutosave(false);
  window.startGame(PlayMode::Computer, 5, QString(), QString(), false, SideIndex{0}, 1);
  GameSession* s = window.session();
  QAction* pause = nullptr;
  for (QAction* a : window.findChildren<QAction*>())
    if (a->text() == QStringLiteral("Pa&use the computer")) pause = a;
  REQUIRE(pause);
  REQUIRE(pause->isEnabled());
  window.show();
  QTest::qWait(400);
  REQUIRE(s->computerPaused());
  CHECK(pause->isChecked());
  CHECK(s->decisionCount() == 0);
  CHECK_FALSE(s->computerThinking());
  CHECK(window.turnBar()->awaitedText().contains(QStringLiteral("moves first")));
  QPushButton* resume = window.decisions()->resumeButton();
  REQUIRE(resume->isVisible());
  CHECK(resume->text() == QStringLiteral("Let Alexander begin"));
  // Its actions a second apart: the pause below comes within its turn.
  s->setComputerPace(1000);
  resume->click();
  CHECK_FALSE(s->computerPaused());
  CHECK_FALSE(pause->isChecked());
  CHECK_FALSE(resume->isVisible());
  QElapsedTimer t;
  t.start();
  while (s->decisionCount() == 0 && t.elapsed() < 20000) QTest::qWait(5);
  REQUIRE(s->decisionCount() > 0);
  // Paused between its actions, it plays nothing more, and the bar offers
  // to let it go on (the Pause key alone was hard to find).
  pause->trigger();
  REQUIRE(s->computerPaused());
  QApplication::processEvents();
  const std::size_t before = s->decisionCount();
  QTest::qWait(400);
  REQUIRE(s->decider() == SideIndex{0});  // turn 1 is a long one: the pause comes within it
  {
    CHECK(s->decisionCount() == before);
    CHECK_FALSE(s->computerThinking());
    // The screen says it is paused, not that it is deciding.
    CHECK(window.turnBar()->awaitedText().contains(QStringLiteral("is paused")));
    REQUIRE(resume->isVisible());
    CHECK(resume->text() == QStringLiteral("Let Alexander go on"));
    resume->click();
    CHECK_FALSE(s->computerPaused());
    CHECK_FALSE(window.turnBar()->awaitedText().contains(QStringLiteral("is paused")));
    t.restart();
    while (s->decisionCount() == before && t.elapsed() < 20000) QTest::qWait(5);
    CHECK(s->decisionCount() > before);
  }
  REQUIRE(searchPool()->waitForDone(60000));
}

// A game the person begins does not wait, nor does a game opened after
// one that waits to begin: nothing is paused.
TEST_CASE("computer: a new game the person begins, or one opened, leaves the computer unpaused", "[client][computer]") {
  MainWindow window;
  window.resize(1400, 900);
  window.session()->setComputerPace(0);
  window.setAutosave(false);
  window.startGame(PlayMode::Computer, 2, QString(), QString(), false, kComputer, 1);
  window.show();
  QApplication::processEvents();
  CHECK_FALSE(window.session()->computerPaused());
  CHECK_FALSE(window.decisions()->resumeButton()->isVisible());
  // A game the computer begins waits; its save, opened, does not.
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("waiting.hydaspes"));
  window.startGame(PlayMode::Computer, 2, QString(), QString(), false, SideIndex{0}, 1);
  REQUIRE(window.session()->computerPaused());
  REQUIRE(window.session()->save(path, nullptr));
  window.startGame(PlayMode::Computer, 3, QString(), QString(), false, SideIndex{0}, 1);
  REQUIRE(window.session()->computerPaused());
  REQUIRE(window.openFile(path));
  CHECK_FALSE(window.session()->computerPaused());
  CHECK_FALSE(window.decisions()->resumeButton()->isVisible());
  QElapsedTimer t;
  t.start();
  while (window.session()->decisionCount() == 0 && t.elapsed() < 20000) QTest::qWait(5);
  CHECK(window.session()->decisionCount() > 0);  // it plays on
  REQUIRE(searchPool()->waitForDone(60000));
}

TEST_CASE("computer: a window closed and gone while it thinks leaves its search no one to answer", "[client][computer]") {
  {
    ComputerFixture f(3, kComputerLevels, SideIndex{0});  // the top level: it thinks a while
    REQUIRE(f.window.session()->computerThinking());
    REQUIRE(f.window.close());
  }  // the window, its session and their search go; the search is asked to stop
  REQUIRE(searchPool()->waitForDone(120000));
  QApplication::processEvents();  // an answer delivered now would reach a deleted owner (ASan)
}

TEST_CASE("computer: a new game while it thinks drops its search", "[client][computer]") {
  // The computer plays Alexander, who moves first: it starts thinking at once.
  ComputerFixture f(3, kComputerLevels, SideIndex{0});  // the top level searches every action
  GameSession* s = f.window.session();
  CHECK(s->computerThinking());
  f.window.startGame(PlayMode::HotSeat, 4, QString(), QString());
  // The search is asked to stop in its worker; its answer must go unheard.
  REQUIRE(searchPool()->waitForDone(120000));
  QApplication::processEvents();
  QTest::qWait(50);
  CHECK(s->mode() == PlayMode::HotSeat);
  CHECK(s->decisionCount() == 0);
  CHECK_FALSE(s->computerThinking());
}

TEST_CASE("searches: a cancel or a newer request stops the work it made stale", "[client][computer]") {
  // Work that would run for ever unless asked to stop: the pool empties only
  // if the stop request reaches it. Nothing stale is delivered.
  QObject owner;
  LatestAnswer answer;
  std::atomic<int> started{0};
  int delivered = 0;
  const auto endless = [&started](std::stop_token stop) {
    ++started;
    while (!stop.stop_requested()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return 1;
  };
  answer.start(&owner, endless, [&](int) { ++delivered; });
  answer.start(&owner, endless, [&](int) { ++delivered; });  // the first is stale now
  QElapsedTimer t;
  t.start();
  while (started < 1 && t.elapsed() < 10000) QTest::qWait(1);
  REQUIRE(started >= 1);
  answer.cancel();
  REQUIRE(searchPool()->waitForDone(10000));
  QTest::qWait(20);
  CHECK(delivered == 0);
  // A request nobody cancels is delivered.
  answer.start(&owner, [](std::stop_token) { return 7; }, [&](int v) { delivered += v; });
  REQUIRE(searchPool()->waitForDone(10000));
  QTest::qWait(20);
  CHECK(delivered == 7);
}

TEST_CASE("computer: a new game while its answer waits for its pace drops the answer", "[client][computer]") {
  // The computer plays Alexander at level 1 (it answers at once), and an
  // action within the pace of its last one waits. A new game started in
  // that wait has as many decisions as the game the answer was chosen for
  // (none, for a first action): the answer must not be played in it.
  GameSession s;
  s.setComputerPace(1000);  // wide: its answers come in milliseconds, also under the sanitizers
  QStringList failures;
  QObject::connect(&s, &GameSession::computerFailed, [&](const QString& why) { failures << why; });
  const QString scenario = QString::fromStdString(defaultScenarioPath());
  const auto startAt = [&](std::uint64_t seed) {
    s.newGame(scenario, seed, PlayMode::Computer, QString(), QString(), false, ComputerSeat{SideIndex{0}, 1, seed});
  };
  const auto waitFor = [](const std::function<bool()>& done) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < 10000) QTest::qWait(2);
    return done();
  };
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    startAt(seed);
    REQUIRE(waitFor([&] { return s.decisionCount() > 0; }));  // it has just played
    startAt(seed + 100);
    // Its first answer in this game arrives and waits out the pace.
    REQUIRE(waitFor([&] { return !s.computerThinking(); }));
    REQUIRE(s.decisionCount() == 0);
    startAt(seed + 200);
    QTest::qWait(2200);  // every pace runs out
    CHECK(failures.isEmpty());
    // Only the newest game's own actions were played in it.
    REQUIRE(s.decisionCount() > 0);
    GameState replayed = GameState::newGame(s.gamePtr(), seed + 200);
    for (const Decision& d : s.match().timeline().decisions(s.decisionCount())) {
      REQUIRE(replayed.isLegal(d));
      replayed.apply(d);
    }
  }
  REQUIRE(searchPool()->waitForDone(60000));
}

// The window holds the computer while a round's dice tumble and their
// result is read: its casualty pick (which may end the battle) once came
// before the person had seen the dice.
TEST_CASE("computer: an action the window holds for waits out the hold", "[client][computer]") {
  GameSession s;
  s.setComputerPace(0);
  const QString scenario = QString::fromStdString(defaultScenarioPath());
  s.newGame(scenario, 3, PlayMode::Computer, QString(), QString(), false, ComputerSeat{SideIndex{0}, 1, 3});
  QElapsedTimer held;
  held.start();
  s.holdComputer(600);  // its first action is being chosen now
  while (s.decisionCount() == 0 && held.elapsed() < 10000) QTest::qWait(5);
  REQUIRE(s.decisionCount() > 0);
  CHECK(held.elapsed() >= 600);
  REQUIRE(searchPool()->waitForDone(60000));
}

// The line under the turn bar speaks to the person: while the computer
// decides it says so, instead of telling the person to drag its stacks.
TEST_CASE("computer: while it decides, the turn bar says so instead of giving the person its instructions", "[client][computer]") {
  GameSession s;
  s.setComputerPace(0);
  s.holdComputer(300);  // long enough to look
  const QString scenario = QString::fromStdString(defaultScenarioPath());
  s.newGame(scenario, 3, PlayMode::Computer, QString(), QString(), false, ComputerSeat{SideIndex{0}, 1, 3});
  REQUIRE(s.decider() == SideIndex{0});
  CHECK(s.presentation(std::nullopt).turn.awaited == QStringLiteral("Alexander (the computer) is deciding…"));
  QElapsedTimer t;
  t.start();
  while (s.decider() != SideIndex{1} && !s.isOver() && t.elapsed() < 20000) QTest::qWait(5);
  REQUIRE(s.decider() == SideIndex{1});
  CHECK_FALSE(s.presentation(std::nullopt).turn.awaited.contains(QStringLiteral("computer")));
  REQUIRE(searchPool()->waitForDone(60000));
}

TEST_CASE("computer: a saved game against it opens as the same game", "[client][computer]") {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("vs-computer.hydaspes"));
  {
    ComputerFixture f(2, 2);
    GameSession* s = f.window.session();
    for (int i = 0; i < 4 && s->decider() == kPerson; ++i) REQUIRE(s->perform({s->state().legalDecisions().back()}));
    REQUIRE(f.waitForPerson());
    QString error;
    REQUIRE(s->save(path, &error));
  }
  MainWindow w;
  GameSession* s = w.session();
  s->setComputerPace(0);
  QString error;
  const bool opened = s->open(path, &error);
  INFO(error.toStdString());
  REQUIRE(opened);
  CHECK(s->mode() == PlayMode::Computer);
  REQUIRE(s->computer());
  CHECK(s->computer()->side == kComputer);
  CHECK(s->computer()->level == 2);
  CHECK(s->computer()->seed == (2 ^ 0x9E3779B97F4A7C15ULL));
  CHECK(s->computer()->spec() == parseBotSpec("ismcts:level=2").pinned().text());
  // The bot the save names plays on, not what its level means today.
  QFile file(path);
  REQUIRE(file.open(QIODevice::ReadOnly));
  nlohmann::json j = nlohmann::json::parse(file.readAll().toStdString());
  file.close();
  const std::string older = "ismcts:level=2,iterations=60,random=0.4,leaf=0,contempt=0,depth=0";
  j["bots"][kComputer]["bot"] = older;
  REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
  file.write(QByteArray::fromStdString(j.dump(1)));
  file.close();
  REQUIRE(s->open(path, &error));
  REQUIRE(s->computer());
  CHECK(s->computer()->level == 2);
  CHECK(s->computer()->spec() == older);
}

// A new game on a laptop, started as the program starts one (the window
// sized, the game begun, then shown): the hand shows its first card when a
// playable card is in sight from there. The strip had been scrolled for
// the window's first, narrower layout, and a tester read "9 cards" above
// eight. At 1200x700 nine cards do not fit even at their narrowest (at
// 1280x800 they now do), and seven do between the row's end buttons, the
// first playable card among them.
TEST_CASE("computer: a new game's hand opens at its first card on a laptop", "[client][computer][layout]") {
  MainWindow window;
  startShown(window, QSize(1200, 700));
  CardStrip* strip = decidingStrip(window);
  REQUIRE(strip);
  const HandModel* cards = strip->cards();
  REQUIRE(cards->rowCount() == 9);  // the Greeks' five and four drawn
  const int scrolled = strip->horizontalScrollBar()->value();
  bool playableFromStart = false;  // a playable card whole in view with the strip at its start
  for (int row = 0; row < cards->rowCount(); ++row)
    if (cards->look(row).playable &&
        strip->viewport()->rect().contains(strip->visualRect(cards->index(row)).translated(scrolled, 0)))
      playableFromStart = true;
  REQUIRE(playableFromStart);
  CHECK(scrolled == 0);
  CHECK(strip->viewport()->rect().contains(strip->visualRect(cards->index(0))));
  CHECK(strip->cardsOutOfSight().first == 0);
  CHECK(strip->cardsOutOfSight().second > 0);  // nine cards do not fit beside the docks, however narrow
}

// The Greeks' opening hand, nine cards, whole on the laptops testers used:
// the cards narrow to fit the strip rather than hide one behind "1 more"
// (three testers missed the card there), every title still whole.
TEST_CASE("computer: the opening hand of nine cards is whole on a laptop", "[client][computer][layout]") {
  for (const QSize size : {QSize(1280, 800), QSize(1366, 768), QSize(1600, 900)}) {
    INFO("size " << size.width() << "x" << size.height());
    MainWindow window;
    startShown(window, size);
    CardStrip* strip = decidingStrip(window);
    REQUIRE(strip);
    REQUIRE(strip->cards()->rowCount() == 9);
    CHECK(strip->cardsOutOfSight() == std::make_pair(0, 0));
    CHECK(strip->cutTitles(cardTitles(window.session()->game())).isEmpty());
    // Each card's tooltip says what a card of its type does.
    const HandModel* cards = strip->cards();
    for (int row = 0; row < cards->rowCount(); ++row) {
      const CardDef& def = window.session()->game().cards()[cards->look(row).card];
      CHECK(cards->index(row).data(Qt::ToolTipRole).toString().contains(cardTypePurpose(def.type)));
    }
  }
}

// T3: the computer's Deception takes a card from the person's hand, which a
// tester learnt only from the log: a notice names both cards.
TEST_CASE("T3 computer: its Deception tells the person which card it took", "[client][computer][T3]") {
  GameSession s;
  s.setComputerPace(0);
  const QString scenario = QString::fromStdString(defaultScenarioPath());
  QSignalSpy notices(&s, &GameSession::notice);
  int deceptions = 0;
  // Seeds whose opening hand gives Alexander a Deception card (1, 9, 15).
  for (std::uint64_t seed : {1, 9, 15}) {
    notices.clear();
    s.newGame(scenario, seed, PlayMode::Computer, QString(), QString(), false, ComputerSeat{SideIndex{0}, 4, seed});
    QElapsedTimer t;
    t.start();
    while (s.state().phase() <= Phase::Deception && !s.state().isTerminal() && t.elapsed() < 20000) QTest::qWait(5);
    REQUIRE(s.state().phase() > Phase::Deception);
    const Game& g = s.game();
    std::optional<CardIndex> played, taken;
    for (const Decision& d : s.match().timeline().decisions(s.decisionCount())) {
      if (d.verb == Verb::Deceive) played = static_cast<CardIndex>(d.arg);
      else if (d.verb == Verb::Discard && played && !taken) taken = static_cast<CardIndex>(d.arg);
    }
    QStringList told;
    for (const QList<QVariant>& n : notices) told << n.front().toString();
    INFO(told.join(QStringLiteral(" | ")).toStdString());
    if (!played) {
      CHECK(told.filter(QStringLiteral("rule T3")).isEmpty());
      continue;
    }
    REQUIRE(taken);
    CHECK(told.contains(QStringLiteral("Alexander played %1, saw your hand and discarded your %2 card from it (rule T3)")
                            .arg(QString::fromStdString(g.cards()[*played].name), QString::fromStdString(g.cards()[*taken].name))));
    ++deceptions;
  }
  CHECK(deceptions >= 1);
  s.close();
  REQUIRE(searchPool()->waitForDone(60000));
}


// A tester never saw that the computer's Deception had taken a card from
// her hand: its notice in the status line was at once replaced by "The
// computer is thinking…" as the computer went on. A notice now stays.
TEST_CASE("computer: a notice stays in the status line while the computer thinks on", "[client][computer]") {
  MainWindow window;
  GameSession* s = window.session();
  const QString thinking = QStringLiteral("The computer is thinking…");
  emit s->computerThinkingChanged(true);
  CHECK(window.statusBar()->currentMessage() == thinking);
  emit s->computerThinkingChanged(false);
  CHECK(window.statusBar()->currentMessage().isEmpty());
  const QString taken = QStringLiteral("Alexander played Deception, saw your hand and discarded your Challenge card from it (rule T3)");
  emit s->notice(taken);
  emit s->computerThinkingChanged(true);
  CHECK(window.statusBar()->currentMessage() == taken);
  emit s->computerThinkingChanged(false);
  CHECK(window.statusBar()->currentMessage() == taken);
}

// pt104 read "The March card is discarded: Undo (Ctrl+Z) takes it back"
// two turns later, when Undo could no longer take it back: the notice that
// offers Undo goes once the undo stack moves, by an undo or by the
// computer's play.
TEST_CASE("T6 H4 computer: the notice that Undo takes a discard back goes once Undo cannot", "[client][computer][T6][H4]") {
  ComputerFixture f(1);
  GameSession* s = f.window.session();
  const auto discardNotice = [&] { return f.window.statusBar()->currentMessage().endsWith(QStringLiteral("Undo (Ctrl+Z) takes it back")); };
  const auto endOrFirst = [&] {
    const GameState& st = s->state();
    Decision d = st.legalDecisions().front();
    for (const Decision& e : st.legalDecisions())
      if (e.verb == Verb::End) d = e;
    REQUIRE(s->perform({d}));
    QApplication::processEvents();
  };
  while (s->state().phase() != Phase::End) endOrFirst();
  REQUIRE(s->state().hand(kPerson).size() > 8);  // seed 1: nine cards, two to discard
  endOrFirst();
  CHECK(discardNotice());
  // Undone, the card is back: the notice goes at once.
  s->undo();
  QApplication::processEvents();
  CHECK_FALSE(discardNotice());
  endOrFirst();
  CHECK(discardNotice());
  // The last discard ends the turn; the computer plays, and Undo cannot
  // take the discard back any more: the notice goes (well before its own
  // fifteen seconds are up).
  QElapsedTimer t;
  t.start();
  endOrFirst();
  REQUIRE(f.waitForPerson());
  QApplication::processEvents();
  REQUIRE(t.elapsed() < 10000);
  CHECK_FALSE(s->canUndo());
  CHECK_FALSE(discardNotice());
}

// T7: testers wondered where their Tactics and Deception phases went (the
// turn bar strikes them through; its tooltips say why). The person is told
// once, as their turn reaches its first decision: at the game's start, and
// after the computer's turn. The computer's own passed phases are not told.
TEST_CASE("T7 computer: the person is told which phases of their turn were passed over", "[client][computer][T7]") {
  ComputerFixture f(3);
  GameSession* s = f.window.session();
  REQUIRE(s->decider() == kPerson);
  REQUIRE(s->state().phase() == Phase::Maneuver);  // Alexander holds no Tactics or Deception card
  CHECK(f.window.statusBar()->currentMessage() ==
        QStringLiteral("The Tactics and Deception phases were passed over: Alexander had nothing to do in them (rule T7)"));
  QSignalSpy told(s, &GameSession::notice);
  // The rest of the person's turn, then the computer's: told again only
  // when the person's next turn starts with phases passed over.
  int turnsTold = 0;
  for (int guard = 0; guard < 400 && !s->isOver() && s->state().turn() < 6; ++guard) {
    REQUIRE(f.waitForPerson());
    if (s->isOver()) break;
    const GameState& st = s->state();
    Decision d = st.legalDecisions().front();
    for (const Decision& e : st.legalDecisions())
      if (e.verb == Verb::End) d = e;
    const int turn = st.turn();
    told.clear();
    REQUIRE(s->perform({d}));
    REQUIRE(f.waitForPerson());
    if (s->isOver() || s->state().turn() == turn) continue;
    // A new turn of the person's: told exactly when phases were passed over.
    const std::vector<Phase> passed = passedPhases(s->match().timeline(), s->match().decisionCount());
    int passedTold = 0;
    for (const QList<QVariant>& args : told)
      if (args.at(0).toString().contains(QStringLiteral("passed over"))) {
        ++passedTold;
        CHECK(args.at(0).toString().contains(QStringLiteral("Alexander had nothing to do")));
      }
    CHECK(passedTold == (passed.empty() ? 0 : 1));
    turnsTold += passedTold;
  }
  CHECK(turnsTold > 0);
}
