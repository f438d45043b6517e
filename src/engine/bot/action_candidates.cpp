// Enumeration of whole actions with pruning (action_candidates.h).
#include "hydaspes/bot/action_candidates.h"

#include <algorithm>
#include <map>
#include <optional>

#include "hydaspes/bot/evaluation.h"
#include "hydaspes/card_use.h"
#include "hydaspes/combat_modifiers.h"

namespace hydaspes {

bool beginsAction(Step s) {
  switch (s) {
    case Step::Source:
    case Step::Units:
    case Step::Facing:
    case Step::Target: return false;
    default: return true;
  }
}

bool endsAction(const GameState& after, const Decision& last, SideIndex side) {
  if (after.isTerminal() || beginsAction(after.step()) || after.decidingSide() != side) return true;
  // A declared move (facing chosen, or a friendly stack joined) and a cancel
  // both open a negate window only if the other hand holds a fitting card.
  return last.verb == Verb::Face || last.verb == Verb::Cancel ||
         (last.verb == Verb::To && after.step() != Step::Facing);
}

namespace {
// The cells the enemies of `side` hold, in the board's order.
std::vector<Cell> enemyCells(const GameState& st, SideIndex side) {
  const CellSet held = st.cellsHeldBy(otherSide(side));
  std::vector<Cell> out;
  for (int c = 0; c < st.game().board().cellCount(); ++c)
    if (held[static_cast<std::size_t>(c)]) out.push_back(static_cast<Cell>(c));
  return out;
}

int nearestEnemyDistance(const Board& b, const std::vector<Cell>& enemy, Cell cell) {
  int best = 1000;
  for (Cell e : enemy) best = std::min(best, b.distance(cell, e));
  return best;
}

// Towards the nearest of `enemy` (ties: the first in the board's order), by
// the signs of its column and row offsets from `cell`; north when none.
Facing facingTowards(const Board& b, const std::vector<Cell>& enemy, Cell cell) {
  int best = 1000;
  Facing facing = Facing::N;
  for (Cell e : enemy) {
    const int d = b.distance(cell, e);
    if (d >= best || d == 0) continue;
    const int dc = b.column(e) - b.column(cell);
    const int dr = b.row(e) - b.row(cell);
    if (auto f = facingOfStep((dc > 0) - (dc < 0), (dr > 0) - (dr < 0))) {
      best = d;
      facing = *f;
    }
  }
  return facing;
}
}  // namespace

Facing facingTowardsEnemy(const GameState& st, Cell cell, SideIndex side) {
  return facingTowards(st.game().board(), enemyCells(st, side), cell);
}

Cell attackOrigin(const GameState& st) {
  return st.pending().kind == ActionKind::MoveAttack ? st.pending().to : st.pending().from;
}

UnitMask mainLeadersOf(const GameState& st, SideIndex side) {
  const Scenario& sc = st.game().scenario();
  UnitMask out = 0;
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (st.units()[u].alive && sc.units[u].side == side && sc.typeOf(static_cast<UnitIndex>(u)).mainLeader)
      out |= unitBit(static_cast<UnitIndex>(u));
  return out;
}

bool holdsMainLeaderOf(const GameState& st, Cell cell, SideIndex side) {
  const Scenario& sc = st.game().scenario();
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (st.units()[u].alive && st.units()[u].cell == cell && sc.units[u].side == side &&
        sc.typeOf(static_cast<UnitIndex>(u)).mainLeader)
      return true;
  return false;
}

void applyAction(GameState& st, const Action& a) {
  for (const Decision& d : a) st.apply(d);
}

namespace {

// Whether `group`, leaving the stack `stack` in which a main leader of
// `leaders` stands, keeps him guarded: with at least `wanted` other units
// of the stack (all of them when fewer are there), whether he goes with
// the group or stays (CandidateRules::leaderEscort).
bool keepsLeaderGuarded(UnitMask stack, UnitMask leaders, UnitMask group, int wanted) {
  const UnitMask leaderHere = stack & leaders;
  if (!leaderHere) return true;
  const int escort = std::min(wanted, __builtin_popcountll(stack & ~leaderHere));
  const UnitMask with = (group & leaderHere) ? group : stack & ~group;
  return __builtin_popcountll(with & ~leaderHere) >= escort;
}

// C4, T6: of the cards a side must discard over its hand limit, those it
// may never play go first; the others only when it holds none of those.
std::vector<Decision> unplayableFirst(const GameState& st, std::vector<Decision> legal) {
  if (st.step() != Step::Main || st.phase() != Phase::End) return legal;
  std::vector<Decision> unplayable;
  for (const Decision& d : legal)
    if (d.verb == Verb::Discard && !st.game().rule(d.arg).playableBy[st.decidingSide()]) unplayable.push_back(d);
  return unplayable.empty() ? legal : unplayable;
}

// T2, C3: in the Tactics phase a side holding a Tactics card plays it
// rather than end the phase.
std::vector<Decision> tacticsPlayed(const GameState& st, std::vector<Decision> legal) {
  if (st.step() != Step::Main || st.phase() != Phase::Tactics) return legal;
  if (std::any_of(legal.begin(), legal.end(), [](const Decision& d) { return d.verb == Verb::Play; }))
    std::erase_if(legal, [](const Decision& d) { return d.verb == Verb::End; });
  return legal;
}

// V1, K2, K4: a stack whose lost round may lose the battle (its main
// leader's, or any once one more loss is half the army), attacked at odds
// that risk it, ends the combat with a Defence card when it holds one, and
// never answers with no card when it holds one that fits (a tester's flank
// attack on Porus's army won 11 to 10 on turn 1 while the bot held three
// cards for +1).
std::vector<Decision> defendedLeader(const GameState& st, std::vector<Decision> legal) {
  if (st.step() != Step::DefenderResponse) return legal;
  const Scenario& sc = st.game().scenario();
  const SideIndex side = st.decidingSide();
  // V1: a round lost there loses the battle when the stack holds the main
  // leader, or when one more loss is half the army (a tester's lone
  // elephant won the battle against the bot's last Phalanx, the bot
  // holding Discipline and Evasion and playing a card for +1).
  const bool stake = (sc.victoryByMainLeader && holdsMainLeaderOf(st, st.combat().defenderCell, side)) ||
                     st.eliminated(side) + 1 >= sc.lossesThatLose(side);
  if (!stake) return legal;
  std::vector<Decision> defend;
  for (const Decision& d : legal)
    if (d.verb == Verb::Defend) defend.push_back(d);
  if (!defend.empty()) {
    const CombatModifiers m = combatModifiers(st);
    const double risk = roundOdds(m.attackerTotal(), m.defenderTotal() + sc.combat.support).attackerWins;
    if (risk >= kDefendMainLeaderAt) return defend;
  }
  if (std::any_of(legal.begin(), legal.end(), [](const Decision& d) { return d.verb == Verb::Support || d.verb == Verb::Defend; }))
    std::erase_if(legal, [](const Decision& d) { return d.verb == Verb::Pass; });
  return legal;
}

// V1, K4, K5: the stack of `side`'s main leader attacks, or fights on
// against, only the enemy main leader's stack or where it loses a round
// (against a support card) at most `riskAt` of the time (CandidateRules::spareRisk).
std::vector<Decision> sparedLeader(const GameState& st, std::vector<Decision> legal, SideIndex side, double riskAt) {
  const Scenario& sc = st.game().scenario();
  if (!sc.victoryByMainLeader) return legal;
  const bool choosing = st.step() == Step::Target;
  if (!choosing && st.step() != Step::ContinueOrBreak) return legal;
  const Cell from = choosing ? attackOrigin(st) : st.combat().attackerCell;
  if (!holdsMainLeaderOf(st, from, side)) return legal;
  const auto risky = [&](Cell to, const CombatModifiers& m) {
    return !holdsMainLeaderOf(st, to, otherSide(side)) &&
           roundOdds(m.attackerTotal(), m.defenderTotal() + sc.combat.support).defenderWins > riskAt;
  };
  if (!choosing) {
    if (!risky(st.combat().defenderCell, combatModifiers(st))) return legal;
    std::erase_if(legal, [](const Decision& d) { return d.verb != Verb::BreakOff; });
    return legal;
  }
  std::erase_if(legal, [&](const Decision& d) {
    return d.verb == Verb::At && risky(d.arg, attackModifiers(st, from, d.arg));
  });
  return legal;
}

// K1, K2: how many cards `side` holds that can attack (or support an
// attack), besides `spent`.
int attackCards(const GameState& st, SideIndex side, std::optional<CardIndex> spent) {
  int count = 0;
  bool skipped = false;
  for (CardIndex c : st.hand(side)) {
    if (spent && c == *spent && !skipped) {
      skipped = true;
      continue;
    }
    if (cardAllows(st.game().cards()[c], CardUse::Attack) && st.game().rule(c).playableBy[side]) ++count;
  }
  return count;
}

// V1: whether `side` can still stake a unit on a strike: a lost round
// leaves it at most half way to losing the battle by losses. Against random
// play the bot, far ahead, struck Porus's untouched army round after round
// until it had lost half its own (seeds 49 and 51 of `match --seed 1`).
bool canStakeAUnit(const GameState& st, SideIndex side) {
  return 2 * (st.eliminated(side) + 1) <= st.game().scenario().lossesThatLose(side);
}

// V1, K4: whether a move of `group` to `to`, facing `facing`, paid with
// `spent`, leaves it where it strikes the enemy main leader's stack at
// kStrikeMainLeaderAt or better: with one card left to attack with, and a
// second one's support counted when the side holds it (K2).
bool setsUpStrike(const GameState& st, UnitMask group, Cell to, Facing facing, std::optional<CardIndex> spent) {
  // M4, K3: a group left in the river after a failed strike is attacked
  // there at +3 and may be destroyed whole: only a lone unit is staked so
  // (as testers did, and as the bot's Indians did not gain from: head to
  // head they won 41 games of 200 with larger groups there, 51 without the
  // rule).
  if (st.game().board().isRiver(to) && __builtin_popcountll(group | st.unitsAt(to)) > 1) return false;
  const int cards = attackCards(st, st.decidingSide(), spent);
  if (cards == 0) return false;
  const int support = cards >= 2 ? st.game().scenario().combat.support : 0;
  return strikeOdds(st, group, to, facing, support) >= kStrikeMainLeaderAt;
}

// V1, K4: of the Maneuver phase's moves, those that take a group without
// `side`'s main leader next to the enemy main leader's stack, facing it,
// where it would strike him (setsUpStrike); none when one of its stacks
// stands so already.
std::vector<Action> strikeSetups(const GameState& st, const std::vector<Action>& actions) {
  std::vector<Action> setups;
  const SideIndex side = st.decidingSide();
  if (st.step() != Step::Main || st.phase() != Phase::Maneuver || !st.game().scenario().victoryByMainLeader ||
      !canStakeAUnit(st, side))
    return setups;
  const Board& board = st.game().board();
  const Scenario& sc = st.game().scenario();
  CellSet nextToLeader;  // the cells next to the enemy main leader's stack
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (st.units()[u].alive && sc.units[u].side != side && sc.typeOf(static_cast<UnitIndex>(u)).mainLeader)
      for (Cell n : board.neighbours(st.units()[u].cell)) nextToLeader.set(n);
  const CellSet own = st.cellsHeldBy(side);
  for (int c = 0; c < board.cellCount(); ++c)
    if (own[static_cast<std::size_t>(c)] && nextToLeader[static_cast<std::size_t>(c)]) {
      const Cell cell = static_cast<Cell>(c);
      const UnitMask there = st.unitsAt(cell);
      const Facing f = st.units()[static_cast<std::size_t>(__builtin_ctzll(there))].facing;
      if (setsUpStrike(st, there, cell, f, std::nullopt)) return setups;
    }
  for (const Action& a : actions) {
    if (a.empty() || (a.front().verb != Verb::Move && a.front().verb != Verb::MoveFree)) continue;
    const auto to = std::find_if(a.begin(), a.end(), [](const Decision& d) { return d.verb == Verb::To; });
    const auto face = std::find_if(a.begin(), a.end(), [](const Decision& d) { return d.verb == Verb::Face; });
    if (to == a.end() || face == a.end() || !nextToLeader[to->arg]) continue;  // a stack joined keeps its facing
    UnitMask group = 0;
    Cell from = kNoCell;
    for (const Decision& d : a) {
      if (d.verb == Verb::From) from = static_cast<Cell>(d.arg);
      if (d.verb == Verb::Take) group |= unitBit(d.arg);
      if (d.verb == Verb::TakeAll) group = st.unitsAt(from);
    }
    const std::optional<CardIndex> spent =
        a.front().verb == Verb::Move ? std::optional(static_cast<CardIndex>(a.front().arg)) : std::nullopt;
    if (group && setsUpStrike(st, group, static_cast<Cell>(to->arg), static_cast<Facing>(face->arg), spent))
      setups.push_back(a);
  }
  return setups;
}

// V1, K4: of the Attack phase's actions (or the targets of an attack
// begun), the attacks by a stack without `side`'s main leader on the enemy
// main leader's stack that win the first round, against a support card,
// at least kStrikeMainLeaderAt of the time (with a support card of its own
// when the side holds one more that can attack, K2); all of `actions` when
// there are none. In a combat the rule fights on against him at such odds
// (the last winner's bonus counted, K3). None of it once a lost round would
// take the side more than half way to losing by losses (canStakeAUnit).
std::vector<Action> struckLeader(const GameState& st, std::vector<Action> actions) {
  const Scenario& sc = st.game().scenario();
  const SideIndex side = st.decidingSide();
  // The card paid for an attack is out of the hand by the time it is valued.
  const auto odds = [&](const GameState& at, const CombatModifiers& m) {
    const int support = attackCards(at, side, std::nullopt) > 0 ? sc.combat.support : 0;
    return roundOdds(m.attackerTotal() + support, m.defenderTotal() + sc.combat.support).attackerWins;
  };
  if (!sc.victoryByMainLeader || !canStakeAUnit(st, side)) return actions;
  if (st.step() == Step::ContinueOrBreak) {
    const Combat& c = st.combat();
    if (holdsMainLeaderOf(st, c.defenderCell, otherSide(side)) && !holdsMainLeaderOf(st, c.attackerCell, side) &&
        odds(st, combatModifiers(st)) >= kStrikeMainLeaderAt)
      std::erase_if(actions, [&](const Action& a) { return a.front().verb != Verb::Continue; });
    return actions;
  }
  const bool choosing = st.step() == Step::Main && st.phase() == Phase::Attack;
  if (!choosing && st.step() != Step::Target) return actions;
  std::vector<Action> strikes;
  for (const Action& a : actions) {
    const auto at = std::find_if(a.begin(), a.end(), [](const Decision& d) { return d.verb == Verb::At; });
    if (at == a.end() || !holdsMainLeaderOf(st, at->arg, otherSide(side))) continue;
    GameState before = st;
    for (auto d = a.begin(); d != at; ++d) before.apply(*d);
    const Cell from = attackOrigin(before);
    if (holdsMainLeaderOf(before, from, side)) continue;
    if (odds(before, attackModifiers(before, from, at->arg)) >= kStrikeMainLeaderAt) strikes.push_back(a);
  }
  return strikes.empty() ? actions : strikes;
}

class Enumerator {
 public:
  Enumerator(SideIndex side, CandidateRules rules) : side_(side), rules_(rules) {}

