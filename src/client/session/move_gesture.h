// Turns board gestures into the engine's step-by-step decisions: a drag of a
// stack becomes "move CARD, from, take..., to", a drag onto an enemy stack
// "attack CARD, from, at". Works on a copy of the state; never changes it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "hydaspes/state.h"
#include "session/gesture_plan.h"

namespace hydaspes::client {

// The card the player has chosen in the hand, if any.
using CardChoice = std::optional<CardIndex>;

// Decisions from the current step to the point where units are taken from
// `from` (the move card or the free move, and the source cell).
GesturePlan planSource(const GameState& st, CardChoice card, Cell from);

// Decisions from the current step to a group taken from `from`: `units` are
// the units picked in the stack inspector (0: every unit that may move).
GesturePlan planGroup(const GameState& st, CardChoice card, Cell from, UnitMask units);

// The cells the group of `plan` may reach.
CellSet reachableAfter(const GameState& st, const GesturePlan& plan);

// The whole move: the group plan followed by "to CELL".
GesturePlan planDrop(const GameState& st, const GesturePlan& group, Cell to);

// An attack from `from` on the stack in `target` with the chosen card.
GesturePlan planAttack(const GameState& st, CardChoice card, Cell from, Cell target);

// Marks `plan` as waiting for what the game waits for in `st` (a gesture on
// the board cannot start now: "answer the move first").
void awaitFirst(const GameState& st, GesturePlan& plan);

// Applies decisions to a copy; returns the copy (the plan must be legal).
GameState after(const GameState& st, const std::vector<Decision>& ds);

}  // namespace hydaspes::client
