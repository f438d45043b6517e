// The heuristic evaluation (evaluation.h).
#include "hydaspes/bot/evaluation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "hydaspes/card_use.h"
#include "hydaspes/combat_modifiers.h"
#include "hydaspes/move_planner.h"

namespace hydaspes {

namespace {
// How much an attack counts when the stack must first move next to the
// enemy (or turn to it): with the free move, with a move card it may not
// hold, or with a river crossing card, rarer still (M6).
constexpr double kFreeMoveReach = 0.7;
constexpr double kCardMoveReach = 0.4;
constexpr double kCrossingReach = 0.25;
// K1: an attack is paid with an attack card. The chance a side has one when
// it next attacks: it holds one; it draws before it attacks (T2: three or
// four cards of a deck where about half can attack); or neither.
constexpr double kDrawsAttackCard = 0.85;
constexpr double kNoAttackCard = 0.1;
// V1: a main leader with fewer than kEscort units, and no friendly stack of
// kEscort units within two cells, is one the enemy can hunt over several
// turns (the testers' cavalry did); what that costs, in shares of a
// victory, before the side's fear or hope weight.
constexpr int kEscort = 4;
// The most cells next to a cell (king moves): what a main leader's open
// approaches are counted against.
constexpr double kNeighbours = 8.0;
constexpr double kIsolatedLeader = 0.1;
// How much the threats count for the side that attacks next, and the other.
constexpr double kNextWeight = 0.6;
constexpr double kLaterWeight = 0.25;

struct Stack {
  Cell cell = kNoCell;
  UnitMask units = 0;
  int reach = 0;  // the Maximum Move of its slowest unit
  bool mainLeader = false;
  TagMask tags = 0;
  Facing facing = Facing::N;
  // Where its free move, a card move up to its slowest unit, and a river
  // crossing card of its side can take it this turn (M1-M8).
  CellSet byFree, byCard, byCrossing;
  // The chance it is still there when its side next attacks: the stacks of
  // the side that attacks later may be destroyed first (discountLaterThreats).
  double survival = 1.0;
};

// What the evaluation reads once per position.
struct Board2 {
  const GameState& st;
  const Scenario& sc;
  const Board& b;
  double needed[2] = {0, 0};  // losses that lose the game (V1: half the army)
  std::vector<Stack> stacks[2];
  // M1: the faster units of a stack may move without the slower ones. For
  // each Maximum Move in a stack above its slowest, the units that fast or
  // faster, as an attacker of their own (never a target: where they stand
  // they are the stack).
  std::vector<Stack> detachments[2];
  int crossing[2] = {0, 0};  // the longest river crossing card each side may play (M6)
  // C6, C8: the attack cards of reach 2 or more in each side's hand (in
  // this world) that it may play.
  std::vector<CardIndex> longReach[2];

  // Without `reach`, the cells each stack can reach this turn are left
  // empty: enough for the value of an attack from where a stack stands.
  explicit Board2(const GameState& s, bool reach = true) : st(s), sc(s.game().scenario()), b(s.game().board()) {
    std::array<UnitMask, 256> at{};
    for (std::size_t u = 0; u < sc.units.size(); ++u)
      if (st.units()[u].alive) at[st.units()[u].cell] |= unitBit(static_cast<UnitIndex>(u));
    for (int side = 0; side < 2; ++side) needed[side] = sc.lossesThatLose(static_cast<SideIndex>(side));
    for (int c = 0; c < b.cellCount(); ++c) {
      const UnitMask m = at[static_cast<std::size_t>(c)];
      if (!m) continue;
      Stack k;
      k.cell = static_cast<Cell>(c);
      k.units = m;
      k.reach = 1000;
      for (UnitMask r = m; r; r &= r - 1) {
        const UnitType& t = sc.typeOf(static_cast<UnitIndex>(__builtin_ctzll(r)));
        k.reach = std::min(k.reach, t.maxMove);
        k.mainLeader = k.mainLeader || (t.mainLeader && sc.victoryByMainLeader);
      }
      k.tags = tagsOf(sc, m);
      k.facing = st.units()[static_cast<std::size_t>(__builtin_ctzll(m))].facing;
      const SideIndex owner = sc.units[static_cast<std::size_t>(__builtin_ctzll(m))].side;
      stacks[owner].push_back(k);
      addDetachments(owner, k);
    }
    const auto& cards = st.game().cards();
    for (int side = 0; side < 2; ++side)
      for (CardIndex c : st.hand(static_cast<SideIndex>(side)))
        if (cards[c].reach > 1 && cardAllows(cards[c], CardUse::Attack) && st.game().rule(c).playableBy[side])
          longReach[side].push_back(c);
    if (!reach) return;
    for (int c = 0; c < cards.size(); ++c) {
      const auto card = static_cast<CardIndex>(c);
      if (!cardAllows(cards[card], CardUse::Cross)) continue;
      for (int side = 0; side < 2; ++side)
        if (st.game().rule(card).playableBy[side]) crossing[side] = std::max(crossing[side], cards[card].value.value_or(0));
    }
    for (int side = 0; side < 2; ++side) {
      const CellSet enemy = st.cellsHeldBy(otherSide(static_cast<SideIndex>(side)));
      for (auto* group : {&stacks[side], &detachments[side]})
        for (Stack& k : *group) {
          k.byFree = reachableCells(b, enemy, k.cell, moveLimits(1, k.reach, MoveMode::Normal));
          k.byCard = reachableCells(b, enemy, k.cell, moveLimits(k.reach, k.reach, MoveMode::Normal));
          if (crossing[side] > 0 && !b.isRiver(k.cell))
            k.byCrossing = reachableCells(b, enemy, k.cell, moveLimits(crossing[side], k.reach, MoveMode::Crossing));
        }
    }
  }

