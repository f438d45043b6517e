// The view on the board: fits the window, zooms with the wheel and Ctrl +/-,
// pans by scrolling.
#pragma once

#include <QGraphicsView>

namespace hydaspes::client {

class BoardView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit BoardView(QGraphicsScene* scene, QWidget* parent = nullptr);
  void zoomIn();
  void zoomOut();
  void fitBoard();

 protected:
  void wheelEvent(QWheelEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;

 private:
  void zoomBy(qreal factor);
  qreal zoom_ = 1.0;  // relative to "fit"
};

}  // namespace hydaspes::client
