// What the board is seen doing after an action: the moves along the cells
// they went through, then their turn to the new facing, and the counters
// eliminated. Public information only (H1): any player at the screen may
// watch it. Built by the session from the action's events.
#pragma once

#include <vector>

#include "hydaspes/board.h"
#include "hydaspes/cell_set.h"
#include "hydaspes/facing.h"

namespace hydaspes::client {

struct BoardMotion {
  struct Slide {
    std::vector<Cell> path;  // start and end included
    Facing from = Facing::N;  // the facing it had before
    Facing to = Facing::N;    // the facing it turns to at the end
  };
  std::vector<Slide> slides;
  CellSet losses;  // cells where counters were eliminated
  bool rolled = false;  // a combat round was rolled: the dice tumble on the combat panel
  bool empty() const { return slides.empty() && !losses.any(); }
};

// How fast the board moves: Off draws every change at once (tests, and
// players who want it).
enum class AnimationSpeed { Off, Fast, Normal };

}  // namespace hydaspes::client
