// A quick judgement of a position for the search when a playout stops
// before the end: material (how far each side is towards losing half its
// army, V1), the safety of each main leader, and the cards in hand.
#pragma once

#include "hydaspes/state.h"

namespace hydaspes {

// In [0, 1]: 1 when `side` has won, 0 when it has lost, else an estimate.
double evaluate(const GameState& st, SideIndex side);

}  // namespace hydaspes
