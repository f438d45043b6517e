// A refusal as the client says it: the engine's words followed by the
// ruling that refuses it, "Hills end a move (rule M4)". The window turns the
// cited ruling into a link to the Rules window (citedRuling).
#pragma once

#include <QString>
#include <string>

#include "hydaspes/decision.h"

namespace hydaspes {
class GameState;
struct Refusal;
class Game;
}  // namespace hydaspes

namespace hydaspes::client {

// Why `d` is refused on `st`, citing its ruling; "" when it is legal.
std::string refusedWhy(const GameState& st, const Decision& d);
// A refusal's words with its ruling cited.
std::string citing(const Refusal& r, const Game& game);

}  // namespace hydaspes::client
