#include "session/game_session.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

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
  replay_.reset();
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

namespace {

// The log lines of one decision: numbered, in notation and in words, then
// what it caused. A draw names no card: the log is public.
QStringList decisionLines(const Game& g, std::size_t number, SideIndex maker, const Decision& d, const EventLog& events) {
  QStringList lines;
  lines << QString::number(number) + ". " + QString::fromStdString(printDecision(g, d)) + " — " +
               QString::fromStdString(describeDecision(g, maker, d));
  for (const auto& e : events)
    if (e.kind != EventKind::PhaseStarted) lines << "    " + QString::fromStdString(describe(g, e));
  return lines;
}

}  // namespace

GameSession::CheckedSave GameSession::readChecked(const QString& path) {
  SavedGame save = loadSave(path.toStdString());
  GamePtr game = gameOfSave(save, path.toStdString());
  ReplayTimeline timeline = ReplayTimeline::ofSave(game, save, path.toStdString());  // checks every hash
  return CheckedSave{std::move(save), std::move(game), std::move(timeline)};
}

QStringList GameSession::logOf(const Game& g, const ReplayTimeline& timeline, std::vector<int>* lineOfDecision) {
  QStringList log;
  for (std::size_t i = 0; i < timeline.size(); ++i) {
    const ReplayStep& step = timeline.step(i);
    if (lineOfDecision) lineOfDecision->push_back(static_cast<int>(log.size()));
    log << decisionLines(g, i + 1, step.decider, step.decision, step.events);
  }
  return log;
}

// Everything checked: only now is the open game replaced.
void GameSession::adopt(const CheckedSave& checked, const QString& path) {
  game_ = checked.game;
  base_ = checked.save;
  base_.decisions.clear();
  base_.hashes.clear();
  mode_ = checked.save.mode == "hotseat" ? PlayMode::HotSeat : PlayMode::Solo;  // solo and self-play saves
  decisions_ = checked.timeline.decisions(checked.timeline.size());
  revealing_.assign(decisions_.size(), true);  // hot-seat undo stops at the load
  redo_.clear();
  filePath_ = path;
  modified_ = false;
}

bool GameSession::open(const QString& path, QString* error) {
  try {
    const CheckedSave checked = readChecked(path);
    adopt(checked, path);
    replay_.reset();
    state_ = checked.timeline.at(checked.timeline.size());
    log_ = logOf(*game_, checked.timeline, nullptr);
    emit changed();
    return true;
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    return false;
  }
}

SavedGame GameSession::toSave() const {
  if (replay_) return replay_->save;
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
  if (replay_) return replay_->pointOfView;
  if (!hasGame() || mode_ == PlayMode::Solo) return std::nullopt;
  if (state_->isTerminal()) return std::nullopt;
  return state_->decidingSide();
}

Observation GameSession::observation() const {
  if (replay_ && replay_->pointOfView) return state_->observe(*replay_->pointOfView);
  if (replay_ || mode_ == PlayMode::Solo || state_->isTerminal()) {
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
  if (replay_) {
    if (why) *why = tr("This is a replay: choose Play from here to take over the game at this point");
    return false;
  }
  const std::string reason = state_->whyIllegal(d);
  if (!reason.empty()) {
    if (why) *why = QString::fromStdString(reason);
    return false;
  }
  const SideIndex maker = state_->decidingSide();
  EventLog events;
  state_->apply(d, &events);
  redo_.clear();
  // Undo in hot-seat stops here if the decision showed its maker anything
  // new: the other hand (Deception), a draw, dice, or a turn to the opponent.
  bool revealing = state_->isTerminal() || state_->decidingSide() != maker || d.verb == Verb::Deceive ||
                   state_->step() == Step::DeceptionPick;
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
  if (replay_) return apply(ds.empty() ? Decision{} : ds.front(), why);
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
  if (!hasGame() || replay_ || decisions_.empty()) return false;
  if (mode_ == PlayMode::Solo) return true;
  return !revealing_.back();
}

bool GameSession::canRedo() const { return hasGame() && !replay_ && mode_ == PlayMode::Solo && !redo_.empty(); }

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
  for (const QString& line : decisionLines(*game_, decisions_.size(), maker, d, events)) {
    log_ << line;
    emit logAppended(line);
  }
}

