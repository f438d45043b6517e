// The heuristic evaluation (evaluation.h).
#include "hydaspes/bot/evaluation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "hydaspes/card_use.h"
#include "hydaspes/combat_modifiers.h"

namespace hydaspes {

namespace {
// How many of `s`'s units must fall for it to lose (V1: half its army).
double unitsNeeded(const GameState& st, SideIndex s) {
  const Scenario& sc = st.game().scenario();
  return std::ceil(sc.armySize(s) * sc.victoryEliminatedShare - 1e-9);
}

// How far `s` is towards defeat by losses, 0..1 (V1: half the army).
double lossShare(const GameState& st, SideIndex s) {
  const double needed = unitsNeeded(st, s);
  return needed > 0 ? st.eliminated(s) / needed : 0.0;
}

// What `s` loses when one unit of `stack` falls, the winner choosing it
// (K4): its main leader if the stack holds it (V1: the game), else a unit.
double casualtyCost(const GameState& st, SideIndex s, UnitMask stack) {
  const Scenario& sc = st.game().scenario();
  if (sc.victoryByMainLeader)
    for (UnitMask m = stack; m; m &= m - 1)
      if (sc.typeOf(static_cast<UnitIndex>(__builtin_ctzll(m))).mainLeader) return 1.0;
  const double needed = unitsNeeded(st, s);
  return needed > 0 ? 1.0 / needed : 0.0;
}

// The odds of a round, cached by the difference of the bonuses.
const RoundOdds& oddsOfDifference(int diff) {
  static const std::array<RoundOdds, 41> table = [] {
    std::array<RoundOdds, 41> t{};
    for (int d = -20; d <= 20; ++d) t[static_cast<std::size_t>(d + 20)] = roundOdds(d, 0);
    return t;
  }();
  return table[static_cast<std::size_t>(std::clamp(diff, -20, 20) + 20)];
}

// The value to the attacker of a round between `att` (in `from`) and `def`
// (in `to`) with `bonus` added to the attacker's side (supports, last winner).
int bonusDifference(const GameState& st, Cell from, UnitMask att, Cell to, UnitMask def, int extra, bool sector) {
  const Game& g = st.game();
  const Scenario& sc = g.scenario();
  const CombatTable& table = sc.combat;
  const Board& b = g.board();
  int diff = extra;
  const int na = __builtin_popcountll(att), nd = __builtin_popcountll(def);
  if (na > nd) diff += table.biggerStack;
  if (nd > na) diff -= table.biggerStack;
  const TagMask attTags = tagsOf(sc, att), defTags = tagsOf(sc, def);
  for (const auto& bonus : table.stackBonuses) {
    if (attTags & bonus.anyOf) diff += bonus.bonus;
    if (defTags & bonus.anyOf) diff -= bonus.bonus;
  }
  const Facing defFacing = st.units()[static_cast<std::size_t>(__builtin_ctzll(def))].facing;
  if (auto towardsAttacker = b.lineDirection(to, from); towardsAttacker && sector) {
    const Sector where = sectorOf(defFacing, *towardsAttacker);
    if (where == Sector::Flank) diff += table.flank;
    if (where == Sector::Rear) diff += table.rear;
  }
  if (b.isRiver(to)) diff += table.defenderInRiver;
  diff -= table.defenderTerrain[static_cast<int>(b.terrain(to))];
  return diff;
}

// The chance that the attacker wins a round (no supports).
double roundWinChance(const GameState& st, Cell from, UnitMask att, Cell to, UnitMask def, bool sector) {
  return oddsOfDifference(bonusDifference(st, from, att, to, def, 0, sector)).attackerWins;
}

double roundValue(const GameState& st, Cell from, UnitMask att, Cell to, UnitMask def, int extra,
                  bool sector = true) {
  const Scenario& sc = st.game().scenario();
  const RoundOdds& o = oddsOfDifference(bonusDifference(st, from, att, to, def, extra, sector));
  const SideIndex attacker = sc.units[static_cast<std::size_t>(__builtin_ctzll(att))].side;
  return o.attackerWins * casualtyCost(st, otherSide(attacker), def) -
         o.defenderWins * casualtyCost(st, attacker, att);
}

// How much of an attack counts when the stack must first move next to the
// enemy: with the free move, or with a move card it may not hold.
constexpr double kFreeMoveReach = 0.7;
constexpr double kCardMoveReach = 0.4;
// How much the chance of losing the main leader in one round counts.
constexpr double kExposureWeight = 0.3;

// Whether the stack in `from` may attack the one in `to` (K1, reach 1).
bool inFront(const GameState& st, Cell from, Cell to) {
  const Board& b = st.game().board();
  if (b.distance(from, to) != 1) return false;
  const UnitMask att = st.unitsAt(from);
  const auto towards = b.lineDirection(from, to);
  return att && towards &&
         sectorOf(st.units()[static_cast<std::size_t>(__builtin_ctzll(att))].facing, *towards) == Sector::Front;
}
}  // namespace

double attackValue(const GameState& st, Cell from, Cell to) {
  const UnitMask att = st.unitsAt(from), def = st.unitsAt(to);
  if (!att || !def) return 0.0;
  return roundValue(st, from, att, to, def, 0);
}

namespace {
// The stacks on the board: cell and units, by side, with the slowest unit's
// Maximum Move of each.
struct Stacks {
  std::vector<std::pair<Cell, UnitMask>> of[2];
  std::vector<int> reach[2];
};

Stacks stacksOf(const GameState& st) {
  const Scenario& sc = st.game().scenario();
  const Board& b = st.game().board();
  std::array<UnitMask, 256> at{};
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (st.units()[u].alive) at[st.units()[u].cell] |= unitBit(static_cast<UnitIndex>(u));
  Stacks out;
  for (int c = 0; c < b.cellCount(); ++c) {
    const UnitMask m = at[static_cast<std::size_t>(c)];
    if (!m) continue;
    const SideIndex owner = sc.units[static_cast<std::size_t>(__builtin_ctzll(m))].side;
    int slowest = 1000;
    for (UnitMask r = m; r; r &= r - 1) slowest = std::min(slowest, sc.typeOf(static_cast<UnitIndex>(__builtin_ctzll(r))).maxMove);
    out.of[owner].push_back({static_cast<Cell>(c), m});
    out.reach[owner].push_back(slowest);
  }
  return out;
}

// How much an attack of the stack in `from` on the one in `to` counts now:
// 1 when adjacent and in its front (K1), kFreeMoveReach or kCardMoveReach
// when it must first move next to it or turn to it (T4), else 0.
double reachWeight(const GameState& st, Cell from, Cell to, int reach) {
  const int d = st.game().board().distance(from, to);
  if (d == 1) return inFront(st, from, to) ? 1.0 : kFreeMoveReach;  // else it must step beside it and turn
  if (d - 1 > reach) return 0.0;
  return d == 2 ? kFreeMoveReach : kCardMoveReach;
}

bool holdsMainLeader(const Scenario& sc, UnitMask m) {
  for (; m; m &= m - 1)
    if (sc.typeOf(static_cast<UnitIndex>(__builtin_ctzll(m))).mainLeader) return true;
  return false;
}
}  // namespace

double bestThreat(const GameState& st, SideIndex side) {
  const Stacks stacks = stacksOf(st);
  double best = 0.0;
  for (std::size_t i = 0; i < stacks.of[side].size(); ++i) {
    const auto [from, att] = stacks.of[side][i];
    for (const auto& [to, def] : stacks.of[otherSide(side)]) {
      const double w = reachWeight(st, from, to, stacks.reach[side][i]);
      if (w > 0) best = std::max(best, w * roundValue(st, from, att, to, def, 0, w == 1.0));
    }
  }
  return best;
}

double leaderExposure(const GameState& st, SideIndex side) {
  const Scenario& sc = st.game().scenario();
  const Stacks stacks = stacksOf(st);
  const SideIndex enemy = otherSide(side);
  double worst = 0.0;
  for (const auto& [to, def] : stacks.of[side]) {
    if (!holdsMainLeader(sc, def)) continue;
    for (std::size_t i = 0; i < stacks.of[enemy].size(); ++i) {
      const auto [from, att] = stacks.of[enemy][i];
      const double w = reachWeight(st, from, to, stacks.reach[enemy][i]);
      if (w > 0) worst = std::max(worst, w * roundWinChance(st, from, att, to, def, w == 1.0));
    }
  }
  return worst;
}

double evaluate(const GameState& st, SideIndex side) {
  if (st.isTerminal()) return st.winner() == side ? 1.0 : st.winner() ? 0.0 : 0.5;
  const SideIndex other = otherSide(side);
  // The side that attacks next may strike first; the other can still move
  // away or strike back before its own threats come true.
  const SideIndex next = st.phase() == Phase::End ? otherSide(st.activeSide()) : st.activeSide();
  const double nextWeight = 0.6, laterWeight = 0.25;
  double threat = nextWeight * bestThreat(st, next) - laterWeight * bestThreat(st, otherSide(next));
  if (next != side) threat = -threat;
  // The round about to be fought (K2, K3): its supports and last winner.
  const Combat& c = st.combat();
  double fight = 0.0;
  if (c.active && !c.rolled) {
    const UnitMask att = st.unitsAt(c.attackerCell), def = st.unitsAt(c.defenderCell);
    if (att && def) {
      const CombatTable& table = st.game().scenario().combat;
      int extra = 0;
      if (c.attackerSupport != kNoCard) extra += table.support;
      if (c.defenderSupport != kNoCard) extra -= table.support;
      if (c.lastWinner >= 0) extra += c.lastWinner == st.activeSide() ? table.previousWinner : -table.previousWinner;
      fight = roundValue(st, c.attackerCell, att, c.defenderCell, def, extra);
      if (st.activeSide() != side) fight = -fight;
    }
  }
  // V1: whatever the attacker risks, any round its main leader's stack loses
  // can end the game, and an opponent may take that gamble.
  const double exposure = kExposureWeight * (leaderExposure(st, other) - leaderExposure(st, side));
  const double score = 2.5 * (lossShare(st, other) - lossShare(st, side) + threat + fight + exposure) +
                       0.02 * (static_cast<double>(st.hand(side).size()) - static_cast<double>(st.hand(other).size()));
  return 1.0 / (1.0 + std::exp(-4.0 * score));
}

}  // namespace hydaspes
