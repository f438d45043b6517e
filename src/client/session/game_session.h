// The game being played in the window: the engine state, the decisions that
// led to it, undo/redo, saving and the log. Views never change the game
// except through apply(); they draw from observation().
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "hydaspes/observation.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"

namespace hydaspes::client {

enum class PlayMode { HotSeat, Solo };

class GameSession : public QObject {
  Q_OBJECT
 public:
  explicit GameSession(QObject* parent = nullptr);

  // Starts a game from scenario files (throws LoadError).
  void newGame(const QString& scenarioFile, std::uint64_t seed, PlayMode mode, const QString& playerA,
               const QString& playerB, bool alwaysAsk = false);
  // Opens a save; on failure the open game is untouched and *error says why.
  bool open(const QString& path, QString* error);
  // Writes the game atomically (QSaveFile); false and *error on failure.
  bool save(const QString& path, QString* error);

  bool hasGame() const { return state_.has_value(); }
  const GameState& state() const { return *state_; }
  const Game& game() const { return *game_; }
  GamePtr gamePtr() const { return game_; }
  PlayMode mode() const { return mode_; }
  QString playerName(SideIndex s) const;
  const QString& filePath() const { return filePath_; }
  bool isModified() const { return modified_; }
  // The game no longer belongs to its file (a recovered autosave): the next
  // Save asks for a name.
  void detachFromFile() {
    filePath_.clear();
    modified_ = true;
  }

  // Who is looking at the screen: in hot-seat the deciding side, in solo both.
  std::optional<SideIndex> viewer() const;
  Observation observation() const;  // for the viewer; solo sees both hands

  // Applies a legal decision (or a sequence, all or nothing); else *why.
  bool apply(const Decision& d, QString* why = nullptr);
  bool applyAll(const std::vector<Decision>& ds, QString* why = nullptr);

  // Hot-seat: back to the last point that revealed something (a draw, dice,
  // or a decision of the other player). Solo: without limit, with redo.
  bool canUndo() const;
  bool canRedo() const;
  void undo();
  void redo();

  const QStringList& log() const { return log_; }
  std::size_t decisionCount() const { return decisions_.size(); }
  SavedGame toSave() const;  // in a replay: the save being watched

  // --- replay: a save opened for watching, never changed ---
  // Opens `path` as a replay at its end; on failure the open game is
  // untouched and *error says why.
  bool openReplay(const QString& path, QString* error);
  bool isReplay() const { return replay_.has_value(); }
  std::size_t replayPosition() const { return replay_ ? replay_->position : 0; }
  std::size_t replayLength() const { return replay_ ? replay_->timeline.size() : 0; }
  const ReplayTimeline* timeline() const { return replay_ ? &replay_->timeline : nullptr; }
  void seek(std::size_t position);
  // Whose hidden information the replay shows; none: everything.
  void setPointOfView(std::optional<SideIndex> side);
  std::optional<SideIndex> pointOfView() const { return replay_ ? replay_->pointOfView : std::nullopt; }
  // The log line of decision `position` (1-based); -1 for the opening.
  int logLineOf(std::size_t position) const;
  // The replay position a log line belongs to.
  std::size_t positionOfLogLine(int line) const;
  // Play from here: a new, unsaved game from the replay's position; the
  // save the replay came from is never written.
  void playFromHere();

  // Dice to roll first, in order (before any decision: they become part of
  // the opening, so saves replay them). For tests and puzzles.
  void forceDice(const std::vector<int>& dice);

  // Autosave after every decision, to this file (empty: off).
  void setAutosavePath(const QString& path) { autosavePath_ = path; }

 signals:
  void changed();
  void logAppended(const QString& line);
  void gameOver(const QString& summary);

 private:
  // A save read and checked decision by decision (throws LoadError).
  struct CheckedSave {
    SavedGame save;
    GamePtr game;
    ReplayTimeline timeline;
  };
  static CheckedSave readChecked(const QString& path);
  // The log of a recorded game; each decision's first line index if asked.
  static QStringList logOf(const Game& g, const ReplayTimeline& timeline, std::vector<int>* lineOfDecision);
  void adopt(const CheckedSave& checked, const QString& path);
  void rebuild(std::size_t count);  // replays the first `count` decisions
  void appendLog(const Decision& d, SideIndex maker, const EventLog& events);
  void autosave();
  QString summary() const;

  // A save being watched: its timeline, where the viewer is and from whose side.
  struct ReplayCursor {
    ReplayTimeline timeline;
    SavedGame save;
    std::size_t position = 0;
    std::optional<SideIndex> pointOfView;
    std::vector<int> lineOfDecision;  // log line of each decision
  };

  GamePtr game_;
  SavedGame base_;  // the opening: embedded files, seed, options, players
  PlayMode mode_ = PlayMode::HotSeat;
  std::optional<GameState> state_;
  std::vector<Decision> decisions_;
  std::vector<bool> revealing_;  // decision i revealed something
  std::vector<Decision> redo_;
  QStringList log_;
  QString filePath_;
  QString autosavePath_;
  bool modified_ = false;
  std::optional<ReplayCursor> replay_;
};

}  // namespace hydaspes::client
