#include "session/game_session.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include "hydaspes/data_files.h"
#include "hydaspes/notation.h"

namespace hydaspes::client {

GameSession::GameSession(QObject* parent) : QObject(parent) {}

void GameSession::newGame(const QString& scenarioFile, std::uint64_t seed, PlayMode mode, const QString& playerA,
                          const QString& playerB, bool alwaysAsk) {
  GamePtr game = Game::load(scenarioFile.toStdString());
  GameState opening = GameState::newGame(game, seed, GameOptions{alwaysAsk});
  SavedGame base = startSave(game->scenario().file, game->cards().file, opening, seed);
  base.mode = mode == PlayMode::Solo ? "solo" : "hotseat";
  base.players[0] = playerA.isEmpty() ? game->scenario().sides[0].name : playerA.toStdString();
  base.players[1] = playerB.isEmpty() ? game->scenario().sides[1].name : playerB.toStdString();
  game_ = std::move(game);
  base_ = std::move(base);
  mode_ = mode;
  state_ = std::move(opening);
  decisions_.clear();
  revealing_.clear();
  redo_.clear();
  log_.clear();
  filePath_.clear();
  modified_ = false;
  log_ << tr("A new game: %1 against %2").arg(playerName(0), playerName(1));
  emit logAppended(log_.back());
  emit changed();
}

bool GameSession::open(const QString& path, QString* error) {
  try {
    SavedGame save = loadSave(path.toStdString());
    GamePtr game = gameOfSave(save, path.toStdString());
    GameState st = replaySave(game, save, save.decisions.size(), path.toStdString());  // checks every hash
    // Only now, with everything checked, replace the open game.
    game_ = std::move(game);
    base_ = save;
    base_.decisions.clear();
    base_.hashes.clear();
    mode_ = save.mode == "solo" ? PlayMode::Solo : PlayMode::HotSeat;
    state_ = openingOfSave(game_, base_);
    decisions_.clear();
    redo_.clear();
    log_.clear();
    for (const auto& text : save.decisions) {  // again, for the log's events
      const Decision d = *parseDecision(*game_, text).decision;
      const SideIndex maker = state_->decidingSide();
      EventLog events;
      state_->apply(d, &events);
      decisions_.push_back(d);
      appendLog(d, maker, events);
    }
    revealing_.assign(decisions_.size(), true);  // hot-seat undo stops at the load
    (void)st;
    filePath_ = path;
    modified_ = false;
    emit changed();
    return true;
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    return false;
  }
}

SavedGame GameSession::toSave() const {
  SavedGame s = base_;
  GameState st = openingOfSave(game_, base_);
  for (const auto& d : decisions_) {
    st.apply(d);
    s.decisions.push_back(printDecision(*game_, d));
    s.hashes.push_back(st.hash());
  }
  return s;
}

bool GameSession::save(const QString& path, QString* error) {
  if (!hasGame()) return false;
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error) *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
    return false;
  }
  const std::string text = saveToJson(toSave()).dump(1) + "\n";
  file.write(text.data(), static_cast<qint64>(text.size()));
  if (!file.commit()) {
    if (error) *error = tr("%1 could not be saved: %2").arg(path, file.errorString());
    return false;
  }
  if (path != autosavePath_) {
    filePath_ = path;
    modified_ = false;
    emit changed();
  }
  return true;
}

QString GameSession::playerName(SideIndex s) const { return QString::fromStdString(base_.players[s]); }

std::optional<SideIndex> GameSession::viewer() const {
  if (!hasGame() || mode_ == PlayMode::Solo) return std::nullopt;
  if (state_->isTerminal()) return std::nullopt;
  return state_->decidingSide();
}

Observation GameSession::observation() const {
  if (mode_ == PlayMode::Solo || state_->isTerminal()) {
    // Solo, and a finished game: both hands in view.
    Observation o = state_->observe(state_->isTerminal() ? SideIndex{0} : state_->decidingSide());
    for (int s = 0; s < kSideCount; ++s) o.hands[s] = state_->hand(static_cast<SideIndex>(s));
    o.seat = std::nullopt;
    if (!state_->isTerminal()) o.legal = state_->legalDecisions();
    return o;
  }
  return state_->observe(state_->decidingSide());
}

