// The rules questions the board's gestures ask, answered by the session
// layer against the game in progress: what a press on a stack picks up and
// where it may go, what a drop or a click stands for, which units of a stack
// a move may take. BoardController (a view-side controller) asks these and
// never sees the game state; every answer is decisions to perform or a
// reason in the game's words.
#pragma once

#include <QString>
#include <optional>
#include <vector>

#include "hydaspes/cell_set.h"
#include "hydaspes/unit.h"
#include "session/gesture_plan.h"
#include "session/presentation.h"

namespace hydaspes::client {

class GameSession;

class BoardGestures {
 public:
  explicit BoardGestures(const GameSession& session) : session_(session) {}

  // A stack picked up (by mouse or keyboard).
  struct Drag {
    GesturePlan plan;      // decisions so far (the card, the source, the units taken)
    CellSet targets;       // where it may be put down
    UnitMask taken = 0;    // the units carried (0: an attack, the whole stack)
    bool attack = false;   // onto an enemy stack, with the attack card in play
    bool pickedUp = false; // false: nothing moves (and plan.error says why, if anything)
  };
  // A press on the stack in `cell`; `picked`: units ticked in the picker
  // (0: all that may go). A plan with an error: nothing is picked up.
  Drag press(Cell cell, UnitMask picked) const;
  // The stack of `drag` put down on `target`.
  GesturePlan drop(const Drag& drag, Cell target) const;
  // Whether Enter on the stack in `cell` picks it up (a move or attack may start there).
  bool mayPickUp(Cell cell) const;

  // A click on `cell` (no drag, no units chosen in the picker).
  struct Click {
    enum class Kind { Nothing, Perform, OpenPicker, Explain } kind = Kind::Nothing;
    GesturePlan plan;  // Perform
    QString message;   // Explain
  };
  Click click(Cell cell) const;

  // The units of the stack in `cell` for the picker, ticked when the move
  // may take them; `error` when no move can start there.
  struct Picker {
    std::vector<PickableUnit> units;
    UnitMask allowed = 0;
    // C5: the card moves one unit only (Detachment): none is ticked at
    // first, and ticking one unticks the other.
    bool single = false;
    QString error;
  };
  Picker picker(Cell cell) const;
  // Units `chosen` of the stack in `cell`: where they may go, or why not.
  struct Reach {
    CellSet cells;
    QString error;
  };
  Reach reach(Cell cell, UnitMask chosen) const;
  // Units `chosen` of the stack in `cell` sent to `target`.
  GesturePlan send(Cell cell, UnitMask chosen, Cell target) const;

 private:
  const GameSession& session_;
};

}  // namespace hydaspes::client
