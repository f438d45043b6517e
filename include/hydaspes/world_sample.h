// A whole game state made from one seat's observation plus an assignment of
// the cards that seat cannot see: the other hand and the deck order. The
// computer opponent searches such sampled worlds (information-set MCTS), so
// it never needs, and never gets, the true state.
#pragma once

#include <cstdint>
#include <vector>

#include "hydaspes/observation.h"
#include "hydaspes/state.h"

namespace hydaspes {

struct HiddenAssignment {
  std::vector<CardIndex> otherHand;  // any order
  std::vector<CardIndex> deck;       // the top is back(), as in GameState::deck()
};

// The state that shows `seen` to its seat, with `hidden` in the places the
// seat cannot see and a fresh generator seeded with `seed` (never the true
// state's, which would reveal future dice and shuffles). Throws
// std::invalid_argument when `seen` has no seat or hand, or when the
// assignment does not fit it: wrong sizes, a shown other hand that differs,
// or cards not conserved against the card table.
GameState worldFromObservation(const GamePtr& game, const Observation& seen, const HiddenAssignment& hidden,
                               std::uint64_t seed);

// A stand-in for the true state, made from any observation: a seat's, one
// with both hands open (solo play), or a spectator's. The cards `seen` does
// not show are dealt in card-table order, the hidden hands first, then the
// deck. Whatever depends only on what `seen` shows comes out as in the true
// state: the legal decisions of a seat whose hand it shows, why a decision
// of that seat is refused, the modifiers and odds of a combat, what is
// awaited. Nothing it was not given can come out of it. The client draws its
// screen from one. Throws std::invalid_argument when `seen` does not fit
// the game.
GameState standInWorld(const GamePtr& game, const Observation& seen);

}  // namespace hydaspes
