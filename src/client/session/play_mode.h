// Who plays at the window: two people taking turns (the screen is covered
// between them, H2), one person playing both sides, or one person against
// the computer.
#pragma once

namespace hydaspes::client {

enum class PlayMode { HotSeat, Solo, Computer };

}  // namespace hydaspes::client
