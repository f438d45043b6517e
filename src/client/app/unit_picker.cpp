#include "app/unit_picker.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace hydaspes::client {

UnitPicker::UnitPicker(QWidget* parent) : QFrame(parent) {
  setObjectName(QStringLiteral("unitPicker"));
  setFrameShape(QFrame::StyledPanel);
  setAutoFillBackground(true);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(8, 6, 8, 6);
  title_ = new QLabel(this);
  title_->setWordWrap(true);
  title_->setMaximumWidth(420);
  layout->addWidget(title_);
  list_ = new QListWidget(this);
  list_->setObjectName(QStringLiteral("unitList"));
  // The buttons above the list, where a stack of any size leaves them: below
  // it they moved with the list's length, and a tester twice ticked the
  // wrong units reaching for "None".
  auto* buttons = new QHBoxLayout;
  auto* all = all_ = new QPushButton(tr("&All"), this);
  auto* none = new QPushButton(tr("&None"), this);
  auto* close = new QPushButton(tr("Close"), this);
  all->setObjectName(QStringLiteral("allUnits"));
  none->setObjectName(QStringLiteral("noUnits"));
  buttons->addWidget(all);
  buttons->addWidget(none);
  buttons->addStretch();
  buttons->addWidget(close);
  layout->addLayout(buttons);
  layout->addWidget(list_);
  connect(all, &QPushButton::clicked, this, [this] { setAll(true); });
  connect(none, &QPushButton::clicked, this, [this] { setAll(false); });
  connect(close, &QPushButton::clicked, this, [this] {
    hide();
    emit closed();
  });
  connect(list_, &QListWidget::itemChanged, this, [this](QListWidgetItem* changedItem) {
    if (single_ && changedItem->checkState() == Qt::Checked) {
      const QSignalBlocker quiet(list_);
      for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i) != changedItem) list_->item(i)->setCheckState(Qt::Unchecked);
    }
    emit changed(chosen());
  });
  hide();
}

void UnitPicker::open(const QString& title, const std::vector<PickableUnit>& units, bool single) {
  title_->setText(title);
  single_ = single;
  all_->setEnabled(!single);
  const QSignalBlocker quiet(list_);
  list_->clear();
  for (const PickableUnit& u : units) {
    auto* item = new QListWidgetItem(u.why.isEmpty() ? u.name : tr("%1\n    %2").arg(u.name, u.why), list_);
    item->setData(Qt::UserRole, u.unit);
    item->setToolTip(u.why);
    item->setFlags(u.why.isEmpty() ? Qt::ItemIsEnabled | Qt::ItemIsUserCheckable : Qt::ItemFlags{});
    item->setCheckState(u.chosen && u.why.isEmpty() ? Qt::Checked : Qt::Unchecked);
  }
  int height = 2 * list_->frameWidth() + 2;
  for (int i = 0; i < list_->count() && i < 12; ++i) height += list_->sizeHintForRow(i);
  list_->setFixedHeight(height);
  list_->setMinimumWidth(list_->sizeHintForColumn(0) + 30);  // whole names, no sideways scrolling
  adjustSize();
  show();
  raise();
}

UnitMask UnitPicker::chosen() const {
  UnitMask m = 0;
  for (int i = 0; i < list_->count(); ++i)
    if (list_->item(i)->checkState() == Qt::Checked) m |= unitBit(static_cast<UnitIndex>(list_->item(i)->data(Qt::UserRole).toInt()));
  return m;
}

void UnitPicker::setAll(bool on) {
  {
    const QSignalBlocker quiet(list_);
    for (int i = 0; i < list_->count(); ++i)
      if (list_->item(i)->flags() & Qt::ItemIsUserCheckable) list_->item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
  }
  emit changed(chosen());
}

void UnitPicker::showEvent(QShowEvent* e) {
  QFrame::showEvent(e);
  emit visibilityChanged(true);
}

void UnitPicker::hideEvent(QHideEvent* e) {
  QFrame::hideEvent(e);
  emit visibilityChanged(false);
}

void UnitPicker::keyPressEvent(QKeyEvent* e) {
  if (e->key() == Qt::Key_Escape) {
    hide();
    emit closed();
    return;
  }
  QFrame::keyPressEvent(e);
}

}  // namespace hydaspes::client
