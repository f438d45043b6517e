// The match record: actions (H4), undo policy case by case, redo, and the
// save built as the game goes.
#include <catch2/catch.hpp>

#include "hydaspes/action_text.h"
#include "hydaspes/match.h"
#include "hydaspes/rng.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {

// A save with no decisions for the opening of `setup`.
SavedGame openingSave(const Setup& setup, std::uint64_t seed = 1, bool alwaysAsk = false) {
  SavedGame s;
  s.scenario = bundledScenarioJson();
  s.scenario["opening"] = setup.toJson();
  s.cards = bundledCardsJson();
  s.seed = seed;
  s.options.alwaysAsk = alwaysAsk;
  s.players[0] = "Anna";
  s.players[1] = "Ben";
  return s;
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
  CHECK(*m.whyNoUndo() == "Porus has shown no card to negate the move");
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
      std::vector<Decision> gesture;
      GameState st = m.state();
      const std::size_t len = 1 + pick.below(4);
      while (gesture.size() < len && !st.isTerminal()) {
        const auto legal = st.legalDecisions();
        const Decision d = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
        st.apply(d);
        gesture.push_back(d);
      }
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
