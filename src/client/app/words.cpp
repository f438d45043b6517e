#include "app/words.h"

#include <QRegularExpression>

#include <QCoreApplication>

namespace hydaspes::client {

namespace {
QString tr(const char* s) { return QCoreApplication::translate("Words", s); }
QString q(const std::string& s) { return QString::fromStdString(s); }
}  // namespace

QString sideName(const Game& g, SideIndex s) { return q(g.scenario().sides[s].name); }

QString unitWords(const Game& g, UnitIndex u) {
  const Scenario& sc = g.scenario();
  return q(sc.typeOf(u).name) + QStringLiteral(" (") + q(sc.units[u].id) + QLatin1Char(')');
}

QString buttonText(const Game& g, const Decision& d) {
  const auto card = [&] { return q(g.cards()[d.arg].name); };
  const auto cell = [&] { return q(g.board().cellName(d.arg)); };
  switch (d.verb) {
    case Verb::End: return tr("End phase");
    case Verb::Play: return tr("Play %1 (draw 2)").arg(card());
    case Verb::Deceive: return tr("Deceive with %1").arg(card());
    case Verb::Discard: return tr("Discard %1").arg(card());
    case Verb::MoveFree: return tr("Free move");
    case Verb::Move: return tr("Move with %1").arg(card());
    case Verb::Attack: return tr("Attack with %1").arg(card());
    case Verb::From: return tr("From %1").arg(cell());
    case Verb::Take: return tr("Take %1").arg(unitWords(g, d.arg));
    case Verb::TakeAll: return tr("Take the whole stack");
    case Verb::To: return tr("To %1").arg(cell());
    case Verb::Face: return tr("Face %1").arg(QString::fromLatin1(facingName(static_cast<Facing>(d.arg & 7)).data()));
    case Verb::Negate: return tr("Negate with %1").arg(card());
    case Verb::Cancel: return tr("Cancel the negate with %1").arg(card());
    case Verb::Pass: return tr("Pass");
    case Verb::At: return tr("Attack %1").arg(cell());
    case Verb::Support: return tr("Support with %1 (+1)").arg(card());
    case Verb::Defend: return tr("Defend with %1").arg(card());
    case Verb::Kill: return tr("Eliminate %1").arg(unitWords(g, d.arg));
    case Verb::Continue: return tr("Fight on");
    case Verb::BreakOff: return tr("Break off");
  }
  return {};
}

QString cardTypeWords(CardType t) {
  switch (t) {
    case CardType::M: return tr("Move");
    case CardType::R: return tr("River crossing");
    case CardType::N: return tr("Negate move");
    case CardType::A: return tr("Attack");
    case CardType::D: return tr("Defence");
    case CardType::NAD: return tr("Negate, attack or defence");
    case CardType::MA: return tr("Move, then attack");
    case CardType::DA: return tr("Defence or attack");
    case CardType::S: return tr("Special");
    case CardType::L: return tr("Leader");
    case CardType::X: return tr("Deception");
  }
  return {};
}

QString cardUseWords(const CardDef& c) {
  if (c.useCode == "G") return tr("Greek");
  if (c.useCode == "I") return tr("Indian");
  return tr("Both");
}

QString phaseWords(Phase p) {
  switch (p) {
    case Phase::Tactics: return tr("Tactics");
    case Phase::Deception: return tr("Deception");
    case Phase::Maneuver: return tr("Maneuver");
    case Phase::Attack: return tr("Attack");
    case Phase::End: return tr("End");
  }
  return {};
}

QString awaitedWords(const Game& g, const Observation& o) {
  if (o.step == Step::GameOver) return o.winner ? tr("%1 has won").arg(sideName(g, *o.winner)) : QString();
  const QString active = sideName(g, o.active);
  const QString other = sideName(g, otherSide(o.active));
  switch (o.step) {
    case Step::Main:
      switch (o.phase) {
        case Phase::Tactics: return tr("%1 may play a Tactics card").arg(active);
        case Phase::Deception: return tr("%1 may play a Deception card").arg(active);
        case Phase::Maneuver: return tr("%1 moves: drag a stack (free move, or pick a move card first)").arg(active);
        case Phase::Attack: return tr("%1 attacks: pick an attack card, then drag a stack onto an enemy stack").arg(active);
        case Phase::End: return tr("%1 discards down to the hand limit").arg(active);
      }
      break;
    case Step::DeceptionPick: return tr("%1 picks a card of %2's hand to discard").arg(active, other);
    case Step::Source: return tr("%1: click the stack that acts").arg(active);
    case Step::Units: return tr("%1: take units, then drag or click the destination").arg(active);
    case Step::Facing: return tr("%1: choose the facing").arg(active);
    case Step::NegateWindow: {
      const Board& b = g.board();
      return tr("%1 may negate the move from %2 to %3, facing %4")
          .arg(other, QString::fromStdString(b.cellName(o.pending.from)), QString::fromStdString(b.cellName(o.pending.to)),
               QString::fromLatin1(facingName(o.pending.facing).data()));
    }
    case Step::CancelWindow: return tr("%1 may cancel the negate").arg(active);
    case Step::Target: return tr("%1: click the enemy stack to attack").arg(active);
    case Step::AttackerSupport: return tr("%1 may add a card for +1").arg(active);
    case Step::DefenderResponse: return tr("%1 may add a card for +1 or defend").arg(other);
    case Step::Casualty: return tr("%1 chooses the casualty").arg(sideName(g, o.deciding.value_or(o.active)));
    case Step::ContinueOrBreak: return tr("%1 fights on or breaks off").arg(active);
    case Step::GameOver: break;
  }
  return {};
}

QString citedRuling(const QString& message) {
  static const QRegularExpression cited(QStringLiteral("\\(rule ([A-Z][0-9]+)\\)$"));
  const QRegularExpressionMatch m = cited.match(message);
  return m.hasMatch() ? m.captured(1) : QString();
}

}  // namespace hydaspes::client
