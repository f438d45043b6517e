// Draws a card of a HandModel as a card: name band, type, use, value, note
// and the type's icon. Dimmed when it cannot be played now; outlined when it fits the open
// reaction window or is chosen; a dotted frame when it has the focus.
// Short cards stop after the kind line, compact ones show the name band
// alone; the tooltip has the rest.
#pragma once

#include <QStyledItemDelegate>

namespace hydaspes::client {

class CardDelegate : public QStyledItemDelegate {
  Q_OBJECT
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  static QSize cardSize() { return {124, 168}; }
  // A short card (small windows): the name band, the kind line and the icon.
  static QSize shortSize() { return {124, 96}; }
  // The narrowest a full or short card is ever drawn, when a row of them is
  // fitted to its strip (CardStrip::setTitles finds how far its titles allow).
  static constexpr int kNarrowestCard = 96;
  // A compact card: its name band only (the hand that waits, in solo).
  static QSize compactSize() { return {164, 30}; }
  enum class Size { Full, Short, Compact };
  void setSize(Size size) { size_ = size; }
  Size size() const { return size_; }
  // The width full and short cards are drawn at, clamped to the narrowest
  // allowed and the natural width; 0: the natural width. Name tiles keep theirs.
  void setCardWidth(int width) { width_ = width; }
  int cardWidth() const;
  // The narrowest allowed (at first the natural width: no narrowing).
  void setNarrowest(int width) { narrowest_ = width; }
  int narrowest() const { return narrowest_; }
  void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  QSize sizeHint(const QStyleOptionViewItem&, const QModelIndex&) const override;

  // Whether `name` is written whole on a card drawn in `itemRect` with the
  // view's `font`: no word cut at the card's edge, no line below the band.
  bool titleFits(const QString& name, const QRect& itemRect, const QFont& font) const;
  // The same for a card drawn at `size` (full and short cards have one band).
  static bool titleFits(const QString& name, const QRect& itemRect, const QFont& font, Size size);

 private:
  static QRectF titleBand(const QRectF& card, Size size);
  // The title's font: bold, at the size of a card drawn at `size`, or
  // smaller until `name` fits `room`.
  static QFont titleFont(QFont base, const QString& name, const QRectF& room, Size size);
  // `base` at `largest` pixels, or smaller down to `smallest` until `text`
  // fits `room` wrapped (at `smallest` whether it fits or not).
  static QFont shrunkToFit(QFont base, const QString& text, const QRectF& room, int largest, int smallest);
  Size size_ = Size::Full;
  int width_ = 0;
  int narrowest_ = cardSize().width();
};

}  // namespace hydaspes::client
