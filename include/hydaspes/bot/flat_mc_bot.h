// Flat Monte Carlo, a baseline: the budget is spread evenly over the
// candidate actions; each try samples a world, plays the action and a
// playout; the action with the best mean result is chosen.
#pragma once

#include "hydaspes/bot/bot.h"
#include "hydaspes/bot/search_config.h"

namespace hydaspes {

class FlatMcBot : public Bot {
 public:
  FlatMcBot(std::uint64_t seed, SearchConfig config = {}) : seed_(seed), config_(config) {}
  Action choose(const BotInformation& info, Budget budget) override;

 private:
  std::uint64_t seed_;
  SearchConfig config_;
};

}  // namespace hydaspes
