#include "hand/hand_widget.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>
#include <iterator>

#include "hand/card_delegate.h"
#include "hand/card_strip.h"
#include "hand/hand_model.h"

namespace hydaspes::client {

namespace {
constexpr int kGap = 6;  // between the strips, the line and the caption
}  // namespace

HandWidget::HandWidget(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 2, 4, 2);
  layout->setSpacing(2);
  title_ = new QLabel(this);
  QFont f = title_->font();
  f.setBold(true);
  title_->setFont(f);
  layout->addWidget(title_);
  auto* row = new QHBoxLayout;
  row->setContentsMargins(0, 0, 0, 0);
  row->setSpacing(kGap);
  deciding_ = new HandModel(this);
  others_ = new HandModel(this);
  decidingStrip_ = new CardStrip(deciding_, false, this);
  decidingStrip_->setObjectName(QStringLiteral("decidingHand"));
  otherStrip_ = new CardStrip(others_, true, this);
  otherStrip_->setObjectName(QStringLiteral("otherHand"));
  line_ = new QFrame(this);
  line_->setFrameShape(QFrame::VLine);
  line_->setFrameShadow(QFrame::Sunken);
  otherCaption_ = new QLabel(this);
  otherCaption_->setObjectName(QStringLiteral("otherHandCaption"));
  otherCaption_->setWordWrap(true);
  otherCaption_->setFixedWidth(84);
  otherCaption_->setAlignment(Qt::AlignCenter);
  row->addWidget(decidingStrip_, 1);
  row->addWidget(line_);
  row->addWidget(otherCaption_);
  row->addWidget(otherStrip_);
  layout->addLayout(row);
  for (CardStrip* strip : {decidingStrip_, otherStrip_})
    connect(strip, &CardStrip::cardChosen, this, &HandWidget::cardClicked);
}

void HandWidget::show(const HandLook& hand) {
  title_->setText(hand.title);
  deciding_->setCards(hand.cards, hand.discarding);
  others_->setCards(hand.others);
  const bool two = !hand.otherCaption.isEmpty();
  finished_ = hand.finished;
  otherCaption_->setText(hand.otherCaption);
  for (QWidget* w : {static_cast<QWidget*>(line_), static_cast<QWidget*>(otherStrip_)}) w->setVisible(two);
  // At the end too: the title names both hands, but a tester still could not
  // tell whose cards stood on the right (each may hold the other's cards, C4).
  otherCaption_->setVisible(two);
  fitOtherHand();
  decidingStrip_->showPlayable();
}

// The waiting hand's name tiles take the columns they need, as many as the
// width the deciding hand leaves free allows (that hand comes first: it is
// the one played from), and at least one; the rest scrolls. Once the battle
// is decided neither is played from: when the winner's cards would leave
// the loser's hand too little room, both are shown as name tiles.
void HandWidget::fitOtherHand() {
  const bool two = otherStrip_->isVisibleTo(this);
  const int tile = CardDelegate::compactSize().width() + 4;
  const int perColumn = std::max(1, otherStrip_->height() / (CardDelegate::compactSize().height() + 4));
  const auto columnsOf = [&](int cards) { return std::max(1, (cards + perColumn - 1) / perColumn); };
  const QMargins m = layout()->contentsMargins();
  const int caption = otherCaption_->isVisibleTo(this) ? otherCaption_->width() + kGap : 0;
  const int room = width() - m.left() - m.right() - line_->sizeHint().width() - caption - 2 * kGap;
  const QSize card = decidingStrip_->height() < CardDelegate::cardSize().height() ? CardDelegate::shortSize() : CardDelegate::cardSize();
  const int cardsWidth = deciding_->rowCount() * (card.width() + 4) + 8;
  const int needed = columnsOf(others_->rowCount());
  const bool tiles = two && finished_ && (room - cardsWidth) / tile < needed;
  decidingStrip_->setCompact(tiles);
  const int decidingWidth = tiles ? columnsOf(deciding_->rowCount()) * tile + 8 : cardsWidth;
  const int columns = std::clamp((room - decidingWidth) / tile, 1, needed);
  // A scroll bar only when some tiles are out of sight: one kept "as
  // needed" took a row's height and pushed a tile out of sight itself.
  const auto scrollIf = [](CardStrip* strip, bool hidden) {
    const Qt::ScrollBarPolicy policy = hidden ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff;
    if (strip->horizontalScrollBarPolicy() == policy) return;
    strip->setHorizontalScrollBarPolicy(policy);
    strip->doItemsLayout();  // the tiles' columns for this height, now
  };
  scrollIf(decidingStrip_, !tiles || room - (columns * tile + 8) < decidingWidth);
  if (!two) return;
  otherStrip_->setFixedWidth(columns * tile + 8);
  scrollIf(otherStrip_, columns < needed);
}

void HandWidget::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  fitOtherHand();
}

void HandWidget::setShortCards(bool shortCards) {
  decidingStrip_->setShortCards(shortCards);
  otherStrip_->setFixedHeight(decidingStrip_->height());
  fitOtherHand();  // the tiles for the new height
  decidingStrip_->showPlayable();
}

void HandWidget::setCardTitles(const QStringList& titles) {
  decidingStrip_->setTitles(titles);
}

QString HandWidget::title() const { return title_->text(); }

std::optional<int> HandWidget::rowOfSlot(int slot) const {
  // The places of cards just discarded (CardLook::discarded) are not
  // counted: pressed again, a key discards the card now there, as before.
  const std::vector<CardLook>& cards = deciding_->cards();
  for (std::size_t row = 0; row < cards.size(); ++row)
    if (!cards[row].discarded && slot-- == 0) return static_cast<int>(row);
  return std::nullopt;
}

std::optional<CardIndex> HandWidget::cardAt(int slot) const {
  if (const auto row = rowOfSlot(slot)) return deciding_->look(*row).card;
  return std::nullopt;
}

std::optional<CardIndex> HandWidget::chooseAt(int slot) {
  const auto row = rowOfSlot(slot);
  if (!row) return std::nullopt;
  deciding_->noteChosen(*row);
  return deciding_->look(*row).card;
}

std::vector<CardLook> HandWidget::shownCards() const {
  std::vector<CardLook> out;
  std::copy_if(deciding_->cards().begin(), deciding_->cards().end(), std::back_inserter(out),
               [](const CardLook& l) { return !l.discarded; });
  if (otherStrip_->isVisibleTo(this)) out.insert(out.end(), others_->cards().begin(), others_->cards().end());
  return out;
}

QStringList HandWidget::shownNames() const {
  QStringList names;
  for (const CardLook& l : shownCards()) names << l.name;
  return names;
}

QStringList HandWidget::cutTitles(const QStringList& titles) const {
  QStringList cut;
  for (const CardStrip* strip : {decidingStrip_, otherStrip_})
    if (strip->isVisible())
      for (const QString& title : strip->cutTitles(titles))
        if (!cut.contains(title)) cut << title;
  return cut;
}

std::optional<std::pair<QWidget*, QPoint>> HandWidget::placeOf(CardIndex card) const {
  for (CardStrip* strip : {decidingStrip_, otherStrip_}) {
    const HandModel* m = strip->cards();
    for (int row = 0; row < m->rowCount(); ++row)
      if (m->look(row).card == card && !m->look(row).discarded) {
        const QModelIndex index = m->index(row);
        strip->scrollTo(index);
        return std::make_pair(strip->viewport(), strip->visualRect(index).center());
      }
  }
  return std::nullopt;
}

}  // namespace hydaspes::client
