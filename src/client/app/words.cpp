#include "app/words.h"

#include <algorithm>
#include <utility>
#include <vector>

#include <QRegularExpression>

#include <QCoreApplication>

namespace hydaspes::client {

namespace {
// The context of this file's words in the translations.
struct Words {
  Q_DECLARE_TR_FUNCTIONS(Words)
};
QString q(const std::string& s) { return QString::fromStdString(s); }
}  // namespace

QString sideName(const Game& g, SideIndex s) { return dataText(g.scenario().sides[s].name); }

QString armyName(const Game& g, SideIndex s) { return dataText(g.scenario().sides[s].army); }

// "King Porus"; one of several of a type gets its number: "War Elephants 2".
QString unitWords(const Game& g, UnitIndex u) {
  const Scenario& sc = g.scenario();
  const UnitType& type = sc.typeOf(u);
  if (type.count <= 1) return dataText(type.name);
  int number = 1;
  for (UnitIndex other = 0; other < u; ++other) number += sc.units[other].type == sc.units[u].type;
  return dataText(type.name) + QLatin1Char(' ') + QString::number(number);
}

// "Allies ×4, Alexander": the units by short name, alike ones counted.
QString unitGroupWords(const Scenario& sc, UnitMask units) {
  std::vector<std::pair<QString, int>> counts;
  for (UnitMask m = units; m; m &= m - 1) {
    const QString name = dataText(sc.typeOf(static_cast<UnitIndex>(__builtin_ctzll(m))).shortName);
    auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == name; });
    if (it == counts.end()) counts.emplace_back(name, 1);
    else ++it->second;
  }
  QStringList parts;
  for (const auto& [name, n] : counts) parts << (n > 1 ? QStringLiteral("%1 \u00d7%2").arg(name).arg(n) : name);
  return parts.join(QStringLiteral(", "));
}

namespace {
// The Attack phase's end is the turn's: the End phase only discards down
// to the hand limit (T6).
QString endText(Phase phase) {
  switch (phase) {
    case Phase::Tactics: return Words::tr("End Tactics phase");
    case Phase::Deception: return Words::tr("End Deception phase");
    case Phase::Maneuver: return Words::tr("End Maneuver phase");
    case Phase::Attack:
    case Phase::End: return Words::tr("End turn");
  }
  return {};
}

QString endTip(Phase phase) {
  switch (phase) {
    case Phase::Tactics: return Words::tr("End the Tactics phase and go on to the Deception phase");
    case Phase::Deception: return Words::tr("End the Deception phase and go on to the Maneuver phase");
    case Phase::Maneuver: return Words::tr("End the Maneuver phase and go on to the Attack phase");
    case Phase::Attack:
    case Phase::End: return Words::tr("End the Attack phase and with it the turn; a hand over its limit discards first (rule T6)");
  }
  return {};
}

// What a button other than a phase's end does.
QString verbTip(const Game& g, const Decision& d) {
  const auto cell = [&] { return q(g.board().cellName(d.arg)); };
  switch (d.verb) {
    case Verb::MoveFree: return Words::tr("Move one unit or a whole stack one cell, with no card (rule T4)");
    case Verb::From: return Words::tr("Act with the stack in %1, then choose its units (as a click on the stack does)").arg(cell());
    case Verb::Take: return Words::tr("%1 goes with the units that move").arg(unitWords(g, d.arg));
    case Verb::TakeAll: return Words::tr("Every unit of the stack that may move goes");
    case Verb::Face: return Words::tr("The move ends facing %1").arg(facingWords(static_cast<Facing>(d.arg & 7)));
    case Verb::Pass: return Words::tr("Play no card now");
    case Verb::At: return Words::tr("Attack the enemy stack in %1").arg(cell());
    case Verb::Kill: return Words::tr("%1 is the round's loss and leaves the board").arg(unitWords(g, d.arg));
    case Verb::Continue: return Words::tr("Fight another round: the cards' window opens again (rule K2)");
    case Verb::BreakOff: return Words::tr("End the combat here: the survivors stay where they fought (rule K6)");
    default: return {};
  }
}
}  // namespace

