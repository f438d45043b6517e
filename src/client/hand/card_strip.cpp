#include "hand/card_strip.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
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
  pressSwallowed_ = false;
  const QPoint at = e->position().toPoint();
  for (const bool left : {true, false}) {
    const QRect badge = outOfSightBadge(left);
    if (!badge.contains(at)) continue;
    // The cards the badge counts come into sight, as many as the strip
    // shows at once (testers clicked "3 more" three times, a card a click).
    QScrollBar* bar = horizontalScrollBar();
    const int pitch = std::max(1, cardPitch());
    const auto [before, after] = cardsOutOfSight();
    const int cards = std::clamp(left ? before : after, 1, std::max(1, bar->pageStep() / pitch));  // page: the cards in sight
    bar->setValue(bar->value() + (left ? -1 : 1) * cards * pitch);
    spentBadge_ = badge;
    pressSwallowed_ = true;
    e->accept();
    return;
  }
  // The badge clicked last is gone from under the pointer (the row's end
  // reached): a click more there was meant for it, not for a card.
  if (spentBadge_.contains(at)) {
    pressSwallowed_ = true;
    e->accept();
    return;
  }
  spentBadge_ = QRect();
  QListView::mousePressEvent(e);
}

void CardStrip::mouseReleaseEvent(QMouseEvent* e) {
  if (pressSwallowed_) {
    pressSwallowed_ = false;
    e->accept();
    return;
  }
  QListView::mouseReleaseEvent(e);
}

void CardStrip::mouseMoveEvent(QMouseEvent* e) {
  if (!spentBadge_.contains(e->position().toPoint())) spentBadge_ = QRect();
  QListView::mouseMoveEvent(e);
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

QString CardStrip::badgeText(bool left, int count) const {
  return left ? tr("◀ %n more", "cards out of sight on the left", count)
              : tr("%n more ▶", "cards out of sight on the right", count);
}

QRect CardStrip::badgeRect(bool left, const QString& text) const {
  const QFontMetrics fm(font());
  const QSize size(fm.horizontalAdvance(text) + 16, fm.height() + 10);
  const int y = viewport()->height() - size.height() - 4;  // over the cards' icon row, below their names and values
  return QRect(QPoint(left ? 2 : viewport()->width() - size.width() - 2, y), size);
}

QRect CardStrip::outOfSightBadge(bool left) const {
  const auto [onLeft, onRight] = cardsOutOfSight();
  const int count = left ? onLeft : onRight;
  return count == 0 ? QRect() : badgeRect(left, badgeText(left, count));
}

void CardStrip::paintEvent(QPaintEvent* e) {
  QListView::paintEvent(e);
  const auto [onLeft, onRight] = cardsOutOfSight();
  if (onLeft == 0 && onRight == 0) return;
  QPainter p(viewport());
  p.setRenderHint(QPainter::Antialiasing);
  for (const bool left : {true, false}) {
    const int count = left ? onLeft : onRight;
    if (count == 0) continue;
    const QString text = badgeText(left, count);
    const QRect badge = badgeRect(left, text);
    QPainterPath path;
    path.addRoundedRect(QRectF(badge), 6, 6);
    p.fillPath(path, QColor(30, 30, 30, 200));
    p.setPen(Qt::white);
    p.drawText(badge, Qt::AlignCenter, text);
  }
}

// A card chosen takes effect at once (a play; a discard too, though its
// place stays empty until the discard is done) and the cards after a played
// one slide along: the second click of a double-click landed on the card
// that slid under the pointer, and chose it too. A double-click on a hand
// that changed since its first click is let go.
void CardStrip::mouseDoubleClickEvent(QMouseEvent* e) {
  const QPoint at = e->position().toPoint();
  if (spentBadge_.contains(at) || outOfSightBadge(true).contains(at) || outOfSightBadge(false).contains(at)) {
    mousePressEvent(e);  // a quick second click on a badge scrolls again
    return;
  }
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

// The badges stay at the edges: a scroll moves the cards' pixels, not them.
void CardStrip::scrollContentsBy(int dx, int dy) {
  QListView::scrollContentsBy(dx, dy);
  viewport()->update();
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
  const int fitted = (viewport()->width() - spacing()) / std::max(1, cards) - 2 * spacing();
  delegate_->setCardWidth(compact_ || cards == 0 ? 0 : std::max(1, fitted));
  if (delegate_->cardWidth() != before) scheduleDelayedItemsLayout();
}

void CardStrip::resizeEvent(QResizeEvent* e) {
  QListView::resizeEvent(e);
  if (e->size().width() != e->oldSize().width()) fitCardsToWidth();
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
