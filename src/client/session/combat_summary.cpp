#include "session/combat_summary.h"

#include "app/words.h"
#include "session/action_words.h"

#include <QCoreApplication>

#include "hydaspes/state.h"

namespace hydaspes::client {

namespace {
// The context of these words in the translations.
struct CombatSummaryWords {
  Q_DECLARE_TR_FUNCTIONS(CombatSummaryWords)
};

// V1 for the side whose stack is in `cell`: one round lost there loses the
// battle if the winner may take its main leader, or if its next loss is
// the one that makes half its army.
void addStakes(const GameState& st, SideIndex side, Cell cell, QStringList& out) {
  const Game& g = st.game();
  const Scenario& sc = g.scenario();
  const QString loser = sideName(g, side);
  const QString winner = sideName(g, otherSide(side));
  if (sc.victoryByMainLeader)
    for (UnitMask m = st.unitsAt(cell); m; m &= m - 1) {
      const UnitType& type = sc.typeOf(static_cast<UnitIndex>(__builtin_ctzll(m)));
      if (type.mainLeader)
        out << CombatSummaryWords::tr("At stake: if %1 wins a round, %2 may be chosen as the loss, and %1 wins the battle (V1).")
                   .arg(winner, dataText(type.name));
    }
  if (st.eliminated(side) + 1 >= sc.lossesThatLose(side))
    out << CombatSummaryWords::tr("At stake: if %1 wins a round, %2's loss makes half of the army, and %1 wins the battle (V1).")
               .arg(winner, loser);
}

// "Porus, Prince, Elephants ×2, …, Infantry ×8": alike units counted, a
// count kept on the line of its name.
QString stackList(const GameState& st, Cell c) {
  return unitGroupWords(st.game().scenario(), st.unitsAt(c)).replace(QStringLiteral(" \u00d7"), QStringLiteral("\u00a0\u00d7"));
}

// Each stack the attacker in `st` (its source chosen) may attack.
void addPreviews(const GameState& st, bool namingSource, std::vector<CombatSummary::AttackPreview>& out) {
  const Cell from = st.pending().from;
  for (const Decision& d : st.legalDecisions()) {
    if (d.verb != Verb::At) continue;
    CombatSummary::AttackPreview p;
    if (namingSource) p.source = QString::fromStdString(st.game().board().cellName(from));
    p.target = QString::fromStdString(st.game().board().cellName(d.arg));
    p.defenderUnits = stackList(st, d.arg);
    const CombatModifiers m = attackModifiers(st, from, d.arg);
    p.attackerTotal = m.attackerTotal();
    p.defenderTotal = m.defenderTotal();
    p.odds = roundOdds(p.attackerTotal, p.defenderTotal);
    addStakes(st, st.activeSide(), from, p.atStake);
    addStakes(st, otherSide(st.activeSide()), d.arg, p.atStake);
    out.push_back(std::move(p));
  }
}
}  // namespace

CombatSummary combatSummaryOf(const GameState& st) {
  CombatSummary s;
  const Combat& c = st.combat();
  s.active = c.active;
  if (!c.active && st.step() == Step::Target) {
    const Cell from = st.pending().from;
    addPreviews(st, false, s.previews);
    s.attacker = armyName(st.game(), st.activeSide());
    s.attackerCell = QString::fromStdString(st.game().board().cellName(from));
    s.attackerUnits = stackList(st, from);
  }
  // An attack card chosen, the stack that attacks not yet: every pair.
  if (!c.active && st.step() == Step::Source && st.pending().kind == ActionKind::Attack) {
    for (const Decision& d : st.legalDecisions()) {
      if (d.verb != Verb::From) continue;
      GameState chosen = st;
      chosen.apply(d);
      if (chosen.step() == Step::Target) addPreviews(chosen, true, s.previews);
    }
    s.attacker = armyName(st.game(), st.activeSide());
  }
  if (!c.active) return s;
  const Game& g = st.game();
  s.round = c.round;
  s.rolled = c.rolled;
  s.casualtyPending = st.step() == Step::Casualty;
  for (std::size_t i = 0; i < 4; ++i) s.dice[i] = c.dice[i];
  s.totals = c.totals;
  s.attacker = armyName(g, st.activeSide());
  s.defender = armyName(g, otherSide(st.activeSide()));
  s.attackerCell = QString::fromStdString(g.board().cellName(c.attackerCell));
  s.defenderCell = QString::fromStdString(g.board().cellName(c.defenderCell));
  s.attackerUnits = stackList(st, c.attackerCell);
  s.defenderUnits = stackList(st, c.defenderCell);
  s.modifiers = combatModifiers(st);
  s.odds = roundOdds(s.modifiers.attackerTotal(), s.modifiers.defenderTotal());
  addStakes(st, st.activeSide(), c.attackerCell, s.atStake);
  addStakes(st, otherSide(st.activeSide()), c.defenderCell, s.atStake);
  wordModifiers(s.modifiers.attacker, g);
  wordModifiers(s.modifiers.defender, g);
  for (CardIndex card : st.inPlay()) s.cardsPlayed << dataText(g.cards()[card].name);
  return s;
}

}  // namespace hydaspes::client
