#include "hydaspes/replay_timeline.h"

#include <algorithm>

#include "hydaspes/load_error.h"
#include "json_reader.h"
#include "hydaspes/notation.h"

namespace hydaspes {

ReplayTimeline::Mark ReplayTimeline::markOf(const GameState& s, const EventLog& events) {
  Mark mark{s.turn(), s.phase(), s.combat().active, false};
  // A combat may begin and end within one decision: the event says so.
  for (const Event& e : events) mark.combatStarted = mark.combatStarted || e.kind == EventKind::CombatStarted;
  return mark;
}

ReplayTimeline::ReplayTimeline(const GameState& opening, const std::vector<Decision>& decisions, std::size_t stride)
    : stride_(std::max<std::size_t>(1, stride)), end_(opening) {
  marks_.reserve(decisions.size() + 1);
  steps_.reserve(decisions.size());
  snapshots_.push_back(opening);
  marks_.push_back(markOf(opening, {}));
  for (std::size_t i = 0; i < decisions.size(); ++i) {
    try {
      record(decisions[i]);
    } catch (const IllegalDecision& e) {
      const std::string what = "decision " + std::to_string(i + 1) + ": " + e.what();
      if (e.refusal()) throw IllegalDecision(what, *e.refusal());
      throw IllegalDecision(what);
    }
  }
}

void ReplayTimeline::record(const Decision& d) {
  ReplayStep step;
  step.decision = d;
  step.decider = end_.decidingSide();
  GameState after = end_;
  after.apply(d, &step.events);
  step.hashAfter = after.hash();
  append(std::move(step), std::move(after));
}

void ReplayTimeline::append(ReplayStep step, GameState after) {
  marks_.push_back(markOf(after, step.events));
  steps_.push_back(std::move(step));
  if (steps_.size() % stride_ == 0) snapshots_.push_back(after);
  end_ = std::move(after);
}

void ReplayTimeline::truncate(std::size_t size) {
  if (size >= steps_.size()) return;
  steps_.resize(size);
  marks_.resize(size + 1);
  snapshots_.erase(snapshots_.begin() + static_cast<std::ptrdiff_t>(size / stride_ + 1), snapshots_.end());
  end_ = at(size);
}

ReplayTimeline ReplayTimeline::ofSave(const GamePtr& game, const SavedGame& save, const std::string& file,
                                      std::size_t stride) {
  std::vector<Decision> decisions;
  decisions.reserve(save.decisions.size());
  for (std::size_t i = 0; i < save.decisions.size(); ++i) {
    const ParseResult parsed = parseDecision(*game, save.decisions[i]);
    if (!parsed.decision)
      throw LoadError({{file, pointerChild("/decisions", i),
                        "decision " + std::to_string(i + 1) + " (\"" + save.decisions[i] + "\"): " + parsed.error}});
    decisions.push_back(*parsed.decision);
  }
  const GameState opening = openingOfSave(game, save);
  std::optional<ReplayTimeline> timeline;
  try {
    timeline.emplace(opening, decisions, stride);
  } catch (const IllegalDecision&) {
    replaySave(game, save, save.decisions.size(), file);  // names the illegal decision as a LoadError
    throw;
  }
  for (std::size_t i = 0; i < timeline->size() && i < save.hashes.size(); ++i) {
    if (timeline->step(i).hashAfter != save.hashes[i])
      throw LoadError({{file, pointerChild("/decisions", i),
                        "decision " + std::to_string(i + 1) + " (\"" + save.decisions[i] +
                            "\"): the game differs from the saved one from here on (hash " +
                            hashText(timeline->step(i).hashAfter) + ", saved " + hashText(save.hashes[i]) + ")"}});
  }
  return std::move(*timeline);
}

std::vector<Decision> ReplayTimeline::decisions(std::size_t upTo) const {
  upTo = std::min(upTo, steps_.size());
  std::vector<Decision> out;
  out.reserve(upTo);
  for (std::size_t i = 0; i < upTo; ++i) out.push_back(steps_[i].decision);
  return out;
}

GameState ReplayTimeline::at(std::size_t position) const {
  position = std::min(position, steps_.size());
  const std::size_t k = std::min(position / stride_, snapshots_.size() - 1);
  GameState st = snapshots_[k];
  for (std::size_t i = k * stride_; i < position; ++i) st.apply(steps_[i].decision);
  return st;
}

bool ReplayTimeline::begins(std::size_t position, Landmark kind) const {
  if (position == 0 || position >= marks_.size()) return false;
  const Mark& before = marks_[position - 1];
  const Mark& now = marks_[position];
  switch (kind) {
    case Landmark::Turn: return now.turn != before.turn;
    case Landmark::Phase: return now.turn != before.turn || now.phase != before.phase;
    case Landmark::Combat: return now.combatStarted;
  }
  return false;
}

std::optional<std::size_t> ReplayTimeline::next(std::size_t position, Landmark kind) const {
  for (std::size_t p = position + 1; p < marks_.size(); ++p)
    if (begins(p, kind)) return p;
  return std::nullopt;
}

std::optional<std::size_t> ReplayTimeline::previous(std::size_t position, Landmark kind) const {
  for (std::size_t p = std::min(position, marks_.size()); p-- > 1;)
    if (begins(p, kind)) return p;
  return std::nullopt;
}

}  // namespace hydaspes
