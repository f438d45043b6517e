// Every change of the state: the turn and phase machine (T1-T9), moves and
// their negation (T4, M1-M9), combat (K1-K11) and victory (V1).
#include <algorithm>

#include "hydaspes/combat_modifiers.h"
#include "hydaspes/move_planner.h"
#include "hydaspes/state.h"

namespace hydaspes {

namespace {
void removeOne(std::vector<CardIndex>& hand, CardIndex c) {
  auto it = std::lower_bound(hand.begin(), hand.end(), c);
  if (it != hand.end() && *it == c) hand.erase(it);
}
void emit(EventLog* ev, Event e) {
  if (ev) ev->push_back(std::move(e));
}
}  // namespace

void GameState::doApply(const Decision& d, EventLog* ev) {
  const CardIndex card = d.arg;
  switch (d.verb) {
    case Verb::End:
      advancePhase(ev);
      break;
    case Verb::Play:  // T2: Tactics, discard to draw two
      playCard(active_, card, ev);
      discardInPlay();
      drawCards(active_, 2, ev);
      enterPhase(Phase::Tactics, ev, /*drawn=*/true);
      break;
    case Verb::Deceive:  // T3, T9
      playCard(active_, card, ev);
      pending_ = {};
      pending_.kind = ActionKind::Deception;
      pending_.card = card;
      step_ = Step::DeceptionPick;
      break;
    case Verb::Discard:
      if (step_ == Step::DeceptionPick) {
        const SideIndex victim = otherSide(active_);
        removeOne(hands_[victim], card);
        discard_.push_back(card);
        emit(ev, {.kind = EventKind::CardDiscarded, .side = victim, .card = card});
        discardInPlay();
        deceptionUsed_ = true;
        pending_ = {};
        advancePhase(ev);
      } else {  // T6: down to the hand limit
        removeOne(hands_[active_], card);
        discard_.push_back(card);
        emit(ev, {.kind = EventKind::CardDiscarded, .side = active_, .card = card});
        if (static_cast<int>(hands_[active_].size()) <= game_->scenario().sides[active_].handLimit)
          advancePhase(ev);
      }
      break;
    case Verb::MoveFree:
      freeMoveUsed_ = true;  // used even if negated (T4)
      pending_ = {};
      pending_.kind = ActionKind::Move;
      pending_.freeMove = true;
      step_ = Step::Source;
      break;
    case Verb::Move:
    case Verb::Attack: {
      playCard(active_, card, ev);
      pending_ = {};
      const bool movesFirst = game_->cards()[card].type == CardType::MA;
      pending_.kind = d.verb == Verb::Move ? ActionKind::Move : movesFirst ? ActionKind::MoveAttack : ActionKind::Attack;
      pending_.card = card;
      step_ = Step::Source;
      break;
    }
    case Verb::From:
      pending_.from = d.arg;
      step_ = pending_.kind == ActionKind::Attack ? Step::Target : Step::Units;
      break;
    case Verb::Take:
      pending_.group |= unitBit(d.arg);
      break;
    case Verb::TakeAll:
      pending_.group = movableAt(pending_.from);
      break;
    case Verb::To: {
      pending_.to = d.arg;
      // M3, K10: joining a friendly stack means taking its facing.
      const UnitMask there = unitsAt(pending_.to);
      if (there) {
        pending_.facing = units_[static_cast<std::size_t>(__builtin_ctzll(there))].facing;
        declareMove(ev);
      } else {
        step_ = Step::Facing;
      }
      break;
    }
    case Verb::Face:
      pending_.facing = static_cast<Facing>(d.arg);
      declareMove(ev);
      break;
    case Verb::Negate:
      playCard(otherSide(active_), card, ev);
      pending_.negated = true;
      {
        bool canCancel = false;
        forEachDistinctCard(active_, [&](CardIndex c) { canCancel = canCancel || fitsCancel(c); });
        if (responderMayAct(canCancel)) step_ = Step::CancelWindow;
        else resolveMove(ev);
      }
      break;
    case Verb::Cancel:
      playCard(active_, card, ev);
      pending_.negated = false;
      openNegateWindow(ev);
      break;
    case Verb::Pass:
      switch (step_) {
        case Step::NegateWindow:
        case Step::CancelWindow: resolveMove(ev); break;
        case Step::AttackerSupport: openDefenderWindow(ev); break;
        case Step::DefenderResponse: rollRound(ev); break;
        default: break;
      }
      break;
    case Verb::At:
      startCombat(pending_.from, d.arg, ev);
      break;
    case Verb::Support:
      if (step_ == Step::AttackerSupport) {
        playCard(active_, card, ev);
        combat_.attackerSupport = card;
        openDefenderWindow(ev);
      } else {
        playCard(otherSide(active_), card, ev);
        combat_.defenderSupport = card;
        rollRound(ev);
      }
      break;
    case Verb::Defend:  // K5: a Defence card ends the combat at once
      playCard(otherSide(active_), card, ev);
      endCombat("the defender plays " + game_->cards()[card].name, ev);
      break;
    case Verb::Kill:
      inflictCasualty(d.arg, ev);
      break;
    case Verb::Continue:
      ++combat_.round;
      beginRound(ev);
      break;
    case Verb::BreakOff:
      endCombat("the attacker breaks off", ev);
      break;
  }
}

// --- turn and phases -------------------------------------------------------

void GameState::startTurn(SideIndex side, EventLog* ev) {
  ++turn_;
  active_ = side;
  for (auto& u : units_) u.moved = false;
  freeMoveUsed_ = false;
  deceptionUsed_ = false;
  emit(ev, {.kind = EventKind::TurnStarted, .side = side, .value = turn_});
  enterPhase(Phase::Tactics, ev);
}

void GameState::advancePhase(EventLog* ev) {
  switch (phase_) {
    case Phase::Tactics: enterPhase(Phase::Deception, ev); break;
    case Phase::Deception: enterPhase(Phase::Maneuver, ev); break;
    case Phase::Maneuver: enterPhase(Phase::Attack, ev); break;
    case Phase::Attack: enterPhase(Phase::End, ev); break;
    case Phase::End: startTurn(otherSide(active_), ev); break;
  }
}

// Enters a phase, and passes it at once when there is nothing to do (T7).
void GameState::enterPhase(Phase p, EventLog* ev, bool drawn) {
  phase_ = p;
  step_ = Step::Main;
  pending_ = {};
  const SideIndex me = active_;
  const CardTable& cards = game_->cards();
  const auto holds = [&](CardUse use) {
    bool found = false;
    forEachDistinctCard(me, [&](CardIndex c) { found = found || (game_->rule(c).playableBy[me] && cardAllows(cards[c], use)); });
    return found;
  };
  switch (p) {
    case Phase::Tactics:
      if (!drawn) {
        emit(ev, {.kind = EventKind::PhaseStarted, .side = me, .phase = p});
        drawCards(me, game_->scenario().sides[me].draw, ev);  // T2
      }
      if (!holds(CardUse::DrawTwo)) advancePhase(ev);
      break;
    case Phase::Deception:
      emit(ev, {.kind = EventKind::PhaseStarted, .side = me, .phase = p});
      if (!game_->scenario().sides[me].deception || deceptionUsed_ || hands_[otherSide(me)].empty() ||
          !holds(CardUse::Deceive))
        advancePhase(ev);
      break;
    case Phase::Maneuver:
    case Phase::Attack:
      emit(ev, {.kind = EventKind::PhaseStarted, .side = me, .phase = p});
      break;
    case Phase::End:
      emit(ev, {.kind = EventKind::PhaseStarted, .side = me, .phase = p});
      if (static_cast<int>(hands_[me].size()) <= game_->scenario().sides[me].handLimit) advancePhase(ev);
      break;
  }
}

void GameState::drawCards(SideIndex s, int n, EventLog* ev) {
  int drawn = 0;
  for (int i = 0; i < n; ++i) {
    if (deck_.empty()) {
      if (discard_.empty()) break;  // T2: both empty, stop
      deck_.swap(discard_);
      rng_.shuffle(deck_);
      emit(ev, {.kind = EventKind::Reshuffled, .value = static_cast<int>(deck_.size())});
    }
    const CardIndex c = deck_.back();
    deck_.pop_back();
    hands_[s].insert(std::upper_bound(hands_[s].begin(), hands_[s].end(), c), c);
    ++drawn;
  }
  emit(ev, {.kind = EventKind::Drew, .side = s, .value = drawn});
}

void GameState::playCard(SideIndex s, CardIndex c, EventLog* ev) {
  removeOne(hands_[s], c);
  inPlay_.push_back(c);
  emit(ev, {.kind = EventKind::CardPlayed, .side = s, .card = c});
}

void GameState::discardInPlay() {
  discard_.insert(discard_.end(), inPlay_.begin(), inPlay_.end());
  inPlay_.clear();
}

void GameState::finishAction(EventLog* ev) {
  (void)ev;
  pending_ = {};
  step_ = Step::Main;
}

// --- moves -----------------------------------------------------------------

void GameState::declareMove(EventLog* ev) {
  pending_.negated = false;
  openNegateWindow(ev);
}

// T4, H3: the opponent is asked only when a card of theirs fits.
void GameState::openNegateWindow(EventLog* ev) {
  bool canNegate = false;
  forEachDistinctCard(otherSide(active_), [&](CardIndex c) { canNegate = canNegate || fitsNegate(c); });
  if (responderMayAct(canNegate)) {
    step_ = Step::NegateWindow;
    return;
  }
  emit(ev, {.kind = EventKind::ReactionSkipped, .side = otherSide(active_), .text = "negate the move"});
  resolveMove(ev);
}

void GameState::resolveMove(EventLog* ev) {
  if (pending_.negated) {  // T4, M9: the units have not moved
    emit(ev, {.kind = EventKind::MoveNegated, .side = active_, .cell = pending_.from, .units = pending_.group});
    discardInPlay();
    finishAction(ev);
    return;
  }
  // The way it went, for those watching (only when events are asked for).
  std::vector<Cell> path;
  if (ev) path = movePath(game_->board(), cellsHeldBy(otherSide(active_)), pending_.from, pending_.to, pendingLimits(pending_.group));
  for (UnitMask m = pending_.group; m; m &= m - 1) {
    auto& u = units_[static_cast<std::size_t>(__builtin_ctzll(m))];
    u.cell = pending_.to;
    u.facing = pending_.facing;
    u.moved = true;
  }
  emit(ev, {.kind = EventKind::Moved, .side = active_, .cell = pending_.from, .cell2 = pending_.to,
            .facing = pending_.facing, .units = pending_.group, .path = std::move(path)});
  if (pending_.kind == ActionKind::MoveAttack) {
    afterMoveAttackMove(ev);
    return;
  }
  discardInPlay();
  finishAction(ev);
}

// K9: after the move of an MA card, attack from the new cell if anything is in reach.
void GameState::afterMoveAttackMove(EventLog* ev) {
  pending_.from = pending_.to;
  if (attackTargets(pending_.card, pending_.from).any()) {
    step_ = Step::Target;
    return;
  }
  emit(ev, {.kind = EventKind::CombatEnded, .text = "no enemy stack in reach: the card is spent"});
  discardInPlay();
  finishAction(ev);
}

// --- combat ----------------------------------------------------------------

void GameState::startCombat(Cell attacker, Cell defender, EventLog* ev) {
  combat_ = {};
  combat_.active = true;
  combat_.attackerCell = attacker;
  combat_.defenderCell = defender;
  combat_.round = 1;
  emit(ev, {.kind = EventKind::CombatStarted, .side = active_, .cell = attacker, .cell2 = defender});
  beginRound(ev);
}

void GameState::beginRound(EventLog* ev) {  // K2
  combat_.attackerSupport = kNoCard;
  combat_.defenderSupport = kNoCard;
  combat_.rolled = false;
  bool canSupport = false;
  forEachDistinctCard(active_, [&](CardIndex c) { canSupport = canSupport || fitsSupport(c, active_); });
  if (responderMayAct(canSupport)) step_ = Step::AttackerSupport;
  else openDefenderWindow(ev);
}

void GameState::openDefenderWindow(EventLog* ev) {
  const SideIndex defender = otherSide(active_);
  bool canAct = false;
  forEachDistinctCard(defender, [&](CardIndex c) { canAct = canAct || fitsSupport(c, defender) || fitsDefence(c); });
  if (responderMayAct(canAct)) {
    step_ = Step::DefenderResponse;
    return;
  }
  emit(ev, {.kind = EventKind::ReactionSkipped, .side = defender, .text = "support or defend"});
  rollRound(ev);
}

void GameState::rollRound(EventLog* ev) {  // K3, K4
  const CombatModifiers mods = combatModifiers(*this);
  for (auto& die : combat_.dice) die = static_cast<std::uint8_t>(rollDie());
  combat_.totals[0] = combat_.dice[0] + combat_.dice[1] + mods.attackerTotal();
  combat_.totals[1] = combat_.dice[2] + combat_.dice[3] + mods.defenderTotal();
  combat_.rolled = true;
  Event rolled{.kind = EventKind::Rolled, .side = active_};
  for (int i = 0; i < 4; ++i) rolled.dice[static_cast<std::size_t>(i)] = combat_.dice[static_cast<std::size_t>(i)];
  rolled.totals = combat_.totals;
  rolled.attackerModifiers = mods.attacker;
  rolled.defenderModifiers = mods.defender;
  emit(ev, std::move(rolled));
  if (combat_.totals[0] == combat_.totals[1]) {
    endCombat("a tie ends the combat", ev);
    return;
  }
  const bool attackerWins = combat_.totals[0] > combat_.totals[1];
  combat_.lastWinner = static_cast<std::int8_t>(attackerWins ? active_ : otherSide(active_));
  const UnitMask losers = unitsAt(attackerWins ? combat_.defenderCell : combat_.attackerCell);
  if (__builtin_popcountll(losers) == 1) inflictCasualty(static_cast<UnitIndex>(__builtin_ctzll(losers)), ev);  // K10
  else step_ = Step::Casualty;
}

void GameState::inflictCasualty(UnitIndex u, EventLog* ev) {
  units_[u].alive = false;
  emit(ev, {.kind = EventKind::Casualty, .side = game_->scenario().units[u].side, .cell = units_[u].cell, .unit = u});
  if (checkVictory(ev)) return;
  if (!unitsAt(combat_.attackerCell) || !unitsAt(combat_.defenderCell)) {
    endCombat("a stack is eliminated", ev);
    return;
  }
  step_ = Step::ContinueOrBreak;  // K5
}

void GameState::endCombat(const std::string& reason, EventLog* ev) {  // K8
  emit(ev, {.kind = EventKind::CombatEnded, .text = reason});
  discardInPlay();
  combat_ = {};
  finishAction(ev);
}

// V1: the enemy main leader's unit gone, or half of the enemy army.
bool GameState::checkVictory(EventLog* ev) {
  const Scenario& sc = game_->scenario();
  for (int loser = 0; loser < kSideCount; ++loser) {
    const auto side = static_cast<SideIndex>(loser);
    bool leaderLost = false;
    for (std::size_t u = 0; u < units_.size(); ++u)
      if (sc.units[u].side == side && sc.typeOf(static_cast<UnitIndex>(u)).mainLeader && !units_[u].alive)
        leaderLost = sc.victoryByMainLeader;
    const bool halfLost = eliminated(side) >= sc.lossesThatLose(side);
    if (!leaderLost && !halfLost) continue;
    winner_ = otherSide(side);
    step_ = Step::GameOver;
    discardInPlay();
    combat_ = {};
    pending_ = {};
    emit(ev, {.kind = EventKind::Victory, .side = *winner_,
              .text = leaderLost ? "the enemy main leader has fallen" : "half of the enemy army is eliminated"});
    return true;
  }
  return false;
}

}  // namespace hydaspes
