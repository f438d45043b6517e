// Prints a state for the CLI: a text summary, or the observation as JSON.
#pragma once

#include <optional>

#include "hydaspes/state.h"

namespace hydaspes::cli {

void printState(const GameState& st, std::optional<SideIndex> seat, bool json);

}  // namespace hydaspes::cli
