// What a board gesture stands for: the engine decisions it makes, or why it
// makes none, in the game's words.
#pragma once

#include <string>
#include <vector>

#include "hydaspes/decision.h"

namespace hydaspes::client {

struct GesturePlan {
  std::vector<Decision> decisions;
  std::string error;  // in the game's words, when the gesture means nothing legal
  bool ok() const { return error.empty(); }
};

}  // namespace hydaspes::client
