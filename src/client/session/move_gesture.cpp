#include "session/move_gesture.h"
#include "session/refusal_words.h"

#include <algorithm>

namespace hydaspes::client {

namespace {
bool legalIn(const GameState& st, const Decision& d) { return st.isLegal(d); }

// Adds `d` to the plan if legal on `st` (and applies it), else records why.
bool step(GameState& st, GesturePlan& plan, const Decision& d) {
  const std::string why = refusedWhy(st, d);
  if (!why.empty()) {
    plan.error = why;
    return false;
  }
  st.apply(d);
  plan.decisions.push_back(d);
  return true;
}
}  // namespace

std::string awaitedFirst(const GameState& st) {
  switch (st.step()) {
    case Step::NegateWindow: return "Not now: answer the move first (negate it, or let it stand)";
    case Step::CancelWindow: return "Not now: answer the negate first (cancel it, or let it stand)";
    case Step::AttackerSupport:
    case Step::DefenderResponse: return "Not now: answer the combat first (play a card for it, or pass)";
    case Step::Casualty: return "Not now: choose the casualty first";
    case Step::ContinueOrBreak: return "Not now: fight on or break off first";
    case Step::DeceptionPick: return "Not now: pick the card to discard from the revealed hand first";
    case Step::Facing: return "Not now: choose the facing of the move first";
    case Step::Target: return "Not now: choose the stack to attack first";
    case Step::GameOver: return "The battle is decided";
    default: return "No move is being made now";
  }
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
        plan.error = st.freeMoveUsed() ? "The free move is used: choose a move card in your hand first" : plan.error;
        return plan;
      }
    } else if (st.phase() == Phase::Attack) {
      if (!card) {
        plan.error = "Choose a card in your hand to attack with";
        return plan;
      }
      if (!step(st, plan, {Verb::Attack, *card})) return plan;
    } else {
      plan.error = "Units move only in the Maneuver phase";
      return plan;
    }
  }
  if (st.step() == Step::Source && !step(st, plan, {Verb::From, from})) return plan;
  if (st.step() != Step::Units) {
    plan.error = awaitedFirst(st);
    return plan;
  }
  if (st.pending().from != from) plan.error = "This move starts from " + st.game().board().cellName(st.pending().from);
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
  std::string firstWhy;
  for (UnitMask m = wanted; m; m &= m - 1) {
    const Decision take{Verb::Take, static_cast<std::uint8_t>(__builtin_ctzll(m))};
    const std::string why = refusedWhy(st, take);
    if (why.empty()) {
      st.apply(take);
      plan.decisions.push_back(take);
    } else if (units) {
      plan.error = why;  // a unit the player picked cannot go
      return plan;
    } else if (firstWhy.empty()) {
      firstWhy = why;
    }
  }
  if (!st.pending().group) plan.error = firstWhy.empty() ? "No unit here can make this move" : firstWhy;
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
      plan.error = "Attacks are made in the Attack phase";
      return plan;
    }
    if (!card) {
      plan.error = "Choose a card in your hand to attack with";
      return plan;
    }
    if (!step(st, plan, {Verb::Attack, *card})) return plan;
  }
  if (st.step() == Step::Source && !step(st, plan, {Verb::From, from})) return plan;
  if (st.step() != Step::Target) {
    plan.error = "No attack is being declared now";
    return plan;
  }
  step(st, plan, {Verb::At, target});
  return plan;
}

}  // namespace hydaspes::client
