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
  UnitMask movable = 0;
  for (UnitMask m = game_->unitsOf(active_); m; m &= m - 1) {
    const auto u = static_cast<UnitIndex>(__builtin_ctzll(m));
    if (units_[u].alive && units_[u].cell == c && !units_[u].moved) movable |= unitBit(u);
  }
  return movable;
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

MoveLimits GameState::limitsOf(std::optional<CardIndex> card, UnitMask group) const {
  return limitsFor(*game_, card, group);
}

CellSet GameState::reachableWith(UnitMask group, Cell from) const {
  return reachableCells(game_->board(), cellsHeldBy(otherSide(active_)), from, pendingLimits(group));
}

CellSet GameState::reachableForPending() const {
  if (step_ != Step::Units || !pending_.group) return {};
  return reachableWith(pending_.group, pending_.from);
}

namespace {
// Can `group` (from `from`, where `stack` stands) make a move with `card`?
// Restrictions and a destination both needed. `enemy`: the cells the enemy
// holds; the caller looks them and the stack up once for all its questions.
bool groupCanMove(const Game& g, std::optional<CardIndex> card, Cell from, UnitMask stack, UnitMask group,
                  const CellSet& enemy) {
  if (card && !moversQualify(g, *card, group, stack)) return false;
  return canReachAny(g.board(), enemy, from, limitsFor(g, card, group));
}
}  // namespace

bool GameState::canStartMove(std::optional<CardIndex> card) const {
  const CellSet enemy = cellsHeldBy(otherSide(active_));
  CellSet tried;
  for (UnitMask m = game_->unitsOf(active_); m; m &= m - 1) {
    const UnitStatus& us = units_[static_cast<std::size_t>(__builtin_ctzll(m))];
    if (!us.alive || us.moved || tried[us.cell]) continue;
    tried.set(us.cell);
    if (sourceHasMover(us.cell, card, enemy)) return true;
  }
  return false;
}