  void addDetachments(SideIndex owner, const Stack& k) {
    int moves[16], count = 0;
    for (UnitMask r = k.units; r; r &= r - 1) {
      const int mm = sc.typeOf(static_cast<UnitIndex>(__builtin_ctzll(r))).maxMove;
      if (mm > k.reach && std::find(moves, moves + count, mm) == moves + count && count < 16) moves[count++] = mm;
    }
    for (int i = 0; i < count; ++i) {
      Stack d = k;
      d.units = 0;
      d.mainLeader = false;
      for (UnitMask r = k.units; r; r &= r - 1) {
        const auto u = static_cast<UnitIndex>(__builtin_ctzll(r));
        const UnitType& t = sc.typeOf(u);
        if (t.maxMove < moves[i]) continue;
        d.units |= unitBit(u);
        d.mainLeader = d.mainLeader || (t.mainLeader && sc.victoryByMainLeader);
      }
      d.reach = moves[i];
      d.tags = tagsOf(sc, d.units);
      detachments[owner].push_back(d);
    }
  }

  // Every stack of `side` and every detachment of one, as an attacker.
  template <class F>
  void forEachAttacker(SideIndex side, F&& f) const {
    for (const Stack& k : stacks[side]) f(k);
    for (const Stack& k : detachments[side]) f(k);
  }

  const Stack* stackAt(Cell c) const {
    for (const auto& side : stacks)
      for (const Stack& k : side)
        if (k.cell == c) return &k;
    return nullptr;
  }

  static Facing facing(const Stack& k) { return k.facing; }
  SideIndex side(const Stack& k) const { return sc.units[static_cast<std::size_t>(__builtin_ctzll(k.units))].side; }

  // What `s` loses when one unit of `k` falls, the winner choosing it (K4):
  // its main leader if the stack holds it (V1: the game), else a unit.
  double casualtyCost(SideIndex s, const Stack& k) const {
    if (k.mainLeader) return 1.0;
    return needed[s] > 0 ? 1.0 / needed[s] : 0.0;
  }

  // Whether the main leader of `s` stands apart: few with him, no
  // friendly stack of kEscort units within two cells.
  bool leaderIsolated(SideIndex s) const {
    for (const Stack& k : stacks[s]) {
      if (!k.mainLeader) continue;
      if (__builtin_popcountll(k.units) >= kEscort) return false;
      for (const Stack& f : stacks[s])
        if (&f != &k && __builtin_popcountll(f.units) >= kEscort && b.distance(f.cell, k.cell) <= 2) return false;
      return true;
    }
    return false;
  }

  // V1: how many cells next to the main leader of `s` an enemy stack could
  // come to over several moves: cells not held by `s` joined to an enemy
  // stack by a path of cells not held by `s` (M3: no stack enters its
  // enemy's cell). A ring of friendly stacks, with the board's edge, leaves
  // none; -1 when `s` has no main leader on the board.
  int openApproaches(SideIndex s) const {
    const Stack* leader = mainLeaderStack(s);
    if (!leader) return -1;
    int open = 0;
    for (Cell n : openWaysIn(s, *leader)) open += n != kNoCell ? 1 : 0;
    return open;
  }

  const Stack* mainLeaderStack(SideIndex s) const {
    for (const Stack& k : stacks[s])
      if (k.mainLeader) return &k;
    return nullptr;
  }

