#include "session/board_gestures.h"

#include <QCoreApplication>
#include <algorithm>

#include "app/words.h"
#include "hydaspes/state.h"
#include "session/game_session.h"
#include "session/move_gesture.h"
#include "session/refusal_words.h"

namespace hydaspes::client {

namespace {
// The context of this file's words in the translations.
struct GestureWords {
  Q_DECLARE_TR_FUNCTIONS(GestureWords)
};

// An attack gesture: an attack card (not move-then-attack) is in play.
bool attackDrag(const GameState& st) {
  return st.pending().kind == ActionKind::Attack && (st.step() == Step::Source || st.step() == Step::Target);
}
}  // namespace

BoardGestures::Drag BoardGestures::press(Cell cell, UnitMask picked) const {
  const GameState& st = session_.state();
  Drag drag;
  if (st.isTerminal()) return drag;  // the battle is decided: nothing to pick up
  if (attackDrag(st)) {
    drag.attack = true;
    GameState copy = st;
    if (copy.step() == Step::Source) {
      if (std::optional<Refusal> why = copy.refusal({Verb::From, cell})) {
        drag.plan.refuse(std::move(*why));
        return drag;
      }
      copy.apply({Verb::From, cell});
      drag.plan.decisions.push_back({Verb::From, cell});
    }
    for (const auto& d : copy.legalDecisions())
      if (d.verb == Verb::At) drag.targets.set(d.arg);
    drag.pickedUp = true;
    return drag;
  }
  // Units ticked in the picker (or already taken) move alone; otherwise the
  // drag takes every unit of the stack that may go.
  if (!picked && st.step() == Step::Units) picked = st.pending().group;
  drag.plan = planGroup(st, std::nullopt, cell, picked);
  if (!drag.plan.ok()) return drag;
  drag.targets = reachableAfter(st, drag.plan);
  const GameState declared = after(st, drag.plan.decisions);
  drag.taken = declared.pending().group;
  if (drag.targets.none()) {
    // Say what stands in the way, from the first neighbour's refusal.
    drag.plan.problem = GestureProblem::GoesNowhere;
    for (Cell n : st.game().board().neighbours(cell))
      if (std::optional<Refusal> why = declared.refusal({Verb::To, n})) {
        drag.plan.refuse(std::move(*why));
        break;
      }
    return drag;
  }
  drag.pickedUp = true;
  return drag;
}

GesturePlan BoardGestures::drop(const Drag& drag, Cell target) const {
  const GameState& st = session_.state();
  if (!drag.attack) return planDrop(st, drag.plan, target);
  GesturePlan plan = drag.plan;
  if (std::optional<Refusal> why = after(st, plan.decisions).refusal({Verb::At, target})) plan.refuse(std::move(*why));
  else plan.decisions.push_back({Verb::At, target});
  return plan;
}

bool BoardGestures::mayPickUp(Cell cell) const {
  const GameState& st = session_.state();
  if (st.isTerminal() || !st.unitsAt(cell)) return false;
  const bool starts = st.step() == Step::Main || st.step() == Step::Source || st.step() == Step::Units;
  return starts && (st.phase() == Phase::Maneuver || attackDrag(st));
}

BoardGestures::Click BoardGestures::click(Cell cell) const {
  const GameState& st = session_.state();
  Click c;
  if (st.isTerminal()) return c;
  const Decision from{Verb::From, cell}, to{Verb::To, cell}, at{Verb::At, cell};
  for (const Decision& d : {to, at, from}) {
    if (!st.isLegal(d)) continue;
    if (d.verb == Verb::From && st.pending().kind != ActionKind::Attack) {
      c.kind = Click::Kind::OpenPicker;  // a move from here: which units, then where
      return c;
    }
    c.kind = Click::Kind::Perform;
    c.plan.decisions = {d};
    return c;
  }
  // A move declared with no unit taken yet: a click on another cell sends
  // every unit of the stack that may go there, as a drag does (testers
  // clicked the highlighted cell, as the turn bar says, and nothing came).
  if (st.step() == Step::Units && !st.pending().group && cell != st.pending().from) {
    c.plan = send(st.pending().from, 0, cell);
    if (c.plan.ok()) {
      c.kind = Click::Kind::Perform;
    } else {
      c.kind = Click::Kind::Explain;
      c.message = gestureWords(c.plan, st.game());
    }
    return c;
  }
  // A click on an own stack in the Maneuver phase: which of its units move.
  const bool mine = st.holder(cell) == st.activeSide();
  if (mine && ((st.step() == Step::Main && st.phase() == Phase::Maneuver) ||
               (st.step() == Step::Units && st.pending().from == cell))) {
    c.kind = Click::Kind::OpenPicker;
    return c;
  }
  QString why;
  if (st.step() == Step::Units && st.pending().group) why = refusedWhy(st, to);
  else if (st.step() == Step::Target) why = refusedWhy(st, at);
  else if (st.step() == Step::Source) why = refusedWhy(st, from);
  if (!why.isEmpty()) {
    c.kind = Click::Kind::Explain;
    c.message = why;
  }
  return c;
}

BoardGestures::Picker BoardGestures::picker(Cell cell) const {
  const GameState& st = session_.state();
  Picker p;
  const GesturePlan source = planSource(st, std::nullopt, cell);
  if (!source.ok()) {
    p.error = gestureWords(source, st.game());
    return p;
  }
  const GameState declared = after(st, source.decisions);
  const Scenario& sc = st.game().scenario();
  const PendingAction& move = declared.pending();
  p.single = !move.freeMove && (move.kind == ActionKind::Move || move.kind == ActionKind::MoveAttack) &&
             st.game().rule(move.card).singleUnit;
  for (UnitMask m = st.unitsAt(cell); m; m &= m - 1) {
    const auto u = static_cast<UnitIndex>(__builtin_ctzll(m));
    PickableUnit unit;
    unit.unit = u;
    unit.name = GestureWords::tr("%1, MM %2").arg(unitWords(st.game(), u)).arg(sc.typeOf(u).maxMove);
    const bool taken = (move.group & unitBit(u)) != 0;
    if (!taken) unit.why = refusedWhy(declared, {Verb::Take, u});
    if (unit.why.isEmpty()) p.allowed |= unitBit(u);
    unit.chosen = unit.why.isEmpty() && !p.single;
    p.units.push_back(unit);
  }
  // Those that may go first, one line each, then the greyed ones with their
  // reasons: a greyed unit's second line among them shifted the rows below
  // it, and a tester's ticks landed on the wrong units.
  std::stable_partition(p.units.begin(), p.units.end(), [](const PickableUnit& u) { return u.why.isEmpty(); });
  if (!p.allowed) p.error = p.units.empty() ? GestureWords::tr("No unit here") : p.units.front().why;
  return p;
}

BoardGestures::Reach BoardGestures::reach(Cell cell, UnitMask chosen) const {
  Reach r;
  if (!chosen) {
    r.error = GestureWords::tr("No unit is ticked");
    return r;
  }
  const GameState& st = session_.state();
  const GesturePlan group = planGroup(st, std::nullopt, cell, chosen);
  if (!group.ok()) r.error = gestureWords(group, st.game());
  else r.cells = reachableAfter(st, group);
  return r;
}

GesturePlan BoardGestures::send(Cell cell, UnitMask chosen, Cell target) const {
  const GameState& st = session_.state();
  return planDrop(st, planGroup(st, std::nullopt, cell, chosen), target);
}

}  // namespace hydaspes::client
