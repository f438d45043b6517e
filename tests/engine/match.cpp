// The match record: actions (H4), undo policy case by case, redo, and the
// save built as the game goes.
#include <catch2/catch.hpp>

#include <map>

#include "hydaspes/action_text.h"
#include "hydaspes/match.h"
#include "hydaspes/rng.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {

// A save with no decisions for the opening of `setup`.
SavedGame openingSave(const Setup& setup, std::uint64_t seed = 1, bool alwaysAsk = false) {
  nlohmann::json scenario = bundledScenarioJson();
  scenario["opening"] = setup.toJson();
  return test::openingSave(scenario, seed, alwaysAsk);
}

Match matchOf(const Setup& setup, UndoPolicy policy, bool alwaysAsk = false) {
  const SavedGame s = openingSave(setup, 1, alwaysAsk);
  return Match(gameOfSave(s, "test"), s, policy);
}

std::vector<Decision> parsed(const Game& g, std::initializer_list<std::string> texts) {
  std::vector<Decision> out;
  for (const auto& t : texts) out.push_back(parse(g, t));
  return out;
}

Match::Commit commit(Match& m, std::initializer_list<std::string> texts) {
  const Match::Commit c = m.commit(parsed(m.game(), texts));
  INFO(c.why);
  return c;
}

// A river move that Porus can answer with Overflowing.
Setup riverMove() {
  return Setup().unit("peltasts1", "c2", "S").greek({"rush", "march"}).indian({"overflowing"});
}

}  // namespace

TEST_CASE("H4 an action runs from a phase-level choice until the game is back at that level", "[match][H4]") {
  Match m = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing);
  REQUIRE(commit(m, {"move rush", "from b2", "take allies1", "take allies2", "to a3"}).ok());
  CHECK(m.actions().size() == 1);
  CHECK(m.actionOpen());  // the facing is still to choose
  const Match::Commit facing = commit(m, {"face S"});
  REQUIRE(facing.ok());
  CHECK(facing.extendedOpenAction);
  CHECK(facing.firstAction == 0);
  REQUIRE(m.actions().size() == 1);
  CHECK_FALSE(m.actionOpen());
  CHECK(m.actions()[0].first == 0);
  CHECK(m.actions()[0].end == 6);
  CHECK(m.actions()[0].maker == 0);
  // The next phase-level choice begins a new action.
  REQUIRE(commit(m, {"end"}).ok());
  CHECK(m.actions().size() == 2);
  CHECK(m.actions()[1].first == 6);
}

TEST_CASE("H4 a reaction by the other side is its own action", "[match][H4]") {
  Match m = matchOf(riverMove(), UndoPolicy::LearntNothing);
  REQUIRE(commit(m, {"move rush", "from c2", "take peltasts1", "to c3", "face S"}).ok());
  REQUIRE(m.state().step() == Step::NegateWindow);
  CHECK(m.actions().size() == 1);
  CHECK_FALSE(m.actionOpen());  // Porus decides now
  REQUIRE(commit(m, {"negate overflowing"}).ok());
  REQUIRE(m.actions().size() == 2);
  CHECK(m.actions()[1].maker == 1);
  CHECK(m.actions()[1].first == 5);
  CHECK(m.actions()[1].end == 6);
}

TEST_CASE("H4 an action still being declared can always be backed out of, the card back in hand", "[match][H4]") {
  Match m = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing);
  const GameState start = m.state();
  REQUIRE(commit(m, {"move rush", "from b2", "take allies1"}).ok());
  CHECK_FALSE(holds(m.state(), 0, "rush"));
  REQUIRE(m.canUndo());
  m.undo();
  CHECK(m.state() == start);
  CHECK(holds(m.state(), 0, "rush"));
  CHECK(m.actions().empty());
  CHECK(m.decisionCount() == 0);
}

TEST_CASE("H4 a finished action that taught nothing can be undone", "[match][H4]") {
  Match m = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing);
  REQUIRE(commit(m, {"end"}).ok());  // ending the Maneuver phase teaches nothing
  REQUIRE(m.canUndo());
  m.undo();
  CHECK(m.state().phase() == Phase::Maneuver);
  CHECK(m.canRedo());
  m.redo();
  CHECK(m.state().phase() == Phase::Attack);
  CHECK_FALSE(m.canRedo());
}

