// Sequential halving with each candidate's prior weighed as playouts
// (SearchConfig::halvingPrior, `prior=`): the mean that ranks a candidate
// counts its prior, the evaluation of where it leads, as that many more
// playouts. Weighed heavily, the prior decides wherever it is clear.
#include <algorithm>

#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/bot/evaluation.h"
#include "hydaspes/bot/ismcts_bot.h"
#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/bot/world_sampler.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

TEST_CASE("bot halving: a prior weighed as many playouts plays the candidate the evaluation clearly prefers", "[bot]") {
  const GamePtr game = bundledGame();
  const BotSpec heavy = parseBotSpec("ismcts:prior=1000,iterations=64,contempt=0");
  const SearchConfig config = heavy.searchConfig();
  REQUIRE(config.halvingPrior == 1000);
  REQUIRE(config.halvingWidth > 0);
  constexpr std::uint64_t kBotSeed = 5;
  int clear = 0, differ = 0;
  for (std::uint64_t seed = 1; clear < 30 && seed <= 200; ++seed) {
    GameState st = GameState::newGame(game, seed);
    std::vector<SeatKnowledge> knowledge = knowledgeOf(st);
    Rng play(seed);
    while (!st.isTerminal() && st.turn() <= 10 && clear < 30) {
      const SideIndex seat = st.decidingSide();
      const BotInformation& info = knowledge[seat].information();
      // The candidates and the world the search ranks them in, drawn as the
      // bot draws them from its seed: its first world lists them, its second
      // gives each its prior.
      Rng rng(searchSeed(kBotSeed, info));
      const std::vector<Action> own = actionCandidates(sampleWorld(info, rng), config.candidates);
      if (own.size() > 1) {
        const GameState first = sampleWorld(info, rng);
        const ExposureWeights weights = exposureWeightsOf(seat, config.ownExposureWeight, config.exposureWeight, config.shelterWeight);
        std::vector<std::pair<double, std::size_t>> priors;
        for (std::size_t i = 0; i < own.size(); ++i) {
          GameState after = first;
          applyAction(after, own[i]);
          priors.emplace_back(evaluate(after, seat, weights), i);
        }
        std::stable_sort(priors.begin(), priors.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        // 64 playouts move a mean weighed with 1,000 at the prior by 0.06 at most.
        if (priors[0].first - priors[1].first > 0.07) {
          const Action chosen = IsmctsBot(kBotSeed, config).choose(info, heavy.budget());
          INFO("seed " << seed << " turn " << st.turn() << " step " << stepName(st.step()));
          CHECK(chosen == own[priors[0].second]);
          SearchConfig plain = config;
          plain.halvingPrior = 0;
          differ += IsmctsBot(kBotSeed, plain).choose(info, heavy.budget()) != chosen ? 1 : 0;
          ++clear;
        }
      }
      const auto legal = st.legalDecisions();
      playKnown(st, knowledge, legal[play.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(clear >= 30);
  CHECK(differ > 0);  // without the prior, the playouts alone choose otherwise somewhere
}
