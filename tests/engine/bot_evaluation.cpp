// The search's evaluation (evaluation.h): threats read from the board with
// the K3 modifiers and the odds of each round fought on (K5), leader safety
// (V1), symmetry;
// and the search using it to find a winning attack.
#include "hydaspes/bot/evaluation.h"
#include "hydaspes/bot/action_candidates.h"
#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/bot/ismcts_bot.h"
#include "hydaspes/bot/seat_knowledge.h"
#include <array>

#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {
// Setup with the units named placed as given and every other unit far from
// the action: Greeks in a1, Indians in l7 (so no stack of theirs threatens
// the d column; the Indian Cavalry and Prince, moving 4, reach the h one).
class Apart {
 public:
  Apart& unit(const std::string& id, const std::string& cell, const std::string& facing) {
    placed_.push_back({id, cell, facing});
    return *this;
  }
  Setup setup() const {
    Setup s;
    const Scenario& sc = bundledGame()->scenario();
    for (const auto& u : sc.units) {
      auto it = std::find_if(placed_.begin(), placed_.end(), [&](const auto& p) { return p[0] == u.id; });
      if (it != placed_.end()) s.unit(u.id, (*it)[1], (*it)[2]);
      else s.unit(u.id, u.side == 0 ? "a1" : "l7", u.side == 0 ? "N" : "S");
    }
    return s;
  }
  GameState start() const { return setup().start(); }

 private:
  std::vector<std::array<std::string, 3>> placed_;
};

double attack(const GameState& st, const std::string& from, const std::string& to) {
  return attackValue(st, cellNamed(st, from), cellNamed(st, to));
}

// The least huntPeril of Porus after any candidate action with `rules`
// that moves `unit` from `from`.
double leastPerilMoving(const GameState& st, CandidateRules rules, const char* unit, const std::string& from) {
  double least = 2.0;
  for (const Action& a : actionCandidates(st, rules)) {
    GameState after = st;
    applyAction(after, a);
    if (after.units()[*st.game().scenario().findUnit(unit)].cell != cellNamed(st, from))
      least = std::min(least, huntPeril(after, 1));
  }
  return least;
}
}  // namespace

TEST_CASE("K3 attackValue: equal stacks on open ground favour nobody but the cheaper loss", "[bot]") {
  const GameState st = Setup().unit("allies1", "d5", "S").unit("infantry1", "d6", "N").start();
  // Equal odds (no modifier either way): the Greeks need 8 Indian losses and
  // lose at 6, so one round is worth 1/8 - 1/6 times the same chance.
  const RoundOdds even = roundOdds(0, 0);
  CHECK(attack(st, "d5", "d6") == Approx(even.attackerWins * (1.0 / 8 - 1.0 / 6)));
  CHECK(attack(st, "d6", "d5") == Approx(even.attackerWins * (1.0 / 6 - 1.0 / 8)));
  CHECK(attack(st, "d5", "e5") == 0.0);  // no stack there
}

TEST_CASE("K3 attackValue: the river, the rear and a bigger stack raise it, hills lower it", "[bot]") {
  const double open = attack(Setup().unit("allies1", "d5", "S").unit("infantry1", "d6", "N").start(), "d5", "d6");
  const double river = attack(Setup().unit("allies1", "d2", "S").unit("infantry1", "d3", "N").start(), "d2", "d3");
  const double rear = attack(Setup().unit("allies1", "d5", "S").unit("infantry1", "d6", "S").start(), "d5", "d6");
  const double flank = attack(Setup().unit("allies1", "d5", "S").unit("infantry1", "d6", "E").start(), "d5", "d6");
  const double bigger =
      attack(Setup().unit("allies1", "d5", "S").unit("allies2", "d5", "S").unit("infantry1", "d6", "N").start(), "d5", "d6");
  const double hills = attack(Setup().unit("allies1", "b6", "S").unit("infantry1", "b7", "N").start(), "b6", "b7");
  CHECK(river > rear);
  CHECK(rear > flank);
  CHECK(flank > open);
  CHECK(bigger > open);
  CHECK(hills < open);
  CHECK(river > 0.0);
  // +3 in the river (K3): the odds of a round at +3, times one Indian unit.
  CHECK(river == Approx(roundOdds(3, 0).attackerWins / 8 - roundOdds(3, 0).defenderWins / 6));
}