  void walk(const GameState& st) {
    if (!prefix_.empty() && endsAction(st, prefix_.back(), side_)) {
      out_.push_back(prefix_);
      return;
    }
    switch (st.step()) {
      case Step::Units:
        if (st.pending().group == 0) groups(st);
        else destinations(st);
        return;
      case Step::Facing:
        finish(st, {Verb::Face, static_cast<std::uint8_t>(facingTowardsEnemy(st, st.pending().to, side_))});
        return;
      default: {
        std::vector<Decision> legal = st.legalDecisions();
        if (rules_.discardUnplayableFirst) legal = unplayableFirst(st, std::move(legal));
        if (rules_.playTactics) legal = tacticsPlayed(st, std::move(legal));
        if (rules_.defendMainLeader) legal = defendedLeader(st, std::move(legal));
        if (rules_.spareMainLeader) legal = sparedLeader(st, std::move(legal), side_, rules_.spareRisk);
        for (const Decision& d : legal) finish(st, d);
      }
    }
  }

  std::vector<Action> take() { return std::move(out_); }

 private:
  // Applies `d` to a copy of `st` and walks on.
  void finish(const GameState& st, const Decision& d) {
    GameState next = st;
    next.apply(d);
    prefix_.push_back(d);
    walk(next);
    prefix_.pop_back();
  }

