// Why a decision is not legal: the ruling that refuses it and the message
// that names what stands in the way (refusal.h).
#include <algorithm>

#include "hydaspes/card_use.h"
#include "hydaspes/move_planner.h"
#include "hydaspes/state.h"

namespace hydaspes {

namespace {

using M = RefusalMessage;
using A = RefusalArg;

Refusal refused(const char* ruling, M message, std::vector<RefusalArg> args = {}) {
  return Refusal{ruling, message, std::move(args)};
}

// Which step a verb belongs to, for "not now" refusals.
bool verbFitsStep(Verb v, Step s, Phase p) {
  switch (s) {
    case Step::Main:
      switch (p) {
        case Phase::Tactics: return v == Verb::Play || v == Verb::End;
        case Phase::Deception: return v == Verb::Deceive || v == Verb::End;
        case Phase::Maneuver: return v == Verb::Move || v == Verb::MoveFree || v == Verb::End;
        case Phase::Attack: return v == Verb::Attack || v == Verb::End;
        case Phase::End: return v == Verb::Discard;
      }
      return false;
    case Step::DeceptionPick: return v == Verb::Discard;
    case Step::Source: return v == Verb::From;
    case Step::Units: return v == Verb::Take || v == Verb::TakeAll || v == Verb::To;
    case Step::Facing: return v == Verb::Face;
    case Step::NegateWindow: return v == Verb::Negate || v == Verb::Pass;
    case Step::CancelWindow: return v == Verb::Cancel || v == Verb::Pass;
    case Step::Target: return v == Verb::At;
    case Step::AttackerSupport: return v == Verb::Support || v == Verb::Pass;
    case Step::DefenderResponse: return v == Verb::Support || v == Verb::Defend || v == Verb::Pass;
    case Step::Casualty: return v == Verb::Kill;
    case Step::ContinueOrBreak: return v == Verb::Continue || v == Verb::BreakOff;
    case Step::GameOver: return false;
  }
  return false;
}

// The reaction windows (T4, K2): one side answers, the other waits.
bool reactionWindow(Step s) {
  return s == Step::NegateWindow || s == Step::CancelWindow || s == Step::AttackerSupport ||
         s == Step::DefenderResponse;
}

CardUse useOf(Verb v) {
  switch (v) {
    case Verb::Play: return CardUse::DrawTwo;
    case Verb::Deceive: return CardUse::Deceive;
    case Verb::Move: return CardUse::Move;
    case Verb::Attack: return CardUse::Attack;
    case Verb::Negate: return CardUse::Negate;
    case Verb::Cancel: return CardUse::CancelNegate;
    case Verb::Support: return CardUse::Support;
    case Verb::Defend: return CardUse::Defend;
    default: return CardUse::Move;
  }
}

// C3: the card's type does not allow the use.
M cannotMessage(CardUse u) {
  switch (u) {
    case CardUse::Attack: return M::CardCannotAttack;
    case CardUse::Negate: return M::CardCannotNegate;
    case CardUse::CancelNegate: return M::CardCannotCancel;
    case CardUse::Support: return M::CardCannotSupport;
    case CardUse::Defend: return M::CardCannotDefend;
    case CardUse::Deceive: return M::CardCannotDeceive;
    case CardUse::DrawTwo: return M::CardCannotDrawTwo;
    default: return M::CardCannotMove;
  }
}

bool hasNote(const CardRule& r) {
  return r.actor || r.versus || r.versusInRiver || r.leaderType >= 0 || r.flankOrRear || r.singleUnit ||
         r.riverMove;
}

// The ruling behind a card's restriction: C5 for notes, C7 for a leader
// card, K11 for Weaken Wing's flank or rear.
const char* noteRuling(const CardRule& r) {
  if (r.leaderType >= 0) return "C7";
  if (r.flankOrRear) return "K11";
  return "C5";
}

// The ruling that leaves a card's move without a destination when its
// restrictions do not: the crossing (M6), the river path (M7), or enemy
// stacks all around (M3).
const char* modeRuling(MoveMode m) {
  switch (m) {
    case MoveMode::Crossing: return "M6";
    case MoveMode::AlongRiver: return "M7";
    case MoveMode::Normal: break;
  }
  return "M3";
}

// Whether an enemy stack stands in front of the stack in `from`, within
// `reach` along a straight line (the first enemy on a line ends it, C6).
bool enemyInFront(const GameState& st, Cell from, int reach) {
  const UnitMask acting = st.unitsAt(from);
  if (!acting) return false;
  const Board& b = st.game().board();
  const Facing facing = st.units()[static_cast<std::size_t>(__builtin_ctzll(acting))].facing;
  for (Facing d : kAllFacings) {
    if (sectorOf(facing, d) != Sector::Front) continue;
    Cell c = from;
    for (int step = 1; step <= reach; ++step) {
      const auto next = b.step(c, d);
      if (!next) break;
      c = *next;
      if (st.holder(c) == otherSide(st.activeSide())) return true;
    }
  }
  return false;
}

bool anyUnmoved(const GameState& st, SideIndex side) {
  for (UnitMask m = st.game().unitsOf(side); m; m &= m - 1) {
    const UnitStatus& us = st.units()[static_cast<std::size_t>(__builtin_ctzll(m))];
    if (us.alive && !us.moved) return true;
  }
  return false;
}

}  // namespace

// The ruling that says what the game waits for now.
std::string GameState::stepRuling() const {
  switch (step_) {
    case Step::Main:
      switch (phase_) {
        case Phase::Tactics: return "T2";
        case Phase::Deception: return "T3";
        case Phase::Maneuver: return "T4";
        case Phase::Attack: return "T5";
        case Phase::End: return "T6";
      }
      break;
    case Step::DeceptionPick: return "T3";
    case Step::Source:
    case Step::Units:
    case Step::Facing:
      if (pending_.kind == ActionKind::Attack) return "K1";
      if (pending_.kind == ActionKind::MoveAttack) return "K9";
      return "T4";
    case Step::NegateWindow:
    case Step::CancelWindow: return "T4";
    case Step::Target: return pending_.kind == ActionKind::MoveAttack ? "K9" : "K1";
    case Step::AttackerSupport:
    case Step::DefenderResponse: return "K2";
    case Step::Casualty: return "K4";
    case Step::ContinueOrBreak: return "K5";
    case Step::GameOver: return "V1";
  }
  return "T1";
}

// "Not now: ...": what the game waits for, and who decides it.
Refusal GameState::awaitedNow() const {
  const A me = A::side(active_);
  const A other = A::side(otherSide(active_));
  M m = M::AwaitingManeuver;
  std::vector<RefusalArg> args{me};
  switch (step_) {
    case Step::Main:
      switch (phase_) {
        case Phase::Tactics: m = M::AwaitingTactics; break;
        case Phase::Deception: m = M::AwaitingDeception; break;
        case Phase::Maneuver: m = M::AwaitingManeuver; break;
        case Phase::Attack: m = M::AwaitingAttack; break;
        case Phase::End: m = M::AwaitingDiscard; break;
      }
      break;
    case Step::DeceptionPick:
      m = M::AwaitingDeceptionPick;
      args = {me, other};
      break;
    case Step::Source: m = M::AwaitingSource; break;
    case Step::Units: m = M::AwaitingUnits; break;
    case Step::Facing: m = M::AwaitingFacing; break;
    case Step::NegateWindow:
      m = M::AwaitingNegate;
      args = {other};
      break;
    case Step::CancelWindow: m = M::AwaitingCancel; break;
    case Step::Target: m = M::AwaitingTarget; break;
    case Step::AttackerSupport: m = M::AwaitingAttackerSupport; break;
    case Step::DefenderResponse:
      m = M::AwaitingDefenderResponse;
      args = {other};
      break;
    case Step::Casualty:
      m = M::AwaitingCasualty;
      args = {A::side(decidingSide())};
      break;
    case Step::ContinueOrBreak: m = M::AwaitingContinueOrBreak; break;
    case Step::GameOver:
      m = M::GameOver;
      args = {A::side(winner_.value_or(0))};
      break;
  }
  return Refusal{stepRuling(), m, std::move(args)};
}

// Whether some unmoved unit (in `from`, or anywhere) could move with `card`
// (none: the free move) if the card's note did not apply.
bool GameState::couldMoveIgnoringNotes(std::optional<CardIndex> card, std::optional<Cell> from) const {
  const CellSet enemy = cellsHeldBy(otherSide(active_));
  for (UnitMask m = game_->unitsOf(active_); m; m &= m - 1) {
    const auto u = static_cast<UnitIndex>(__builtin_ctzll(m));
    const UnitStatus& us = units_[u];
    if (!us.alive || us.moved || (from && us.cell != *from)) continue;
    if (canReachAny(game_->board(), enemy, us.cell, limitsOf(card, unitBit(u)))) return true;
  }
  return false;
}

std::optional<UnitIndex> GameState::fallenLeader(int type) const {
  const Scenario& sc = game_->scenario();
  std::optional<UnitIndex> fallen;
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    if (sc.units[u].type != type) continue;
    if (units_[u].alive) return std::nullopt;
    if (!fallen) fallen = static_cast<UnitIndex>(u);
  }
  return fallen;
}

