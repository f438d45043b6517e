// A saved game opened for watching, beside GameSession (the game being
// played): a Qt adapter over ReplayCursor with the replay's own action log.
// The window shows one or the other; this one never changes the record, and
// "Play from here" hands its position to a GameSession (playFrom).
#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "hydaspes/observation.h"
#include "hydaspes/saved_game.h"
#include "board/board_motion.h"
#include "session/computer_player.h"
#include "session/play_mode.h"
#include "session/presentation.h"
#include "session/replay_landmarks.h"

namespace hydaspes {
class GameState;
class ReplayTimeline;
struct MatchAction;
}  // namespace hydaspes

namespace hydaspes::client {

class ActionLogModel;
class ReplayCursor;
struct CheckedSave;

class ReplaySession : public QObject {
  Q_OBJECT
 public:
  explicit ReplaySession(QObject* parent = nullptr);
  ~ReplaySession() override;

  // Opens `path` at its end; on failure what was open stays and *error says why.
  bool open(const QString& path, QString* error);
  // Watches a save in memory (a game just finished), called `name`.
  bool watchSave(const SavedGame& save, const QString& name, QString* error);
  // Nothing is watched any more (a game is played instead).
  void close();
  bool isOpen() const { return cursor_ != nullptr; }

  const Game& game() const;
  GamePtr gamePtr() const { return game_; }
  const SavedGame& save() const;
  const ReplayTimeline& timeline() const;
  // The state at the cursor, for the session layer and tests only.
  const GameState& state() const;
  PlayMode mode() const { return mode_; }
  // A game against the computer: its seat (Play from here goes on against it).
  const std::optional<ComputerSeat>& computer() const { return computer_; }
  const QString& filePath() const { return filePath_; }  // empty for a save in memory
  const QString& name() const { return name_; }
  QString playerName(SideIndex s) const;
  bool isOver() const;  // the position shown ends the game

  std::size_t position() const;
  std::size_t length() const;
  ReplayLandmarks landmarks() const;
  void seek(std::size_t position);
  // Whose hidden information shows; none: everything.
  void setPointOfView(std::optional<SideIndex> side);
  std::optional<SideIndex> pointOfView() const;

  Observation observation() const;
  Presentation presentation() const;

  ActionLogModel* log() const { return log_; }
  // The moves and losses of a short step forward (up to a turn), once.
  BoardMotion takeMotion();
  // The log row of the action that decision `position` (1-based) belongs to; -1: none.
  int logLineOf(std::size_t position) const;
  // The position after the action of a log row.
  std::size_t positionOfLogLine(int line) const;

 signals:
  void changed();

 private:
  bool watch(CheckedSave checked, const QString& path, const QString& name);
  // The log as far as the replay has come: the actions begun by now, the
  // one under way only as far as it has gone (its dice not yet rolled are
  // not told), nothing of what comes after.
  void showLogUpTo(std::size_t position);
  std::unique_ptr<ReplayCursor> cursor_;
  std::vector<MatchAction> actions_;      // the whole record's
  std::vector<MatchAction> actionsShown_;  // those in the log now, the last perhaps cut
  GamePtr game_;
  PlayMode mode_ = PlayMode::Solo;
  std::optional<ComputerSeat> computer_;
  QString filePath_;
  QString name_;  // the file's name, or what the save in memory is called
  ActionLogModel* log_;
  BoardMotion motion_;
};

}  // namespace hydaspes::client
