#include "session/game_session.h"
#include "app/words.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QTimer>
#include <QSaveFile>
#include <QUndoStack>
#include <algorithm>
#include <utility>

#include "hydaspes/bot/action_candidates.h"
#include "hydaspes/lesson.h"
#include "hydaspes/match.h"
#include "hydaspes/notation.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/state.h"
#include "session/action_command.h"
#include "session/action_log_model.h"
#include "session/alike_units.h"
#include "session/autosave_writer.h"
#include "session/hint_search.h"
#include "session/last_round.h"
#include "session/passed_phases.h"
#include "session/motion_of.h"
#include "session/checked_save.h"
#include "session/refusal_words.h"
#include "session/replay_session.h"

namespace hydaspes::client {

namespace {

// H4's undo in a mode: against the computer too, only what taught its maker
// nothing. (A free function: an opaque enum in the header stops lupdate.)
UndoPolicy undoPolicyIn(PlayMode mode) {
  return mode == PlayMode::Solo ? UndoPolicy::Anything : UndoPolicy::LearntNothing;
}

// K10: the friendly stack that decisions `ds`, made from `st`, move onto,
// if any: the moving units take its facing without being asked.
std::optional<Cell> joinedStack(const GameState& st, const std::vector<Decision>& ds) {
  std::optional<Cell> joined;
  for (const Decision& d : ds)
    if (d.verb == Verb::To && st.cellsHeldBy(st.activeSide())[d.arg]) joined = static_cast<Cell>(d.arg);
  return joined;
}

// T3: the Deception card that decisions `ds`, made from `st`, play and the
// card they take from the other hand with it, if any.
struct DeceptionTaken {
  CardIndex played = 0;
  CardIndex taken = 0;
};
std::optional<DeceptionTaken> deceptionTaken(const GameState& st, const std::vector<Decision>& ds) {
  if (st.phase() != Phase::Deception) return std::nullopt;
  std::optional<CardIndex> played;
  if (st.step() == Step::DeceptionPick && !st.inPlay().empty()) played = st.inPlay().back();
  for (const Decision& d : ds) {
    if (d.verb == Verb::Deceive) played = static_cast<CardIndex>(d.arg);
    if (d.verb == Verb::Discard && played) return DeceptionTaken{*played, static_cast<CardIndex>(d.arg)};
  }
  return std::nullopt;
}

// T6: the card a single End-phase discard from `st` throws away, if `ds` is one.
std::optional<CardIndex> endPhaseDiscard(const GameState& st, const std::vector<Decision>& ds) {
  if (st.phase() != Phase::End || st.step() != Step::Main || ds.size() != 1 || ds.front().verb != Verb::Discard)
    return std::nullopt;
  return static_cast<CardIndex>(ds.front().arg);
}

}  // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent),
      undoStack_(new QUndoStack(this)),
      log_(new ActionLogModel(this)),
      autosaveWriter_(std::make_unique<AutosaveWriter>()),
      computerPlayer_(new ComputerPlayer(this)),
      hints_(new HintSearch(this)) {
  connect(computerPlayer_, &ComputerPlayer::chosen, this, &GameSession::playComputerAction);
  connect(computerPlayer_, &ComputerPlayer::failed, this, [this](const QString& why) {
    emit computerThinkingChanged(false);
    emit computerFailed(why);
  });
}

GameSession::~GameSession() = default;

const GameState& GameSession::state() const { return match_->state(); }
const Game& GameSession::game() const { return match_->game(); }
GamePtr GameSession::gamePtr() const { return match_->gamePtr(); }
std::size_t GameSession::decisionCount() const { return match_ ? match_->decisionCount() : 0; }

void GameSession::start(Match match, PlayMode mode, const QString& path) {
  const bool wasThinking = computerPlayer_->thinking();
  computerPlayer_->cancel();  // whatever it thought of was for the old game
  if (wasThinking) emit computerThinkingChanged(false);
  hints_->cancel();
  undoStack_->clear();
  lesson_.reset();  // a lesson sets its own after this
  setAside_.reset();  // and the game it set aside, after this too
  match_ = std::make_unique<Match>(std::move(match));
  mode_ = mode;
  filePath_ = path;
  modified_ = false;
  negatedNotice_.clear();
  log_->clear();
  log_->sync(match_->timeline(), match_->actions(), 0);
  // One player on both sides may take back anything, also what was played
  // before the game was saved (H4).
  if (match_->policy() == UndoPolicy::Anything)
    for (std::size_t i = 0; i < match_->actions().size(); ++i) undoStack_->push(new ActionCommand(this, i, log_->summaryOf(i)));
}

void GameSession::newGame(const QString& scenarioFile, std::uint64_t seed, PlayMode mode, const QString& playerA,
                          const QString& playerB, bool alwaysAsk, std::optional<ComputerSeat> computer) {
  GamePtr game = Game::load(scenarioFile.toStdString());
  GameState opening = GameState::newGame(game, seed, GameOptions{alwaysAsk});
  SavedGame base = startSave(game->scenario().file, game->cards().file, opening, seed);
  base.mode = modeName(mode);
  base.players[0] = playerA.isEmpty() ? game->scenario().sides[0].name : playerA.toStdString();
  base.players[1] = playerB.isEmpty() ? game->scenario().sides[1].name : playerB.toStdString();
  if (mode != PlayMode::Computer) computer.reset();
  if (mode == PlayMode::Computer && !computer) computer = ComputerSeat{};
  if (computer) {
    base.bots[computer->side] = SavedBot{computer->spec(), computer->seed};
    base.players[computer->side] = tr("Computer, level %1").arg(computer->level).toStdString();
  }
  const UndoPolicy undo = mode == PlayMode::Solo ? UndoPolicy::Anything : UndoPolicy::LearntNothing;
  start(Match(game, std::move(base), undo), mode, QString());
  computer_ = computer;
  log_->addNote(tr("A new game: %1 against %2").arg(playerName(0), playerName(1)));
  emit changed();
  tellPassedPhases(std::nullopt);
  letComputerPlay();
}

bool GameSession::startLesson(const QString& file, QString* error) {
  try {
    Lesson lesson = loadLesson(file.toStdString());
    SavedGame base = lessonOpening(lesson);  // checked: only now is the open game replaced
    const GamePtr game = gameOfSave(base, lesson.file);
    base.players[0] = game->scenario().sides[0].name;
    base.players[1] = game->scenario().sides[1].name;
    Match match(game, std::move(base), UndoPolicy::Anything);
    std::optional<GameSetAside> aside = takeForLesson();
    // Lessons write no autosave: with no game waiting, the one on disk is
    // of a game over (or of none), nothing a crash should offer back.
    if (!aside) forgetAutosave();
    start(std::move(match), PlayMode::Solo, QString());
    setAside_ = std::move(aside);
    computer_.reset();
    log_->addNote(tr("Tutorial: %1").arg(dataText(lesson.title)));
    lesson_ = std::make_unique<LessonRun>(std::move(lesson));
    emit changed();
    return true;
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    return false;
  }
}

std::optional<GameSession::GameSetAside> GameSession::takeForLesson() {
  if (lesson_) return std::exchange(setAside_, std::nullopt);
  if (!match_ || isOver()) return std::nullopt;
  const auto undoable = static_cast<std::size_t>(undoStack_->index());
  return GameSetAside{std::move(match_), mode_, filePath_, modified_, computer_, undoable};
}

bool GameSession::resumeGameSetAside() {
  if (!setAside_) return false;
  GameSetAside aside = std::move(*std::exchange(setAside_, std::nullopt));
  const UndoPolicy policy = aside.match->policy();
  start(std::move(*aside.match), aside.mode, aside.filePath);
  // Its actions that could be taken back still can (H4): start() gives a
  // hot-seat game or one against the computer none. What was taken back
  // before the lesson is not redone.
  if (policy != UndoPolicy::Anything) {
    const std::size_t count = match_->actions().size();
    for (std::size_t i = count - std::min(aside.undoable, count); i < count; ++i)
      undoStack_->push(new ActionCommand(this, i, log_->summaryOf(i)));
  }
  computer_ = aside.computer;
  modified_ = aside.modified;
  // The log is the game's actions again; the note says which game it is,
  // as "A new game: ..." did (testers back from lesson 1 saw that line gone).
  log_->addNote(tr("Back to the game left for the tutorial: %1 against %2").arg(playerName(0), playerName(1)));
  emit changed();
  letComputerPlay();
  return true;
}

std::optional<LessonLook> GameSession::lessonLook() const {
  if (!lesson_) return std::nullopt;
  const Lesson& l = lesson_->lesson();
  LessonLook look;
  look.id = QString::fromStdString(l.id);
  look.title = dataText(l.title);
  look.steps = static_cast<int>(l.steps.size());
  look.finished = lesson_->finished();
  look.step = static_cast<int>(std::min(lesson_->stepIndex(), l.steps.size() - 1));
  const LessonStep& step = l.steps[static_cast<std::size_t>(look.step)];
  look.say = dataText(step.say);
  if (!look.finished)
    for (const std::string& name : step.highlight)
      if (auto c = game().board().parseCell(name)) look.marked.push_back(*c);
  return look;
}

bool GameSession::open(const QString& path, QString* error) {
  try {
    CheckedSave checked = readCheckedSave(path);  // everything checked: only now is the open game replaced
    Match match(checked.game, checked.save, checked.timeline,
                checked.mode == PlayMode::Solo ? UndoPolicy::Anything : UndoPolicy::LearntNothing);
    start(std::move(match), checked.mode, path);
    computer_ = checked.computer;
    emit changed();
    letComputerPlay();
    return true;
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    return false;
  }
}

SavedGame GameSession::toSave() const { return match_->save(); }

bool GameSession::writeSave(const Match& match, const QString& path, QString* error) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error) *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
    return false;
  }
  const std::string text = match.saveText();
  file.write(text.data(), static_cast<qint64>(text.size()));
  if (!file.commit()) {
    if (error) *error = tr("%1 could not be saved: %2").arg(path, file.errorString());
    return false;
  }
  return true;
}