TEST_CASE("H4 undo stops at a reaction window skipped because the other side held no card", "[match][H4]") {
  // No Indian card fits a negate: the window is left out, and that is news.
  Match m = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing);
  REQUIRE(commit(m, {"move rush", "from b2", "take allies1", "to a3", "face S"}).ok());
  REQUIRE(m.whyNoUndo());
  CHECK(*m.whyNoUndo() == "it is now known that Porus holds no card to negate the move");
  // With "always ask" the window is always offered: no silence to learn from,
  // and the action ends when Porus must decide.
  Match ask = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing, /*alwaysAsk=*/true);
  REQUIRE(commit(ask, {"move rush", "from b2", "take allies1", "to a3", "face S"}).ok());
  REQUIRE(ask.state().step() == Step::NegateWindow);
  CHECK(*ask.whyNoUndo() == "the last action was Alexander's");  // Porus is at the screen
  REQUIRE(commit(ask, {"pass"}).ok());
  CHECK(*ask.whyNoUndo() == "the last action was Porus's");  // Porus has answered
}

TEST_CASE("H4 undo stops after dice, a draw or a revealed hand", "[match][H4]") {
  SECTION("dice") {
    // Porus holds a card for the combat, so his window opens: the attack
    // ends there, and his answer rolls the dice.
    Match m = matchOf(Setup().phase("attack").unit("companions", "b3", "S").greek({"break"}).indian({"brave-fight"}),
                      UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"attack break", "from b3", "at b4"}).ok());
    REQUIRE(m.state().step() == Step::DefenderResponse);
    CHECK(*m.whyNoUndo() == "the last action was Alexander's");
    REQUIRE(commit(m, {"pass"}).ok());
    REQUIRE(m.whyNoUndo());
    CHECK(*m.whyNoUndo() == "the dice have been rolled");
  }
  SECTION("a draw") {
    Match m = matchOf(Setup().phase("tactics").greek({"tactics"}).deck({"march", "rush", "haste"}), UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"play tactics"}).ok());
    CHECK(*m.whyNoUndo() == "cards have been drawn");
  }
  SECTION("a revealed hand, even while the Deception is being played") {
    Match m = matchOf(Setup().phase("deception").greek({"deception"}).indian({"march", "haste"}), UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"deceive deception"}).ok());
    CHECK(m.actionOpen());
    CHECK(*m.whyNoUndo() == "Porus's hand has been shown");
  }
  SECTION("nothing done yet") {
    Match m = matchOf(Setup(), UndoPolicy::LearntNothing);
    CHECK(*m.whyNoUndo() == "nothing has been done yet");
  }
}

TEST_CASE("H4 one player on both sides may undo anything, and redo repeats the same dice", "[match][H4]") {
  Match m = matchOf(Setup().phase("attack").unit("companions", "b3", "S").greek({"break"}), UndoPolicy::Anything);
  REQUIRE(commit(m, {"attack break", "from b3", "at b4"}).ok());
  const GameState rolled = m.state();
  const auto& events = m.timeline().step(2).events;
  REQUIRE(std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::Rolled; }));
  REQUIRE(m.canUndo());
  m.undo();
  CHECK(m.decisionCount() == 0);
  m.redo();
  CHECK(m.state() == rolled);
  // Making the same choice again, not by redo, gives the same dice (D1).
  m.undo();
  REQUIRE(commit(m, {"attack break", "from b3", "at b4"}).ok());
  CHECK(m.state() == rolled);
  CHECK_FALSE(m.canRedo());  // a new action drops what was taken back
}

TEST_CASE("H4 a commit is all or nothing and names the illegal decision", "[match][H4]") {
  Match m = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing);
  const GameState start = m.state();
  const Match::Commit c = m.commit(parsed(m.game(), {"move rush", "from b2", "take allies1", "to b4", "face S"}));
  CHECK_FALSE(c.ok());
  CHECK(c.why == "b4 is held by the enemy");
  CHECK(m.state() == start);
  CHECK(m.decisionCount() == 0);
  CHECK(m.save().decisions.empty());
}

TEST_CASE("H4 a game opened from a save cannot be undone past its opening in hot-seat", "[match][H4]") {
  Match played = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing);
  REQUIRE(commit(played, {"end"}).ok());
  const SavedGame opening = openingSave(Setup().greek({"rush"}));
  Match reopened(played.gamePtr(), opening, played.timeline(), UndoPolicy::LearntNothing);
  CHECK(reopened.actions() == played.actions());
  CHECK(reopened.state() == played.state());
  REQUIRE(reopened.whyNoUndo());
  CHECK(reopened.whyNoUndo()->find("opened here") != std::string::npos);
  Match solo(played.gamePtr(), opening, played.timeline(), UndoPolicy::Anything);
  CHECK(solo.canUndo());
}

