// One row of cards: a QListView over a HandModel drawn by a CardDelegate,
// narrowed to fit the strip's width (as far as every title given by
// setTitles stays whole), scrolling sideways beyond that, with a button at
// each end that counts the cards out of sight there and brings them in. A
// click, Enter or Space on a card chooses it. A compact strip shows name
// tiles in columns (the hand that waits, in solo).
#pragma once

#include <QListView>
#include <utility>
#include <vector>

#include "hydaspes/card.h"

class QAbstractButton;
class QToolButton;

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
  // in view) on the left and on the right.
  std::pair<int, int> cardsOutOfSight() const;
  // A row wider than the strip has a button at each end, beside the cards
  // rather than over them, that counts the cards out of sight that way ("◀
  // 1 more") and brings them into sight: a tester read "9 cards" above
  // eight and did not see the scroll bar's meaning; badges drawn over the
  // row's ends hid the corners of the cards beneath (four testers at
  // 1366x768 and 1280x800). Between the buttons the row shows whole cards
  // only. The button of one end (left or right), shown only while the row
  // is wider than the strip, and enabled while it has cards to bring in.
  QAbstractButton* endButton(bool left) const;

 signals:
  void cardChosen(hydaspes::CardIndex card);

 protected:
  void keyPressEvent(QKeyEvent* e) override;
  void mousePressEvent(QMouseEvent* e) override;
  void mouseDoubleClickEvent(QMouseEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void updateGeometries() override;
  void scrollContentsBy(int dx, int dy) override;

 private:
  int cardPitch() const;  // from one card's left edge to the next's; 0 for tiles in columns
  // Cards in a row narrow so that the whole hand fits the strip, down to the
  // narrowest that writes every title whole: three testers at 1366x768 and
  // 1600x900 missed a card that stood behind the "1 more" badge. A row that
  // does not fit then gets the end buttons (placeEnds).
  void fitCardsToWidth();
  // The row's ends: `margins` beside the viewport (as wide as its whole
  // cards) for the end buttons; none (null margins) when the row fits.
  void placeEnds(const QMargins& margins);
  void updateEndButtons();  // their counts, and whether they have cards to bring in
  void bringIntoSight(bool left);
  int endButtonWidth() const;
  void restOnCardEdge();
  void choose(const QModelIndex& index);
  HandModel* model_;
  class CardDelegate* delegate_;
  bool compact_ = false;
  bool short_ = false;
  bool handChanged_ = false;  // the cards changed since the last press
  // The end buttons, shown while the row is wider than the strip. They stay
  // in place when their end has nothing more (testers clicked on after the
  // row's end, and a badge that had gone let the click choose a card).
  QToolButton* leftEnd_ = nullptr;
  QToolButton* rightEnd_ = nullptr;
  // The cards from the left edge on when the cards were last replaced,
  // until the row is next shown (showPlayable): the place to keep.
  std::vector<hydaspes::CardIndex> placeBeforeReset_;
  bool resetSinceShown_ = false;
  QStringList titles_;  // setTitles'
};

}  // namespace hydaspes::client
