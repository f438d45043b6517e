// M1-M9: groups and paths, allowance and forest, enemy cells, hills and
// river, river crossing, Move Upstream, no turning in place, one move a turn.
#include "rules_fixtures.h"

#include "hydaspes/move_planner.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {

const Board& board() { return bundledGame()->board(); }

Cell c(const std::string& name) {
  const auto cell = board().parseCell(name);
  REQUIRE(cell);
  return *cell;
}

std::vector<std::string> reachable(const CellSet& set) {
  std::vector<std::string> out;
  for (int i = 0; i < board().cellCount(); ++i)
    if (set[static_cast<std::size_t>(i)]) out.push_back(board().cellName(static_cast<Cell>(i)));
  std::sort(out.begin(), out.end());
  return out;
}

CellSet enemyAt(std::initializer_list<const char*> cells) {
  CellSet s;
  for (const char* n : cells) s.set(c(n));
  return s;
}

}  // namespace

TEST_CASE("M1 a move takes some units of a stack along a path, they end together facing one way", "[movement]") {
  // The rules' example: both Peltasts leave b2 with Rush for e2 and face SE.
  GameState st = Setup().greek({"rush"}).start();
  play(st, {"move rush", "from b2", "take peltasts1", "take peltasts2", "to e2", "face SE"});
  for (const char* id : {"peltasts1", "peltasts2"}) {
    CHECK(cellOf(st, id) == "e2");
    CHECK(facingOf(st, id) == "SE");
    CHECK(unit(st, id).moved);
  }
  // The rest of the stack stays, facing S as before.
  for (const char* id : {"alexander", "coenus", "companions", "craterus", "phalanx1", "phalanx2", "allies1",
                         "allies2", "allies3", "allies4"}) {
    CHECK(cellOf(st, id) == "b2");
    CHECK(facingOf(st, id) == "S");
    CHECK_FALSE(unit(st, id).moved);
  }
  // Any of the eight facings may end a move.
  GameState f = Setup().greek({"rush"}).start();
  play(f, {"move rush", "from b2", "take peltasts1", "to e2"});
  REQUIRE(f.step() == Step::Facing);
  CHECK(legalTexts(f) == std::vector<std::string>{"face N", "face NE", "face E", "face SE", "face S", "face SW",
                                                   "face W", "face NW"});
  // "take all" moves the whole stack.
  GameState all = Setup().greek({"march"}).start();
  play(all, {"move march", "from b2", "take all", "to c1", "face S"});
  CHECK(all.unitsAt(c("b2")) == 0);
  CHECK(__builtin_popcountll(all.unitsAt(c("c1"))) == 12);
}