  // How many other units a guarded main leader of the side keeps with him:
  // leaderEscort, or, when enemy units outpace him, the share
  // leaderArmyShare of the side's army if more.
  int wantedEscort(const GameState& st) const {
    if (!mainLeaderOutpaced(st, side_)) return rules_.leaderEscort;
    const Scenario& sc = st.game().scenario();
    const auto army = std::count_if(sc.units.begin(), sc.units.end(), [&](const Unit& u) { return u.side == side_; });
    return std::max(rules_.leaderEscort, static_cast<int>(rules_.leaderArmyShare * static_cast<double>(army)));
  }

  // The whole movable stack, one unit of each type, and each type's units.
  void groups(const GameState& st) {
    const Scenario& sc = st.game().scenario();
    std::map<int, std::vector<UnitIndex>> byType;
    bool takeAll = false;
    UnitMask movable = 0;
    for (const Decision& d : st.legalDecisions()) {
      if (d.verb == Verb::TakeAll) takeAll = true;
      if (d.verb == Verb::Take) {
        byType[sc.units[d.arg].type].push_back(d.arg);
        movable |= unitBit(d.arg);
      }
    }
    std::vector<Action> choices;
    if (takeAll) choices.push_back({{Verb::TakeAll, 0}});
    for (const auto& [type, units] : byType) {
      choices.push_back({{Verb::Take, units.front()}});
      if (units.size() > 1 && (byType.size() > 1 || !takeAll)) {
        Action all;
        for (UnitIndex u : units) all.push_back({Verb::Take, u});
        choices.push_back(all);
      }
    }
    const UnitMask stack = st.unitsAt(st.pending().from);
    UnitMask leaders = 0;
    if (rules_.guardMainLeader && sc.victoryByMainLeader)
      for (UnitMask m = stack; m; m &= m - 1) {
        const auto u = static_cast<UnitIndex>(__builtin_ctzll(m));
        if (sc.typeOf(u).mainLeader) leaders |= unitBit(u);
      }
    const int wanted = leaders ? wantedEscort(st) : 0;
    // A guarded main leader may also go with the units of one other type,
    // and, when more than two must go with him, of two other types.
    if (leaders & movable) {
      const auto leader = static_cast<UnitIndex>(__builtin_ctzll(leaders & movable));
      for (auto a = byType.begin(); a != byType.end(); ++a) {
        if (a->first == sc.units[leader].type) continue;
        Action escorted{{Verb::Take, leader}};
        for (UnitIndex u : a->second) escorted.push_back({Verb::Take, u});
        choices.push_back(escorted);
        if (wanted <= 2) continue;
        for (auto b = std::next(a); b != byType.end(); ++b) {
          if (b->first == sc.units[leader].type) continue;
          Action wider = escorted;
          for (UnitIndex u : b->second) wider.push_back({Verb::Take, u});
          choices.push_back(wider);
        }
      }
    }
    // M1, M2: and with every unit of his stack at least as fast as he is,
    // when they are at least leaderEscort: the escort that does not slow him.
    std::optional<Action> swift;
    if (rules_.swiftEscort && (leaders & movable)) {
      const auto leader = static_cast<UnitIndex>(__builtin_ctzll(leaders & movable));
      const int pace = sc.typeOf(leader).maxMove;
      Action group{{Verb::Take, leader}};
      int fast = 0;
      for (UnitMask m = movable & ~leaders; m; m &= m - 1) {
        const auto u = static_cast<UnitIndex>(__builtin_ctzll(m));
        if (sc.typeOf(u).maxMove >= pace) group.push_back({Verb::Take, u}), ++fast;
      }
      if (fast >= rules_.leaderEscort && fast + 1 < __builtin_popcountll(movable)) {
        swift = group;
        choices.push_back(group);
      }
    }
    for (const Action& group : choices) {
      if (leaders && !(swift && group == *swift)) {
        UnitMask taken = 0;
        for (const Decision& d : group) taken |= d.verb == Verb::TakeAll ? movable : unitBit(d.arg);
        if (!keepsLeaderGuarded(stack, leaders, taken, wanted)) continue;
      }
      GameState next = st;
      bool ok = true;
      for (const Decision& d : group) {
        if (!next.isLegal(d)) {
          ok = false;
          break;
        }
        next.apply(d);
      }
      if (!ok) continue;
      prefix_.insert(prefix_.end(), group.begin(), group.end());
      destinations(next);
      prefix_.resize(prefix_.size() - group.size());
    }
  }