QString buttonText(const Game& g, const Decision& d, Phase phase) {
  const auto card = [&] { return dataText(g.cards()[d.arg].name); };
  const auto cell = [&] { return q(g.board().cellName(d.arg)); };
  switch (d.verb) {
    case Verb::End: return endText(phase);
    case Verb::Play: return Words::tr("Play %1 (draw 2)").arg(card());
    case Verb::Deceive: return Words::tr("Deceive with %1").arg(card());
    case Verb::Discard: return Words::tr("Discard %1").arg(card());
    case Verb::MoveFree: return Words::tr("Free move");
    case Verb::Move: return Words::tr("Move with %1").arg(card());
    case Verb::Attack: return Words::tr("Attack with %1").arg(card());
    case Verb::From: return Words::tr("The stack in %1").arg(cell());
    case Verb::Take: return Words::tr("Take %1").arg(unitWords(g, d.arg));
    // "all that may move": "Take the whole stack" took 2 of a tester's 4,
    // the other two having moved this turn (M9), with nothing said.
    case Verb::TakeAll: return Words::tr("Take all that may move");
    case Verb::To: return Words::tr("To %1").arg(cell());
    case Verb::Face: return Words::tr("Face %1").arg(facingWords(static_cast<Facing>(d.arg & 7)));
    case Verb::Negate: return Words::tr("Negate with %1").arg(card());
    case Verb::Cancel: return Words::tr("Cancel the negate with %1").arg(card());
    case Verb::Pass: return Words::tr("Pass");
    case Verb::At: return Words::tr("Attack %1").arg(cell());
    case Verb::Support: return Words::tr("Support with %1 (+1)").arg(card());
    case Verb::Defend: return Words::tr("Defend with %1 (ends the combat)").arg(card());
    case Verb::Kill: return Words::tr("Eliminate %1").arg(unitWords(g, d.arg));
    case Verb::Continue: return Words::tr("Fight on");
    case Verb::BreakOff: return Words::tr("Break off");
  }
  return {};
}

QString decisionTip(const Game& g, const Decision& d, Phase phase) {
  return d.verb == Verb::End ? endTip(phase) : verbTip(g, d);
}


QString unitChoiceName(const Game& g, const UnitChoice& c) {
  const QString type = dataText(g.scenario().typeOf(c.decision.arg).name);
  // The last of several of a type goes by the type: "War Elephants 2" read
  // as a count of those taken.
  if (c.alike <= 1 && !c.movedSetsApart) return type;
  // "one of 8 Punjab Infantry": "Punjab Infantry (1 of 8)" read to a tester
  // as the first of eight, or as all eight.
  if (!c.movedSetsApart)
    return Words::tr("one of %2 %1", "one of several alike units of a type: one of 8 Punjab Infantry").arg(type).arg(c.alike);
  // M9: the type is split in two choices by whether its units moved this turn.
  if (c.alike <= 1) return c.moved ? Words::tr("%1 (moved this turn)").arg(type) : Words::tr("%1 (not moved this turn)").arg(type);
  return (c.moved ? Words::tr("one of %2 %1 (moved this turn)") : Words::tr("one of %2 %1 (not moved this turn)")).arg(type).arg(c.alike);
}

QString unitChoiceText(const Game& g, const UnitChoice& c) {
  return (c.decision.verb == Verb::Take ? Words::tr("Take %1") : Words::tr("Eliminate %1")).arg(unitChoiceName(g, c));
}

QString unitChoiceTip(const Game& g, const UnitChoice& c) {
  if (c.alike <= 1) return verbTip(g, c.decision);
  const QString type = dataText(g.scenario().typeOf(c.decision.arg).name);
  if (c.decision.verb == Verb::Take)
    return Words::tr("The %1 %2 in the stack are alike: one of them goes with the units that move").arg(c.alike).arg(type);
  return Words::tr("The %1 %2 in the stack are alike: one of them is the round's loss and leaves the board").arg(c.alike).arg(type);
}

QString cardNote(const CardTable& table, const CardDef& c) {
  QString note = dataText(c.note);
  for (const CardAbbreviation& a : table.abbreviationsIn(c))
    note += Words::tr(" (%1: %2)", "a short form of the printed note and what it stands for").arg(QString::fromStdString(a.shortForm), dataText(a.meaning));
  return note;
}

