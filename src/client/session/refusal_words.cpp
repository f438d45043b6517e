#include "session/refusal_words.h"

#include "hydaspes/refusal.h"
#include "hydaspes/state.h"

namespace hydaspes::client {

std::string citing(const Refusal& r, const Game& game) { return englishText(r, game) + " (rule " + r.ruling + ")"; }

std::string refusedWhy(const GameState& st, const Decision& d) {
  const std::optional<Refusal> r = st.refusal(d);
  return r ? citing(*r, st.game()) : std::string();
}

}  // namespace hydaspes::client