TEST_CASE("Match action words: moves, answers and combats", "[match][H4]") {
  Match m = matchOf(riverMove(), UndoPolicy::Anything);
  REQUIRE(commit(m, {"move rush", "from c2", "take peltasts1", "to c3", "face S"}).ok());
  const auto words = [&](std::size_t i) {
    const MatchAction& a = m.actions().at(i);
    std::vector<Decision> ds;
    for (std::size_t k = a.first; k < a.end; ++k) ds.push_back(m.timeline().step(k).decision);
    return describeAction(m.timeline().at(a.first), ds);
  };
  CHECK(words(0).line(m.game()) == "Turn 1 \u00b7 Alexander: Rush: Peltasts c2\u2192c3, facing S");
  CHECK(words(0).notation.size() == 5);
  REQUIRE(commit(m, {"negate overflowing"}).ok());
  CHECK(words(1).line(m.game()) == "Porus negates the move with Overflowing: the move is negated");

  SavedGame forced = openingSave(Setup().phase("attack").unit("companions", "b3", "S").greek({"break"}));
  forced.forcedDice = {6, 6, 1, 1};
  Match won(gameOfSave(forced, "test"), forced, UndoPolicy::Anything);
  REQUIRE(won.commit(parsed(won.game(), {"attack break", "from b3", "at b4"})).ok());
  const MatchAction& a = won.actions().at(0);
  std::vector<Decision> ds;
  for (std::size_t k = a.first; k < a.end; ++k) ds.push_back(won.timeline().step(k).decision);
  const std::string line = describeAction(won.timeline().at(0), ds).line(won.game());
  INFO(line);
  CHECK(line.rfind("Turn 1 \u00b7 Alexander: Break: attack b3\u2192b4", 0) == 0);
  CHECK(line.find(" against ") != std::string::npos);
}

TEST_CASE("Match the save built as the game goes equals the save rebuilt from scratch, over 1,000 random games",
          "[match][H4][save]") {
  const GamePtr game = bundledGame();
  SavedGame opening;
  opening.scenario = bundledScenarioJson();
  opening.cards = bundledCardsJson();
  opening.players[0] = "Anna";
  opening.players[1] = "Ben";
  Rng pick(2026);
  long long decisions = 0;
  int undone = 0;
  const int games = walkLength(1000);
  for (int g = 0; g < games; ++g) {
    opening.seed = 1000 + static_cast<std::uint64_t>(g);
    Match m(game, opening, g % 2 ? UndoPolicy::Anything : UndoPolicy::LearntNothing);
    // Gestures of 1 to 4 decisions, now and then an undo, up to a turn cap.
    while (!m.state().isTerminal() && m.state().turn() <= 40) {
      const std::vector<Decision> gesture = randomGesture(m.state(), pick);
      REQUIRE(m.commit(gesture).ok());
      if (pick.below(10) == 0 && m.canUndo()) {
        m.undo();
        ++undone;
        if (pick.below(2) == 0) m.redo();
      }
    }
    decisions += static_cast<long long>(m.decisionCount());
    // The save rebuilt from scratch: every decision applied again from the opening.
    SavedGame rebuilt = opening;
    GameState st = openingOfSave(game, opening);
    for (const ReplayStep& step : m.timeline().steps()) {
      st.apply(step.decision);
      rebuilt.decisions.push_back(printDecision(*game, step.decision));
      rebuilt.hashes.push_back(st.hash());
    }
    REQUIRE(st == m.state());
    REQUIRE(nlohmann::json::parse(m.saveText()) == saveToJson(rebuilt));
    // The actions tile the record exactly.
    std::size_t next = 0;
    for (const MatchAction& a : m.actions()) {
      REQUIRE(a.first == next);
      REQUIRE(a.end > a.first);
      next = a.end;
    }
    REQUIRE(next == m.decisionCount());
  }
  CHECK(decisions > 100LL * games);
  CHECK(undone > games);
}

// --- H4 as values: what an action taught, why undo is refused ---------------

