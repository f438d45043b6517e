// Everything a computer player may base a choice on (H1): the rules, its
// seat's observation, what it has learnt of the other hand, and the public
// history. It holds no GameState, so a bot cannot see the other hand or the
// deck order even by mistake: the types forbid it.
#pragma once

#include <vector>

#include "hydaspes/decision.h"
#include "hydaspes/game.h"
#include "hydaspes/observation.h"

namespace hydaspes {

struct PublicDecision {
  SideIndex side = 0;
  Decision decision;
  bool operator==(const PublicDecision&) const = default;
};

struct BotInformation {
  GamePtr game;                             // scenario and card table: public
  Observation observation;                  // the seat's view now
  std::vector<CardIndex> knownInOtherHand;  // sorted; cards certainly in the other hand
  std::vector<PublicDecision> history;      // every decision so far, by either side

  SideIndex seat() const { return *observation.seat; }
};

}  // namespace hydaspes
