#include "hand/hand_model.h"

#include <QStringList>
#include <algorithm>
#include <map>

namespace hydaspes::client {

void HandModel::setCards(const std::vector<CardLook>& given, bool keepDiscardedPlaces) {
  const std::vector<CardLook> cards = keepDiscardedPlaces ? withDiscardedPlaces(given) : given;
  const auto held = [](const std::vector<CardLook>& looks) {
    return std::count_if(looks.begin(), looks.end(), [](const CardLook& l) { return !l.discarded; });
  };
  // The choice is used once a card came or went; one made before the hand
  // began to keep places (a click refused) is not the discard's.
  if (!keepDiscardedPlaces || !keepingPlaces_ || held(cards) != held(cards_)) chosenRow_ = -1;
  keepingPlaces_ = keepDiscardedPlaces;
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

std::vector<CardLook> HandModel::withDiscardedPlaces(const std::vector<CardLook>& cards) const {
  // For each card, how many more the last rows held than `cards` (gone:
  // their rows empty) or fewer (come back: empty rows filled again).
  std::map<CardIndex, int> gone;
  for (const CardLook& l : cards_)
    if (!l.discarded) ++gone[l.card];
  for (const CardLook& l : cards) --gone[l.card];
  // The rows whose cards left: copies of a card read alike, so the one the
  // player chose leaves first, then the first copies.
  std::vector<bool> leaves(cards_.size(), false);
  const auto leave = [&](std::size_t row) {
    if (row >= cards_.size() || cards_[row].discarded || leaves[row] || gone[cards_[row].card] <= 0) return;
    leaves[row] = true;
    --gone[cards_[row].card];
  };
  if (chosenRow_ >= 0) leave(static_cast<std::size_t>(chosenRow_));
  for (std::size_t row = 0; row < cards_.size(); ++row) leave(row);
  std::vector<CardLook> out;
  std::size_t next = 0;  // the first of `cards` not placed yet
  for (std::size_t row = 0; row < cards_.size(); ++row) {
    const CardLook& was = cards_[row];
    int& more = gone[was.card];
    const bool returns = was.discarded && more < 0;
    if ((was.discarded && !returns) || leaves[row]) {
      CardLook place = was;
      place.discarded = true;
      place.playable = place.fits = place.selected = false;
      place.why = tr("Discarded: Undo (Ctrl+Z) takes it back");
      out.push_back(place);
      continue;
    }
    if (returns) ++more;
    if (next >= cards.size() || cards[next].card != was.card) return cards;  // not the same hand: drawn afresh
    out.push_back(cards[next++]);
  }
  return next == cards.size() ? out : cards;
}

int HandModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(cards_.size());
}

QVariant HandModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const CardLook& l = look(index.row());
  switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole: return l.discarded ? tr("%1 (discarded)").arg(l.name) : l.name;
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
