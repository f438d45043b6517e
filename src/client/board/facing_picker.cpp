#include "board/facing_picker.h"

#include <QGraphicsSceneEvent>
#include <QPainter>
#include <cmath>

#include "board/cell_item.h"

namespace hydaspes::client {

namespace {
// The arrows stand on a rounded square around the counter (70 units wide):
// N, E, S and W at 50 units from the centre, the diagonals at 43 along each
// axis, out past the counter's corners, so none covers its name. They reach
// at most 12 units into a neighbour, whose counter keeps a 15-unit margin,
// so no neighbour is hidden either.
constexpr qreal kRadius = 50.0;
constexpr qreal kDiagonal = 43.0;
constexpr qreal kCorner = 24.0;  // the square's rounding: its corners pass through the diagonals
constexpr qreal kButton = 12.0;
}  // namespace

FacingPicker::FacingPicker() {
  setZValue(200);
  setAcceptHoverEvents(true);
  setToolTip(tr("Choose the facing the units end the move with"));
}

QRectF FacingPicker::boundingRect() const {
  const qreal m = kRadius + kButton + 4 - kCellSize / 2;
  return QRectF(0, 0, kCellSize, kCellSize).adjusted(-m, -m, m, m);
}

QPointF FacingPicker::arrowCentre(Facing f) {
  const int n = static_cast<int>(f);  // clockwise from north
  const qreal a = n * M_PI / 4;
  const qreal sx = std::round(std::sin(a)), sy = std::round(-std::cos(a));  // -1, 0 or 1
  const qreal reach = n % 2 ? kDiagonal : kRadius;
  return {kCellSize / 2 + reach * sx, kCellSize / 2 + reach * sy};
}

void FacingPicker::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  p->setRenderHint(QPainter::Antialiasing);
  p->setPen(QPen(QColor(0, 0, 0, 120), 2, Qt::DashLine));
  p->setBrush(Qt::NoBrush);
  const QPointF centre(kCellSize / 2, kCellSize / 2);
  p->drawRoundedRect(QRectF(centre - QPointF(kRadius, kRadius), QSizeF(2 * kRadius, 2 * kRadius)), kCorner, kCorner);
  for (Facing f : kAllFacings) {
    const QPointF c = arrowCentre(f);
    p->setPen(QPen(Qt::black, 1.5));
    const bool hot = static_cast<int>(f) == hovered_ || f == proposed_;
    p->setPen(QPen(Qt::black, f == proposed_ ? 3.0 : 1.5));
    p->setBrush(hot ? QColor(255, 200, 40) : QColor(255, 245, 200));
    p->drawEllipse(c, kButton, kButton);
    p->save();
    p->translate(c);
    p->rotate(static_cast<int>(f) * 45.0);
    QPolygonF arrow;
    arrow << QPointF(0, -8) << QPointF(-5.5, 4) << QPointF(0, 1) << QPointF(5.5, 4);
    p->setBrush(Qt::black);
    p->drawPolygon(arrow);
    p->restore();
  }
}

void FacingPicker::propose(Facing f) {
  if (f == proposed_) return;
  proposed_ = f;
  update();
  emit proposedChanged(f);
}

void FacingPicker::restart(Facing f) {
  hovered_ = -1;  // a previous pick's hover is over
  proposed_ = f;
  update();
  emit proposedChanged(f);
}

void FacingPicker::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
  if (hovered_ < 0) return;
  hovered_ = -1;
  update();
}

void FacingPicker::turn(int eighths) {
  propose(static_cast<Facing>(((static_cast<int>(proposed_) + eighths) % 8 + 8) % 8));
}

void FacingPicker::mousePressEvent(QGraphicsSceneMouseEvent* e) {
  for (Facing f : kAllFacings) {
    if (QLineF(e->pos(), arrowCentre(f)).length() <= kButton + 2) {
      emit chosen(f);
      e->accept();
      return;
    }
  }
  e->ignore();
}

void FacingPicker::hoverMoveEvent(QGraphicsSceneHoverEvent* e) {
  int h = -1;
  for (Facing f : kAllFacings)
    if (QLineF(e->pos(), arrowCentre(f)).length() <= kButton + 2) h = static_cast<int>(f);
  if (h != hovered_) {
    hovered_ = h;
    update();
  }
}

}  // namespace hydaspes::client
