// The last combat round rolled, read off the public record (the dice, both
// totals with their modifiers, and what followed: a casualty, a tie, a
// victory), so the combat panel can keep showing it after the combat has
// ended, until the next combat starts.
#pragma once

#include <cstddef>
#include <optional>

#include "panels/combat_panel.h"

namespace hydaspes {
class Game;
class ReplayTimeline;
}  // namespace hydaspes

namespace hydaspes::client {

// The last round rolled in the first `position` decisions of `timeline`;
// none when no round was rolled, or a newer combat has started since.
std::optional<RoundResult> lastRoundOf(const Game& g, const ReplayTimeline& timeline, std::size_t position);

}  // namespace hydaspes::client
