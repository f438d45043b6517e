// Eight arrows around a cell: the player picks the facing a move ends with.
#pragma once

#include <QGraphicsObject>

#include "hydaspes/facing.h"

namespace hydaspes::client {

class FacingPicker : public QGraphicsObject {
  Q_OBJECT
 public:
  FacingPicker();
  QRectF boundingRect() const override;
  void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  // The arrow's centre, relative to the picker (which sits on the cell).
  static QPointF arrowCentre(Facing f);

 signals:
  void chosen(hydaspes::Facing f);

 protected:
  void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
  void hoverMoveEvent(QGraphicsSceneHoverEvent* e) override;

 private:
  int hovered_ = -1;
};

}  // namespace hydaspes::client
