// M1-M8: breadth-first search over (cell, entered forest?, crossing stage).
#include "hydaspes/move_planner.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <climits>

namespace hydaspes {

MoveLimits moveLimits(int cardValue, int lowestMaxMove, MoveMode mode) {
  MoveLimits l;
  l.allowance = std::min(cardValue, lowestMaxMove);
  l.forestAllowance = std::min(cardValue, lowestMaxMove - 1);
  l.mode = mode;
  return l;
}

namespace {

// Rules a diagnosis may switch off to find out which one stands in the way.
struct Relax {
  bool unlimited = false;
  bool noForestPenalty = false;
  bool hillsGoOn = false;
  bool riverGoesOn = false;
  bool riverStartFree = false;
  bool throughEnemy = false;
};

enum Stage : int { kStartBank = 0, kInRiver = 1, kFarBank = 2 };

// With `firstOnly`, stops at the first destination found (whether the group
// can move at all): the set then holds that one cell. With `pathTo`, stops
// when that cell is found as a destination and writes a shortest path to it
// (start and end included) into `*path`.
CellSet search(const Board& board, const CellSet& enemy, Cell from, const MoveLimits& limits,
               const Relax& relax = {}, bool firstOnly = false, Cell pathTo = kNoCell,
               std::vector<Cell>* path = nullptr) {
  CellSet out;
  const int big = INT_MAX / 2;
  const int allowance = relax.unlimited ? big : limits.allowance;
  const int forestAllowance = relax.unlimited ? big : relax.noForestPenalty ? allowance : limits.forestAllowance;
  if (allowance <= 0) return out;
  if (limits.mode == MoveMode::Crossing && board.isRiver(from)) return out;
  const int startBank = board.bank(from);

  struct Node {
    Cell cell;
    std::uint8_t forest;
    std::uint8_t stage;
    int steps;
    std::uint16_t parent;  // the queue index it was reached from
  };
  // Every (cell, forest, stage) slot enters the queue at most once, so both
  // fit on the stack for any board a Cell can address: no allocation.
  constexpr std::size_t kSlots = 256 * 2 * 3;
  const auto slot = [](Cell c, int forest, int stage) { return (c * 2 + forest) * 3 + stage; };
  std::bitset<kSlots> seen;
  std::array<Node, kSlots> queue;
  std::size_t tail = 0;
  queue[tail++] = {from, 0, kStartBank, 0, 0};
  seen.set(static_cast<std::size_t>(slot(from, 0, kStartBank)));

  for (std::size_t head = 0; head < tail; ++head) {
    const Node node = queue[head];
    const Cell c = node.cell;
    const bool started = c != from;
    // M4: hills end a path; so does the river, except for a crossing.
    if (started && limits.mode != MoveMode::AlongRiver) {
      if (board.terrain(c) == Terrain::Hills && !relax.hillsGoOn) continue;
      if (limits.mode == MoveMode::Normal && board.isRiver(c) && !relax.riverGoesOn) continue;
    }
    for (Cell n : board.neighbours(c)) {
      if (enemy[n] && !relax.throughEnemy) continue;
      int stage = node.stage;
      switch (limits.mode) {
        case MoveMode::Normal:
          // M5: a group that starts in the river leaves it with its first
          // step and ends on land: it never enters a river cell again, so it
          // cannot shift along the river, not even by way of the bank.
          if (board.isRiver(from) && board.isRiver(n) && !relax.riverStartFree) continue;
          break;
        case MoveMode::AlongRiver:  // M7
          if (!board.isRiver(n)) continue;
          break;
        case MoveMode::Crossing:  // M6
          if (node.stage == kStartBank) {
            stage = board.isRiver(n) ? kInRiver : kStartBank;
          } else if (node.stage == kInRiver) {
            if (board.isRiver(n) || board.bank(n) == startBank) continue;
            stage = kFarBank;
          } else if (board.isRiver(n)) {
            continue;
          }
          break;
      }
      const int forest = node.forest || board.terrain(n) == Terrain::Forest;
      const int steps = node.steps + 1;
      if (steps > (forest ? forestAllowance : allowance)) continue;
      const auto s = static_cast<std::size_t>(slot(n, forest, stage));
      if (seen[s]) continue;
      seen.set(s);
      queue[tail++] = {n, static_cast<std::uint8_t>(forest), static_cast<std::uint8_t>(stage), steps,
                       static_cast<std::uint16_t>(head)};
      if (n != from && (limits.mode != MoveMode::Crossing || stage == kFarBank)) {
        out.set(n);
        if (firstOnly) return out;
        if (path && n == pathTo) {
          path->clear();
          for (std::size_t i = tail - 1;; i = queue[i].parent) {
            path->push_back(queue[i].cell);
            if (i == 0) break;
          }
          std::reverse(path->begin(), path->end());
          return out;
        }
      }
    }
  }
  return out;
}

}  // namespace

CellSet reachableCells(const Board& board, const CellSet& enemyHeld, Cell from, const MoveLimits& limits) {
  return search(board, enemyHeld, from, limits);
}

std::vector<Cell> movePath(const Board& board, const CellSet& enemyHeld, Cell from, Cell to, const MoveLimits& limits) {
  std::vector<Cell> path;
  search(board, enemyHeld, from, limits, {}, false, to, &path);
  return path;
}

bool canReachAny(const Board& board, const CellSet& enemyHeld, Cell from, const MoveLimits& limits) {
  return search(board, enemyHeld, from, limits, {}, /*firstOnly=*/true).any();
}

std::optional<Refusal> unreachableReason(const Board& board, const CellSet& enemy, Cell from, Cell to,
                                         const MoveLimits& limits) {
  using M = RefusalMessage;
  const auto refuse = [](const char* ruling, M message, std::vector<RefusalArg> args = {}) {
    return std::optional<Refusal>(Refusal{ruling, message, std::move(args)});
  };
  const RefusalArg cell = RefusalArg::cell(to);
  if (to == from) return refuse("M8", M::MustLeaveCell, {cell});
  if (enemy[to]) return refuse("M3", M::CellHeldByEnemy, {cell});
  if (search(board, enemy, from, limits)[to]) return std::nullopt;
  if (limits.mode == MoveMode::AlongRiver && !board.isRiver(to)) return refuse("M7", M::UpstreamOffRiver, {cell});
  if (limits.mode == MoveMode::Crossing) {
    if (board.isRiver(from)) return refuse("M6", M::CrossingFromRiver);
    if (board.isRiver(to)) return refuse("M6", M::CrossingEndsInRiver);
    if (board.bank(to) == board.bank(from)) return refuse("M6", M::CrossingSameBank);
  }
  // M5 first: a group in the river that could reach `to` within its
  // allowance if it were free to follow the water is stopped by M5, not by
  // distance ("d3 is out of reach" would be wrong for a neighbour of c3).
  if (limits.mode == MoveMode::Normal && board.isRiver(from)) {
    Relax r;
    r.riverStartFree = true;
    if (search(board, enemy, from, limits, r)[to]) return refuse("M5", M::RiverStartMustLeave);
  }
  Relax relax;
  relax.unlimited = true;
  if (search(board, enemy, from, limits, relax)[to]) {
    Relax noForest;
    noForest.noForestPenalty = true;
    if (search(board, enemy, from, limits, noForest)[to]) return refuse("M2", M::ForestSlows, {cell});
    return refuse("M2", M::OutOfReach, {cell, RefusalArg::number(limits.allowance)});
  }
  // Returns a bool, not the bitset's reference proxy: the proxy would point
  // into the temporary set search() returned, gone when the lambda returns.
  const auto reachableWith = [&](auto tweak) -> bool {
    Relax r;
    r.unlimited = true;
    tweak(r);
    return search(board, enemy, from, limits, r)[to];
  };
  if (reachableWith([](Relax& r) { r.riverStartFree = true; })) return refuse("M5", M::RiverStartMustLeave);
  if (reachableWith([](Relax& r) { r.hillsGoOn = true; })) return refuse("M4", M::HillsEndMove, {cell});
  if (reachableWith([](Relax& r) { r.riverGoesOn = true; })) return refuse("M4", M::RiverEndsMove, {cell});
  if (reachableWith([](Relax& r) { r.throughEnemy = true; })) return refuse("M3", M::EnemyBlocksWay, {cell});
  // More than one rule stands in the way; on the far bank, the river does
  // whatever else would (B5: every way there goes through the water).
  if (limits.mode == MoveMode::Normal && !board.isRiver(from) && !board.isRiver(to) &&
      board.bank(to) != board.bank(from))
    return refuse("M4", M::RiverEndsMove, {cell});
  return refuse("M1", M::CannotReach, {cell});
}

std::string whyUnreachable(const Board& board, const CellSet& enemy, Cell from, Cell to, const MoveLimits& limits) {
  const auto reason = unreachableReason(board, enemy, from, to, limits);
  return reason ? englishText(*reason, board) : "";
}

}  // namespace hydaspes
