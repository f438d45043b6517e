#include "session/action_words.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <utility>
#include <vector>

#include "app/words.h"

namespace hydaspes::client {

namespace {

// The context of the actions' words in the translations.
struct ActionWords {
  Q_DECLARE_TR_FUNCTIONS(ActionWords)
};

QString q(const std::string& s) { return QString::fromStdString(s); }
QString card(const Game& g, CardIndex c) { return dataText(g.cards()[c].name); }
bool isLeaderCard(const Game& g, CardIndex c) { return g.cards()[c].type == CardType::L; }
QString cellName(const Game& g, Cell c) { return q(g.board().cellName(c)); }

QString signedValue(int v) { return v >= 0 ? QStringLiteral("+%1").arg(v) : QString::number(v); }

QString modifierSum(const std::vector<Modifier>& mods) {
  int total = 0;
  for (const Modifier& m : mods) total += m.value;
  return signedValue(total);
}

// "bigger stack (3 against 2), elephants +2".
QString reasons(const std::vector<Modifier>& mods, const Game& g) {
  QStringList r;
  for (const Modifier& m : mods)
    r << (m.value == 1 || m.value == -1 ? modifierWords(m, g) : QStringLiteral("%1 %2").arg(modifierWords(m, g), signedValue(m.value)));
  return r.join(QStringLiteral(", "));
}

// "Greeks 8 (+0) against Indians 13 (+4: bigger stack, elephants)": each
// total with its army and, beside it, what made it up; the sums alone for
// a round whose modifiers read as the round before's. A tester read the
// old "8 against 13 (+0 / +4: ... / ...)" and had to work out which
// modifiers were whose.
QString roundWords(const ActionPhrase& p, const Game& g) {
  const auto made = [&](const std::vector<Modifier>& mods) {
    const QString why = p.modifiersAsBefore ? QString() : reasons(mods, g);
    return why.isEmpty() ? modifierSum(mods) : QStringLiteral("%1: %2").arg(modifierSum(mods), why);
  };
  // Each total with its army: a line headed by the defender's answer would
  // otherwise read the attacker's total as the defender's, and a leader's
  // name as that leader fighting.
  return ActionWords::tr("%1 %2 (%3) against %4 %5 (%6)",
                         "a combat round: attacker, total, its modifiers, defender, total, its modifiers")
      .arg(armyName(g, p.side))
      .arg(p.totals[0])
      .arg(made(p.attackerModifiers))
      .arg(armyName(g, otherSide(p.side)))
      .arg(p.totals[1])
      .arg(made(p.defenderModifiers));
}

// "Allies ×4 b2→a3, facing S"; the destination and facing when known.
QString moveWords(const ActionPhrase& p, const Game& g) {
  QString where = cellName(g, p.from);
  if (p.to != kNoCell) where += QStringLiteral("\u2192") + cellName(g, p.to);
  const QString units = unitGroupWords(g.scenario(), p.units);
  if (!p.facing) return QStringLiteral("%1 %2").arg(units, where);
  return ActionWords::tr("%1 %2, facing %3", "units, cells, compass point").arg(units, where, facingWords(*p.facing));
}

QString joined(const std::vector<ActionPhrase>& phrases, const Game& g, const QString& separator) {
  QStringList parts;
  for (const ActionPhrase& p : phrases) parts << phraseWords(p, g);
  return parts.join(separator);
}

}  // namespace

QString victoryWords(VictoryReason reason) {
  switch (reason) {
    case VictoryReason::LeaderFallen: return ActionWords::tr("the enemy main leader has fallen");
    case VictoryReason::HalfArmyLost: return ActionWords::tr("half of the enemy army is eliminated");
  }
  return QString();
}

QString modifierWords(const Modifier& m, const Game& g) {
  const CombatTable& table = g.scenario().combat;
  switch (m.kind) {
    case ModifierKind::BiggerStack: return ActionWords::tr("bigger stack (%1 against %2)").arg(m.args[0]).arg(m.args[1]);
    case ModifierKind::StackBonus:
      // The label is the scenario's (data, in its own language).
      if (m.args[0] >= 0 && static_cast<std::size_t>(m.args[0]) < table.stackBonuses.size())
        return dataText(table.stackBonuses[static_cast<std::size_t>(m.args[0])].label);
      break;
    case ModifierKind::AttackIntoFlank: return ActionWords::tr("attack into the flank");
    case ModifierKind::AttackIntoRear: return ActionWords::tr("attack into the rear");
    case ModifierKind::DefenderInRiver: return ActionWords::tr("defender in the river");
    case ModifierKind::DefendingInClear: return ActionWords::tr("defending in clear");
    case ModifierKind::DefendingInForest: return ActionWords::tr("defending in forest");
    case ModifierKind::DefendingInHills: return ActionWords::tr("defending in hills");
    case ModifierKind::DefendingInRiver: return ActionWords::tr("defending in river");
    case ModifierKind::Support:
      if (m.args[0] >= 0 && m.args[0] < static_cast<int>(g.cards().size())) {
        const auto c = static_cast<CardIndex>(m.args[0]);
        return isLeaderCard(g, c) ? ActionWords::tr("support: the %1 card").arg(card(g, c))
                                  : ActionWords::tr("support: %1").arg(card(g, c));
      }
      break;
    case ModifierKind::WonLastRound: return ActionWords::tr("won the last round");
  }
  return q(m.reason);
}

void wordModifiers(std::vector<Modifier>& mods, const Game& g) {
  for (Modifier& m : mods) m.reason = modifierWords(m, g).toStdString();
}

QString phraseWords(const ActionPhrase& p, const Game& g) {
  using W = ActionWord;
  const Scenario& sc = g.scenario();
  switch (p.word) {
    case W::EndsTurn: return ActionWords::tr("ends the turn");
    case W::EndsPhase: return ActionWords::tr("ends the %1 phase").arg(phaseWords(p.phase));
    // A leader card by its name alone read as the leader himself
    // ("Alexander: Alexander: attack h4→g4", "+1 with Coenus" to testers).
    case W::CardPlayed: return isLeaderCard(g, p.card) ? ActionWords::tr("the %1 card").arg(card(g, p.card)) : card(g, p.card);
    case W::Deceives: return ActionWords::tr("%1: looks at %2's hand").arg(card(g, p.card), sideName(g, p.side));
    // "the ... card": several cards bear a leader's name ("discards Prince"
    // read to a tester as a unit lost).
    case W::Discards: return ActionWords::tr("discards the %1 card").arg(card(g, p.card));
    case W::FreeMove: return ActionWords::tr("Free move");
    case W::Negates: return ActionWords::tr("negates the move with %1").arg(card(g, p.card));
    case W::CancelsNegate: return ActionWords::tr("cancels the negate with %1").arg(card(g, p.card));
    case W::LetsMoveStand: return ActionWords::tr("lets the move stand");
    case W::LetsNegateStand: return ActionWords::tr("lets the negate stand");
    case W::AnswersWithNoCard: return ActionWords::tr("answers the attack with no card");
    case W::AnswersAttack: return ActionWords::tr("answers the attack");
    case W::PlaysNoCard: return ActionWords::tr("plays no card");
    case W::DefendsWith:
      return isLeaderCard(g, p.card) ? ActionWords::tr("defends with the %1 card: the combat ends").arg(card(g, p.card))
                                     : ActionWords::tr("defends with %1: the combat ends").arg(card(g, p.card));
    case W::ChoosesCasualty: return ActionWords::tr("chooses the casualty");
    case W::DiscardsFromHand: return ActionWords::tr("discards the %1 card from it").arg(card(g, p.card));
    case W::SupportsWith:
      return isLeaderCard(g, p.card) ? ActionWords::tr("+1 with the %1 card").arg(card(g, p.card))
                                     : ActionWords::tr("+1 with %1").arg(card(g, p.card));
    case W::FightsOn: return ActionWords::tr("fights on");
    case W::BreaksOff: return ActionWords::tr("breaks off");
    case W::Draws: return ActionWords::tr("draws %n", nullptr, p.number);
    case W::TurnDraws: return ActionWords::tr("%1 draws %n for the turn", nullptr, p.number).arg(sideName(g, p.side));
    case W::Moved:
    case W::MoveDeclared: return moveWords(p, g);
    case W::MoveNegated: return ActionWords::tr("the move is negated");
    case W::AttackOpened: return ActionWords::tr("attack %1\u2192%2").arg(cellName(g, p.from), cellName(g, p.to));
    case W::CombatRound: return roundWords(p, g);
    case W::Eliminated: return ActionWords::tr("%1 eliminated").arg(dataText(sc.typeOf(p.unit).name));
    case W::TieEndsCombat: return ActionWords::tr("tie: the combat ends, no loss");
    case W::Wins: return ActionWords::tr("%1 wins: %2").arg(sideName(g, p.side), victoryWords(p.victory));
    case W::BeingDeclared: return ActionWords::tr("being declared");
    case W::AwaitsNegate: return ActionWords::tr("%1 may negate it").arg(sideName(g, p.side));
    case W::AwaitsCancel: return ActionWords::tr("%1 may cancel it").arg(sideName(g, p.side));
  }
  return QString();
}

// As englishSummary: the first clause after " — " when it stands apart
// (firstClauseApart, action_text.h), else after ": ".
QString actionSummary(const ActionText& text, const Game& g) {
  QString out = joined(text.head, g, QStringLiteral(", "));
  if (text.clauses.empty()) return out;
  return out + (text.head.empty() ? QString() : firstClauseApart(text) ? QStringLiteral(" \u2014 ") : QStringLiteral(": ")) +
         joined(text.clauses, g, QStringLiteral(" \u2014 "));
}

QString actionLine(const ActionText& text, const Game& g) {
  const QString who = sideName(g, text.maker);
  if (text.answer) return ActionWords::tr("%1 %2", "a side, what it answered").arg(who, actionSummary(text, g));
  return ActionWords::tr("Turn %1 · %2: %3").arg(text.turn).arg(who, actionSummary(text, g));
}

QList<int> outcomeClauses(const ActionText& text) {
  // The head and the first clause share the line's first piece, so clause
  // i is piece i; a piece more when the first clause stands apart.
  const int apart = firstClauseApart(text) ? 1 : 0;
  QList<int> out;
  for (std::size_t i = 0; i < text.clauses.size(); ++i) {
    switch (text.clauses[i].word) {
      case ActionWord::Eliminated:
      case ActionWord::TieEndsCombat:
      case ActionWord::MoveNegated:
      case ActionWord::Wins: out << static_cast<int>(i) + apart; break;
      default: break;
    }
  }
  return out;
}

}  // namespace hydaspes::client
