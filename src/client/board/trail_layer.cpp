#include "board/trail_layer.h"

#include <QPainter>
#include <QtMath>

#include "board/art.h"

namespace hydaspes::client {

namespace {
constexpr qreal kMargin = 16;  // the arrowheads and pen reach past the centres

QPainterPath lineThrough(const std::vector<QPointF>& points) {
  QPainterPath path;
  if (points.empty()) return path;
  path.moveTo(points.front());
  for (std::size_t i = 1; i < points.size(); ++i) path.lineTo(points[i]);
  return path;
}

// An arrowhead at `tip`, pointing away from `from`.
QPolygonF head(QPointF from, QPointF tip, qreal size) {
  const qreal angle = std::atan2(tip.y() - from.y(), tip.x() - from.x());
  const auto at = [&](qreal turn, qreal length) {
    return tip - QPointF(std::cos(angle + turn) * length, std::sin(angle + turn) * length);
  };
  return QPolygonF({tip, at(M_PI / 7, size), at(0, size * 0.6), at(-M_PI / 7, size)});
}
}  // namespace

TrailLayer::TrailLayer() {
  hide();
  setAcceptedMouseButtons(Qt::NoButton);  // the board under it stays playable
  setAcceptHoverEvents(false);
}

void TrailLayer::setTrails(std::vector<Drawn> trails, qreal endGap) {
  prepareGeometryChange();
  trails_ = std::move(trails);
  endGap_ = endGap;
  bounds_ = QRectF();
  for (const Drawn& d : trails_)
    for (const QPointF& p : d.points) bounds_ |= QRectF(p, QSizeF(1, 1));
  bounds_ = bounds_.adjusted(-kMargin, -kMargin, kMargin, kMargin);
  setVisible(!trails_.empty());  // nothing to draw: the view skips it
  update();
}

QRectF TrailLayer::boundingRect() const { return bounds_; }

void TrailLayer::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  p->setRenderHint(QPainter::Antialiasing);
  // The faint ones first, so the current one lies on top.
  for (int pass = 0; pass < 2; ++pass)
    for (const Drawn& d : trails_) {
      if (d.trail.current != (pass == 1) || d.points.size() < 2) continue;
      const bool attack = d.trail.kind == BoardTrail::Kind::Attack;
      QColor colour = attack ? QColor(0xc0, 0x20, 0x10) : Art::sideColour(d.trail.side);
      colour.setAlphaF(d.trail.current ? 0.95f : 0.4f);
      const qreal width = d.trail.current ? 6 : 4;
      // A light casing under the line keeps it visible on any terrain.
      QColor casing(255, 255, 255, d.trail.current ? 200 : 90);
      // The last leg stops short of the counter it points at.
      std::vector<QPointF> points = d.points;
      const QPointF from = points[points.size() - 2];
      const QPointF leg = points.back() - from;
      const qreal length = std::hypot(leg.x(), leg.y());
      if (length > endGap_ * 1.2) points.back() -= leg * (endGap_ / length);
      const QPointF tip = points.back();
      const QPainterPath line = lineThrough(points);
      p->setBrush(Qt::NoBrush);
      p->setPen(QPen(casing, width + 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
      p->drawPath(line);
      QPen pen(colour, width, attack ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
      p->setPen(pen);
      p->drawPath(line);
      p->setPen(QPen(casing, 1.5));
      p->setBrush(colour);
      p->drawPolygon(head(from, tip, d.trail.current ? 22 : 16));
    }
}

}  // namespace hydaspes::client
