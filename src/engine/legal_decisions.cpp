// The legal decisions of every step, enumerated one step at a time.
#include <algorithm>

#include "hydaspes/card_use.h"
#include "hydaspes/move_planner.h"
#include "hydaspes/state.h"

namespace hydaspes {

namespace {
bool playable(const Game& g, CardIndex c, SideIndex s) { return g.rule(c).playableBy[s]; }
}  // namespace

bool GameState::hasCard(SideIndex s, CardIndex c) const {
  return std::binary_search(hands_[s].begin(), hands_[s].end(), c);
}


UnitMask GameState::movableAt(Cell c) const {
  UnitMask m = 0;
  const auto& units = game_->scenario().units;
  for (std::size_t u = 0; u < units_.size(); ++u)
    if (units_[u].alive && units_[u].cell == c && units[u].side == active_ && !units_[u].moved)
      m |= unitBit(static_cast<UnitIndex>(u));
  return m;
}

namespace {
int lowestMaxMove(const Scenario& s, UnitMask group) {
  int lowest = 1000;
  for (UnitMask m = group; m; m &= m - 1) lowest = std::min(lowest, s.typeOf(static_cast<UnitIndex>(__builtin_ctzll(m))).maxMove);
  return lowest;
}

MoveMode modeOf(const Game& g, std::optional<CardIndex> card) {
  if (!card) return MoveMode::Normal;
  if (g.cards()[*card].type == CardType::R) return MoveMode::Crossing;
  if (g.rule(*card).alongRiver) return MoveMode::AlongRiver;
  return MoveMode::Normal;
}
}  // namespace

// The limits of a move by `group` with `card` (none: the free move).
static MoveLimits limitsFor(const Game& g, std::optional<CardIndex> card, UnitMask group) {
  const int value = card ? g.cards()[*card].value.value_or(0) : g.scenario().freeMoveDistance;
  return moveLimits(value, lowestMaxMove(g.scenario(), group), modeOf(g, card));
}

static std::optional<CardIndex> pendingCard(const PendingAction& p) {
  if (p.freeMove) return std::nullopt;
  return p.card;
}

MoveLimits GameState::pendingLimits(UnitMask group) const { return limitsFor(*game_, pendingCard(pending_), group); }

CellSet GameState::reachableWith(UnitMask group, Cell from) const {
  return reachableCells(game_->board(), cellsHeldBy(otherSide(active_)), from, pendingLimits(group));
}

CellSet GameState::reachableForPending() const {
  if (step_ != Step::Units || !pending_.group) return {};
  return reachableWith(pending_.group, pending_.from);
}

namespace {
// Can `group` (from `from`) make a move with `card`? Restrictions and a
// destination both needed.
bool groupCanMove(const GameState& st, std::optional<CardIndex> card, Cell from, UnitMask group) {
  const Game& g = st.game();
  if (card && !moversQualify(g, *card, group, st.unitsAt(from))) return false;
  return reachableCells(g.board(), st.cellsHeldBy(otherSide(st.activeSide())), from, limitsFor(g, card, group)).any();
}
}  // namespace

bool GameState::canStartMove(std::optional<CardIndex> card) const {
  CellSet tried;
  const auto& units = game_->scenario().units;
  for (std::size_t u = 0; u < units_.size(); ++u) {
    if (!units_[u].alive || units[u].side != active_ || units_[u].moved || tried[units_[u].cell]) continue;
    tried.set(units_[u].cell);
    if (sourceHasMover(units_[u].cell, card)) return true;
  }
  return false;
}

bool GameState::sourceHasMover(Cell c, std::optional<CardIndex> card) const {
  for (UnitMask m = movableAt(c); m; m &= m - 1)
    if (groupCanMove(*this, card, c, unitBit(static_cast<UnitIndex>(__builtin_ctzll(m))))) return true;
  return false;
}

bool GameState::canTake(UnitIndex u) const {
  if (pending_.group & unitBit(u)) return false;
  if (!(movableAt(pending_.from) & unitBit(u))) return false;
  return groupCanMove(*this, pendingCard(pending_), pending_.from, pending_.group | unitBit(u));
}

CellSet GameState::attackTargets(CardIndex card, Cell from) const {
  CellSet targets;
  const UnitMask acting = unitsAt(from);
  if (!acting) return targets;
  const Board& b = game_->board();
  const Facing facing = units_[static_cast<std::size_t>(__builtin_ctzll(acting))].facing;
  const int reach = game_->cards()[card].reach;  // C8: the card file's reach, never its value
  const SideIndex enemy = otherSide(active_);
  for (Facing d : kAllFacings) {
    if (sectorOf(facing, d) != Sector::Front) continue;  // K1
    Cell c = from;
    for (int step = 1; step <= reach; ++step) {
      auto next = b.step(c, d);
      if (!next) break;
      c = *next;
      const auto who = holder(c);
      if (who == enemy) {
        const UnitMask opposing = unitsAt(c);
        const Facing defenderFacing = units_[static_cast<std::size_t>(__builtin_ctzll(opposing))].facing;
        StackContext ctx{acting, opposing, b.isRiver(c),
                         sectorOf(defenderFacing, opposite(d)) != Sector::Front};
        if (stackQualifies(*game_, card, ctx)) targets.set(c);
        break;  // C6: an enemy in the middle cell blocks the line
      }
    }
  }
  return targets;
}

bool GameState::canStartAttack(CardIndex card) const {
  const CardDef& def = game_->cards()[card];
  if (cardAllows(def, CardUse::MoveAttack)) return canStartMove(card);  // K9
  if (!cardAllows(def, CardUse::Attack)) return false;
  CellSet tried;
  const auto& units = game_->scenario().units;
  for (std::size_t u = 0; u < units_.size(); ++u) {
    if (!units_[u].alive || units[u].side != active_ || tried[units_[u].cell]) continue;
    tried.set(units_[u].cell);
    if (attackTargets(card, units_[u].cell).any()) return true;
  }
  return false;
}

bool GameState::sourceHasAttack(Cell c) const {
  return holder(c) == active_ && attackTargets(pending_.card, c).any();
}

bool GameState::touchesRiver() const {
  const Board& b = game_->board();
  return b.isRiver(pending_.from) || b.isRiver(pending_.to) ||
         modeOf(*game_, pendingCard(pending_)) != MoveMode::Normal;
}

bool GameState::fitsNegate(CardIndex c) const {
  const SideIndex responder = otherSide(active_);
  return playable(*game_, c, responder) && cardAllows(game_->cards()[c], CardUse::Negate) &&
         negateQualifies(*game_, c, pending_.group, touchesRiver());
}

bool GameState::fitsCancel(CardIndex c) const {
  return playable(*game_, c, active_) && cardAllows(game_->cards()[c], CardUse::CancelNegate);
}

StackContext GameState::combatContext(SideIndex user) const {
  const Board& b = game_->board();
  const bool attacking = user == active_;
  const Cell own = attacking ? combat_.attackerCell : combat_.defenderCell;
  const Cell other = attacking ? combat_.defenderCell : combat_.attackerCell;
  StackContext ctx;
  ctx.acting = unitsAt(own);
  ctx.opposing = unitsAt(other);
  ctx.opposingInRiver = b.isRiver(other);
  if (ctx.opposing) {
    const Facing otherFacing = units_[static_cast<std::size_t>(__builtin_ctzll(ctx.opposing))].facing;
    if (auto towardsUser = b.lineDirection(other, own))
      ctx.strikesFlankOrRear = sectorOf(otherFacing, *towardsUser) != Sector::Front;
  }
  return ctx;
}

bool GameState::fitsSupport(CardIndex c, SideIndex user) const {
  return playable(*game_, c, user) && cardAllows(game_->cards()[c], CardUse::Support) &&
         stackQualifies(*game_, c, combatContext(user));
}

bool GameState::fitsDefence(CardIndex c) const {
  const SideIndex defender = otherSide(active_);
  return playable(*game_, c, defender) && cardAllows(game_->cards()[c], CardUse::Defend) &&
         stackQualifies(*game_, c, combatContext(defender));
}

bool GameState::responderMayAct(bool hasFittingCard) const { return hasFittingCard || options_.alwaysAsk; }

void GameState::mainDecisions(std::vector<Decision>& out) const {
  const SideIndex me = active_;
  const auto add = [&out](Verb v, int arg = 0) { out.push_back({v, static_cast<std::uint8_t>(arg)}); };
  const CardTable& cards = game_->cards();
  switch (phase_) {
    case Phase::Tactics:
      forEachDistinctCard(me, [&](CardIndex c) {
        if (playable(*game_, c, me) && cardAllows(cards[c], CardUse::DrawTwo)) add(Verb::Play, c);
      });
      add(Verb::End);
      break;
    case Phase::Deception:
      if (game_->scenario().sides[me].deception && !deceptionUsed_ && !hands_[otherSide(me)].empty())
        forEachDistinctCard(me, [&](CardIndex c) {
          if (playable(*game_, c, me) && cardAllows(cards[c], CardUse::Deceive)) add(Verb::Deceive, c);
        });
      add(Verb::End);
      break;
    case Phase::Maneuver:
      if (!freeMoveUsed_ && canStartMove(std::nullopt)) add(Verb::MoveFree);
      forEachDistinctCard(me, [&](CardIndex c) {
        const bool moves = cardAllows(cards[c], CardUse::Move) || cardAllows(cards[c], CardUse::Cross);
        if (playable(*game_, c, me) && moves && canStartMove(c)) add(Verb::Move, c);
      });
      add(Verb::End);
      break;
    case Phase::Attack:
      forEachDistinctCard(me, [&](CardIndex c) {
        if (playable(*game_, c, me) && canStartAttack(c)) add(Verb::Attack, c);
      });
      add(Verb::End);
      break;
    case Phase::End:
      forEachDistinctCard(me, [&](CardIndex c) { add(Verb::Discard, c); });
      break;
  }
}

std::vector<Decision> GameState::legalDecisions() const {
  std::vector<Decision> out;
  const auto add = [&out](Verb v, int arg = 0) { out.push_back({v, static_cast<std::uint8_t>(arg)}); };
  const Board& b = game_->board();
  switch (step_) {
    case Step::GameOver: break;
    case Step::Main: mainDecisions(out); break;
    case Step::DeceptionPick:
      forEachDistinctCard(otherSide(active_), [&](CardIndex c) { add(Verb::Discard, c); });
      break;
    case Step::Source: {
      CellSet tried;
      const auto& units = game_->scenario().units;
      for (std::size_t u = 0; u < units_.size(); ++u) {
        const Cell c = units_[u].cell;
        if (!units_[u].alive || units[u].side != active_ || tried[c]) continue;
        tried.set(c);
        const bool ok = pending_.kind == ActionKind::Attack ? sourceHasAttack(c)
                                                             : sourceHasMover(c, pendingCard(pending_));
        if (ok) add(Verb::From, c);
      }
      std::sort(out.begin(), out.end());
      break;
    }
    case Step::Units: {
      if (!pending_.group) {
        const UnitMask all = movableAt(pending_.from);
        if (__builtin_popcountll(all) > 1 && groupCanMove(*this, pendingCard(pending_), pending_.from, all))
          add(Verb::TakeAll);
      }
      for (UnitMask m = movableAt(pending_.from) & ~pending_.group; m; m &= m - 1) {
        const auto u = static_cast<UnitIndex>(__builtin_ctzll(m));
        if (canTake(u)) add(Verb::Take, u);
      }
      if (pending_.group) {
        const CellSet reach = reachableWith(pending_.group, pending_.from);
        for (int c = 0; c < b.cellCount(); ++c)
          if (reach[static_cast<std::size_t>(c)]) add(Verb::To, c);
      }
      break;
    }
    case Step::Facing:
      for (Facing f : kAllFacings) add(Verb::Face, static_cast<int>(f));
      break;
    case Step::NegateWindow:
      forEachDistinctCard(otherSide(active_), [&](CardIndex c) {
        if (fitsNegate(c)) add(Verb::Negate, c);
      });
      add(Verb::Pass);
      break;
    case Step::CancelWindow:
      forEachDistinctCard(active_, [&](CardIndex c) {
        if (fitsCancel(c)) add(Verb::Cancel, c);
      });
      add(Verb::Pass);
      break;
    case Step::Target: {
      const CellSet targets = attackTargets(pending_.card, pending_.from);
      for (int c = 0; c < b.cellCount(); ++c)
        if (targets[static_cast<std::size_t>(c)]) add(Verb::At, c);
      break;
    }
    case Step::AttackerSupport:
      forEachDistinctCard(active_, [&](CardIndex c) {
        if (fitsSupport(c, active_)) add(Verb::Support, c);
      });
      add(Verb::Pass);
      break;
    case Step::DefenderResponse: {
      const SideIndex defender = otherSide(active_);
      forEachDistinctCard(defender, [&](CardIndex c) {
        if (fitsSupport(c, defender)) add(Verb::Support, c);
      });
      forEachDistinctCard(defender, [&](CardIndex c) {
        if (fitsDefence(c)) add(Verb::Defend, c);
      });
      add(Verb::Pass);
      break;
    }
    case Step::Casualty: {
      const Cell loserCell = combat_.lastWinner == active_ ? combat_.defenderCell : combat_.attackerCell;
      for (UnitMask m = unitsAt(loserCell); m; m &= m - 1) add(Verb::Kill, __builtin_ctzll(m));
      break;
    }
    case Step::ContinueOrBreak:
      add(Verb::Continue);
      add(Verb::BreakOff);
      break;
  }
  return out;
}

}  // namespace hydaspes