  // The cells next to `leader` (of `s`) an enemy stack could come to over
  // several moves (openApproaches) by cells not in `own`, kNoCell for the
  // others.
  std::vector<Cell> openWaysIn(SideIndex s, const Stack& leader) const { return openWaysIn(s, leader.cell, st.cellsHeldBy(s)); }
  std::vector<Cell> openWaysIn(SideIndex s, Cell leader, const CellSet& own) const {
    CellSet seen;
    std::vector<Cell> todo;
    for (const Stack& k : stacks[otherSide(s)]) {
      seen.set(static_cast<std::size_t>(k.cell));
      todo.push_back(k.cell);
    }
    while (!todo.empty()) {
      const Cell c = todo.back();
      todo.pop_back();
      for (Cell n : b.neighbours(c)) {
        const auto at = static_cast<std::size_t>(n);
        if (seen[at] || own[at]) continue;
        seen.set(at);
        todo.push_back(n);
      }
    }
    std::vector<Cell> open;
    for (Cell n : b.neighbours(leader)) open.push_back(seen[static_cast<std::size_t>(n)] ? n : kNoCell);
    return open;
  }

  // huntPeril (evaluation.h): every enemy attacker, moved to each open way
  // in, striking into the leader's stack as it faces; `ways` from openWaysIn.
  double huntPeril(SideIndex s) const {
    const Stack* leader = mainLeaderStack(s);
    return leader ? huntPeril(s, *leader, openWaysIn(s, *leader)) : 0.0;
  }
  double huntPeril(SideIndex s, const Stack& leader, const std::vector<Cell>& ways) const {
    double worst = 0.0;
    for (Cell n : ways) {
      if (n == kNoCell) continue;
      forEachAttacker(otherSide(s), [&](const Stack& att) {
        Stack moved = att;
        moved.cell = n;
        worst = std::max(worst, oddsOfDifference(bonusDifference(moved, leader, 0, true)).attackerWins);
      });
    }
    return worst;
  }

  // How far `s` is towards defeat by losses, 0..1.
  double lossShare(SideIndex s) const { return needed[s] > 0 ? st.eliminated(s) / needed[s] : 0.0; }

  // K3: the attacker's bonuses less the defender's, plus `extra` (supports,
  // last winner); the flank and rear only when `sector`.
  int bonusDifference(const Stack& att, const Stack& def, int extra, bool sector) const {
    const CombatTable& table = sc.combat;
    int diff = extra;
    const int na = __builtin_popcountll(att.units), nd = __builtin_popcountll(def.units);
    if (na > nd) diff += table.biggerStack;
    if (nd > na) diff -= table.biggerStack;
    for (const auto& bonus : table.stackBonuses) {
      if (att.tags & bonus.anyOf) diff += bonus.bonus;
      if (def.tags & bonus.anyOf) diff -= bonus.bonus;
    }
    if (auto towardsAttacker = b.lineDirection(def.cell, att.cell); towardsAttacker && sector) {
      const Sector where = sectorOf(facing(def), *towardsAttacker);
      if (where == Sector::Flank) diff += table.flank;
      if (where == Sector::Rear) diff += table.rear;
    }
    if (b.isRiver(def.cell)) diff += table.defenderInRiver;
    diff -= table.defenderTerrain[static_cast<int>(b.terrain(def.cell))];
    return diff;
  }

  // How much an attack of `att` on `def` counts now: 1 when adjacent and in
  // its front (K1); when it must first turn to it or move next to it (T4),
  // the weight of the likeliest move that takes it to a cell next to it
  // (the free move, a card move, a river crossing card: across the river
  // only a crossing card gets there in one move, M4, M6); else 0.
  double reachWeight(const Stack& att, const Stack& def) const {
    const int d = b.distance(att.cell, def.cell);
    if (d == 1) {
      const auto towards = b.lineDirection(att.cell, def.cell);
      return towards && sectorOf(facing(att), *towards) == Sector::Front ? 1.0 : kFreeMoveReach;
    }
    if (d - 1 > att.reach) return 0.0;
    double best = 0.0;
    for (Cell n : b.neighbours(def.cell)) best = std::max(best, moveWeight(att, n));
    return best;
  }

  // The weight of the likeliest move that takes `att` to `to` this turn
  // (kFreeMoveReach, kCardMoveReach, kCrossingReach), 0 when none does.
  static double moveWeight(const Stack& att, Cell to) {
    const auto at = static_cast<std::size_t>(to);
    return att.byFree[at] ? kFreeMoveReach : att.byCard[at] ? kCardMoveReach : att.byCrossing[at] ? kCrossingReach : 0.0;
  }