TEST_CASE("V1 attackValue: a round won against the main leader's stack is worth the game", "[bot]") {
  const GameState st = Setup().unit("allies1", "d5", "S").unit("porus", "d6", "N").start();
  const RoundOdds o = roundOdds(0, 2);  // Porus: leader +1, elephant +1
  CHECK(attack(st, "d5", "d6") == Approx(o.attackerWins * 1.0 - o.defenderWins / 6));
  // Porus attacking risks the game for one Greek unit.
  CHECK(attack(st, "d6", "d5") == Approx(roundOdds(2, 0).attackerWins / 6 - roundOdds(2, 0).defenderWins * 1.0));
}

TEST_CASE("K5 attackValue: the attacker fights on while it wins, so a stack in the river can lose several units",
          "[bot]") {
  // Allies (no bonus) against two Punjab Infantry in the river (+3 to the
  // attacker, the bigger stack +1 to them): the first round at +2; once won,
  // one infantry is left, with no bigger stack and the last winner's +1: +4.
  const GameState st =
      Setup().unit("allies1", "d2", "S").unit("infantry1", "d3", "N").unit("infantry2", "d3", "N").start();
  const RoundOdds first = roundOdds(2, 0), second = roundOdds(4, 0);
  const double firstRound = first.attackerWins / 8 - first.defenderWins / 6;
  CHECK(attack(st, "d2", "d3") == Approx(firstRound + first.attackerWins * (second.attackerWins / 8 - second.defenderWins / 6)));
  CHECK(attack(st, "d2", "d3") > firstRound);
  // On land the same two are worth attacking far less.
  const GameState land =
      Setup().unit("allies1", "d5", "S").unit("infantry1", "d6", "N").unit("infantry2", "d6", "N").start();
  CHECK(attack(land, "d5", "d6") < attack(st, "d2", "d3") - 0.1);
  // Kills past half the enemy army win nothing more (V1): with six Indians
  // already lost, two rounds of three count (at +2, then +3), the third not.
  Setup two = Setup().unit("allies1", "d2", "S");
  for (const char* id : {"infantry1", "infantry2", "infantry3"}) two.unit(id, "d3", "N");
  for (const char* id : {"infantry4", "infantry5", "infantry6", "infantry7", "infantry8", "cavalry1"}) two.dead(id);
  const RoundOdds r1 = roundOdds(2, 0), r2 = roundOdds(3, 0);
  CHECK(attack(two.start(), "d2", "d3") ==
        Approx(r1.attackerWins / 8 - r1.defenderWins / 6 + r1.attackerWins * (r2.attackerWins / 8 - r2.defenderWins / 6)));
}

TEST_CASE("V1 K5 attackValue: against the main leader's stack the first round won ends the game", "[bot]") {
  // Porus and an elephant (bigger stack, elephant, leader: +3) against Allies:
  // a won round takes Porus, so no later round counts.
  const GameState st = Setup().unit("allies1", "d5", "S").unit("porus", "d6", "N").unit("elephants1", "d6", "N").start();
  const RoundOdds o = roundOdds(0, 3);
  CHECK(attack(st, "d5", "d6") == Approx(o.attackerWins * 1.0 - o.defenderWins / 6));
}

TEST_CASE("K1 bestThreat counts an enemy stack in a stack's front fully, one beside it for less", "[bot]") {
  // Companions and Coenus (bigger stack +1, Greek cavalry +1, leader +1) beside Punjab Infantry.
  const GameState facing = Apart().unit("companions", "d5", "S").unit("coenus", "d5", "S").unit("infantry1", "d6", "N").start();
  const GameState away = Apart().unit("companions", "d5", "N").unit("coenus", "d5", "N").unit("infantry1", "d6", "N").start();
  REQUIRE(attack(facing, "d5", "d6") > 0.0);
  CHECK(bestThreat(facing, 0) == Approx(attack(facing, "d5", "d6")));
  // Facing away it must first step beside the infantry and turn (the free move).
  CHECK(bestThreat(away, 0) == Approx(0.7 * attack(facing, "d5", "d6")));
}

TEST_CASE("T4 K1 bestThreat counts a stack that can move next to the enemy this turn, less than one already there",
          "[bot]") {
  // Punjab Infantry moves at most 2 (S1): from d7 it can reach d5's side, not from h7.
  const auto threat = [](const std::string& infantryAt) {
    return bestThreat(Apart().unit("allies1", "d4", "N").unit("infantry1", infantryAt, "N").start(), 1);
  };
  CHECK(threat("d5") > threat("d6"));  // adjacent, in its front
  CHECK(threat("d6") > threat("d7"));  // the free move, then a card move
  CHECK(threat("d7") > 0.0);
  CHECK(threat("h7") == 0.0);          // too far
}

