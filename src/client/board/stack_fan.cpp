#include "board/stack_fan.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QWidget>
#include <algorithm>
#include <cmath>

#include "board/art.h"
#include "board/cell_item.h"

namespace hydaspes::client {

namespace {
constexpr qreal kFanCounter = 60;  // px on the screen, whatever the board's zoom
constexpr qreal kGap = 6;
constexpr qreal kPad = 8;
constexpr qreal kCaption = 22;
constexpr int kMaxColumns = 6;

QFont captionFont() {
  QFont f;
  f.setPixelSize(13);
  f.setBold(true);
  return f;
}
}  // namespace

StackFan::StackFan() {
  setZValue(150);  // over counters and arrows, under the facing picker
  setAcceptedMouseButtons(Qt::NoButton);
  // Drawn at screen size: readable on a board zoomed out to fit a laptop.
  setFlag(ItemIgnoresTransformations);
  setAcceptHoverEvents(false);
  hide();
}

void StackFan::open(const StackLook& look, const QString& caption, QPointF cellCorner, const QRectF& within, qreal viewScale) {
  prepareGeometryChange();
  look_ = look;
  caption_ = caption;
  const int n = std::max<int>(1, static_cast<int>(look.counters.size()));
  columns_ = std::min(n, kMaxColumns);
  const int rows = (n + columns_ - 1) / columns_;
  // As wide as the counters, or the whole caption if that is wider.
  const qreal counters = columns_ * kFanCounter + (columns_ - 1) * kGap;
  const qreal title = std::ceil(QFontMetricsF(captionFont()).horizontalAdvance(caption_));
  size_ = QSizeF(2 * kPad + std::max(counters, title), 2 * kPad + kCaption + rows * kFanCounter + (rows - 1) * kGap);
  // Beside the cell: to the right if it fits, else to the left; level with
  // it, kept inside the board's scene. Its size in the scene is its screen
  // size over the view's scale.
  const QSizeF inScene = size_ / std::max<qreal>(viewScale, 0.05);
  QPointF at(cellCorner.x() + kCellSize + 4, cellCorner.y());
  if (at.x() + inScene.width() > within.right()) at.setX(cellCorner.x() - inScene.width() - 4);
  at.setX(std::clamp(at.x(), within.left(), std::max(within.left(), within.right() - inScene.width())));
  at.setY(std::clamp(at.y(), within.top(), std::max(within.top(), within.bottom() - inScene.height())));
  setPos(at);
  show();
  update();
}

QRectF StackFan::boundingRect() const { return {QPointF(0, 0), size_}; }

void StackFan::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget* widget) {
  p->setRenderHint(QPainter::Antialiasing);
  const QColor colour = Art::sideColour(look_.side);
  p->setPen(QPen(colour.darker(160), 2));
  p->setBrush(QColor(250, 246, 232, 240));
  p->drawRoundedRect(boundingRect().adjusted(1, 1, -1, -1), 8, 8);
  p->setFont(captionFont());
  p->setPen(QColor(40, 30, 20));
  p->drawText(QRectF(kPad, kPad - 2, size_.width() - 2 * kPad, kCaption), Qt::AlignLeft | Qt::AlignVCenter, caption_);
  const qreal dpr = widget ? widget->devicePixelRatioF() : 1.0;
  for (std::size_t i = 0; i < look_.counters.size(); ++i) {
    const int col = static_cast<int>(i) % columns_;
    const int row = static_cast<int>(i) / columns_;
    const QRectF body(kPad + col * (kFanCounter + kGap), kPad + kCaption + row * (kFanCounter + kGap), kFanCounter, kFanCounter);
    drawCounterFace(p, body, colour, look_.counters[i], dpr);
  }
}

}  // namespace hydaspes::client
