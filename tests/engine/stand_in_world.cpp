// H1: the stand-in world the client draws from is made from an observation
// alone, and answers every question about what that observation's owner
// may do as the true state does.
#include "hydaspes/combat_modifiers.h"
#include "hydaspes/world_sample.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {
// Every decision a player could try now: each verb with each small argument.
std::vector<Decision> tries(const GameState& st) {
  std::vector<Decision> out;
  const int cards = st.game().cards().size();
  const int args = std::max<int>({cards, st.game().board().cellCount(), static_cast<int>(st.units().size()), 8});
  for (int v = 0; v <= static_cast<int>(Verb::BreakOff); ++v)
    for (int a = 0; a < args; a += (a < 16 ? 1 : 5)) out.push_back({static_cast<Verb>(v), static_cast<std::uint8_t>(a)});
  return out;
}

void sameAnswers(const GameState& truth, const GameState& stand, SideIndex seat) {
  REQUIRE(stand.observe(seat) == truth.observe(seat));
  REQUIRE(stand.legalDecisions() == truth.legalDecisions());
  for (const Decision& d : tries(truth)) REQUIRE(stand.whyIllegal(d) == truth.whyIllegal(d));
  if (truth.combat().active) {
    const CombatModifiers a = combatModifiers(truth), b = combatModifiers(stand);
    REQUIRE(a.attackerTotal() == b.attackerTotal());
    REQUIRE(a.defenderTotal() == b.defenderTotal());
  }
}
}  // namespace

TEST_CASE("H1 a stand-in world from the decider's observation answers as the true state", "[hidden][client]") {
  const GamePtr game = bundledGame();
  int positions = 0, combats = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    GameState st = GameState::newGame(game, seed);
    Rng rng(seed * 7);
    while (!st.isTerminal() && st.turn() <= 30) {
      const SideIndex seat = st.decidingSide();
      INFO("seed " << seed << " turn " << st.turn() << " step " << stepName(st.step()));
      // The seat at the screen (hot-seat) and both hands open (solo).
      sameAnswers(st, standInWorld(game, st.observe(seat)), seat);
      Observation solo = st.observe(seat);
      solo.hands[otherSide(seat)] = st.hand(otherSide(seat));
      solo.seat.reset();
      const GameState open = standInWorld(game, solo);
      REQUIRE(open.hand(0) == st.hand(0));
      REQUIRE(open.hand(1) == st.hand(1));
      ++positions;
      combats += st.combat().active ? 1 : 0;
      const auto legal = st.legalDecisions();
      st.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(positions > 1000);
  CHECK(combats > 20);
}

TEST_CASE("H1 a stand-in world reveals nothing it was not given", "[hidden][client]") {
  const GamePtr game = bundledGame();
  GameState st = GameState::newGame(game, 3);
  const Observation seen = st.observe(0);
  const GameState stand = standInWorld(game, seen);
  // The other hand and the deck are dealt in table order, not the true ones.
  std::vector<CardIndex> sorted = stand.hand(1);
  CHECK(std::is_sorted(sorted.begin(), sorted.end()));
  CHECK(stand.hand(1).size() == st.hand(1).size());
  CHECK(stand.deck().size() == st.deck().size());
  // A spectator's observation (no hand at all) still makes a world.
  Observation spectator = st.observe(std::nullopt);
  const GameState watched = standInWorld(game, spectator);
  CHECK(watched.units() == st.units());
  CHECK(watched.hand(0).size() == st.hand(0).size());
}

TEST_CASE("a stand-in world refuses an observation that does not fit the table", "[hidden]") {
  const GamePtr game = bundledGame();
  GameState st = GameState::newGame(game, 3);
  Observation seen = st.observe(0);
  seen.deckSize += 5;
  CHECK_THROWS_AS(standInWorld(game, seen), std::invalid_argument);
}
