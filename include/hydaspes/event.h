// What happened while a decision was applied: draws, dice, casualties. The
// log, the client and replays read these; the state never needs them.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "hydaspes/board.h"
#include "hydaspes/card.h"
#include "hydaspes/combat_modifiers.h"
#include "hydaspes/scenario.h"
#include "hydaspes/unit.h"

namespace hydaspes {

class Game;

enum class EventKind : std::uint8_t {
  TurnStarted,   // side, value = turn
  PhaseStarted,  // side, phase
  Drew,          // side, value = cards drawn
  Reshuffled,    // value = cards in the new deck
  CardPlayed,    // side, card
  CardDiscarded, // side (owner), card
  Moved,         // side, cell (from), cell2 (to), facing, units, path (from ... to)
  MoveNegated,   // side (mover)
  CombatStarted, // side (attacker), cell (attacker), cell2 (defender)
  Rolled,        // dice[0..1] attacker, dice[2..3] defender, totals, the K3 modifiers of each side
  Casualty,      // side (loser), unit, cell (where it stood)
  CombatEnded,   // text = reason
  Victory,       // side (winner), text = reason
  // A reaction window of the other side was not offered because they hold no
  // card that fits it (H3 without "always ask"): side (responder), text =
  // what they could not do ("negate the move", "support or defend"). That
  // absence is news to the mover (H4).
  ReactionSkipped,
};

struct Event {
  EventKind kind = EventKind::TurnStarted;
  SideIndex side = 0;
  Phase phase = Phase::Tactics;
  CardIndex card = 0;
  Cell cell = kNoCell;
  Cell cell2 = kNoCell;
  Facing facing = Facing::N;
  UnitMask units = 0;
  UnitIndex unit = 0;
  int value = 0;
  std::array<int, 4> dice{};
  std::array<int, 2> totals{};
  std::string text;
  std::vector<Modifier> attackerModifiers;  // Rolled: what made up the totals
  std::vector<Modifier> defenderModifiers;
  std::vector<Cell> path;  // Moved: a legal way the group went, start and end included
};

using EventLog = std::vector<Event>;

// A plain-words line for the log: "Alexander rolls 4+5+3 = 12 against 2+2+1 = 5".
std::string describe(const Game& game, const Event& e);

}  // namespace hydaspes
