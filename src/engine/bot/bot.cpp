#include "hydaspes/bot/bot.h"

namespace hydaspes {

std::uint64_t searchSeed(std::uint64_t botSeed, const BotInformation& info) {
  std::uint64_t z = botSeed + 0x9E3779B97F4A7C15ULL * (info.history.size() + 1);  // splitmix64
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace hydaspes
