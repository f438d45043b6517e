#include "board/board_view.h"

#include <QWheelEvent>

namespace hydaspes::client {

BoardView::BoardView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
  setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setDragMode(QGraphicsView::NoDrag);
  setMinimumSize(480, 300);
  setFrameShape(QFrame::NoFrame);
}

void BoardView::fitBoard() {
  resetTransform();
  fitInView(sceneRect(), Qt::KeepAspectRatio);
  scale(zoom_, zoom_);
}

void BoardView::zoomBy(qreal factor) {
  zoom_ = std::clamp(zoom_ * factor, 1.0, 4.0);
  fitBoard();
}

void BoardView::zoomIn() { zoomBy(1.25); }
void BoardView::zoomOut() { zoomBy(0.8); }

void BoardView::wheelEvent(QWheelEvent* e) {
  zoomBy(e->angleDelta().y() > 0 ? 1.15 : 1 / 1.15);
  e->accept();
}

void BoardView::resizeEvent(QResizeEvent* e) {
  QGraphicsView::resizeEvent(e);
  fitBoard();
}

}  // namespace hydaspes::client
