// K4: the winner of a round chooses which enemy unit falls. Counters of one
// type in the losing stack that are alike in every other way too (both
// moved this turn or neither, M9) are one choice: which of them falls
// changes nothing. A stack of sixteen then offers six choices, not sixteen.
#pragma once

#include <vector>

#include "hydaspes/decision.h"
#include "hydaspes/scenario.h"
#include "hydaspes/situation.h"

namespace hydaspes::client {

struct CasualtyChoice {
  Decision decision;            // the first of the alike units
  int alike = 1;                // how many it stands for
  bool moved = false;           // this turn (M9)
  bool movedSetsApart = false;  // its type is split in two choices by that
};

// The choices among `decisions` (Kill decisions; any other is left out), in
// their order; `units` is the observation's.
std::vector<CasualtyChoice> casualtyChoices(const Scenario& sc, const std::vector<UnitStatus>& units,
                                            const std::vector<Decision>& decisions);

}  // namespace hydaspes::client
