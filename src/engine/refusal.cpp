// A refusal in English: one sentence per message, its arguments named from
// the game (cells, units, cards, sides) or, for the move planner's, the board.
#include "hydaspes/refusal.h"

#include "hydaspes/facing.h"
#include "hydaspes/game.h"

namespace hydaspes {

namespace {

// Names the arguments; `game` may be null (then only the board names).
class Namer {
 public:
  Namer(const Board& board, const Game* game) : board_(board), game_(game) {}

  std::string operator()(const RefusalArg& a) const {
    switch (a.kind) {
      case RefusalArg::Kind::OfCell:
        if (a.value >= 0 && a.value < board_.cellCount()) return board_.cellName(static_cast<Cell>(a.value));
        break;
      case RefusalArg::Kind::OfUnit:
        if (game_ && a.value >= 0 && static_cast<std::size_t>(a.value) < game_->scenario().units.size())
          return game_->scenario().units[static_cast<std::size_t>(a.value)].id;
        break;
      case RefusalArg::Kind::OfCard:
        if (game_ && a.value >= 0 && a.value < static_cast<int>(game_->cards().size()))
          return game_->cards()[static_cast<CardIndex>(a.value)].name;
        break;
      case RefusalArg::Kind::OfSide:
        if (game_ && (a.value == 0 || a.value == 1)) return game_->scenario().sides[static_cast<std::size_t>(a.value)].name;
        break;
      case RefusalArg::Kind::OfFacing:
        if (a.value >= 0 && a.value < 8) return std::string(facingName(static_cast<Facing>(a.value)));
        break;
      case RefusalArg::Kind::Number: break;
    }
    return std::to_string(a.value);
  }

  // " (Cavalry only)": the note of the card argument, if it has one.
  std::string note(const RefusalArg& a) const {
    if (!game_ || a.kind != RefusalArg::Kind::OfCard || a.value < 0 || a.value >= static_cast<int>(game_->cards().size()))
      return "";
    const std::string& n = game_->cards()[static_cast<CardIndex>(a.value)].note;
    return n.empty() ? "" : " (" + n + ")";
  }

  // "Dense Pikes (DA)".
  std::string typed(const RefusalArg& a) const {
    std::string s = (*this)(a);
    if (game_ && a.kind == RefusalArg::Kind::OfCard && a.value >= 0 && a.value < static_cast<int>(game_->cards().size()))
      s += " (" + cardTypeCode(game_->cards()[static_cast<CardIndex>(a.value)].type) + ")";
    return s;
  }

