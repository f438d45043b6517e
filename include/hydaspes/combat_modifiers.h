// K3: every modifier of a combat round with its reason, and the exact odds
// of the next round.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "hydaspes/board.h"

namespace hydaspes {

class Game;
class GameState;
struct Decision;

// Why a modifier is granted, as a value a front end can switch over and word
// in its own language; Modifier::args hold what the words name.
enum class ModifierKind : std::uint8_t {
  BiggerStack,        // args: the size of its own stack, of the other's
  StackBonus,         // args[0]: the index of the bonus in the scenario's CombatTable::stackBonuses
  AttackIntoFlank,    //
  AttackIntoRear,     //
  DefenderInRiver,    //
  DefendingInClear,   //
  DefendingInForest,  //
  DefendingInHills,   //
  DefendingInRiver,   //
  Support,            // args[0]: the supporting card
  WonLastRound,       //
};

struct Modifier {
  std::string reason;  // in English, englishReason's words: "bigger stack (3 against 2)", "elephants"
  int value = 0;
  std::string rule;  // the ruling that grants it: "K3", "K11", "K2"
  ModifierKind kind = ModifierKind::BiggerStack;
  std::array<int, 2> args{};  // what the reason names, by kind
  bool operator==(const Modifier&) const = default;
};

// A kind with its English reason, "%1" and "%2" standing for what its
// arguments name: "bigger stack (%1 against %2)", "support: %1".
struct ModifierReason {
  ModifierKind kind = ModifierKind::BiggerStack;
  std::string_view english;
};

// Every kind, in the enum's order, with its English reason: the words a
// translation starts from.
std::span<const ModifierReason> modifierReasons();
// The English reason of `kind` with its arguments named from `game` (a
// number, a stack bonus's label, a card's name): what Modifier::reason holds.
std::string englishReason(ModifierKind kind, const std::array<int, 2>& args, const Game& game);

struct CombatModifiers {
  std::vector<Modifier> attacker;
  std::vector<Modifier> defender;
  int attackerTotal() const;
  int defenderTotal() const;
};

// The modifiers of the current combat's round about to be rolled; after a
// roll, those of the round that follows if the attacker fights on.
CombatModifiers combatModifiers(const GameState& state);

// The modifiers of the first round of an attack from `from` on `to` that
// would start now, before any card of the round: the stacks, the ground
// and the facings only, which both sides see. Empty when a cell is empty.
CombatModifiers attackModifiers(const GameState& state, Cell from, Cell to);

struct RoundOdds {
  double attackerWins = 0;
  double tie = 0;
  double defenderWins = 0;
};

// 2D6 + attackerBonus against 2D6 + defenderBonus, exactly.
RoundOdds roundOdds(int attackerBonus, int defenderBonus);

// The odds of the first round of the attack that `decisions` (an action,
// legal from `st`) would open, before any card of the round: from the
// stacks, the ground and the facings only, which both sides see. None when
// the action opens no combat.
std::optional<RoundOdds> oddsOfAttack(const GameState& st, const std::vector<Decision>& decisions);

}  // namespace hydaspes
