#include "hand/card_strip.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolButton>
#include <algorithm>
#include <optional>

#include "hand/card_delegate.h"
#include "hand/hand_model.h"
#include "panels/sideways_wheel.h"

namespace hydaspes::client {

CardStrip::CardStrip(HandModel* model, bool compact, QWidget* parent) : QListView(parent), model_(model) {
  setModel(model_);
  delegate_ = new CardDelegate(this);
  setItemDelegate(delegate_);
  for (const bool left : {true, false}) {
    auto* end = new QToolButton(this);
    end->setFocusPolicy(Qt::NoFocus);  // the row's own keys scroll it
    end->setToolTip(left ? tr("Bring the cards out of sight on the left into sight")
                         : tr("Bring the cards out of sight on the right into sight"));
    end->hide();
    connect(end, &QToolButton::clicked, this, [this, left] { bringIntoSight(left); });
    (left ? leftEnd_ : rightEnd_) = end;
  }
  compact_ = !compact;  // so that setCompact lays the strip out
  setCompact(compact);
  setUniformItemSizes(true);
  setSpacing(2);
  setSelectionMode(QAbstractItemView::NoSelection);
  setEditTriggers(QAbstractItemView::NoEditTriggers);
  setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
  setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setFrameShape(QFrame::NoFrame);
  viewport()->setAutoFillBackground(false);
  setMouseTracking(true);
  setFixedHeight(CardDelegate::cardSize().height() + 4 + 14);  // room for the scroll bar
  new SidewaysWheel(this, CardDelegate::cardSize().width() / 2);
  connect(this, &QListView::clicked, this, &CardStrip::choose);
  connect(model_, &QAbstractItemModel::modelReset, this, [this] {
    handChanged_ = true;
    fitCardsToWidth();
  });
  connect(model_, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
    if (resetSinceShown_) return;  // the place was taken from the cards shown, not from ones never laid out
    placeBeforeReset_ = cardsFromLeftEdge();
    resetSinceShown_ = true;
  });
  // A playable card under the mouse says so.
  connect(this, &QListView::entered, this, [this](const QModelIndex& index) {
    viewport()->setCursor(index.isValid() && model_->look(index.row()).playable ? Qt::PointingHandCursor : Qt::ArrowCursor);
  });
}

void CardStrip::setShortCards(bool shortCards) {
  if (shortCards == short_) return;
  short_ = shortCards;
  setFixedHeight((shortCards ? CardDelegate::shortSize() : CardDelegate::cardSize()).height() + 4 + 14);
  if (!compact_) delegate_->setSize(shortCards ? CardDelegate::Size::Short : CardDelegate::Size::Full);  // name tiles stay
  fitCardsToWidth();
  scheduleDelayedItemsLayout();
}

void CardStrip::setCompact(bool compact) {
  if (compact == compact_) return;
  compact_ = compact;
  delegate_->setSize(compact ? CardDelegate::Size::Compact : short_ ? CardDelegate::Size::Short : CardDelegate::Size::Full);
  setFlow(compact ? QListView::TopToBottom : QListView::LeftToRight);
  setWrapping(compact);
  fitCardsToWidth();
  scheduleDelayedItemsLayout();
}

void CardStrip::choose(const QModelIndex& index) {
  if (!index.isValid() || model_->look(index.row()).discarded) return;
  model_->noteChosen(index.row());
  emit cardChosen(model_->look(index.row()).card);
}

void CardStrip::mousePressEvent(QMouseEvent* e) {
  handChanged_ = false;
  QListView::mousePressEvent(e);
}

// The cards out of sight at one end come into sight, as many as the strip
// shows at once (testers clicked "3 more" three times, a card a click).
void CardStrip::bringIntoSight(bool left) {
  QScrollBar* bar = horizontalScrollBar();
  const int pitch = std::max(1, cardPitch());
  const auto [before, after] = cardsOutOfSight();
  const int cards = std::clamp(left ? before : after, 1, std::max(1, bar->pageStep() / pitch));  // page: the cards in sight
  bar->setValue(bar->value() + (left ? -1 : 1) * cards * pitch);
}

std::pair<int, int> CardStrip::cardsOutOfSight() const {
  std::pair<int, int> out{0, 0};
  if (flow() != QListView::LeftToRight) return out;
  const QRect view = viewport()->rect();
  for (int row = 0; row < model_->rowCount(); ++row) {
    const QRect card = visualRect(model_->index(row));
    if (view.contains(card)) continue;
    (card.center().x() < view.center().x() ? out.first : out.second) += 1;
  }
  return out;
}

QAbstractButton* CardStrip::endButton(bool left) const { return left ? leftEnd_ : rightEnd_; }