// A card of the right type, held and playable, that starts no move or
// attack now: which rule stands in the way.
Refusal GameState::noUseFor(CardIndex card, Verb verb) const {
  const CardDef& def = game_->cards()[card];
  const CardRule& rule = game_->rule(card);
  const A c = A::card(card);
  const A me = A::side(active_);
  if (verb == Verb::Move || cardAllows(def, CardUse::MoveAttack)) {
    if (!anyUnmoved(*this, active_)) return refused("M9", M::AllUnitsMoved, {me});
    if (hasNote(rule) && couldMoveIgnoringNotes(card, std::nullopt))
      return refused(noteRuling(rule), M::CardFitsNoUnit, {c, me});
    return refused(modeRuling(limitsOf(card, 0).mode), M::CardMovesNoUnit, {c, me});
  }
  for (Cell cell = 0; cell < game_->board().cellCount(); ++cell)
    if (holder(cell) == active_ && enemyInFront(*this, cell, def.reach))
      return refused(noteRuling(rule), M::CardFitsNoUnit, {c, me});
  return refused("K1", M::NoEnemyInReachOfSide, {me});
}

Refusal GameState::refuse(const Decision& d) const {
  const Scenario& sc = game_->scenario();
  const Board& b = game_->board();
  if (isTerminal() || !verbFitsStep(d.verb, step_, phase_)) return awaitedNow();
  const SideIndex decider = decidingSide();
  const A who = A::side(decider);

  if (argKind(d.verb) == ArgKind::OfCard) {
    if (d.arg >= game_->cards().size()) return refused("C1", M::NoSuchCard, {A::number(d.arg)});
    const CardDef& card = game_->cards()[d.arg];
    const CardRule& rule = game_->rule(d.arg);
    const A c = A::card(d.arg);
    const SideIndex holderSide = step_ == Step::DeceptionPick ? otherSide(active_) : decider;
    if (!hasCard(holderSide, d.arg)) {
      // In a reaction window the card is most likely the waiting side's,
      // played out of turn: say whose answer the window waits for. (Nothing
      // about the waiting side's hand: the decider's may not know it, H1.)
      if (reactionWindow(step_)) return awaitedNow();
      return Refusal{stepRuling(), M::CardNotHeld, {A::side(holderSide), c}};
    }
    if (d.verb == Verb::Discard) return awaitedNow();
    if (!rule.playableBy[decider]) return refused("C4", M::CardNotForSide, {c, who});
    const CardUse use = useOf(d.verb);
    bool allowed = cardAllows(card, use);
    if (d.verb == Verb::Move && !allowed && cardAllows(card, CardUse::Cross)) allowed = true;
    if (d.verb == Verb::Attack && !allowed && cardAllows(card, CardUse::MoveAttack)) allowed = true;
    if (d.verb == Verb::Move && cardAllows(card, CardUse::MoveAttack)) return refused("K9", M::CardMovesAndAttacks, {c});
    if (!allowed) return refused("C3", cannotMessage(use), {c});
    if (d.verb == Verb::Deceive) {
      if (!sc.sides[active_].deception) return refused("T3", M::NoDeceptionForSide, {who});
      if (deceptionUsed_) return refused("T3", M::DeceptionUsed);
      if (hands_[otherSide(active_)].empty()) return refused("T9", M::EnemyHandEmpty);
    }
    // C7: a leader card whose leader is gone fits nothing again (testers
    // saw such cards greyed and read "fits no unit now" as "not yet").
    if (rule.leaderType >= 0)
      if (const std::optional<UnitIndex> fallen = fallenLeader(rule.leaderType)) return refused("C7", M::LeaderFallen, {c, A::unit(*fallen)});
    if (d.verb == Verb::Move || d.verb == Verb::Attack) return noUseFor(d.arg, d.verb);
    return refused(noteRuling(rule), M::CardDoesNotFit, {c});
  }

  const std::optional<CardIndex> moveCard = pending_.freeMove ? std::nullopt : std::optional(pending_.card);
  switch (d.verb) {
    case Verb::MoveFree:
      if (freeMoveUsed_) return refused("T4", M::FreeMoveUsed);
      if (!anyUnmoved(*this, active_)) return refused("M9", M::AllUnitsMoved, {who});
      return refused("M3", M::NoFreeMove, {who});
    case Verb::From: {
      if (d.arg >= b.cellCount()) return refused("B1", M::NoSuchCell, {A::number(d.arg)});
      const A cell = A::cell(d.arg);
      const bool attack = pending_.kind == ActionKind::Attack;
      if (holder(d.arg) != active_) return refused(attack ? "K1" : "M1", M::NoOwnUnitIn, {who, cell});
      if (attack) {
        // An enemy is there, but the card's note rules the attack out (C5).
        const CardDef& card = game_->cards()[pending_.card];
        if (enemyInFront(*this, d.arg, card.reach))
          return refused(noteRuling(game_->rule(pending_.card)), M::CardCannotAttackFrom, {A::card(pending_.card), cell});
        return refused("K1", M::NoEnemyInReachFrom, {cell});
      }
      if (!movableAt(d.arg)) return refused("M9", M::CellAllMoved, {cell});
      if (moveCard && hasNote(game_->rule(*moveCard)) && couldMoveIgnoringNotes(moveCard, d.arg))
        return refused(noteRuling(game_->rule(*moveCard)), M::NoUnitInCellCanMove, {cell});
      return refused(modeRuling(limitsOf(moveCard, 0).mode), M::NoUnitInCellCanMove, {cell});
    }
    case Verb::TakeAll: {
      if (pending_.group) return refused("M1", M::UnitsAlreadyTaken);
      const UnitMask movable = movableAt(pending_.from);
      const UnitMask stack = unitsAt(pending_.from);
      if (__builtin_popcountll(movable) == 1)
        return refused(movable == stack ? "M1" : "M9", M::OneUnitToTake, {A::unit(__builtin_ctzll(movable))});
      if (moveCard && !moversQualify(*game_, *moveCard, movable, stack))
        return refused(noteRuling(game_->rule(*moveCard)), M::StackCannotMoveTogether);
      return refused("M2", M::StackCannotMoveTogether);
    }
    case Verb::Take: {
      if (d.arg >= units_.size()) return refused("S1", M::NoSuchUnit, {A::number(d.arg)});
      const A unit = A::unit(d.arg);
      if (pending_.group & unitBit(d.arg)) return refused("M1", M::UnitAlreadyTaken, {unit});
      if (!units_[d.arg].alive) return refused("K4", M::UnitEliminated, {unit});
      if (units_[d.arg].cell != pending_.from) return refused("M1", M::UnitNotIn, {unit, A::cell(pending_.from)});
      if (sc.units[d.arg].side != active_) return refused("M1", M::UnitIsEnemy, {unit});
      if (units_[d.arg].moved) return refused("M9", M::UnitAlreadyMoved, {unit});
      if (moveCard && !moversQualify(*game_, *moveCard, pending_.group | unitBit(d.arg), unitsAt(pending_.from)))
        return refused(noteRuling(game_->rule(*moveCard)), M::CardCannotMoveUnit, {A::card(*moveCard), unit});
      return refused("M2", M::UnitLeavesNoDestination, {unit});
    }
    case Verb::To:
      if (!pending_.group) return refused("M1", M::TakeUnitsFirst);
      if (d.arg >= b.cellCount()) return refused("B1", M::NoSuchCell, {A::number(d.arg)});
      if (auto r = unreachableReason(b, cellsHeldBy(otherSide(active_)), pending_.from, d.arg,
                                     pendingLimits(pending_.group)))
        return *r;
      break;
    case Verb::Face:
      if (d.arg >= kAllFacings.size()) return refused("B3", M::NoSuchFacing, {A::number(d.arg)});
      break;
    case Verb::At: {
      if (d.arg >= b.cellCount()) return refused("B1", M::NoSuchCell, {A::number(d.arg)});
      const char* front = pending_.kind == ActionKind::MoveAttack ? "K9" : "K1";
      const A cell = A::cell(d.arg);
      if (holder(d.arg) != otherSide(active_)) return refused(front, M::NoEnemyStackIn, {cell});
      const CardDef& card = game_->cards()[pending_.card];
      const A cardArg = A::card(pending_.card);
      const UnitMask acting = unitsAt(pending_.from);
      const Facing f = units_[static_cast<std::size_t>(__builtin_ctzll(acting))].facing;
      const auto dir = b.lineDirection(pending_.from, d.arg);
      const int distance = b.distance(pending_.from, d.arg);
      // C8: the card's reach; C6: a reach of 2 goes along a straight line.
      if (distance > card.reach) return refused("C8", M::TargetOutOfReach, {cell, cardArg});
      if (!dir) return refused("C6", M::TargetOutOfReach, {cell, cardArg});
      if (sectorOf(f, *dir) != Sector::Front)
        return refused(front, M::TargetNotInFront, {cell, A::cell(pending_.from), A::facing(static_cast<int>(f))});
      // C6: an enemy stack between the two blocks the line.
      for (Cell c = *b.step(pending_.from, *dir); c != d.arg; c = *b.step(c, *dir))
        if (holder(c) == otherSide(active_)) return refused("C6", M::LineBlocked, {A::cell(c), cell});
      return refused(noteRuling(game_->rule(pending_.card)), M::CardCannotAttackStack, {cardArg, cell});
    }
    case Verb::Kill:
      if (d.arg >= units_.size()) return refused("S1", M::NoSuchUnit, {A::number(d.arg)});
      return refused("K4", M::NotInLosingStack, {A::unit(d.arg)});
    default: break;
  }
  return awaitedNow();
}

}  // namespace hydaspes
