// What the combat panel shows, read off the game by the session layer: the
// combat is public (both players see the stacks, cards and dice), so this
// leaks nothing; the panel itself never sees the game state.
#pragma once

#include "hydaspes/state.h"
#include "panels/combat_panel.h"

namespace hydaspes::client {

CombatSummary combatSummaryOf(const GameState& st);

}  // namespace hydaspes::client
