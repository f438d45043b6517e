// A stack of counters in one cell, drawn from the observation: the top
// counter (side colour, unit symbol, short name, MM), the number of units
// and a facing arrow. It can be dragged; it reports gestures, nothing more.
#pragma once

#include <QFont>
#include <QGraphicsObject>
#include <QStringList>
#include <vector>

#include "board/counter_face.h"
#include "hydaspes/board.h"
#include "hydaspes/facing.h"

namespace hydaspes::client {

struct StackLook {
  Cell cell = kNoCell;
  int side = 0;
  Facing facing = Facing::N;
  int count = 0;
  QString topName;    // short name of the top counter
  QString topSymbol;  // "cavalry", ...
  int topMaxMove = 0;
  bool leader = false;
  QStringList units;  // "Alexander the Great, MM 6", for the tooltip
  std::vector<CounterFace> counters;  // every counter, the top one first (the fan)
  bool movedAll = false;
  bool arriving = false;  // the units of a move whose facing is being chosen, shown where they go
  bool operator==(const StackLook&) const = default;
};

class StackItem : public QGraphicsObject {
  Q_OBJECT
 public:
  explicit StackItem(StackLook look);
  QRectF boundingRect() const override;
  void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  const StackLook& look() const { return look_; }
  void snapBack();
  // Where the counter rests (its cell's corner); puts it there.
  void setHome(QPointF home);
  void setFacing(Facing f);
  void setLook(StackLook look);

 signals:
  void pressed(hydaspes::Cell cell);
  void dragMoved(hydaspes::Cell cell, QPointF scenePos);
  void dropped(hydaspes::Cell cell, QPointF scenePos);
  void clicked(hydaspes::Cell cell);
  // The pointer came onto the counter (true) or left it (false).
  void hovered(hydaspes::Cell cell, bool entered);

 protected:
  void hoverEnterEvent(QGraphicsSceneHoverEvent* e) override;
  void hoverLeaveEvent(QGraphicsSceneHoverEvent* e) override;
  void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
  void mouseMoveEvent(QGraphicsSceneMouseEvent* e) override;
  void mouseReleaseEvent(QGraphicsSceneMouseEvent* e) override;

 private:
  StackLook look_;
  QPointF home_;
  QPointF grabOffset_;
  bool dragging_ = false;
};

}  // namespace hydaspes::client