bool GameSession::saveGameSetAside(const QString& path, QString* error) {
  if (!setAside_ || !writeSave(*setAside_->match, path, error)) return false;
  setAside_->filePath = path;
  setAside_->modified = false;
  return true;
}

bool GameSession::save(const QString& path, QString* error) {
  if (!hasGame() || !writeSave(*match_, path, error)) return false;
  if (path != autosavePath_) {
    filePath_ = path;
    modified_ = false;
    emit changed();
  }
  return true;
}

QString GameSession::playerName(SideIndex s) const {
  return QString::fromStdString(match_->save().players[s]);
}

std::optional<SideIndex> GameSession::viewer() const {
  if (!hasGame() || mode_ == PlayMode::Solo) return std::nullopt;
  if (state().isTerminal()) return std::nullopt;
  if (computer_) return otherSide(computer_->side);  // the person's side, always
  return state().decidingSide();
}

Observation GameSession::observation() const {
  const GameState& st = state();
  if (mode_ == PlayMode::Solo || st.isTerminal()) {
    // Solo, and a finished game: both hands in view.
    Observation o = st.observe(st.isTerminal() ? SideIndex{0} : st.decidingSide());
    for (int s = 0; s < kSideCount; ++s) o.hands[s] = st.hand(static_cast<SideIndex>(s));
    o.seat = std::nullopt;
    if (!st.isTerminal()) o.legal = st.legalDecisions();
    return o;
  }
  // Against the computer, the person's side only: its hand is never drawn.
  if (computer_) return st.observe(otherSide(computer_->side));
  return st.observe(st.decidingSide());
}

