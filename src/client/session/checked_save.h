// A save read from disk and checked decision by decision (every hash), with
// what the client needs to show it: its game, its timeline, its play mode
// and its computer seat. Both the game in progress and the replay open
// saves through it, so a bad file never replaces what is open.
#pragma once

#include <QString>
#include <optional>

#include "hydaspes/replay_timeline.h"
#include "hydaspes/saved_game.h"
#include "session/computer_player.h"
#include "session/play_mode.h"

namespace hydaspes::client {

struct CheckedSave {
  SavedGame save;
  GamePtr game;
  ReplayTimeline timeline;
  PlayMode mode = PlayMode::Solo;
  std::optional<ComputerSeat> computer;  // a game against the computer: its seat
};

// Throws LoadError (or std::invalid_argument) naming the file and what is wrong.
CheckedSave readCheckedSave(const QString& path);
// The same for a save in memory (`file` names it in errors).
CheckedSave checkSave(SavedGame save, const std::string& file);

// The save's word for a mode: "hotseat", "solo" or "computer".
std::string modeName(PlayMode mode);

}  // namespace hydaspes::client
