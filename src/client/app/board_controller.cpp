#include "app/board_controller.h"

#include <QCursor>
#include <array>
#include <QGraphicsView>
#include <QMenu>


#include "app/stack_looks.h"
#include "app/unit_picker.h"
#include "app/words.h"
#include "session/refusal_words.h"
#include "board/facing_picker.h"

namespace hydaspes::client {

BoardController::BoardController(GameSession* session, BoardScene* scene)
    : QObject(scene), session_(session), scene_(scene), gestures_(*session) {
  connect(scene_, &BoardScene::stackPressed, this, &BoardController::onStackPressed);
  connect(scene_, &BoardScene::stackDragMoved, this, &BoardController::onStackDragMoved);
  connect(scene_, &BoardScene::stackDropped, this, &BoardController::onStackDropped);
  connect(scene_, &BoardScene::stackClicked, this, &BoardController::onCellClicked);
  connect(scene_, &BoardScene::cellClicked, this, &BoardController::onCellClicked);
  connect(scene_, &BoardScene::facingChosen, this, &BoardController::onFacingChosen);
  connect(scene_, &BoardScene::cellActivated, this, &BoardController::onCellActivated);
  connect(scene_, &BoardScene::gestureCancelled, this, [this] { cancelKeyboardPickUp(); });
  connect(session_, &GameSession::changed, this, [this] { closedTicks_.reset(); });
}

void BoardController::show(const BoardLook& look, const Observation& seen, const BoardMotion& motion) {
  cancelKeyboardPickUp(false);  // the game changed under it
  closePicker();
  scene_->setLeftBehind(std::nullopt);
  shown_ = {look, seen};
  scene_->setStacks(shown_.board.stacks, motion);
  showStepHighlights();
}

// The highlights of the step the game waits for, as the presentation says.
void BoardController::showStepHighlights() {
  scene_->clearHighlights();
  scene_->hideFacingPicker();
  scene_->setHighlights(shown_.board.sources, Highlight::Source);
  scene_->setHighlights(shown_.board.reachable, Highlight::Reachable);
  scene_->setHighlights(shown_.board.targets, Highlight::Target);
  scene_->setHighlights(shown_.board.declared, Highlight::Hover);
  scene_->setHighlights(shown_.board.casualties, Highlight::Casualty);
  if (shown_.board.facing) {
    scene_->showFacingPicker(shown_.board.facing->cell, shown_.board.facing->facing);
    if (StackItem* arriving = scene_->stackAt(shown_.board.facing->cell)) arriving->setFacing(scene_->facingPicker()->proposed());
  }
}

// Gestures change only a game in progress; a replay is watched.
bool BoardController::playing() {
  if (session_->hasGame()) return true;
  emit message(tr("This is a replay: choose Play from here to take over the game at this point"));
  return false;
}

void BoardController::onStackPressed(Cell cell) {
  dragging_ = false;
  if (!playing()) return;
  if (shown_.board.casualties[cell]) {  // its click lists the counters to lose (K4): no drag to refuse
    drag_ = {};
    return;
  }
  drag_ = gestures_.press(cell, selection_ && selection_->cell == cell ? selection_->chosen : UnitMask{0});
  if (!drag_.plan.ok()) {
    emit message(gestureWords(drag_.plan, session_->game()));  // said at once, not only on the drop
    return;
  }
  if (!drag_.pickedUp) return;
  dragging_ = true;
  if (!drag_.attack) showSplit(cell, drag_.taken);
  scene_->clearHighlights();
  CellSet src;
  src.set(cell);
  scene_->setHighlights(src, Highlight::Source);
  scene_->setHighlights(drag_.targets, drag_.attack ? Highlight::Target : Highlight::Reachable);
}

void BoardController::onStackDragMoved(Cell, QPointF) {}

// While part of a stack is dragged, the dragged counter shows only the units
// taken and the source those left; `taken` 0 puts the stack back whole.
void BoardController::showSplit(Cell cell, UnitMask taken) {
  StackItem* item = scene_->stackAt(cell);
  if (!item) return;
  const Observation& o = shown_.observation;
  const Game& g = session_->game();
  const UnitMask all = unitsIn(o, cell);
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
  const auto snapBack = [&](const QString& why) {
    if (auto* item = scene_->stackAt(cell)) item->snapBack();
    showSplit(cell, 0);
    if (selection_) showSelection();  // the choice stays
    else showStepHighlights();
    if (!why.isEmpty()) emit message(why);
  };
  if (!dragging_ || !target || *target == cell) {
    snapBack(dragging_ ? QString() : gestureWords(drag_.plan, session_->game()));
    dragging_ = false;
    return;
  }
  const GesturePlan plan = gestures_.drop(drag_, *target);
  dragging_ = false;
  if (!plan.ok()) {
    snapBack(gestureWords(plan, session_->game()));
    return;
  }
  // Refused by the session (a lesson's step, the computer's turn): the
  // stack goes home at once, as any refused drop does.
  if (!applyOrExplain(plan)) snapBack(QString());
}

// Enter on the cursor's cell: drop what the keyboard carries there; else
// pick up the stack there; else act as a click on the cell.
void BoardController::onCellActivated(Cell cell) {
  if (!playing()) return;
  if (keyboardPickUp_) {
    const Cell from = *keyboardPickUp_;
    cancelKeyboardPickUp(false);
    dropOn(from, cell);
    return;
  }
  if (scene_->stackAt(cell) && gestures_.mayPickUp(cell)) {
    onStackPressed(cell);
    if (dragging_) {
      keyboardPickUp_ = cell;
      scene_->setCursorCarrying(true);
      emit message(tr("Picked up the stack in %1: move with the arrow keys, Enter to put it down, Escape to cancel")
                       .arg(QString::fromStdString(session_->game().board().cellName(cell))));
    }
    return;
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

bool BoardController::applyOrExplain(const GesturePlan& plan) {
  QString why;
  if (!plan.ok()) {
    emit message(gestureWords(plan, session_->game()));
    return false;
  }
  if (session_->applyAll(plan.decisions, &why)) return true;
  emit message(why);
  return false;
}

void BoardController::onCellClicked(Cell cell) {
  if (!playing()) {
    scene_->openFanAt(cell);  // a look at the stack, as hovering gives
    return;
  }
  if (shown_.board.casualties[cell]) {
    chooseCasualty(cell);
    return;
  }
  // With units chosen in the picker, a click elsewhere is where they go.
  if (selection_ && cell != selection_->cell) {
    const GesturePlan plan = gestures_.send(selection_->cell, selection_->chosen, cell);
    if (!plan.ok()) {
      emit message(gestureWords(plan, session_->game()));  // the choice stays
      return;
    }
    applyOrExplain(plan);
    return;
  }
  const BoardGestures::Click click = gestures_.click(cell);
  switch (click.kind) {
    case BoardGestures::Click::Kind::Nothing: scene_->openFanAt(cell); break;
    case BoardGestures::Click::Kind::Perform: applyOrExplain(click.plan); break;
    case BoardGestures::Click::Kind::OpenPicker: {
      const bool reopened = closedTicks_ && closedTicks_->cell == cell;
      openPicker(cell, reopened ? closedTicks_->chosen : 0);
      break;
    }
    case BoardGestures::Click::Kind::Explain:
      emit message(click.message);
      scene_->openFanAt(cell);  // the click was not a move: it shows what stands there
      break;
  }
}

// The picker for the stack in `cell`: its units, ticked when the move may
// take them (all of those at first, or those of `keep` among them), greyed
// with the reason when not.
void BoardController::openPicker(Cell cell, UnitMask keep, bool sayWhyNot) {
  BoardGestures::Picker p = gestures_.picker(cell);
  if (!p.error.isEmpty()) {
    if (sayWhyNot) emit message(p.error);
    return;
  }
  // A card that moves one unit only keeps a tick only when one was ticked.
  UnitMask chosen = p.single ? 0 : p.allowed;
  if ((keep & p.allowed) && (!p.single || __builtin_popcountll(keep & p.allowed) == 1)) {
    chosen = keep & p.allowed;
    for (PickableUnit& u : p.units) u.chosen = (chosen & unitBit(u.unit)) != 0;
  }
  selection_ = Selection{cell, chosen};
  if (picker_) {
    const QString where = QString::fromStdString(session_->game().board().cellName(cell));
    scene_->setFanBlocked(true);  // the picker lists the units: no fan beside it
    picker_->open(p.single ? tr("Stack in %1: this card moves one unit only. Tick it, then drag the stack or click where it goes")
                                 .arg(where)
                           : tr("Stack in %1: tick the units that move, then drag the stack or click where they go").arg(where),
                  p.units, p.single);
    if (auto* view = qobject_cast<QGraphicsView*>(picker_->parentWidget())) placePicker(*view, cell, gestures_.reach(cell, p.allowed).cells);
  }
  showSelection();
}

// K4: a click on the losing stack lists its counters; the one picked is lost.
void BoardController::chooseCasualty(Cell cell) {
  const Game& g = session_->game();
  QMenu menu;
  menu.setTitle(tr("Choose the casualty"));
  // "Eliminate King Porus", "Eliminate one of 8 Punjab Infantry": each item says what it does.
  for (const UnitChoice& c : unitChoices(g.scenario(), shown_.observation.units, shown_.observation.legal))
    if (shown_.observation.units[c.decision.arg].cell == cell)
      menu.addAction(unitChoiceText(g, c).replace(QLatin1Char('&'), QStringLiteral("&&")))->setData(static_cast<int>(c.decision.arg));
  QAction* picked = menu.exec(QCursor::pos());
  scene_->quietFan(cell);  // the pointer rests on the stack just picked from
  if (!picked || !picked->data().isValid()) return;
  QString why;
  if (!session_->apply({Verb::Kill, static_cast<std::uint8_t>(picked->data().toInt())}, &why)) emit message(why);
}

std::optional<BoardController::Ticked> BoardController::ticked() const {
  if (!selection_ || !picker_ || !picker_->isVisible()) return std::nullopt;
  return Ticked{selection_->cell, selection_->chosen};
}

void BoardController::keepTicked(const Ticked& t) {
  // Only where the card's move may start: no word when it may not.
  if (session_->hasGame()) openPicker(t.cell, t.units, false);
}

void BoardController::closePicker() {
  selection_.reset();
  if (picker_) picker_->hide();
  scene_->setFanBlocked(false);
}

void BoardController::setUnitPicker(UnitPicker* picker) {
  picker_ = picker;
  connect(picker_, &UnitPicker::changed, this, [this](UnitMask chosen) {
    if (!selection_) return;
    selection_->chosen = chosen;
    showSelection();
  });
  connect(picker_, &UnitPicker::closed, this, [this] {
    closedTicks_ = selection_;
    selection_.reset();
    scene_->setFanBlocked(false);
    showStepHighlights();
  });
}

// Where the chosen units may go, or why they cannot move.
// In the corner of the board where it hides the fewest of the cells the
// units may reach, and never the stack itself; of equal corners, a top one
// on the side away from the stack.
void BoardController::placePicker(const QGraphicsView& view, Cell cell, const CellSet& reachable) {
  const QRect room = view.viewport()->rect();
  const QSize size = picker_->size();
  constexpr int kMargin = 8;
  const QPoint stack = view.mapFromScene(scene_->cellCentre(cell));
  const bool stackLeft = stack.x() < room.width() / 2;
  const int left = kMargin, right = room.width() - size.width() - kMargin;
  const int top = kMargin, bottom = room.height() - size.height() - kMargin;
  const std::array<QPoint, 4> corners{QPoint(stackLeft ? right : left, top), QPoint(stackLeft ? left : right, top),
                                      QPoint(stackLeft ? right : left, bottom), QPoint(stackLeft ? left : right, bottom)};
  const int half = static_cast<int>(view.transform().m11() * kCellSize / 2);
  const auto covered = [&](QPoint corner) {
    const QRect over(corner, size);
    int cost = over.adjusted(-half, -half, half, half).contains(stack) ? 1000 : 0;
    for (std::size_t c = 0; c < reachable.size(); ++c)
      if (reachable.test(c) && over.contains(view.mapFromScene(scene_->cellCentre(static_cast<Cell>(c))))) ++cost;
    return cost;
  };
  QPoint best = corners[0];
  int least = covered(best);
  for (std::size_t i = 1; i < corners.size(); ++i)
    if (const int cost = covered(corners[i]); cost < least) least = cost, best = corners[i];
  picker_->move(best);
}

void BoardController::showSelection() {
  if (!selection_) return;
  scene_->clearHighlights();
  CellSet src;
  src.set(selection_->cell);
  scene_->setHighlights(src, Highlight::Source);
  const BoardGestures::Reach reach = gestures_.reach(selection_->cell, selection_->chosen);
  if (!reach.error.isEmpty()) {
    emit message(reach.error);
    return;
  }
  scene_->setHighlights(reach.cells, Highlight::Reachable);
}

void BoardController::onFacingChosen(Facing f) {
  if (!playing()) return;
  QString why;
  if (!session_->apply({Verb::Face, static_cast<std::uint8_t>(f)}, &why)) emit message(why);
}

}  // namespace hydaspes::client
