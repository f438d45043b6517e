#include "session/catch_up.h"
#include "session/action_words.h"

#include "hydaspes/action_text.h"
#include "hydaspes/match.h"
#include "hydaspes/state.h"

#include <algorithm>

namespace hydaspes::client {

std::vector<BoardTrail> CatchUp::trails(std::size_t current) const {
  std::vector<BoardTrail> out;
  for (std::size_t i = 0; i < steps.size(); ++i)
    for (BoardTrail t : steps[i].trails) {
      t.current = i == current;
      out.push_back(std::move(t));
    }
  return out;
}

CatchUp catchUpFor(const Match& match, SideIndex viewer) {
  CatchUp out;
  out.viewer = viewer;
  const std::vector<MatchAction>& actions = match.actions();
  const ReplayTimeline& timeline = match.timeline();
  const auto rolled = [&](const MatchAction& action) {
    for (std::size_t k = action.first; k < action.end; ++k)
      for (const Event& e : timeline.step(k).events)
        if (e.kind == EventKind::Rolled) return true;
    return false;
  };
  std::size_t first = actions.size();
  while (first > 0 && actions[first - 1].maker != viewer) --first;
  if (first > 0 && first < actions.size() && rolled(actions[first - 1])) --first;  // the round it rolled, unseen
  const Game& game = timeline.at(0).game();
  for (std::size_t a = first; a < actions.size(); ++a) {
    const MatchAction& action = actions[a];
    CatchUpStep step;
    step.firstDecision = action.first;
    step.maker = action.maker;
    step.line = actionLine(describeAction(timeline, action.first, action.end), game);
    for (std::size_t k = action.first; k < action.end; ++k)
      for (const Event& e : timeline.step(k).events) {
        if (e.kind == EventKind::Moved && e.path.size() >= 2)
          step.trails.push_back({BoardTrail::Kind::Move, e.path, e.side, false});
        if (e.kind == EventKind::CombatStarted && e.cell != kNoCell && e.cell2 != kNoCell)
          step.trails.push_back({BoardTrail::Kind::Attack, {e.cell, e.cell2}, e.side, false});
        if (e.kind == EventKind::Rolled) step.combat = true;
      }
    // A round rolled by an answer: its arrow from the combat it belongs to.
    const bool arrow = std::any_of(step.trails.begin(), step.trails.end(),
                                   [](const BoardTrail& t) { return t.kind == BoardTrail::Kind::Attack; });
    if (step.combat && !arrow) {
      const GameState before = timeline.at(action.first);
      const Combat& c = before.combat();
      if (c.active) step.trails.push_back({BoardTrail::Kind::Attack, {c.attackerCell, c.defenderCell}, before.activeSide(), false});
    }
    // The record's last action, a move declared and not yet made (the viewer
    // may negate it): its arrow from where it starts to where it would go.
    if (a + 1 == actions.size()) {
      const GameState& now = timeline.at(action.end);
      const PendingAction& p = now.pending();
      if (now.step() == Step::NegateWindow && p.from != kNoCell && p.to != kNoCell)
        step.trails.push_back({BoardTrail::Kind::Move, {p.from, p.to}, action.maker, false});
    }
    out.steps.push_back(std::move(step));
  }
  return out;
}

}  // namespace hydaspes::client
