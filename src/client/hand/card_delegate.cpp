#include "hand/card_delegate.h"

#include <QFontMetrics>
#include <QPainter>
#include <algorithm>

#include "board/art.h"
#include "hand/hand_model.h"

namespace hydaspes::client {

void CardDelegate::paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const {
  const auto* model = qobject_cast<const HandModel*>(index.model());
  if (!model) return;
  const CardLook& look = model->look(index.row());
  p->save();
  p->setRenderHint(QPainter::Antialiasing);
  const QRectF r = QRectF(option.rect).adjusted(3, 3, -3, -3);
  if (look.discarded) {  // the place a discarded card leaves: an outline and its name
    p->setPen(QPen(QColor(120, 110, 90), 1.5, Qt::DashLine));
    p->setBrush(Qt::NoBrush);
    p->drawRoundedRect(r, 8, 8);
    const QString text = tr("%1\ndiscarded", "an empty place in the hand where a card was discarded").arg(look.name);
    const QRectF room = r.adjusted(6, 6, -6, -6);
    QFont f = option.font;
    f.setItalic(true);
    p->setFont(shrunkToFit(f, text, room, 11, 8));
    p->setPen(QColor(120, 110, 90));
    p->drawText(room, Qt::AlignCenter | Qt::TextWordWrap, text);
    p->restore();
    return;
  }
  // Only a card that cannot be chosen now is faded: a dead card offered for
  // a pick (a Deception's, an End-phase discard) is not (a tester took faded
  // cards at the End-phase discard for ones that could not be chosen).
  if (!look.playable && !look.toRead) p->setOpacity(0.45);
  const QColor edge = look.selected ? QColor(230, 160, 0) : look.fits ? QColor(30, 140, 60) : QColor(90, 80, 60);
  p->setPen(QPen(edge, look.selected || look.fits ? 4 : 1.5));
  p->setBrush(QColor(250, 244, 226));
  p->drawRoundedRect(r, 8, 8);
  const bool compact = size_ == Size::Compact;
  const QRectF band = titleBand(r, size_);
  p->setPen(Qt::NoPen);
  p->setBrush(QColor(0x6b, 0x4a, 0x2b));
  p->drawRoundedRect(band, 5, 5);
  const QRectF titleText = band.adjusted(5, 0, -5, 0);
  QFont f = titleFont(option.font, look.name, titleText, size_);
  p->setFont(f);
  p->setPen(Qt::white);
  p->drawText(titleText, Qt::AlignCenter | Qt::TextWordWrap, look.name);
  if (compact) {
    p->restore();
    return;
  }
  f.setBold(false);
  p->setPen(QColor(40, 30, 20));
  const bool isShort = size_ == Size::Short;
  // The type's icon in the bottom corner, under the kind (short) or the note.
  const qreal iconSide = isShort ? 16 : 20;
  const QRectF icon(r.right() - iconSide - 5, r.bottom() - iconSide - 4, iconSide, iconSide);
  // The kind line at the card's size, or smaller until it fits (a narrowed
  // card, or "Negate, attack or defence" in German, lost its value).
  const QRectF kindRoom(r.left() + 6, band.bottom() + 4, r.width() - 12, isShort ? icon.top() - band.bottom() - 4 : 30);
  // A dead card says why where its kind goes on a short card, which has no
  // room for both: a tester saw Porus's Greek cards only greyed, no reason.
  const QString kindText = look.dead && isShort ? look.note : look.kind;
  f = shrunkToFit(f, kindText, kindRoom, isShort ? 10 : 11, 8);
  p->setFont(f);
  p->drawText(kindRoom, Qt::AlignHCenter | (isShort ? Qt::AlignTop : Qt::AlignVCenter) | Qt::TextWordWrap, kindText);
  f.setPixelSize(isShort ? 10 : 11);
  if (!isShort) {
    f.setItalic(true);
    p->setFont(f);
    p->drawText(QRectF(r.left() + 8, band.bottom() + 38, r.width() - 16, icon.top() - band.bottom() - 40),
                Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, look.note);
  }
  if (!look.icon.isEmpty()) Art::instance().draw(p, look.icon, icon, p->device() ? p->device()->devicePixelRatioF() : 1.0);
  if (option.state & QStyle::State_HasFocus) {
    p->setOpacity(1);
    p->setPen(QPen(option.palette.highlight().color(), 2, Qt::DotLine));
    p->setBrush(Qt::NoBrush);
    p->drawRoundedRect(r.adjusted(2, 2, -2, -2), 7, 7);
  }
  p->restore();
}

int CardDelegate::cardWidth() const {
  const int natural = cardSize().width();
  return width_ == 0 ? natural : std::clamp(width_, std::clamp(narrowest_, kNarrowestCard, natural), natural);
}

QSize CardDelegate::sizeHint(const QStyleOptionViewItem&, const QModelIndex&) const {
  if (size_ == Size::Compact) return compactSize();
  return {cardWidth(), (size_ == Size::Short ? shortSize() : cardSize()).height()};
}

QRectF CardDelegate::titleBand(const QRectF& card, Size size) {
  return size == Size::Compact ? card.adjusted(2, 2, -2, -2) : QRectF(card.left() + 4, card.top() + 4, card.width() - 8, 40);
}

namespace {

bool fits(const QFont& font, const QString& name, const QRectF& room) {
  const QRect needed = QFontMetrics(font).boundingRect(room.toRect(), Qt::AlignCenter | Qt::TextWordWrap, name);
  return needed.width() <= room.width() + 0.5 && needed.height() <= room.height() + 0.5;
}

}  // namespace

QFont CardDelegate::shrunkToFit(QFont base, const QString& text, const QRectF& room, int largest, int smallest) {
  for (int px = largest; px >= smallest; --px) {
    base.setPixelSize(px);
    if (fits(base, text, room)) break;
  }
  return base;
}

QFont CardDelegate::titleFont(QFont base, const QString& name, const QRectF& room, Size size) {
  base.setBold(true);
  // The card's size first; a word too long for the card ("Demonstration" on
  // a compact card) takes a smaller size rather than lose letters.
  return shrunkToFit(base, name, room, size == Size::Compact ? 12 : 13, 9);
}

bool CardDelegate::titleFits(const QString& name, const QRect& itemRect, const QFont& font) const {
  return titleFits(name, itemRect, font, size_);
}

bool CardDelegate::titleFits(const QString& name, const QRect& itemRect, const QFont& font, Size size) {
  const QRectF text = titleBand(QRectF(itemRect).adjusted(3, 3, -3, -3), size).adjusted(5, 0, -5, 0);
  return fits(titleFont(font, name, text, size), name, text);
}

}  // namespace hydaspes::client
