// Settings shared by the Monte Carlo searches.
#pragma once

namespace hydaspes {

struct SearchConfig {
  double exploration = 0.7;  // UCT constant (rewards are in [0, 1])
  int playoutTurns = 2;      // turns a playout runs before the evaluation
};

}  // namespace hydaspes
