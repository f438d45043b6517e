#include "board/stack_item.h"

#include <QGraphicsSceneMouseEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QWidget>
#include <cmath>
#include <utility>

#include "board/art.h"
#include "board/cell_item.h"
#include "board/counter_face.h"

namespace hydaspes::client {

namespace {
constexpr qreal kCounter = 70.0;

// A lone counter says what it is in a tooltip; a stack opens into its fan.
QString toolTipOf(const StackLook& look) { return look.count < 2 ? look.units.join(QLatin1Char('\n')) : QString(); }
}  // namespace

StackItem::StackItem(StackLook look) : look_(std::move(look)) {
  setToolTip(toolTipOf(look_));
  setZValue(10);
  setCursor(Qt::OpenHandCursor);
  setAcceptHoverEvents(true);
  // Drawn once per zoom level, then blitted: a frame stays cheap (make bench).
  setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

QRectF StackItem::boundingRect() const { return {0, 0, kCellSize, kCellSize}; }

void StackItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget* widget) {
  p->setRenderHint(QPainter::Antialiasing);
  const QPointF c(kCellSize / 2, kCellSize / 2);
  const QRectF body(c.x() - kCounter / 2, c.y() - kCounter / 2, kCounter, kCounter);
  const QColor colour = Art::sideColour(look_.side);
  // Counters under the top one, offset, show a stack at a glance.
  if (look_.arriving) p->setOpacity(0.8);  // not there yet: the move waits for its facing
  const int under = std::min(look_.count - 1, 3);
  for (int i = under; i >= 1; --i) {
    p->setPen(QPen(colour.darker(200), 1.5));
    p->setBrush(colour.darker(130));
    p->drawRoundedRect(body.translated(3.0 * i, 3.0 * i), 7, 7);
  }
  drawCounterFace(p, body, colour, {look_.topName, look_.topSymbol, look_.topMaxMove, look_.leader, look_.movedAll},
                  widget ? widget->devicePixelRatioF() : 1.0);
  // Unit count badge.
  if (look_.count > 1) {
    // Top right, unless the facing arrow points there (NE): then top left.
    // While the facing is chosen the picker's discs stand at the corners and
    // the sides' middles: the badge goes down the right side, between NE and E.
    const qreal x = look_.facing == Facing::NE ? body.left() - 12 : body.right() - 14;
    const QRectF badge = look_.arriving ? QRectF(body.right() - 12, body.top() + 5.5, 26, 17) : QRectF(x, body.top() - 10, 26, 20);
    p->setBrush(Qt::white);
    p->setPen(QPen(colour.darker(200), 1.5));
    p->drawRoundedRect(badge, 9, 9);
    p->setPen(Qt::black);
    p->drawText(badge, Qt::AlignCenter, QString::number(look_.count));
  }
  // Facing arrow: a triangle on the counter's edge, pointing outwards, its
  // base half the counter wide (a tester on a laptop found the narrower one
  // hard to read and misjudged a flank).
  const qreal angle = static_cast<int>(look_.facing) * 45.0;  // clockwise from north
  p->save();
  p->translate(c);
  p->rotate(angle);
  // On a diagonal the counter reaches further (its corner): the arrow sits
  // beyond the corner so it hides neither the name nor the count.
  const bool diagonal = static_cast<int>(look_.facing) % 2 == 1;
  const qreal edge = diagonal ? kCounter / 2 * M_SQRT2 - 3 : kCounter / 2 - 1;
  QPolygonF arrow;
  arrow << QPointF(0, -edge - 15) << QPointF(-18, -edge) << QPointF(18, -edge);
  // Outlined in the side's colour: two stacks facing each other across a
  // border show two arrows tip to tip, and each says whose it is.
  p->setBrush(QColor(255, 230, 90));
  p->setPen(QPen(colour.darker(160), 2.0));
  p->drawPolygon(arrow);
  p->restore();
}

void StackItem::setLook(StackLook look) {
  if (look == look_) return;  // the cached drawing stays
  if (look.units != look_.units) setToolTip(toolTipOf(look));
  look_ = std::move(look);
  update();
}

void StackItem::setHome(QPointF home) {
  home_ = home;
  snapBack();
}

void StackItem::setFacing(Facing f) {
  if (f == look_.facing) return;
  look_.facing = f;
  update();
}

void StackItem::snapBack() {
  setPos(home_);
  dragging_ = false;
  setZValue(10);
}

void StackItem::hoverEnterEvent(QGraphicsSceneHoverEvent* e) {
  emit hovered(look_.cell, true);
  QGraphicsObject::hoverEnterEvent(e);
}

void StackItem::hoverLeaveEvent(QGraphicsSceneHoverEvent* e) {
  emit hovered(look_.cell, false);
  QGraphicsObject::hoverLeaveEvent(e);
}

void StackItem::mousePressEvent(QGraphicsSceneMouseEvent* e) {
  if (e->button() != Qt::LeftButton) {
    e->ignore();
    return;
  }
  home_ = pos();
  grabOffset_ = e->scenePos() - pos();
  dragging_ = false;
  setCursor(Qt::ClosedHandCursor);
  emit pressed(look_.cell);
  e->accept();
}

void StackItem::mouseMoveEvent(QGraphicsSceneMouseEvent* e) {
  if (!dragging_ && (e->scenePos() - (home_ + grabOffset_)).manhattanLength() < 8) return;
  dragging_ = true;
  setZValue(100);
  setPos(e->scenePos() - grabOffset_);
  emit dragMoved(look_.cell, e->scenePos());
}

void StackItem::mouseReleaseEvent(QGraphicsSceneMouseEvent* e) {
  setCursor(Qt::OpenHandCursor);
  if (dragging_) {
    dragging_ = false;
    emit dropped(look_.cell, e->scenePos());
  } else {
    emit clicked(look_.cell);
  }
}

}  // namespace hydaspes::client
