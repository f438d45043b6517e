#include "panels/turn_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/words.h"
#include "board/art.h"

namespace hydaspes::client {

TurnBar::TurnBar(QWidget* parent) : QWidget(parent) {
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(6, 4, 6, 2);
  auto* row = new QHBoxLayout;
  turn_ = new QLabel(this);
  QFont big = turn_->font();
  big.setBold(true);
  big.setPointSizeF(big.pointSizeF() * 1.2);
  turn_->setFont(big);
  row->addWidget(turn_);
  row->addSpacing(16);
  for (Phase p : {Phase::Tactics, Phase::Deception, Phase::Maneuver, Phase::Attack, Phase::End}) {
    auto* l = new QLabel(phaseWords(p), this);
    l->setMargin(3);
    phases_.push_back(l);
    row->addWidget(l);
  }
  row->addStretch();
  piles_ = new QLabel(this);
  row->addWidget(piles_);
  discardButton_ = new QPushButton(tr("Discard pile…"), this);
  connect(discardButton_, &QPushButton::clicked, this, &TurnBar::discardPileRequested);
  row->addWidget(discardButton_);
  outer->addLayout(row);
  awaited_ = new QLabel(this);
  awaited_->setWordWrap(true);
  outer->addWidget(awaited_);
}

namespace {
// A style sheet set again re-polishes the widget even when it is the same:
// after most actions nothing here changes, so nothing is redone.
void restyle(QLabel* label, const QString& sheet) {
  if (label->styleSheet() != sheet) label->setStyleSheet(sheet);
}
void retext(QLabel* label, const QString& text) {
  if (label->text() != text) label->setText(text);
}
}  // namespace

void TurnBar::show(const TurnLook& t) {
  const QColor colour = Art::sideColour(t.active);
  retext(turn_, t.turn);
  restyle(turn_, QStringLiteral("color: %1").arg(colour.name()));
  for (std::size_t i = 0; i < phases_.size(); ++i) {
    const bool current = t.current && static_cast<int>(*t.current) == static_cast<int>(i);
    restyle(phases_[i], current ? QStringLiteral("background:%1;color:white;font-weight:bold;border-radius:4px").arg(colour.name())
                                : QStringLiteral("color:gray"));
  }
  retext(piles_, t.piles);
  retext(awaited_, t.awaited);
}

void TurnBar::showAwaited(const QString& text) { retext(awaited_, text); }

QString TurnBar::awaitedText() const { return awaited_->text(); }

QString TurnBar::turnText() const { return turn_->text(); }

}  // namespace hydaspes::client
