// The cards of one hand as a Qt list model: one row per card, the look of
// each (card_look.h) for the delegate, its name and its reason as the
// display and tooltip roles (screen readers and tests read those).
#pragma once

#include <QAbstractListModel>
#include <vector>

#include "hand/card_look.h"

namespace hydaspes::client {

class HandModel : public QAbstractListModel {
  Q_OBJECT
 public:
  using QAbstractListModel::QAbstractListModel;

  // Shows `cards`: rows change only where the cards did. With
  // `keepDiscardedPlaces` (T6: the hand is being discarded down to its
  // limit), a card gone since the last call keeps its row as an empty
  // place (CardLook::discarded), and one that comes back (undo) takes it
  // again: the cards after it stay where they were, where a tester's next
  // click threw away the card that had slid under the pointer.
  void setCards(const std::vector<CardLook>& cards, bool keepDiscardedPlaces = false);
  // The player chose the card in `row`: if the next setCards() keeps a place
  // for a card gone of which the hand held two copies, it is this row's
  // place, not the first copy's.
  void noteChosen(int row) { chosenRow_ = row; }
  const std::vector<CardLook>& cards() const { return cards_; }
  const CardLook& look(int row) const { return cards_[static_cast<std::size_t>(row)]; }

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;

 private:
  // `cards` with the places of the cards discarded since the last call kept,
  // if the two differ by cards gone or come back only; else `cards`.
  std::vector<CardLook> withDiscardedPlaces(const std::vector<CardLook>& cards) const;

  std::vector<CardLook> cards_;
  int chosenRow_ = -1;          // noteChosen(): -1 none
  bool keepingPlaces_ = false;  // the last setCards() kept discarded places
};

}  // namespace hydaspes::client
