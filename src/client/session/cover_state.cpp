#include "session/cover_state.h"

namespace hydaspes::client {

void CoverState::arrive(const CoverContext& c, Arrival how) {
  if (!needsCover(c)) {
    kind_ = Kind::Off;
    side_.reset();
    return;
  }
  kind_ = how == Arrival::NewGame ? Kind::Showing : Kind::Covered;
  side_ = c.decider;
}

void CoverState::changed(const CoverContext& c) {
  if (!needsCover(c)) {
    kind_ = Kind::Off;
    side_.reset();
    return;
  }
  // From Off (the game became hot-seat, or left its end by undo) nobody has
  // said who sits at the screen.
  if (kind_ == Kind::Off || side_ != c.decider) {
    kind_ = Kind::Covered;
    side_ = c.decider;
  }
}

void CoverState::ready() {
  if (kind_ == Kind::Covered) kind_ = Kind::Showing;
}

}  // namespace hydaspes::client
