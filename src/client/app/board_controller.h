// Turns gestures on the board into engine decisions: drag a stack to move it
// (the free move, or the card just played), drop it on an enemy stack to
// attack, click a stack to pick which units move, click a highlighted cell,
// pick a facing. Draws stacks and highlights from the session.
#pragma once

#include <QObject>
#include <QPointF>
#include <optional>

#include "board/board_scene.h"
#include "session/game_session.h"
#include "session/board_gestures.h"

class QGraphicsView;
class QWidget;

namespace hydaspes::client {

class UnitPicker;

class BoardController : public QObject {
  Q_OBJECT
 public:
  // The stack being dragged may be put down in `cell` to move there (not an attack).
  bool movesTo(Cell cell) const { return dragging_ && !drag_.attack && drag_.targets[cell]; }
  // The units the drag carries (0: none, or an attack).
  UnitMask carried() const { return dragging_ && !drag_.attack ? drag_.taken : 0; }
  BoardController(GameSession* session, BoardScene* scene);
  // Draws the board part of the presentation; `seen` is the observation it
  // was built from (for the counters of a stack split by a drag).
  // `motion`: how the last action got there, played once.
  void show(const BoardLook& look, const Observation& seen, const BoardMotion& motion = {});
  // The panel that says which units of a stack move (non-modal).
  void setUnitPicker(UnitPicker* picker);
  // The units ticked in the open picker, and their stack's cell.
  struct Ticked {
    Cell cell = kNoCell;
    UnitMask units = 0;
  };
  std::optional<Ticked> ticked() const;
  // A move card chosen with the picker open (testers ticked the units
  // first): the picker opens again on that stack with the same units
  // ticked, as far as the card may take them.
  void keepTicked(const Ticked& t);

 signals:
  void message(const QString& text);

 private slots:
  void onStackPressed(Cell cell);
  void onStackDragMoved(Cell cell, QPointF scenePos);
  void onStackDropped(Cell cell, QPointF scenePos);
  void onCellClicked(Cell cell);
  void onFacingChosen(Facing f);
  void onCellActivated(Cell cell);
  void cancelKeyboardPickUp(bool redraw = true);

 private:
  bool playing();
  void chooseCasualty(Cell cell);
  void dropOn(Cell cell, std::optional<Cell> target);
  void showStepHighlights();
  bool applyOrExplain(const GesturePlan& plan);  // false: refused, and said why
  // keep: the units to tick (0: all that may go); sayWhyNot: a message when no move starts there.
  void openPicker(Cell cell, UnitMask keep = 0, bool sayWhyNot = true);
  void closePicker();
  void showSelection();
  void placePicker(const QGraphicsView& view, Cell cell, const CellSet& reachable);
  void showSplit(Cell cell, UnitMask taken);

  GameSession* session_;
  BoardScene* scene_;
  BoardGestures gestures_;
  BoardGestures::Drag drag_;
  bool dragging_ = false;
  std::optional<Cell> keyboardPickUp_;  // a stack picked up with Enter
  // Units ticked in the picker for the stack in `cell`.
  struct Selection {
    Cell cell = kNoCell;
    UnitMask chosen = 0;
  };
  std::optional<Selection> selection_;
  // The ticks of a picker the player closed: a tester unticked Alexander,
  // closed the panel, opened it again on the same stack and found him
  // ticked. They hold until the game changes (GameSession::changed).
  std::optional<Selection> closedTicks_;
  UnitPicker* picker_ = nullptr;
  struct Shown {
    BoardLook board;
    Observation observation;
  };
  Shown shown_;  // what the board shows between gestures
};

}  // namespace hydaspes::client
