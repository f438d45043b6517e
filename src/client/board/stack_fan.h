// A stack opened out: every counter of it side by side beside its cell, the
// top one first, under a caption ("Alexander's stack in b2, facing S: 12
// units"). Shown while the pointer rests on a stack of two or more, gone when
// it leaves; it takes no clicks, so the board under it stays playable.
#pragma once

#include <QGraphicsItem>

#include "board/stack_item.h"

namespace hydaspes::client {

class StackFan : public QGraphicsItem {
 public:
  StackFan();
  // Opens `look` beside the cell whose top-left corner is `cellCorner`,
  // inside `within` (the scene's rectangle); `viewScale`: the view's zoom
  // (the fan is drawn at screen size).
  void open(const StackLook& look, const QString& caption, QPointF cellCorner, const QRectF& within, qreal viewScale);
  const StackLook& look() const { return look_; }
  QRectF boundingRect() const override;
  void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget* widget) override;

 private:
  StackLook look_;
  QString caption_;
  QSizeF size_;
  int columns_ = 1;
};

}  // namespace hydaspes::client