int CardStrip::endButtonWidth() const {
  const QFontMetrics fm(leftEnd_->font());
  const int text = std::max({fm.horizontalAdvance(tr("%n more", "cards out of sight at one end of the hand", 99)),
                             fm.horizontalAdvance(QStringLiteral("◀")), fm.horizontalAdvance(QStringLiteral("▶"))});
  return text + 12;
}

void CardStrip::placeEnds(const QMargins& margins) {
  const bool overflowing = !margins.isNull();
  if (viewportMargins() != margins) setViewportMargins(margins);
  for (QToolButton* end : {leftEnd_, rightEnd_}) end->setVisible(overflowing);
  if (!overflowing) return;
  const QRect cards = viewport()->geometry();
  leftEnd_->setGeometry(cards.left() - margins.left(), cards.top(), margins.left(), cards.height());
  rightEnd_->setGeometry(cards.right() + 1, cards.top(), margins.right(), cards.height());
  updateEndButtons();
}

void CardStrip::updateEndButtons() {
  if (leftEnd_->isHidden()) return;  // the row fits: no ends
  const auto [onLeft, onRight] = cardsOutOfSight();
  for (const bool left : {true, false}) {
    QToolButton* end = left ? leftEnd_ : rightEnd_;
    const int count = left ? onLeft : onRight;
    const QString arrow = left ? QStringLiteral("◀") : QStringLiteral("▶");
    end->setText(count == 0 ? arrow : arrow + QLatin1Char('\n') + tr("%n more", "cards out of sight at one end of the hand", count));
    end->setEnabled(count > 0);
  }
}

// A card chosen takes effect at once (a play; a discard too, though its
// place stays empty until the discard is done) and the cards after a played
// one slide along: the second click of a double-click landed on the card
// that slid under the pointer, and chose it too. A double-click on a hand
// that changed since its first click is let go.
void CardStrip::mouseDoubleClickEvent(QMouseEvent* e) {
  if (handChanged_) {
    e->accept();
    return;
  }
  QListView::mouseDoubleClickEvent(e);
}

void CardStrip::keyPressEvent(QKeyEvent* e) {
  if (e->key() == Qt::Key_Space || e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) {
    choose(currentIndex());
    return;
  }
  QListView::keyPressEvent(e);
}

void CardStrip::showPlayable(bool keepPlace) {
  if (flow() != QListView::LeftToRight) return;
  const std::vector<CardIndex> place = resetSinceShown_ ? placeBeforeReset_ : cardsFromLeftEdge();
  resetSinceShown_ = false;
  placeBeforeReset_.clear();
  doItemsLayout();  // the cards' places, now
  // From the hand's start, or the card it rested on: a scroll left from
  // another hand (or from the window's first, narrower layout) would hide
  // its first cards for nothing.
  QScrollBar* bar = horizontalScrollBar();
  int start = 0;
  if (keepPlace) {
    const auto rowOf = [this](CardIndex card) {
      for (int row = 0; row < model_->rowCount(); ++row)
        if (model_->look(row).card == card) return row;
      return -1;
    };
    const auto kept = std::find_if(place.begin(), place.end(), [&](CardIndex c) { return rowOf(c) >= 0; });
    if (kept != place.end()) start = std::min(bar->maximum(), rowOf(*kept) * cardPitch());
  }
  bar->setValue(start);
  std::optional<int> first;
  for (int row = 0; row < model_->rowCount(); ++row) {
    if (!model_->look(row).playable) continue;
    if (viewport()->rect().contains(visualRect(model_->index(row)))) return;  // one is in view
    if (!first) first = row;
  }
  if (!first) return;
  // The card whole at the right edge, and the strip resting on a card's left
  // edge: the smallest scroll that is a whole number of cards.
  const int pitch = cardPitch();
  const int right = visualRect(model_->index(*first)).right() + bar->value();  // in the strip's content
  const int needed = std::max(0, right + 1 + spacing() - viewport()->width());
  bar->setValue(pitch > 0 ? std::min(bar->maximum(), (needed + pitch - 1) / pitch * pitch) : needed);
}

std::vector<CardIndex> CardStrip::cardsFromLeftEdge() const {
  std::vector<CardIndex> out;
  if (flow() != QListView::LeftToRight || horizontalScrollBar()->value() == 0) return out;
  const QRect view = viewport()->rect();
  for (int row = 0; row < model_->rowCount(); ++row)
    if (!out.empty() || view.contains(visualRect(model_->index(row)))) out.push_back(model_->look(row).card);
  return out;
}

