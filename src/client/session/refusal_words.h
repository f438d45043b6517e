// Refusals in the player's language: the engine's Refusal value (a ruling,
// a message, its arguments) and a board gesture's problem, put in words
// through tr(), followed by the ruling that refuses it: "Hills end a move:
// ... (rule M4)". The window turns the cited ruling into a link to the Rules
// window (citedRuling in app/words.h).
#pragma once

#include <QString>

#include "hydaspes/decision.h"
#include "hydaspes/situation.h"

namespace hydaspes {
class GameState;
struct Refusal;
struct UndoBlock;
class Game;
}  // namespace hydaspes

namespace hydaspes::client {

struct GesturePlan;

// The refusal's sentence, without its ruling.
QString refusalWords(const Refusal& r, const Game& game);
// The sentence with its ruling cited: "... (rule M4)".
QString citing(const Refusal& r, const Game& game);
// Why `d` is refused on `st`, citing its ruling; empty when it is legal.
QString refusedWhy(const GameState& st, const Decision& d);
// Why a board gesture cannot start when the game waits for `awaited`:
// "Not now: answer the move first (negate it, or let it stand)".
QString awaitedFirstWords(Step awaited);
// Why `plan` makes no decision; empty when it is fine.
QString gestureWords(const GesturePlan& plan, const Game& game);
// Why undo may not take the last action back (H4): "the dice have been rolled".
QString undoBlockWords(const UndoBlock& block, const Game& game);

}  // namespace hydaspes::client
