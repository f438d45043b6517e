// Draws the log's rows and remembers their heights: a wrapped row's size
// depends only on its text and the width, so it is laid out once, not again
// each time a row is added to a long log (the list view asks every row).
#pragma once

#include <QHash>
#include <QStyledItemDelegate>

namespace hydaspes::client {

class LogRowDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

 protected:
  void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

 private:
  mutable QHash<QString, QSize> sizes_;  // by "width|text"
};

}  // namespace hydaspes::client