TEST_CASE("M4 M6 bestThreat: across the river only a crossing card reaches the far bank in one move", "[bot]") {
  // The Companions three cells from Punjab Infantry: on open ground
  // a card move brings them next to it (0.4); from d2 across the river at
  // d3 a normal move stops in the water (M4), so only a Greek crossing card
  // does (0.25, M6). The same stacks, no flank or rear, open ground (Greek
  // cavalry +1: an attack worth making).
  const double land = bestThreat(Apart().unit("companions", "a6", "E").unit("infantry1", "d6", "N").start(), 0);
  const double river = bestThreat(Apart().unit("companions", "d2", "S").unit("infantry1", "d5", "N").start(), 0);
  REQUIRE(land > 0.0);
  CHECK(river == Approx(land * 0.25 / 0.4));
  // The Indians hold no crossing card (C1): Indian Cavalry four cells south
  // of Allies on the d1 hills cannot come next to them this turn.
  CHECK(bestThreat(Apart().unit("allies1", "d1", "S").unit("cavalry1", "d5", "N").start(), 1) == 0.0);
}

TEST_CASE("T1 K1 a lone leader beside the army that attacks next is a loss in waiting, not a threat", "[bot]") {
  // Craterus alone beside the whole Indian army, Porus in it, in its
  // Attack phase: the Indians strike first, in the river at +3.
  const auto craterusAt = [](const std::string& cell) {
    return Setup().unit("craterus", cell, "S").greek({"break"}).indian({"flee"}).active("indian").phase("attack").start();
  };
  CHECK(evaluate(craterusAt("b3"), 0) < evaluate(craterusAt("b1"), 0));
}

TEST_CASE("M1 the faster units of a stack threaten farther than the stack moves", "[bot]") {
  // Alexander alone in the river at f3. The Prince and the Indian Cavalry
  // (Maximum Move 4) can leave the Punjab Infantry (2) in b4 and come next
  // to him by e4 (Forest: one less, M2); the stack as a whole cannot.
  const auto exposureFrom = [](const std::vector<std::string>& indians) {
    Apart a;
    a.unit("alexander", "f3", "S");
    for (const auto& id : indians) a.unit(id, "b4", "N");
    return leaderExposure(a.start(), 0);
  };
  CHECK(exposureFrom({"prince", "cavalry1", "cavalry2", "infantry1"}) > 0.1);
  CHECK(exposureFrom({"infantry1", "infantry2"}) == 0.0);
}

TEST_CASE("V1 the evaluation fears for a main leader standing apart from his army", "[bot]") {
  // Porus with two elephants, the rest of the Indians in l7, the Greeks far
  // off in a1: beside the army he is guarded, at e7 he can be hunted.
  const auto porusAt = [](const std::string& cell) {
    return Apart().unit("porus", cell, "N").unit("elephants1", cell, "N").unit("elephants2", cell, "N").start();
  };
  CHECK(evaluate(porusAt("e7"), 1) < evaluate(porusAt("k6"), 1));
}

TEST_CASE("V1 leaderExposure: the chance an enemy stack wins a round against the main leader's stack", "[bot]") {
  // Punjab Infantry (no bonus) against Alexander alone (leader +1, Greek
  // cavalry +1), into his rear (+2).
  const GameState next = Apart().unit("alexander", "d5", "N").unit("infantry1", "d6", "N").start();
  CHECK(leaderExposure(next, 0) == Approx(roundOdds(2, 2).attackerWins));
  // Facing away, the infantry must first move, and its free move can take
  // it to c6 or e6, in his rear: the free move's weight, the rear's +2.
  const GameState turned = Apart().unit("alexander", "d5", "N").unit("infantry1", "d6", "S").start();
  CHECK(leaderExposure(turned, 0) == Approx(0.7 * roundOdds(2, 2).attackerWins));
  // Two cells south of him (Punjab Infantry moves 2): facing N, its free
  // move reaches c6, d6 or e6, in his rear; facing S those are in his
  // front, his rear (c4, d4, e4) is out of its reach, and of his flanks
  // only c5 is in reach (a card move: e5 is Forest, M2).
  const auto twoSouth = [](const std::string& facing) {
    return leaderExposure(Apart().unit("alexander", "d5", facing).unit("infantry1", "d7", "N").start(), 0);
  };
  CHECK(twoSouth("N") == Approx(0.7 * roundOdds(2, 2).attackerWins));
  CHECK(twoSouth("S") == Approx(std::max(0.7 * roundOdds(0, 2).attackerWins, 0.4 * roundOdds(1, 2).attackerWins)));
  // Across the river none of them reaches him this turn (M4; the Indians hold no crossing card).
  const GameState far = Apart().unit("alexander", "e2", "N").unit("infantry1", "d6", "N").start();
  CHECK(leaderExposure(far, 0) == 0.0);
}