QString cardTypeWords(CardType t) {
  switch (t) {
    case CardType::M: return Words::tr("Move");
    case CardType::R: return Words::tr("River crossing");
    case CardType::N: return Words::tr("Negate move");
    case CardType::A: return Words::tr("Attack");
    case CardType::D: return Words::tr("Defence");
    case CardType::NAD: return Words::tr("Negate, attack or defence");
    case CardType::MA: return Words::tr("Move, then attack");
    case CardType::DA: return Words::tr("Defence or attack");
    case CardType::S: return Words::tr("Special");
    case CardType::L: return Words::tr("Leader");
    case CardType::X: return Words::tr("Deception");
  }
  return {};
}

QString cardTypePurpose(CardType t) {
  switch (t) {
    case CardType::M: return Words::tr("Moves one unit or stack up to its value in cells (rule T4)");
    case CardType::R: return Words::tr("Takes a unit or stack across the river, bank to bank, up to its value in cells (rule M6)");
    case CardType::N: return Words::tr("Stops a move the enemy declares (rule T4)");
    case CardType::A: return Words::tr("Starts an attack on an enemy stack in front of one of yours, or adds +1 in a combat (rules K1, K2)");
    case CardType::D: return Words::tr("Ends a combat you defend in, before its round is rolled (rule K2)");
    case CardType::NAD: return Words::tr("Stops an enemy move, starts an attack or adds +1, or ends a combat you defend in (rule C3)");
    case CardType::MA: return Words::tr("Moves a stack one cell, then it attacks from there (rule K7)");
    case CardType::DA: return Words::tr("Ends a combat you defend in, or starts an attack or adds +1 (rule C3)");
    case CardType::S: return Words::tr("Played for what its note says (rule C3)");
    case CardType::L: return Words::tr("Moves, attacks or defends, for its leader's stack only (rule C7)");
    case CardType::X: return Words::tr("Played in the Deception phase: see the enemy hand and discard one of its cards (rule T3)");
  }
  return {};
}

QString cardUseWords(const CardDef& c) {
  if (c.useCode == "G") return Words::tr("Greek");
  if (c.useCode == "I") return Words::tr("Indian");
  return Words::tr("Both");
}

QString facingWords(Facing f) {
  switch (f) {
    case Facing::N: return Words::tr("N", "compass point");
    case Facing::NE: return Words::tr("NE", "compass point");
    case Facing::E: return Words::tr("E", "compass point");
    case Facing::SE: return Words::tr("SE", "compass point");
    case Facing::S: return Words::tr("S", "compass point");
    case Facing::SW: return Words::tr("SW", "compass point");
    case Facing::W: return Words::tr("W", "compass point");
    case Facing::NW: return Words::tr("NW", "compass point");
  }
  return QString();
}

QString phaseWords(Phase p) {
  switch (p) {
    case Phase::Tactics: return Words::tr("Tactics");
    case Phase::Deception: return Words::tr("Deception");
    case Phase::Maneuver: return Words::tr("Maneuver");
    case Phase::Attack: return Words::tr("Attack");
    case Phase::End: return Words::tr("End");
  }
  return {};
}

