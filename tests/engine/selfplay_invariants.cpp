// OpenSpiel-style random simulation: every invariant after every decision.
#include <catch2/catch.hpp>

#include "hydaspes/selfplay.h"
#include "test_support.h"

using namespace hydaspes;

TEST_CASE("D1 random self-play keeps every invariant after every decision", "[selfplay]") {
  SelfplayConfig config;
  const int games = test::walkLength(60);
  config.games = games;
  config.seed = 1000;
  const SelfplayStats stats = runSelfplay(test::bundledGame(), config);
  INFO((stats.failures.empty() ? std::string() : stats.failures.front()));
  CHECK(stats.failed == 0);
  CHECK(stats.passed == games);
  CHECK(stats.decisions > games * 50);
  CHECK(stats.wins[0] + stats.wins[1] + stats.unfinished == games);
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