  // Next to an enemy (at most 4), the two nearest others, the farthest.
  void destinations(const GameState& st) {
    const Board& board = st.game().board();
    const std::vector<Cell> enemy = enemyCells(st, side_);
    std::vector<std::pair<int, Cell>> byDistance;
    for (const Decision& d : st.legalDecisions())
      if (d.verb == Verb::To) byDistance.push_back({nearestEnemyDistance(board, enemy, d.arg), d.arg});
    std::stable_sort(byDistance.begin(), byDistance.end());
    const bool movesOnly = st.pending().kind == ActionKind::Move;
    const auto faceAt = [&](Cell c) {
      if (const UnitMask there = st.unitsAt(c)) return st.units()[static_cast<std::size_t>(__builtin_ctzll(there))].facing;
      const Facing face = facingTowards(board, enemy, c);
      return rules_.guardMainLeader ? safestFacing(st, st.pending().group, c, face) : face;
    };
    // V1, K4: whether the group ended in `c` strikes the enemy main leader.
    const auto strikesFrom = [&](Cell c, Facing face) {
      return rules_.strikeMainLeader &&
             setsUpStrike(st, st.pending().group, c, face,
                          st.pending().freeMove ? std::nullopt : std::optional(st.pending().card));
    };
    // M4, K3: a plain move keeps out of the enemy's reach in the river,
    // unless it goes there to strike the enemy main leader.
    const auto perilous = [&](Cell c) {
      return movesOnly && rules_.keepOutOfRiverReach && board.isRiver(c) &&
             riverPeril(st, st.pending().group, c, faceAt(c)) >= kRiverPerilAt && !strikesFrom(c, faceAt(c));
    };
    std::erase_if(byDistance, [&](const std::pair<int, Cell>& d) { return perilous(d.second); });
    // K3-K5: nor where an enemy stack would likely destroy it whole.
    if (movesOnly && rules_.wipePerilAt > 0 && !byDistance.empty()) {
      std::vector<std::pair<Cell, Facing>> ends;
      for (const auto& [distance, cell] : byDistance) ends.push_back({cell, faceAt(cell)});
      const std::vector<double> perils = wipePerils(st, st.pending().group, ends);
      std::vector<std::pair<int, Cell>> safe;
      for (std::size_t i = 0; i < byDistance.size(); ++i)
        if (perils[i] < rules_.wipePerilAt || strikesFrom(ends[i].first, ends[i].second)) safe.push_back(byDistance[i]);
      byDistance = std::move(safe);
    }
    std::vector<Cell> keep;
    int adjacent = 0, others = 0;
    for (const auto& [distance, cell] : byDistance) {
      if (distance <= 1 ? adjacent++ < 4 : others++ < 2) keep.push_back(cell);
    }
    if (!byDistance.empty() && byDistance.back().first > 1 &&
        std::find(keep.begin(), keep.end(), byDistance.back().second) == keep.end())
      keep.push_back(byDistance.back().second);
    // M3: the biggest friendly stack the group can join.
    if (movesOnly && rules_.joinFriends) {
      Cell join = kNoCell;
      int biggest = 0;
      for (const auto& [distance, cell] : byDistance)
        if (const int n = __builtin_popcountll(st.unitsAt(cell)); n > biggest) biggest = n, join = cell;
      if (join != kNoCell && std::find(keep.begin(), keep.end(), join) == keep.end()) keep.push_back(join);
    }
    // V1, B4: where a hunt would least likely kill the main leader moving.
    const UnitMask leaders = movesOnly && (rules_.seekRefuge || rules_.wallMainLeader) ? mainLeadersOf(st, side_) : 0;
    std::optional<std::pair<Cell, Facing>> refuge;
    if (rules_.seekRefuge && (st.pending().group & leaders)) {
      double lowest = 2.0;
      for (auto it = byDistance.rbegin(); it != byDistance.rend(); ++it)
        if (const HuntRefuge r = huntRefuge(st, st.pending().group, st.pending().from, it->second); r.peril < lowest - 1e-9) {
          lowest = r.peril;
          refuge = {it->second, r.facing};
        }
      if (refuge && std::find(keep.begin(), keep.end(), refuge->first) == keep.end()) keep.push_back(refuge->first);
    }
    // V1, M3: the way in to him whose closing helps him most.
    if (rules_.wallMainLeader && leaders && !(st.pending().group & leaders)) {
      const Cell leaderCell = st.units()[static_cast<std::size_t>(__builtin_ctzll(leaders))].cell;
      double lowest = huntPeril(st, side_) - 1e-9;
      Cell wall = kNoCell;
      for (const auto& [distance, cell] : byDistance)
        if (board.distance(cell, leaderCell) == 1 && !st.unitsAt(cell))
          if (const double p = huntPerilAfterWall(st, st.pending().group, st.pending().from, cell); p < lowest)
            lowest = p, wall = cell;
      if (wall != kNoCell && std::find(keep.begin(), keep.end(), wall) == keep.end()) keep.push_back(wall);
    }
    for (Cell c : keep) {
      const Decision to{Verb::To, c};
      if (!movesOnly) {  // a move-then-attack goes on to its target
        finish(st, to);
        continue;
      }
      // A plain move ends with its facing (a stack joined keeps its own):
      // no need to copy the state.
      const UnitMask there = st.unitsAt(c);
      const Facing face = refuge && refuge->first == c ? refuge->second : faceAt(c);
      prefix_.push_back(to);
      if (there) {
        out_.push_back(prefix_);
      } else {
        prefix_.push_back({Verb::Face, static_cast<std::uint8_t>(face)});
        out_.push_back(prefix_);
        prefix_.pop_back();
      }
      prefix_.pop_back();
    }
  }

