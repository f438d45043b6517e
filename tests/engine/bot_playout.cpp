// The searches' default policy (playout.h): random play, lightly greedy
// where a choice is plainly better, above all in the Attack phase.
#include "hydaspes/bot/evaluation.h"
#include "hydaspes/bot/playout.h"
#include "hydaspes/rng.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {
// The policy's decisions over many generators, by how often each comes.
std::map<Decision, int> policyChoices(const GameState& st, int tries = 200) {
  std::map<Decision, int> seen;
  for (int i = 0; i < tries; ++i) {
    Rng rng(static_cast<std::uint64_t>(i) + 1);
    ++seen[defaultPolicyDecision(st, rng)];
  }
  return seen;
}
}  // namespace

TEST_CASE("K1 the default policy attacks where an attack is worth most, and not where it is worth nothing", "[bot]") {
  // Craterus in c4 facing W has the whole Indian army (Porus in it) in his
  // front: a won round wins the game, so the policy always attacks, and
  // always from c4 at b4.
  GameState st = Setup().phase("attack").greek({"break"}).indian({}).unit("craterus", "c4", "W").start();
  const Game& g = st.game();
  REQUIRE(attackValue(st, *g.board().parseCell("c4"), *g.board().parseCell("b4")) > 0);
  CHECK(policyChoices(st) == std::map<Decision, int>{{parse(g, "attack break"), 200}});
  play(st, {"attack break"});
  CHECK(policyChoices(st) == std::map<Decision, int>{{parse(g, "from c4"), 200}});

  // A lone unit of Allies in h6 facing N, with eight infantry in h5 in its
  // front (a bigger stack, facing it): the attack loses more than it wins,
  // and the policy ends the phase.
  Setup weak = Setup().phase("attack").greek({"break"}).indian({}).unit("allies1", "h6", "N");
  for (int i = 1; i <= 8; ++i) weak.unit("infantry" + std::to_string(i), "h5", "S");
  const GameState w = weak.start();
  REQUIRE(attackValue(w, *g.board().parseCell("h6"), *g.board().parseCell("h5")) <= 0);
  CHECK(policyChoices(w) == std::map<Decision, int>{{parse(g, "end"), 200}});
}

TEST_CASE("K1 the default policy's attack goes at the target worth most", "[bot]") {
  // The Companions in h6 facing N have two enemy stacks in front: seven
  // infantry in g5 facing them, and one in h5 turned away (an attack into
  // its rear). The lone unit is the better target.
  Setup setup = Setup().phase("attack").greek({"break"}).indian({}).unit("companions", "h6", "N");
  for (int i = 1; i <= 7; ++i) setup.unit("infantry" + std::to_string(i), "g5", "SE");
  setup.unit("infantry8", "h5", "N");
  GameState st = setup.start();
  const Game& g = st.game();
  const Board& b = g.board();
  REQUIRE(attackValue(st, *b.parseCell("h6"), *b.parseCell("h5")) >
          attackValue(st, *b.parseCell("h6"), *b.parseCell("g5")));
  play(st, {"attack break", "from h6"});
  REQUIRE(st.step() == Step::Target);
  REQUIRE(st.legalDecisions().size() == 2);
  CHECK(policyChoices(st) == std::map<Decision, int>{{parse(g, "at h5"), 200}});
}

TEST_CASE("V1 K2 in the default policy an attack on a main leader's stack is supported, and he is defended", "[bot]") {
  // Craterus attacks the army in b4 from c4 with Break, holding Flee;
  // Porus holds Brave Fight (+1 or the defence) and Routed (+1).
  GameState st = Setup()
                     .phase("attack")
                     .greek({"break", "flee"})
                     .indian({"brave-fight", "routed"})
                     .unit("craterus", "c4", "W")
                     .start();
  const Game& g = st.game();
  play(st, {"attack break", "from c4", "at b4"});
  REQUIRE(st.step() == Step::AttackerSupport);
  CHECK(policyChoices(st) == std::map<Decision, int>{{parse(g, "support flee"), 200}});
  play(st, {"support flee"});
  REQUIRE(st.step() == Step::DefenderResponse);
  CHECK(policyChoices(st) == std::map<Decision, int>{{parse(g, "defend brave-fight"), 200}});
}

TEST_CASE("V1 K11 with a chase the default policy's move goes into the enemy main leader's rear", "[bot]") {
  // The Companions in h6 may Gallop five cells; Porus stands alone in e6
  // facing E, towards them. With chase=1 every playout's move ends next to
  // him, on his rear side (west); without, the destinations are spread.
  GameState st = Setup()
                     .phase("maneuver")
                     .greek({"gallop"})
                     .indian({})
                     .unit("companions", "h6", "W")
                     .unit("porus", "e6", "E")
                     .start();
  const Game& g = st.game();
  const Board& b = g.board();
  play(st, {"move gallop", "from h6", "take companions"});
  REQUIRE(st.step() == Step::Units);
  const Cell porus = *b.parseCell("e6");
  std::map<Decision, int> chased;
  for (int i = 0; i < 200; ++i) {
    Rng rng(static_cast<std::uint64_t>(i) + 1);
    ++chased[defaultPolicyDecision(st, rng, 1.0)];
  }
  REQUIRE(chased.size() == 1);
  const Decision to = chased.begin()->first;
  REQUIRE(to.verb == Verb::To);
  const auto cell = static_cast<Cell>(to.arg);
  CHECK(b.distance(cell, porus) == 1);
  CHECK(sectorOf(Facing::E, *b.lineDirection(porus, cell)) == Sector::Rear);
  CHECK(policyChoices(st).size() > 3);
}
