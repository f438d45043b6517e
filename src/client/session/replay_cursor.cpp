#include "session/replay_cursor.h"

#include <algorithm>

namespace hydaspes::client {

ReplayCursor::ReplayCursor(ReplayTimeline timeline, SavedGame save)
    : timeline_(std::move(timeline)), save_(std::move(save)), position_(timeline_.size()), state_(timeline_.end()) {}

bool ReplayCursor::seek(std::size_t position) {
  position = std::min(position, timeline_.size());
  if (position == position_) return false;
  position_ = position;
  state_ = timeline_.at(position);
  return true;
}

bool ReplayCursor::setPointOfView(std::optional<SideIndex> side) {
  if (side == pointOfView_) return false;
  pointOfView_ = side;
  return true;
}

Observation ReplayCursor::observation() const {
  if (pointOfView_) return state_.observe(*pointOfView_);
  Observation o = state_.observe(state_.isTerminal() ? SideIndex{0} : state_.decidingSide());
  for (int s = 0; s < kSideCount; ++s) o.hands[s] = state_.hand(static_cast<SideIndex>(s));
  o.seat = std::nullopt;
  if (!state_.isTerminal()) o.legal = state_.legalDecisions();
  return o;
}

}  // namespace hydaspes::client
