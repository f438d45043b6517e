// V1, K4: a bot strikes at the enemy main leader's stack when a round there
// is likely enough won (candidate_rules.h, strikeMainLeader), and moves a
// group next to it to do so.
#include <algorithm>
#include <set>

#include "hydaspes/bot/action_candidates.h"
#include "hydaspes/bot/evaluation.h"
#include "hydaspes/combat_modifiers.h"
#include "hydaspes/notation.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {
std::set<Action> candidateSet(const GameState& st, CandidateRules rules) {
  std::set<Action> out;
  for (const Action& a : actionCandidates(st, rules)) out.insert(a);
  return out;
}

std::string printed(const Game& g, const Action& a) {
  std::string out;
  for (const Decision& d : a) out += printDecision(g, d) + "; ";
  return out;
}

// The bots' rules (bot_spec.h); hints and reviews go without the strike.
CandidateRules withStrike() {
  CandidateRules rules;
  rules.strikeMainLeader = true;
  return rules;
}

// The first-round odds of an attack from `from` on `to`, against a support card.
RoundOdds oddsAgainstSupport(const GameState& st, const char* from, const char* to) {
  const Game& g = st.game();
  const CombatModifiers m = attackModifiers(st, *g.board().parseCell(from), *g.board().parseCell(to));
  return roundOdds(m.attackerTotal(), m.defenderTotal() + g.scenario().combat.support);
}
}  // namespace

TEST_CASE("V1 K4 a stack without its main leader strikes the enemy main leader's stack when a round is likely won",
          "[bot]") {
  // Craterus alone in c4 facing W, in the flank of the whole Indian army in
  // b4 (facing N, Porus in it): leader +1, phalanx +1, flank +1 against
  // bigger stack, elephants and leader, +3. Even against a support card he
  // wins the first round about a third of the time, and that round wins the
  // game (the winner picks Porus, K4).
  const GameState st = Setup().phase("attack").greek({"break"}).indian({}).unit("craterus", "c4", "W").start();
  const Game& g = st.game();
  REQUIRE(oddsAgainstSupport(st, "c4", "b4").attackerWins >= kStrikeMainLeaderAt);
  CHECK(candidateSet(st, withStrike()) == std::set<Action>{Action{parse(g, "attack break"), parse(g, "from c4"), parse(g, "at b4")}});
  // Without the rule (hints and reviews) ending the phase is a candidate too.
  CHECK(candidateSet(st, CandidateRules{}).count(Action{parse(g, "end")}) == 1);

  // Alexander's own stack there risks the game with every round it loses:
  // the rule leaves its choice to the search.
  const GameState own = Setup()
                            .phase("attack")
                            .greek({"break"})
                            .indian({})
                            .unit("alexander", "c4", "W")
                            .unit("companions", "c4", "W")
                            .unit("coenus", "c4", "W")
                            .start();
  CHECK(candidateSet(own, withStrike()).count(Action{parse(g, "end")}) == 1);

  // With three of the twelve Greeks lost, another lost round would take
  // them more than half way to losing by losses (six, V1): no strike is
  // forced (against random play the bot, far ahead, had struck on until
  // it lost half its army).
  const auto afterLosses = [](int lost) {
    Setup setup = Setup().phase("attack").greek({"break"}).indian({}).unit("craterus", "c4", "W");
    for (int i = 1; i <= lost; ++i) setup.dead("allies" + std::to_string(i));
    return setup.start();
  };
  REQUIRE(g.scenario().lossesThatLose(0) == 6);
  const GameState behind = afterLosses(3);
  REQUIRE(oddsAgainstSupport(behind, "c4", "b4").attackerWins >= kStrikeMainLeaderAt);
  CHECK(candidateSet(behind, withStrike()).count(Action{parse(g, "end")}) == 1);
  CHECK(candidateSet(afterLosses(2), withStrike()).count(Action{parse(g, "end")}) == 0);

  // Allies alone in b3, attacking the army in front from the river, win a
  // round less often than that: no strike is forced.
  const GameState weak = Setup().phase("attack").greek({"break"}).indian({}).unit("allies1", "b3", "S").start();
  REQUIRE(oddsAgainstSupport(weak, "b3", "b4").attackerWins < kStrikeMainLeaderAt);
  CHECK(candidateSet(weak, withStrike()).count(Action{parse(g, "end")}) == 1);
}

