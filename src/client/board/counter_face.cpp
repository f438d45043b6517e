#include "board/counter_face.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>
#include <QStringList>
#include <algorithm>
#include <iterator>
#include <optional>
#include <cmath>
#include <utility>

#include "board/art.h"

namespace hydaspes::client {

namespace {
constexpr qreal kCounter = 70.0;  // the size a counter is laid out at; others are scaled
}

// The counter's bottom line: "Companions" as well as "Porus", narrowed and
// then smaller as the name needs. A long name with no short form (a
// scenario of one's own, an old save) shows its longest word that fits:
// "Alexander the Great" as "Alexander". Cut ("Compa…") only if nothing fits.
CounterLabel counterLabel(const QString& name, const QString& maxMove, QFont font) {
  const qreal width = kCounter - 6;
  font.setBold(true);
  constexpr std::pair<int, int> kSizes[] = {{11, 100}, {11, 88}, {10, 88}, {10, 80}, {9, 80}};  // px, stretch
  const auto fitted = [&](const QString& text, std::pair<int, int> size) -> std::optional<CounterLabel> {
    font.setPixelSize(size.first);
    font.setStretch(size.second);
    const QFontMetricsF metrics(font);
    if (metrics.horizontalAdvance(text) > width - metrics.horizontalAdvance(maxMove) - 3) return std::nullopt;
    return CounterLabel{font, text, true};
  };
  for (const auto& size : kSizes)
    if (auto label = fitted(name, size)) return *label;
  QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  std::stable_sort(words.begin(), words.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
  if (words.size() > 1)
    for (const QString& word : words)
      for (const auto& size : kSizes)
        if (auto label = fitted(word, size)) return *label;
  font.setPixelSize(kSizes[std::size(kSizes) - 1].first);
  font.setStretch(kSizes[std::size(kSizes) - 1].second);
  const QFontMetricsF metrics(font);
  return CounterLabel{font, metrics.elidedText(name, Qt::ElideRight, width - metrics.horizontalAdvance(maxMove) - 3), false};
}

namespace {
// A unit whose scenario names no art, or art that is missing: the initials
// of its name on the plate ("KP" for King Porus), so that it still reads.
void drawInitials(QPainter* p, const QRectF& plate, const QString& name) {
  QString initials;
  for (const QString& word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts))
    if (initials.size() < 2 && word.front().isLetter() && (initials.isEmpty() || word.front().isUpper())) initials += word.front().toUpper();
  QFont font = p->font();
  font.setPixelSize(static_cast<int>(plate.height() * 0.55));
  font.setBold(true);
  p->setFont(font);
  p->setPen(QColor(60, 50, 40));
  p->drawText(plate, Qt::AlignCenter, initials);
}
}  // namespace

void drawCounterFace(QPainter* p, const QRectF& body, const QColor& colour, const CounterFace& face, qreal dpr) {
  const QTransform& t = p->worldTransform();
  const bool compact = body.width() * std::hypot(t.m11(), t.m12()) < kCompactCounterPx;
  p->save();
  p->translate(body.topLeft());
  const qreal scale = body.width() / kCounter;
  p->scale(scale, scale);
  const QRectF square(0, 0, kCounter, kCounter);
  p->setPen(QPen(colour.darker(220), 2));
  p->setBrush(face.moved ? colour.lighter(125) : colour);
  p->drawRoundedRect(square, 7, 7);
  // Symbol on a light plate.
  const QRectF plate = compact ? square.adjusted(7, 6, -7, -26) : square.adjusted(10, 8, -10, -24);
  p->setPen(Qt::NoPen);
  p->setBrush(QColor(250, 246, 232));
  p->drawRoundedRect(plate, 4, 4);
  const QRectF symbolRect(plate.center().x() - plate.height() / 2, plate.top(), plate.height(), plate.height());
  if (face.symbol.isEmpty() || !Art::instance().draw(p, QStringLiteral("units/") + face.symbol, symbolRect, dpr))
    drawInitials(p, plate, face.name);
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
  const QString mm = QString::number(face.maxMove);
  if (compact) {  // the Maximum Move alone, large
    QFont figures = p->font();
    figures.setPixelSize(24);
    figures.setBold(true);
    p->setFont(figures);
    p->setPen(Qt::white);
    p->drawText(square.adjusted(3, kCounter - 26, -3, -1), Qt::AlignCenter, mm);
    p->restore();
    return;
  }
  // Name and MM: the whole name, narrowed and then smaller as it needs.
  const QRectF text = square.adjusted(3, kCounter - 22, -3, -2);
  const CounterLabel label = counterLabel(face.name, mm, p->font());
  p->setFont(label.font);
  p->setPen(Qt::white);
  p->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, label.name);
  p->drawText(text, Qt::AlignRight | Qt::AlignVCenter, mm);
  p->restore();
}

}  // namespace hydaspes::client
