// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).
// Every iteration samples a world consistent with the bot's information
// (world_sampler.h) and walks one tree of whole actions of both sides,
// choosing among the actions available in that world by UCT with
// availability counts; it adds one node, plays out (playout.h) and backs
// the result up. The action played is the root child visited most.
#pragma once

#include "hydaspes/bot/bot.h"
#include "hydaspes/bot/search_config.h"

namespace hydaspes {

class IsmctsBot : public Bot {
 public:
  IsmctsBot(std::uint64_t seed, SearchConfig config = {}) : seed_(seed), config_(config) {}
  Action choose(const BotInformation& info, Budget budget) override;

 private:
  std::uint64_t seed_;
  SearchConfig config_;
};

}  // namespace hydaspes
