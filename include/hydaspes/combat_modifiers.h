// K3: every modifier of a combat round with its reason, and the exact odds
// of the next round.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hydaspes {

class GameState;
struct Decision;

struct Modifier {
  std::string reason;
  int value = 0;
  std::string rule;  // the ruling that grants it: "K3", "K11", "K2"
};

struct CombatModifiers {
  std::vector<Modifier> attacker;
  std::vector<Modifier> defender;
  int attackerTotal() const;
  int defenderTotal() const;
};

// The modifiers of the current combat's round about to be rolled; after a
// roll, those of the round that follows if the attacker fights on.
CombatModifiers combatModifiers(const GameState& state);

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
