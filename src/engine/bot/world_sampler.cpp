// Worlds consistent with a bot's information (world_sampler.h).
#include "hydaspes/bot/world_sampler.h"

#include <algorithm>
#include <stdexcept>

namespace hydaspes {

namespace {
// The cards certainly in the other hand: all of it while it is shown.
const std::vector<CardIndex>& knownOther(const BotInformation& info) {
  const auto& shown = info.observation.hands[otherSide(info.seat())];
  return shown ? *shown : info.knownInOtherHand;
}
}  // namespace

std::vector<CardIndex> unplacedCards(const BotInformation& info) {
  const Observation& o = info.observation;
  const CardTable& table = info.game->cards();
  std::vector<int> left(static_cast<std::size_t>(table.size()), 0);
  for (int c = 0; c < table.size(); ++c) left[static_cast<std::size_t>(c)] = table[static_cast<CardIndex>(c)].count;
  for (const auto* cards : {&*o.hands[info.seat()], &o.discard, &o.inPlay, &knownOther(info)})
    for (CardIndex c : *cards)
      if (--left[c] < 0) throw std::invalid_argument("the bot's information places a card twice");
  std::vector<CardIndex> out;
  for (std::size_t c = 0; c < left.size(); ++c) out.insert(out.end(), static_cast<std::size_t>(left[c]), static_cast<CardIndex>(c));
  return out;
}

HiddenAssignment sampleHidden(const BotInformation& info, Rng& rng) {
  const Observation& o = info.observation;
  std::vector<CardIndex> pool = unplacedCards(info);
  const std::vector<CardIndex>& known = knownOther(info);
  const int otherSize = o.handSizes[otherSide(info.seat())];
  const int unknownSlots = otherSize - static_cast<int>(known.size());
  if (unknownSlots < 0 || static_cast<int>(pool.size()) != unknownSlots + o.deckSize)
    throw std::invalid_argument("the bot's information does not fit the hand and deck sizes");
  rng.shuffle(pool);
  HiddenAssignment h;
  h.otherHand = known;
  h.otherHand.insert(h.otherHand.end(), pool.begin(), pool.begin() + unknownSlots);
  h.deck.assign(pool.begin() + unknownSlots, pool.end());
  return h;
}

GameState sampleWorld(const BotInformation& info, Rng& rng) {
  HiddenAssignment h = sampleHidden(info, rng);
  return worldFromObservation(info.game, info.observation, h, rng.next());
}

}  // namespace hydaspes
