#include "hydaspes/bot/bot.h"

#include "hydaspes/rng.h"

namespace hydaspes {

std::uint64_t searchSeed(std::uint64_t botSeed, const BotInformation& info) {
  std::uint64_t z = botSeed + 0x9E3779B97F4A7C15ULL * (info.history.size() + 1);  // splitmix64
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::optional<Action> randomChoice(const std::vector<Action>& candidates, double share, std::uint64_t seed) {
  if (candidates.empty() || !(share > 0)) return std::nullopt;
  Rng pick(seed ^ 0x5DEECE66DULL);
  if (pick.below(1000) >= static_cast<std::uint32_t>(share * 1000 + 0.5)) return std::nullopt;
  return candidates[pick.below(static_cast<std::uint32_t>(candidates.size()))];
}

}  // namespace hydaspes