Presentation GameSession::presentation(std::optional<SideIndex> coveredFor) const {
  Screen screen;
  screen.mode = mode_;
  screen.coveredFor = coveredFor;
  for (int s = 0; s < kSideCount; ++s) screen.players[s] = playerName(static_cast<SideIndex>(s));
  screen.lastRound = lastRoundOf(game(), match_->timeline(), match_->decisionCount());
  screen.passed = passedPhases(match_->timeline(), match_->decisionCount());
  if (computer_) screen.computer = computer_->side;
  screen.negated = negatedNotice_;
  return present(gamePtr(), observation(), screen);
}

bool GameSession::isOver() const { return hasGame() && state().isTerminal(); }

std::optional<SideIndex> GameSession::decider() const {
  if (!hasGame() || state().isTerminal()) return std::nullopt;
  return state().decidingSide();
}

bool GameSession::perform(const std::vector<Decision>& ds, QString* why) {
  return commit(ds, false, why);
}

bool GameSession::commit(const std::vector<Decision>& ds, bool byComputer, QString* why) {
  if (!hasGame()) return false;
  if (computer_ && !byComputer && decider() == computer_->side) {
    if (why) *why = tr("Not now: the computer is deciding");
    return false;
  }
  // A lesson allows only what its step asks for; the rules are checked next.
  std::optional<LessonRun> lessonAfter;
  if (lesson_ && !byComputer) {
    lessonAfter.emplace(*lesson_);
    GameState st = state();
    for (const Decision& d : ds) {
      if (!st.isLegal(d)) break;  // the match says why
      if (!lessonAfter->allows(st, d)) {
        // What the step takes now, as the buttons name it (the lesson panel
        // has the teacher's words; the status bar has room for a few).
        QStringList asked;
        for (const Decision& a : st.legalDecisions())
          if (lessonAfter->allows(st, a) && asked.size() < 3) asked << tr("“%1”", "a button's words, quoted").arg(buttonText(game(), a, st.phase()));
        if (why)
          *why = asked.isEmpty() ? tr("Not in this lesson: the lesson panel says what to do now")
                                 : tr("Not in this lesson: it asks for %1 now").arg(asked.join(tr(" or ")));
        return false;
      }
      st.apply(d);
      lessonAfter->advance(d, st);
    }
  }
  const std::size_t before = match_->decisionCount();
  const std::pair<int, Phase> turnBefore{state().turn(), state().phase()};
  const PendingAction declared = state().pending();
  // Told once the decisions are made: a move that joins a friendly stack
  // takes its facing unasked (K10), which surprised a tester; and the card
  // the computer's Deception takes from the person's hand (T3), which a
  // tester learnt only from the log.
  const SideIndex mover = state().activeSide();
  const std::optional<Cell> joined = byComputer ? std::nullopt : joinedStack(state(), ds);
  const std::optional<DeceptionTaken> deceived = byComputer ? deceptionTaken(state(), ds) : std::nullopt;
  // And an End-phase discard, made at once (T6): a tester's click meant for
  // the hand's scroll badge threw a card away; it can be taken back.
  const std::optional<CardIndex> endDiscard = byComputer ? std::nullopt : endPhaseDiscard(state(), ds);
  const bool negateWindow = state().step() == Step::NegateWindow;
  const Match::Commit c = match_->commit(lesson_ ? ds : withForcedCasualties(ds));
  if (!c.ok()) {
    // The engine's refusal; else the battle is over (or, never expected, its message).
    if (why)
      *why = c.refusal               ? citing(*c.refusal, game())
             : state().isTerminal() ? tr("The battle is decided: no more decisions")
                                    : QString::fromStdString(c.why);
    return false;
  }
  if (lessonAfter) *lesson_ = std::move(*lessonAfter);
  // The log's rows first: they name the undo commands. One command per
  // action the gesture touched; a gesture that goes on with an action being
  // declared merges into its command.
  // The board shows how it got here: the computer's moves slide along their
  // paths; a person's own move was already seen at its destination (the
  // drag, the facing ring), so only its losses are played.
  hints_->cancel();  // a hint for the position before is no use now
  motion_ = motionOf(match_->timeline(), before, match_->decisionCount());
  if (!byComputer) motion_.slides.clear();
  if (logHeldForRolls_ && motion_.rolled) log_->holdBack();
  // The action before may have waited for this answer: its row is worded again.
  log_->sync(match_->timeline(), match_->actions(), c.firstAction > 0 ? c.firstAction - 1 : 0);
  for (std::size_t i = c.firstAction; i < match_->actions().size(); ++i)
    undoStack_->push(new ActionCommand(this, i, log_->summaryOf(i)));
  // H4: undo never goes back past this; nor past the computer's decisions.
  if (!match_->canUndo() || byComputer) undoStack_->clear();
  modified_ = !lesson_;  // a lesson is played, not kept: leaving it asks nothing
  autosave();
  // Set before the window redraws, which shows it in the turn bar.
  negatedNotice_.clear();
  if (negateWindow && !ds.empty() && ds.front().verb == Verb::Negate && state().step() != Step::CancelWindow)
    negatedNotice_ = negatedWords(declared, ds.front().arg);
  emit changed();
  if (state().isTerminal()) emit gameOver(summary());
  // A notice of this action's own is told rather than the phases passed.
  bool told = false;
  const auto tell = [&](const QString& text, NoticeLife life) {
    emit notice(text, life);
    told = true;
  };
  if (!negatedNotice_.isEmpty()) tell(negatedNotice_, NoticeLife::UntilNextDecision);
  if (deceived)
    tell(tr("%1 played %2, saw your hand and discarded your %3 card from it (rule T3)")
             .arg(sideName(game(), mover), dataText(game().cards()[deceived->played].name),
                  dataText(game().cards()[deceived->taken].name)),
         NoticeLife::Timed);
  // A discard that ended the turn: the next turn's phases passed over
  // follow its undo hint, or a person of the next turn never hears of them.
  if (endDiscard && canUndo()) {
    const QString undo =
        tr("The %1 card is discarded: Undo (Ctrl+Z) takes it back").arg(dataText(game().cards()[*endDiscard].name));
    const QString passed = passedPhasesWords(turnBefore);
    tell(passed.isEmpty() ? undo : tr("%1. %2", "a discard's undo hint, then the phases passed over").arg(undo, passed),
         NoticeLife::WhileUndoable);
  }
  if (joined && !state().isTerminal())
    if (const QString words = joinedWords(*joined); !words.isEmpty()) tell(words, NoticeLife::Timed);
  if (!told) tellPassedPhases(turnBefore);
  letComputerPlay();
  return true;
}

