// The cards along the bottom: the viewer's hand (or, during a Deception, the
// enemy hand being picked from).
#pragma once

#include <QWidget>
#include <optional>
#include <vector>

#include "hand/card_widget.h"

class QLabel;
class QHBoxLayout;

namespace hydaspes::client {

class HandWidget : public QWidget {
  Q_OBJECT
 public:
  explicit HandWidget(QWidget* parent = nullptr);
  void setCards(const QString& title, const std::vector<CardLook>& cards);
  // Solo: the deciding side's cards first, then, beyond a line and under
  // their own caption, the other side's (both hands open, the deciding one
  // marked by the title).
  void setCards(const QString& title, const std::vector<CardLook>& cards, const QString& otherCaption,
                const std::vector<CardLook>& others);
  // The card names shown now (tests check that no hidden hand is here).
  QStringList shownNames() const;
  QString title() const;
  // The card in slot `slot` (0: the leftmost), if any: keys 1-9 play them.
  std::optional<CardIndex> cardAt(int slot) const;

 signals:
  void cardClicked(hydaspes::CardIndex card);

 private:
  QLabel* title_;
  QHBoxLayout* row_;
  std::vector<CardWidget*> cards_;   // the deciding side's, then the others
  std::size_t deciding_ = 0;         // how many of cards_ are the deciding side's
  std::vector<QWidget*> dividers_;   // the line and caption between the hands
};

}  // namespace hydaspes::client
