#include "hand/hand_model.h"

#include <QStringList>

namespace hydaspes::client {

void HandModel::setCards(const std::vector<CardLook>& cards) {
  if (cards == cards_) return;
  const bool sameCards = cards.size() == cards_.size() &&
                         std::equal(cards.begin(), cards.end(), cards_.begin(),
                                    [](const CardLook& a, const CardLook& b) { return a.card == b.card; });
  if (sameCards) {  // the same cards, looks changed (playable, reasons): redraw in place
    cards_ = cards;
    emit dataChanged(index(0), index(rowCount() - 1));
    return;
  }
  beginResetModel();
  cards_ = cards;
  endResetModel();
}

int HandModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(cards_.size());
}

QVariant HandModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const CardLook& l = look(index.row());
  switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole: return l.name;
    // The card named with its kind and what such a card does (a tester
    // hovered over March and saw nothing), its note (a compact card has no
    // room for it), then why not now.
    case Qt::ToolTipRole: {
      QStringList lines;
      lines << (l.kind.isEmpty() ? l.name : QStringLiteral("%1: %2").arg(l.name, l.kind));
      if (!l.purpose.isEmpty()) lines << l.purpose;
      if (!l.note.isEmpty()) lines << l.note;
      if (!l.why.isEmpty()) lines << l.why;
      return lines.join(QLatin1Char('\n'));
    }
    case Qt::AccessibleDescriptionRole: return l.playable ? l.kind : l.why;
    default: return {};
  }
}

}  // namespace hydaspes::client
