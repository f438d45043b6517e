// K3: every modifier of a combat round with its reason, and the exact odds
// of the next round.
#pragma once

#include <string>
#include <vector>

namespace hydaspes {

class GameState;

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

}  // namespace hydaspes
