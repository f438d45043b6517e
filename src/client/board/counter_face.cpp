#include "board/counter_face.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>
#include <cmath>
#include <utility>

#include "board/art.h"

namespace hydaspes::client {

namespace {
constexpr qreal kCounter = 70.0;  // the size a counter is laid out at; others are scaled
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

void drawCounterFace(QPainter* p, const QRectF& body, const QColor& colour, const CounterFace& face, qreal dpr) {
  p->save();
  p->translate(body.topLeft());
  const qreal scale = body.width() / kCounter;
  p->scale(scale, scale);
  const QRectF square(0, 0, kCounter, kCounter);
  p->setPen(QPen(colour.darker(220), 2));
  p->setBrush(face.moved ? colour.lighter(125) : colour);
  p->drawRoundedRect(square, 7, 7);
  // Symbol on a light plate.
  const QRectF plate = square.adjusted(10, 8, -10, -24);
  p->setPen(Qt::NoPen);
  p->setBrush(QColor(250, 246, 232));
  p->drawRoundedRect(plate, 4, 4);
  const QRectF symbolRect(plate.center().x() - plate.height() / 2, plate.top(), plate.height(), plate.height());
  Art::instance().draw(p, QStringLiteral("units/") + face.symbol, symbolRect, dpr);
  if (face.leader) {  // a leader's star
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
  const QRectF text = square.adjusted(3, kCounter - 22, -3, -2);
  const QString mm = QString::number(face.maxMove);
  const CounterLabel label = counterLabel(face.name, mm, p->font());
  p->setFont(label.font);
  p->setPen(Qt::white);
  p->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, label.name);
  p->drawText(text, Qt::AlignRight | Qt::AlignVCenter, mm);
  p->restore();
}

}  // namespace hydaspes::client
