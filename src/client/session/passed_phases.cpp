#include "session/passed_phases.h"

#include <array>

#include "hydaspes/replay_timeline.h"

namespace hydaspes::client {

std::vector<Phase> passedPhases(const ReplayTimeline& timeline, std::size_t position) {
  const int turn = timeline.turnAt(position);
  const Phase current = timeline.phaseAt(position);
  // Decision q + 1 is made at position q, in the phase in progress there.
  std::array<bool, static_cast<std::size_t>(Phase::End) + 1> decided{};
  for (std::size_t q = position; q-- > 0 && timeline.turnAt(q) == turn;)
    decided[static_cast<std::size_t>(timeline.phaseAt(q))] = true;
  std::vector<Phase> passed;
  for (int p = 0; p < static_cast<int>(current); ++p)
    if (!decided[static_cast<std::size_t>(p)]) passed.push_back(static_cast<Phase>(p));
  return passed;
}

}  // namespace hydaspes::client
