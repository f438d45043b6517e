// Where a player watching a replay may want to jump to: the start of a
// turn, of a phase, or of a combat.
#pragma once

#include <cstdint>

namespace hydaspes {

enum class Landmark : std::uint8_t { Turn, Phase, Combat };

}  // namespace hydaspes