TEST_CASE("M2 allowance is the lower of card value and lowest MM, forest lowers MM by 1", "[movement]") {
  SECTION("move limits") {
    const MoveLimits infantryRush = moveLimits(4, 2, MoveMode::Normal);
    CHECK(infantryRush.allowance == 2);
    CHECK(infantryRush.forestAllowance == 1);
    const MoveLimits alexanderOutmaneuver = moveLimits(6, 6, MoveMode::Normal);
    CHECK(alexanderOutmaneuver.allowance == 6);
    CHECK(alexanderOutmaneuver.forestAllowance == 5);
    const MoveLimits phalanxMarch = moveLimits(1, 3, MoveMode::Normal);
    CHECK(phalanxMarch.allowance == 1);
    CHECK(phalanxMarch.forestAllowance == 1);  // the card is never lowered
  }
  SECTION("Punjab Infantry (MM 2) with Rush: 2 cells, 1 if the path enters forest") {
    GameState st = Setup().turn(2).active("indian").unit("infantry1", "c6", "N").indian({"rush"}).start();
    play(st, {"move rush", "from c6", "take infantry1"});
    CHECK(legal(st, "to e6"));
    CHECK(legal(st, "to a6"));
    CHECK_FALSE(legal(st, "to c4"));  // two cells, into forest
    CHECK(why(st, "to c4") ==
          "Forest slows the move: a path through forest lowers the Maximum Move by 1, and c4 is then out of reach");
    CHECK_FALSE(legal(st, "to e5"));
    CHECK_FALSE(legal(st, "to f6"));
    CHECK(why(st, "to f6") == "f6 is out of reach: this move goes at most 2 cells");
    CHECK(legal(st, "to d5"));
  }
  SECTION("the slowest unit sets the pace") {
    GameState st = Setup().unit("alexander", "a6", "E").unit("allies1", "a6", "E").greek({"outmaneuver"}).start();
    play(st, {"move outmaneuver", "from a6", "take alexander"});
    CHECK(legal(st, "to g6"));  // six clear cells
    CHECK_FALSE(legal(st, "to h6"));
    CHECK_FALSE(legal(st, "to g4"));  // six cells, the last one forest: 5
    CHECK(why(st, "to g4").find("Forest slows the move") == 0);
    play(st, {"take allies1"});
    CHECK(legal(st, "to d6"));
    CHECK_FALSE(legal(st, "to e6"));
    CHECK(why(st, "to e6") == "e6 is out of reach: this move goes at most 3 cells");
  }
  SECTION("a phalanx with March may step into forest") {
    GameState st = Setup().unit("phalanx1", "d6", "N").greek({"march"}).start();
    play(st, {"move march", "from d6", "take phalanx1"});
    CHECK(legal(st, "to e5"));
    play(st, {"to e5", "face N"});
    CHECK(cellOf(st, "phalanx1") == "e5");
  }
  SECTION("the free move is one cell") {
    GameState st = Setup().unit("alexander", "d6", "N").start();
    play(st, {"move free", "from d6", "take alexander"});
    CHECK(destinations(st) == sortedNames({"c5", "d5", "e5", "c6", "e6", "c7", "d7", "e7"}));
  }
}

TEST_CASE("M3 a path never enters an enemy cell, it crosses and joins friends", "[movement]") {
  SECTION("enemies block") {
    GameState st = Setup()
                       .turn(1)
                       .unit("alexander", "a6", "E")
                       .unit("infantry1", "b5", "N")
                       .unit("infantry2", "b6", "N")
                       .unit("infantry3", "b7", "N")
                       .greek({"rush"})
                       .start();
    play(st, {"move rush", "from a6", "take alexander"});
    CHECK(destinations(st) == sortedNames({"a5", "a4", "a7", "a3", "b3"}));
    CHECK(why(st, "to b6") == "b6 is held by the enemy");
    CHECK_FALSE(legal(st, "to c6"));
  }
  SECTION("a pocket closed by enemies") {
    GameState st = Setup()
                       .unit("alexander", "h6", "E")
                       .unit("infantry1", "g5", "N")
                       .unit("infantry2", "h5", "N")
                       .unit("infantry3", "i5", "N")
                       .unit("infantry4", "j5", "N")
                       .unit("infantry5", "g6", "N")
                       .unit("infantry6", "j6", "N")
                       .unit("infantry7", "g7", "N")
                       .unit("infantry8", "h7", "N")
                       .unit("cavalry1", "i7", "N")
                       .unit("cavalry2", "j7", "N")
                       .greek({"rush"})
                       .start();
    play(st, {"move rush", "from h6", "take alexander"});
    CHECK(destinations(st) == std::vector<std::string>{"i6"});
    CHECK(why(st, "to e6") == "Enemy stacks block every way to e6");
    CHECK(why(st, "to h5") == "h5 is held by the enemy");
  }
  SECTION("friends let the group through; joining a stack takes its facing") {
    GameState st = Setup()
                       .unit("alexander", "a6", "E")
                       .unit("infantry1", "b5", "N")
                       .unit("allies1", "b6", "N")
                       .unit("infantry3", "b7", "N")
                       .greek({"rush", "march"})
                       .start();
    play(st, {"move rush", "from a6", "take alexander"});
    CHECK(legal(st, "to c6"));
    CHECK(legal(st, "to e6"));
    play(st, {"to b6"});
    // K10: no facing to choose, the stack's facing is taken.
    CHECK(st.step() == Step::Main);
    CHECK(facingOf(st, "alexander") == "N");
    CHECK(cellOf(st, "alexander") == "b6");
  }
  SECTION("the planner itself") {
    const MoveLimits rush = moveLimits(4, 6, MoveMode::Normal);
    const auto cells = reachable(reachableCells(board(), enemyAt({"b4", "b5", "b6", "b7"}), c("a6"), rush));
    CHECK(cells == sortedNames({"a5", "a4", "a7", "a3", "b3"}));
  }
}

