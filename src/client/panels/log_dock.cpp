#include "panels/log_dock.h"

#include <QAbstractItemModel>
#include <QListView>

namespace hydaspes::client {

LogDock::LogDock(QWidget* parent) : QDockWidget(tr("Log"), parent) {
  setObjectName(QStringLiteral("logDock"));
  list_ = new QListView(this);
  list_->setWordWrap(true);
  list_->setAlternatingRowColors(true);
  list_->setUniformItemSizes(false);
  list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  setWidget(list_);
  connect(list_, &QListView::clicked, this, [this](const QModelIndex& i) { emit lineActivated(i.row()); });
  connect(list_, &QListView::activated, this, [this](const QModelIndex& i) { emit lineActivated(i.row()); });
}

void LogDock::setModel(QAbstractItemModel* model) {
  list_->setModel(model);
  // New rows keep the newest action in sight, unless a replay marks one.
  connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
    if (highlighted_ < 0) list_->scrollToBottom();
  });
  connect(model, &QAbstractItemModel::modelReset, this, [this] { highlighted_ = -1; });
}

void LogDock::highlight(int line) {
  if (line == highlighted_) return;
  highlighted_ = line;
  QAbstractItemModel* model = list_->model();
  const QModelIndex index = model ? model->index(line, 0) : QModelIndex();
  if (!index.isValid()) {
    list_->clearSelection();
    return;
  }
  list_->setCurrentIndex(index);
  list_->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

QStringList LogDock::lines() const {
  QStringList out;
  const QAbstractItemModel* model = list_->model();
  if (!model) return out;
  for (int i = 0; i < model->rowCount(); ++i) out << model->index(i, 0).data().toString();
  return out;
}

}  // namespace hydaspes::client
