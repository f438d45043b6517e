// The default policy and playouts (playout.h).
#include "hydaspes/bot/playout.h"

#include "hydaspes/bot/action_candidates.h"
#include "hydaspes/bot/evaluation.h"

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
}  // namespace

Decision defaultPolicyDecision(const GameState& st, Rng& rng) {
  const std::vector<Decision> legal = st.legalDecisions();
  const Scenario& sc = st.game().scenario();
  switch (st.step()) {
    case Step::Facing:
      return {Verb::Face, static_cast<std::uint8_t>(facingTowardsEnemy(st, st.pending().to, st.activeSide()))};
    case Step::Units: {
      const auto tos = withVerb(legal, Verb::To);
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
    case Step::ContinueOrBreak:
      if (st.combat().lastWinner == st.activeSide() || rng.below(10) < 3) return {Verb::Continue, 0};
      return {Verb::BreakOff, 0};
    default: break;
  }
  return pick(legal, rng);
}

double playout(GameState& st, Rng& rng, int turns, const ExposureWeights& weights) {
  const int lastTurn = st.turn() + turns;
  while (!st.isTerminal() && st.turn() <= lastTurn) st.apply(defaultPolicyDecision(st, rng));
  return evaluate(st, 0, weights);
}

}  // namespace hydaspes