  // K4, K5: what a combat of `att` on `def` is worth to the attacker, in
  // shares of a victory, when it fights on while it wins and breaks off
  // after its first lost round: each round won takes a unit of the winner's
  // choice (the main leader at once, V1), and the last winner's bonus makes
  // a won round likelier to be followed by another (K3). `extra` (supports,
  // a last winner) counts in the first round only; the bigger stack is
  // counted afresh each round. A stack caught in the river or in its rear
  // can lose many units in one combat, not one.
  double combatValue(const Stack& att, const Stack& def, int extra, bool sector) const {
    const SideIndex attacker = side(att), defender = otherSide(attacker);
    const WinningStreak streak(*this, att, def, extra, sector);
    const double lose = casualtyCost(attacker, att);
    const double kill = casualtyCost(defender, def);
    // Kills beyond those that win the game (V1) are worth nothing more.
    const int worthKilling = def.mainLeader ? 1 : std::max(1, static_cast<int>(needed[defender]) - st.eliminated(defender));
    double value = 0.0, reach = 1.0;
    for (int k = 0; k < std::min(streak.nd, worthKilling) && reach > 1e-3; ++k) {
      const RoundOdds& o = streak.round(k);
      value += reach * (o.attackerWins * kill - o.defenderWins * lose);
      reach *= o.attackerWins;
    }
    return value;
  }

  // K4, K5: the chance that `att`, fighting on while it wins, takes every
  // unit of `def` (the main leader's stack: its first won round ends the game).
  double wipeChance(const Stack& att, const Stack& def, bool sector) const {
    const WinningStreak streak(*this, att, def, 0, sector);
    double reach = 1.0;
    for (int k = 0; k < (def.mainLeader ? 1 : streak.nd) && reach > 1e-4; ++k) reach *= streak.round(k).attackerWins;
    return reach;
  }

  // The odds of each round of `att` on `def` while the attacker wins them
  // all: after k won rounds the defender has k units fewer (the bigger
  // stack counted afresh) and the attacker the last winner's bonus (K3);
  // `extra` counts in the first round only.
  struct WinningStreak {
    const CombatTable& table;
    int na, nd, base, extra;
    WinningStreak(const Board2& board, const Stack& att, const Stack& def, int extraFirst, bool sector)
        : table(board.sc.combat),
          na(__builtin_popcountll(att.units)),
          nd(__builtin_popcountll(def.units)),
          base(board.bonusDifference(att, def, 0, sector) - bigger(na, nd)),
          extra(extraFirst) {}
    int bigger(int a, int d) const { return a > d ? table.biggerStack : d > a ? -table.biggerStack : 0; }
    const RoundOdds& round(int k) const {
      return oddsOfDifference(base + bigger(na, nd - k) + (k == 0 ? extra : table.previousWinner));
    }
  };

  // The stacks of the side that does not attack next may be destroyed
  // before they attack: their threats count as much as they survive.
  void discountLaterThreats(SideIndex next) {
    for (Stack& k : stacks[otherSide(next)]) {
      double worst = 0.0;
      forEachAttacker(next, [&](const Stack& att) {
        const double w = reachWeight(att, k);
        if (w > 0) worst = std::max(worst, w * wipeChance(att, k, w == 1.0));
      });
      k.survival = 1.0 - worst;
      for (Stack& d : detachments[otherSide(next)])
        if (d.cell == k.cell) d.survival = k.survival;
    }
  }

  double bestThreat(SideIndex side) const {
    double best = 0.0;
    forEachAttacker(side, [&](const Stack& att) {
      for (const Stack& def : stacks[otherSide(side)]) {
        const double w = reachWeight(att, def);
        if (w > 0) best = std::max(best, att.survival * w * combatValue(att, def, 0, w == 1.0));
      }
    });
    return best;
  }

  // The threats of `side` on the board: each enemy stack's best attack
  // (as in bestThreat), the best counted fully, the next at half, the next
  // at a quarter...: a side can make several attacks in a turn, each paid
  // with a card (T5), and two stacks exposed are worse than one.
  double threats(SideIndex side) const {
    std::vector<double> byTarget;
    for (const Stack& def : stacks[otherSide(side)]) {
      double best = 0.0;
      forEachAttacker(side, [&](const Stack& att) {
        const double w = reachWeight(att, def);
        if (w > 0) best = std::max(best, att.survival * w * combatValue(att, def, 0, w == 1.0));
      });
      if (best > 0) byTarget.push_back(best);
    }
    std::sort(byTarget.rbegin(), byTarget.rend());
    double sum = 0.0, weight = 1.0;
    for (double v : byTarget) sum += weight * v, weight *= 0.5;
    return sum;
  }