QString awaitedWords(const Game& g, const Observation& o) {
  if (o.step == Step::GameOver) return o.winner ? Words::tr("%1 has won").arg(sideName(g, *o.winner)) : QString();
  const QString active = sideName(g, o.active);
  const QString other = sideName(g, otherSide(o.active));
  // Nothing to do but end the phase: say so, rather than ask for what
  // cannot be done (no card moves a unit, no stack has an enemy in reach).
  const bool onlyEnd = !o.legal.empty() && std::all_of(o.legal.begin(), o.legal.end(), [](const Decision& d) { return d.verb == Verb::End; });
  if (o.step == Step::Main && onlyEnd) {
    switch (o.phase) {
      case Phase::Tactics: return Words::tr("%1 has no Tactics card to play: end the phase").arg(active);
      case Phase::Deception: return Words::tr("%1 has no Deception card to play: end the phase").arg(active);
      case Phase::Maneuver: return Words::tr("%1 has nothing more to move: end the Maneuver phase").arg(active);
      case Phase::Attack: return Words::tr("%1 has no attack to make: end the Attack phase").arg(active);
      case Phase::End: break;
    }
  }
  switch (o.step) {
    case Step::Main:
      switch (o.phase) {
        case Phase::Tactics: return Words::tr("%1 may play a Tactics card").arg(active);
        case Phase::Deception: return Words::tr("%1 may play a Deception card").arg(active);
        case Phase::Maneuver: {
          // The free move offered only while it may still be made (B3).
          const bool free = std::any_of(o.legal.begin(), o.legal.end(), [](const Decision& d) { return d.verb == Verb::MoveFree; });
          if (!o.legal.empty() && !free) return Words::tr("%1 moves: pick a move card, then drag a stack (click it to move only some of its units)").arg(active);
          return Words::tr("%1 moves: drag a stack (free move, or pick a move card first); click a stack to move only some of its units").arg(active);
        }
        case Phase::Attack: return Words::tr("%1 attacks: pick an attack card, then drag a stack onto an enemy stack").arg(active);
        case Phase::End: return Words::tr("%1 discards down to the hand limit").arg(active);
      }
      break;
    case Step::DeceptionPick: return Words::tr("%1 picks a card of %2's hand to discard").arg(active, other);
    case Step::Source: return Words::tr("%1: click the stack that acts").arg(active);
    case Step::Units: return Words::tr("%1: take units, then drag or click the destination").arg(active);
    case Step::Facing:
      // A move-then-attack card: the facing decides where the attack may go,
      // and an enemy stack in reach in front must then be attacked (K9).
      if (o.pending.kind == ActionKind::MoveAttack)
        return Words::tr("%1: choose the facing; the attack follows on an enemy in front of it (rule K9)").arg(active);
      return Words::tr("%1: choose the facing").arg(active);
    case Step::NegateWindow: {
      const Board& b = g.board();
      // What moves too: a card that negates only some units (Mud: chariots) is chosen by it.
      return Words::tr("%1 may negate the move of %2 from %3 to %4, facing %5")
          .arg(other, unitGroupWords(g.scenario(), o.pending.group), QString::fromStdString(b.cellName(o.pending.from)),
               QString::fromStdString(b.cellName(o.pending.to)), facingWords(o.pending.facing));
    }
    case Step::CancelWindow: return Words::tr("%1 may cancel the negate").arg(active);
    case Step::Target: return Words::tr("%1: click the enemy stack to attack (the combat panel gives the odds)").arg(active);
    case Step::AttackerSupport: return Words::tr("%1 may add a card for +1").arg(active);
    case Step::DefenderResponse: {
      // To the defender, what his hand allows: a tester held no Defence card
      // and looked for the way to defend that the words offered. To anyone
      // else both, as the window says nothing of that hand (H3).
      const auto offers = [&](Verb v) { return std::any_of(o.legal.begin(), o.legal.end(), [v](const Decision& d) { return d.verb == v; }); };
      const bool support = o.legal.empty() || offers(Verb::Support), defend = o.legal.empty() || offers(Verb::Defend);
      // "Always ask" (H3) opens the window to a hand that fits it not at all.
      if (!support && !defend) return Words::tr("%1 may only pass (no card in hand can add +1 or defend here)").arg(other);
      if (!defend) return Words::tr("%1 may add a card for +1 (no card in hand can defend here)").arg(other);
      if (!support) return Words::tr("%1 may defend (no card in hand can add +1 here)").arg(other);
      return Words::tr("%1 may add a card for +1 or defend").arg(other);
    }
    case Step::Casualty: return Words::tr("%1 chooses the casualty").arg(sideName(g, o.deciding.value_or(o.active)));
    case Step::ContinueOrBreak: return Words::tr("%1 fights on or breaks off").arg(active);
    case Step::GameOver: break;
  }
  return {};
}

QString dataText(const std::string& text) {
  return text.empty() ? QString() : QCoreApplication::translate("DataWords", text.c_str());
}

QStringList cardTitles(const Game& g) {
  QStringList titles;
  for (const CardDef& card : g.cards().cards)
    if (const QString title = dataText(card.name); !titles.contains(title)) titles << title;
  return titles;
}

QString citedRuling(const QString& message) {
  // The form refusal_words.cpp cites a ruling in, in the language shown:
  // "%1 (rule %2)", "%1 (Regel %2)".
  const QString form = QCoreApplication::translate("RefusalWords", "%1 (rule %2)");
  QString pattern = QRegularExpression::escape(form);
  // escape() writes %1 as \%1.
  pattern.replace(QLatin1String("\\%1"), QLatin1String("[\\s\\S]*")).replace(QLatin1String("\\%2"), QLatin1String("([A-Z][0-9]+)"));
  const QRegularExpressionMatch m = QRegularExpression(pattern + QLatin1Char('$')).match(message);
  return m.hasMatch() ? m.captured(1) : QString();
}

}  // namespace hydaspes::client
