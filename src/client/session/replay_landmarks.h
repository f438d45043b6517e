// What the replay bar needs of a recorded game, as a value: its length and
// where each turn, phase and combat begins. Made by the session from the
// replay's timeline, so the bar never sees a game state.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include "hydaspes/landmark.h"

namespace hydaspes {
class ReplayTimeline;
}

namespace hydaspes::client {

class ReplayLandmarks {
 public:
  ReplayLandmarks() = default;
  explicit ReplayLandmarks(const ReplayTimeline& timeline);

  std::size_t length() const { return length_; }  // decisions in the record
  // The first landmark of `kind` after `position`, or the last before it.
  std::optional<std::size_t> next(std::size_t position, Landmark kind) const;
  std::optional<std::size_t> previous(std::size_t position, Landmark kind) const;

 private:
  std::size_t length_ = 0;
  std::array<std::vector<std::size_t>, 3> starts_;  // by Landmark, ascending
};

}  // namespace hydaspes::client
