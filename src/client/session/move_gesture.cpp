#include "session/move_gesture.h"

#include <algorithm>

namespace hydaspes::client {

namespace {
bool legalIn(const GameState& st, const Decision& d) { return st.isLegal(d); }

// Adds `d` to the plan if legal on `st` (and applies it), else records why.
bool step(GameState& st, GesturePlan& plan, const Decision& d) {
  if (std::optional<Refusal> why = st.refusal(d)) {
    plan.refuse(std::move(*why));
    return false;
  }
  st.apply(d);
  plan.decisions.push_back(d);
  return true;
}
}  // namespace

void awaitFirst(const GameState& st, GesturePlan& plan) {
  plan.problem = GestureProblem::Awaiting;
  plan.awaited = st.step();
}

GameState after(const GameState& st, const std::vector<Decision>& ds) {
  GameState copy = st;
  for (const auto& d : ds) copy.apply(d);
  return copy;
}

GesturePlan planSource(const GameState& original, CardChoice card, Cell from) {
  GesturePlan plan;
  GameState st = original;
  if (st.step() == Step::Main) {
    if (st.phase() == Phase::Maneuver) {
      if (card) {
        if (!step(st, plan, {Verb::Move, *card})) return plan;
      } else if (!step(st, plan, {Verb::MoveFree, 0})) {
        if (st.freeMoveUsed()) plan.problem = GestureProblem::FreeMoveUsed;
        return plan;
      }
    } else if (st.phase() == Phase::Attack) {
      if (!card) {
        plan.problem = GestureProblem::AttackNeedsCard;
        return plan;
      }
      if (!step(st, plan, {Verb::Attack, *card})) return plan;
    } else {
      plan.problem = GestureProblem::MovesInManeuver;
      return plan;
    }
  }
  if (st.step() == Step::Source && !step(st, plan, {Verb::From, from})) return plan;
  if (st.step() != Step::Units) {
    awaitFirst(st, plan);
    return plan;
  }
  if (st.pending().from != from) {
    plan.problem = GestureProblem::MoveStartsElsewhere;
    plan.cell = st.pending().from;
  }
  return plan;
}

GesturePlan planGroup(const GameState& original, CardChoice card, Cell from, UnitMask units) {
  GesturePlan plan = planSource(original, card, from);
  if (!plan.ok()) return plan;
  GameState st = after(original, plan.decisions);
  const UnitMask here = st.unitsAt(from);
  const UnitMask wanted = (units ? units : here) & ~st.pending().group;
  if (!units && legalIn(st, {Verb::TakeAll, 0}) && !st.pending().group) {
    step(st, plan, {Verb::TakeAll, 0});
    return plan;
  }
  std::optional<Refusal> firstWhy;
  for (UnitMask m = wanted; m; m &= m - 1) {
    const Decision take{Verb::Take, static_cast<std::uint8_t>(__builtin_ctzll(m))};
    std::optional<Refusal> why = st.refusal(take);
    if (!why) {
      st.apply(take);
      plan.decisions.push_back(take);
    } else if (units) {
      plan.refuse(std::move(*why));  // a unit the player picked cannot go
      return plan;
    } else if (!firstWhy) {
      firstWhy = std::move(why);
    }
  }
  if (!st.pending().group) {
    if (firstWhy) plan.refuse(std::move(*firstWhy));
    else plan.problem = GestureProblem::NoUnitCanMove;
  }
  return plan;
}

CellSet reachableAfter(const GameState& st, const GesturePlan& plan) {
  if (!plan.ok()) return {};
  return after(st, plan.decisions).reachableForPending();
}

GesturePlan planDrop(const GameState& st, const GesturePlan& group, Cell to) {
  GesturePlan plan = group;
  if (!plan.ok()) return plan;
  GameState copy = after(st, plan.decisions);
  step(copy, plan, {Verb::To, to});
  return plan;
}

GesturePlan planAttack(const GameState& original, CardChoice card, Cell from, Cell target) {
  GesturePlan plan;
  GameState st = original;
  if (st.step() == Step::Main) {
    if (st.phase() != Phase::Attack) {
      plan.problem = GestureProblem::AttacksInAttack;
      return plan;
    }
    if (!card) {
      plan.problem = GestureProblem::AttackNeedsCard;
      return plan;
    }
    if (!step(st, plan, {Verb::Attack, *card})) return plan;
  }
  if (st.step() == Step::Source && !step(st, plan, {Verb::From, from})) return plan;
  if (st.step() != Step::Target) {
    plan.problem = GestureProblem::NoAttackDeclared;
    return plan;
  }
  step(st, plan, {Verb::At, target});
  return plan;
}

}  // namespace hydaspes::client