TEST_CASE("V1 C6 C8 leaderExposure: Mounted Archers in the enemy's hand strike him from two cells off", "[bot]") {
  // Porus alone in k4, the Companions (Greek cavalry) two cells north in k2
  // facing S, the river k3 between, the other Greeks too far off in a1: with
  // Mounted Archers (reach 2) in the Greek hand they may strike him over the
  // river cell.
  const auto exposure = [](const std::string& porusFacing, const std::vector<std::string>& greekHand,
                           const std::string& companion = "companions", const std::string& between = "") {
    Apart a;
    a.unit("porus", "k4", porusFacing).unit(companion, "k2", "S");
    if (!between.empty()) a.unit("infantry1", between, "N");
    return leaderExposure(a.setup().greek(greekHand).start(), 1);
  };
  const double without = exposure("N", {}), with = exposure("N", {"mounted-archers"});
  CHECK(with > without);
  // K11: facing S, k2 is in his rear (+2): likelier still.
  CHECK(exposure("S", {"mounted-archers"}) > with);
  // C6: an Indian stack in k3 stands in the line and blocks it.
  CHECK(exposure("N", {"mounted-archers"}, "companions", "k3") == Approx(exposure("N", {}, "companions", "k3")));
  // C5: the card is for Greek cavalry only; Allies in k2 cannot use it.
  CHECK(exposure("N", {"mounted-archers"}, "allies1") == Approx(exposure("N", {}, "allies1")));
  // Seven cells west of him in d5, too far for the Companions (Maximum Move
  // 5) to come next to him this turn, they can still ride by a card move to
  // a cell two off in line with him and shoot.
  const auto fromD5 = [](const std::vector<std::string>& hand) {
    return leaderExposure(Apart().unit("porus", "k4", "N").unit("companions", "d5", "E").setup().greek(hand).start(), 1);
  };
  CHECK(fromD5({}) == 0.0);
  CHECK(fromD5({"mounted-archers"}) > 0.0);
}

TEST_CASE("V1 K4 leaderExposure: a stack of several fights on after a lost round, at the last winner's -1", "[bot]") {
  // Two Punjab Infantry (bigger stack +1) into the rear (+2) of Alexander
  // alone (leader +1, Greek cavalry +1): the first round at +1; if they lose
  // it, the one left fights on at 0 (the defender won the last round), and
  // any round they win kills Alexander.
  const GameState two =
      Apart().unit("alexander", "d5", "N").unit("infantry1", "d6", "N").unit("infantry2", "d6", "N").start();
  const RoundOdds first = roundOdds(3, 2), behind = roundOdds(3, 3);
  CHECK(leaderExposure(two, 0) == Approx(first.attackerWins + first.defenderWins * behind.attackerWins));
  // Three: two rounds may be lost before the last unit fights.
  const GameState three = Apart()
                              .unit("alexander", "d5", "N")
                              .unit("infantry1", "d6", "N")
                              .unit("infantry2", "d6", "N")
                              .unit("infantry3", "d6", "N")
                              .start();
  CHECK(leaderExposure(three, 0) ==
        Approx(first.attackerWins + first.defenderWins * behind.attackerWins * (1 + behind.defenderWins)));
  CHECK(leaderExposure(three, 0) > leaderExposure(two, 0));
}

TEST_CASE("V1 K11 a main leader's move ends facing where no enemy can reach his rear", "[bot]") {
  // Porus and two elephants go to d7, on the board's south edge; the Greek
  // cavalry in g5 can reach, with a card, any free cell next to d7. Facing N
  // his rear (SW, S, SE) is off the board; facing NE, c7 is in his rear.
  const GameState st = Apart()
                           .unit("porus", "c6", "N")
                           .unit("elephants1", "c6", "N")
                           .unit("elephants2", "c6", "N")
                           .unit("coenus", "g5", "W")
                           .unit("companions", "g5", "W")
                           .setup()
                           .active("indian")
                           .start();
  const Scenario& sc = st.game().scenario();
  UnitMask group = 0;
  for (const char* id : {"porus", "elephants1", "elephants2"}) group |= unitBit(*sc.findUnit(id));
  const Cell d7 = cellNamed(st, "d7");
  CHECK(safestFacing(st, group, d7, Facing::NE) == Facing::N);
  CHECK(safestFacing(st, group, d7, Facing::N) == Facing::N);
  // Without a main leader in the group the facing is left as it was.
  const UnitMask elephants = group & ~unitBit(*sc.findUnit("porus"));
  CHECK(safestFacing(st, elephants, d7, Facing::NE) == Facing::NE);
}

