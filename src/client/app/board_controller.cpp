#include "app/board_controller.h"

#include <QGraphicsView>


#include "app/stack_looks.h"
#include "app/unit_picker.h"
#include "app/words.h"
#include "board/facing_picker.h"

namespace hydaspes::client {

BoardController::BoardController(GameSession* session, BoardScene* scene)
    : QObject(scene), session_(session), scene_(scene) {
  connect(scene_, &BoardScene::stackPressed, this, &BoardController::onStackPressed);
  connect(scene_, &BoardScene::stackDragMoved, this, &BoardController::onStackDragMoved);
  connect(scene_, &BoardScene::stackDropped, this, &BoardController::onStackDropped);
  connect(scene_, &BoardScene::stackClicked, this, &BoardController::onCellClicked);
  connect(scene_, &BoardScene::cellClicked, this, &BoardController::onCellClicked);
  connect(scene_, &BoardScene::facingChosen, this, &BoardController::onFacingChosen);
  connect(scene_, &BoardScene::cellActivated, this, &BoardController::onCellActivated);
  connect(scene_, &BoardScene::gestureCancelled, this, [this] { cancelKeyboardPickUp(); });
}

void BoardController::show(const BoardLook& look) {
  if (!session_->hasGame()) return;
  cancelKeyboardPickUp(false);  // the game changed under it
  closePicker();
  scene_->setLeftBehind(std::nullopt);
  shown_ = look;
  scene_->setStacks(shown_.stacks);
  showStepHighlights();
}

// The highlights of the step the game waits for, as the presentation says.
void BoardController::showStepHighlights() {
  scene_->clearHighlights();
  scene_->hideFacingPicker();
  scene_->setHighlights(shown_.sources, Highlight::Source);
  scene_->setHighlights(shown_.reachable, Highlight::Reachable);
  scene_->setHighlights(shown_.targets, Highlight::Target);
  scene_->setHighlights(shown_.declared, Highlight::Hover);
  if (shown_.facing) {
    scene_->showFacingPicker(shown_.facing->cell, shown_.facing->facing);
    if (StackItem* arriving = scene_->stackAt(shown_.facing->cell)) arriving->setFacing(scene_->facingPicker()->proposed());
  }
}

// An attack gesture: an attack card (not move-then-attack) is in play.
bool BoardController::attackDrag() const {
  const GameState& st = session_->state();
  return st.pending().kind == ActionKind::Attack && (st.step() == Step::Source || st.step() == Step::Target);
}

void BoardController::onStackPressed(Cell cell) {
  const GameState& st = session_->state();
  dragging_ = false;
  drag_ = {};
  dragTargets_.reset();
  if (st.isTerminal()) return;
  if (attackDrag()) {
    GameState copy = st;
    if (copy.step() == Step::Source) {
      if (!copy.isLegal({Verb::From, cell})) return;
      copy.apply({Verb::From, cell});
      drag_.decisions.push_back({Verb::From, cell});
    }
    for (const auto& d : copy.legalDecisions())
      if (d.verb == Verb::At) dragTargets_.set(d.arg);
  } else {
    // Units ticked in the picker (or already taken) move alone; otherwise
    // the drag takes every unit of the stack that may go.
    const UnitMask picked = selection_ && selection_->cell == cell ? selection_->chosen
                            : st.step() == Step::Units              ? st.pending().group
                                                                    : UnitMask{0};
    drag_ = planGroup(st, std::nullopt, cell, picked);
    if (!drag_.ok()) {
      emit message(QString::fromStdString(drag_.error));  // said at once, not only on the drop
      return;
    }
    dragTargets_ = reachableAfter(st, drag_);
    if (dragTargets_.none()) {
      // Say what stands in the way, from the first neighbour's refusal.
      const GameState declared = after(st, drag_.decisions);
      std::string why = "These units can go nowhere with this move";
      for (Cell n : st.game().board().neighbours(cell))
        if (auto w = declared.whyIllegal({Verb::To, n}); !w.empty()) {
          why = w;
          break;
        }
      drag_.error = why;
      emit message(QString::fromStdString(why));
      return;
    }
  }
  dragging_ = true;
  if (!attackDrag()) showSplit(cell, after(st, drag_.decisions).pending().group);
  scene_->clearHighlights();
  CellSet src;
  src.set(cell);
  scene_->setHighlights(src, Highlight::Source);
  scene_->setHighlights(dragTargets_, attackDrag() ? Highlight::Target : Highlight::Reachable);
}

void BoardController::onStackDragMoved(Cell, QPointF) {}

// While part of a stack is dragged, the dragged counter shows only the units
// taken and the source those left; `taken` 0 puts the stack back whole.
void BoardController::showSplit(Cell cell, UnitMask taken) {
  StackItem* item = scene_->stackAt(cell);
  if (!item) return;
  const Observation o = session_->observation();
  const Game& g = session_->game();
  const UnitMask all = session_->state().unitsAt(cell);
  if (!taken || taken == all) {
    if (auto whole = stackLook(g, o, cell, all)) item->setLook(*whole);
    scene_->setLeftBehind(std::nullopt);
    return;
  }
  if (auto moving = stackLook(g, o, cell, taken)) item->setLook(*moving);
  scene_->setLeftBehind(stackLook(g, o, cell, all & ~taken));
}

void BoardController::onStackDropped(Cell cell, QPointF scenePos) { dropOn(cell, scene_->cellAt(scenePos)); }

// The end of a drag, by mouse or keyboard: the stack picked up in `cell` is
// put down on `target` (none: off the board).
void BoardController::dropOn(Cell cell, std::optional<Cell> target) {
  const GameState& st = session_->state();
  const auto snapBack = [&](const QString& why) {
    if (auto* item = scene_->stackAt(cell)) item->snapBack();
    showSplit(cell, 0);
    if (selection_) showSelection();  // the choice stays
    else showStepHighlights();
    if (!why.isEmpty()) emit message(why);
  };
  if (!dragging_ || !target || *target == cell) {
    snapBack(dragging_ || st.isTerminal() ? QString() : QString::fromStdString(drag_.error));
    dragging_ = false;
    return;
  }
  GesturePlan plan;
  if (attackDrag()) {
    plan = drag_;
    GameState copy = after(st, plan.decisions);
    const std::string why = copy.whyIllegal({Verb::At, *target});
    if (why.empty()) plan.decisions.push_back({Verb::At, *target});
    else plan.error = why;
  } else {
    plan = planDrop(st, drag_, *target);
  }
  dragging_ = false;
  if (!plan.ok()) {
    snapBack(QString::fromStdString(plan.error));
    return;
  }
  applyOrExplain(plan);
}

// Enter on the cursor's cell: drop what the keyboard carries there; else
// pick up the stack there; else act as a click on the cell.
void BoardController::onCellActivated(Cell cell) {
  if (keyboardPickUp_) {
    const Cell from = *keyboardPickUp_;
    cancelKeyboardPickUp(false);
    dropOn(from, cell);
    return;
  }
  if (scene_->stackAt(cell) && !session_->state().isTerminal()) {
    const GameState& st = session_->state();
    const bool starts = st.step() == Step::Main || st.step() == Step::Source || st.step() == Step::Units;
    if (starts && (st.phase() == Phase::Maneuver || attackDrag())) {
      onStackPressed(cell);
      if (dragging_) {
        keyboardPickUp_ = cell;
        scene_->setCursorCarrying(true);
        emit message(tr("Picked up the stack in %1: move with the arrow keys, Enter to put it down, Escape to cancel")
                         .arg(QString::fromStdString(st.game().board().cellName(cell))));
      }
      return;
    }
  }
  onCellClicked(cell);
}

void BoardController::cancelKeyboardPickUp(bool redraw) {
  const bool carried = keyboardPickUp_.has_value();
  keyboardPickUp_.reset();
  scene_->setCursorCarrying(false);
  if (carried && redraw) {
    dragging_ = false;
    showStepHighlights();
  }
}

void BoardController::applyOrExplain(const GesturePlan& plan) {
  QString why;
  if (!plan.ok()) {
    emit message(QString::fromStdString(plan.error));
    return;
  }
  if (!session_->applyAll(plan.decisions, &why)) emit message(why);
}

void BoardController::onCellClicked(Cell cell) {
  const GameState& st = session_->state();
  if (st.isTerminal()) return;
  // With units chosen in the picker, a click elsewhere is where they go.
  if (selection_ && cell != selection_->cell) {
    const GesturePlan group = planGroup(st, std::nullopt, selection_->cell, selection_->chosen);
    const GesturePlan plan = planDrop(st, group, cell);
    if (!plan.ok()) {
      emit message(QString::fromStdString(plan.error));  // the choice stays
      return;
    }
    applyOrExplain(plan);
    return;
  }
  const Decision from{Verb::From, cell}, to{Verb::To, cell}, at{Verb::At, cell};
  for (const Decision& d : {to, at, from}) {
    if (st.isLegal(d)) {
      if (d.verb == Verb::From && st.pending().kind != ActionKind::Attack) {
        openPicker(cell);  // a move from here: which units, then where
        return;
      }
      applyOrExplain({{d}, ""});
      return;
    }
  }
  // A click on an own stack in the Maneuver phase: which of its units move.
  const bool mine = st.holder(cell) == st.activeSide();
  if (mine && ((st.step() == Step::Main && st.phase() == Phase::Maneuver) ||
               (st.step() == Step::Units && st.pending().from == cell))) {
    openPicker(cell);
    return;
  }
  if (st.step() == Step::Units && st.pending().group)
    emit message(QString::fromStdString(st.whyIllegal(to)));
  else if (st.step() == Step::Target)
    emit message(QString::fromStdString(st.whyIllegal(at)));
  else if (st.step() == Step::Source)
    emit message(QString::fromStdString(st.whyIllegal(from)));
}

// The picker for the stack in `cell`: its units, ticked when the move may
// take them (all of those at first), greyed with the reason when not.
void BoardController::openPicker(Cell cell) {
  const GameState& st = session_->state();
  const GesturePlan source = planSource(st, std::nullopt, cell);
  if (!source.ok()) {
    emit message(QString::fromStdString(source.error));
    return;
  }
  const GameState declared = after(st, source.decisions);
  const Scenario& sc = st.game().scenario();
  std::vector<PickableUnit> units;
  UnitMask allowed = 0;
  for (UnitMask m = st.unitsAt(cell); m; m &= m - 1) {
    const auto u = static_cast<UnitIndex>(__builtin_ctzll(m));
    PickableUnit p;
    p.unit = u;
    p.name = tr("%1, MM %2").arg(unitWords(st.game(), u)).arg(sc.typeOf(u).maxMove);
    const bool taken = (declared.pending().group & unitBit(u)) != 0;
    if (!taken) p.why = QString::fromStdString(declared.whyIllegal({Verb::Take, u}));
    p.chosen = p.why.isEmpty();
    if (p.chosen) allowed |= unitBit(u);
    units.push_back(p);
  }
  if (!allowed) {
    emit message(units.empty() ? tr("No unit here") : units.front().why);
    return;
  }
  selection_ = Selection{cell, allowed};
  if (picker_) {
    const QString where = QString::fromStdString(st.game().board().cellName(cell));
    picker_->open(tr("Stack in %1: tick the units that move, then drag the stack or click where they go").arg(where), units);
    // Over the half of the board away from the stack, so it hides neither
    // the stack nor, mostly, where it goes.
    if (auto* view = qobject_cast<QGraphicsView*>(picker_->parentWidget())) {
      const QPoint at = view->mapFromScene(scene_->cellCentre(cell));
      const int width = view->viewport()->width();
      picker_->move(at.x() < width / 2 ? width - picker_->width() - 8 : 8, 8);
    }
  }
  showSelection();
}

void BoardController::closePicker() {
  selection_.reset();
  if (picker_) picker_->hide();
}

void BoardController::setUnitPicker(UnitPicker* picker) {
  picker_ = picker;
  connect(picker_, &UnitPicker::changed, this, [this](UnitMask chosen) {
    if (!selection_) return;
    selection_->chosen = chosen;
    showSelection();
  });
  connect(picker_, &UnitPicker::closed, this, [this] {
    selection_.reset();
    showStepHighlights();
  });
}

// Where the chosen units may go, or why they cannot move.
void BoardController::showSelection() {
  if (!selection_) return;
  const GameState& st = session_->state();
  scene_->clearHighlights();
  CellSet src;
  src.set(selection_->cell);
  scene_->setHighlights(src, Highlight::Source);
  if (!selection_->chosen) {
    emit message(tr("No unit is ticked"));
    return;
  }
  const GesturePlan group = planGroup(st, std::nullopt, selection_->cell, selection_->chosen);
  if (!group.ok()) {
    emit message(QString::fromStdString(group.error));
    return;
  }
  scene_->setHighlights(reachableAfter(st, group), Highlight::Reachable);
}

void BoardController::onFacingChosen(Facing f) {
  QString why;
  if (!session_->apply({Verb::Face, static_cast<std::uint8_t>(f)}, &why)) emit message(why);
}

}  // namespace hydaspes::client
