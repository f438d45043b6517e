// An arrow over the board for something a player did: a move along the
// cells it went through, or an attack from the attacker's cell to its
// target. A value the session makes (public information, H1) and the
// board's TrailLayer draws.
#pragma once

#include <vector>

#include "hydaspes/board.h"
#include "hydaspes/unit.h"

namespace hydaspes::client {

struct BoardTrail {
  enum class Kind { Move, Attack };
  Kind kind = Kind::Move;
  std::vector<Cell> cells;  // start and end included
  SideIndex side = 0;       // whose it was: the arrow's colour
  bool current = false;     // the one being looked at: drawn strong
  bool operator==(const BoardTrail&) const = default;
};

}  // namespace hydaspes::client
