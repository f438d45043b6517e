// The hunting stand-in for testers (hunter_bot.h).
#include "hydaspes/bot/hunter_bot.h"

#include <optional>
#include <utility>

#include "hydaspes/bot/evaluation.h"
#include "hydaspes/bot/playout.h"
#include "hydaspes/bot/world_sampler.h"
#include "hydaspes/facing.h"

namespace hydaspes {

namespace {
// Each score step: a cell nearer the enemy main leader is worth more than
// one stack fewer, and a cell beside him more than any cell farther off.
constexpr double kPerCell = 2.0;
constexpr double kPerStack = 1.0;
constexpr double kBeside = 10.0;
// What the hunter's own main leader costs it: hunting with him, or standing
// within two cells of an enemy stack; and its hunting stack stopped in the
// river near one.
constexpr double kLeaderHunts = 4.0;
constexpr double kLeaderNear = 3.0;
constexpr double kRiverNearEnemy = 20.0;
// An attack is made when it is worth at least this share of a victory
// (attackValue): any on the main leader's stack that may win the game.
constexpr double kWorthAttacking = 0.02;

// Where the main leader of `side` stands, kNoCell when he has fallen.
Cell mainLeaderCell(const GameState& st, SideIndex side) {
  const UnitMask leaders = mainLeadersOf(st, side);
  return leaders ? st.units()[static_cast<std::size_t>(__builtin_ctzll(leaders))].cell : kNoCell;
}

// A side's stacks: how many, and its biggest without its main leader (the
// hunting stack; his own when every unit stands with him).
struct Stacks {
  Cell hunting = kNoCell;
  Cell leader = kNoCell;
  int count = 0;
};

Stacks stacksOf(const GameState& st, SideIndex side) {
  Stacks s;
  const Board& b = st.game().board();
  const CellSet held = st.cellsHeldBy(side);
  s.leader = mainLeaderCell(st, side);
  int biggest = 0;
  for (int c = 0; c < b.cellCount(); ++c) {
    if (!held[static_cast<std::size_t>(c)]) continue;
    ++s.count;
    const int n = __builtin_popcountll(st.unitsAt(static_cast<Cell>(c)));
    if (c != s.leader && n > biggest) biggest = n, s.hunting = static_cast<Cell>(c);
  }
  return s;
}

// Whether a stack of the enemies of `side` stands within two cells of `cell`.
bool enemyNear(const GameState& st, SideIndex side, Cell cell) {
  const Board& b = st.game().board();
  const CellSet enemy = st.cellsHeldBy(otherSide(side));
  for (int c = 0; c < b.cellCount(); ++c)
    if (enemy[static_cast<std::size_t>(c)] && b.distance(cell, static_cast<Cell>(c)) <= 2) return true;
  return false;
}

// The attack an action makes: its source and target, when it has one.
std::optional<std::pair<Cell, Cell>> attackOf(const GameState& st, const Action& a) {
  GameState walk = st;
  for (const Decision& d : a) {
    if (d.verb == Verb::At) return std::pair{attackOrigin(walk), static_cast<Cell>(d.arg)};
    walk.apply(d);
  }
  return std::nullopt;
}
}  // namespace

double hunterMoveScore(const GameState& st, SideIndex side) {
  if (st.isTerminal()) return st.winner() == side ? 1e6 : -1e6;
  const Stacks own = stacksOf(st, side);
  double score = -kPerStack * own.count;
  Cell hunting = own.hunting;
  if (hunting == kNoCell) {  // all with him: the leader's stack hunts, at a cost
    hunting = own.leader;
    score -= kLeaderHunts;
  } else if (own.leader != kNoCell && enemyNear(st, side, own.leader)) {
    score -= kLeaderNear;
  }
  if (hunting == kNoCell) return score;
  const Board& b = st.game().board();
  // Testers learnt soon that a stack stopped in the river is struck at +3.
  if (b.isRiver(hunting) && enemyNear(st, side, hunting)) score -= kRiverNearEnemy;
  const UnitMask enemyLeader = mainLeadersOf(st, otherSide(side));
  if (!enemyLeader) return score;
  const UnitStatus& him = st.units()[static_cast<std::size_t>(__builtin_ctzll(enemyLeader))];
  const int d = b.distance(hunting, him.cell);
  score -= kPerCell * d;
  if (d == 1)
    if (const auto towards = b.lineDirection(him.cell, hunting)) {
      const Sector sector = sectorOf(him.facing, *towards);
      score += kBeside + (sector == Sector::Rear ? 2 : sector == Sector::Flank ? 1 : 0);
    }
  return score;
}

Action HunterBot::choose(const BotInformation& info, Budget) {
  Rng rng(searchSeed(seed_, info));
  // One's own candidates and steps depend on nothing hidden: any
  // consistent world lists them as the real game does.
  GameState world = sampleWorld(info, rng);
  const SideIndex me = info.seat();
  CandidateRules rules;
  rules.guardMainLeader = false;  // a beginner leaves his own leader behind
  rules.keepOutOfRiverReach = false;
  rules.spareMainLeader = false;
  const std::vector<Action> candidates = actionCandidates(world, rules);
  if (candidates.size() == 1) return candidates.front();
  if (world.step() == Step::Main && world.phase() == Phase::Maneuver) {
    const Action* best = nullptr;
    double bestScore = 0.0;
    for (const Action& a : candidates) {
      GameState after = world;
      applyAction(after, a);
      const double s = hunterMoveScore(after, me) - (a.front().verb == Verb::End ? 0.0 : 0.01);
      if (!best || s > bestScore) best = &a, bestScore = s;
    }
    return *best;
  }
  if (world.step() == Step::Main && world.phase() == Phase::Attack) {
    const Action* best = nullptr;
    double bestValue = kWorthAttacking;
    for (const Action& a : candidates)
      if (const auto fight = attackOf(world, a))
        if (const double v = attackValue(world, fight->first, fight->second); v > bestValue) best = &a, bestValue = v;
    if (best) return *best;
    for (const Action& a : candidates)
      if (a.front().verb == Verb::End) return a;
  }
  // Every other step: the searches' default policy, chasing the leader.
  Action action;
  for (;;) {
    const Decision d = defaultPolicyDecision(world, rng, 1.0);
    world.apply(d);
    action.push_back(d);
    if (endsAction(world, d, me)) return action;
  }
}

}  // namespace hydaspes
