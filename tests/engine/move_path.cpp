// The way a move went (the Moved event's path, for the client's animation):
// a legal path of the move itself, M1-M8, start and end included.
#include <catch2/catch.hpp>

#include <algorithm>

#include "hydaspes/event.h"
#include "hydaspes/game.h"
#include "hydaspes/move_planner.h"
#include "hydaspes/rng.h"
#include "hydaspes/state.h"

using namespace hydaspes;

TEST_CASE("M1 move path: every move of random games goes step by step from its start to its end", "[M1][M3][movement]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  const Board& board = game->board();
  int moves = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    GameState st = GameState::newGame(game, seed);
    Rng pick(seed * 7919);
    while (!st.isTerminal()) {
      const auto legal = st.legalDecisions();
      const Decision d = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
      CellSet enemy;
      const SideIndex mover = st.activeSide();
      for (Cell c = 0; c < board.cellCount(); ++c)
        if (st.holder(c) == otherSide(mover)) enemy.set(c);
      EventLog events;
      st.apply(d, &events);
      for (const Event& e : events) {
        if (e.kind != EventKind::Moved) continue;
        ++moves;
        REQUIRE(e.path.size() >= 2);
        CHECK(e.path.front() == e.cell);
        CHECK(e.path.back() == e.cell2);
        for (std::size_t i = 1; i < e.path.size(); ++i) {
          const auto& n = board.neighbours(e.path[i - 1]);
          CHECK(std::find(n.begin(), n.end(), e.path[i]) != n.end());
          CHECK_FALSE(enemy[e.path[i]]);  // M3: never through the enemy
        }
      }
    }
  }
  CHECK(moves > 1000);
}

TEST_CASE("M2 move path: none to a cell the move cannot reach", "[M2][movement]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  const Board& board = game->board();
  const MoveLimits two = moveLimits(2, 4, MoveMode::Normal);
  for (Cell from = 0; from < board.cellCount(); ++from) {
    const CellSet reach = reachableCells(board, {}, from, two);
    for (Cell to = 0; to < board.cellCount(); ++to) {
      const auto path = movePath(board, {}, from, to, two);
      CHECK(path.empty() == !reach[to]);
      if (!path.empty()) CHECK(path.size() <= 3);  // at most two steps
    }
  }
}
