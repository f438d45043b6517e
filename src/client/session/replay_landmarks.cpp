#include "session/replay_landmarks.h"

#include <algorithm>

#include "hydaspes/replay_timeline.h"

namespace hydaspes::client {

ReplayLandmarks::ReplayLandmarks(const ReplayTimeline& timeline) : length_(timeline.size()) {
  for (Landmark kind : {Landmark::Turn, Landmark::Phase, Landmark::Combat}) {
    auto& starts = starts_[static_cast<std::size_t>(kind)];
    for (auto p = timeline.next(0, kind); p; p = timeline.next(*p, kind)) starts.push_back(*p);
  }
}

std::optional<std::size_t> ReplayLandmarks::next(std::size_t position, Landmark kind) const {
  const auto& starts = starts_[static_cast<std::size_t>(kind)];
  const auto it = std::upper_bound(starts.begin(), starts.end(), position);
  if (it == starts.end()) return std::nullopt;
  return *it;
}

std::optional<std::size_t> ReplayLandmarks::previous(std::size_t position, Landmark kind) const {
  const auto& starts = starts_[static_cast<std::size_t>(kind)];
  auto it = std::lower_bound(starts.begin(), starts.end(), position);
  if (it == starts.begin()) return std::nullopt;
  return *--it;
}

}  // namespace hydaspes::client