  // V1, K4: the chance that `att`, attacking the stack of a main leader and
  // continuing round after round, wins a round (the winner then takes the
  // leader) before a tie ends the combat or it has lost its last unit. After
  // a round it lost, the defender has the last winner's bonus. Read with the
  // first round's modifiers throughout (a lost unit may change the bigger
  // stack's bonus later; that is left out).
  double leaderKillChance(const Stack& att, const Stack& def, bool sector) const {
    const int diff = bonusDifference(att, def, 0, sector);
    const RoundOdds& first = oddsOfDifference(diff);
    const RoundOdds& behind = oddsOfDifference(diff - sc.combat.previousWinner);
    // Rounds the attacker may lose and still fight on: one per unit but its last.
    double later = 0.0, lostSoFar = 1.0;
    for (int lost = 1; lost < __builtin_popcountll(att.units); ++lost) {
      later += lostSoFar * behind.attackerWins;
      lostSoFar *= behind.defenderWins;
    }
    return first.attackerWins + first.defenderWins * later;
  }

  double leaderExposure(SideIndex side) const {
    double worst = 0.0;
    for (const Stack& def : stacks[side]) {
      if (!def.mainLeader) continue;
      forEachAttacker(otherSide(side), [&](const Stack& att) {
        const double w = reachWeight(att, def);
        if (w > 0) worst = std::max(worst, att.survival * w * leaderKillChance(att, def, w == 1.0));
        for (CardIndex card : longReach[otherSide(side)]) worst = std::max(worst, longReachKill(att, def, card));
        if (b.distance(att.cell, def.cell) - 1 > att.reach) return;
        // From each cell next to him it can reach, into his flank or rear.
        for (Cell n : b.neighbours(def.cell)) {
          const double by = moveWeight(att, n);
          if (att.survival * by <= worst) continue;
          Stack moved = att;
          moved.cell = n;
          worst = std::max(worst, att.survival * by * leaderKillChance(moved, def, true));
        }
      });
    }
    return worst;
  }

  // C6, C8, K11: the best chance that `att`, with the attack card `card`
  // of reach 2 or more, kills the main leader in `def` from farther than
  // next to him: from a cell along a straight line from him, within the
  // card's reach, with no stack of his side on the cells between; where it
  // stands (he in its front, else once its free move has turned it), or a
  // cell its move takes it to (weighted as in reachWeight), into his flank
  // or rear from there; only if the card's restrictions allow it (C5).
  double longReachKill(const Stack& att, const Stack& def, CardIndex card) const {
    const int reach = st.game().cards()[card].reach;
    if (b.distance(att.cell, def.cell) - reach > att.reach) return 0.0;
    const SideIndex defender = side(def);
    double best = 0.0;
    for (Facing d : kAllFacings) {
      Cell c = def.cell;
      for (int step = 1; step <= reach; ++step) {
        const auto next = b.step(c, d);
        if (!next || st.holder(*next) == defender) break;
        c = *next;
        if (step == 1) continue;
        const bool inFront = sectorOf(facing(att), opposite(d)) == Sector::Front;
        const double by = c == att.cell ? (inFront ? 1.0 : kFreeMoveReach) : moveWeight(att, c);
        if (by * att.survival <= best) continue;
        Stack moved = att;
        moved.cell = c;
        const auto towardsAttacker = b.lineDirection(def.cell, c);
        const bool flankOrRear = towardsAttacker && sectorOf(facing(def), *towardsAttacker) != Sector::Front;
        if (!stackQualifies(st.game(), card, {att.units, def.units, b.isRiver(def.cell), flankOrRear})) continue;
        best = std::max(best, att.survival * by * leaderKillChance(moved, def, true));
      }
    }
    return best;
  }

  // The cells next to `def` from which `att` may attack it this turn, each
  // with its weight as in reachWeight: where it stands, or a cell its free
  // move, a card move up to its slowest unit or a river crossing card
  // reaches (M1-M8). `blocked`: the cells it cannot enter (its enemy's, M3).
  std::vector<std::pair<Cell, double>> approaches(const Stack& att, const Stack& def, const CellSet& blocked) const {
    std::vector<std::pair<Cell, double>> out;
    const int d = b.distance(att.cell, def.cell);
    if (d == 1) out.push_back({att.cell, reachWeight(att, def)});
    if (d - 1 > att.reach) return out;
    const CellSet byFree = reachableCells(b, blocked, att.cell, moveLimits(1, att.reach, MoveMode::Normal));
    const CellSet byCard = reachableCells(b, blocked, att.cell, moveLimits(att.reach, att.reach, MoveMode::Normal));
    const int cross = crossing[side(att)];
    const CellSet byCrossing = cross > 0 && !b.isRiver(att.cell)
                                   ? reachableCells(b, blocked, att.cell, moveLimits(cross, att.reach, MoveMode::Crossing))
                                   : CellSet{};
    for (int c = 0; c < b.cellCount(); ++c) {
      const auto at = static_cast<std::size_t>(c);
      if (b.distance(static_cast<Cell>(c), def.cell) != 1 || !(byFree[at] || byCard[at] || byCrossing[at])) continue;
      out.push_back({static_cast<Cell>(c), byFree[at] ? kFreeMoveReach : byCard[at] ? kCardMoveReach : kCrossingReach});
    }
    return out;
  }

