#include "hydaspes/card_use.h"

namespace hydaspes {

// C3: what each type of card may be used for.
bool typeAllows(CardType type, CardUse use) {
  switch (type) {
    case CardType::M: return use == CardUse::Move;
    case CardType::R: return use == CardUse::Cross;
    case CardType::N: return use == CardUse::Negate;
    case CardType::A: return use == CardUse::Attack || use == CardUse::Support;
    case CardType::D: return use == CardUse::Defend;
    case CardType::NAD:
      return use == CardUse::Negate || use == CardUse::Attack || use == CardUse::Support || use == CardUse::Defend;
    case CardType::MA: return use == CardUse::MoveAttack;
    case CardType::DA: return use == CardUse::Defend || use == CardUse::Attack || use == CardUse::Support;
    case CardType::S: return false;  // by effect, see cardAllows
    case CardType::L:
      return use == CardUse::Move || use == CardUse::Attack || use == CardUse::Support || use == CardUse::Defend;
    case CardType::X: return use == CardUse::Deceive;
  }
  return false;
}

bool cardAllows(const CardDef& card, CardUse use) {
  if (card.type == CardType::S) {
    return (use == CardUse::DrawTwo && card.effect == CardEffect::DrawTwo) ||
           (use == CardUse::CancelNegate && card.effect == CardEffect::CancelNegate);
  }
  return typeAllows(card.type, use);
}

TagMask tagsOf(const Scenario& s, UnitMask units) {
  TagMask tags = 0;
  for (UnitMask m = units; m; m &= m - 1) {
    const int u = __builtin_ctzll(m);
    tags |= s.unitTypes[s.units[static_cast<std::size_t>(u)].type].tags;
  }
  return tags;
}

bool containsType(const Scenario& s, UnitMask units, int unitType) {
  for (UnitMask m = units; m; m &= m - 1) {
    const int u = __builtin_ctzll(m);
    if (s.units[static_cast<std::size_t>(u)].type == unitType) return true;
  }
  return false;
}

bool moversQualify(const Game& g, CardIndex c, UnitMask movers, UnitMask fromStack) {
  const CardRule& rule = g.rule(c);
  const Scenario& s = g.scenario();
  if (rule.singleUnit && __builtin_popcountll(movers) > 1) return false;
  if (rule.actor) {
    for (UnitMask m = movers; m; m &= m - 1) {
      const int u = __builtin_ctzll(m);
      if (!(s.unitTypes[s.units[static_cast<std::size_t>(u)].type].tags & rule.actor)) return false;
    }
  }
  if (rule.leaderType >= 0 && !containsType(s, fromStack, rule.leaderType)) return false;
  return true;
}

bool stackQualifies(const Game& g, CardIndex c, const StackContext& ctx) {
  const CardRule& rule = g.rule(c);
  const Scenario& s = g.scenario();
  if (rule.actor && !(tagsOf(s, ctx.acting) & rule.actor)) return false;
  if (rule.versus && !(tagsOf(s, ctx.opposing) & rule.versus)) return false;
  if (rule.versusInRiver && !ctx.opposingInRiver) return false;
  if (rule.leaderType >= 0 && !containsType(s, ctx.acting, rule.leaderType)) return false;
  if (rule.flankOrRear && !ctx.strikesFlankOrRear) return false;
  if (rule.singleUnit && __builtin_popcountll(ctx.acting) > 1) return false;
  return true;
}

bool negateQualifies(const Game& g, CardIndex c, UnitMask movers, bool touchesRiver) {
  const CardRule& rule = g.rule(c);
  if (rule.versus && !(tagsOf(g.scenario(), movers) & rule.versus)) return false;
  if (rule.riverMove && !touchesRiver) return false;
  return true;
}

}  // namespace hydaspes
