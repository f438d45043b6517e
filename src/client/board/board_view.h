// The view on the board: fits the window, zooms with the wheel and Ctrl +/-,
// pans by scrolling. While the facing arrows show, the wheel and the arrow
// keys turn the proposed facing and Enter confirms it; otherwise the arrow
// keys move the cell cursor and Enter acts on its cell.
#pragma once

#include <QGraphicsView>

namespace hydaspes::client {

class FacingPicker;

class BoardView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit BoardView(QGraphicsScene* scene, QWidget* parent = nullptr);
  void zoomIn();
  void zoomOut();
  void fitBoard();

 protected:
  void wheelEvent(QWheelEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;
  void mousePressEvent(QMouseEvent* e) override;
  void focusInEvent(QFocusEvent* e) override;
  void focusOutEvent(QFocusEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;

 private:
  void zoomBy(qreal factor);
  FacingPicker* shownPicker() const;
  qreal zoom_ = 1.0;  // relative to "fit"
};

}  // namespace hydaspes::client
