// S1-S3: armies and set-up; V1, V2: victory and the absence of a turn limit.
#include "hydaspes/rng.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {

struct ExpectedType {
  const char* id;
  const char* name;
  int count;
  int mm;
  std::vector<std::string> tags;
  bool mainLeader;
};

std::vector<std::string> tagNames(const Scenario& sc, TagMask mask) {
  std::vector<std::string> out;
  for (std::size_t t = 0; t < sc.tags.size(); ++t)
    if (mask & (TagMask{1} << t)) out.push_back(sc.tags[t]);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("S1 the armies: 12 Greek and 16 Indian units with the sheet's MM and the rulings' tags", "[setup]") {
  const Scenario& sc = bundledGame()->scenario();
  const std::vector<ExpectedType> greek{
      {"alexander", "Alexander the Great", 1, 6, {"cavalry", "greek-cavalry", "leader"}, true},
      {"coenus", "Coenus Cavalry", 1, 5, {"cavalry", "greek-cavalry", "leader"}, false},
      {"companions", "Companion Cavalry", 1, 5, {"cavalry", "greek-cavalry"}, false},
      {"craterus", "Craterus Phalanx", 1, 3, {"leader", "phalanx"}, false},
      {"phalanx", "Macedonian Phalanx", 2, 3, {"phalanx"}, false},
      {"peltasts", "Greek Peltasts", 2, 4, {}, false},
      {"allies", "Persian & Indian Allies", 4, 3, {}, false},
  };
  const std::vector<ExpectedType> indian{
      {"porus", "King Porus", 1, 3, {"elephant", "leader"}, true},
      {"prince", "Prince", 1, 4, {"cavalry", "chariot", "leader"}, false},
      {"elephants", "War Elephants", 2, 3, {"elephant"}, false},
      {"cavalry", "Cavalry", 2, 4, {"cavalry"}, false},
      {"chariots", "Chariots", 2, 3, {"chariot"}, false},
      {"infantry", "Punjab Infantry", 8, 2, {}, false},
  };
  CHECK(sc.armySize(0) == 12);
  CHECK(sc.armySize(1) == 16);
  CHECK(sc.sides[0].name == "Alexander");
  CHECK(sc.sides[1].name == "Porus");
  const auto check = [&](const std::vector<ExpectedType>& types, SideIndex side) {
    for (const auto& e : types) {
      INFO("unit type " << e.id);
      const auto t = sc.findUnitType(e.id);
      REQUIRE(t);
      const UnitType& ut = sc.unitTypes[*t];
      CHECK(ut.side == side);
      CHECK(ut.name == e.name);
      CHECK(ut.count == e.count);
      CHECK(ut.maxMove == e.mm);
      CHECK(tagNames(sc, ut.tags) == e.tags);
      CHECK(ut.mainLeader == e.mainLeader);
      // Units are numbered when the type has several.
      for (int n = 1; n <= e.count; ++n) {
        const std::string id = e.count > 1 ? std::string(e.id) + std::to_string(n) : std::string(e.id);
        const auto u = sc.findUnit(id);
        REQUIRE(u);
        CHECK(sc.units[*u].side == side);
        CHECK(sc.units[*u].type == *t);
      }
    }
  };
  check(greek, 0);
  check(indian, 1);
  CHECK(sc.units.size() == 28);
}

TEST_CASE("S2 Greeks start stacked in b2 facing S, Indians in b4 facing N, Alexander moves first", "[setup]") {
  const GameState st = GameState::newGame(bundledGame(), 5);
  const Scenario& sc = st.game().scenario();
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    const UnitStatus& us = st.units()[u];
    INFO("unit " << sc.units[u].id);
    CHECK(us.alive);
    if (sc.units[u].side == 0) {
      CHECK(st.game().board().cellName(us.cell) == "b2");
      CHECK(us.facing == Facing::S);
    } else {
      CHECK(st.game().board().cellName(us.cell) == "b4");
      CHECK(us.facing == Facing::N);
    }
  }
  CHECK(sc.sides[0].id == "greek");
  CHECK(st.activeSide() == 0);
  CHECK(st.turn() == 1);
  CHECK(st.decidingSide() == 0);
}