TEST_CASE("T6 the evaluation counts the cards in hand up to the hand limit only", "[bot]") {
  // Alexander's limit is 7: an eighth and a ninth card are discarded at his End phase unless played.
  const auto withCards = [&](std::size_t n) {
    // Move cards only: whether a side holds an attack card counts too (K1).
    std::vector<std::string> hand{"march", "march", "maneuver", "maneuver", "advance", "rush", "haste", "gallop", "detachment"};
    hand.resize(n);
    return evaluate(Setup().greek(hand).indian({}).start(), 0);
  };
  CHECK(withCards(4) > withCards(3));
  CHECK(withCards(7) > withCards(6));
  CHECK(withCards(8) == Approx(withCards(7)));
  CHECK(withCards(9) == Approx(withCards(7)));
}

TEST_CASE("V1 the evaluation fears for an exposed main leader and likes a threatened enemy one", "[bot]") {
  // The Indians, whose turn it is, hold an attack card (K1).
  const GameState safe =
      Apart().unit("alexander", "e2", "N").unit("infantry1", "d6", "N").setup().indian({"break"}).active("indian").start();
  const GameState exposed =
      Apart().unit("alexander", "d5", "N").unit("infantry1", "d6", "N").setup().indian({"break"}).active("indian").start();
  CHECK(evaluate(exposed, 0) < evaluate(safe, 0) - 0.2);
  // Porus in the river in front of a Greek stack whose side attacks next.
  const auto porusAt = [](const std::string& cell, const std::vector<std::string>& greekHand) {
    return Apart().unit("allies1", "d2", "S").unit("porus", cell, "N").setup().greek(greekHand).phase("attack").start();
  };
  CHECK(evaluate(porusAt("d3", {"break"}), 0) > evaluate(porusAt("h6", {"break"}), 0) + 0.2);
  // K1: without an attack card in its Attack phase (no more draws this
  // turn) the threat is next to nothing.
  CHECK(evaluate(porusAt("d3", {"march"}), 0) < evaluate(porusAt("d3", {"break"}), 0) - 0.2);
}

TEST_CASE("V1 M3 openApproaches: a ring of friendly stacks round the main leader leaves no way in", "[bot]") {
  // Porus on the b7 hills, as testers ringed him: single infantry in a6,
  // b6, c6 and c7 close every cell next to him; a7 lies behind the ring.
  const auto porus = [](const std::vector<std::string>& ring) {
    Apart a;
    a.unit("porus", "b7", "N").unit("alexander", "f3", "N");
    const char* ids[] = {"infantry1", "infantry2", "infantry3", "infantry4"};
    for (std::size_t i = 0; i < ring.size(); ++i) a.unit(ids[i], ring[i], "N");
    return a.start();
  };
  CHECK(openApproaches(porus({"a6", "b6", "c6", "c7"}), 1) == 0);
  CHECK(openApproaches(porus({"a6", "b6", "c6"}), 1) == 1);        // c7
  CHECK(openApproaches(porus({"b6", "c6", "c7"}), 1) == 2);        // a6 and a7 behind it
  CHECK(openApproaches(porus({}), 1) == 5);                        // the board's edge closes three
  // The other Indian stacks stand in l7 (Apart): Alexander in the open has
  // all eight cells next to him open, an enemy stack's own cell counting.
  CHECK(openApproaches(porus({}), 0) == 8);
  CHECK(openApproaches(Apart().unit("alexander", "k7", "N").start(), 0) == 5);
  // No main leader on the board: nothing to count.
  CHECK(openApproaches(Setup().unit("alexander", "a1", "N").unit("infantry1", "d5", "N").dead("porus").start(), 1) == -1);
}

