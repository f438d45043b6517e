// Cells a tutorial step points at: a gold dashed frame around each, over the
// terrain and under the counters, so the learner sees where to look.
#pragma once

#include <QGraphicsItem>
#include <vector>

namespace hydaspes::client {

class CellMarks : public QGraphicsItem {
 public:
  CellMarks();
  // The cells' rectangles in scene coordinates; none hides it.
  void setCells(std::vector<QRectF> cells);
  std::size_t count() const { return cells_.size(); }
  QRectF boundingRect() const override;
  void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;

 private:
  std::vector<QRectF> cells_;
  QRectF bounds_;
};

}  // namespace hydaspes::client
