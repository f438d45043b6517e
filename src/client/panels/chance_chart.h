// Alexander's winning chance over a game, as a line from the first action
// to the last: above the middle Alexander leads, below Porus does; the
// flagged actions are red dots, the action on screen a vertical mark. A
// click on the chart picks the nearest action.
#pragma once

#include <QWidget>
#include <vector>

namespace hydaspes::client {

class ChanceChart : public QWidget {
  Q_OBJECT
 public:
  explicit ChanceChart(QWidget* parent = nullptr);
  // One value per action start (and the end), in [0, 1]; `flagged`: the
  // indices of actions to mark.
  void setValues(std::vector<double> alexander, std::vector<int> flagged);
  void setCurrent(int action);  // -1: none
  int actionAt(QPointF p) const;
  QPointF pointOf(int action) const;  // where action `action` is drawn
  QSize sizeHint() const override { return {320, 150}; }
  QSize minimumSizeHint() const override { return {160, 90}; }

 signals:
  void actionClicked(int action);

 protected:
  void paintEvent(QPaintEvent*) override;
  void mousePressEvent(QMouseEvent* e) override;

 private:
  QRectF plot() const;
  std::vector<double> values_;
  std::vector<int> flagged_;
  int current_ = -1;
};

}  // namespace hydaspes::client