TEST_CASE("V1 M2 a bot's evaluation with a shelter weight prefers its main leader ringed, when he is outpaced", "[bot]") {
  const auto porus = [](const std::string& last) {
    return Apart()
        .unit("porus", "b7", "N")
        .unit("infantry1", "a6", "N")
        .unit("infantry2", "b6", "N")
        .unit("infantry3", "c6", "N")
        .unit("infantry4", last, "N")
        .start();
  };
  const GameState ringed = porus("c7"), open = porus("d6");
  const ExposureWeights without = exposureWeightsOf(1, kDefaultOwnExposureWeight, kDefaultExposureWeight, 0.0);
  const ExposureWeights with = exposureWeightsOf(1, kDefaultOwnExposureWeight, kDefaultExposureWeight, 0.8);
  // Far from every Greek stack, the ring changes nothing else.
  CHECK(evaluate(ringed, 1, without) == Approx(evaluate(open, 1, without)));
  CHECK(evaluate(ringed, 1, with) > evaluate(open, 1, with) + 0.01);
  CHECK(evaluate(ringed, 1, with) == Approx(evaluate(ringed, 1, without)));
  // Only the searching side's own main leader counts (shelterBySide).
  CHECK(with.shelterBySide[1] == 0.8);
  CHECK(with.shelterBySide[0] == 0.0);
  // M2: Alexander (6) outruns every Indian unit (4 at most): no ring needed.
  // He stands in b1 beside the other Greeks in a1 (Apart), far from the
  // Indians in l7; the last of the Allies closes the ring in c2 or joins a1.
  const auto alexander = [](const std::string& last) {
    Apart a;
    a.unit("alexander", "b1", "S").unit("allies1", "c1", "S").unit("allies2", "a2", "S").unit("allies3", "b2", "S");
    if (!last.empty()) a.unit("allies4", last, "S");
    return a.start();
  };
  const ExposureWeights greek = exposureWeightsOf(0, kDefaultOwnExposureWeight, kDefaultExposureWeight, 0.8);
  CHECK(openApproaches(alexander("c2"), 0) == 0);
  CHECK(openApproaches(alexander(""), 0) == 1);
  CHECK(evaluate(alexander("c2"), 0, greek) == Approx(evaluate(alexander(""), 0, greek)));
}

TEST_CASE("the evaluation is in [0, 1], 1 and 0 for the two sides of a won game, and zero-sum", "[bot]") {
  const GamePtr game = bundledGame();
  Rng rng(5);
  int checked = 0, decided = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    GameState st = GameState::newGame(game, seed);
    while (!st.isTerminal() && st.turn() < 60) {
      const double v0 = evaluate(st, 0), v1 = evaluate(st, 1);
      REQUIRE(v0 >= 0.0);
      REQUIRE(v0 <= 1.0);
      REQUIRE(v0 + v1 == Approx(1.0));
      ++checked;
      const auto legal = st.legalDecisions();
      st.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    if (st.isTerminal() && st.winner()) {
      ++decided;
      CHECK(evaluate(st, *st.winner()) == 1.0);
      CHECK(evaluate(st, otherSide(*st.winner())) == 0.0);
    }
  }
  CHECK(checked > 1000);
  CHECK(decided > 5);
}

TEST_CASE("V1 ISMCTS at a low budget attacks Porus in the river", "[bot]") {
  // The Greeks' stack with Alexander faces Porus alone in the river: one won
  // round (about 4 in 5 at +3 river, +1 bigger, +1 leader, +1 cavalry
  // against +2) wins the game.
  const GameState attackNow = Setup()
                                  .phase("attack")
                                  .unit("alexander", "d2", "S")
                                  .unit("companions", "d2", "S")
                                  .unit("porus", "d3", "N")
                                  .greek({"routed", "march"})
                                  .start();
  SeatKnowledge greek(attackNow.gamePtr(), attackNow.observe(0));
  // UCT over the whole tree (hints and reviews), and sequential halving at
  // the root as the bots play.
  for (const char* spec : {"ismcts:halving=0,depth=0,contempt=0", "ismcts"}) {
    INFO(spec);
    IsmctsBot bot(3, parseBotSpec(spec).searchConfig());
    const Action a = bot.choose(greek.information(), Budget{100, 0});
    REQUIRE(!a.empty());
    CHECK(a.front().verb == Verb::Attack);
    CHECK(std::find(a.begin(), a.end(), Decision{Verb::At, cellNamed(attackNow, "d3")}) != a.end());
  }
}

