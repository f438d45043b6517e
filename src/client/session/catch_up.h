// Hot-seat catch-up: when the cover lifts, what the other side did since
// the player now at the screen last acted, and the round of combat that
// player's last action rolled (an answer to an attack: the dice fall once
// the other player has the screen): each action in words (combats
// with their dice, totals and losses), its moves and attacks as arrows on
// the board (a move still open to the viewer's negate too, from where it
// starts to where it would go). Read from the record's public side (the
// action texts and events both players saw, H1); the other hand never
// enters it.
#pragma once

#include <QString>
#include <vector>

#include "board/board_trail.h"

namespace hydaspes {
class Match;
}

namespace hydaspes::client {

struct CatchUpStep {
  QString line;                    // "Turn 8 · Porus: March: Prince, Elephants b4→a3, facing N"
  std::vector<BoardTrail> trails;  // its moves and attacks
  bool combat = false;             // dice were rolled in it
  std::size_t firstDecision = 0;   // where it starts in the record
  SideIndex maker = 0;             // who acted: the viewer too, for the round its answer rolled
};

struct CatchUp {
  SideIndex viewer = 0;
  std::vector<CatchUpStep> steps;  // oldest first
  bool empty() const { return steps.empty(); }
  // The trails of every step, the one of step `current` strong.
  std::vector<BoardTrail> trails(std::size_t current) const;
};

// The other side's actions since `viewer`'s last one (all of them when the
// viewer has not acted yet), after that last one itself when it rolled.
CatchUp catchUpFor(const Match& match, SideIndex viewer);

}  // namespace hydaspes::client
