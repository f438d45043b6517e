// OpenSpiel-style random simulation: every invariant after every decision.
#include <catch2/catch.hpp>

#include "hydaspes/selfplay.h"
#include "test_support.h"

using namespace hydaspes;

TEST_CASE("D1 random self-play keeps every invariant after every decision", "[selfplay]") {
  SelfplayConfig config;
  config.games = 60;
  config.seed = 1000;
  const SelfplayStats stats = runSelfplay(test::bundledGame(), config);
  INFO((stats.failures.empty() ? std::string() : stats.failures.front()));
  CHECK(stats.failed == 0);
  CHECK(stats.passed == 60);
  CHECK(stats.decisions > 60 * 50);
  CHECK(stats.wins[0] + stats.wins[1] + stats.unfinished == 60);
}

TEST_CASE("D1 the same seed and decisions give the same game", "[selfplay]") {
  SelfplayConfig config;
  config.games = 5;
  config.seed = 77;
  config.deepChecks = false;
  const SelfplayStats a = runSelfplay(test::bundledGame(), config);
  const SelfplayStats b = runSelfplay(test::bundledGame(), config);
  CHECK(a.decisions == b.decisions);
  CHECK(a.wins[0] == b.wins[0]);
  CHECK(a.wins[1] == b.wins[1]);
}