TEST_CASE("M4 entering hills or the river ends the path", "[movement]") {
  SECTION("the river stops Rush in b3") {
    GameState st = Setup().greek({"rush"}).start();
    play(st, {"move rush", "from b2", "take allies1"});
    CHECK(legal(st, "to b3"));
    CHECK(legal(st, "to c3"));
    CHECK_FALSE(legal(st, "to c4"));
    CHECK(why(st, "to c4") ==
          "Entering the river ends a move: c4 lies beyond it (cross with a river-crossing card)");
    // No cell of the south bank is reachable.
    for (const auto& to : destinations(st)) CHECK(board().row(c(to)) <= 2);
  }
  SECTION("hills end a move") {
    GameState st = Setup()
                       .unit("peltasts1", "c1", "S")
                       .unit("infantry1", "d2", "N")
                       .unit("infantry2", "e2", "N")
                       .greek({"rush"})
                       .start();
    play(st, {"move rush", "from c1", "take peltasts1"});
    CHECK(legal(st, "to d1"));
    CHECK_FALSE(legal(st, "to e1"));
    CHECK(why(st, "to e1") == "Hills end a move: every way to e1 goes on after entering hills");
  }
  SECTION("the planner: from c1, no path goes on through d1") {
    const MoveLimits rush = moveLimits(4, 4, MoveMode::Normal);
    const auto cells = reachable(reachableCells(board(), enemyAt({"d2", "e2"}), c("c1"), rush));
    CHECK(contains(cells, "d1"));
    CHECK_FALSE(contains(cells, "e1"));
    CHECK_FALSE(contains(cells, "f1"));
    // A unit may leave the hills it starts in.
    CHECK(contains(cells, "b1"));
    CHECK(contains(cells, "c2"));
  }
}

TEST_CASE("M5 a group in the river must leave it with its first step", "[movement]") {
  GameState st = Setup().unit("peltasts1", "c3", "S").greek({"march"}).start();
  play(st, {"move march", "from c3", "take peltasts1"});
  // b4 holds the Indian stack.
  CHECK(destinations(st) == sortedNames({"b2", "c2", "d2", "c4", "d4"}));
  CHECK(why(st, "to d3") == "Units in the river can only cross or go back, and their move ends on land: they cannot follow the river");
  CHECK(why(st, "to b3") == "Units in the river can only cross or go back, and their move ends on land: they cannot follow the river");
  // The planner: with Rush, every first step leaves the water.
  const auto rush = reachable(reachableCells(board(), enemyAt({"b4"}), c("c3"), moveLimits(4, 4, MoveMode::Normal)));
  for (const char* first : {"b2", "c2", "d2", "c4", "d4"}) CHECK(contains(rush, first));
  // The free move too: from c3 one step, to a bank.
  GameState fm = Setup().unit("peltasts1", "c3", "S").start();
  play(fm, {"move free", "from c3", "take peltasts1"});
  CHECK(destinations(fm) == sortedNames({"b2", "c2", "d2", "c4", "d4"}));
}