void GameSession::tellPassedPhases(std::optional<std::pair<int, Phase>> since) {
  if (const QString words = passedPhasesWords(since); !words.isEmpty()) emit notice(words, NoticeLife::UntilNextDecision);
}

QString GameSession::passedPhasesWords(std::optional<std::pair<int, Phase>> since) const {
  if (!hasGame() || state().isTerminal() || lesson_) return {};
  const SideIndex active = state().activeSide();
  if (computer_ && computer_->side == active) return {};  // the computer's turn: its bar shows them
  QStringList phases;
  for (Phase p : passedPhases(match_->timeline(), match_->decisionCount()))
    if (!since || since->first != state().turn() || p > since->second) phases << phaseWords(p);
  if (phases.isEmpty()) return {};
  const QString side = sideName(game(), active);
  if (phases.size() == 1) return tr("The %1 phase was passed over: %2 had nothing to do in it (rule T7)").arg(phases.front(), side);
  QString list = phases.front();
  for (qsizetype i = 1; i < phases.size(); ++i)
    list = i + 1 == phases.size() ? tr("%1 and %2", "the last of a list of phases").arg(list, phases[i])
                                  : tr("%1, %2", "a list of phases").arg(list, phases[i]);
  return tr("The %1 phases were passed over: %2 had nothing to do in them (rule T7)").arg(list, side);
}