TEST_CASE("M4 K3 riverPeril: the odds of the enemy's best first round against a group stopped in the river", "[bot]") {
  // Craterus alone to b3, facing S, beside the whole Indian army in b4: the
  // army has the bigger stack, elephants and a leader (+3), and attacks a
  // stack in the river (+3); Craterus is a leader and a phalanx (+2). From
  // b4 it strikes his front; its free move into a3 or c3 takes his flank.
  const GameState st = Setup().greek({}).indian({}).start();
  const Scenario& sc = st.game().scenario();
  const UnitMask craterus = unitBit(*sc.findUnit("craterus"));
  const double peril = riverPeril(st, craterus, cellNamed(st, "b3"), Facing::S);
  CHECK(peril == Approx(roundOdds(7, 2).attackerWins));
  CHECK(peril >= kRiverPerilAt);
  // Not a river cell; or an army too far off to come next to him this turn.
  CHECK(riverPeril(st, craterus, cellNamed(st, "c2"), Facing::S) == 0.0);
  const GameState far = Apart().unit("craterus", "b2", "S").start();  // the Indians in l7
  CHECK(riverPeril(far, craterus, cellNamed(far, "b3"), Facing::S) == 0.0);
  // Alexander with the Greek cavalry (bigger stack, leader, cavalry: +3)
  // against one Punjab Infantry in d4 (the river's +3): its best is his
  // flank, from c3 or e3 (its free move), a round it wins about half the time.
  const GameState lone = Apart()
                             .unit("alexander", "d2", "S")
                             .unit("coenus", "d2", "S")
                             .unit("companions", "d2", "S")
                             .unit("infantry1", "d4", "N")
                             .start();
  UnitMask cavalry = 0;
  for (const char* id : {"alexander", "coenus", "companions"}) cavalry |= unitBit(*sc.findUnit(id));
  CHECK(riverPeril(lone, cavalry, cellNamed(lone, "d3"), Facing::S) == Approx(roundOdds(4, 3).attackerWins));
}

TEST_CASE("K3 K4 K5 wipePerils: the chance an enemy stack coming this turn destroys the whole stack a move ends in", "[bot]") {
  // Three Allies in f5 facing S (moving 3, no bonus of their type); the
  // Punjab Infantry considered stands apart. Ended in g6 facing N, one
  // Infantry can be struck in its rear from g7 (a card move: bigger stack
  // +1, rear +2): every round lost loses a unit, and the streak goes on
  // while the attacker wins, with the last winner's +1 (K3).
  const GameState st = Apart()
                           .unit("allies1", "f5", "S")
                           .unit("allies2", "f5", "S")
                           .unit("allies3", "f5", "S")
                           .unit("infantry3", "h6", "N")
                           .unit("infantry4", "h6", "N")
                           .unit("infantry5", "h6", "N")
                           .unit("infantry6", "h6", "N")
                           .start();
  const Scenario& sc = st.game().scenario();
  const UnitMask one = unitBit(*sc.findUnit("infantry1"));
  const UnitMask two = one | unitBit(*sc.findUnit("infantry2"));
  const auto g6 = std::pair{cellNamed(st, "g6"), Facing::N};
  const auto a7 = std::pair{cellNamed(st, "a7"), Facing::N};  // five cells off: out of their reach
  const auto h6 = std::pair{cellNamed(st, "h6"), Facing::N};  // joining four more: the bigger stack
  const std::vector<double> lone = wipePerils(st, one, {g6, a7, h6});
  REQUIRE(lone.size() == 3);
  CHECK(lone[0] == Approx(roundOdds(3, 0).attackerWins));
  CHECK(lone[1] == 0.0);
  // Five against three, from g7 into their rear: +2 and the smaller
  // stack's -1 in the first round; then the last winner's +1, and the
  // bigger stack's +1 once the defenders are two.
  const double five = roundOdds(1, 0).attackerWins * roundOdds(2, 0).attackerWins * roundOdds(3, 0).attackerWins *
                      roundOdds(4, 0).attackerWins * roundOdds(4, 0).attackerWins;
  CHECK(lone[2] == Approx(five));
  CHECK(lone[2] < lone[0] / 3);
  // Two Infantry: two rounds to win, the second with the last winner's +1.
  const std::vector<double> pair = wipePerils(st, two, {g6});
  CHECK(pair[0] == Approx(roundOdds(3, 0).attackerWins * roundOdds(4, 0).attackerWins));
  CHECK(wipePerils(st, 0, {g6}) == std::vector<double>{0.0});
}

