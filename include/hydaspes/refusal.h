// Why a decision is refused, as a value: the ruling of docs/rules.md that
// refuses it, one message per distinct sentence and the message's arguments.
// Words are made only when the refusal is shown (englishText, citedText), so
// a front end may render the same value in its own words or link the ruling.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hydaspes {

class Board;
class Game;

enum class RefusalMessage : std::uint8_t {
  // The game, and what it waits for ("Not now: ...").
  GameOver,                  // side: the winner
  AwaitingTactics,           // side
  AwaitingDeception,         // side
  AwaitingManeuver,          // side
  AwaitingAttack,            // side
  AwaitingDiscard,           // side
  AwaitingDeceptionPick,     // side, side: the deceiver, the hand's owner
  AwaitingSource,            // side
  AwaitingUnits,             // side
  AwaitingFacing,            // side
  AwaitingNegate,            // side: the responder
  AwaitingCancel,            // side: the mover
  AwaitingTarget,            // side
  AwaitingAttackerSupport,   // side: the attacker
  AwaitingDefenderResponse,  // side: the defender
  AwaitingCasualty,          // side: the round's winner
  AwaitingContinueOrBreak,   // side: the attacker
  // Arguments that name nothing.
  NoSuchCard,    // number
  NoSuchCell,    // number
  NoSuchUnit,    // number
  NoSuchFacing,  // number
  // Cards.
  CardNotHeld,           // side, card
  CardNotForSide,        // card, side
  CardMovesAndAttacks,   // card
  CardCannotMove,        // card
  CardCannotAttack,      // card
  CardCannotNegate,      // card
  CardCannotCancel,      // card
  CardCannotSupport,     // card
  CardCannotDefend,      // card
  CardCannotDeceive,     // card
  CardCannotDrawTwo,     // card
  NoDeceptionForSide,    // side
  DeceptionUsed,         //
  EnemyHandEmpty,        //
  CardFitsNoUnit,        // card, side (the card's note follows)
  CardDoesNotFit,        // card (the card's note follows)
  CardMovesNoUnit,       // card, side
  LeaderFallen,          // card, unit: the leader a leader card names is eliminated (C7)
  NoEnemyInReachOfSide,  // side
  // Starting a move or an attack.
  FreeMoveUsed,          //
  NoFreeMove,            // side
  AllUnitsMoved,         // side
  NoOwnUnitIn,           // side, cell
  CardCannotAttackFrom,  // card, cell (the card's note follows)
  NoEnemyInReachFrom,    // cell
  CellAllMoved,          // cell
  NoUnitInCellCanMove,   // cell
  // Taking units.
  UnitsAlreadyTaken,         //
  StackCannotMoveTogether,   //
  OneUnitToTake,             // unit
  UnitAlreadyTaken,          // unit
  UnitEliminated,            // unit
  UnitNotIn,                 // unit, cell
  UnitIsEnemy,               // unit
  UnitAlreadyMoved,          // unit
  CardCannotMoveUnit,        // card, unit (the card's note follows)
  UnitLeavesNoDestination,   // unit
  TakeUnitsFirst,            //
  // The destination (move_planner.h).
  MustLeaveCell,         // cell
  CellHeldByEnemy,       // cell
  UpstreamOffRiver,      // cell
  CrossingFromRiver,     //
  CrossingEndsInRiver,   //
  CrossingSameBank,      //
  RiverStartMustLeave,   //
  ForestSlows,           // cell
  OutOfReach,            // cell, number: the allowance
  HillsEndMove,          // cell
  RiverEndsMove,         // cell
  EnemyBlocksWay,        // cell
  CannotReach,           // cell
  // The target of an attack, and the casualty.
  NoEnemyStackIn,         // cell
  TargetOutOfReach,       // cell, card
  TargetNotInFront,       // cell, cell, facing: target, attacker, its facing
  LineBlocked,            // cell, cell: the blocking stack, the target
  CardCannotAttackStack,  // card, cell (the card's note follows)
  NotInLosingStack,       // unit
};

struct RefusalArg {
  enum class Kind : std::uint8_t { OfCell, OfUnit, OfCard, OfSide, OfFacing, Number };
  Kind kind = Kind::Number;
  int value = 0;

  static RefusalArg cell(int c) { return {Kind::OfCell, c}; }
  static RefusalArg unit(int u) { return {Kind::OfUnit, u}; }
  static RefusalArg card(int c) { return {Kind::OfCard, c}; }
  static RefusalArg side(int s) { return {Kind::OfSide, s}; }
  static RefusalArg facing(int f) { return {Kind::OfFacing, f}; }
  static RefusalArg number(int n) { return {Kind::Number, n}; }
  bool operator==(const RefusalArg&) const = default;
};

struct Refusal {
  std::string ruling;  // the ID of the refusing rule in docs/rules.md: "M2"
  RefusalMessage message = RefusalMessage::CannotReach;
  std::vector<RefusalArg> args;
  bool operator==(const Refusal&) const = default;
};

// The refusal in the game's words: "Forest slows the move: ...".
std::string englishText(const Refusal& r, const Game& game);
// The same, for refusals that name only cells and numbers (the move
// planner's): what the board alone can name.
std::string englishText(const Refusal& r, const Board& board);
// The words with the ruling in front: "[M2] Forest slows the move: ...".
std::string citedText(const Refusal& r, const Game& game);

}  // namespace hydaspes
