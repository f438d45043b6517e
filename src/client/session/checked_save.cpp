#include "session/checked_save.h"

#include <stdexcept>

namespace hydaspes::client {

namespace {

PlayMode modeOfSave(const SavedGame& s) {
  if (s.mode == "hotseat") return PlayMode::HotSeat;
  if (s.mode == "computer") return PlayMode::Computer;
  return PlayMode::Solo;
}

// The computer's seat of a save against the computer (the side with a bot).
std::optional<ComputerSeat> computerOfSave(const SavedGame& s) {
  if (s.mode != "computer") return std::nullopt;
  for (int side = 0; side < kSideCount; ++side)
    if (s.bots[side]) return computerSeatOf(static_cast<SideIndex>(side), s.bots[side]->bot, s.bots[side]->seed);
  throw std::invalid_argument("a game against the computer names no computer player (\"bots\")");
}

}  // namespace

CheckedSave readCheckedSave(const QString& path) { return checkSave(loadSave(path.toStdString()), path.toStdString()); }

CheckedSave checkSave(SavedGame save, const std::string& file) {
  GamePtr game = gameOfSave(save, file);
  ReplayTimeline timeline = ReplayTimeline::ofSave(game, save, file);  // checks every hash
  const PlayMode mode = modeOfSave(save);
  std::optional<ComputerSeat> computer = computerOfSave(save);
  return CheckedSave{std::move(save), std::move(game), std::move(timeline), mode, computer};
}

std::string modeName(PlayMode mode) {
  switch (mode) {
    case PlayMode::HotSeat: return "hotseat";
    case PlayMode::Solo: return "solo";
    case PlayMode::Computer: return "computer";
  }
  return "solo";
}

}  // namespace hydaspes::client
