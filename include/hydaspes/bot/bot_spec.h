// A bot named on the command line or in a save: "random", "flatmc:level=2",
// "ismcts:level=3,seed=7", "ismcts:time=0.2". Levels 1-5 are iteration
// budgets (deterministic); time= gives a time budget instead (seconds per
// action), iterations= an exact count.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "hydaspes/bot/bot.h"

namespace hydaspes {

inline constexpr int kDefaultBotLevel = 3;
inline constexpr int kBotLevels = 5;

// The playouts of each level, from 1 to kBotLevels.
int iterationsOfLevel(int level);

struct BotSpec {
  std::string kind = "ismcts";  // "random", "flatmc" or "ismcts"
  int level = kDefaultBotLevel;
  std::optional<int> iterations;  // instead of the level's
  double seconds = 0;             // a time budget per action (0: none)
  std::optional<std::uint64_t> seed;

  Budget budget() const;
  std::string text() const;  // in the form parseBotSpec reads
};

// Throws std::invalid_argument with the reason.
BotSpec parseBotSpec(const std::string& text);

// The bot of `spec`, seeded with its own seed= if it names one, else `seed`.
std::unique_ptr<Bot> makeBot(const BotSpec& spec, std::uint64_t seed);

}  // namespace hydaspes
