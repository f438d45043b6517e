// The engine's benchmarks: random games, legal-decision enumeration and
// replay seeking. Pure engine, no Qt.
#pragma once

#include <string>
#include <vector>

#include "hydaspes/game.h"
#include "hydaspes/saved_game.h"
#include "table.h"

namespace hydaspes::bench {

std::vector<Row> runEngineBenchmarks(const GamePtr& game);

// A solo save of the mid-game position that the legal-decision benchmark
// uses, for the client's benchmarks to open.
SavedGame midGameSave(const GamePtr& game);

}  // namespace hydaspes::bench