// K4: a person is not asked for a round's loss among alike units only
// (casualtyWithoutChoice): the gesture that led to it takes it. A lesson
// asks for every decision its steps name.
std::vector<Decision> GameSession::withForcedCasualties(std::vector<Decision> ds) const {
  GameState st = state();
  for (const Decision& d : ds) {
    if (!st.isLegal(d)) return ds;  // the match refuses it and says why
    st.apply(d);
  }
  const auto computerDecides = [&] { return computer_ && !st.isTerminal() && st.decidingSide() == computer_->side; };
  while (!computerDecides()) {
    const std::optional<Decision> loss = casualtyWithoutChoice(st);
    if (!loss) break;
    ds.push_back(*loss);
    st.apply(*loss);
  }
  return ds;
}

// T4: the declared move `m` negated with `card`, and the mover holding no
// card to cancel it: nothing moves, which testers took for their move done.
QString GameSession::negatedWords(const PendingAction& m, CardIndex card) const {
  const Board& b = game().board();
  // A negated free move is spent (T4), which a tester did not expect.
  return (m.freeMove ? tr("%1 negates the free move to %2 with %3: the units stay in %4, and the free move is spent (rule T4)")
                     : tr("%1 negates the move to %2 with %3: the units stay in %4"))
      .arg(sideName(game(), otherSide(state().activeSide())), QString::fromStdString(b.cellName(m.to)),
           dataText(game().cards()[card].name), QString::fromStdString(b.cellName(m.from)));
}

// K10: the units that joined the stack in `cell` face as it does (a stack
// faces one way: any of its units tells it).
QString GameSession::joinedWords(Cell cell) const {
  const UnitMask here = state().unitsAt(cell);
  if (!here) return {};
  const Facing facing = state().units()[static_cast<std::size_t>(__builtin_ctzll(here))].facing;
  return tr("The units join the stack in %1 and face %2 as it does (rule K10)")
      .arg(QString::fromStdString(game().board().cellName(cell)), facingWords(facing));
}

