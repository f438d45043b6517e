// The cards along the bottom, drawn from the presentation's HandLook: the
// viewer's hand (or, during a Deception, the enemy hand being picked from)
// and, in solo, beyond a line and under its own caption, the other hand.
// Each is a CardStrip over a HandModel.
#pragma once

#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

#include "hand/card_look.h"
#include "session/presentation.h"

class QLabel;
class QFrame;

namespace hydaspes::client {

class CardStrip;
class HandModel;

class HandWidget : public QWidget {
  Q_OBJECT
 public:
  explicit HandWidget(QWidget* parent = nullptr);
  void show(const HandLook& hand);
  // Short cards (name and kind) for small windows; the tooltip has the rest.
  void setShortCards(bool shortCards);
  // Every card title that may be shown (CardStrip::setTitles): the cards of
  // the hand played from narrow to fit, as far as all stay whole.
  void setCardTitles(const QStringList& titles);
  // The card names shown now, deciding hand first (tests check that no
  // hidden hand is here).
  QStringList shownNames() const;
  // Of `titles`, those the cards now shown would not write whole (a layout
  // check, given every title of the card table; empty is right).
  QStringList cutTitles(const QStringList& titles) const;
  std::vector<CardLook> shownCards() const;
  QString title() const;
  // The card `slot` of the deciding hand (0: the leftmost), if any, the
  // places of cards just discarded not counted: keys 1-9 play them.
  std::optional<CardIndex> cardAt(int slot) const;
  // cardAt(), as the player's choice (a key): if the card is then
  // discarded, its place is the one left empty (HandModel::noteChosen).
  std::optional<CardIndex> chooseAt(int slot);
  // Where `card` is drawn: the widget to click and the point in it (tests,
  // and the keyboard focus).
  std::optional<std::pair<QWidget*, QPoint>> placeOf(CardIndex card) const;
  HandModel* decidingHand() const { return deciding_; }
  HandModel* otherHand() const { return others_; }

 signals:
  void cardClicked(hydaspes::CardIndex card);

 protected:
  void resizeEvent(QResizeEvent* e) override;

 private:
  void fitOtherHand();
  std::optional<int> rowOfSlot(int slot) const;  // cardAt's row of the deciding hand
  QLabel* title_;
  HandModel* deciding_;
  HandModel* others_;
  CardStrip* decidingStrip_;
  CardStrip* otherStrip_;
  QFrame* line_;
  QLabel* otherCaption_;
  bool finished_ = false;
};

}  // namespace hydaspes::client