namespace {

using LessonKind = UndoLesson::Kind;
using BlockReason = UndoBlock::Reason;

// The undo block and its English agree, and canUndo says the same.
void checkUndoWords(const Match& m) {
  const std::optional<UndoBlock> block = m.undoBlock();
  const std::optional<std::string> why = m.whyNoUndo();
  REQUIRE(block.has_value() == why.has_value());
  CHECK(m.canUndo() == !block);
  if (block) CHECK(englishText(*block, m.game()) == *why);
}

// The last action's lesson, its undo block and the block's English.
void checkTaught(const Match& m, UndoLesson lesson, const std::string& english) {
  REQUIRE_FALSE(m.actions().empty());
  CHECK(m.actions().back().lesson == lesson);
  CHECK(englishText(lesson, m.game()) == english);
  REQUIRE(m.undoBlock());
  CHECK(*m.undoBlock() == UndoBlock{BlockReason::Taught, lesson});
  CHECK(*m.whyNoUndo() == english);
  checkUndoWords(m);
}

}  // namespace

TEST_CASE("H4 what an action taught its maker is a value, worded as whyNoUndo words it", "[match][H4][undo-values]") {
  SECTION("nothing") {
    Match m = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"end"}).ok());
    CHECK(m.actions().back().lesson == UndoLesson{});
    CHECK_FALSE(m.actions().back().lesson.taught());
    CHECK(englishText(UndoLesson{}, m.game()).empty());
    CHECK_FALSE(m.undoBlock());
    checkUndoWords(m);
  }
  SECTION("a hand shown") {
    Match m = matchOf(Setup().phase("deception").greek({"deception"}).indian({"march", "haste"}), UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"deceive deception"}).ok());
    checkTaught(m, {LessonKind::HandShown, 1}, "Porus's hand has been shown");
    REQUIRE(commit(m, {"discard march"}).ok());  // the pick goes on the same action, the lesson stays
    REQUIRE(m.actions().size() == 1);
    checkTaught(m, {LessonKind::HandShown, 1}, "Porus's hand has been shown");
  }
  SECTION("dice") {
    Match m = matchOf(Setup().phase("attack").unit("companions", "b3", "S").greek({"break"}).indian({"brave-fight"}),
                      UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"attack break", "from b3", "at b4"}).ok());
    CHECK(m.actions().back().lesson == UndoLesson{});  // Porus's window is open: nothing learnt yet
    REQUIRE(commit(m, {"pass"}).ok());
    CHECK(m.actions().back().maker == 1);
    checkTaught(m, {LessonKind::DiceRolled}, "the dice have been rolled");
  }
  SECTION("a reshuffle") {
    // The Tactics phase's draw of four leaves one card on the deck; the card
    // draws two: the discard pile becomes the deck.
    Match m = matchOf(Setup().phase("tactics").greek({"tactics"}).deck({"march", "rush", "haste", "routed", "flee"}),
                      UndoPolicy::LearntNothing);
    REQUIRE(m.state().deck().size() == 1);
    REQUIRE(commit(m, {"play tactics"}).ok());
    checkTaught(m, {LessonKind::DeckReshuffled}, "the deck has been reshuffled");
  }
  SECTION("a draw") {
    Match m = matchOf(Setup().phase("tactics").greek({"tactics"}).deck({"march", "rush", "haste"}), UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"play tactics"}).ok());
    checkTaught(m, {LessonKind::CardsDrawn}, "cards have been drawn");
  }
  SECTION("no card to negate the move") {
    Match m = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"move rush", "from b2", "take allies1", "to a3"}).ok());
    CHECK(m.actions().back().lesson == UndoLesson{});  // the facing is still to choose
    REQUIRE(commit(m, {"face S"}).ok());
    checkTaught(m, {LessonKind::NoCardToNegate, 1}, "it is now known that Porus holds no card to negate the move");
  }
  SECTION("no card to support or defend") {
    // Porus holds no card: his combat window is left out, then the dice roll.
    // The silence comes first, so it is the lesson.
    Match m = matchOf(Setup().phase("attack").unit("companions", "b3", "S").greek({"break"}), UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"attack break", "from b3", "at b4"}).ok());
    checkTaught(m, {LessonKind::NoCardForCombat, 1}, "it is now known that Porus holds no card to support or defend");
  }
  SECTION("Alexander's silence, named for Porus") {
    // Porus moves; Alexander holds no card to negate it.
    Match m = matchOf(Setup().active("indian").indian({"rush"}), UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"move rush", "from b4", "take infantry1", "to a3", "face N"}).ok());
    checkTaught(m, {LessonKind::NoCardToNegate, 0}, "it is now known that Alexander holds no card to negate the move");
  }
}

