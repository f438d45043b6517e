// Who plays at the window: two people taking turns (the screen is covered
// between them, H2), or one person playing both sides.
#pragma once

namespace hydaspes::client {

enum class PlayMode { HotSeat, Solo };

}  // namespace hydaspes::client
