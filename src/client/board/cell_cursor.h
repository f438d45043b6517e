// The keyboard's place on the board: a frame around one cell, moved by the
// arrow keys. Bright while the board has the keyboard focus, faint otherwise,
// so the player always sees where Enter will act.
#pragma once

#include <QGraphicsItem>

#include "hydaspes/board.h"

namespace hydaspes::client {

class CellCursor : public QGraphicsItem {
 public:
  CellCursor();
  QRectF boundingRect() const override;
  void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  void setFocused(bool focused);
  // A stack is picked up with the keyboard: the frame says so.
  void setCarrying(bool carrying);

 private:
  bool focused_ = false;
  bool carrying_ = false;
};

}  // namespace hydaspes::client