TEST_CASE("H4 why undo is refused is a value: every reason, worded as whyNoUndo words it", "[match][H4][undo-values]") {
  SECTION("nothing done yet") {
    for (const UndoPolicy policy : {UndoPolicy::LearntNothing, UndoPolicy::Anything}) {
      Match m = matchOf(Setup(), policy);
      REQUIRE(m.undoBlock());
      CHECK(*m.undoBlock() == UndoBlock{BlockReason::NothingDone});
      CHECK(*m.whyNoUndo() == "nothing has been done yet");
      checkUndoWords(m);
    }
  }
  SECTION("opened here") {
    Match played = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing);
    REQUIRE(commit(played, {"end"}).ok());
    Match reopened(played.gamePtr(), openingSave(Setup().greek({"rush"})), played.timeline(), UndoPolicy::LearntNothing);
    REQUIRE(reopened.undoBlock());
    CHECK(*reopened.undoBlock() == UndoBlock{BlockReason::OpenedHere});
    CHECK(*reopened.whyNoUndo() == "the game was opened here; what came before was not played at this screen");
    checkUndoWords(reopened);
    // What is played after the opening is judged as any action is: here the
    // turn has passed, and Porus is at the screen.
    REQUIRE(commit(reopened, {"end"}).ok());
    REQUIRE(reopened.undoBlock());
    CHECK(*reopened.undoBlock() == UndoBlock{BlockReason::OtherSidesAction, {}, 0});
  }
  SECTION("taught") {
    Match m = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"move rush", "from b2", "take allies1", "to a3", "face S"}).ok());
    REQUIRE(m.undoBlock());
    CHECK(m.undoBlock()->reason == BlockReason::Taught);
    checkUndoWords(m);
  }
  SECTION("the other side's action") {
    Match m = matchOf(Setup().greek({"rush"}), UndoPolicy::LearntNothing, /*alwaysAsk=*/true);
    REQUIRE(commit(m, {"move rush", "from b2", "take allies1", "to a3", "face S"}).ok());
    REQUIRE(m.undoBlock());
    CHECK(*m.undoBlock() == UndoBlock{BlockReason::OtherSidesAction, {}, 0});
    CHECK(*m.whyNoUndo() == "the last action was Alexander's");
    checkUndoWords(m);
    REQUIRE(commit(m, {"pass"}).ok());
    CHECK(*m.undoBlock() == UndoBlock{BlockReason::OtherSidesAction, {}, 1});
    CHECK(*m.whyNoUndo() == "the last action was Porus's");
    checkUndoWords(m);
  }
  SECTION("the battle is decided") {
    // Alexander and the Companions attack the Indian army; the dice give
    // Porus the round, and Porus picks Alexander: the main leader falls (V1).
    // Picking the casualty taught Porus nothing, yet the battle is over.
    SavedGame forced = openingSave(Setup()
                                       .phase("attack")
                                       .unit("alexander", "b3", "S")
                                       .unit("companions", "b3", "S")
                                       .greek({"break"}));
    forced.forcedDice = {1, 1, 6, 6};
    Match m(gameOfSave(forced, "test"), forced, UndoPolicy::LearntNothing);
    REQUIRE(commit(m, {"attack break", "from b3", "at b4"}).ok());
    REQUIRE(m.state().step() == Step::Casualty);
    REQUIRE(m.state().decidingSide() == 1);
    REQUIRE(commit(m, {"kill alexander"}).ok());
    REQUIRE(m.state().isTerminal());
    REQUIRE(m.actions().size() == 2);
    CHECK(m.actions().back().maker == 1);
    CHECK_FALSE(m.actions().back().lesson.taught());
    REQUIRE(m.undoBlock());
    CHECK(*m.undoBlock() == UndoBlock{BlockReason::BattleDecided});
    CHECK(*m.whyNoUndo() == "the battle is decided");
    checkUndoWords(m);
  }
  SECTION("one player on both sides may undo what taught something") {
    Match m = matchOf(Setup().greek({"rush"}), UndoPolicy::Anything);
    REQUIRE(commit(m, {"move rush", "from b2", "take allies1", "to a3", "face S"}).ok());
    CHECK(m.actions().back().lesson.kind == LessonKind::NoCardToNegate);
    CHECK_FALSE(m.undoBlock());
    checkUndoWords(m);
  }
}

