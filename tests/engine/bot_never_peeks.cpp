// H1: a bot's action depends only on what its seat may know. With its seed
// fixed, replacing the other hand and the deck order (and the generator) by
// any other assignment consistent with that knowledge changes nothing.
#include <chrono>

#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/bot/ismcts_bot.h"
#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/bot/world_sampler.h"
#include "hydaspes/world_sample.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

TEST_CASE("H1 the bot never peeks: other hidden cards consistent with its knowledge give the same action",
          "[bot][hidden]") {
  const auto start = std::chrono::steady_clock::now();
  const GamePtr game = bundledGame();
  // The settings the bot plays with, with playouts of one turn for speed.
  SearchConfig config = parseBotSpec("ismcts").searchConfig();
  config.playoutTurns = 1;
  IsmctsBot bot(42, config);
  // Enough for sequential halving's rounds: 6 candidates, then 3, then 2.
  const Budget budget{12, 0};
  const int wanted = walkLength(10000);
  int positions = 0, searched = 0, hiddenDiffers = 0;
  for (std::uint64_t seed = 1; positions < wanted; ++seed) {
    GameState st = GameState::newGame(game, seed);
    std::vector<SeatKnowledge> knowledge = knowledgeOf(st);
    Rng play(seed), other(seed + 1000);
    while (!st.isTerminal() && st.turn() <= 80 && positions < wanted) {
      const SideIndex seat = st.decidingSide();
      const BotInformation& info = knowledge[seat].information();
      // Another world the seat cannot tell from the true one.
      const GameState alt = worldFromObservation(game, info.observation, sampleHidden(info, other), other.next());
      REQUIRE(alt.observe(seat) == st.observe(seat));
      BotInformation altInfo = info;
      altInfo.observation = alt.observe(seat);
      hiddenDiffers += alt.hand(otherSide(seat)) != st.hand(otherSide(seat)) || alt.deck() != st.deck() ? 1 : 0;

      const Action chosen = bot.choose(info, budget);
      INFO("seed " << seed << " turn " << st.turn() << " step " << stepName(st.step()));
      REQUIRE(bot.choose(altInfo, budget) == chosen);
      GameState altAfter = alt;
      CHECK_NOTHROW(applyAction(altAfter, chosen));  // as legal in the other world
      searched += actionCandidates(st).size() > 1 ? 1 : 0;
      ++positions;

      // The game goes on by random decisions, each seat told what it sees.
      const auto legal = st.legalDecisions();
      const Decision d = legal[play.below(static_cast<std::uint32_t>(legal.size()))];
      playKnown(st, knowledge, d);
    }
  }
  CHECK(positions == wanted);
  CHECK(searched > wanted / 5);            // most of them a real choice
  CHECK(hiddenDiffers > wanted * 9 / 10);  // and a really different world
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  WARN("never-peeks: " << positions << " positions (" << searched << " searched) in " << seconds << " s");
}
