#include "board/cell_marks.h"

#include <QPainter>

namespace hydaspes::client {

CellMarks::CellMarks() {
  setZValue(8);  // over the cells' highlights, under the counters
  setAcceptedMouseButtons(Qt::NoButton);
  hide();
}

void CellMarks::setCells(std::vector<QRectF> cells) {
  prepareGeometryChange();
  cells_ = std::move(cells);
  bounds_ = QRectF();
  for (const QRectF& r : cells_) bounds_ |= r;
  bounds_.adjust(-4, -4, 4, 4);
  setVisible(!cells_.empty());
  update();
}

QRectF CellMarks::boundingRect() const { return bounds_; }

void CellMarks::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  p->setRenderHint(QPainter::Antialiasing);
  p->setBrush(QColor(255, 215, 0, 45));
  for (const QRectF& r : cells_) {
    p->setPen(QPen(QColor(40, 30, 0, 160), 8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawRoundedRect(r.adjusted(4, 4, -4, -4), 8, 8);
    p->setPen(QPen(QColor(255, 205, 40), 5, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawRoundedRect(r.adjusted(4, 4, -4, -4), 8, 8);
  }
}

}  // namespace hydaspes::client
