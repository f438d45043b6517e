// A recorded game as a readable Markdown document: who played, then every
// turn and phase with each decision in notation and in words, the dice,
// draws and casualties it brought, and the result. Only what both players
// saw is written: draws give counts, never card names.
#pragma once

#include <string>

#include "hydaspes/replay_timeline.h"
#include "hydaspes/saved_game.h"

namespace hydaspes {

std::string gameRecordMarkdown(const ReplayTimeline& timeline, const SavedGame& save);

}  // namespace hydaspes
