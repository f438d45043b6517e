// Draws a card of a HandModel as a card: name band, type, use, value and
// note. Dimmed when it cannot be played now; outlined when it fits the open
// reaction window or is chosen; a dotted frame when it has the focus.
// Compact cards show the name band alone; the tooltip has the rest.
#pragma once

#include <QStyledItemDelegate>

namespace hydaspes::client {

class CardDelegate : public QStyledItemDelegate {
  Q_OBJECT
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  static QSize cardSize() { return {124, 168}; }
  // A compact card: its name band only (the hand that waits, in solo).
  static QSize compactSize() { return {176, 30}; }
  void setCompact(bool compact) { compact_ = compact; }
  void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  QSize sizeHint(const QStyleOptionViewItem&, const QModelIndex&) const override {
    return compact_ ? compactSize() : cardSize();
  }

 private:
  bool compact_ = false;
};

}  // namespace hydaspes::client