TEST_CASE("S3 one shuffled deck of 78 cards, each player is dealt 5", "[setup]") {
  const GameState a = GameState::newGame(bundledGame(), 11);
  CHECK(a.game().totalCards() == 78);
  // Porus keeps his 5; Alexander has drawn his 4 of turn 1 on top of his 5 (T2).
  CHECK(a.hand(1).size() == 5);
  CHECK(a.hand(0).size() == 9);
  CHECK(a.deck().size() == 78 - 14);
  CHECK(a.discardPile().empty());
  CHECK(a.deck().size() + a.hand(0).size() + a.hand(1).size() == 78);
  // Every copy is somewhere: the multiset of all cards is the table's.
  std::vector<CardIndex> all = a.deck();
  all.insert(all.end(), a.hand(0).begin(), a.hand(0).end());
  all.insert(all.end(), a.hand(1).begin(), a.hand(1).end());
  for (int c = 0; c < a.game().cards().size(); ++c)
    CHECK(countOf(all, static_cast<CardIndex>(c)) == a.game().cards()[static_cast<CardIndex>(c)].count);
  // Shuffled by the seed: the same seed deals the same, other seeds deal otherwise.
  const GameState same = GameState::newGame(bundledGame(), 11);
  CHECK(same.deck() == a.deck());
  CHECK(same.hand(1) == a.hand(1));
  int differentDecks = 0;
  for (std::uint64_t seed = 12; seed < 17; ++seed)
    if (GameState::newGame(bundledGame(), seed).deck() != a.deck()) ++differentDecks;
  CHECK(differentDecks == 5);
}

TEST_CASE("V1 eliminating King Porus wins at once", "[victory]") {
  GameState st = Setup()
                     .phase("attack")
                     .unit("porus", "d5", "N")
                     .unit("companions", "d6", "N")
                     .greek({"routed"})
                     .start();
  REQUIRE_FALSE(st.isTerminal());
  st.forceDice({6, 6, 1, 1});
  EventLog log;
  play(st, {"attack routed", "from d6"});
  st.apply(parse(st.game(), "at d5"), &log);
  CHECK(st.isTerminal());
  REQUIRE(st.winner());
  CHECK(*st.winner() == 0);
  CHECK(st.step() == Step::GameOver);
  CHECK_FALSE(unit(st, "porus").alive);
  CHECK(st.legalDecisions().empty());
  CHECK(why(st, "end").find("The game is over") != std::string::npos);
  CHECK(why(st, "end").find("Alexander has won") != std::string::npos);
  // The other 15 Indians are still standing: the main leader alone decides.
  CHECK(st.eliminated(1) == 1);
  const auto victory = std::find_if(log.begin(), log.end(), [](const Event& e) { return e.kind == EventKind::Victory; });
  REQUIRE(victory != log.end());
  CHECK(victory->side == 0);
  CHECK(victory->text.find("main leader") != std::string::npos);
  CHECK(inDiscard(st, "routed"));
  CHECK(st.inPlay().empty());
}

TEST_CASE("V1 losing Alexander the Great loses the game", "[victory]") {
  GameState st = Setup()
                     .turn(2)
                     .active("indian")
                     .phase("attack")
                     .unit("alexander", "d6", "N")
                     .unit("cavalry1", "d5", "S")
                     .indian({"routed"})
                     .start();
  st.forceDice({6, 6, 1, 1});
  play(st, {"attack routed", "from d5", "at d6"});
  REQUIRE(st.winner());
  CHECK(*st.winner() == 1);
  CHECK(st.eliminated(0) == 1);
}

