// Why a decision is not legal, in the game's words.
#include <algorithm>

#include "hydaspes/card_use.h"
#include "hydaspes/move_planner.h"
#include "hydaspes/notation.h"
#include "hydaspes/state.h"

namespace hydaspes {

namespace {

std::string awaited(const GameState& st) {
  const Scenario& sc = st.game().scenario();
  const std::string active = sc.sides[st.activeSide()].name;
  const std::string other = sc.sides[otherSide(st.activeSide())].name;
  switch (st.step()) {
    case Step::Main:
      switch (st.phase()) {
        case Phase::Tactics: return active + " may play a Tactics card or end the Tactics phase";
        case Phase::Deception: return active + " may play a Deception card or end the Deception phase";
        case Phase::Maneuver: return active + " may move (free move or a card) or end the Maneuver phase";
        case Phase::Attack: return active + " may attack with a card or end the Attack phase";
        case Phase::End: return active + " must discard down to the hand limit";
      }
      break;
    case Step::DeceptionPick: return active + " must pick a card from " + other + "'s hand to discard";
    case Step::Source: return active + " must name the cell the units start from (\"from b2\")";
    case Step::Units: return active + " must take units (\"take ...\") or name the destination (\"to ...\")";
    case Step::Facing: return active + " must choose the final facing (\"face N\")";
    case Step::NegateWindow: return other + " may negate the move or pass";
    case Step::CancelWindow: return active + " may cancel the negate or pass";
    case Step::Target: return active + " must name the enemy stack to attack (\"at c3\")";
    case Step::AttackerSupport: return active + " may play a card for +1 or pass";
    case Step::DefenderResponse: return other + " may play a card for +1, defend, or pass";
    case Step::Casualty: return sc.sides[st.decidingSide()].name + " must choose the casualty";
    case Step::ContinueOrBreak: return active + " must continue the combat or break off";
    case Step::GameOver: return "nobody: the game is over";
  }
  return "";
}

// Which step a verb belongs to, for "not now" messages.
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

CardUse useOf(Verb v, Phase p) {
  switch (v) {
    case Verb::Play: return CardUse::DrawTwo;
    case Verb::Deceive: return CardUse::Deceive;
    case Verb::Move: return CardUse::Move;
    case Verb::Attack: return CardUse::Attack;
    case Verb::Negate: return CardUse::Negate;
    case Verb::Cancel: return CardUse::CancelNegate;
    case Verb::Support: return CardUse::Support;
    case Verb::Defend: return CardUse::Defend;
    default: (void)p; return CardUse::Move;
  }
}

std::string useWords(CardUse u) {
  switch (u) {
    case CardUse::Move: return "move units";
    case CardUse::Cross: return "cross the river";
    case CardUse::MoveAttack: return "move and attack";
    case CardUse::Negate: return "negate a move";
    case CardUse::Attack: return "start an attack";
    case CardUse::Support: return "support a combat";
    case CardUse::Defend: return "defend";
    case CardUse::Deceive: return "deceive";
    case CardUse::DrawTwo: return "draw two cards";
    case CardUse::CancelNegate: return "cancel a negate";
  }
  return "do that";
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

}  // namespace

std::string GameState::explain(const Decision& d) const {
  const Scenario& sc = game_->scenario();
  const Board& b = game_->board();
  if (isTerminal()) return "The game is over: " + sc.sides[*winner_].name + " has won";
  if (!verbFitsStep(d.verb, step_, phase_)) return "Not now: " + awaited(*this);
  const SideIndex decider = decidingSide();
  const std::string who = sc.sides[decider].name;

  if (argKind(d.verb) == ArgKind::OfCard) {
    if (d.arg >= game_->cards().size()) return "There is no such card";
    const CardDef& card = game_->cards()[d.arg];
    const SideIndex holderSide = step_ == Step::DeceptionPick ? otherSide(active_) : decider;
    if (!hasCard(holderSide, d.arg)) return sc.sides[holderSide].name + " holds no " + card.name;
    if (d.verb == Verb::Discard) return "Not now: " + awaited(*this);
    if (!game_->rule(d.arg).playableBy[decider]) return card.name + " cannot be played by " + who;
    CardUse use = useOf(d.verb, phase_);
    bool allowed = cardAllows(card, use);
    if (d.verb == Verb::Move && !allowed && cardAllows(card, CardUse::Cross)) allowed = true;
    if (d.verb == Verb::Attack && !allowed && cardAllows(card, CardUse::MoveAttack)) allowed = true;
    if (d.verb == Verb::Move && cardAllows(card, CardUse::MoveAttack))
      return card.name + " moves and attacks: play it in the Attack phase";
    if (!allowed) return card.name + " (" + cardTypeCode(card.type) + ") cannot " + useWords(use);
    if (d.verb == Verb::Deceive && hands_[otherSide(active_)].empty()) return "The enemy hand is empty: nothing to deceive";
    const std::string note = card.note.empty() ? "" : " (" + card.note + ")";
    if (d.verb == Verb::Move || d.verb == Verb::Attack)
      return card.name + " fits no unit of " + who + " now" + note;
    return card.name + " does not fit this situation" + note;
  }

  switch (d.verb) {
    case Verb::MoveFree:
      if (freeMoveUsed_) return "The free move has been used this turn";
      return "No unit of " + who + " can make the free move";
    case Verb::From: {
      if (d.arg >= b.cellCount()) return "There is no such cell";
      const std::string name = b.cellName(d.arg);
      if (holder(d.arg) != active_) return "No unit of " + who + " stands in " + name;
      if (pending_.kind == ActionKind::Attack) {
        // An enemy is there, but the card's note rules the attack out (C5).
        const CardDef& card = game_->cards()[pending_.card];
        if (enemyInFront(*this, d.arg, card.reach))
          return card.name + " cannot attack from " + name + (card.note.empty() ? "" : " (" + card.note + ")");
        return "The stack in " + name + " has no enemy in reach in front of it";
      }
      if (!movableAt(d.arg)) return "Every unit in " + name + " has already moved this turn";
      return "No unit in " + name + " can make this move";
    }
    case Verb::Take:
    case Verb::TakeAll: {
      if (d.verb == Verb::TakeAll) return pending_.group ? "Units are already taken" : "The whole stack cannot make this move together";
      if (d.arg >= units_.size()) return "There is no such unit";
      const std::string name = sc.units[d.arg].id;
      if (pending_.group & unitBit(d.arg)) return name + " is already taken";
      if (!units_[d.arg].alive) return name + " has been eliminated";
      if (units_[d.arg].cell != pending_.from) return name + " is not in " + b.cellName(pending_.from);
      if (sc.units[d.arg].side != active_) return name + " is an enemy unit";
      if (units_[d.arg].moved) return name + " has already moved this turn";
      if (!pending_.freeMove && !moversQualify(*game_, pending_.card, pending_.group | unitBit(d.arg), unitsAt(pending_.from))) {
        const CardDef& card = game_->cards()[pending_.card];
        return card.name + " cannot move " + name + (card.note.empty() ? "" : " (" + card.note + ")");
      }
      return "With " + name + " the group could reach no cell";
    }
    case Verb::To:
      if (!pending_.group) return "Take the units that move first";
      if (d.arg >= b.cellCount()) return "There is no such cell";
      return whyUnreachable(b, cellsHeldBy(otherSide(active_)), pending_.from, d.arg, pendingLimits(pending_.group));
    case Verb::At: {
      if (d.arg >= b.cellCount()) return "There is no such cell";
      const std::string name = b.cellName(d.arg);
      if (holder(d.arg) != otherSide(active_)) return "No enemy stack stands in " + name;
      const UnitMask acting = unitsAt(pending_.from);
      const Facing f = units_[static_cast<std::size_t>(__builtin_ctzll(acting))].facing;
      const auto dir = b.lineDirection(pending_.from, d.arg);
      if (!dir || b.distance(pending_.from, d.arg) > game_->cards()[pending_.card].reach)
        return name + " is out of reach of " + game_->cards()[pending_.card].name;
      if (sectorOf(f, *dir) != Sector::Front)
        return name + " is not in front of the stack in " + b.cellName(pending_.from) + " (it faces " +
               std::string(facingName(f)) + ")";
      // C6: an enemy stack between the two blocks the line.
      for (Cell c = *b.step(pending_.from, *dir); c != d.arg; c = *b.step(c, *dir))
        if (holder(c) == otherSide(active_))
          return "The enemy stack in " + b.cellName(c) + " blocks the line to " + name;
      const CardDef& card = game_->cards()[pending_.card];
      return card.name + " cannot attack the stack in " + name + (card.note.empty() ? "" : " (" + card.note + ")");
    }
    case Verb::Kill:
      if (d.arg >= units_.size()) return "There is no such unit";
      return sc.units[d.arg].id + " is not in the losing stack";
    default: break;
  }
  return "Not now: " + awaited(*this);
}

}  // namespace hydaspes
