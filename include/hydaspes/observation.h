// What one player may see (H1): the board, the public piles, their own hand,
// the other hand's size, and nothing of the deck's order. The client draws
// only from this.
#pragma once

#include <optional>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "hydaspes/decision.h"
#include "hydaspes/game.h"
#include "hydaspes/situation.h"

namespace hydaspes {

struct Observation {
  std::optional<SideIndex> seat;  // none: a spectator who sees no hand
  int turn = 0;
  SideIndex active = 0;
  Phase phase = Phase::Tactics;
  Step step = Step::Main;
  std::optional<SideIndex> deciding;
  std::optional<SideIndex> winner;
  std::vector<UnitStatus> units;
  std::optional<std::vector<CardIndex>> hands[2];  // only those the seat may see
  int handSizes[2] = {0, 0};
  int deckSize = 0;
  std::vector<CardIndex> discard;
  std::vector<CardIndex> inPlay;
  bool freeMoveUsed = false;
  bool deceptionUsed = false;  // T3: this turn's Deception is spent
  bool alwaysAsk = false;      // H3: the game's option, known to both players
  PendingAction pending;
  Combat combat;
  std::vector<Decision> legal;  // only when the seat decides now

  nlohmann::json toJson(const Game& game) const;
  bool operator==(const Observation&) const = default;
};

}  // namespace hydaspes
