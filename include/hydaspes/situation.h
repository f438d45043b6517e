// What is on the table for everyone to see, besides the hands and the deck:
// the step the game waits for, each unit's place, the action being declared
// and the combat in progress. GameState holds these, and so does the
// Observation a player (or the client) gets, without the rest of the state.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "hydaspes/board.h"
#include "hydaspes/card.h"
#include "hydaspes/facing.h"
#include "hydaspes/unit.h"

namespace hydaspes {

// What the state is waiting for.
enum class Step : std::uint8_t {
  Main,              // the active player acts in the current phase
  DeceptionPick,     // the deceiver picks a card from the opposing hand (T3)
  Source,            // the cell the acting units start in
  Units,             // units joining the move, then its destination
  Facing,            // the final facing of the move
  NegateWindow,      // the opponent may negate the declared move (T4)
  CancelWindow,      // the mover may cancel that negate
  Target,            // the enemy stack to attack (K1)
  AttackerSupport,   // K2: the attacker may play a card for +1
  DefenderResponse,  // K2: the defender may play for +1, or defend
  Casualty,          // K4: the round's winner picks the loser's casualty
  ContinueOrBreak,   // K5: the attacker continues or breaks off
  GameOver,
};
std::string_view stepName(Step s);

struct UnitStatus {
  Cell cell = kNoCell;
  Facing facing = Facing::N;
  bool alive = true;
  bool moved = false;  // this turn (M9)
  bool operator==(const UnitStatus&) const = default;
};

enum class ActionKind : std::uint8_t { None, Move, Attack, MoveAttack, Deception };

// The action being declared, step by step.
struct PendingAction {
  ActionKind kind = ActionKind::None;
  bool freeMove = false;
  CardIndex card = 0;
  Cell from = kNoCell;
  UnitMask group = 0;
  Cell to = kNoCell;
  Facing facing = Facing::N;
  bool negated = false;
  bool operator==(const PendingAction&) const = default;
};

inline constexpr std::int16_t kNoCard = -1;

struct Combat {
  bool active = false;
  Cell attackerCell = kNoCell;
  Cell defenderCell = kNoCell;
  int round = 0;
  std::int8_t lastWinner = -1;  // side that won the previous round
  std::int16_t attackerSupport = kNoCard;
  std::int16_t defenderSupport = kNoCard;
  std::array<std::uint8_t, 4> dice{};  // last roll: attacker's two, defender's two
  std::array<int, 2> totals{};         // last roll's totals
  bool rolled = false;
  bool operator==(const Combat&) const = default;
};

}  // namespace hydaspes
