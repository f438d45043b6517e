// A game between two bots, refereed by the engine: the true state stays
// here; each bot gets only its seat's information, kept by a SeatKnowledge
// from what that seat is shown after every decision.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/state.h"

namespace hydaspes {

struct BotSeat {
  BotSpec spec;
  std::uint64_t seed = 0;  // the bot's own seed (never the game's)
};

struct BotGameResult {
  std::uint64_t seed = 0;  // the game's
  std::vector<Decision> decisions;
  std::vector<std::uint64_t> hashes;  // the state's after each decision
  std::optional<SideIndex> winner;    // none: stopped at the turn limit, or failed
  std::string failure;                // an engine error or illegal bot decision; "" when none
  int turns = 0;
  std::vector<double> actionSeconds[2];    // per bot action, by side
  std::vector<double> decisionSeconds[2];  // an action's time shared by its decisions
};

BotGameResult playBotGame(const GamePtr& game, std::uint64_t seed, const BotSeat seats[2], int maxTurns,
                          GameOptions options = {});

}  // namespace hydaspes
