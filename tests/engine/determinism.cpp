// D1: a game is fixed by scenario, cards, seed and decisions. Also the
// state's identity: clones, hashes and the exact JSON round trip.
#include "hydaspes/rng.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {

// Plays up to `count` random legal decisions chosen by `chooser`; returns them.
std::vector<Decision> randomPlay(GameState& st, Rng& chooser, int count) {
  std::vector<Decision> out;
  for (int i = 0; i < count && !st.isTerminal(); ++i) {
    const auto legal = st.legalDecisions();
    REQUIRE_FALSE(legal.empty());
    const Decision d = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
    st.apply(d);
    out.push_back(d);
  }
  return out;
}

}  // namespace

TEST_CASE("D1 the same seed and decisions give the same game, hash after hash", "[determinism]") {
  const GamePtr game = bundledGame();
  for (std::uint64_t seed : {1u, 42u, 2024u}) {
    GameState a = GameState::newGame(game, seed);
    Rng chooser(seed + 99);
    std::vector<std::uint64_t> hashes;
    std::vector<Decision> decisions;
    for (int i = 0; i < 600 && !a.isTerminal(); ++i) {
      const auto d = randomPlay(a, chooser, 1);
      decisions.insert(decisions.end(), d.begin(), d.end());
      hashes.push_back(a.hash());
    }
    // Replay: the same decisions on a fresh game with the same seed.
    GameState b = GameState::newGame(game, seed);
    for (std::size_t i = 0; i < decisions.size(); ++i) {
      INFO("seed " << seed << " decision " << i << ": " << printDecision(*game, decisions[i]));
      REQUIRE(b.isLegal(decisions[i]));
      b.apply(decisions[i]);
      REQUIRE(b.hash() == hashes[i]);
    }
    CHECK(b == a);
    CHECK(b.toJson() == a.toJson());
  }
}

TEST_CASE("D1 a different seed gives a different game", "[determinism]") {
  const GamePtr game = bundledGame();
  const GameState a = GameState::newGame(game, 7);
  const GameState b = GameState::newGame(game, 8);
  CHECK(a.hash() != b.hash());
  CHECK_FALSE(a == b);
  CHECK(a.deck() != b.deck());
  // And the same seed the same, to the last bit.
  CHECK(GameState::newGame(game, 7).hash() == a.hash());
  // Dice come from the seed too: two games at the same combat, different seeds.
  const auto roll = [](std::uint64_t seed) {
    GameState st = Setup()
                       .phase("attack")
                       .unit("allies1", "e6", "E")
                       .unit("infantry1", "f6", "W")
                       .greek({"routed"})
                       .start({}, seed);
    std::vector<int> dice;
    EventLog log;
    st.apply(parse(st.game(), "attack routed"));
    st.apply(parse(st.game(), "from e6"));
    st.apply(parse(st.game(), "at f6"), &log);
    for (const auto& e : log)
      if (e.kind == EventKind::Rolled) dice.assign(e.dice.begin(), e.dice.end());
    return dice;
  };
  CHECK(roll(5) == roll(5));
  int differ = 0;
  for (std::uint64_t seed = 6; seed < 12; ++seed) differ += roll(seed) != roll(5) ? 1 : 0;
  CHECK(differ > 0);
}

TEST_CASE("D1 forced dice replace the generator's, in order", "[determinism]") {
  GameState st = Setup()
                     .phase("attack")
                     .unit("allies1", "e6", "E")
                     .unit("infantry1", "f6", "W")
                     .greek({"routed"})
                     .start();
  st.forceDice({2, 3, 4, 5});
  play(st, {"attack routed", "from e6", "at f6"});
  CHECK(st.combat().active == false);
  CHECK(unit(st, "allies1").alive == false);  // 5 against 9
  CHECK_THROWS_AS(st.forceDice({7}), std::invalid_argument);
  CHECK_THROWS_AS(st.forceDice({0}), std::invalid_argument);
}

TEST_CASE("D1 a clone is equal and independent, the JSON round trip is exact", "[determinism]") {
  const GamePtr game = bundledGame();
  GameState st = GameState::newGame(game, 31);
  Rng chooser(5);
  int checked = 0;
  for (int round = 0; round < 40 && !st.isTerminal(); ++round) {
    randomPlay(st, chooser, 7);
    const GameState clone = st;
    CHECK(clone == st);
    CHECK(clone.hash() == st.hash());
    const json j = st.toJson();
    const GameState back = GameState::fromJson(game, j);
    CHECK(back == st);
    CHECK(back.hash() == st.hash());
    CHECK(back.toJson() == j);
    CHECK(back.legalDecisions() == st.legalDecisions());
    ++checked;
  }
  CHECK(checked > 10);
  // Independence: playing on a clone leaves the original alone.
  GameState fresh = GameState::newGame(game, 31);
  GameState copy = fresh;
  const json before = fresh.toJson();
  Rng other(6);
  randomPlay(copy, other, 30);
  CHECK(fresh.toJson() == before);
  CHECK_FALSE(copy == fresh);
  CHECK(copy.hash() != fresh.hash());
}

TEST_CASE("D1 the JSON round trip holds mid-combat and mid-move", "[determinism]") {
  GameState st = Setup()
                     .phase("attack")
                     .unit("allies1", "e6", "E")
                     .unit("allies2", "e6", "E")
                     .unit("infantry1", "f6", "W")
                     .unit("infantry2", "f6", "W")
                     .greek({"routed", "confusion"})
                     .indian({"break"})
                     .start();
  st.forceDice({6, 6, 1, 1, 3, 3});
  play(st, {"attack routed", "from e6", "at f6", "support confusion"});
  REQUIRE(st.step() == Step::DefenderResponse);
  for (int k = 0; k < 3; ++k) {
    const GameState back = GameState::fromJson(st.gamePtr(), st.toJson());
    CHECK(back == st);
    CHECK(back.hash() == st.hash());
    if (k == 0) play(st, {"support break"});
    if (k == 1) play(st, {"kill infantry1"});
  }
  // The forced dice left over travel with the state.
  CHECK(st.toJson()["forcedDice"] == json::array({3, 3}));
  // A bad state is refused with every problem listed.
  json bad = st.toJson();
  bad["turn"] = "three";
  bad["phase"] = "lunch";
  bad["units"][0]["facing"] = "UP";
  try {
    (void)GameState::fromJson(st.gamePtr(), bad, "bad-state.json");
    FAIL("a bad state was accepted");
  } catch (const LoadError& e) {
    std::vector<std::string> pointers;
    for (const auto& p : e.problems()) {
      CHECK(p.file == "bad-state.json");
      pointers.push_back(p.pointer);
    }
    CHECK(contains(pointers, "/turn"));
    CHECK(contains(pointers, "/phase"));
    CHECK(contains(pointers, "/units/0/facing"));
  }
}
