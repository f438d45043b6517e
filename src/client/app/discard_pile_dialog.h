// Game > Discard pile: the cards played and discarded so far (public, H1),
// newest first, each with its type, use and value and its note on hover.
// A list that scrolls, so a long game's pile fits any screen; it stays
// open beside the game and follows it.
#pragma once

#include <QDialog>
#include <vector>

#include "hand/card_look.h"

class QLabel;
class QListWidget;

namespace hydaspes::client {

class DiscardPileDialog : public QDialog {
  Q_OBJECT
 public:
  explicit DiscardPileDialog(QWidget* parent = nullptr);
  void showPile(const std::vector<CardLook>& pile);
  QStringList lines() const;  // what the list shows, top first (tests)

 private:
  QLabel* heading_;
  QListWidget* list_;
};

}  // namespace hydaspes::client
