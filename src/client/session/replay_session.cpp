#include "session/replay_session.h"

#include <QFileInfo>
#include <algorithm>
#include <utility>

#include "hydaspes/match.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/state.h"
#include "session/action_log_model.h"
#include "session/checked_save.h"
#include "session/last_round.h"
#include "session/passed_phases.h"
#include "session/motion_of.h"
#include "session/replay_cursor.h"

namespace hydaspes::client {

ReplaySession::ReplaySession(QObject* parent) : QObject(parent), log_(new ActionLogModel(this)) {}

ReplaySession::~ReplaySession() = default;

bool ReplaySession::open(const QString& path, QString* error) {
  try {
    return watch(readCheckedSave(path), path, QFileInfo(path).fileName());  // all checked: only now is the open replay replaced
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    return false;
  }
}

bool ReplaySession::watchSave(const SavedGame& save, const QString& name, QString* error) {
  try {
    return watch(checkSave(save, name.toStdString()), QString(), name);
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    return false;
  }
}

bool ReplaySession::watch(CheckedSave checked, const QString& path, const QString& name) {
  // The match groups the record's decisions into actions, for the log.
  const Match match(checked.game, checked.save, checked.timeline, UndoPolicy::LearntNothing);
  log_->clear();
  log_->addNote(tr("Replay of %1: %2 against %3, %4 decisions")
                    .arg(name, QString::fromStdString(checked.save.players[0]), QString::fromStdString(checked.save.players[1]))
                    .arg(checked.timeline.size()));
  actions_ = match.actions();
  actionsShown_.clear();
  game_ = checked.game;
  mode_ = checked.mode;
  computer_ = checked.computer;
  filePath_ = path;
  name_ = name;
  cursor_ = std::make_unique<ReplayCursor>(std::move(checked.timeline), std::move(checked.save));
  showLogUpTo(cursor_->position());
  emit changed();
  return true;
}

void ReplaySession::showLogUpTo(std::size_t position) {
  std::vector<MatchAction> shown;
  for (const MatchAction& a : actions_) {
    if (a.first >= position) break;
    shown.push_back(a);
    shown.back().end = std::min(a.end, position);
  }
  std::size_t same = 0;
  while (same < shown.size() && same < actionsShown_.size() && shown[same] == actionsShown_[same]) ++same;
  if (same == shown.size() && same == actionsShown_.size()) return;
  log_->sync(cursor_->timeline(), shown, same);
  actionsShown_ = std::move(shown);
}

void ReplaySession::close() {
  cursor_.reset();
  motion_ = {};
  game_.reset();
  computer_.reset();
  filePath_.clear();
  name_.clear();
  actions_.clear();
  actionsShown_.clear();
  log_->clear();
}

const Game& ReplaySession::game() const { return *game_; }
const SavedGame& ReplaySession::save() const { return cursor_->save(); }
const ReplayTimeline& ReplaySession::timeline() const { return cursor_->timeline(); }
const GameState& ReplaySession::state() const { return cursor_->state(); }
QString ReplaySession::playerName(SideIndex s) const { return QString::fromStdString(cursor_->save().players[s]); }
bool ReplaySession::isOver() const { return cursor_ && cursor_->state().isTerminal(); }
std::size_t ReplaySession::position() const { return cursor_ ? cursor_->position() : 0; }
std::size_t ReplaySession::length() const { return cursor_ ? cursor_->length() : 0; }
ReplayLandmarks ReplaySession::landmarks() const { return cursor_ ? ReplayLandmarks(cursor_->timeline()) : ReplayLandmarks(); }
std::optional<SideIndex> ReplaySession::pointOfView() const { return cursor_ ? cursor_->pointOfView() : std::nullopt; }

void ReplaySession::seek(std::size_t position) {
  if (!cursor_) return;
  const std::size_t was = cursor_->position();
  if (!cursor_->seek(position)) return;
  // Forward by a little, as the play button and the arrow keys go: seen moving.
  constexpr std::size_t kWatchable = 40;
  const std::size_t now = cursor_->position();
  motion_ = now > was && now - was <= kWatchable ? motionOf(cursor_->timeline(), was, now) : BoardMotion{};
  showLogUpTo(now);
  emit changed();
}

BoardMotion ReplaySession::takeMotion() { return std::exchange(motion_, BoardMotion{}); }

void ReplaySession::setPointOfView(std::optional<SideIndex> side) {
  if (cursor_ && cursor_->setPointOfView(side)) emit changed();
}

Observation ReplaySession::observation() const { return cursor_->observation(); }

Presentation ReplaySession::presentation() const {
  Screen screen;
  screen.mode = mode_;
  screen.replay = true;
  for (int s = 0; s < kSideCount; ++s) screen.players[s] = playerName(static_cast<SideIndex>(s));
  screen.lastRound = lastRoundOf(*game_, cursor_->timeline(), cursor_->position());
  screen.passed = passedPhases(cursor_->timeline(), cursor_->position());
  return present(game_, observation(), screen);
}

int ReplaySession::logLineOf(std::size_t position) const { return cursor_ ? log_->rowOfDecision(position) : -1; }

std::size_t ReplaySession::positionOfLogLine(int line) const { return cursor_ ? log_->positionAfter(line) : 0; }

}  // namespace hydaspes::client
