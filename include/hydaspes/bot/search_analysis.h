// What the search thinks of the choices now, for a hint: the root's actions
// with their estimated winning chance for the side to decide, and the share
// of sampled worlds in which the other side holds a card that can negate a
// move. Built from a BotInformation only, so a hint never uses the other
// hand (it sees what the seat sees, as a bot does).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "hydaspes/bot/action_candidates.h"
#include "hydaspes/bot/bot.h"
#include "hydaspes/bot/search_config.h"

namespace hydaspes {

struct ChoiceEstimate {
  Action action;
  int visits = 0;
  double winChance = 0;  // for the side to decide, in [0, 1]
  double low = 0, high = 0;  // a 95% interval of winChance (Wilson)
};

struct SearchAnalysis {
  std::vector<ChoiceEstimate> choices;  // most visited first
  double otherCanNegate = 0;            // share of sampled worlds in [0, 1]
  int iterations = 0;
};

// A root action the analysis must weigh, however little the search thinks of
// it: a review's action played, which may be the blunder UCT spends least
// on. The first candidate `matches` accepts gets iterations of its own
// beyond the budget until it has been visited `visits` times.
struct AlsoWeigh {
  std::function<bool(const Action&)> matches;
  int visits = 0;
};

// ISMCTS from `info` within `budget`; `seed` as a bot's (deterministic
// with a time of 0).
SearchAnalysis analyseChoices(const BotInformation& info, Budget budget, std::uint64_t seed, const SearchConfig& config = {},
                              const AlsoWeigh& also = {});

// A 95% Wilson interval for `wins` out of `n`.
std::pair<double, double> wilsonInterval(double wins, int n);

}  // namespace hydaspes
