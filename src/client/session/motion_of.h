// The board's motion for decisions [from, to) of a record: each move's path
// and facings, and where counters were eliminated. Read from the events
// (public information, H1).
#pragma once

#include <cstddef>

#include "board/board_motion.h"

namespace hydaspes {
class ReplayTimeline;
}

namespace hydaspes::client {

BoardMotion motionOf(const ReplayTimeline& timeline, std::size_t from, std::size_t to);

}  // namespace hydaspes::client