  static const RoundOdds& oddsOfDifference(int diff) {
    static const std::array<RoundOdds, 41> table = [] {
      std::array<RoundOdds, 41> t{};
      for (int d = -20; d <= 20; ++d) t[static_cast<std::size_t>(d + 20)] = roundOdds(d, 0);
      return t;
    }();
    return table[static_cast<std::size_t>(std::clamp(diff, -20, 20) + 20)];
  }
};

// K1, T2: the chance that `side` has an attack card when it next attacks.
double attackCardChance(const GameState& st, SideIndex side) {
  for (CardIndex c : st.hand(side)) {
    const CardDef& card = st.game().cards()[c];
    if ((cardAllows(card, CardUse::Attack) || cardAllows(card, CardUse::MoveAttack)) && st.game().rule(c).playableBy[side])
      return 1.0;
  }
  const bool drawnThisTurn = side == st.activeSide() && st.phase() != Phase::Tactics && st.phase() != Phase::End;
  return drawnThisTurn ? kNoAttackCard : kDrawsAttackCard;
}
}  // namespace

double attackValue(const GameState& st, Cell from, Cell to) {
  const Board2 board(st, false);
  const Stack* att = board.stackAt(from);
  const Stack* def = board.stackAt(to);
  if (!att || !def || board.side(*att) == board.side(*def)) return 0.0;
  return board.combatValue(*att, *def, 0, true);
}

double bestThreat(const GameState& st, SideIndex side) { return Board2(st).bestThreat(side); }

double leaderExposure(const GameState& st, SideIndex side) { return Board2(st).leaderExposure(side); }

int openApproaches(const GameState& st, SideIndex side) { return Board2(st, false).openApproaches(side); }

double huntPeril(const GameState& st, SideIndex side) { return Board2(st, false).huntPeril(side); }

namespace {
// The cells `side` holds once `group` (of `side`) has moved from `from` to `to`.
CellSet heldAfterMove(const GameState& st, SideIndex side, UnitMask group, Cell from, Cell to) {
  CellSet own = st.cellsHeldBy(side);
  if (!(st.unitsAt(from) & ~group)) own.reset(static_cast<std::size_t>(from));
  own.set(static_cast<std::size_t>(to));
  return own;
}
}  // namespace

double huntPerilAfterWall(const GameState& st, UnitMask group, Cell from, Cell to) {
  const Scenario& sc = st.game().scenario();
  const SideIndex side = sc.units[static_cast<std::size_t>(__builtin_ctzll(group))].side;
  const Board2 board(st, false);
  const Stack* leader = board.mainLeaderStack(side);
  if (!leader) return 0.0;
  return board.huntPeril(side, *leader, board.openWaysIn(side, leader->cell, heldAfterMove(st, side, group, from, to)));
}

HuntRefuge huntRefuge(const GameState& st, UnitMask group, Cell from, Cell to) {
  const Scenario& sc = st.game().scenario();
  const SideIndex side = sc.units[static_cast<std::size_t>(__builtin_ctzll(group))].side;
  const Board2 board(st, false);
  Stack leader;
  leader.cell = to;
  leader.units = group | st.unitsAt(to);
  leader.tags = tagsOf(sc, leader.units);
  leader.mainLeader = true;
  const std::vector<Cell> ways = board.openWaysIn(side, to, heldAfterMove(st, side, group, from, to));
  HuntRefuge best;
  best.peril = 2.0;
  // Units joining a friendly stack take its facing (M3).
  if (const UnitMask there = st.unitsAt(to)) {
    best.facing = leader.facing = st.units()[static_cast<std::size_t>(__builtin_ctzll(there))].facing;
    best.peril = board.huntPeril(side, leader, ways);
    return best;
  }
  for (Facing f : kAllFacings) {
    leader.facing = f;
    if (const double p = board.huntPeril(side, leader, ways); p < best.peril - 1e-9) best = {f, p};
  }
  return best;
}

Facing safestFacing(const GameState& st, UnitMask group, Cell to, Facing otherwise) {
  const Scenario& sc = st.game().scenario();
  bool leader = false;
  for (UnitMask r = group; r; r &= r - 1) leader = leader || sc.typeOf(static_cast<UnitIndex>(__builtin_ctzll(r))).mainLeader;
  if (!leader || !sc.victoryByMainLeader) return otherwise;
  const Board2 board(st);
  Stack def;
  def.cell = to;
  def.units = group;
  def.tags = tagsOf(sc, group);
  def.mainLeader = true;
  const SideIndex side = sc.units[static_cast<std::size_t>(__builtin_ctzll(group))].side;
  CellSet blocked = st.cellsHeldBy(side);
  blocked.set(to);
  struct Threat {
    const Stack* attacker;
    std::vector<std::pair<Cell, double>> from;
  };
  std::vector<Threat> threats;
  board.forEachAttacker(otherSide(side), [&](const Stack& att) {
    if (auto from = board.approaches(att, def, blocked); !from.empty()) threats.push_back({&att, std::move(from)});
  });
  // A facing's risk: that some enemy stack kills him this turn, each from
  // the cell that suits it best.
  const auto risk = [&](Facing f) {
    def.facing = f;
    double survives = 1.0;
    for (const Threat& t : threats) {
      double worst = 0.0;
      for (const auto& [cell, weight] : t.from) {
        Stack moved = *t.attacker;
        moved.cell = cell;
        worst = std::max(worst, weight * board.leaderKillChance(moved, def, true));
      }
      survives *= 1.0 - worst;
    }
    return 1.0 - survives;
  };
  Facing best = otherwise;
  double lowest = risk(otherwise);
  for (Facing f : kAllFacings)
    if (const double r = risk(f); r < lowest - 1e-9) best = f, lowest = r;
  return best;
}

namespace {
// The stack `group` makes in `to` with the friendly units already there,
// facing `facing`; marked as holding a main leader when one of them is (V1).
Stack stackAfterMove(const GameState& st, UnitMask group, Cell to, Facing facing) {
  const Scenario& sc = st.game().scenario();
  Stack k;
  k.cell = to;
  k.units = group | st.unitsAt(to);
  k.tags = tagsOf(sc, k.units);
  k.facing = facing;
  for (UnitMask r = k.units; r; r &= r - 1)
    k.mainLeader = k.mainLeader || (sc.typeOf(static_cast<UnitIndex>(__builtin_ctzll(r))).mainLeader && sc.victoryByMainLeader);
  return k;
}
}  // namespace

double riverPeril(const GameState& st, UnitMask group, Cell to, Facing facing) {
  const Scenario& sc = st.game().scenario();
  if (!group || !st.game().board().isRiver(to)) return 0.0;
  const Board2 board(st);
  const Stack def = stackAfterMove(st, group, to, facing);
  const SideIndex side = sc.units[static_cast<std::size_t>(__builtin_ctzll(group))].side;
  CellSet blocked = st.cellsHeldBy(side);
  blocked.set(to);
  double worst = 0.0;
  board.forEachAttacker(otherSide(side), [&](const Stack& att) {
    for (const auto& [from, weight] : board.approaches(att, def, blocked)) {
      if (weight < kCardMoveReach) continue;  // a river crossing card only
      Stack moved = att;
      moved.cell = from;
      worst = std::max(worst, Board2::oddsOfDifference(board.bonusDifference(moved, def, 0, true)).attackerWins);
    }
  });
  return worst;
}

std::vector<double> wipePerils(const GameState& st, UnitMask group, const std::vector<std::pair<Cell, Facing>>& ends) {
  std::vector<double> out(ends.size(), 0.0);
  if (!group || ends.empty()) return out;
  const Scenario& sc = st.game().scenario();
  const Board2 board(st);
  const SideIndex side = sc.units[static_cast<std::size_t>(__builtin_ctzll(group))].side;
  for (std::size_t i = 0; i < ends.size(); ++i) {
    // Plain names, not a structured binding: the lambda below uses `to`,
    // which clang (C++20, before P1091) does not let it capture.
    const Cell to = ends[i].first;
    const Stack def = stackAfterMove(st, group, to, ends[i].second);
    double worst = 0.0;
    board.forEachAttacker(otherSide(side), [&](const Stack& att) {
      if (board.b.distance(att.cell, to) - 1 > att.reach) return;
      for (Cell n : board.b.neighbours(to)) {
        // Its own cell, or one its free move or a card move reaches (the
        // cells `side` holds are closed to it, M3).
        if (n != att.cell && Board2::moveWeight(att, n) < kCardMoveReach) continue;
        Stack moved = att;
        moved.cell = n;
        worst = std::max(worst, board.wipeChance(moved, def, true));
      }
    });
    out[i] = worst;
  }
  return out;
}

bool mainLeaderOutpaced(const GameState& st, SideIndex s) {
  const Scenario& sc = st.game().scenario();
  int leader = -1, fastest = 0;
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    if (!st.units()[u].alive) continue;
    const UnitType& t = sc.typeOf(static_cast<UnitIndex>(u));
    if (sc.units[u].side == s && t.mainLeader) leader = t.maxMove;
    if (sc.units[u].side != s) fastest = std::max(fastest, t.maxMove);
  }
  return leader >= 0 && leader < fastest;
}

