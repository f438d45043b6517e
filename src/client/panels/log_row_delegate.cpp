#include "panels/log_row_delegate.h"

#include <QAbstractItemView>

namespace hydaspes::client {

QSize LogRowDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  // A tree view may ask without a width; a wrapped row's height needs one:
  // the viewport's, as the only column stretches over it.
  QStyleOptionViewItem sized = option;
  sized.features |= QStyleOptionViewItem::WrapText;
  if (auto* view = qobject_cast<QAbstractItemView*>(parent()))
    if (sized.rect.width() <= 0 || sized.rect.width() > view->viewport()->width()) sized.rect.setWidth(view->viewport()->width());
  // The style wraps only inside a valid rectangle: give it a height too.
  if (sized.rect.height() <= 0) sized.rect.setHeight(sized.fontMetrics.height());
  const QString key = QString::number(sized.rect.width()) + QLatin1Char('|') + index.data(Qt::DisplayRole).toString();
  auto it = sizes_.constFind(key);
  if (it != sizes_.constEnd()) return *it;
  if (sizes_.size() > 20000) sizes_.clear();  // widths a resize went through
  return *sizes_.insert(key, QStyledItemDelegate::sizeHint(sized, index));
}

void LogRowDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const {
  QStyledItemDelegate::initStyleOption(option, index);
  option->features |= QStyleOptionViewItem::WrapText;
  option->textElideMode = Qt::ElideNone;
}

}  // namespace hydaspes::client
