// The heuristic evaluation (evaluation.h).
#include "hydaspes/bot/evaluation.h"

#include <algorithm>
#include <cmath>

namespace hydaspes {

namespace {
// How far `s` is towards defeat by losses, 0..1 (V1: half the army).
double lossShare(const GameState& st, SideIndex s) {
  const Scenario& sc = st.game().scenario();
  const double needed = std::ceil(sc.armySize(s) * sc.victoryEliminatedShare - 1e-9);
  return needed > 0 ? st.eliminated(s) / needed : 0.0;
}

// Danger to the main leader of `s`: enemy stacks next to its stack. Any
// round its stack loses can cost the leader, and with it the game (V1).
double leaderDanger(const GameState& st, SideIndex s) {
  const Scenario& sc = st.game().scenario();
  const Board& b = st.game().board();
  const CellSet enemy = st.cellsHeldBy(otherSide(s));
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    if (sc.units[u].side != s || !sc.typeOf(static_cast<UnitIndex>(u)).mainLeader || !st.units()[u].alive) continue;
    const Cell at = st.units()[u].cell;
    int threats = 0;
    for (Cell n : b.neighbours(at)) threats += enemy[n] ? 1 : 0;
    return 0.5 * std::min(threats, 2);
  }
  return 0.0;
}
}  // namespace

double evaluate(const GameState& st, SideIndex side) {
  if (st.isTerminal()) return st.winner() == side ? 1.0 : st.winner() ? 0.0 : 0.5;
  const SideIndex other = otherSide(side);
  const double score = 2.5 * (lossShare(st, other) - lossShare(st, side)) +
                       (leaderDanger(st, other) - leaderDanger(st, side)) +
                       0.02 * (static_cast<double>(st.hand(side).size()) - static_cast<double>(st.hand(other).size()));
  return 1.0 / (1.0 + std::exp(-4.0 * score));
}

}  // namespace hydaspes
