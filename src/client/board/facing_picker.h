// Eight arrows around a cell: the player picks the facing a move ends with,
// by clicking an arrow, or by turning the proposed arrow (wheel, arrow keys,
// forwarded by the view) and confirming it (Enter).
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

  Facing proposed() const { return proposed_; }
  void propose(Facing f);
  // Shown anew on a cell: `f` proposed, no arrow hovered.
  void restart(Facing f);
  void turn(int eighths);  // clockwise; negative turns back
  void confirm() { emit chosen(proposed_); }

 signals:
  void chosen(hydaspes::Facing f);
  void proposedChanged(hydaspes::Facing f);

 protected:
  void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
  void hoverMoveEvent(QGraphicsSceneHoverEvent* e) override;
  void hoverLeaveEvent(QGraphicsSceneHoverEvent* e) override;

 private:
  int hovered_ = -1;
  Facing proposed_ = Facing::N;
};

}  // namespace hydaspes::client
