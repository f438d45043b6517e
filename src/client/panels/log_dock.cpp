#include "panels/log_dock.h"

#include <QListWidget>

namespace hydaspes::client {

LogDock::LogDock(QWidget* parent) : QDockWidget(tr("Log"), parent) {
  setObjectName(QStringLiteral("logDock"));
  list_ = new QListWidget(this);
  list_->setWordWrap(true);
  list_->setAlternatingRowColors(true);
  setWidget(list_);
}

void LogDock::setLines(const QStringList& lines) {
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
