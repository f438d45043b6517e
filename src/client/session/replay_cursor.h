// A saved game being watched: its timeline (every hash checked), where the
// viewer is, and from whose side they look. Plain C++ over the engine: the
// session hands it the save and forwards the viewer's moves; it never
// changes the record.
#pragma once

#include <cstddef>
#include <optional>

#include "hydaspes/observation.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/saved_game.h"

namespace hydaspes::client {

class ReplayCursor {
 public:
  // Starts at the end of the record.
  ReplayCursor(ReplayTimeline timeline, SavedGame save);

  const ReplayTimeline& timeline() const { return timeline_; }
  const SavedGame& save() const { return save_; }
  std::size_t position() const { return position_; }
  std::size_t length() const { return timeline_.size(); }
  const GameState& state() const { return state_; }

  // Moves to `position` (clamped); false when it is where it was.
  bool seek(std::size_t position);
  // Whose hidden information shows; none: everything.
  std::optional<SideIndex> pointOfView() const { return pointOfView_; }
  bool setPointOfView(std::optional<SideIndex> side);
  // What the viewer sees: the chosen side's observation, or both hands.
  Observation observation() const;

 private:
  ReplayTimeline timeline_;
  SavedGame save_;
  std::size_t position_;
  std::optional<SideIndex> pointOfView_;
  GameState state_;  // at position_
};

}  // namespace hydaspes::client
