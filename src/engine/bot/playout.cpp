// The default policy and playouts (playout.h).
#include "hydaspes/bot/playout.h"

#include <optional>
#include <utility>

#include "hydaspes/bot/action_candidates.h"
#include "hydaspes/bot/evaluation.h"
#include "hydaspes/facing.h"

namespace hydaspes {

namespace {
Decision pick(const std::vector<Decision>& from, Rng& rng) {
  return from[rng.below(static_cast<std::uint32_t>(from.size()))];
}

std::vector<Decision> withVerb(const std::vector<Decision>& legal, Verb v) {
  std::vector<Decision> out;
  for (const Decision& d : legal)
    if (d.verb == v) out.push_back(d);
  return out;
}

// K1, K5: of the legal targets (At), the one an attack from `from` is worth
// most against (attackValue: the main leader's stack when a round may win
// the game); the first of the best, or nothing when there is no target.
std::optional<std::pair<Decision, double>> bestTarget(const GameState& st, const std::vector<Decision>& legal, Cell from) {
  std::optional<std::pair<Decision, double>> best;
  for (const Decision& d : legal) {
    if (d.verb != Verb::At) continue;
    const double v = attackValue(st, from, d.arg);
    if (!best || v > best->second) best = {d, v};
  }
  return best;
}

// Of the legal sources (From) of a plain attack, the one whose best target
// is worth most, with that worth; nothing when none has a target.
std::optional<std::pair<Decision, double>> bestSource(const GameState& st, const std::vector<Decision>& legal) {
  std::optional<std::pair<Decision, double>> best;
  for (const Decision& d : legal) {
    if (d.verb != Verb::From) continue;
    GameState next = st;
    next.apply(d);
    if (next.step() != Step::Target) continue;
    if (const auto t = bestTarget(next, next.legalDecisions(), d.arg); t && (!best || t->second > best->second))
      best = {d, t->second};
  }
  return best;
}

// V1, K11: where a move of the side to decide may end next to the enemy
// main leader's stack, the destination in his rear, else his flank, else
// his front; nothing when none is.
std::optional<Decision> chaseDestination(const GameState& st, const std::vector<Decision>& tos) {
  const Scenario& sc = st.game().scenario();
  if (!sc.victoryByMainLeader || tos.empty()) return std::nullopt;
  const SideIndex enemy = otherSide(st.activeSide());
  std::optional<std::size_t> leader;
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (st.units()[u].alive && sc.units[u].side == enemy && sc.typeOf(static_cast<UnitIndex>(u)).mainLeader) leader = u;
  if (!leader) return std::nullopt;
  const Board& b = st.game().board();
  const Cell at = st.units()[*leader].cell;
  const Facing facing = st.units()[*leader].facing;
  std::optional<Decision> best;
  int bestRank = -1;
  for (const Decision& d : tos) {
    const auto cell = static_cast<Cell>(d.arg);
    if (b.distance(cell, at) != 1) continue;
    const auto towards = b.lineDirection(at, cell);
    const Sector sector = towards ? sectorOf(facing, *towards) : Sector::Front;
    const int rank = sector == Sector::Rear ? 2 : sector == Sector::Flank ? 1 : 0;
    if (rank > bestRank) best = d, bestRank = rank;
  }
  return best;
}

// K1: in the Attack phase, the card of the attack worth most (its best
// source and target, attackValue), when one is worth making; otherwise the
// end of the phase, or now and then a move-then-attack.
Decision attackOrEnd(const GameState& st, const std::vector<Decision>& legal, Rng& rng) {
  std::optional<Decision> best, end;
  std::vector<Decision> moveAttacks;
  double bestValue = 0.0;
  for (const Decision& d : legal) {
    if (d.verb == Verb::End) end = d;
    if (d.verb != Verb::Attack) continue;
    GameState next = st;
    next.apply(d);
    if (next.step() != Step::Source || next.pending().kind != ActionKind::Attack) {
      moveAttacks.push_back(d);
      continue;
    }
    if (const auto s = bestSource(next, next.legalDecisions()); s && s->second > bestValue) {
      best = d;
      bestValue = s->second;
    }
  }
  if (best) return *best;
  if (!moveAttacks.empty() && (!end || rng.below(4) == 0)) return pick(moveAttacks, rng);
  return end ? *end : pick(legal, rng);
}
}  // namespace

Decision defaultPolicyDecision(const GameState& st, Rng& rng, double chase) {
  const std::vector<Decision> legal = st.legalDecisions();
  const Scenario& sc = st.game().scenario();
  switch (st.step()) {
    case Step::Facing:
      return {Verb::Face, static_cast<std::uint8_t>(facingTowardsEnemy(st, st.pending().to, st.activeSide()))};
    case Step::Units: {
      const auto tos = withVerb(legal, Verb::To);
      // A person hunts the main leader (docs/computer-opponent.md, chase).
      if (chase > 0 && !tos.empty() && rng.below(1000) < chase * 1000)
        if (const auto next = chaseDestination(st, tos)) return *next;
      if (!tos.empty() && (tos.size() == legal.size() || rng.below(10) < 8)) return pick(tos, rng);
      const auto all = withVerb(legal, Verb::TakeAll);
      if (!all.empty() && rng.below(2) == 0) return all.front();
      break;
    }
    case Step::Casualty: {
      Decision best = legal.front();
      int bestRank = -1;
      for (const Decision& d : legal) {
        const UnitType& t = sc.typeOf(d.arg);
        const int rank = t.mainLeader ? 2 : t.maxMove >= 5 ? 1 : 0;
        if (rank > bestRank) best = d, bestRank = rank;
      }
      return best;
    }
    case Step::Main:
      if (st.phase() == Phase::Attack) return attackOrEnd(st, legal, rng);
      break;
    // An attack goes where it is worth most; one on the enemy main leader's
    // stack, which a won round ends in victory (V1, K4), is supported, and
    // that stack is defended with a Defence card, else supported (K2).
    case Step::Source:
      if (st.pending().kind == ActionKind::Attack)
        if (const auto s = bestSource(st, legal)) return s->first;
      break;
    case Step::Target:
      if (const auto t = bestTarget(st, legal, attackOrigin(st))) return t->first;
      break;
    case Step::AttackerSupport:
      if (holdsMainLeaderOf(st, st.combat().defenderCell, otherSide(st.decidingSide())))
        if (const auto support = withVerb(legal, Verb::Support); !support.empty()) return pick(support, rng);
      break;
    case Step::DefenderResponse:
      if (holdsMainLeaderOf(st, st.combat().defenderCell, st.decidingSide())) {
        if (const auto defend = withVerb(legal, Verb::Defend); !defend.empty()) return defend.front();
        if (const auto support = withVerb(legal, Verb::Support); !support.empty()) return pick(support, rng);
      }
      break;
    case Step::ContinueOrBreak:
      if (st.combat().lastWinner == st.activeSide() || rng.below(10) < 3) return {Verb::Continue, 0};
      return {Verb::BreakOff, 0};
    default: break;
  }
  return pick(legal, rng);
}

double playout(GameState& st, Rng& rng, int turns, const ExposureWeights& weights, double chase) {
  const int lastTurn = st.turn() + turns;
  while (!st.isTerminal() && st.turn() <= lastTurn) st.apply(defaultPolicyDecision(st, rng, chase));
  return evaluate(st, 0, weights);
}

}  // namespace hydaspes