double strikeOdds(const GameState& st, UnitMask group, Cell to, Facing facing, int extra) {
  const Scenario& sc = st.game().scenario();
  if (!group || !sc.victoryByMainLeader) return 0.0;
  const Board2 board(st, false);
  const Stack att = stackAfterMove(st, group, to, facing);
  if (att.mainLeader) return 0.0;
  const SideIndex side = sc.units[static_cast<std::size_t>(__builtin_ctzll(group))].side;
  double best = 0.0;
  for (const Stack& def : board.stacks[otherSide(side)]) {
    if (!def.mainLeader || board.b.distance(to, def.cell) != 1) continue;
    const auto towards = board.b.lineDirection(to, def.cell);
    if (!towards || sectorOf(facing, *towards) != Sector::Front) continue;
    const int diff = board.bonusDifference(att, def, extra - sc.combat.support, true);
    best = std::max(best, Board2::oddsOfDifference(diff).attackerWins);
  }
  return best;
}

ExposureWeights exposureWeightsOf(SideIndex seat, double own, double enemy, double shelter, double hunt) {
  ExposureWeights w;
  w.bySide[seat] = own;
  w.bySide[otherSide(seat)] = enemy;
  w.shelterBySide[seat] = shelter;
  w.huntBySide[seat] = hunt;
  return w;
}

