// Hot-seat privacy (H2) as a small state machine: whether the screen is
// covered, and for whom. Plain C++, so every transition is tested on its own:
// a new game, a file opened, an autosave recovered, play from here, an
// action or an undo that hands the decision over, "ready", the game's end,
// and a change of mode.
#pragma once

#include <optional>

#include "hydaspes/unit.h"

namespace hydaspes::client {

// What the screen may show, read off the session after each change.
struct CoverContext {
  bool hotSeat = false;
  bool replay = false;
  bool terminal = false;
  SideIndex decider = 0;  // meaningful unless terminal
};

// How a game came on screen.
enum class Arrival {
  NewGame,   // started here: its first player is at the screen
  Opened,    // a file, a recovered autosave, a replay taken over: who sits there is unknown
};

class CoverState {
 public:
  enum class Kind {
    Off,      // nothing private needs hiding: solo, a replay, a finished game
    Showing,  // the hand of `side` is on screen
    Covered,  // the screen waits for `side` to say they are ready
  };

  // A game replaced the one on screen.
  void arrive(const CoverContext& c, Arrival how);
  // The game changed (an action, an undo or redo): covers when the decision
  // went to the other player.
  void changed(const CoverContext& c);
  // The covered player says they are ready.
  void ready();

  Kind kind() const { return kind_; }
  std::optional<SideIndex> side() const { return side_; }
  bool covered() const { return kind_ == Kind::Covered; }

 private:
  static bool needsCover(const CoverContext& c) { return c.hotSeat && !c.replay && !c.terminal; }
  Kind kind_ = Kind::Off;
  std::optional<SideIndex> side_;
};

}  // namespace hydaspes::client