TEST_CASE("V1 B4 K3 huntPeril: a hunter at the worst open way in kills Porus less on hills with his flanks held than in the open", "[bot]") {
  // Porus with both War Elephants; the other Indians in l7, the Greeks in a1.
  const auto porus = [](const std::string& cell, const std::string& facing, std::vector<std::string> held) {
    Apart a;
    a.unit("porus", cell, facing).unit("elephants1", cell, facing).unit("elephants2", cell, facing);
    for (std::size_t i = 0; i < held.size(); ++i) a.unit("infantry" + std::to_string(i + 1), held[i], "N");
    return a.start();
  };
  const double open = huntPeril(porus("f5", "N", {}), 1);
  const double hillsFlanksHeld = huntPeril(porus("b7", "N", {"a7", "c7"}), 1);
  const double hillsRearTurned = huntPeril(porus("b7", "S", {"a7", "c7"}), 1);
  const double ringed = huntPeril(porus("b7", "N", {"a6", "b6", "c6", "a7", "c7"}), 1);
  INFO("open " << open << ", hills flanks held " << hillsFlanksHeld << ", rear turned " << hillsRearTurned);
  // B4: in the open some way in is his rear; on the b7 hills facing north
  // with a7 and c7 held, every way in is in his front (the south edge behind him).
  CHECK(open > hillsFlanksHeld + 0.15);
  CHECK(hillsRearTurned > hillsFlanksHeld + 0.15);
  CHECK(ringed == 0.0);
  // Only the searching side's own main leader counts, as for the shelter.
  const ExposureWeights w = exposureWeightsOf(1, kDefaultOwnExposureWeight, kDefaultExposureWeight, 0.0, 0.5);
  CHECK(w.huntBySide[1] == 0.5);
  CHECK(w.huntBySide[0] == 0.0);
  const ExposureWeights none = exposureWeightsOf(1, kDefaultOwnExposureWeight, kDefaultExposureWeight, 0.0);
  CHECK(evaluate(porus("b7", "N", {"a7", "c7"}), 1, w) > evaluate(porus("f5", "N", {}), 1, w) + 0.01);
  CHECK(evaluate(porus("b7", "N", {"a7", "c7"}), 1, none) == Approx(evaluate(porus("f5", "N", {}), 1, none)).epsilon(0.002));
}

TEST_CASE("V1 B4 with refuge=1 a main leader's move may end where a hunt least likely kills him, facing so", "[bot]") {
  // Porus and both War Elephants in c6, the Greek cavalry in g5, the other
  // Indians in l7; Porus holds Advance (a move of 3) in his Maneuver phase.
  const GameState st = Apart()
                           .unit("porus", "c6", "N")
                           .unit("elephants1", "c6", "N")
                           .unit("elephants2", "c6", "N")
                           .unit("coenus", "g5", "W")
                           .unit("companions", "g5", "W")
                           .setup()
                           .active("indian")
                           .phase("maneuver")
                           .indian({"advance"})
                           .start();
  CandidateRules refuge, none;
  refuge.seekRefuge = true;
  const double without = leastPerilMoving(st, none, "porus", "c6"), with = leastPerilMoving(st, refuge, "porus", "c6");
  INFO("least peril of a move of Porus: " << without << " by default, " << with << " seeking a refuge");
  CHECK(with < without - 0.05);
  // The refuge is the least of every cell the move reaches, each at its best facing.
  const Scenario& sc = st.game().scenario();
  UnitMask group = 0;
  for (const char* id : {"porus", "elephants1", "elephants2"}) group |= unitBit(*sc.findUnit(id));
  double best = 2.0;
  for (const char* cell : {"b7", "a7", "c7", "d7", "e7", "a6", "b6", "d6", "a5", "b5", "c5", "d5"})
    best = std::min(best, huntRefuge(st, group, cellNamed(st, "c6"), cellNamed(st, cell)).peril);
  CHECK(with == Approx(best));
}

TEST_CASE("V1 M3 with wall=1 a unit's move may close the way in to its main leader that helps him most", "[bot]") {
  // Porus and both War Elephants on the b7 hills facing north, a Punjab
  // Infantry holding a7; another in d6 with Advance in hand. c7, a way in
  // to his other flank, is the worst: closing it leaves only his front.
  const GameState st = Apart()
                           .unit("porus", "b7", "N")
                           .unit("elephants1", "b7", "N")
                           .unit("elephants2", "b7", "N")
                           .unit("infantry1", "d6", "N")
                           .unit("infantry2", "a7", "N")
                           .unit("coenus", "g5", "W")
                           .unit("companions", "g5", "W")
                           .setup()
                           .active("indian")
                           .phase("maneuver")
                           .indian({"advance"})
                           .start();
  const double before = huntPeril(st, 1);
  const Cell d6 = cellNamed(st, "d6");
  CandidateRules wall, none;
  wall.wallMainLeader = true;
  const double with = leastPerilMoving(st, wall, "infantry1", "d6"), without = leastPerilMoving(st, none, "infantry1", "d6");
  INFO("Porus's hunt peril " << before << ", after the best wall " << with << ", without walls " << without);
  CHECK(with < before - 0.05);
  const UnitMask infantry = unitBit(*st.game().scenario().findUnit("infantry1"));
  CHECK(with == Approx(huntPerilAfterWall(st, infantry, d6, cellNamed(st, "c7"))));
  // A move that closes no way in leaves him as he was.
  CHECK(huntPerilAfterWall(st, infantry, d6, cellNamed(st, "e6")) == Approx(before));
}
