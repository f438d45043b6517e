// Every state of a recorded game, reachable in any order and fast: the
// timeline replays the game once, keeps a snapshot every `stride` decisions
// and, to seek, copies the nearest snapshot and applies at most stride - 1
// decisions. It also records what each decision revealed (dice, draws,
// casualties) and where turns, phases and combats begin.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "hydaspes/event.h"
#include "hydaspes/landmark.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"

namespace hydaspes {

// One decision of the record and what it did.
struct ReplayStep {
  Decision decision;
  SideIndex decider = 0;
  EventLog events;
  std::uint64_t hashAfter = 0;
};

class ReplayTimeline {
 public:
  static constexpr std::size_t kDefaultStride = 32;

  // Applies `decisions` from `opening`; throws IllegalDecision naming the
  // first illegal one (1-based) if the record does not replay.
  ReplayTimeline(const GameState& opening, const std::vector<Decision>& decisions,
                 std::size_t stride = kDefaultStride);

  // --- growing and cutting back (a game in progress, undo) ---
  // Applies `d` to the last state; throws IllegalDecision.
  void record(const Decision& d);
  // Appends a step that the caller has already applied to a copy of end(),
  // giving `after`, the state it led to: nothing is applied twice.
  void append(ReplayStep step, GameState after);
  // Keeps the first `size` decisions; end() becomes the state after them,
  // rebuilt from the nearest snapshot.
  void truncate(std::size_t size);
  // The state after the last decision.
  const GameState& end() const { return end_; }

  // The record of a save, every hash checked (throws LoadError naming the
  // first decision that is illegal or differs, like replaySave).
  static ReplayTimeline ofSave(const GamePtr& game, const SavedGame& save, const std::string& file,
                               std::size_t stride = kDefaultStride);

  // Positions run from 0 (the opening) to size() (after the last decision).
  std::size_t size() const { return steps_.size(); }
  const ReplayStep& step(std::size_t i) const { return steps_.at(i); }  // decision i + 1
  const std::vector<ReplayStep>& steps() const { return steps_; }
  std::vector<Decision> decisions(std::size_t upTo) const;

  // The state after the first `position` decisions (clamped to size()).
  GameState at(std::size_t position) const;
  // Turn, phase and whether a combat is on at a position, without seeking.
  int turnAt(std::size_t position) const { return marks_.at(position).turn; }
  Phase phaseAt(std::size_t position) const { return marks_.at(position).phase; }
  bool inCombatAt(std::size_t position) const { return marks_.at(position).inCombat; }

  // The next position after `position` (or the last before it) where a
  // landmark begins; nullopt when there is none.
  std::optional<std::size_t> next(std::size_t position, Landmark kind) const;
  std::optional<std::size_t> previous(std::size_t position, Landmark kind) const;

  std::size_t stride() const { return stride_; }
  std::size_t snapshotCount() const { return snapshots_.size(); }

 private:
  struct Mark {
    int turn = 0;
    Phase phase = Phase::Tactics;
    bool inCombat = false;
    bool combatStarted = false;  // the decision that led here began a combat
  };
  bool begins(std::size_t position, Landmark kind) const;

  static Mark markOf(const GameState& s, const EventLog& events);

  std::size_t stride_;
  GameState end_;                     // the state after the last step
  std::vector<GameState> snapshots_;  // snapshots_[k] is the state at k * stride_
  std::vector<ReplayStep> steps_;
  std::vector<Mark> marks_;  // one per position, size() + 1
};

}  // namespace hydaspes
