// S2, S3: a new game, or the scenario's exact opening.
#include <algorithm>

#include "hydaspes/state.h"

namespace hydaspes {

GameState GameState::newGame(GamePtr game, std::uint64_t seed, GameOptions options) {
  GameState s(std::move(game));
  s.options_ = options;
  s.setUp(seed);
  return s;
}

void GameState::setUp(std::uint64_t seed) {
  const Scenario& sc = game_->scenario();
  rng_ = Rng(seed);
  units_.clear();
  for (const auto& p : sc.setup) units_.push_back({p.cell, p.facing, !p.eliminated, false});

  if (sc.hasOpening) {
    applyOpening(sc.opening);
    return;
  }
  // S3: shuffle the whole table, deal, and begin the first player's turn.
  for (int c = 0; c < game_->cards().size(); ++c)
    for (int k = 0; k < game_->cards()[static_cast<CardIndex>(c)].count; ++k)
      deck_.push_back(static_cast<CardIndex>(c));
  rng_.shuffle(deck_);
  for (int side = 0; side < kSideCount; ++side)
    drawCards(static_cast<SideIndex>(side), sc.sides[side].deal, nullptr);
  startTurn(sc.firstSide, nullptr);
}

void GameState::applyOpening(const Opening& o) {
  const Scenario& sc = game_->scenario();
  const CardTable& cards = game_->cards();
  for (const auto& p : o.units) units_[p.unit] = {p.cell, p.facing, !p.eliminated, false};

  // Cards not placed by the opening are shuffled into the deck.
  std::vector<int> left(static_cast<std::size_t>(cards.size()));
  for (int c = 0; c < cards.size(); ++c) left[static_cast<std::size_t>(c)] = cards[static_cast<CardIndex>(c)].count;
  const auto take = [&](const std::vector<std::string>& ids, std::vector<CardIndex>& into) {
    for (const auto& id : ids) {
      const CardIndex c = *cards.find(id);
      --left[c];
      into.push_back(c);
    }
  };
  for (int side = 0; side < kSideCount; ++side) {
    if (o.hands[side]) {
      take(*o.hands[side], hands_[side]);
      std::sort(hands_[side].begin(), hands_[side].end());
    }
  }
  if (o.discard) take(*o.discard, discard_);
  if (o.deck) {
    take(*o.deck, deck_);
    std::reverse(deck_.begin(), deck_.end());  // the file lists the top first
  } else {
    for (std::size_t c = 0; c < left.size(); ++c)
      for (int k = 0; k < left[c]; ++k) deck_.push_back(static_cast<CardIndex>(c));
    rng_.shuffle(deck_);
  }
  for (int side = 0; side < kSideCount; ++side)  // sides without a given hand are dealt
    if (!o.hands[side]) drawCards(static_cast<SideIndex>(side), sc.sides[side].deal, nullptr);

  turn_ = o.turn.value_or(1);
  active_ = o.active.value_or(sc.firstSide);
  if (checkVictory(nullptr)) return;
  if (o.phase) {
    enterPhase(*o.phase, nullptr);
  } else {
    --turn_;
    startTurn(active_, nullptr);
  }
}

}  // namespace hydaspes
