#include "hydaspes/bot/flat_mc_bot.h"

#include "hydaspes/bot/evaluation.h"
#include "hydaspes/bot/playout.h"
#include "hydaspes/bot/world_sampler.h"
#include "search_clock.h"

namespace hydaspes {

Action FlatMcBot::choose(const BotInformation& info, Budget budget) {
  const std::uint64_t seed = searchSeed(seed_, info);
  Rng rng(seed);
  const SideIndex me = info.seat();
  const ExposureWeights weights = exposureWeightsOf(me, config_.ownExposureWeight, config_.exposureWeight, config_.shelterWeight, config_.huntWeight);
  // One's own candidates depend on nothing hidden: any world lists them.
  const std::vector<Action> candidates = actionCandidates(sampleWorld(info, rng), config_.candidates);
  if (candidates.size() == 1) return candidates.front();
  if (auto loose = randomChoice(candidates, config_.randomShare, seed)) return *loose;
  std::vector<double> total(candidates.size(), 0.0);
  std::vector<int> tries(candidates.size(), 0);
  const SearchClock clock(budget);
  for (int i = 0; clock.more(i); ++i) {
    const std::size_t k = static_cast<std::size_t>(i) % candidates.size();
    GameState world = sampleWorld(info, rng);
    applyAction(world, candidates[k]);
    const double v0 = playout(world, rng, config_.playoutTurns, weights, config_.playoutChase);
    total[k] += me == 0 ? v0 : 1.0 - v0;
    ++tries[k];
  }
  std::size_t best = 0;
  double bestMean = -1;
  for (std::size_t k = 0; k < candidates.size(); ++k) {
    const double mean = tries[k] ? total[k] / tries[k] : 0.0;
    if (mean > bestMean) best = k, bestMean = mean;
  }
  return candidates[best];
}

}  // namespace hydaspes
