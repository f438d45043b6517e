// What a board gesture stands for: the engine decisions it makes, or why it
// makes none, as a value (refusal_words.h puts it in the player's language).
#pragma once

#include <optional>
#include <vector>

#include "hydaspes/decision.h"
#include "hydaspes/refusal.h"
#include "hydaspes/situation.h"

namespace hydaspes::client {

// Why a gesture makes no decision.
enum class GestureProblem : std::uint8_t {
  None,
  Refused,              // the engine refuses one of its decisions: `refusal`
  Awaiting,             // the game waits for something else first: `awaited`
  FreeMoveUsed,         // a drag without a card once the free move is spent
  AttackNeedsCard,      // a drag onto an enemy stack without an attack card chosen
  MovesInManeuver,      // a move dragged outside the Maneuver phase
  AttacksInAttack,      // an attack dragged outside the Attack phase
  NoAttackDeclared,     // an attack gesture while no attack is being declared
  MoveStartsElsewhere,  // the move being declared starts in `cell`
  NoUnitCanMove,        // none of the stack's units can make the move
  GoesNowhere,          // the units taken can reach no cell
};

struct GesturePlan {
  std::vector<Decision> decisions;
  GestureProblem problem = GestureProblem::None;
  std::optional<Refusal> refusal;  // Refused
  Step awaited = Step::Main;       // Awaiting
  Cell cell = kNoCell;             // MoveStartsElsewhere

  bool ok() const { return problem == GestureProblem::None; }
  void refuse(Refusal r) {
    problem = GestureProblem::Refused;
    refusal = std::move(r);
  }
};

}  // namespace hydaspes::client
