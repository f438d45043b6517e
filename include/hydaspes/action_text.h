// An action (H4) in words, for the log, the undo menu and replays:
// "Rush: Allies ×4 b2→a3, facing S", "Porus negates with Overflowing",
// "Attack b3→b4 with Break: 8 against 13 (+0 / +4: bigger stack, ...) —
// Coenus Cavalry eliminated". Only what both players saw is written.
#pragma once

#include <string>
#include <vector>

#include "hydaspes/state.h"

namespace hydaspes {

class ReplayTimeline;

struct ActionText {
  SideIndex maker = 0;
  int turn = 0;
  bool answer = false;                // made by the side whose turn it is not
  std::string summary;                // "Rush: Allies ×4 b2→a3, facing S"
  std::vector<std::string> notation;  // each decision, as in saves
  // "Turn 3 · Alexander: Rush: ..." for the active side, "Porus negates ..."
  // for an answer.
  std::string line(const Game& game) const;
};

// `decisions` applied from `before`, the state the action starts in.
ActionText describeAction(const GameState& before, const std::vector<Decision>& decisions);
// Decisions [first, end) of a record, from the state it had reached.
ActionText describeAction(const ReplayTimeline& timeline, std::size_t first, std::size_t end);

}  // namespace hydaspes