bool GameSession::apply(const Decision& d, QString* why) {
  if (!hasGame()) return false;
  const std::string reason = state_->whyIllegal(d);
  if (!reason.empty()) {
    if (why) *why = QString::fromStdString(reason);
    return false;
  }
  const SideIndex maker = state_->decidingSide();
  EventLog events;
  state_->apply(d, &events);
  redo_.clear();
  bool revealing = state_->isTerminal() || state_->decidingSide() != maker;
  for (const auto& e : events)
    revealing = revealing || e.kind == EventKind::Drew || e.kind == EventKind::Rolled || e.kind == EventKind::Reshuffled;
  decisions_.push_back(d);
  revealing_.push_back(revealing);
  modified_ = true;
  appendLog(d, maker, events);
  autosave();
  emit changed();
  if (state_->isTerminal()) emit gameOver(summary());
  return true;
}

bool GameSession::applyAll(const std::vector<Decision>& ds, QString* why) {
  GameState trial = *state_;
  for (const auto& d : ds) {
    const std::string reason = trial.whyIllegal(d);
    if (!reason.empty()) {
      if (why) *why = QString::fromStdString(reason);
      return false;
    }
    trial.apply(d);
  }
  for (const auto& d : ds) apply(d);
  return true;
}

void GameSession::forceDice(const std::vector<int>& dice) {
  if (!hasGame() || !decisions_.empty()) return;
  state_->forceDice(dice);
  base_.forcedDice.insert(base_.forcedDice.end(), dice.begin(), dice.end());
}

bool GameSession::canUndo() const {
  if (!hasGame() || decisions_.empty()) return false;
  if (mode_ == PlayMode::Solo) return true;
  return !revealing_.back();
}

bool GameSession::canRedo() const { return hasGame() && mode_ == PlayMode::Solo && !redo_.empty(); }

void GameSession::undo() {
  if (!canUndo()) return;
  redo_.push_back(decisions_.back());
  rebuild(decisions_.size() - 1);
  log_ << tr("Undone: back to decision %1").arg(decisions_.size());
  emit logAppended(log_.back());
  emit changed();
}

void GameSession::redo() {
  if (!canRedo()) return;
  const Decision d = redo_.back();
  redo_.pop_back();
  auto keep = redo_;
  apply(d);
  redo_ = keep;
}

void GameSession::rebuild(std::size_t count) {
  GameState st = openingOfSave(game_, base_);
  std::vector<Decision> kept(decisions_.begin(), decisions_.begin() + static_cast<std::ptrdiff_t>(count));
  for (const auto& d : kept) st.apply(d);
  decisions_ = kept;
  revealing_.resize(count);
  state_ = std::move(st);
  modified_ = true;
  autosave();
}

void GameSession::appendLog(const Decision& d, SideIndex maker, const EventLog& events) {
  QString line = QString::number(decisions_.size()) + ". " +
                 QString::fromStdString(printDecision(*game_, d)) + " — " +
                 QString::fromStdString(describeDecision(*game_, maker, d));
  log_ << line;
  emit logAppended(line);
  for (const auto& e : events) {
    if (e.kind == EventKind::PhaseStarted) continue;
    // A draw names no card: the log is public.
    log_ << "    " + QString::fromStdString(describe(*game_, e));
    emit logAppended(log_.back());
  }
}

void GameSession::autosave() {
  if (autosavePath_.isEmpty()) return;
  QString ignored;
  save(autosavePath_, &ignored);
}

QString GameSession::summary() const {
  const Scenario& sc = game_->scenario();
  const SideIndex w = *state_->winner();
  return tr("%1 (%2) wins on turn %3 after %4 decisions. Losses: %5 %6 of %7, %8 %9 of %10.")
      .arg(playerName(w), QString::fromStdString(sc.sides[w].name))
      .arg(state_->turn())
      .arg(decisions_.size())
      .arg(QString::fromStdString(sc.sides[0].army))
      .arg(state_->eliminated(0))
      .arg(sc.armySize(0))
      .arg(QString::fromStdString(sc.sides[1].army))
      .arg(state_->eliminated(1))
      .arg(sc.armySize(1));
}

}  // namespace hydaspes::client
