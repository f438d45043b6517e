// The phases of the turn in progress that the game passed over (T7): the
// active side had nothing to do in them, so no decision was asked for. Read
// off the public record, so the turn bar can show them as passed rather than
// leave a player wondering where Tactics and Deception went.
#pragma once

#include <cstddef>
#include <vector>

#include "hydaspes/scenario.h"

namespace hydaspes {
class ReplayTimeline;
}  // namespace hydaspes

namespace hydaspes::client {

// The phases before the one in progress at `position` in which no decision
// of that turn was made, in order. A game played on from a replay's
// position knows only its own record: before its opening, nothing counts.
std::vector<Phase> passedPhases(const ReplayTimeline& timeline, std::size_t position);

}  // namespace hydaspes::client
