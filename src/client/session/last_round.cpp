#include "session/last_round.h"

#include <QCoreApplication>

#include "app/words.h"
#include "session/action_words.h"
#include "hydaspes/replay_timeline.h"

namespace hydaspes::client {

namespace {
// The context of this file's words in the translations.
struct LastRound {
  Q_DECLARE_TR_FUNCTIONS(LastRound)
};
constexpr std::size_t kLookBack = 400;  // decisions: a combat is never longer
}  // namespace

std::optional<RoundResult> lastRoundOf(const Game& g, const ReplayTimeline& timeline, std::size_t position) {
  position = std::min(position, timeline.size());
  const Scenario& sc = g.scenario();
  // Back from `position` to the newest roll; a combat begun after it hides it.
  std::size_t at = position;
  std::optional<std::pair<std::size_t, std::size_t>> roll;  // step, event
  while (at > 0 && position - at < kLookBack && !roll) {
    --at;
    const EventLog& events = timeline.step(at).events;
    for (std::size_t i = events.size(); i-- > 0 && !roll;) {
      if (events[i].kind == EventKind::CombatStarted) return std::nullopt;
      if (events[i].kind == EventKind::Rolled) roll = std::make_pair(at, i);
    }
  }
  if (!roll) return std::nullopt;
  const Event& rolled = timeline.step(roll->first).events[roll->second];
  RoundResult r;
  r.turn = timeline.turnAt(roll->first);
  // The combat's start, before its rounds: where it was fought.
  for (std::size_t s = roll->first + 1; s-- > 0 && roll->first - s < kLookBack && r.attackerCell.isEmpty();) {
    const EventLog& events = timeline.step(s).events;
    for (std::size_t i = events.size(); i-- > 0;)
      if (events[i].kind == EventKind::CombatStarted) {
        r.attackerCell = QString::fromStdString(g.board().cellName(events[i].cell));
        r.defenderCell = QString::fromStdString(g.board().cellName(events[i].cell2));
        break;
      }
  }
  r.attackerSide = rolled.side;
  r.attacker = armyName(g, rolled.side);
  r.defender = armyName(g, otherSide(rolled.side));
  for (std::size_t i = 0; i < 4; ++i) r.dice[i] = rolled.dice[i];
  r.totals = rolled.totals;
  r.modifiers.attacker = rolled.attackerModifiers;
  r.modifiers.defender = rolled.defenderModifiers;
  wordModifiers(r.modifiers.attacker, g);
  wordModifiers(r.modifiers.defender, g);
  // What followed the roll, up to `position`.
  QStringList casualties;
  QString victory;
  bool ended = false;
  for (std::size_t s = roll->first; s < position; ++s) {
    const EventLog& events = timeline.step(s).events;
    for (std::size_t i = s == roll->first ? roll->second + 1 : 0; i < events.size(); ++i) {
      const Event& e = events[i];
      if (e.kind == EventKind::Rolled) break;  // not reached: the roll is the newest
      if (e.kind == EventKind::Casualty) casualties << dataText(sc.typeOf(e.unit).name);
      if (e.kind == EventKind::CombatEnded) ended = true;
      if (e.kind == EventKind::Victory)
        victory = LastRound::tr("%1 wins the battle: %2").arg(sideName(g, e.side), victoryWords(victoryReason(e)));
    }
  }
  r.combatOver = ended || !victory.isEmpty();
  if (r.totals[0] == r.totals[1]) {
    r.tie = true;
    r.result = LastRound::tr("Tie: the combat ends, no loss");
  } else {
    const bool attackerWins = r.totals[0] > r.totals[1];
    const SideIndex winnerSide = attackerWins ? rolled.side : otherSide(rolled.side);
    r.winnerSide = winnerSide;
    // The players, who choose: "Alexander wins the round ... chooses which".
    const QString winner = sideName(g, winnerSide);
    const QString loser = sideName(g, otherSide(winnerSide));
    r.result = casualties.isEmpty()
                   ? LastRound::tr("%1 wins the round: %2 loses a unit, %1 chooses which").arg(winner, loser)
                   : LastRound::tr("%1 wins the round: %2 eliminated").arg(winner, casualties.join(QStringLiteral(", ")));
  }
  if (!victory.isEmpty()) r.result += QStringLiteral(" — ") + victory;
  return r;
}

}  // namespace hydaspes::client
