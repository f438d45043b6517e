// The match record (match.h): actions, H4 undo, redo, the save as it grows.
#include "hydaspes/match.h"

#include <utility>

#include <nlohmann/json.hpp>

#include "hydaspes/notation.h"

namespace hydaspes {

bool beginsAction(const GameState& before, std::optional<SideIndex> previousDecider) {
  return before.step() == Step::Main || !previousDecider || before.decidingSide() != *previousDecider;
}

namespace {

// The window a ReactionSkipped event of a decision made from `before` left
// out: the combat's (K2), when the decision starts a combat (the target of an
// attack) or goes on with one (a support passed or played, a casualty, fighting
// on); else the negate of a move just declared or its negate cancelled (T4).
UndoLesson::Kind skippedWindow(const GameState& before) {
  return before.combat().active || before.step() == Step::Target ? UndoLesson::Kind::NoCardForCombat
                                                                 : UndoLesson::Kind::NoCardToNegate;
}

}  // namespace

UndoLesson lessonOf(const GameState& before, const Decision& d, const GameState& after, const EventLog& events) {
  using Kind = UndoLesson::Kind;
  const SideIndex maker = before.decidingSide();
  if (d.verb == Verb::Deceive || after.step() == Step::DeceptionPick) return {Kind::HandShown, otherSide(maker)};
  for (const Event& e : events) {
    switch (e.kind) {
      case EventKind::Rolled: return {Kind::DiceRolled};
      case EventKind::Reshuffled: return {Kind::DeckReshuffled};
      case EventKind::Drew:
        if (e.side == maker) return {Kind::CardsDrawn};
        break;
      case EventKind::ReactionSkipped:  // H3: the silence is news
        if (e.side != maker) return {skippedWindow(before), e.side};
        break;
      default: break;
    }
  }
  return {};
}

std::string englishText(const UndoLesson& lesson, const Game& game) {
  using Kind = UndoLesson::Kind;
  const auto name = [&] { return game.scenario().sides[lesson.side].name; };
  switch (lesson.kind) {
    case Kind::None: return {};
    case Kind::HandShown: return name() + "'s hand has been shown";
    case Kind::DiceRolled: return "the dice have been rolled";
    case Kind::DeckReshuffled: return "the deck has been reshuffled";
    case Kind::CardsDrawn: return "cards have been drawn";
    case Kind::NoCardToNegate: return "it is now known that " + name() + " holds no card to negate the move";
    case Kind::NoCardForCombat: return "it is now known that " + name() + " holds no card to support or defend";
  }
  return {};
}

std::string englishText(const UndoBlock& block, const Game& game) {
  using Reason = UndoBlock::Reason;
  switch (block.reason) {
    case Reason::NothingDone: return "nothing has been done yet";
    case Reason::OpenedHere: return "the game was opened here; what came before was not played at this screen";
    case Reason::Taught: return englishText(block.lesson, game);
    case Reason::BattleDecided: return "the battle is decided";
    case Reason::OtherSidesAction: return "the last action was " + game.scenario().sides[block.side].name + "'s";
  }
  return {};
}

namespace {

// The JSON line of one decision in the save's "decisions" array.
std::string decisionLine(const std::string& notation, std::uint64_t hash) {
  return "  {\"d\": " + nlohmann::json(notation).dump() + ", \"hash\": \"" + hashText(hash) + "\"}";
}

// The save's text up to and including the opening bracket of "decisions".
std::string saveHead(const SavedGame& opening) {
  SavedGame empty = opening;
  empty.decisions.clear();
  empty.hashes.clear();
  nlohmann::json j = saveToJson(empty);
  j.erase("decisions");
  std::string text = j.dump(1);
  text.pop_back();  // the closing brace
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text + ",\n \"decisions\": [\n";
}

}  // namespace

Match::Match(GamePtr game, SavedGame opening, UndoPolicy policy)
    : game_(std::move(game)), policy_(policy), timeline_(openingOfSave(game_, opening), {}), save_(std::move(opening)) {
  save_.decisions.clear();
  save_.hashes.clear();
  head_ = saveHead(save_);
}

Match::Match(GamePtr game, SavedGame opening, const ReplayTimeline& timeline, UndoPolicy policy)
    : Match(std::move(game), std::move(opening), policy) {
  // The actions of the record, found by walking it once.
  GameState st = timeline.at(0);
  std::optional<SideIndex> previous;
  for (const ReplayStep& step : timeline.steps()) {
    const GameState before = st;
    st.apply(step.decision);
    if (beginsAction(before, previous)) recordAction(timeline_.size(), step.decider);
    if (!actions_.back().lesson.taught()) actions_.back().lesson = lessonOf(before, step.decision, st, step.events);
    previous = step.decider;
    save_.decisions.push_back(printDecision(*game_, step.decision));
    save_.hashes.push_back(step.hashAfter);
    decisionLines_ += (lineEnds_.empty() ? "" : ",\n") + decisionLine(save_.decisions.back(), step.hashAfter);
    lineEnds_.push_back(decisionLines_.size());
    timeline_.append(step, st);
    actions_.back().end = timeline_.size();
  }
  undoFloor_ = actions_.size();
}

void Match::recordAction(std::size_t position, SideIndex maker) {
  actions_.push_back(MatchAction{position, position, maker, {}});
}

bool Match::actionOpen() const {
  if (actions_.empty() || state().isTerminal()) return false;
  return !beginsAction(state(), timeline_.step(timeline_.size() - 1).decider);
}

Match::Commit Match::commit(const std::vector<Decision>& decisions) {
  Commit result;
  if (decisions.empty()) return result;
  if (state().isTerminal()) {
    result.why = "The battle is decided: no more decisions";
    return result;
  }
  // Checked once, on a copy; the copies are kept.
  struct Applied {
    ReplayStep step;
    GameState after;
    UndoLesson lesson;
  };
  std::vector<Applied> applied;
  applied.reserve(decisions.size());
  for (const Decision& d : decisions) {
    const GameState& before = applied.empty() ? state() : applied.back().after;
    Applied a{ReplayStep{d, before.decidingSide(), {}, 0}, before, {}};
    try {
      a.after.apply(d, &a.step.events);
    } catch (const IllegalDecision& e) {
      result.why = e.refusal() ? englishText(*e.refusal(), *game_) : e.what();
      if (e.refusal()) result.refusal = *e.refusal();
      return result;
    }
    a.step.hashAfter = a.after.hash();
    a.lesson = lessonOf(before, d, a.after, a.step.events);
    applied.push_back(std::move(a));  // reserved: `before` stays valid until here
  }
  redo_.clear();
  result.extendedOpenAction = actionOpen();
  result.firstAction = result.extendedOpenAction ? actions_.size() - 1 : actions_.size();
  for (Applied& a : applied) {
    const std::optional<SideIndex> previous =
        timeline_.size() ? std::optional(timeline_.step(timeline_.size() - 1).decider) : std::nullopt;
    if (beginsAction(state(), previous)) recordAction(timeline_.size(), a.step.decider);
    MatchAction& action = actions_.back();
    if (!action.lesson.taught()) action.lesson = a.lesson;
    save_.decisions.push_back(printDecision(*game_, a.step.decision));
    save_.hashes.push_back(a.step.hashAfter);
    decisionLines_ += (lineEnds_.empty() ? "" : ",\n") + decisionLine(save_.decisions.back(), a.step.hashAfter);
    lineEnds_.push_back(decisionLines_.size());
    timeline_.append(std::move(a.step), std::move(a.after));
    action.end = timeline_.size();
  }
  return result;
}

std::optional<UndoBlock> Match::undoBlock() const {
  using Reason = UndoBlock::Reason;
  if (actions_.empty()) return UndoBlock{Reason::NothingDone};
  if (policy_ == UndoPolicy::Anything) return std::nullopt;
  if (actions_.size() <= undoFloor_) return UndoBlock{Reason::OpenedHere};
  const MatchAction& last = actions_.back();
  if (last.lesson.taught()) return UndoBlock{Reason::Taught, last.lesson};
  if (state().isTerminal()) return UndoBlock{Reason::BattleDecided};
  if (last.maker != state().decidingSide()) return UndoBlock{Reason::OtherSidesAction, {}, last.maker};
  return std::nullopt;
}

std::optional<std::string> Match::whyNoUndo() const {
  const std::optional<UndoBlock> block = undoBlock();
  if (!block) return std::nullopt;
  return englishText(*block, *game_);
}

void Match::dropAfter(std::size_t decisions) {
  timeline_.truncate(decisions);
  save_.decisions.resize(decisions);
  save_.hashes.resize(decisions);
  lineEnds_.resize(decisions);
  decisionLines_.resize(lineEnds_.empty() ? 0 : lineEnds_.back());
}

void Match::undo() {
  if (!canUndo()) return;
  const MatchAction last = actions_.back();
  std::vector<Decision> taken;
  for (std::size_t i = last.first; i < last.end; ++i) taken.push_back(timeline_.step(i).decision);
  actions_.pop_back();
  dropAfter(last.first);
  redo_.push_back(std::move(taken));
}

void Match::redo() {
  if (redo_.empty()) return;
  auto rest = redo_;
  const std::vector<Decision> again = std::move(rest.back());
  rest.pop_back();
  if (commit(again).ok()) redo_ = std::move(rest);
}

std::string Match::saveText() const {
  std::string text;
  text.reserve(head_.size() + decisionLines_.size() + 8);
  text += head_;
  text += decisionLines_;
  text += "\n ]\n}\n";
  return text;
}

}  // namespace hydaspes
