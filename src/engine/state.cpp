// GameState: who decides, basic queries, and the one public apply() path.
#include "hydaspes/state.h"

#include <algorithm>

namespace hydaspes {

std::string_view stepName(Step s) {
  switch (s) {
    case Step::Main: return "main";
    case Step::DeceptionPick: return "deception-pick";
    case Step::Source: return "source";
    case Step::Units: return "units";
    case Step::Facing: return "facing";
    case Step::NegateWindow: return "negate-window";
    case Step::CancelWindow: return "cancel-window";
    case Step::Target: return "target";
    case Step::AttackerSupport: return "attacker-support";
    case Step::DefenderResponse: return "defender-response";
    case Step::Casualty: return "casualty";
    case Step::ContinueOrBreak: return "continue-or-break";
    case Step::GameOver: return "game-over";
  }
  return "main";
}

SideIndex GameState::decidingSide() const {
  switch (step_) {
    case Step::NegateWindow:
    case Step::DefenderResponse: return otherSide(active_);
    case Step::Casualty: return static_cast<SideIndex>(combat_.lastWinner);
    default: return active_;
  }
}

int GameState::eliminated(SideIndex s) const {
  int n = 0;
  const auto& units = game_->scenario().units;
  for (std::size_t u = 0; u < units_.size(); ++u)
    if (units[u].side == s && !units_[u].alive) ++n;
  return n;
}

UnitMask GameState::unitsAt(Cell c) const {
  UnitMask m = 0;
  for (std::size_t u = 0; u < units_.size(); ++u)
    if (units_[u].alive && units_[u].cell == c) m |= unitBit(static_cast<UnitIndex>(u));
  return m;
}

std::optional<SideIndex> GameState::holder(Cell c) const {
  const auto& units = game_->scenario().units;
  for (std::size_t u = 0; u < units_.size(); ++u)
    if (units_[u].alive && units_[u].cell == c) return units[u].side;
  return std::nullopt;
}

CellSet GameState::cellsHeldBy(SideIndex s) const {
  CellSet held;
  for (UnitMask m = game_->unitsOf(s); m; m &= m - 1) {
    const UnitStatus& us = units_[static_cast<std::size_t>(__builtin_ctzll(m))];
    if (us.alive) held.set(us.cell);
  }
  return held;
}

std::optional<Refusal> GameState::refusal(const Decision& d) const {
  if (isLegal(d)) return std::nullopt;
  return refuse(d);
}

std::string GameState::whyIllegal(const Decision& d) const {
  const auto r = refusal(d);
  return r ? englishText(*r, *game_) : "";
}

void GameState::apply(const Decision& d, EventLog* events) {
  if (auto r = refusal(d)) {
    std::string cited = citedText(*r, *game_);
    throw IllegalDecision(cited, std::move(*r));
  }
  doApply(d, events);
}

void GameState::forceDice(const std::vector<int>& dice) {
  for (int v : dice) {
    if (v < 1 || v > 6) throw std::invalid_argument("a die shows 1 to 6, not " + std::to_string(v));
    forcedDice_.push_back(static_cast<std::uint8_t>(v));
  }
}

int GameState::rollDie() {
  if (!forcedDice_.empty()) {
    const int v = forcedDice_.front();
    forcedDice_.erase(forcedDice_.begin());
    return v;
  }
  return rng_.die();
}

bool GameState::operator==(const GameState& o) const {
  return game_ == o.game_ && options_.alwaysAsk == o.options_.alwaysAsk && rng_ == o.rng_ &&
         forcedDice_ == o.forcedDice_ && turn_ == o.turn_ && active_ == o.active_ && phase_ == o.phase_ &&
         step_ == o.step_ && winner_ == o.winner_ && units_ == o.units_ && deck_ == o.deck_ &&
         discard_ == o.discard_ && hands_[0] == o.hands_[0] && hands_[1] == o.hands_[1] &&
         inPlay_ == o.inPlay_ && freeMoveUsed_ == o.freeMoveUsed_ && deceptionUsed_ == o.deceptionUsed_ &&
         pending_ == o.pending_ && combat_ == o.combat_;
}

}  // namespace hydaspes
