#include "hydaspes/bot/random_bot.h"

#include "hydaspes/bot/world_sampler.h"

namespace hydaspes {

Action RandomBot::choose(const BotInformation& info, Budget) {
  Rng rng(searchSeed(seed_, info));
  // The steps of one's own action depend on nothing hidden, so any
  // consistent world walks them as the real game does.
  GameState world = sampleWorld(info, rng);
  const SideIndex me = info.seat();
  Action action;
  for (;;) {
    const auto legal = world.legalDecisions();
    const Decision d = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    world.apply(d);
    action.push_back(d);
    if (endsAction(world, d, me)) return action;
  }
}

}  // namespace hydaspes
