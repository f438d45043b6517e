// The text form of decisions (docs/notation.md): one per line, readable by a
// player, and print(parse(s)) == s for every decision.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "hydaspes/decision.h"
#include "hydaspes/game.h"

namespace hydaspes {

std::string printDecision(const Game& game, const Decision& d);

struct ParseResult {
  std::optional<Decision> decision;
  std::string error;  // when no decision
};
ParseResult parseDecision(const Game& game, std::string_view text);

// A plain-words sentence for the log ("Alexander moves with March").
std::string describeDecision(const Game& game, SideIndex side, const Decision& d);

}  // namespace hydaspes