  SideIndex side_;
  CandidateRules rules_;
  Action prefix_;
  std::vector<Action> out_;
};

// The cost of spending the card that starts an action: the free move costs
// nothing; otherwise a card with more uses (and a longer reach) costs more.
int spendCost(const Game& g, const Decision& first) {
  if (first.verb == Verb::MoveFree) return 0;
  if (argKind(first.verb) != ArgKind::OfCard) return 0;
  const CardDef& card = g.cards()[first.arg];
  int uses = 0;
  for (CardUse u : {CardUse::Move, CardUse::Cross, CardUse::MoveAttack, CardUse::Negate, CardUse::Attack,
                    CardUse::Support, CardUse::Defend})
    uses += cardAllows(card, u) ? 1 : 0;
  const CardRule& rule = g.rule(first.arg);
  const bool restricted = rule.actor || rule.versus || rule.versusInRiver || rule.leaderType >= 0 ||
                          rule.flankOrRear || rule.singleUnit;
  return 100 * uses + 10 * card.value.value_or(0) + (restricted ? 0 : 5);
}

// Of actions that differ only in the card that pays for them, keeps the one
// spending the plainest card.
std::vector<Action> withoutDuplicates(const Game& g, std::vector<Action> all) {
  std::map<std::pair<int, Action>, std::size_t> best;  // (verb class, the rest) -> index
  std::vector<bool> keep(all.size(), true);
  for (std::size_t i = 0; i < all.size(); ++i) {
    const Decision first = all[i].front();
    const bool moves = first.verb == Verb::Move || first.verb == Verb::MoveFree;
    if (!moves && first.verb != Verb::Attack) continue;
    std::pair<int, Action> key{moves ? 0 : 1, Action(all[i].begin() + 1, all[i].end())};
    auto [it, inserted] = best.emplace(key, i);
    if (inserted) continue;
    if (spendCost(g, first) < spendCost(g, all[it->second].front())) {
      keep[it->second] = false;
      it->second = i;
    } else {
      keep[i] = false;
    }
  }
  std::vector<Action> out;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (keep[i]) out.push_back(std::move(all[i]));
  return out;
}

// K2, V1: while a side whose main leader stands holds one card that can
// end a combat with a Defence and no other, it spends that card on
// nothing else (attacks, moves, negates, supports, discards) when
// anything else is left to do.
std::vector<Action> defenceKept(const GameState& st, std::vector<Action> actions) {
  const SideIndex side = st.decidingSide();
  if (!st.game().scenario().victoryByMainLeader || !mainLeadersOf(st, side)) return actions;
  std::optional<CardIndex> only;
  int count = 0;
  for (CardIndex c : st.hand(side))
    if (cardAllows(st.game().cards()[c], CardUse::Defend) && st.game().rule(c).playableBy[side]) only = c, ++count;
  if (count != 1) return actions;
  std::vector<Action> kept;
  for (const Action& a : actions) {
    const Decision& first = a.front();
    if (first.verb != Verb::Defend && argKind(first.verb) == ArgKind::OfCard && first.arg == *only) continue;
    kept.push_back(a);
  }
  return kept.empty() ? actions : kept;
}

}  // namespace

std::vector<Action> actionCandidates(const GameState& st, CandidateRules rules) {
  if (st.isTerminal()) return {};
  Enumerator e(st.decidingSide(), rules);
  e.walk(st);
  std::vector<Action> out = withoutDuplicates(st.game(), e.take());
  if (rules.keepDefence) out = defenceKept(st, std::move(out));
  if (rules.strikeMainLeader) {
    out = struckLeader(st, std::move(out));
    if (std::vector<Action> setups = strikeSetups(st, out); !setups.empty()) out = std::move(setups);
  }
  if (out.empty() && rules.keepOutOfRiverReach) {  // a move begun must end somewhere, the river if need be
    rules.keepOutOfRiverReach = false;
    return actionCandidates(st, rules);
  }
  if (out.empty() && rules.spareMainLeader) {  // a combat begun must go on somehow
    rules.spareMainLeader = false;
    return actionCandidates(st, rules);
  }
  if (out.empty() && rules.guardMainLeader) {  // no action keeps him guarded: any will do
    rules.guardMainLeader = false;
    return actionCandidates(st, rules);
  }
  return out;
}

}  // namespace hydaspes
