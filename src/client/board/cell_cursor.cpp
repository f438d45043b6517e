#include "board/cell_cursor.h"

#include <QPainter>

#include "board/cell_item.h"

namespace hydaspes::client {

CellCursor::CellCursor() {
  setZValue(50);  // above counters, below the facing arrows
  // Its antialiased (dashed) strokes are drawn once per zoom level and then
  // blitted: stroking them again costs about as much as the rest of a frame.
  setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

QRectF CellCursor::boundingRect() const { return {-4, -4, kCellSize + 8, kCellSize + 8}; }

void CellCursor::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  p->setRenderHint(QPainter::Antialiasing);
  const QColor colour = carrying_ ? QColor(255, 170, 0) : QColor(40, 170, 255);
  // Two strokes, dark under light, so the frame shows on every terrain.
  const qreal width = focused_ ? 5 : 2.5;
  p->setBrush(Qt::NoBrush);
  p->setPen(QPen(QColor(20, 20, 20, focused_ ? 200 : 90), width + 3));
  p->drawRoundedRect(QRectF(1, 1, kCellSize - 2, kCellSize - 2), 8, 8);
  QPen pen(focused_ ? colour : colour.lighter(130), width);
  if (!focused_) pen.setStyle(Qt::DashLine);
  p->setPen(pen);
  p->drawRoundedRect(QRectF(1, 1, kCellSize - 2, kCellSize - 2), 8, 8);
}

void CellCursor::setFocused(bool focused) {
  if (focused == focused_) return;
  focused_ = focused;
  update();
}

void CellCursor::setCarrying(bool carrying) {
  if (carrying == carrying_) return;
  carrying_ = carrying;
  update();
}

}  // namespace hydaspes::client
