// What a seat has been shown of a game, decision by decision from its
// opening (SeatKnowledge), as a bot or a hint may use it: never the other
// hand. Shared by the computer player and the hint.
#pragma once

#include <vector>

#include "hydaspes/bot/bot_information.h"
#include "hydaspes/decision.h"
#include "hydaspes/saved_game.h"

namespace hydaspes::client {

BotInformation seatInformation(const GamePtr& game, const SavedGame& opening, const std::vector<Decision>& decisions,
                               SideIndex seat);

}  // namespace hydaspes::client
