#include "session/combat_summary.h"

#include "app/words.h"
#include "session/action_words.h"

namespace hydaspes::client {

namespace {
QString stackList(const GameState& st, Cell c) {
  QStringList names;
  for (UnitMask m = st.unitsAt(c); m; m &= m - 1)
    names << dataText(st.game().scenario().typeOf(static_cast<UnitIndex>(__builtin_ctzll(m))).shortName);
  return names.join(QStringLiteral(", "));
}
}  // namespace

CombatSummary combatSummaryOf(const GameState& st) {
  CombatSummary s;
  const Combat& c = st.combat();
  s.active = c.active;
  if (!c.active) return s;
  const Game& g = st.game();
  s.round = c.round;
  s.rolled = c.rolled;
  for (std::size_t i = 0; i < 4; ++i) s.dice[i] = c.dice[i];
  s.totals = c.totals;
  s.attacker = sideName(g, st.activeSide());
  s.defender = sideName(g, otherSide(st.activeSide()));
  s.attackerCell = QString::fromStdString(g.board().cellName(c.attackerCell));
  s.defenderCell = QString::fromStdString(g.board().cellName(c.defenderCell));
  s.attackerUnits = stackList(st, c.attackerCell);
  s.defenderUnits = stackList(st, c.defenderCell);
  s.modifiers = combatModifiers(st);
  s.odds = roundOdds(s.modifiers.attackerTotal(), s.modifiers.defenderTotal());
  wordModifiers(s.modifiers.attacker, g);
  wordModifiers(s.modifiers.defender, g);
  for (CardIndex card : st.inPlay()) s.cardsPlayed << dataText(g.cards()[card].name);
  return s;
}

}  // namespace hydaspes::client
