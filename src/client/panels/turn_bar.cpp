#include "panels/turn_bar.h"

#include <algorithm>

#include <QHBoxLayout>
#include <QLabel>
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
  // The piles' sizes, a link to the discard pile (open to both players):
  // no button beside them to widen the bar.
  piles_ = new QLabel(this);
  piles_->setObjectName(QStringLiteral("piles"));
  piles_->setTextFormat(Qt::RichText);
  piles_->setToolTip(tr("Click to see the discard pile, newest first (Ctrl+D)"));
  connect(piles_, &QLabel::linkActivated, this, &TurnBar::discardPileRequested);
  row->addWidget(piles_);
  outer->addLayout(row);
  // What the game waits for, and beside it the cards being used: on a line
  // of their own, so that neither widens the bar beyond a laptop's board
  // (the first line held them, and pushed the docks to a sliver).
  auto* second = new QHBoxLayout;
  awaited_ = new QLabel(this);
  awaited_->setWordWrap(true);
  second->addWidget(awaited_, 1);
  inPlay_ = new QLabel(this);
  inPlay_->setObjectName(QStringLiteral("inPlay"));
  inPlay_->setAlignment(Qt::AlignRight | Qt::AlignTop);
  second->addWidget(inPlay_, 0, Qt::AlignTop);
  outer->addLayout(second);
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
    // A phase passed over is struck through, its tooltip saying why: a
    // tester's first turn opened in Maneuver with nothing said of the two before.
    const auto passed = std::find_if(t.passed.begin(), t.passed.end(), [&](const auto& p) { return static_cast<std::size_t>(p.first) == i; });
    const bool skipped = passed != t.passed.end();
    // ".QLabel": the label alone, not its tooltip (a QLabel too), which
    // would otherwise be struck through as well.
    restyle(phases_[i], current   ? QStringLiteral(".QLabel{background:%1;color:white;font-weight:bold;border-radius:4px}").arg(colour.name())
                        : skipped ? QStringLiteral(".QLabel{color:gray;text-decoration:line-through}")
                                  : QStringLiteral(".QLabel{color:gray}"));
    const QString tip = skipped ? passed->second : QString();
    if (phases_[i]->toolTip() != tip) phases_[i]->setToolTip(tip);
  }
  retext(piles_, t.piles.isEmpty() ? QString() : QStringLiteral("<a href=\"discard\">%1</a>").arg(t.piles.toHtmlEscaped()));
  retext(inPlay_, t.inPlay);
  inPlay_->setVisible(!t.inPlay.isEmpty());
  // An alert takes the line the player reads, in bold red, in place of
  // what is awaited (the decision bar still offers it): the two together
  // wrapped to a second line, and the board moved under the pointer (a
  // tester at 1366x768).
  retext(awaited_, t.alert.isEmpty() ? t.awaited
                                     : QStringLiteral("<span style=\"color:#b01818;font-weight:bold\">%1</span>")
                                           .arg(t.alert.toHtmlEscaped()));
}

void TurnBar::showAwaited(const QString& text) { retext(awaited_, text); }

QString TurnBar::awaitedText() const { return awaited_->text(); }

QString TurnBar::turnText() const { return turn_->text(); }

}  // namespace hydaspes::client