TEST_CASE("V1 K4 a bot holding an attack card moves a group next to the enemy main leader to strike him", "[bot]") {
  // Turn 1: the Greeks in b2, the Indian army in b4 across the river. With
  // Alternate Ford (a crossing) and Break (an attack) in hand, every
  // candidate move takes a group without Alexander next to the army,
  // facing it, where it would win a first round at the rule's odds.
  const GameState st = Setup().greek({"alternate-ford", "break"}).indian({}).start();
  const Game& g = st.game();
  const Board& board = g.board();
  const Cell army = *board.parseCell("b4");
  const std::vector<Action> setups = actionCandidates(st, withStrike());
  REQUIRE_FALSE(setups.empty());
  for (const Action& a : setups) {
    INFO(printed(g, a));
    const auto to = std::find_if(a.begin(), a.end(), [](const Decision& d) { return d.verb == Verb::To; });
    const auto face = std::find_if(a.begin(), a.end(), [](const Decision& d) { return d.verb == Verb::Face; });
    REQUIRE(to != a.end());
    REQUIRE(face != a.end());
    CHECK(board.distance(static_cast<Cell>(to->arg), army) == 1);
    CHECK(std::none_of(a.begin(), a.end(), [&](const Decision& d) { return d == parse(g, "take alexander"); }));
    CHECK(std::none_of(a.begin(), a.end(), [](const Decision& d) { return d.verb == Verb::TakeAll; }));
    GameState after = st;
    applyAction(after, a);
    const Cell cell = static_cast<Cell>(to->arg);
    CHECK(strikeOdds(after, after.unitsAt(cell), cell, static_cast<Facing>(face->arg)) >= kStrikeMainLeaderAt);
  }
  // Craterus crossing to c4, into the army's flank, is one of them.
  CHECK(std::count(setups.begin(), setups.end(),
                   Action{parse(g, "move alternate-ford"), parse(g, "from b2"), parse(g, "take craterus"),
                          parse(g, "to c4"), parse(g, "face W")}) == 1);
  // Without the rule (hints and reviews), moving elsewhere or ending the
  // phase are candidates too.
  CHECK(candidateSet(st, CandidateRules{}).count(Action{parse(g, "end")}) == 1);

  // Without a card left to attack with, the move would strike nothing.
  const GameState noAttack = Setup().greek({"alternate-ford"}).indian({}).start();
  CHECK(candidateSet(noAttack, withStrike()).count(Action{parse(g, "end")}) == 1);

  // With a stack already in place (Craterus in c4 facing W), the bot's
  // other moves are its own again.
  const GameState placed = Setup().greek({"alternate-ford", "break"}).indian({}).unit("craterus", "c4", "W").start();
  CHECK(candidateSet(placed, withStrike()).count(Action{parse(g, "end")}) == 1);
}

TEST_CASE("V1 K3 strike odds count flank, front and the enemy's support card, and never a main leader's own stack",
          "[bot]") {
  const GameState st = Setup().greek({}).indian({}).start();
  const Game& g = st.game();
  const Board& board = g.board();
  const auto unit = [&](const char* id) {
    for (std::size_t u = 0; u < g.scenario().units.size(); ++u)
      if (g.scenario().units[u].id == id) return unitBit(static_cast<UnitIndex>(u));
    FAIL("no unit " << id);
    return UnitMask{0};
  };
  const Cell c4 = *board.parseCell("c4");
  // Craterus in c4 facing W strikes the army's flank: +3 against +3 and a
  // support card, a round won when his roll beats the army's by 2 or more.
  CHECK(strikeOdds(st, unit("craterus"), c4, Facing::W) == Approx(roundOdds(3, 4).attackerWins));
  // Facing away from it, the army is not in his front (K1).
  CHECK(strikeOdds(st, unit("craterus"), c4, Facing::E) == 0.0);
  // With Alexander, every lost round may lose the game: no strike.
  CHECK(strikeOdds(st, unit("craterus") | unit("alexander"), c4, Facing::W) == 0.0);
  // Far from the army, nothing to strike.
  CHECK(strikeOdds(st, unit("craterus"), *board.parseCell("f4"), Facing::W) == 0.0);
}

TEST_CASE("V1 K3 K5 a strike on the enemy main leader fights on while the odds hold, a support card counted", "[bot]") {
  // Craterus and two phalanxes in c4 facing W strike the Indian army's
  // flank in b4 with Break; the first round is lost and a phalanx falls.
  const auto afterLostRound = [](const std::vector<std::string>& greekHand) {
    GameState st = Setup()
                       .phase("attack")
                       .greek(greekHand)
                       .indian({})
                       .unit("craterus", "c4", "W")
                       .unit("phalanx1", "c4", "W")
                       .unit("phalanx2", "c4", "W")
                       .start();
    st.forceDice({1, 1, 6, 6});
    play(st, {"attack break", "from c4", "at b4"});
    if (st.step() == Step::AttackerSupport) play(st, {"pass"});
    play(st, {"kill phalanx1"});
    REQUIRE(st.step() == Step::ContinueOrBreak);
    return st;
  };
  // With Flee left for +1, the next round (the army now the last winner,
  // +1) is still won a third of the time against its support card: the
  // bot fights on.
  const GameState supported = afterLostRound({"break", "flee"});
  const Game& g = supported.game();
  const int support = g.scenario().combat.support;
  const CombatModifiers m = combatModifiers(supported);
  REQUIRE(roundOdds(m.attackerTotal() + support, m.defenderTotal() + support).attackerWins >= kStrikeMainLeaderAt);
  CHECK(actionCandidates(supported, withStrike()) == std::vector<Action>{Action{parse(g, "continue")}});
  CHECK(actionCandidates(supported, CandidateRules{}).size() == 2);
  // Without it, the odds fall below the rule's: fighting on or breaking off
  // is the search's choice.
  const GameState bare = afterLostRound({"break"});
  const CombatModifiers b = combatModifiers(bare);
  REQUIRE(roundOdds(b.attackerTotal(), b.defenderTotal() + support).attackerWins < kStrikeMainLeaderAt);
  CHECK(actionCandidates(bare, withStrike()).size() == 2);
}
