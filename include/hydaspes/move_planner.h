// Where a group can go (M1-M8): a pure function of the board, the cells the
// enemy holds, the start and the limits that the card and the units impose.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "hydaspes/board.h"
#include "hydaspes/cell_set.h"
#include "hydaspes/refusal.h"

namespace hydaspes {

enum class MoveMode : std::uint8_t {
  Normal,      // M4, M5: hills and river end a move; a river start must leave
  Crossing,    // M6: R cards go bank, river, far bank in one move
  AlongRiver,  // M7: Move Upstream enters river cells only
};

struct MoveLimits {
  int allowance = 1;        // when the path enters no forest
  int forestAllowance = 0;  // when it does (M2: MM counts one less)
  MoveMode mode = MoveMode::Normal;
};

// M2: the smaller of the card's value and the group's lowest MM, the MM
// counting one less on a path through forest.
MoveLimits moveLimits(int cardValue, int lowestMaxMove, MoveMode mode);

// Every destination cell a legal path reaches; never the start (M8), never
// an enemy-held cell (M3).
CellSet reachableCells(const Board& board, const CellSet& enemyHeld, Cell from,
                       const MoveLimits& limits);

// A shortest legal path from `from` to `to`, both included (the way a
// counter is seen to go); empty when `to` is not reachable.
std::vector<Cell> movePath(const Board& board, const CellSet& enemyHeld, Cell from, Cell to, const MoveLimits& limits);

// Whether reachableCells() would find any cell, stopping at the first: the
// cheap question legal-decision enumeration asks most often.
bool canReachAny(const Board& board, const CellSet& enemyHeld, Cell from, const MoveLimits& limits);

// Why `to` is not reachable, with the movement ruling that stops the group
// there (M2-M8); nullopt if it is reachable.
std::optional<Refusal> unreachableReason(const Board& board, const CellSet& enemyHeld, Cell from, Cell to,
                                         const MoveLimits& limits);

// The same in the game's words; "" if it is reachable.
std::string whyUnreachable(const Board& board, const CellSet& enemyHeld, Cell from, Cell to,
                           const MoveLimits& limits);

}  // namespace hydaspes
