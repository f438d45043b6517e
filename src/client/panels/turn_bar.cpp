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

void TurnBar::show(const GameState& st, const Observation& o, const QString& activePlayer) {
  const Game& g = st.game();
  const QColor colour = Art::sideColour(o.active);
  const QString side = sideName(g, o.active);
  const QString who = activePlayer == side ? side : tr("%1 (%2)").arg(activePlayer, side);
  turn_->setText(tr("Turn %1 · %2").arg(o.turn).arg(who));
  turn_->setStyleSheet(QStringLiteral("color: %1").arg(colour.name()));
  for (std::size_t i = 0; i < phases_.size(); ++i) {
    const bool current = static_cast<int>(o.phase) == static_cast<int>(i) && !st.isTerminal();
    phases_[i]->setStyleSheet(current ? QStringLiteral("background:%1;color:white;font-weight:bold;border-radius:4px").arg(colour.name())
                                      : QStringLiteral("color:gray"));
  }
  QString piles = tr("Deck %1 · Discard %2").arg(o.deckSize).arg(o.discard.size());
  if (!o.inPlay.empty()) {  // the card being used, so the player sees it left the hand for a reason
    QStringList names;
    for (CardIndex c : o.inPlay) names << QString::fromStdString(st.game().cards()[c].name);
    piles += tr(" · In play: %1").arg(names.join(QStringLiteral(", ")));
  }
  piles_->setText(piles);
  QString text = awaitedWords(st);
  if (!st.isTerminal() && o.deciding && *o.deciding != o.active)
    text = QStringLiteral("⚑ ") + text;  // a reaction: the other player decides
  awaited_->setText(text);
}

QString TurnBar::awaitedText() const { return awaited_->text(); }

}  // namespace hydaspes::client
