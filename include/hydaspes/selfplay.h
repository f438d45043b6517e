// Random legal play that checks the engine after every decision, as
// OpenSpiel's RandomSimTest does: conservation, clone, round trip, hash,
// privacy of observations.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "hydaspes/state.h"

namespace hydaspes {

// What is wrong with a state; empty when nothing is.
std::vector<std::string> invariantViolations(const GameState& st);

struct SelfplayConfig {
  int games = 100;
  std::uint64_t seed = 1;
  int maxTurns = 200;
  bool deepChecks = true;  // clone, JSON round trip and hash...
  int deepEvery = 1;       // ...after every Nth decision (and at the end)
  // Called after each game with its seed, decisions and the hash after each.
  std::function<void(std::uint64_t seed, const std::vector<Decision>&, const std::vector<std::uint64_t>&)> onGame;
};

struct SelfplayStats {
  int games = 0;
  long long decisions = 0;
  int passed = 0;
  int failed = 0;
  int unfinished = 0;  // stopped at maxTurns
  int wins[2] = {0, 0};
  double seconds = 0;
  std::vector<std::string> failures;  // the first few, "game N decision K: ..."
};

SelfplayStats runSelfplay(const GamePtr& game, const SelfplayConfig& config);

}  // namespace hydaspes
