#include "panels/log_dock.h"

#include <QListWidget>

namespace hydaspes::client {

LogDock::LogDock(QWidget* parent) : QDockWidget(tr("Log"), parent) {
  setObjectName(QStringLiteral("logDock"));
  list_ = new QListWidget(this);
  list_->setWordWrap(true);
  list_->setAlternatingRowColors(true);
  setWidget(list_);
  connect(list_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) { emit lineActivated(list_->row(item)); });
  connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { emit lineActivated(list_->row(item)); });
}

void LogDock::highlight(int line) {
  if (line == highlighted_) return;
  if (auto* old = list_->item(highlighted_)) {
    QFont f = old->font();
    f.setBold(false);
    old->setFont(f);
  }
  highlighted_ = line;
  QListWidgetItem* item = list_->item(line);
  if (!item) {
    list_->clearSelection();
    return;
  }
  QFont f = item->font();
  f.setBold(true);
  item->setFont(f);
  list_->setCurrentItem(item);
  list_->scrollToItem(item, QAbstractItemView::PositionAtCenter);
}

void LogDock::setLines(const QStringList& lines) {
  highlighted_ = -1;
  list_->clear();
  list_->addItems(lines);
  list_->scrollToBottom();
}

void LogDock::append(const QString& line) {
  list_->addItem(line);
  list_->scrollToBottom();
}

QStringList LogDock::lines() const {
  QStringList out;
  for (int i = 0; i < list_->count(); ++i) out << list_->item(i)->text();
  return out;
}

}  // namespace hydaspes::client
