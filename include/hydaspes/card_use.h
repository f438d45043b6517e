// Whether a card fits a use in a given situation: its type (C3), the side
// that plays it, and the restrictions of its note (C5, C7, K11).
#pragma once

#include "hydaspes/board.h"
#include "hydaspes/card.h"
#include "hydaspes/game.h"

namespace hydaspes {

// C3: the uses each card type allows.
bool typeAllows(CardType type, CardUse use);
bool cardAllows(const CardDef& card, CardUse use);

// Tag union of a set of units.
TagMask tagsOf(const Scenario& s, UnitMask units);
bool containsType(const Scenario& s, UnitMask units, int unitType);

// C5 for a move: every mover qualifies; C7: movers start with the leader.
// `fromStack` is every living unit in the start cell.
bool moversQualify(const Game& g, CardIndex c, UnitMask movers, UnitMask fromStack);

// C5 for attack, support and defence. The acting stack and the opposing one,
// the opposing stack's cell and whether the user strikes the opposing stack
// in its flank or rear.
struct StackContext {
  UnitMask acting = 0;
  UnitMask opposing = 0;
  bool opposingInRiver = false;
  bool strikesFlankOrRear = false;
};
bool stackQualifies(const Game& g, CardIndex c, const StackContext& ctx);

// C5 for a negate: the moving group, and whether the move touches the river.
bool negateQualifies(const Game& g, CardIndex c, UnitMask movers, bool touchesRiver);

}  // namespace hydaspes