void GameSession::afterChange(std::size_t fromAction) {
  hints_->cancel();
  negatedNotice_.clear();
  if (lesson_) {  // an undo or redo: the lesson's step is the one the record has reached
    std::vector<Decision> made;
    for (std::size_t i = 0; i < match_->decisionCount(); ++i) made.push_back(match_->timeline().step(i).decision);
    lesson_->replay(match_->timeline().at(0), made);
  }
  log_->sync(match_->timeline(), match_->actions(), fromAction > 0 ? fromAction - 1 : 0);  // as in commit()
  autosave();
  emit changed();
  letComputerPlay();
}

// --- hints ---

QString GameSession::whyNoHint() const {
  if (!hasGame()) return tr("no game is open");
  if (isOver()) return tr("the battle is decided");
  if (mode_ == PlayMode::HotSeat) return tr("hints are for a player alone (solo, or against the computer): in hot-seat they would help one side");
  if (computer_ && decider() == computer_->side) return tr("the computer is deciding");
  return {};
}

void GameSession::askHint() {
  if (!whyNoHint().isEmpty()) return;
  SavedGame opening = match_->save();
  opening.decisions.clear();
  opening.hashes.clear();
  hints_->ask(gamePtr(), opening, match_->timeline().decisions(match_->decisionCount()), *decider());
}

CatchUp GameSession::catchUp(SideIndex viewer) const { return match_ ? catchUpFor(*match_, viewer) : CatchUp{}; }

BoardMotion GameSession::takeMotion() { return std::exchange(motion_, BoardMotion{}); }

// --- against the computer ---

bool GameSession::computerThinking() const { return computerPlayer_->thinking(); }

void GameSession::setComputerPaused(bool paused) {
  computerPaused_ = paused;
  if (paused) {
    computerPlayer_->cancel();
    emit computerThinkingChanged(false);
  } else {
    letComputerPlay();
  }
}

void GameSession::letComputerPlay() {
  if (!computer_ || !hasGame() || computerPaused_ || state().isTerminal() ||
      state().decidingSide() != computer_->side) {
    if (computerPlayer_->thinking()) {  // the game moved on under it (an undo, say)
      computerPlayer_->cancel();
      emit computerThinkingChanged(false);
    }
    return;
  }
  SavedGame opening = match_->save();
  opening.decisions.clear();
  opening.hashes.clear();
  computerPlayer_->think(gamePtr(), opening, match_->timeline().decisions(match_->decisionCount()), *computer_);
  emit computerThinkingChanged(true);
}

// The computer's action arrives from its search; it is played at a pace a
// person can follow, each action one transaction like a person's gesture.
void GameSession::playComputerAction(const std::vector<Decision>& action) {
  if (!hasGame()) return;
  const qint64 now = QDateTime::currentMSecsSinceEpoch();
  const qint64 wait = std::max(lastComputerAction_ + computerPaceMs_, computerHeldUntil_) - now;
  if (wait > 0) {
    // The position it was chosen for: a new game may have as many decisions
    // (none), an undo and another action too.
    const std::uint64_t at = state().hash();
    QTimer::singleShot(static_cast<int>(wait), this, [this, action, at] {
      // Only if nothing changed meanwhile (a new game, an undo, a pause).
      if (hasGame() && state().hash() == at && !computerPaused_ && computer_ && decider() == computer_->side) {
        lastComputerAction_ = 0;
        playComputerAction(action);
      }
    });
    return;
  }
  lastComputerAction_ = now;
  emit computerThinkingChanged(false);
  QString why;
  if (!commit(action, true, &why)) emit computerFailed(why);
}

void GameSession::holdComputer(int milliseconds) {
  computerHeldUntil_ = std::max(computerHeldUntil_, QDateTime::currentMSecsSinceEpoch() + milliseconds);
}

void GameSession::forceDice(const std::vector<int>& dice) {
  if (!hasGame() || match_->decisionCount() != 0) return;
  SavedGame opening = match_->save();
  opening.forcedDice.insert(opening.forcedDice.end(), dice.begin(), dice.end());
  GamePtr game = match_->gamePtr();  // emplace ends the old match first
  match_.reset();  // the old match ends first
  match_ = std::make_unique<Match>(std::move(game), std::move(opening), undoPolicyIn(mode_));
}

