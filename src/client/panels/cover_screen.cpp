#include "panels/cover_screen.h"

#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace hydaspes::client {

CoverScreen::CoverScreen(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("coverScreen"));
  auto* layout = new QVBoxLayout(this);
  layout->addStretch();
  message_ = new QLabel(this);
  message_->setAlignment(Qt::AlignCenter);
  message_->setWordWrap(true);
  QFont f = message_->font();
  f.setPointSizeF(f.pointSizeF() * 1.6);
  message_->setFont(f);
  message_->setStyleSheet(QStringLiteral("color: white"));
  layout->addWidget(message_);
  ready_ = new QPushButton(this);
  ready_->setDefault(true);
  layout->addWidget(ready_, 0, Qt::AlignHCenter);
  layout->addStretch();
  connect(ready_, &QPushButton::clicked, this, [this] {
    hide();
    emit ready();
  });
  parent->installEventFilter(this);
  hide();
}

void CoverScreen::cover(const QString& player, const QString& side) {
  const QString who = player == side ? player : tr("%1 (%2)").arg(player, side);
  message_->setText(tr("Pass the mouse to %1.\nThe other player looks away.").arg(who));
  ready_->setText(tr("I am %1: show my cards").arg(player));
  setGeometry(parentWidget()->rect());
  raise();
  QWidget::show();
  ready_->setFocus();
}

void CoverScreen::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), QColor(0x22, 0x1e, 0x18));
}

bool CoverScreen::eventFilter(QObject* watched, QEvent* e) {
  if (watched == parentWidget() && e->type() == QEvent::Resize) setGeometry(parentWidget()->rect());
  return QWidget::eventFilter(watched, e);
}

}  // namespace hydaspes::client
