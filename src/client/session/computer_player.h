// The computer's seat in a game against one person (issue: a computer
// opponent). It searches in a worker thread (QThreadPool), so the window
// stays responsive; the search gets only the bot's seat's information
// (BotInformation, H1), worked out from the record the way a referee would
// tell that seat, never the game state itself. A newer request, or
// cancel(), makes an older search's answer go unheard.
#pragma once

#include <QObject>
#include <cstdint>
#include <memory>
#include <vector>

#include <string>

#include "hydaspes/decision.h"
#include "hydaspes/game.h"
#include "hydaspes/saved_game.h"
#include "session/latest_answer.h"

namespace hydaspes::client {

// The engine's levels (bot_spec.h, checked in computer_player.cpp).
inline constexpr int kComputerLevels = 4;
inline constexpr int kDefaultComputerLevel = 4;

// Who the computer is in a game: its side, its bot and the bot's own seed
// (kept in the save, so the game can be replayed and checked).
struct ComputerSeat {
  SideIndex side = 1;
  int level = kDefaultComputerLevel;  // 1 to kComputerLevels
  std::uint64_t seed = 0;  // the bot's own, never the game's
  std::string bot;         // as a save named it; empty: the level's
  // The bot as the save names it: `bot`, or the level's bot pinned
  // ("ismcts:level=3,iterations=250,..."; bot/bot_spec.h).
  std::string spec() const;
};

// The computer of a save's "bots" entry (throws std::invalid_argument).
ComputerSeat computerSeatOf(SideIndex side, const std::string& spec, std::uint64_t seed);

class ComputerPlayer : public QObject {
  Q_OBJECT
 public:
  explicit ComputerPlayer(QObject* parent = nullptr);
  ~ComputerPlayer() override;

  // Starts a search for `seat`'s next action in the game that began with
  // `opening` (a saved game's start) and went on with `decisions`.
  // Answers with chosen(); an earlier search still running goes unheard.
  void think(const GamePtr& game, const SavedGame& opening, std::vector<Decision> decisions, const ComputerSeat& seat);
  void cancel();
  bool thinking() const { return thinking_; }

 signals:
  // The decisions of the computer's next whole action.
  void chosen(std::vector<hydaspes::Decision> action);
  // The search failed (an engine error): the game cannot go on by itself.
  void failed(QString why);

 private:
  LatestAnswer answer_;
  bool thinking_ = false;
};

}  // namespace hydaspes::client