 private:
  const Board& board_;
  const Game* game_;
};

std::string render(const Refusal& r, const Namer& name) {
  using M = RefusalMessage;
  const auto arg = [&](std::size_t i) -> RefusalArg { return i < r.args.size() ? r.args[i] : RefusalArg{}; };
  const auto a = [&](std::size_t i) { return name(arg(i)); };
  switch (r.message) {
    case M::GameOver: return "The game is over: " + a(0) + " has won";
    case M::AwaitingTactics: return "Not now: " + a(0) + " may play a Tactics card or end the Tactics phase";
    case M::AwaitingDeception: return "Not now: " + a(0) + " may play a Deception card or end the Deception phase";
    case M::AwaitingManeuver: return "Not now: " + a(0) + " may move (free move or a card) or end the Maneuver phase";
    case M::AwaitingAttack: return "Not now: " + a(0) + " may attack with a card or end the Attack phase";
    case M::AwaitingDiscard: return "Not now: " + a(0) + " must discard down to the hand limit";
    case M::AwaitingDeceptionPick:
      return "Not now: " + a(0) + " must pick a card from " + a(1) + "'s hand to discard";
    case M::AwaitingSource: return "Not now: " + a(0) + " must name the cell the units start from (\"from b2\")";
    case M::AwaitingUnits:
      return "Not now: " + a(0) + " must take units (\"take ...\") or name the destination (\"to ...\")";
    case M::AwaitingFacing: return "Not now: " + a(0) + " must choose the final facing (\"face N\")";
    case M::AwaitingNegate: return "Not now: " + a(0) + " may negate the move or pass";
    case M::AwaitingCancel: return "Not now: " + a(0) + " may cancel the negate or pass";
    case M::AwaitingTarget: return "Not now: " + a(0) + " must name the enemy stack to attack (\"at c3\")";
    case M::AwaitingAttackerSupport: return "Not now: " + a(0) + " is choosing a support card (+1) or passing";
    case M::AwaitingDefenderResponse:
      return "Not now: " + a(0) + " is answering the attack: a support card (+1), a Defence card or a pass";
    case M::AwaitingCasualty: return "Not now: " + a(0) + " must choose the casualty";
    case M::AwaitingContinueOrBreak: return "Not now: " + a(0) + " must continue the combat or break off";

    case M::NoSuchCard: return "There is no such card";
    case M::NoSuchCell: return "There is no such cell";
    case M::NoSuchUnit: return "There is no such unit";
    case M::NoSuchFacing: return "There is no such facing";

    case M::CardNotHeld: return a(0) + " holds no " + a(1);
    case M::CardNotForSide: return a(0) + " cannot be played by " + a(1);
    case M::CardMovesAndAttacks: return a(0) + " moves and attacks: play it in the Attack phase";
    case M::CardCannotMove: return name.typed(arg(0)) + " cannot move units";
    case M::CardCannotAttack: return name.typed(arg(0)) + " cannot start an attack";
    case M::CardCannotNegate: return name.typed(arg(0)) + " cannot negate a move";
    case M::CardCannotCancel: return name.typed(arg(0)) + " cannot cancel a negate";
    case M::CardCannotSupport: return name.typed(arg(0)) + " cannot support a combat";
    case M::CardCannotDefend: return name.typed(arg(0)) + " cannot defend";
    case M::CardCannotDeceive: return name.typed(arg(0)) + " cannot deceive";
    case M::CardCannotDrawTwo: return name.typed(arg(0)) + " cannot draw two cards";
    case M::NoDeceptionForSide: return a(0) + " has no Deception phase";
    case M::DeceptionUsed: return "Only one Deception card may be played a turn";
    case M::EnemyHandEmpty: return "The enemy hand is empty: nothing to deceive";
    case M::CardFitsNoUnit: return a(0) + " fits no unit of " + a(1) + " now" + name.note(arg(0));
    case M::CardDoesNotFit: return a(0) + " does not fit this situation" + name.note(arg(0));
    case M::CardMovesNoUnit: return "No unit of " + a(1) + " has a move with " + a(0);
    case M::LeaderFallen: return a(1) + " has fallen: the " + a(0) + " card can no longer be played";
    case M::NoEnemyInReachOfSide: return "No stack of " + a(0) + " has an enemy stack in reach in front of it";

    case M::FreeMoveUsed: return "The free move has been used this turn";
    case M::NoFreeMove: return "No unit of " + a(0) + " can make the free move";
    case M::AllUnitsMoved: return "Every unit of " + a(0) + " has already moved this turn";
    case M::NoOwnUnitIn: return "No unit of " + a(0) + " stands in " + a(1);
    case M::CardCannotAttackFrom: return a(0) + " cannot attack from " + a(1) + name.note(arg(0));
    case M::NoEnemyInReachFrom: return "The stack in " + a(0) + " has no enemy in reach in front of it";
    case M::CellAllMoved: return "Every unit in " + a(0) + " has already moved this turn";
    case M::NoUnitInCellCanMove: return "No unit in " + a(0) + " can make this move";

    case M::UnitsAlreadyTaken: return "Units are already taken";
    case M::StackCannotMoveTogether: return "The whole stack cannot make this move together";
    case M::OneUnitToTake: return a(0) + " is the only unit here that may move: take it by name";
    case M::UnitAlreadyTaken: return a(0) + " is already taken";
    case M::UnitEliminated: return a(0) + " has been eliminated";
    case M::UnitNotIn: return a(0) + " is not in " + a(1);
    case M::UnitIsEnemy: return a(0) + " is an enemy unit";
    case M::UnitAlreadyMoved: return a(0) + " has already moved this turn";
    case M::CardCannotMoveUnit: return a(0) + " cannot move " + a(1) + name.note(arg(0));
    case M::UnitLeavesNoDestination: return "With " + a(0) + " the group could reach no cell";
    case M::TakeUnitsFirst: return "Take the units that move first";

    case M::MustLeaveCell: return "A move must leave " + a(0) + ": a stack cannot turn in place";
    case M::CellHeldByEnemy: return a(0) + " is held by the enemy";
    case M::UpstreamOffRiver: return "Move Upstream must follow the river: " + a(0) + " is not a river cell";
    case M::CrossingFromRiver: return "A crossing starts on a bank, not in the river";
    case M::CrossingEndsInRiver: return "A crossing ends on the far bank, not in the water";
    case M::CrossingSameBank: return "A crossing card must end on the far bank of the river";
    case M::RiverStartMustLeave:
      return "Units in the river can only cross or go back, and their move ends on land: they cannot follow the river";
    case M::ForestSlows:
      return "Forest slows the move: a path through forest lowers the Maximum Move by 1, and " + a(0) +
             " is then out of reach";
    case M::OutOfReach:
      return a(0) + " is out of reach: this move goes at most " + a(1) + (arg(1).value == 1 ? " cell" : " cells");
    case M::HillsEndMove: return "Hills end a move: every way to " + a(0) + " goes on after entering hills";
    case M::RiverEndsMove:
      return "Entering the river ends a move: " + a(0) + " lies beyond it (cross with a river-crossing card)";
    case M::EnemyBlocksWay: return "Enemy stacks block every way to " + a(0);
    case M::CannotReach: return a(0) + " cannot be reached by this move";

    case M::NoEnemyStackIn: return "No enemy stack stands in " + a(0);
    case M::TargetOutOfReach: return a(0) + " is out of reach of " + a(1);
    case M::TargetNotInFront:
      return a(0) + " is not in front of the stack in " + a(1) + " (it faces " + a(2) + ")";
    case M::LineBlocked: return "The enemy stack in " + a(0) + " blocks the line to " + a(1);
    case M::CardCannotAttackStack: return a(0) + " cannot attack the stack in " + a(1) + name.note(arg(0));
    case M::NotInLosingStack: return a(0) + " is not in the losing stack";
  }
  return "This decision is not legal now";
}

}  // namespace

std::string englishText(const Refusal& r, const Game& game) { return render(r, Namer(game.board(), &game)); }

std::string englishText(const Refusal& r, const Board& board) { return render(r, Namer(board, nullptr)); }

std::string citedText(const Refusal& r, const Game& game) { return "[" + r.ruling + "] " + englishText(r, game); }

}  // namespace hydaspes
