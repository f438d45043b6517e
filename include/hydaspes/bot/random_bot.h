// The weakest baseline: a uniformly random legal decision at every step.
#pragma once

#include "hydaspes/bot/bot.h"

namespace hydaspes {

class RandomBot : public Bot {
 public:
  explicit RandomBot(std::uint64_t seed) : seed_(seed) {}
  Action choose(const BotInformation& info, Budget budget) override;

 private:
  std::uint64_t seed_;
};

}  // namespace hydaspes