TEST_CASE("H4 over random games every lesson and undo reason is reached, each worded as whyNoUndo words it, "
          "and a skipped window is told as the engine's event tells it",
          "[match][H4][undo-values]") {
  const GamePtr game = bundledGame();
  SavedGame opening;
  opening.scenario = bundledScenarioJson();
  opening.cards = bundledCardsJson();
  Rng pick(4242);
  std::map<LessonKind, int> lessons;
  std::map<BlockReason, int> reasons;
  std::map<Step, int> negateFrom, combatFrom;  // the step each skipped window was left out from
  const int games = walkLength(500);
  for (int g = 0; g < games; ++g) {
    opening.seed = 5000 + static_cast<std::uint64_t>(g);
    opening.options.alwaysAsk = g % 5 == 4;
    Match m(game, opening, UndoPolicy::LearntNothing);
    while (!m.state().isTerminal() && m.state().turn() <= 40) {
      const GameState before = m.state();
      const auto legal = before.legalDecisions();
      const Decision d = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
      REQUIRE(m.commit({d}).ok());
      const ReplayStep& step = m.timeline().step(m.decisionCount() - 1);
      // Each window left out, by itself: the lesson the state before tells
      // is worded as the engine's event words the window.
      for (std::size_t k = 0; k < step.events.size(); ++k) {
        const Event& e = step.events[k];
        if (e.kind != EventKind::ReactionSkipped) continue;
        REQUIRE(e.side != step.decider);  // a window left out is always the other side's
        const UndoLesson l = lessonOf(before, d, m.state(), EventLog{e});
        REQUIRE(l.side == e.side);
        CHECK(englishText(l, *game) == "it is now known that " + game->scenario().sides[e.side].name + " holds no card to " + e.text);
        // And as what happened next: the move made, or the dice rolled.
        REQUIRE(k + 1 < step.events.size());
        const EventKind next = step.events[k + 1].kind;
        if (l.kind == LessonKind::NoCardToNegate) {
          CHECK(next == EventKind::Moved);
          ++negateFrom[before.step()];
        } else {
          REQUIRE(l.kind == LessonKind::NoCardForCombat);
          CHECK(next == EventKind::Rolled);
          ++combatFrom[before.step()];
        }
      }
      checkUndoWords(m);
      if (const auto block = m.undoBlock()) {
        ++reasons[block->reason];
        if (block->reason == BlockReason::Taught) ++lessons[block->lesson.kind];
      } else {
        ++lessons[m.actions().back().lesson.kind];  // None, or a lesson being declared
      }
      if (pick.below(12) == 0 && m.canUndo()) {
        m.undo();
        checkUndoWords(m);
        if (pick.below(2) == 0) m.redo();
      }
    }
    // Opened again from its record: the same actions and lessons, and
    // nothing before the opening to take back.
    Match reopened(game, opening, m.timeline(), UndoPolicy::LearntNothing);
    CHECK(reopened.actions() == m.actions());
    checkUndoWords(reopened);
    if (const auto block = reopened.undoBlock()) ++reasons[block->reason];
    if (g == 0) {
      Match fresh(game, opening, UndoPolicy::LearntNothing);
      checkUndoWords(fresh);
      ++reasons[fresh.undoBlock()->reason];
    }
  }
  for (const LessonKind k : {LessonKind::None, LessonKind::HandShown, LessonKind::DiceRolled, LessonKind::DeckReshuffled,
                             LessonKind::CardsDrawn, LessonKind::NoCardToNegate, LessonKind::NoCardForCombat}) {
    INFO("lesson kind " << static_cast<int>(k));
    CHECK(lessons[k] > 0);
  }
  for (const BlockReason r : {BlockReason::NothingDone, BlockReason::OpenedHere, BlockReason::Taught,
                              BlockReason::BattleDecided, BlockReason::OtherSidesAction}) {
    INFO("undo reason " << static_cast<int>(r));
    CHECK(reasons[r] > 0);
  }
  // The windows are left out from the steps the lesson's rule names.
  for (const auto& [s, n] : negateFrom) {
    INFO(stepName(s) << ": " << n);
    CHECK((s == Step::Units || s == Step::Facing || s == Step::CancelWindow));
  }
  for (const auto& [s, n] : combatFrom) {
    INFO(stepName(s) << ": " << n);
    CHECK((s == Step::Target || s == Step::AttackerSupport || s == Step::ContinueOrBreak));
  }
  CHECK(negateFrom.size() >= 2);
  CHECK(combatFrom.size() >= 2);
}