double evaluate(const GameState& st, SideIndex side, const ExposureWeights& weights) {
  if (st.isTerminal()) return st.winner() == side ? 1.0 : st.winner() ? 0.0 : 0.5;
  Board2 board(st);
  const SideIndex other = otherSide(side);
  // The side that attacks next may strike first; the other can still move
  // away or strike back before its own threats come true, if its stacks
  // are still there.
  const SideIndex next = st.phase() == Phase::End ? otherSide(st.activeSide()) : st.activeSide();
  board.discountLaterThreats(next);
  const double canAttack[2] = {attackCardChance(st, 0), attackCardChance(st, 1)};
  double threat = kNextWeight * canAttack[next] * board.threats(next) -
                  kLaterWeight * canAttack[otherSide(next)] * board.threats(otherSide(next));
  if (next != side) threat = -threat;
  // The round about to be fought (K2, K3): its supports and last winner.
  const Combat& c = st.combat();
  double fight = 0.0;
  if (c.active && !c.rolled) {
    const Stack* att = board.stackAt(c.attackerCell);
    const Stack* def = board.stackAt(c.defenderCell);
    if (att && def) {
      const CombatTable& table = board.sc.combat;
      int extra = 0;
      if (c.attackerSupport != kNoCard) extra += table.support;
      if (c.defenderSupport != kNoCard) extra -= table.support;
      if (c.lastWinner >= 0) extra += c.lastWinner == st.activeSide() ? table.previousWinner : -table.previousWinner;
      fight = board.combatValue(*att, *def, extra, true);
      if (st.activeSide() != side) fight = -fight;
    }
  }
  // V1: whatever the attacker risks, any round its main leader's stack loses
  // can end the game, and an opponent may take that gamble.
  // T6: the cards over a side's hand limit are worth nothing: unplayed,
  // they are discarded at its End phase.
  const auto handWorth = [&](SideIndex s) {
    return std::min(static_cast<double>(st.hand(s).size()), static_cast<double>(board.sc.sides[s].handLimit));
  };
  double exposure = weights.bySide[other] * canAttack[side] * board.leaderExposure(other) -
                    weights.bySide[side] * canAttack[other] * board.leaderExposure(side);
  if (board.leaderIsolated(other)) exposure += weights.bySide[other] * kIsolatedLeader;
  if (board.leaderIsolated(side)) exposure -= weights.bySide[side] * kIsolatedLeader;
  // V1, M2: the cells next to a main leader the enemy's faster units can
  // come to, however many moves it takes; a ring of friendly stacks
  // leaves none.
  // How likely a hunter come to the worst of them kills him there.
  for (const SideIndex s : {side, other}) {
    if ((weights.shelterBySide[s] <= 0 && weights.huntBySide[s] <= 0) || !mainLeaderOutpaced(st, s)) continue;
    const double sign = s == side ? -1.0 : 1.0;
    if (weights.shelterBySide[s] > 0)
      if (const int open = board.openApproaches(s); open > 0)
        exposure += sign * weights.shelterBySide[s] * open / kNeighbours;
    if (weights.huntBySide[s] > 0) exposure += sign * weights.huntBySide[s] * board.huntPeril(s);
  }
  const double score = 2.5 * (board.lossShare(other) - board.lossShare(side) + threat + fight + exposure) +
                       0.02 * (handWorth(side) - handWorth(other));
  return 1.0 / (1.0 + std::exp(-4.0 * score));
}

}  // namespace hydaspes
