#include "panels/log_row_delegate.h"

namespace hydaspes::client {

QSize LogRowDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  // Views ask at more than one width (the column's, and -1 when measuring
  // the column itself), so the width is part of the key.
  const QString key = QString::number(option.rect.width()) + QLatin1Char('|') + index.data(Qt::DisplayRole).toString();
  auto it = sizes_.constFind(key);
  if (it != sizes_.constEnd()) return *it;
  if (sizes_.size() > 20000) sizes_.clear();  // widths a resize went through
  return *sizes_.insert(key, QStyledItemDelegate::sizeHint(option, index));
}

}  // namespace hydaspes::client