void GameSession::autosave() {
  if (autosavePath_.isEmpty() || replay_) return;
  QString ignored;
  save(autosavePath_, &ignored);
}

QString GameSession::summary() const {
  const Scenario& sc = game_->scenario();
  const SideIndex w = *state_->winner();
  const QString side = QString::fromStdString(sc.sides[w].name);
  const QString winner = playerName(w) == side ? side : tr("%1 (%2)").arg(playerName(w), side);
  return tr("%1 wins on turn %2 after %3 decisions. Losses: %4 %5 of %6, %7 %8 of %9.")
      .arg(winner)
      .arg(state_->turn())
      .arg(decisions_.size())
      .arg(QString::fromStdString(sc.sides[0].army))
      .arg(state_->eliminated(0))
      .arg(sc.armySize(0))
      .arg(QString::fromStdString(sc.sides[1].army))
      .arg(state_->eliminated(1))
      .arg(sc.armySize(1));
}

// --- replay ---

bool GameSession::openReplay(const QString& path, QString* error) {
  try {
    CheckedSave checked = readChecked(path);
    std::vector<int> lineOfDecision;
    QStringList log = logOf(*checked.game, checked.timeline, &lineOfDecision);
    for (int& line : lineOfDecision) ++line;  // below the heading
    log.prepend(tr("Replay of %1: %2 against %3, %4 decisions")
                    .arg(QFileInfo(path).fileName(), QString::fromStdString(checked.save.players[0]),
                         QString::fromStdString(checked.save.players[1]))
                    .arg(checked.timeline.size()));
    adopt(checked, path);
    log_ = std::move(log);
    const std::size_t end = checked.timeline.size();
    replay_.emplace(ReplayCursor{std::move(checked.timeline), std::move(checked.save), end, std::nullopt,
                                 std::move(lineOfDecision)});
    state_ = replay_->timeline.at(end);
    emit changed();
    return true;
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    return false;
  }
}

void GameSession::seek(std::size_t position) {
  if (!replay_) return;
  position = std::min(position, replay_->timeline.size());
  if (position == replay_->position) return;
  replay_->position = position;
  state_ = replay_->timeline.at(position);
  emit changed();
}

void GameSession::setPointOfView(std::optional<SideIndex> side) {
  if (!replay_ || replay_->pointOfView == side) return;
  replay_->pointOfView = side;
  emit changed();
}

int GameSession::logLineOf(std::size_t position) const {
  if (!replay_ || position == 0 || position > replay_->lineOfDecision.size()) return -1;
  return replay_->lineOfDecision[position - 1];
}

std::size_t GameSession::positionOfLogLine(int line) const {
  if (!replay_) return 0;
  const auto& lines = replay_->lineOfDecision;
  // The last decision whose line is at or before `line`.
  const auto it = std::upper_bound(lines.begin(), lines.end(), line);
  return static_cast<std::size_t>(it - lines.begin());
}

void GameSession::playFromHere() {
  if (!replay_) return;
  const std::size_t at = replay_->position;
  const QString from = QFileInfo(filePath_).fileName();
  decisions_ = replay_->timeline.decisions(at);
  revealing_.assign(decisions_.size(), true);  // undo never reaches into the replay
  state_ = replay_->timeline.at(at);
  log_ = log_.mid(0, at < replay_->lineOfDecision.size() ? replay_->lineOfDecision[at] : log_.size());
  replay_.reset();
  redo_.clear();
  filePath_.clear();  // the next save asks for a new file: the replayed one stays as it was
  modified_ = true;
  log_ << tr("Playing on from decision %1 of %2, as a new game").arg(at).arg(from);
  emit logAppended(log_.back());
  autosave();
  emit changed();
}

}  // namespace hydaspes::client
