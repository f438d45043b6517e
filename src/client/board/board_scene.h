// The board: cells, stacks and the facing picker, drawn from what the
// controller hands it. Gestures leave as signals.
#pragma once

#include <QBasicTimer>
#include <QGraphicsScene>
#include <optional>
#include <vector>

#include "board/board_motion.h"
#include "board/board_trail.h"
#include "board/cell_item.h"
#include "board/stack_item.h"
#include "hydaspes/cell_set.h"

namespace hydaspes::client {

class CellCursor;
class FacingPicker;
class CellMarks;
class StackFan;
class TrailLayer;

class BoardScene : public QGraphicsScene {
  Q_OBJECT
 public:
  explicit BoardScene(QObject* parent = nullptr);

  void build(const Board& board);
  // The stacks as they are now; `motion` says how the last action got there
  // (slides, eliminations), played at the animation speed.
  void setStacks(const std::vector<StackLook>& stacks, const BoardMotion& motion = {});
  void setAnimationSpeed(AnimationSpeed speed) { speed_ = speed; }
  AnimationSpeed animationSpeed() const { return speed_; }
  void setHighlights(const CellSet& cells, Highlight h);
  void clearHighlights();
  // Shows the arrows on `c`, proposing `current` when they newly appear.
  void showFacingPicker(Cell c, Facing current);
  FacingPicker* facingPicker() const { return picker_; }
  void hideFacingPicker();
  bool facingPickerShown() const;
  std::optional<Cell> cellAt(QPointF scenePos) const;
  QPointF cellCentre(Cell c) const;
  QPointF cellCorner(Cell c) const;  // where a stack item in `c` stands
  StackItem* stackAt(Cell c) const;
  CellItem* cellItem(Cell c) const;
  // Cells a tutorial step points at, framed in gold; none: cleared.
  void setMarkedCells(const std::vector<Cell>& cells);
  std::size_t markedCellCount() const;
  // Arrows over the board for what was done (a catch-up); none: cleared.
  void setTrails(const std::vector<BoardTrail>& trails);
  std::vector<BoardTrail> trails() const;
  // A stack of two or more opens into a fan of its counters while the
  // pointer rests on it (stack_fan.h), or when a click on it is not a move.
  void openFan(const StackLook& look);
  void openFanAt(Cell c);  // the stack in `c`, if it has two or more counters
  // No fan opens by hovering `c` until the pointer has left it: a gesture
  // just ended there (a drop, a pick from its menu).
  void quietFan(Cell c);
  void closeFan();
  bool fanOpen() const;
  const StackFan* fan() const;
  static constexpr int kFanDelayMs = 350;
  // While blocked (the unit picker lists a stack's units), resting on a
  // stack opens no fan; blocking closes one that is open.
  void setFanBlocked(bool blocked);
  // The units left in a cell while part of its stack is dragged away.
  void setLeftBehind(const std::optional<StackLook>& look);

  // --- the keyboard's cell cursor ---
  Cell cursorCell() const { return cursor_cell_; }
  void setCursorCell(Cell c);
  void moveCursor(int dx, int dy);  // clamped to the board
  void setCursorFocused(bool focused);
  // The cursor shows while the keyboard is in use on the board: from an
  // arrow, Enter or Space until the mouse is pressed on the board (a frame
  // always there read as a selection).
  void setCursorShown(bool shown);
  bool cursorShown() const;
  void setCursorCarrying(bool carrying);

 signals:
  void stackPressed(hydaspes::Cell cell);
  void stackDragMoved(hydaspes::Cell cell, QPointF scenePos);
  void stackDropped(hydaspes::Cell cell, QPointF scenePos);
  void stackClicked(hydaspes::Cell cell);
  void cellClicked(hydaspes::Cell cell);
  void facingChosen(hydaspes::Facing f);
  // Enter on the cursor's cell; Escape.
  void cellActivated(hydaspes::Cell cell);
  void gestureCancelled();

 protected:
  void timerEvent(QTimerEvent* e) override;
  void helpEvent(QGraphicsSceneHelpEvent* e) override;
  void mouseReleaseEvent(QGraphicsSceneMouseEvent* e) override;
  void drawBackground(QPainter* p, const QRectF& rect) override;

 private:
  void onStackHovered(Cell cell, bool entered);
  int columns_ = 0;
  int rows_ = 0;
  std::vector<CellItem*> cells_;
  struct Ground {
    Terrain terrain;
    QString name;
  };
  std::vector<Ground> ground_;  // each cell's terrain and name, drawn as the background
  std::vector<StackItem*> stacks_;
  FacingPicker* picker_ = nullptr;
  CellCursor* cursor_ = nullptr;
  StackItem* leftBehind_ = nullptr;
  TrailLayer* trails_ = nullptr;
  StackFan* fan_ = nullptr;
  CellMarks* marks_ = nullptr;
  QBasicTimer fanTimer_;
  std::optional<Cell> fanCell_;
  std::optional<Cell> fanQuietCell_;
  bool fanBlocked_ = false;
  Cell cursor_cell_ = 0;
  AnimationSpeed speed_ = AnimationSpeed::Off;
};

}  // namespace hydaspes::client
