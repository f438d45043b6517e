// The counters the board shows, read off the observation of the player at
// the screen: one look per cell, or one for a chosen part of a stack (the
// units being dragged, or those left behind).
#pragma once

#include <optional>
#include <vector>

#include "board/stack_item.h"
#include "hydaspes/observation.h"

namespace hydaspes::client {

// The look of `units` (living, in `cell` as far as the caller is concerned);
// none when `units` is empty.
std::optional<StackLook> stackLook(const Game& g, const Observation& o, Cell cell, UnitMask units);

// Every stack on the board. While a move's facing is chosen its units are
// shown where they go ("arriving"), and the source keeps those left behind.
std::vector<StackLook> stackLooks(const Game& g, const Observation& o);

// The living units in `cell`.
UnitMask unitsIn(const Observation& o, Cell cell);

}  // namespace hydaspes::client
