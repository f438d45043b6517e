// Draws BoardTrails over the board: each move as a line through the centres
// of its cells with an arrowhead at the end, each attack as a dashed line
// with a bar across its head. The current trail strong, the others faint.
// Painted as paths, so an SVG export keeps them as vectors.
#pragma once

#include <QGraphicsItem>
#include <QPainterPath>
#include <vector>

#include "board/board_trail.h"

namespace hydaspes::client {

class TrailLayer : public QGraphicsItem {
 public:
  struct Drawn {
    BoardTrail trail;
    std::vector<QPointF> points;  // the cells' centres, in scene coordinates
  };
  TrailLayer();
  // `endGap`: how far before the last centre an arrow stops, so its head
  // points at the counter there instead of covering it.
  void setTrails(std::vector<Drawn> trails, qreal endGap);
  const std::vector<Drawn>& trails() const { return trails_; }
  QRectF boundingRect() const override;
  void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;

 private:
  std::vector<Drawn> trails_;
  qreal endGap_ = 0;
  QRectF bounds_;
};

}  // namespace hydaspes::client
