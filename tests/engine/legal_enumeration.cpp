// isLegal() checks the conditions of one candidate only (legal_decisions.cpp,
// DecisionSink); it must agree with legalDecisions() for every decision.
#include <catch2/catch.hpp>

#include <algorithm>

#include "hydaspes/state.h"
#include "test_support.h"

using namespace hydaspes;

TEST_CASE("isLegal agrees with legalDecisions for every verb and argument", "[legal]") {
  const GamePtr game = test::bundledGame();
  const int args = std::max({game->board().cellCount(), static_cast<int>(game->cards().cards.size()),
                             static_cast<int>(game->scenario().units.size()), kFacingCount});
  long long positions = 0;
  for (int alwaysAsk = 0; alwaysAsk < 2; ++alwaysAsk) {
    for (std::uint64_t seed = 40; seed < 43; ++seed) {
      GameOptions options;
      options.alwaysAsk = alwaysAsk == 1;  // every reaction window offered (H3)
      GameState st = GameState::newGame(game, seed, options);
      Rng chooser(seed);
      while (!st.isTerminal() && st.turn() <= 200) {
        const auto legal = st.legalDecisions();
        for (int v = 0; v <= static_cast<int>(Verb::BreakOff); ++v) {
          for (int a = 0; a <= args; ++a) {
            const Decision d{static_cast<Verb>(v), static_cast<std::uint8_t>(a)};
            const bool listed = std::find(legal.begin(), legal.end(), d) != legal.end();
            if (st.isLegal(d) != listed) {
              INFO("seed " << seed << " step " << stepName(st.step()) << " verb " << v << " arg " << a);
              CHECK(st.isLegal(d) == listed);
            }
          }
        }
        st.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
        ++positions;
      }
    }
  }
  CHECK(positions > 300);
}
