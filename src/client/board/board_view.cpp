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
  // The ground (terrain, names, labels) is drawn once per zoom and size and
  // kept; a frame blits it and paints the counters on top.
  setCacheMode(QGraphicsView::CacheBackground);
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
  auto* board = qobject_cast<BoardScene*>(scene());
  if (!picker && board) {
    // The cell cursor: arrows move it, Enter or Space acts on its cell (pick
    // up a stack, drop it, choose a target), Escape puts a stack back. The
    // first of these keys shows it where it is; Enter or Space then waits
    // for the next press, so nothing is done on a cell not yet seen.
    const int key = e->key();
    const bool arrow = key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    const bool act = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space;
    if ((arrow || act) && !board->cursorShown()) {
      board->setCursorShown(true);
      if (act) {
        e->accept();
        return;
      }
    }
    switch (key) {
      case Qt::Key_Left: board->moveCursor(-1, 0); break;
      case Qt::Key_Right: board->moveCursor(1, 0); break;
      case Qt::Key_Up: board->moveCursor(0, -1); break;
      case Qt::Key_Down: board->moveCursor(0, 1); break;
      case Qt::Key_Return:
      case Qt::Key_Enter:
      case Qt::Key_Space: emit board->cellActivated(board->cursorCell()); break;
      case Qt::Key_Escape: emit board->gestureCancelled(); break;
      default: QGraphicsView::keyPressEvent(e); return;
    }
    ensureVisible(board->cellCentre(board->cursorCell()).x() - 50, board->cellCentre(board->cursorCell()).y() - 50, 100, 100);
    e->accept();
    return;
  }
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

void BoardView::mousePressEvent(QMouseEvent* e) {
  if (auto* board = qobject_cast<BoardScene*>(scene())) board->setCursorShown(false);  // the mouse plays now
  QGraphicsView::mousePressEvent(e);
}

void BoardView::focusInEvent(QFocusEvent* e) {
  QGraphicsView::focusInEvent(e);
  if (auto* board = qobject_cast<BoardScene*>(scene())) board->setCursorFocused(true);
}

void BoardView::focusOutEvent(QFocusEvent* e) {
  QGraphicsView::focusOutEvent(e);
  if (auto* board = qobject_cast<BoardScene*>(scene())) board->setCursorFocused(false);
}

void BoardView::resizeEvent(QResizeEvent* e) {
  QGraphicsView::resizeEvent(e);
  fitBoard();
}

}  // namespace hydaspes::client
