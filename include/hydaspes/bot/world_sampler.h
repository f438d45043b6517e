// Samples a world consistent with what a bot knows (Cowling, Powley &
// Whitehouse 2012, determinization): its own hand, the public piles and the
// board stay as seen, the cards known to be in the other hand are put there,
// and the remaining unseen cards are dealt at random to the rest of the
// other hand and to the deck. The world gets a fresh generator seeded from
// the bot's own generator, so it knows nothing of the real dice or shuffles.
#pragma once

#include "hydaspes/bot/bot_information.h"
#include "hydaspes/rng.h"
#include "hydaspes/world_sample.h"

namespace hydaspes {

// The cards the seat cannot place: every card of the table minus its own
// hand, the discard pile, the cards in play and the known cards of the other
// hand, sorted. Throws std::invalid_argument when the information is
// inconsistent (more known cards than the other hand holds, say).
std::vector<CardIndex> unplacedCards(const BotInformation& info);

// A random assignment of the hidden cards that fits `info`.
HiddenAssignment sampleHidden(const BotInformation& info, Rng& rng);

// A whole state consistent with `info`, with a generator seeded from `rng`.
GameState sampleWorld(const BotInformation& info, Rng& rng);

}  // namespace hydaspes