bool GameSession::canUndo() const { return hasGame() && undoStack_->canUndo(); }
bool GameSession::canRedo() const { return hasGame() && undoStack_->canRedo(); }
void GameSession::undo() {
  if (canUndo()) undoStack_->undo();
}
void GameSession::redo() {
  if (canRedo()) undoStack_->redo();
}

bool GameSession::declaring() const {
  if (!hasGame() || !match_->actionOpen()) return false;
  // Only a card, a stack, a destination, a facing or a target still to
  // choose: fighting on after choosing the casualty goes on with an action,
  // but declares nothing.
  if (beginsAction(match_->state().step())) return false;
  const SideIndex maker = match_->actions().back().maker;
  return maker == match_->state().decidingSide() && !(computer_ && computer_->side == maker);
}

QString GameSession::whyNoUndo() const {
  if (!hasGame()) return tr("no game is open");
  if (computer_ && !match_->actions().empty() && match_->actions().back().maker == computer_->side)
    return tr("the computer has played since");
  const auto why = match_->undoBlock();
  return why ? undoBlockWords(*why, game()) : QString();
}

void GameSession::undoAction() {
  const std::size_t before = match_->actions().size();
  match_->undo();
  modified_ = !lesson_;  // a lesson is played, not kept: leaving it asks nothing
  afterChange(std::min(before, match_->actions().size()));
}

void GameSession::redoAction() {
  const std::size_t before = match_->actions().size();
  match_->redo();
  modified_ = !lesson_;  // a lesson is played, not kept: leaving it asks nothing
  afterChange(before == 0 ? 0 : before - 1);
}

// A lesson is played, not kept: the autosave keeps the game before it, set
// aside or not, for a recovery.
void GameSession::autosave() {
  if (autosavePath_.isEmpty() || !match_ || lesson_) return;
  autosaveWriter_->write(autosavePath_, match_->saveText());
}

void GameSession::flushAutosave() { autosaveWriter_->flush(); }

void GameSession::forgetAutosave() {
  if (autosavePath_.isEmpty()) return;
  autosaveWriter_->flush();  // nothing may write it after it goes
  QFile::remove(autosavePath_);
}

QString GameSession::summary() const {
  const GameState& st = state();
  const Scenario& sc = game().scenario();
  const SideIndex w = *st.winner();
  const QString side = dataText(sc.sides[w].name);
  const QString winner = playerName(w) == side ? side : tr("%1 (%2)").arg(playerName(w), side);
  // Counted in actions, the player's unit (a tester read "after 29
  // decisions" for a game of about ten moves and attacks).
  return tr("%1 wins on turn %2 after %3 actions. Losses: %4 %5 of %6, %7 %8 of %9.")
      .arg(winner)
      .arg(st.turn())
      .arg(match_->actions().size())
      .arg(dataText(sc.sides[0].army))
      .arg(st.eliminated(0))
      .arg(sc.armySize(0))
      .arg(dataText(sc.sides[1].army))
      .arg(st.eliminated(1))
      .arg(sc.armySize(1));
}

// --- from a replay ---

void GameSession::playFrom(const ReplaySession& replay) {
  if (!replay.isOpen()) return;
  const std::size_t at = replay.position();
  const QString from = replay.name();
  const ReplayTimeline upTo(replay.timeline().at(0), replay.timeline().decisions(at));
  // Undo never reaches into the replay in hot-seat: its actions are the
  // match's opening.
  const UndoPolicy undo = replay.mode() == PlayMode::Solo ? UndoPolicy::Anything : UndoPolicy::LearntNothing;
  Match match(replay.gamePtr(), replay.save(), upTo, undo);
  start(std::move(match), replay.mode(), QString());  // the replayed file stays as it was: Save asks for a new one
  computer_ = replay.computer();  // a game against the computer goes on against it
  modified_ = true;
  log_->addNote(tr("Playing on from decision %1 of %2, as a new game").arg(at).arg(from));
  autosave();
  emit changed();
  letComputerPlay();
}

void GameSession::close() {
  computerPlayer_->cancel();
  hints_->cancel();
  undoStack_->clear();
  match_.reset();
  setAside_.reset();
  motion_ = {};
  computer_.reset();
  filePath_.clear();
  modified_ = false;
  negatedNotice_.clear();
  log_->clear();
}

}  // namespace hydaspes::client
