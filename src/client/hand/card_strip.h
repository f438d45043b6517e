// One row of cards: a QListView over a HandModel drawn by a CardDelegate,
// narrowed to fit the strip's width (as far as every title given by
// setTitles stays whole), scrolling sideways beyond that. A click, Enter or
// Space on a card chooses it. A compact strip shows name tiles in columns
// (the hand that waits, in solo).
#pragma once

#include <QListView>
#include <utility>
#include <vector>

#include "hydaspes/card.h"

namespace hydaspes::client {

class HandModel;

class CardStrip : public QListView {
  Q_OBJECT
 public:
  CardStrip(HandModel* model, bool compact, QWidget* parent = nullptr);
  HandModel* cards() const { return model_; }
  // Full cards, or short ones that leave a small window's board more room.
  void setShortCards(bool shortCards);
  // Name tiles in columns instead of cards in a row, in the same height.
  void setCompact(bool compact);
  bool compact() const { return compact_; }
  // Every card title that may be shown (the card table's, in the language
  // shown): cards then narrow to fit the strip, as far as all stay whole.
  void setTitles(const QStringList& titles);
  // Of `titles` (every card's, say), those a card of this strip, at the size
  // it draws its cards now, would not write whole; with no cards, none.
  QStringList cutTitles(const QStringList& titles) const;
  // A hand wider than the strip shows its start, unless no card that can
  // be played now is in view there: then the first of them is scrolled into
  // view. With `keepPlace`, a hand that still holds the card the strip
  // rested on at its left edge before (the same hand, a card played or
  // drawn, a step taken), or one of those after it, rests on that card
  // again instead of on the start: a tester who had scrolled to Duel
  // clicked there again after a step, the row had gone back to its start,
  // and he played Cavalry Charge.
  void showPlayable(bool keepPlace = true);
  // The cards of a row from the one whole in sight nearest its left edge
  // to the last; none when the row is not scrolled.
  std::vector<hydaspes::CardIndex> cardsFromLeftEdge() const;
  // A row wider than the strip: how many cards are out of sight (not whole
  // in view) on the left and on the right. A badge at each such edge says
  // so ("◀ 1 more"), and a click on it scrolls that way by a card: a tester
  // read "9 cards" above eight and did not see the scroll bar's meaning.
  std::pair<int, int> cardsOutOfSight() const;
  // The badge of one edge (left or right), in the viewport; empty when that
  // edge has no card out of sight.
  QRect outOfSightBadge(bool left) const;

 signals:
  void cardChosen(hydaspes::CardIndex card);

 protected:
  void keyPressEvent(QKeyEvent* e) override;
  void mousePressEvent(QMouseEvent* e) override;
  void mouseReleaseEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;
  void mouseDoubleClickEvent(QMouseEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void updateGeometries() override;
  void paintEvent(QPaintEvent* e) override;
  void scrollContentsBy(int dx, int dy) override;

 private:
  int cardPitch() const;  // from one card's left edge to the next's; 0 for tiles in columns
  // Cards in a row narrow so that the whole hand fits the strip, down to the
  // narrowest that writes every title whole: three testers at 1366x768 and
  // 1600x900 missed a card that stood behind the "1 more" badge.
  void fitCardsToWidth();
  QString badgeText(bool left, int count) const;         // "◀ 2 more", "1 more ▶"
  QRect badgeRect(bool left, const QString& text) const;  // where a badge with that text stands
  void restOnCardEdge();
  void choose(const QModelIndex& index);
  HandModel* model_;
  class CardDelegate* delegate_;
  bool compact_ = false;
  bool short_ = false;
  bool handChanged_ = false;  // the cards changed since the last press
  // Where the last badge clicked stood, until the pointer leaves it: the
  // cards beneath it are not chosen by clicks meant for a badge that has
  // gone (testers played a card so, clicking on after the row's end).
  QRect spentBadge_;
  bool pressSwallowed_ = false;  // the press was a badge's: so is its release
  // The cards from the left edge on when the cards were last replaced,
  // until the row is next shown (showPlayable): the place to keep.
  std::vector<hydaspes::CardIndex> placeBeforeReset_;
  bool resetSinceShown_ = false;
  QStringList titles_;  // setTitles'
};

}  // namespace hydaspes::client
