// The replay cursor on its own: seeking, the point of view, and what each
// point of view may see (H1).
#include <catch2/catch.hpp>

#include "hydaspes/game.h"
#include "hydaspes/state.h"
#include "session/replay_cursor.h"

using namespace hydaspes;
using namespace hydaspes::client;

TEST_CASE("H1 replay cursor: seeks within the record and shows each side only its own hand", "[replay][H1]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  GameState st = GameState::newGame(game, 5);
  std::vector<Decision> ds;
  for (int i = 0; i < 60 && !st.isTerminal(); ++i) {
    const Decision d = st.legalDecisions().back();
    st.apply(d);
    ds.push_back(d);
  }
  ReplayCursor cursor(ReplayTimeline(GameState::newGame(game, 5), ds), SavedGame{});
  CHECK(cursor.position() == ds.size());  // opens at the end
  CHECK(cursor.state() == st);
  CHECK_FALSE(cursor.seek(ds.size() + 10));  // clamped: still at the end
  REQUIRE(cursor.seek(20));
  CHECK(cursor.state() == cursor.timeline().at(20));
  CHECK_FALSE(cursor.seek(20));
  // Everything: both hands.
  Observation all = cursor.observation();
  CHECK(all.hands[0]);
  CHECK(all.hands[1]);
  // One side's point of view: the other hand stays hidden.
  REQUIRE(cursor.setPointOfView(SideIndex{1}));
  CHECK_FALSE(cursor.setPointOfView(SideIndex{1}));
  const Observation porus = cursor.observation();
  CHECK(porus.hands[1]);
  CHECK_FALSE(porus.hands[0]);
  CHECK(porus.handSizes[0] == static_cast<int>(cursor.state().hand(0).size()));
}
