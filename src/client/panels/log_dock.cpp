#include "panels/log_dock.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QHeaderView>
#include <QTreeView>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTimer>

#include "panels/log_row_delegate.h"
#include "panels/whole_action_window.h"

namespace hydaspes::client {

LogDock::LogDock(QWidget* parent) : QDockWidget(tr("Log"), parent) {
  setObjectName(QStringLiteral("logDock"));
  // A tree view without branches, not a list view: it measures a wrapped row
  // only when the row comes into view, so a long log costs nothing per action.
  list_ = new QTreeView(this);
  list_->setHeaderHidden(true);
  list_->setRootIsDecorated(false);
  list_->setItemsExpandable(false);
  list_->setWordWrap(true);
  list_->setAlternatingRowColors(true);
  list_->setUniformRowHeights(false);
  list_->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);  // no pixel height of the whole log needed
  list_->header()->setStretchLastSection(true);
  list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  list_->setItemDelegate(new LogRowDelegate(list_));
  setWidget(list_);
  // Rows wrap to the dock's width: measure them again when it changes.
  relayout_ = new QTimer(this);
  relayout_->setSingleShot(true);
  relayout_->setInterval(0);
  // The tree scrolls per item: measured again, the rows keep the item at
  // the top, which left the newest row out of sight below, or alone at the
  // top with blank space under it. Following it, the view shows it again.
  connect(relayout_, &QTimer::timeout, this, [this] {
    list_->doItemsLayout();
    if (followingNewest_ && highlighted_ < 0) showNewest();
  });
  QScrollBar* bar = list_->verticalScrollBar();
  connect(bar, &QScrollBar::actionTriggered, this, [this, bar] {
    // The action moves the bar after this signal: judge where it ends.
    QTimer::singleShot(0, this, [this, bar] { followingNewest_ = bar->value() >= bar->maximum(); });
  });
  list_->viewport()->installEventFilter(this);
  connect(list_, &QTreeView::clicked, this, [this](const QModelIndex& i) { emit lineActivated(i.row()); });
  connect(list_, &QTreeView::activated, this, [this](const QModelIndex& i) { emit lineActivated(i.row()); });
  connect(list_, &QTreeView::doubleClicked, this, [this](const QModelIndex& i) { showWhole(i.row()); });
}

bool LogDock::showWhole(int line) {
  QAbstractItemModel* model = list_->model();
  if (!model || line < 0 || line >= model->rowCount()) return false;
  const QModelIndex index = model->index(line, 0);
  QStyleOptionViewItem option;
  option.initFrom(list_->viewport());
  option.rect = list_->visualRect(index);
  option.widget = list_;
  const auto* delegate = static_cast<LogRowDelegate*>(list_->itemDelegate());
  if (!delegate->isCut(option, index)) return false;
  if (!whole_) whole_ = new WholeActionWindow(this);
  whole_->showLine(index.data(Qt::DisplayRole).toString());
  return true;
}

// A viewport resized by the tree's own layout (its scroll bar appearing)
// comes while that layout runs, and rows measured again then kept the width
// before: measured once the resize is over, a long row is as tall as its
// words at the width it is drawn.
bool LogDock::eventFilter(QObject* watched, QEvent* e) {
  if (watched == list_->viewport() && e->type() == QEvent::Resize) {
    // A new width wraps the rows anew; a new height lets a long row be
    // taller or makes it shorter (LogRowDelegate).
    const auto* resize = static_cast<QResizeEvent*>(e);
    if (resize->size() != resize->oldSize()) relayout_->start();
  }
  return QDockWidget::eventFilter(watched, e);
}

void LogDock::setModel(QAbstractItemModel* model) {
  if (list_->model() == model) return;
  if (QAbstractItemModel* old = list_->model()) disconnect(old, nullptr, this, nullptr);
  list_->setModel(model);
  highlighted_ = -1;
  // New rows keep the newest action in sight, unless a replay marks one:
  // once per turn of the event loop, however many rows came.
  connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
    if (highlighted_ >= 0 || scrollPending_) return;
    scrollPending_ = true;
    QTimer::singleShot(0, this, [this] {
      scrollPending_ = false;
      if (highlighted_ < 0) showNewest();  // a row marked meanwhile keeps its place
    });
  });
  connect(model, &QAbstractItemModel::modelReset, this, [this] { highlighted_ = -1; });
}

void LogDock::showNewest() {
  followingNewest_ = true;
  const QAbstractItemModel* model = list_->model();
  if (!model || model->rowCount() == 0) return;
  list_->scrollTo(model->index(model->rowCount() - 1, 0), QAbstractItemView::PositionAtBottom);
}

void LogDock::highlight(int line) {
  if (line == highlighted_) return;
  highlighted_ = line;
  QAbstractItemModel* model = list_->model();
  const QModelIndex index = model ? model->index(line, 0) : QModelIndex();
  if (!index.isValid()) {
    list_->clearSelection();
    list_->setCurrentIndex(QModelIndex());  // nor a current row's frame left behind
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