int CardStrip::cardPitch() const {
  if (model_->rowCount() < 2 || flow() != QListView::LeftToRight) return 0;
  return visualRect(model_->index(1)).left() - visualRect(model_->index(0)).left();
}

// However the strip was scrolled or resized (the window settling, a dock
// moved), it rests on a card's left edge, none cut there.
void CardStrip::restOnCardEdge() {
  const int pitch = cardPitch();
  QScrollBar* bar = horizontalScrollBar();
  if (pitch <= 0 || bar->value() % pitch == 0) return;
  bar->setValue(bar->value() / pitch * pitch);
}

void CardStrip::scrollContentsBy(int dx, int dy) {
  QListView::scrollContentsBy(dx, dy);
  updateEndButtons();
}

void CardStrip::setTitles(const QStringList& titles) {
  if (titles == titles_) return;
  titles_ = titles;
  // Whether a title fits depends on the width alone (the band's height is
  // the same on full and short cards, whichever the strip shows now): the
  // narrowest at which all do.
  const auto allFit = [&](int width) {
    const QRect card(0, 0, width, CardDelegate::shortSize().height());
    return std::all_of(titles.begin(), titles.end(),
                       [&](const QString& t) { return CardDelegate::titleFits(t, card, font(), CardDelegate::Size::Full); });
  };
  int fits = CardDelegate::cardSize().width();  // kept when even the natural width cuts one
  for (int cut = CardDelegate::kNarrowestCard - 1; fits - cut > 1;) {
    const int mid = (cut + fits) / 2;
    (allFit(mid) ? fits : cut) = mid;
  }
  delegate_->setNarrowest(fits);
  fitCardsToWidth();
}

void CardStrip::fitCardsToWidth() {
  const int cards = model_->rowCount();
  const int before = delegate_->cardWidth();
  // A row of n cards takes n * (width + 2 spacings) (QListView's list mode),
  // and a spacing more is kept spare; name tiles keep their width.
  const int full = width() - 2 * frameWidth();
  const int fitted = (full - spacing()) / std::max(1, cards) - 2 * spacing();
  delegate_->setCardWidth(compact_ || cards == 0 ? 0 : std::max(1, fitted));
  QMargins ends;  // none: the row fits
  if (!compact_ && cards > 0 && delegate_->cardWidth() > fitted) {
    // The row scrolls between its end buttons: as many whole cards as fit
    // there at the narrowest, widened to fill the room. What is left over
    // (the cards at their natural width) goes to the buttons, half each,
    // so that no card is cut.
    const int end = endButtonWidth();
    const int between = full - 2 * end;
    const int whole = std::max(1, (between - spacing()) / (delegate_->cardWidth() + 2 * spacing()));
    delegate_->setCardWidth((between - spacing()) / whole - 2 * spacing());
    const int spare = std::max(0, between - (whole * (delegate_->cardWidth() + 2 * spacing()) + spacing()));
    ends = QMargins(end + spare / 2, 0, end + spare - spare / 2, 0);
  }
  placeEnds(ends);
  if (delegate_->cardWidth() != before) scheduleDelayedItemsLayout();
}

void CardStrip::resizeEvent(QResizeEvent* e) {
  QListView::resizeEvent(e);
  fitCardsToWidth();  // the end buttons take the new height too
  // A new width (the window settling after its first layout, a dock moved)
  // shows the hand as a new hand is shown: a scroll made for a narrower
  // strip left the first card out of sight for nothing (a tester saw "9
  // cards" above eight).
  if (e->size().width() != e->oldSize().width()) showPlayable(false);
  restOnCardEdge();
}

// The range ends on a card's edge too: scrolled to the end, the last card
// is whole with room after it, and the first in sight is whole as well. The
// scroll bar's arrows move the row by a card, its trough by the cards in
// sight (a tester clicked the arrows of the pixel-scrolled strip and saw
// nothing move).
void CardStrip::updateGeometries() {
  QListView::updateGeometries();
  const int pitch = cardPitch();
  QScrollBar* bar = horizontalScrollBar();
  if (pitch > 0) {
    if (bar->maximum() % pitch != 0) bar->setMaximum((bar->maximum() + pitch - 1) / pitch * pitch);
    bar->setSingleStep(pitch);
    bar->setPageStep(std::max(pitch, viewport()->width() / pitch * pitch));
  }
  restOnCardEdge();
  updateEndButtons();
}

QStringList CardStrip::cutTitles(const QStringList& titles) const {
  QStringList cut;
  if (model_->rowCount() == 0) return cut;
  const QRect card = visualRect(model_->index(0));  // every card of a strip has one size
  for (const QString& name : titles)
    if (!delegate_->titleFits(name, card, font())) cut << name;
  return cut;
}

}  // namespace hydaspes::client
