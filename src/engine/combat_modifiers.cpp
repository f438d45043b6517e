// K3: the modifiers of a round, each with the reason a player reads.
#include "hydaspes/combat_modifiers.h"

#include "hydaspes/card_use.h"
#include "hydaspes/state.h"

namespace hydaspes {

int CombatModifiers::attackerTotal() const {
  int t = 0;
  for (const auto& m : attacker) t += m.value;
  return t;
}

int CombatModifiers::defenderTotal() const {
  int t = 0;
  for (const auto& m : defender) t += m.value;
  return t;
}

CombatModifiers combatModifiers(const GameState& st) {
  CombatModifiers out;
  const Combat& c = st.combat();
  if (!c.active) return out;
  const Game& g = st.game();
  const Scenario& sc = g.scenario();
  const CombatTable& table = sc.combat;
  const Board& b = g.board();
  const UnitMask att = st.unitsAt(c.attackerCell);
  const UnitMask def = st.unitsAt(c.defenderCell);
  const auto add = [](std::vector<Modifier>& to, std::string reason, int value, const char* rule = "K3") {
    if (value != 0) to.push_back({std::move(reason), value, rule});
  };
  const int na = __builtin_popcountll(att);
  const int nd = __builtin_popcountll(def);
  if (na > nd) add(out.attacker, "bigger stack (" + std::to_string(na) + " against " + std::to_string(nd) + ")", table.biggerStack);
  if (nd > na) add(out.defender, "bigger stack (" + std::to_string(nd) + " against " + std::to_string(na) + ")", table.biggerStack);
  const TagMask attTags = tagsOf(sc, att);
  const TagMask defTags = tagsOf(sc, def);
  for (const auto& bonus : table.stackBonuses) {
    if (attTags & bonus.anyOf) add(out.attacker, bonus.label, bonus.bonus);
    if (defTags & bonus.anyOf) add(out.defender, bonus.label, bonus.bonus);
  }
  if (def) {
    const Facing defFacing = st.units()[static_cast<std::size_t>(__builtin_ctzll(def))].facing;
    if (auto towardsAttacker = b.lineDirection(c.defenderCell, c.attackerCell)) {
      const Sector sector = sectorOf(defFacing, *towardsAttacker);
      if (sector == Sector::Flank) add(out.attacker, "attack into the flank", table.flank, "K11");
      if (sector == Sector::Rear) add(out.attacker, "attack into the rear", table.rear, "K11");
    }
  }
  if (b.isRiver(c.defenderCell)) add(out.attacker, "defender in the river", table.defenderInRiver);
  const Terrain t = b.terrain(c.defenderCell);
  add(out.defender, "defending in " + std::string(terrainName(t)), table.defenderTerrain[static_cast<int>(t)]);
  // After a roll the supports belonged to the round just fought; the next
  // round starts without them (K2), so they are not counted.
  if (c.attackerSupport != kNoCard && !c.rolled)
    add(out.attacker, "support: " + g.cards()[static_cast<CardIndex>(c.attackerSupport)].name, table.support, "K2");
  if (c.defenderSupport != kNoCard && !c.rolled)
    add(out.defender, "support: " + g.cards()[static_cast<CardIndex>(c.defenderSupport)].name, table.support, "K2");
  if (c.lastWinner >= 0) {
    if (c.lastWinner == st.activeSide()) add(out.attacker, "won the last round", table.previousWinner);
    else add(out.defender, "won the last round", table.previousWinner);
  }
  return out;
}

RoundOdds roundOdds(int attackerBonus, int defenderBonus) {
  // Distribution of 2D6: 36 outcomes.
  int ways[13] = {0};
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) ++ways[a + b];
  int win = 0, tie = 0, loss = 0;
  for (int x = 2; x <= 12; ++x) {
    for (int y = 2; y <= 12; ++y) {
      const int n = ways[x] * ways[y];
      const int diff = (x + attackerBonus) - (y + defenderBonus);
      if (diff > 0) win += n;
      else if (diff == 0) tie += n;
      else loss += n;
    }
  }
  return {win / 1296.0, tie / 1296.0, loss / 1296.0};
}

std::optional<RoundOdds> oddsOfAttack(const GameState& st, const std::vector<Decision>& decisions) {
  GameState after = st;
  for (const Decision& d : decisions) {
    if (after.combat().active || !after.isLegal(d)) break;
    after.apply(d);
  }
  if (!after.combat().active || after.combat().rolled) return std::nullopt;
  const CombatModifiers m = combatModifiers(after);
  return roundOdds(m.attackerTotal(), m.defenderTotal());
}

}  // namespace hydaspes
