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

  // Shows `cards`: rows change only where the cards did.
  void setCards(const std::vector<CardLook>& cards);
  const std::vector<CardLook>& cards() const { return cards_; }
  const CardLook& look(int row) const { return cards_[static_cast<std::size_t>(row)]; }

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;

 private:
  std::vector<CardLook> cards_;
};

}  // namespace hydaspes::client