TEST_CASE("V1 half the enemy army wins, checked after every casualty, even mid-combat", "[victory]") {
  // Five Greeks are gone already: one more is the sixth of twelve.
  GameState st = Setup()
                     .phase("attack")
                     .dead("allies1")
                     .dead("allies2")
                     .dead("allies3")
                     .dead("allies4")
                     .dead("peltasts1")
                     .unit("phalanx1", "e6", "E")
                     .unit("phalanx2", "e6", "E")
                     .unit("infantry1", "f6", "W")
                     .greek({"routed"})
                     .start();
  REQUIRE_FALSE(st.isTerminal());
  CHECK(st.eliminated(0) == 5);
  st.forceDice({1, 1, 6, 6});
  play(st, {"attack routed", "from e6", "at f6"});
  // Porus won the round and chooses which phalanx falls.
  REQUIRE(st.step() == Step::Casualty);
  CHECK(st.decidingSide() == 1);
  play(st, {"kill phalanx1"});
  CHECK(st.isTerminal());
  REQUIRE(st.winner());
  CHECK(*st.winner() == 1);
  CHECK(unit(st, "phalanx2").alive);  // the combat did not go on
  CHECK_FALSE(st.combat().active);

  // Eight of sixteen Indians: the Greek side wins the same way.
  Setup indians;
  indians.phase("attack").unit("allies1", "e6", "E").unit("infantry1", "f6", "W").greek({"routed"});
  for (int i = 2; i <= 8; ++i) indians.dead("infantry" + std::to_string(i));
  GameState st2 = indians.start();
  REQUIRE_FALSE(st2.isTerminal());
  st2.forceDice({6, 6, 1, 1});
  play(st2, {"attack routed", "from e6", "at f6"});
  REQUIRE(st2.winner());
  CHECK(*st2.winner() == 0);
  CHECK(st2.eliminated(1) == 8);
}

TEST_CASE("V1 seven Indian losses are not yet half", "[victory]") {
  Setup s;
  s.phase("attack").unit("allies1", "e6", "E").unit("infantry1", "f6", "W").unit("infantry2", "f6", "W").greek({"routed"});
  for (int i = 3; i <= 8; ++i) s.dead("infantry" + std::to_string(i));
  GameState st = s.start();
  CHECK(st.eliminated(1) == 6);
  st.forceDice({6, 6, 1, 1});
  play(st, {"attack routed", "from e6", "at f6", "kill infantry1"});
  CHECK(st.eliminated(1) == 7);
  CHECK_FALSE(st.isTerminal());
  CHECK(st.step() == Step::ContinueOrBreak);
}

TEST_CASE("V2 turns are not limited: a game ends only by V1", "[victory]") {
  // A game deep into its turns goes on like any other.
  GameState st = Setup().turn(9999).start();
  CHECK(st.turn() == 9999);
  finishTurn(st);
  CHECK(st.turn() == 10000);
  CHECK(st.activeSide() == 1);
  finishTurn(st);
  CHECK(st.turn() == 10001);
  CHECK_FALSE(st.isTerminal());
  CHECK_FALSE(st.winner());

  // Random games: whenever one is over, a V1 condition holds; the others are
  // still running at turn 150, far beyond any limit of the rules.
  const GamePtr game = bundledGame();
  int finished = 0;
  for (std::uint64_t seed = 300; seed < 312; ++seed) {
    GameState g = GameState::newGame(game, seed);
    Rng chooser(seed * 7 + 1);
    while (!g.isTerminal() && g.turn() <= 150) {
      const auto legal = g.legalDecisions();
      REQUIRE_FALSE(legal.empty());
      g.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    INFO("seed " << seed);
    if (g.isTerminal()) {
      ++finished;
      REQUIRE(g.winner());
      const SideIndex loser = otherSide(*g.winner());
      const auto leader = loser == 0 ? "alexander" : "porus";
      const int half = loser == 0 ? 6 : 8;
      CHECK((!unit(g, leader).alive || g.eliminated(loser) >= half));
    } else {
      CHECK_FALSE(g.winner());
      CHECK(g.turn() > 150);
      CHECK_FALSE(g.legalDecisions().empty());
    }
  }
  CHECK(finished > 0);
}