TEST_CASE("M5 a move that starts in the river ends on land, never back in the water", "[movement]") {
  // Clarified 2026-11-23: e3>e2>f3 would shift along the river by way of the
  // bank, so it is refused; e3>f4>g5 and e3>e2 leave the water and stay out.
  const MoveLimits rush = moveLimits(4, 4, MoveMode::Normal);
  const auto cells = reachable(reachableCells(board(), {}, c("e3"), rush));
  CHECK(contains(cells, "e2"));
  CHECK(contains(cells, "g5"));
  CHECK(contains(cells, "f4"));
  for (const char* wet : {"a3", "b3", "c3", "d3", "f3", "g3", "h3", "l4"}) CHECK_FALSE(contains(cells, wet));
  CHECK(whyUnreachable(board(), {}, c("e3"), c("f3"), rush) ==
        "Units in the river can only cross or go back, and their move ends on land: they cannot follow the river");
  // Through the engine, with a card in hand.
  GameState st = Setup().unit("peltasts1", "e3", "S").greek({"rush"}).start();
  play(st, {"move rush", "from e3", "take peltasts1"});
  CHECK(legal(st, "to e2"));
  CHECK(legal(st, "to g5"));
  CHECK_FALSE(legal(st, "to f3"));
  CHECK_FALSE(legal(st, "to d3"));
  // A group that starts on a bank still stops on entering the river (M4).
  GameState dry = Setup().unit("peltasts1", "e2", "S").greek({"rush"}).start();
  play(dry, {"move rush", "from e2", "take peltasts1"});
  CHECK(legal(dry, "to f3"));
}

TEST_CASE("M6 an R card crosses bank to bank without stopping in the water", "[movement]") {
  GameState st = Setup().unit("peltasts1", "c2", "S").greek({"floats-and-boats"}).start();
  play(st, {"move floats-and-boats", "from c2", "take peltasts1"});
  CHECK(legal(st, "to c4"));
  CHECK(legal(st, "to d4"));
  CHECK_FALSE(legal(st, "to c3"));
  CHECK(why(st, "to c3") == "A crossing ends on the far bank, not in the water");
  CHECK_FALSE(legal(st, "to d2"));
  CHECK(why(st, "to d2") == "A crossing card must end on the far bank of the river");
  CHECK_FALSE(legal(st, "to c5"));  // three cells
  const int south = board().bank(c("c4"));
  for (const auto& to : destinations(st)) CHECK(board().bank(c(to)) == south);
  play(st, {"to c4", "face S"});
  CHECK(cellOf(st, "peltasts1") == "c4");

  // Not from the river.
  GameState wet = Setup().unit("peltasts1", "c3", "S").greek({"floats-and-boats"}).start();
  play(wet, {"move floats-and-boats"});
  CHECK(legal(wet, "from b2"));
  CHECK_FALSE(legal(wet, "from c3"));
  CHECK(why(wet, "from c3") == "No unit in c3 can make this move");
  const MoveLimits crossing = moveLimits(2, 4, MoveMode::Crossing);
  CHECK(reachableCells(board(), {}, c("c3"), crossing).none());
  CHECK(whyUnreachable(board(), {}, c("c3"), c("c4"), crossing) == "A crossing starts on a bank, not in the river");
  // South to north as well.
  const auto north = reachable(reachableCells(board(), {}, c("f4"), moveLimits(2, 4, MoveMode::Crossing)));
  CHECK(north == sortedNames({"d2", "e2", "f2", "g2", "h2"}));
}

