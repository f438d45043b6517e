#include "app/board_controller.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

#include "app/words.h"
#include "board/facing_picker.h"

namespace hydaspes::client {

BoardController::BoardController(GameSession* session, BoardScene* scene, QWidget* dialogParent)
    : QObject(scene), session_(session), scene_(scene), dialogParent_(dialogParent) {
  connect(scene_, &BoardScene::stackPressed, this, &BoardController::onStackPressed);
  connect(scene_, &BoardScene::stackDragMoved, this, &BoardController::onStackDragMoved);
  connect(scene_, &BoardScene::stackDropped, this, &BoardController::onStackDropped);
  connect(scene_, &BoardScene::stackClicked, this, &BoardController::onCellClicked);
  connect(scene_, &BoardScene::cellClicked, this, &BoardController::onCellClicked);
  connect(scene_, &BoardScene::facingChosen, this, &BoardController::onFacingChosen);
  connect(scene_, &BoardScene::cellActivated, this, &BoardController::onCellActivated);
  connect(scene_, &BoardScene::gestureCancelled, this, [this] { cancelKeyboardPickUp(); });
}

void BoardController::refresh() {
  if (!session_->hasGame()) return;
  cancelKeyboardPickUp(false);  // the game changed under it
  const GameState& st = session_->state();
  const Game& g = st.game();
  const Scenario& sc = g.scenario();
  const Observation o = session_->observation();
  std::vector<StackLook> stacks;
  // While the facing of a move is chosen, its units are shown where they go
  // (and the source keeps those left behind).
  const bool arriving = o.step == Step::Facing && o.pending.group && o.pending.to != kNoCell;
  const auto shownCell = [&](std::size_t u) {
    return arriving && (o.pending.group & unitBit(static_cast<UnitIndex>(u))) ? o.pending.to : o.units[u].cell;
  };
  for (int c = 0; c < g.board().cellCount(); ++c) {
    StackLook look;
    look.cell = static_cast<Cell>(c);
    look.arriving = arriving && c == o.pending.to;
    int top = -1;
    int topRank = -1;
    bool allMoved = true;
    for (std::size_t u = 0; u < o.units.size(); ++u) {
      const UnitStatus& us = o.units[u];
      if (!us.alive || shownCell(u) != c) continue;
      const UnitType& type = sc.typeOf(static_cast<UnitIndex>(u));
      const bool leader = type.tags & (sc.findTag("leader") ? TagMask{1} << *sc.findTag("leader") : 0);
      const int rank = type.mainLeader ? 3 : leader ? 2 : 1;
      if (rank > topRank) top = static_cast<int>(u), topRank = rank;
      look.side = sc.units[u].side;
      look.facing = us.facing;
      look.leader = look.leader || leader;
      allMoved = allMoved && us.moved;
      ++look.count;
      look.units << QStringLiteral("%1 (%2), MM %3%4")
                        .arg(QString::fromStdString(type.name), QString::fromStdString(sc.units[u].id))
                        .arg(type.maxMove)
                        .arg(us.moved ? tr(", moved this turn") : QString());
    }
    if (top < 0) continue;
    const UnitType& topType = sc.typeOf(static_cast<UnitIndex>(top));
    look.topName = QString::fromStdString(topType.shortName);
    look.topSymbol = QString::fromStdString(topType.symbol);
    look.topMaxMove = topType.maxMove;
    look.movedAll = allMoved && o.active == look.side;
    look.units.prepend(tr("%1 stack in %2, facing %3:")
                           .arg(sideName(g, static_cast<SideIndex>(look.side)), QString::fromStdString(g.board().cellName(look.cell)),
                                QString::fromLatin1(facingName(look.facing).data())));
    stacks.push_back(look);
  }
  scene_->setStacks(stacks);
  showStepHighlights();
}

void BoardController::showStepHighlights() {
  scene_->clearHighlights();
  scene_->hideFacingPicker();
  const GameState& st = session_->state();
  if (st.isTerminal()) return;
  CellSet from, to, at;
  for (const auto& d : st.legalDecisions()) {
    if (d.verb == Verb::From) from.set(d.arg);
    if (d.verb == Verb::To) to.set(d.arg);
    if (d.verb == Verb::At) at.set(d.arg);
  }
  scene_->setHighlights(from, Highlight::Source);
  scene_->setHighlights(to, Highlight::Reachable);
  scene_->setHighlights(at, Highlight::Target);
  if (st.step() == Step::Units || st.step() == Step::Target || st.step() == Step::Facing) {
    CellSet src;
    src.set(st.pending().from);
    scene_->setHighlights(src, Highlight::Source);
  }
  if (st.step() == Step::NegateWindow || st.step() == Step::CancelWindow) {
    // The declared move, not yet made: where it starts and where it goes.
    CellSet src, dst;
    src.set(st.pending().from);
    dst.set(st.pending().to);
    scene_->setHighlights(src, Highlight::Source);
    scene_->setHighlights(dst, Highlight::Hover);
  }
  if (st.combat().active) {
    CellSet a, d;
    a.set(st.combat().attackerCell);
    d.set(st.combat().defenderCell);
    scene_->setHighlights(a, Highlight::Source);
    scene_->setHighlights(d, Highlight::Target);
  }
  if (st.step() == Step::Facing && st.pending().group) {
    scene_->showFacingPicker(st.pending().to, st.units()[static_cast<std::size_t>(__builtin_ctzll(st.pending().group))].facing);
    if (StackItem* arriving = scene_->stackAt(st.pending().to)) arriving->setFacing(scene_->facingPicker()->proposed());
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
    // Units already picked in the stack inspector move alone; otherwise the
    // drag takes the whole stack.
    const UnitMask picked = st.step() == Step::Units ? st.pending().group : UnitMask{0};
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
  scene_->clearHighlights();
  CellSet src;
  src.set(cell);
  scene_->setHighlights(src, Highlight::Source);
  scene_->setHighlights(dragTargets_, attackDrag() ? Highlight::Target : Highlight::Reachable);
}

void BoardController::onStackDragMoved(Cell, QPointF) {}

void BoardController::onStackDropped(Cell cell, QPointF scenePos) { dropOn(cell, scene_->cellAt(scenePos)); }

// The end of a drag, by mouse or keyboard: the stack picked up in `cell` is
// put down on `target` (none: off the board).
void BoardController::dropOn(Cell cell, std::optional<Cell> target) {
  const GameState& st = session_->state();
  const auto snapBack = [&](const QString& why) {
    if (auto* item = scene_->stackAt(cell)) item->snapBack();
    showStepHighlights();
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
  const Decision from{Verb::From, cell}, to{Verb::To, cell}, at{Verb::At, cell};
  for (const Decision& d : {to, at, from}) {
    if (st.isLegal(d)) {
      if (d.verb == Verb::From && st.pending().kind != ActionKind::Attack) {
        // A move from here: pick the units, then the destination.
        const UnitMask units = pickUnits(cell);
        if (!units) return;
        applyOrExplain(planGroup(st, std::nullopt, cell, units));
        return;
      }
      applyOrExplain({{d}, ""});
      return;
    }
  }
  // A click on an own stack in the Maneuver phase opens the inspector.
  const bool mine = st.holder(cell) == st.activeSide();
  if (mine && ((st.step() == Step::Main && st.phase() == Phase::Maneuver) ||
               (st.step() == Step::Units && st.pending().from == cell))) {
    const GesturePlan probe = planGroup(st, std::nullopt, cell, 0);
    if (!probe.ok()) {
      emit message(QString::fromStdString(probe.error));
      return;
    }
    const UnitMask units = pickUnits(cell);
    if (units) applyOrExplain(planGroup(st, std::nullopt, cell, units));
    return;
  }
  if (st.step() == Step::Units && st.pending().group)
    emit message(QString::fromStdString(st.whyIllegal(to)));
  else if (st.step() == Step::Target)
    emit message(QString::fromStdString(st.whyIllegal(at)));
  else if (st.step() == Step::Source)
    emit message(QString::fromStdString(st.whyIllegal(from)));
}

void BoardController::onFacingChosen(Facing f) {
  QString why;
  if (!session_->apply({Verb::Face, static_cast<std::uint8_t>(f)}, &why)) emit message(why);
}

UnitMask BoardController::pickUnits(Cell cell) {
  const GameState& st = session_->state();
  const Scenario& sc = st.game().scenario();
  QDialog dialog(dialogParent_);
  dialog.setObjectName(QStringLiteral("stackInspector"));
  dialog.setWindowTitle(tr("Stack in %1").arg(QString::fromStdString(st.game().board().cellName(cell))));
  auto* layout = new QVBoxLayout(&dialog);
  layout->addWidget(new QLabel(tr("Tick the units that move together:"), &dialog));
  auto* list = new QListWidget(&dialog);
  for (UnitMask m = st.unitsAt(cell); m; m &= m - 1) {
    const auto u = static_cast<UnitIndex>(__builtin_ctzll(m));
    const bool moved = st.units()[u].moved;
    auto* item = new QListWidgetItem(QStringLiteral("%1 — MM %2%3")
                                         .arg(unitWords(st.game(), u))
                                         .arg(sc.typeOf(u).maxMove)
                                         .arg(moved ? tr(" (has moved)") : QString()),
                                     list);
    item->setData(Qt::UserRole, u);
    item->setFlags(moved ? Qt::NoItemFlags : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(moved ? Qt::Unchecked : Qt::Checked);
  }
  list->setMinimumWidth(list->sizeHintForColumn(0) + 40);  // whole names, no sideways scrolling
  layout->addWidget(list);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
  connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  layout->addWidget(buttons);
  if (dialog.exec() != QDialog::Accepted) return 0;
  UnitMask picked = 0;
  for (int i = 0; i < list->count(); ++i)
    if (list->item(i)->checkState() == Qt::Checked) picked |= unitBit(static_cast<UnitIndex>(list->item(i)->data(Qt::UserRole).toInt()));
  return picked;
}

}  // namespace hydaspes::client