bool GameState::sourceHasMover(Cell c, std::optional<CardIndex> card, const CellSet& enemy) const {
  const UnitMask stack = unitsAt(c);
  for (UnitMask m = movableAt(c); m; m &= m - 1)
    if (groupCanMove(*game_, card, c, stack, unitBit(static_cast<UnitIndex>(__builtin_ctzll(m))), enemy)) return true;
  return false;
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

// Where enumerated decisions go: into a list (legalDecisions), or only into
// the answer whether one given decision is among them (isLegal). Every
// candidate is offered through wants() before its conditions are checked, so
// isLegal checks the conditions of that one candidate only, and both walk
// the same code: they cannot disagree.
class GameState::DecisionSink {
 public:
  explicit DecisionSink(std::vector<Decision>& all) : all_(&all) {}
  explicit DecisionSink(const Decision& only) : only_(only) {}

  bool wants(Verb v, int arg = 0) const {
    return all_ || (!found_ && only_.verb == v && only_.arg == static_cast<std::uint8_t>(arg));
  }
  // For a verb whose arguments come out of one computation (a set of cells).
  bool wantsVerb(Verb v) const { return all_ || (!found_ && only_.verb == v); }
  void add(Verb v, int arg = 0) {
    if (all_) all_->push_back({v, static_cast<std::uint8_t>(arg)});
    else if (wants(v, arg)) found_ = true;
  }
  void sort() {
    if (all_) std::sort(all_->begin(), all_->end());
  }
  bool found() const { return found_; }

 private:
  std::vector<Decision>* all_ = nullptr;
  Decision only_;
  bool found_ = false;
};

void GameState::mainDecisions(DecisionSink& sink) const {
  const SideIndex me = active_;
  const CardTable& cards = game_->cards();
  switch (phase_) {
    case Phase::Tactics:
      forEachDistinctCard(me, [&](CardIndex c) {
        if (sink.wants(Verb::Play, c) && playable(*game_, c, me) && cardAllows(cards[c], CardUse::DrawTwo))
          sink.add(Verb::Play, c);
      });
      sink.add(Verb::End);
      break;
    case Phase::Deception:
      if (game_->scenario().sides[me].deception && !deceptionUsed_ && !hands_[otherSide(me)].empty())
        forEachDistinctCard(me, [&](CardIndex c) {
          if (sink.wants(Verb::Deceive, c) && playable(*game_, c, me) && cardAllows(cards[c], CardUse::Deceive))
            sink.add(Verb::Deceive, c);
        });
      sink.add(Verb::End);
      break;
    case Phase::Maneuver:
      if (!freeMoveUsed_ && sink.wants(Verb::MoveFree) && canStartMove(std::nullopt)) sink.add(Verb::MoveFree);
      forEachDistinctCard(me, [&](CardIndex c) {
        if (!sink.wants(Verb::Move, c)) return;
        const bool moves = cardAllows(cards[c], CardUse::Move) || cardAllows(cards[c], CardUse::Cross);
        if (playable(*game_, c, me) && moves && canStartMove(c)) sink.add(Verb::Move, c);
      });
      sink.add(Verb::End);
      break;
    case Phase::Attack:
      forEachDistinctCard(me, [&](CardIndex c) {
        if (sink.wants(Verb::Attack, c) && playable(*game_, c, me) && canStartAttack(c)) sink.add(Verb::Attack, c);
      });
      sink.add(Verb::End);
      break;
    case Phase::End:
      forEachDistinctCard(me, [&](CardIndex c) { sink.add(Verb::Discard, c); });
      break;
  }
}

void GameState::enumerate(DecisionSink& sink) const {
  const Board& b = game_->board();
  switch (step_) {
    case Step::GameOver: break;
    case Step::Main: mainDecisions(sink); break;
    case Step::DeceptionPick:
      forEachDistinctCard(otherSide(active_), [&](CardIndex c) { sink.add(Verb::Discard, c); });
      break;
    case Step::Source: {
      const CellSet enemy = cellsHeldBy(otherSide(active_));
      CellSet tried;
      const auto& units = game_->scenario().units;
      for (std::size_t u = 0; u < units_.size(); ++u) {
        const Cell c = units_[u].cell;
        if (!units_[u].alive || units[u].side != active_ || tried[c]) continue;
        tried.set(c);
        if (!sink.wants(Verb::From, c)) continue;
        const bool ok = pending_.kind == ActionKind::Attack ? sourceHasAttack(c)
                                                             : sourceHasMover(c, pendingCard(pending_), enemy);
        if (ok) sink.add(Verb::From, c);
      }
      sink.sort();
      break;
    }
    case Step::Units: {
      const UnitMask movable = movableAt(pending_.from);
      const UnitMask stack = unitsAt(pending_.from);
      const CellSet enemy = cellsHeldBy(otherSide(active_));
      const auto canMove = [&](UnitMask group) {
        return groupCanMove(*game_, pendingCard(pending_), pending_.from, stack, group, enemy);
      };
      if (!pending_.group && sink.wants(Verb::TakeAll) && __builtin_popcountll(movable) > 1 && canMove(movable))
        sink.add(Verb::TakeAll);
      for (UnitMask m = movable & ~pending_.group; m; m &= m - 1) {  // a unit may join if the group still moves
        const auto u = static_cast<UnitIndex>(__builtin_ctzll(m));
        if (sink.wants(Verb::Take, u) && canMove(pending_.group | unitBit(u))) sink.add(Verb::Take, u);
      }
      if (pending_.group && sink.wantsVerb(Verb::To)) {
        const CellSet reach = reachableWith(pending_.group, pending_.from);
        for (int c = 0; c < b.cellCount(); ++c)
          if (reach[static_cast<std::size_t>(c)]) sink.add(Verb::To, c);
      }
      break;
    }
    case Step::Facing:
      for (Facing f : kAllFacings) sink.add(Verb::Face, static_cast<int>(f));
      break;
    case Step::NegateWindow:
      forEachDistinctCard(otherSide(active_), [&](CardIndex c) {
        if (sink.wants(Verb::Negate, c) && fitsNegate(c)) sink.add(Verb::Negate, c);
      });
      sink.add(Verb::Pass);
      break;
    case Step::CancelWindow:
      forEachDistinctCard(active_, [&](CardIndex c) {
        if (sink.wants(Verb::Cancel, c) && fitsCancel(c)) sink.add(Verb::Cancel, c);
      });
      sink.add(Verb::Pass);
      break;
    case Step::Target:
      if (sink.wantsVerb(Verb::At)) {
        const CellSet targets = attackTargets(pending_.card, pending_.from);
        for (int c = 0; c < b.cellCount(); ++c)
          if (targets[static_cast<std::size_t>(c)]) sink.add(Verb::At, c);
      }
      break;
    case Step::AttackerSupport:
      forEachDistinctCard(active_, [&](CardIndex c) {
        if (sink.wants(Verb::Support, c) && fitsSupport(c, active_)) sink.add(Verb::Support, c);
      });
      sink.add(Verb::Pass);
      break;
    case Step::DefenderResponse: {
      const SideIndex defender = otherSide(active_);
      forEachDistinctCard(defender, [&](CardIndex c) {
        if (sink.wants(Verb::Support, c) && fitsSupport(c, defender)) sink.add(Verb::Support, c);
      });
      forEachDistinctCard(defender, [&](CardIndex c) {
        if (sink.wants(Verb::Defend, c) && fitsDefence(c)) sink.add(Verb::Defend, c);
      });
      sink.add(Verb::Pass);
      break;
    }
    case Step::Casualty: {
      const Cell loserCell = combat_.lastWinner == active_ ? combat_.defenderCell : combat_.attackerCell;
      for (UnitMask m = unitsAt(loserCell); m; m &= m - 1) sink.add(Verb::Kill, __builtin_ctzll(m));
      break;
    }
    case Step::ContinueOrBreak:
      sink.add(Verb::Continue);
      sink.add(Verb::BreakOff);
      break;
  }
}

std::vector<Decision> GameState::legalDecisions() const {
  std::vector<Decision> out;
  out.reserve(16);  // one allocation for almost every step
  DecisionSink sink(out);
  enumerate(sink);
  return out;
}

bool GameState::isLegal(const Decision& d) const {
  DecisionSink sink(d);
  enumerate(sink);
  return sink.found();
}

}  // namespace hydaspes
