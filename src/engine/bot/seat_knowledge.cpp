// The knowledge tracker of one seat (seat_knowledge.h).
#include "hydaspes/bot/seat_knowledge.h"

#include <algorithm>
#include <stdexcept>

namespace hydaspes {

namespace {
void removeOne(std::vector<CardIndex>& sorted, CardIndex c) {
  auto it = std::lower_bound(sorted.begin(), sorted.end(), c);
  if (it != sorted.end() && *it == c) sorted.erase(it);
}

std::vector<int> countsOf(std::size_t entries, const std::vector<CardIndex>& cards) {
  std::vector<int> n(entries, 0);
  for (CardIndex c : cards) ++n[c];
  return n;
}

// T2: when the discard pile was shuffled into the new deck, the old deck was
// empty, so the cards now unseen by the seat that are not accounted for by
// that pile are all in the other hand. `pile` is the discard pile at the
// reshuffle; returns the cards that must be in the other hand, per entry.
std::vector<int> forcedIntoOtherHand(const Game& g, const Observation& now, const std::vector<CardIndex>& pile) {
  const auto entries = static_cast<std::size_t>(g.cards().size());
  std::vector<int> unseen(entries, 0);
  for (std::size_t c = 0; c < entries; ++c) unseen[c] = g.cards()[static_cast<CardIndex>(c)].count;
  for (const auto* v : {&*now.hands[*now.seat], &now.discard, &now.inPlay})
    for (CardIndex c : *v) --unseen[c];
  const auto fromPile = countsOf(entries, pile);
  for (std::size_t c = 0; c < entries; ++c) unseen[c] = std::max(0, unseen[c] - fromPile[c]);
  return unseen;
}
}  // namespace

SeatKnowledge::SeatKnowledge(GamePtr game, Observation first) {
  if (!first.seat || !first.hands[*first.seat]) throw std::invalid_argument("knowledge is kept for a seat with a hand");
  info_.game = std::move(game);
  info_.observation = std::move(first);
}

void SeatKnowledge::update(SideIndex by, const Decision& d, const EventLog& events, Observation now) {
  const SideIndex me = info_.seat();
  const SideIndex other = otherSide(me);
  const Observation& before = info_.observation;
  std::vector<CardIndex>& known = info_.knownInOtherHand;

  // The discard pile as it grows during this decision, up to a reshuffle.
  std::vector<CardIndex> pile = before.discard;
  pile.insert(pile.end(), before.inPlay.begin(), before.inPlay.end());
  int reshuffles = 0;
  bool pileExact = false;
  for (const Event& e : events) {
    switch (e.kind) {
      case EventKind::CardPlayed:
      case EventKind::CardDiscarded:
        if (e.side == other) removeOne(known, e.card);
        if (reshuffles == 0) pile.push_back(e.card);
        break;
      case EventKind::Reshuffled:
        ++reshuffles;
        pileExact = static_cast<int>(pile.size()) == e.value;
        break;
      default: break;
    }
  }
  if (reshuffles == 1 && pileExact) {
    // Known before and forced now are both lower bounds of the other hand.
    const auto entries = static_cast<std::size_t>(info_.game->cards().size());
    const auto forced = forcedIntoOtherHand(*info_.game, now, pile);
    const auto knownBefore = countsOf(entries, known);
    known.clear();
    for (std::size_t c = 0; c < entries; ++c)
      for (int k = 0; k < std::max(forced[c], knownBefore[c]); ++k) known.push_back(static_cast<CardIndex>(c));
  }
  if (now.hands[other]) known = *now.hands[other];  // T3: the Deception shows it all
  info_.history.push_back({by, d});
  info_.observation = std::move(now);
}

}  // namespace hydaspes
