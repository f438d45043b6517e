// A computer player. It sees only a BotInformation (its seat's observation,
// what it has learnt, the public history) and returns the decisions of its
// next whole action (action_candidates.h): the first one at the step the
// game waits on, the rest for the steps of the same action that follow.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>

#include "hydaspes/bot/action_candidates.h"
#include "hydaspes/bot/bot_information.h"

namespace hydaspes {

// How much a bot may search: a number of iterations (playouts), a time, or
// both (whichever runs out first). With a time of 0 the bot is
// deterministic: the same information and seed give the same action. A
// stop request (the client's cancel, from another thread) ends the search
// at the next iteration; what it answers then is for no one.
struct Budget {
  int iterations = 0;
  double seconds = 0;
  std::stop_token stop;
};

class Bot {
 public:
  virtual ~Bot() = default;
  // The decisions of the next action of the seat that decides now.
  virtual Action choose(const BotInformation& info, Budget budget) = 0;
};

// The seed of one search: the bot's seed mixed with how far the game is
// (public), so each decision gets its own stream and replays repeat it.
std::uint64_t searchSeed(std::uint64_t botSeed, const BotInformation& info);

// With chance `share`, one of `candidates` picked at random, else nothing:
// how the lower levels play loosely. Its own stream from the search seed,
// so the same information and seed give the same answer.
std::optional<Action> randomChoice(const std::vector<Action>& candidates, double share, std::uint64_t seed);

}  // namespace hydaspes