TEST_CASE("M7 Move Upstream follows the river, free of the river stop", "[movement]") {
  SECTION("from c3 along the water") {
    GameState st = Setup().unit("peltasts1", "c3", "S").greek({"move-upstream"}).start();
    play(st, {"move move-upstream", "from c3", "take peltasts1"});
    const auto to = destinations(st);
    CHECK(contains(to, "g3"));
    CHECK(contains(to, "a3"));
    CHECK_FALSE(contains(to, "h3"));  // five cells
    for (const auto& cell : to) CHECK(board().isRiver(c(cell)));
    CHECK(why(st, "to c4") == "Move Upstream must follow the river: c4 is not a river cell");
    play(st, {"to g3", "face E"});
    CHECK(cellOf(st, "peltasts1") == "g3");
  }
  SECTION("from k2 into the bend") {
    GameState st = Setup().unit("peltasts1", "k2", "S").greek({"move-upstream"}).start();
    play(st, {"move move-upstream", "from k2", "take peltasts1"});
    CHECK(legal(st, "to l4"));
    CHECK(legal(st, "to k3"));
    CHECK_FALSE(legal(st, "to l5"));
    CHECK_FALSE(legal(st, "to k4"));
  }
}

TEST_CASE("M8 a move must end elsewhere: no turning in place", "[movement]") {
  GameState st = Setup().unit("allies1", "d6", "N").greek({"march"}).start();
  play(st, {"move march", "from d6", "take allies1"});
  CHECK_FALSE(legal(st, "to d6"));
  CHECK(why(st, "to d6") == "A move must leave d6: a stack cannot turn in place");
  CHECK_FALSE(contains(destinations(st), "d6"));
  // The planner never lists the start, whatever the mode.
  for (MoveMode mode : {MoveMode::Normal, MoveMode::Crossing, MoveMode::AlongRiver}) {
    const auto set = reachableCells(board(), {}, c("c2"), moveLimits(4, 4, mode));
    CHECK_FALSE(set[c("c2")]);
  }
}

TEST_CASE("M9 a unit moves once a turn, a negated unit has not moved", "[movement]") {
  SECTION("moved units cannot be taken again") {
    GameState st = Setup().unit("allies1", "d6", "N").unit("allies2", "d7", "N").greek({"march"}).start();
    play(st, {"move free", "from d6", "take allies1", "to d7"});  // joins allies2
    CHECK(unit(st, "allies1").moved);
    CHECK_FALSE(unit(st, "allies2").moved);
    play(st, {"move march", "from d7"});
    CHECK_FALSE(legal(st, "take allies1"));
    CHECK(why(st, "take allies1") == "allies1 has already moved this turn");
    CHECK(legal(st, "take allies2"));
    play(st, {"take allies2", "to e6", "face N"});
    CHECK(cellOf(st, "allies2") == "e6");
    CHECK(cellOf(st, "allies1") == "d7");
  }
  SECTION("reasons") {
    GameState st = Setup().unit("allies1", "d6", "N").greek({"march", "rush"}).start();
    play(st, {"move free", "from d6", "take allies1", "to d7", "face S"});
    CHECK(unit(st, "allies1").moved);
    play(st, {"move march"});
    CHECK_FALSE(legal(st, "from d7"));
    CHECK(why(st, "from d7") == "Every unit in d7 has already moved this turn");
  }
  SECTION("a negated unit may move again") {
    GameState st = Setup().turn(2).active("indian").indian({"march", "rush"}).greek({"demonstration"}).start();
    play(st, {"move march", "from b4", "take infantry1", "to c5", "face N", "negate demonstration"});
    CHECK(cellOf(st, "infantry1") == "b4");
    CHECK_FALSE(unit(st, "infantry1").moved);
    play(st, {"move rush", "from b4", "take infantry1", "to c5", "face N"});
    CHECK(cellOf(st, "infantry1") == "c5");
    CHECK(unit(st, "infantry1").moved);
  }
  SECTION("the moved flags clear when the next turn begins") {
    GameState st = Setup().greek({"march"}).start();
    play(st, {"move march", "from b2", "take allies1", "to c1", "face S"});
    CHECK(unit(st, "allies1").moved);
    finishTurn(st);
    CHECK_FALSE(unit(st, "allies1").moved);
  }
}
