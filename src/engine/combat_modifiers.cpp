// K3: the modifiers of a round, each with the reason a player reads.
#include "hydaspes/combat_modifiers.h"

#include "hydaspes/card_use.h"
#include "hydaspes/state.h"

namespace hydaspes {

namespace {

constexpr std::array<ModifierReason, 11> kReasons{{
    {ModifierKind::BiggerStack, "bigger stack (%1 against %2)"},
    {ModifierKind::StackBonus, "%1"},  // the bonus's label, from the scenario
    {ModifierKind::AttackIntoFlank, "attack into the flank"},
    {ModifierKind::AttackIntoRear, "attack into the rear"},
    {ModifierKind::DefenderInRiver, "defender in the river"},
    {ModifierKind::DefendingInClear, "defending in clear"},
    {ModifierKind::DefendingInForest, "defending in forest"},
    {ModifierKind::DefendingInHills, "defending in hills"},
    {ModifierKind::DefendingInRiver, "defending in river"},
    {ModifierKind::Support, "support: %1"},
    {ModifierKind::WonLastRound, "won the last round"},
}};

// kReasons[k] is the reason of kind k, so a kind finds its words at once.
constexpr bool inKindOrder() {
  for (std::size_t k = 0; k < kReasons.size(); ++k)
    if (kReasons[k].kind != static_cast<ModifierKind>(k)) return false;
  return true;
}
static_assert(inKindOrder(), "kReasons lists every ModifierKind in the enum's order");

// `pattern` with "%1" and "%2" replaced by `first` and `second`.
std::string fill(std::string_view pattern, const std::string& first, const std::string& second) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '%' && i + 1 < pattern.size() && (pattern[i + 1] == '1' || pattern[i + 1] == '2')) {
      out += pattern[i + 1] == '1' ? first : second;
      ++i;
    } else {
      out += pattern[i];
    }
  }
  return out;
}

ModifierKind defendingIn(Terrain t) {
  switch (t) {
    case Terrain::Clear: return ModifierKind::DefendingInClear;
    case Terrain::Forest: return ModifierKind::DefendingInForest;
    case Terrain::Hills: return ModifierKind::DefendingInHills;
    case Terrain::River: return ModifierKind::DefendingInRiver;
  }
  return ModifierKind::DefendingInClear;
}

}  // namespace

std::span<const ModifierReason> modifierReasons() { return kReasons; }

std::string englishReason(ModifierKind kind, const std::array<int, 2>& args, const Game& game) {
  const std::string_view pattern = kReasons[static_cast<std::size_t>(kind)].english;
  switch (kind) {
    case ModifierKind::BiggerStack: return fill(pattern, std::to_string(args[0]), std::to_string(args[1]));
    case ModifierKind::StackBonus: {
      const auto& bonuses = game.scenario().combat.stackBonuses;
      const bool known = args[0] >= 0 && static_cast<std::size_t>(args[0]) < bonuses.size();
      return fill(pattern, known ? bonuses[static_cast<std::size_t>(args[0])].label : std::to_string(args[0]), "");
    }
    case ModifierKind::Support: {
      const bool known = args[0] >= 0 && args[0] < static_cast<int>(game.cards().size());
      return fill(pattern, known ? playedCardName(game.cards()[static_cast<CardIndex>(args[0])]) : std::to_string(args[0]), "");
    }
    default: return std::string(pattern);
  }
}

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

namespace {
// The modifiers of combat `c` (the state's, or one that would start).
CombatModifiers modifiersOf(const GameState& st, const Combat& c) {
  CombatModifiers out;
  if (!c.active) return out;
  const Game& g = st.game();
  const Scenario& sc = g.scenario();
  const CombatTable& table = sc.combat;
  const Board& b = g.board();
  const UnitMask att = st.unitsAt(c.attackerCell);
  const UnitMask def = st.unitsAt(c.defenderCell);
  // Each modifier that counts (not 0), its reason worded from its kind.
  const auto add = [&g](std::vector<Modifier>& to, ModifierKind kind, int value, std::array<int, 2> args = {},
                        const char* rule = "K3") {
    if (value == 0) return;
    to.push_back({englishReason(kind, args, g), value, rule, kind, args});
  };
  const int na = __builtin_popcountll(att);
  const int nd = __builtin_popcountll(def);
  if (na > nd) add(out.attacker, ModifierKind::BiggerStack, table.biggerStack, {na, nd});
  if (nd > na) add(out.defender, ModifierKind::BiggerStack, table.biggerStack, {nd, na});
  const TagMask attTags = tagsOf(sc, att);
  const TagMask defTags = tagsOf(sc, def);
  for (std::size_t k = 0; k < table.stackBonuses.size(); ++k) {
    const StackBonus& bonus = table.stackBonuses[k];
    const int index = static_cast<int>(k);
    if (attTags & bonus.anyOf) add(out.attacker, ModifierKind::StackBonus, bonus.bonus, {index, 0});
    if (defTags & bonus.anyOf) add(out.defender, ModifierKind::StackBonus, bonus.bonus, {index, 0});
  }
  if (def) {
    const Facing defFacing = st.units()[static_cast<std::size_t>(__builtin_ctzll(def))].facing;
    if (auto towardsAttacker = b.lineDirection(c.defenderCell, c.attackerCell)) {
      const Sector sector = sectorOf(defFacing, *towardsAttacker);
      if (sector == Sector::Flank) add(out.attacker, ModifierKind::AttackIntoFlank, table.flank, {}, "K11");
      if (sector == Sector::Rear) add(out.attacker, ModifierKind::AttackIntoRear, table.rear, {}, "K11");
    }
  }
  if (b.isRiver(c.defenderCell)) add(out.attacker, ModifierKind::DefenderInRiver, table.defenderInRiver);
  const Terrain t = b.terrain(c.defenderCell);
  add(out.defender, defendingIn(t), table.defenderTerrain[static_cast<int>(t)]);
  // After a roll the supports belonged to the round just fought; the next
  // round starts without them (K2), so they are not counted.
  if (c.attackerSupport != kNoCard && !c.rolled)
    add(out.attacker, ModifierKind::Support, table.support, {static_cast<int>(c.attackerSupport), 0}, "K2");
  if (c.defenderSupport != kNoCard && !c.rolled)
    add(out.defender, ModifierKind::Support, table.support, {static_cast<int>(c.defenderSupport), 0}, "K2");
  if (c.lastWinner >= 0) {
    if (c.lastWinner == st.activeSide()) add(out.attacker, ModifierKind::WonLastRound, table.previousWinner);
    else add(out.defender, ModifierKind::WonLastRound, table.previousWinner);
  }
  return out;
}
}  // namespace

CombatModifiers combatModifiers(const GameState& st) { return modifiersOf(st, st.combat()); }

CombatModifiers attackModifiers(const GameState& st, Cell from, Cell to) {
  Combat c;
  c.active = from != kNoCell && to != kNoCell && st.unitsAt(from) && st.unitsAt(to);
  c.attackerCell = from;
  c.defenderCell = to;
  c.round = 1;
  return modifiersOf(st, c);
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
