// A state from an observation and a hidden assignment (world_sample.h).
#include "hydaspes/world_sample.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace hydaspes {

namespace {
void count(std::vector<int>& counts, const std::vector<CardIndex>& cards, int sign) {
  for (CardIndex c : cards) {
    if (c >= counts.size()) throw std::invalid_argument("card entry " + std::to_string(c) + " is not in the card table");
    counts[c] += sign;
  }
}
}  // namespace

GameState worldFromObservation(const GamePtr& game, const Observation& seen, const HiddenAssignment& hidden,
                               std::uint64_t seed) {
  if (!seen.seat || !seen.hands[*seen.seat]) throw std::invalid_argument("a world needs a seat's observation with its hand");
  const SideIndex me = *seen.seat;
  const SideIndex other = otherSide(me);
  if (seen.units.size() != game->scenario().units.size()) throw std::invalid_argument("the observation's units do not fit the game");
  if (static_cast<int>(hidden.otherHand.size()) != seen.handSizes[other])
    throw std::invalid_argument("the other hand holds " + std::to_string(seen.handSizes[other]) + " cards, not " +
                                std::to_string(hidden.otherHand.size()));
  if (static_cast<int>(hidden.deck.size()) != seen.deckSize)
    throw std::invalid_argument("the deck holds " + std::to_string(seen.deckSize) + " cards, not " +
                                std::to_string(hidden.deck.size()));
  std::vector<CardIndex> otherHand = hidden.otherHand;
  std::sort(otherHand.begin(), otherHand.end());
  if (seen.hands[other] && *seen.hands[other] != otherHand)
    throw std::invalid_argument("the other hand is shown and differs from the assignment");

  const CardTable& table = game->cards();
  std::vector<int> counts(static_cast<std::size_t>(table.size()), 0);
  for (int c = 0; c < table.size(); ++c) counts[static_cast<std::size_t>(c)] = table[static_cast<CardIndex>(c)].count;
  count(counts, *seen.hands[me], -1);
  count(counts, otherHand, -1);
  count(counts, hidden.deck, -1);
  count(counts, seen.discard, -1);
  count(counts, seen.inPlay, -1);
  if (std::any_of(counts.begin(), counts.end(), [](int n) { return n != 0; }))
    throw std::invalid_argument("the assignment does not conserve the cards of the table");

  GameState st(game);
  st.options_.alwaysAsk = seen.alwaysAsk;
  st.rng_ = Rng(seed);
  st.turn_ = seen.turn;
  st.active_ = seen.active;
  st.phase_ = seen.phase;
  st.step_ = seen.step;
  st.winner_ = seen.winner;
  st.units_ = seen.units;
  st.deck_ = hidden.deck;
  st.discard_ = seen.discard;
  st.hands_[me] = *seen.hands[me];
  st.hands_[other] = std::move(otherHand);
  st.inPlay_ = seen.inPlay;
  st.freeMoveUsed_ = seen.freeMoveUsed;
  st.deceptionUsed_ = seen.deceptionUsed;
  st.pending_ = seen.pending;
  st.combat_ = seen.combat;
  return st;
}

GameState standInWorld(const GamePtr& game, const Observation& seen) {
  Observation shown = seen;
  // The seat the world is built for: the one whose hand is shown, else any.
  SideIndex me = 0;
  if (seen.seat && seen.hands[*seen.seat]) me = *seen.seat;
  else if (!seen.hands[0] && seen.hands[1]) me = 1;
  const SideIndex other = otherSide(me);

  // The cards not shown anywhere, in table order.
  const CardTable& table = game->cards();
  std::vector<int> unseen(static_cast<std::size_t>(table.size()), 0);
  for (int c = 0; c < table.size(); ++c) unseen[static_cast<std::size_t>(c)] = table[static_cast<CardIndex>(c)].count;
  for (const auto& hand : seen.hands)
    if (hand) count(unseen, *hand, -1);
  count(unseen, seen.discard, -1);
  count(unseen, seen.inPlay, -1);
  std::vector<CardIndex> pool;
  for (std::size_t c = 0; c < unseen.size(); ++c) {
    if (unseen[c] < 0) throw std::invalid_argument("the observation shows more copies of card entry " + std::to_string(c) + " than the table holds");
    pool.insert(pool.end(), static_cast<std::size_t>(unseen[c]), static_cast<CardIndex>(c));
  }
  std::size_t next = 0;
  const auto deal = [&](int n) {
    if (n < 0 || pool.size() - next < static_cast<std::size_t>(n)) throw std::invalid_argument("the observation's card counts do not fit the table");
    std::vector<CardIndex> cards(pool.begin() + static_cast<std::ptrdiff_t>(next), pool.begin() + static_cast<std::ptrdiff_t>(next + static_cast<std::size_t>(n)));
    next += static_cast<std::size_t>(n);
    return cards;
  };
  if (!shown.hands[me]) shown.hands[me] = deal(seen.handSizes[me]);
  HiddenAssignment hidden;
  hidden.otherHand = seen.hands[other] ? *seen.hands[other] : deal(seen.handSizes[other]);
  hidden.deck = deal(seen.deckSize);
  shown.seat = me;
  shown.hands[other].reset();  // given as the assignment
  return worldFromObservation(game, shown, hidden, 0);
}

}  // namespace hydaspes
