// Units named one by one in the decision bar: the units to take along on a
// move (Take) and the round's loss the winner chooses (Kill, K4). Counters
// of one type in the stack that are alike in every other way too (both
// moved this turn or neither, M9) are one choice: which of them goes, or
// falls, changes nothing. Porus's army losing a round then offers six
// choices, not sixteen.
#pragma once

#include <optional>
#include <vector>

#include "hydaspes/decision.h"
#include "hydaspes/scenario.h"
#include "hydaspes/situation.h"

namespace hydaspes {
class GameState;
}

namespace hydaspes::client {

struct UnitChoice {
  Decision decision;            // Take or Kill, of the first of the alike units
  int alike = 1;                // how many units it stands for
  bool moved = false;           // this turn (M9)
  bool movedSetsApart = false;  // its type in the stack is split in two choices by that
};

// The choices among `decisions` (Take and Kill decisions; any other is left
// out), in their order; `units` is the observation's.
std::vector<UnitChoice> unitChoices(const Scenario& sc, const std::vector<UnitStatus>& units, const std::vector<Decision>& decisions);

// Whether decisions of this verb are grouped so (Take, Kill).
bool isUnitChoice(Verb v);

// K4: the round's loss when every unit that may be chosen is alike (two
// Chariots, eight Punjab Infantry): there is nothing to choose, and a person
// is not asked (testers clicked "Eliminate: Chariots (1 of 2)" round after
// round). Nothing when the step is not a casualty or there is a choice.
std::optional<Decision> casualtyWithoutChoice(const GameState& st);

}  // namespace hydaspes::client
