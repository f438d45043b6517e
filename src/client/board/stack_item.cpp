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

namespace hydaspes::client {

namespace {
constexpr qreal kCounter = 70.0;
}

StackItem::StackItem(StackLook look) : look_(std::move(look)) {
  setToolTip(look_.units.join(QLatin1Char('\n')));
  setZValue(10);
  setCursor(Qt::OpenHandCursor);
  setAcceptHoverEvents(true);
  // Drawn once per zoom level, then blitted: a frame stays cheap (make bench).
  setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

// The counter's bottom line: "Companions" as well as "Porus", narrowed and
// then smaller as the name needs; cut ("Compa…") only if nothing else fits.
CounterLabel counterLabel(const QString& name, const QString& maxMove, QFont font) {
  const qreal width = kCounter - 6;
  font.setBold(true);
  CounterLabel label;
  for (const auto& [px, stretch] : {std::pair{11, 100}, {11, 88}, {10, 88}, {10, 80}, {9, 80}}) {
    font.setPixelSize(px);
    font.setStretch(stretch);
    const QFontMetricsF metrics(font);
    const qreal room = width - metrics.horizontalAdvance(maxMove) - 3;
    label.font = font;
    label.whole = metrics.horizontalAdvance(name) <= room;
    label.name = label.whole ? name : metrics.elidedText(name, Qt::ElideRight, room);
    if (label.whole) break;
  }
  return label;
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
  p->setPen(QPen(colour.darker(220), 2));
  p->setBrush(look_.movedAll ? colour.lighter(125) : colour);
  p->drawRoundedRect(body, 7, 7);
  // Symbol on a light plate.
  const QRectF plate = body.adjusted(10, 8, -10, -24);
  p->setPen(Qt::NoPen);
  p->setBrush(QColor(250, 246, 232));
  p->drawRoundedRect(plate, 4, 4);
  const qreal dpr = widget ? widget->devicePixelRatioF() : 1.0;
  const QRectF symbolRect(plate.center().x() - plate.height() / 2, plate.top(), plate.height(), plate.height());
  Art::instance().draw(p, QStringLiteral("units/") + look_.topSymbol, symbolRect, dpr);
  if (look_.leader) {  // a leader's star
    p->setBrush(QColor(255, 210, 60));
    p->setPen(QPen(Qt::black, 0.8));
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
      const qreal r = i % 2 ? 3.5 : 8.0;
      const qreal a = M_PI / 2 + i * M_PI / 5;
      star << QPointF(plate.right() - 7 + r * std::cos(a), plate.top() + 8 - r * std::sin(a));
    }
    p->drawPolygon(star);
  }
  // Name and MM: the whole name, narrowed and then smaller as it needs.
  const QRectF text = body.adjusted(3, kCounter - 22, -3, -2);
  const QString mm = QString::number(look_.topMaxMove);
  const CounterLabel label = counterLabel(look_.topName, mm, p->font());
  p->setFont(label.font);
  p->setPen(Qt::white);
  p->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, label.name);
  p->drawText(text, Qt::AlignRight | Qt::AlignVCenter, mm);
  // Unit count badge.
  if (look_.count > 1) {
    // Top right, unless the facing arrow points there (NE): then top left.
    const qreal x = look_.facing == Facing::NE ? body.left() - 12 : body.right() - 14;
    const QRectF badge(x, body.top() - 10, 26, 20);
    p->setBrush(Qt::white);
    p->setPen(QPen(colour.darker(200), 1.5));
    p->drawRoundedRect(badge, 9, 9);
    p->setPen(Qt::black);
    p->drawText(badge, Qt::AlignCenter, QString::number(look_.count));
  }
  // Facing arrow: a triangle on the counter's edge, pointing outwards.
  const qreal angle = static_cast<int>(look_.facing) * 45.0;  // clockwise from north
  p->save();
  p->translate(c);
  p->rotate(angle);
  // On a diagonal the counter reaches further (its corner): the arrow sits
  // beyond the corner so it hides neither the name nor the count.
  const bool diagonal = static_cast<int>(look_.facing) % 2 == 1;
  const qreal edge = diagonal ? kCounter / 2 * M_SQRT2 - 3 : kCounter / 2 - 1;
  QPolygonF arrow;
  arrow << QPointF(0, -edge - 15) << QPointF(-11, -edge) << QPointF(11, -edge);
  p->setBrush(QColor(255, 230, 90));
  p->setPen(QPen(Qt::black, 1.5));
  p->drawPolygon(arrow);
  p->restore();
}

void StackItem::setLook(StackLook look) {
  if (look == look_) return;  // the cached drawing stays
  if (look.units != look_.units) setToolTip(look.units.join(QLatin1Char('\n')));
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
