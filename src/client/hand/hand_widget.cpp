#include "hand/hand_widget.h"

#include <QHBoxLayout>
#include <QFrame>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace hydaspes::client {

HandWidget::HandWidget(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 2, 4, 2);
  title_ = new QLabel(this);
  QFont f = title_->font();
  f.setBold(true);
  title_->setFont(f);
  layout->addWidget(title_);
  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
  scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  auto* inner = new QWidget(scroll);
  row_ = new QHBoxLayout(inner);
  row_->setContentsMargins(0, 0, 0, 0);
  row_->addStretch();
  scroll->setWidget(inner);
  scroll->setMinimumHeight(186);
  layout->addWidget(scroll);
}

void HandWidget::setCards(const QString& title, const std::vector<CardLook>& cards) { setCards(title, cards, {}, {}); }

void HandWidget::setCards(const QString& title, const std::vector<CardLook>& cards, const QString& otherCaption,
                          const std::vector<CardLook>& others) {
  title_->setText(title);
  for (auto* c : cards_) {  // a card may be in its own click handler: delete it later
    row_->removeWidget(c);
    c->hide();
    c->setParent(nullptr);
    c->deleteLater();
  }
  cards_.clear();
  for (auto* d : dividers_) {
    row_->removeWidget(d);
    d->deleteLater();
  }
  dividers_.clear();
  const auto add = [&](const CardLook& look) {
    auto* w = new CardWidget(look);
    connect(w, &CardWidget::clicked, this, &HandWidget::cardClicked);
    row_->insertWidget(row_->count() - 1, w);
    cards_.push_back(w);
  };
  for (const auto& look : cards) add(look);
  deciding_ = cards_.size();
  if (otherCaption.isEmpty()) return;
  auto* line = new QFrame;
  line->setFrameShape(QFrame::VLine);
  line->setFrameShadow(QFrame::Sunken);
  auto* caption = new QLabel(otherCaption);
  caption->setObjectName(QStringLiteral("otherHandCaption"));
  caption->setWordWrap(true);
  caption->setFixedWidth(84);
  caption->setAlignment(Qt::AlignCenter);
  for (QWidget* w : {static_cast<QWidget*>(line), static_cast<QWidget*>(caption)}) {
    row_->insertWidget(row_->count() - 1, w);
    dividers_.push_back(w);
  }
  for (const auto& look : others) add(look);
}

QString HandWidget::title() const { return title_->text(); }

std::optional<CardIndex> HandWidget::cardAt(int slot) const {
  if (slot < 0 || slot >= static_cast<int>(deciding_)) return std::nullopt;
  return cards_[static_cast<std::size_t>(slot)]->look().card;
}

QStringList HandWidget::shownNames() const {
  QStringList names;
  for (auto* c : cards_) names << c->look().name;
  return names;
}

}  // namespace hydaspes::client
