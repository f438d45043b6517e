#include "app/discard_pile_dialog.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QScreen>
#include <QVBoxLayout>

#include "board/art.h"

namespace hydaspes::client {

DiscardPileDialog::DiscardPileDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Discard pile"));
  auto* layout = new QVBoxLayout(this);
  heading_ = new QLabel(this);
  list_ = new QListWidget(this);
  list_->setIconSize(QSize(20, 20));
  list_->setAlternatingRowColors(true);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(heading_);
  layout->addWidget(list_, 1);
  layout->addWidget(buttons);
  // Tall enough for a dozen cards, never taller than the screen allows.
  const QScreen* screen = parent && parent->screen() ? parent->screen() : QGuiApplication::primaryScreen();
  const int room = screen ? screen->availableGeometry().height() * 7 / 10 : 480;
  resize(380, std::min(room, 420));
  setMaximumHeight(screen ? screen->availableGeometry().height() * 9 / 10 : QWIDGETSIZE_MAX);
}

void DiscardPileDialog::showPile(const std::vector<CardLook>& pile) {
  heading_->setText(pile.empty() ? tr("The discard pile is empty.")
                                 : tr("%n card(s), newest first:", "the discard pile", static_cast<int>(pile.size())));
  list_->clear();
  for (const CardLook& c : pile) {
    const QPixmap art = Art::instance().pixmap(c.icon, list_->iconSize(), devicePixelRatioF());
    auto* item = new QListWidgetItem(QIcon(art), tr("%1 — %2").arg(c.name, QString(c.kind).replace(QChar(0xa0), QLatin1Char(' '))), list_);
    if (!c.note.isEmpty()) item->setToolTip(c.note);
  }
  list_->setVisible(!pile.empty());
}

QStringList DiscardPileDialog::lines() const {
  QStringList out;
  for (int i = 0; i < list_->count(); ++i) out << list_->item(i)->text();
  return out;
}

}  // namespace hydaspes::client
