// One cell of the grid as the player touches it: a highlight when a move or
// attack may go there, its name and terrain in a tooltip, clicks. The
// terrain itself is the scene's background (BoardScene::drawBackground).
#pragma once

#include <QGraphicsObject>

#include "hydaspes/board.h"

namespace hydaspes::client {

inline constexpr qreal kCellSize = 100.0;

// Casualty: a stack whose loser must choose a counter to eliminate (K4).
enum class Highlight { None, Reachable, Source, Target, Hover, Rejected, Casualty };

// A cell's ground in the player's language: "Hills", "River".
QString terrainWords(Terrain t);

class CellItem : public QGraphicsObject {
  Q_OBJECT
 public:
  CellItem(Cell cell, Terrain terrain, QString name);
  QRectF boundingRect() const override;
  void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  Cell cell() const { return cell_; }
  void setHighlight(Highlight h);
  Highlight highlight() const { return highlight_; }

 signals:
  void clicked(hydaspes::Cell cell);

 protected:
  void mousePressEvent(QGraphicsSceneMouseEvent* e) override;

 private:
  Cell cell_;
  Terrain terrain_;
  QString name_;
  Highlight highlight_ = Highlight::None;
};

}  // namespace hydaspes::client
