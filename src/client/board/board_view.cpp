#include "board/board_view.h"

#include <QKeyEvent>
#include <QWheelEvent>

#include "board/board_scene.h"
#include "board/facing_picker.h"

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

FacingPicker* BoardView::shownPicker() const {
  auto* board = qobject_cast<BoardScene*>(scene());
  return board && board->facingPickerShown() ? board->facingPicker() : nullptr;
}

void BoardView::wheelEvent(QWheelEvent* e) {
  if (FacingPicker* picker = shownPicker()) {
    picker->turn(e->angleDelta().y() > 0 ? -1 : 1);
    e->accept();
    return;
  }
  zoomBy(e->angleDelta().y() > 0 ? 1.15 : 1 / 1.15);
  e->accept();
}

void BoardView::keyPressEvent(QKeyEvent* e) {
  FacingPicker* picker = shownPicker();
  if (!picker) {
    QGraphicsView::keyPressEvent(e);
    return;
  }
  switch (e->key()) {
    case Qt::Key_Left: picker->turn(-1); break;
    case Qt::Key_Right: picker->turn(1); break;
    case Qt::Key_Up: picker->propose(Facing::N); break;
    case Qt::Key_Down: picker->propose(Facing::S); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: picker->confirm(); break;
    default: QGraphicsView::keyPressEvent(e); return;
  }
  e->accept();
}

void BoardView::resizeEvent(QResizeEvent* e) {
  QGraphicsView::resizeEvent(e);
  fitBoard();
}

}  // namespace hydaspes::client
