// The search's analysis behind a hint: the choices it weighed, best first,
// with winning chances and intervals; its best is the bot's own action; and
// it depends only on what the seat may know (H1).
#include <algorithm>
#include <cmath>
#include <stop_token>

#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/bot/ismcts_bot.h"
#include "hydaspes/bot/search_analysis.h"
#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/bot/world_sampler.h"
#include "hydaspes/world_sample.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

TEST_CASE("bot analysis: Wilson intervals hold the estimate and narrow with visits", "[bot][hint]") {
  const auto [lo10, hi10] = wilsonInterval(7, 10);
  CHECK(lo10 < 0.7);
  CHECK(hi10 > 0.7);
  const auto [lo1000, hi1000] = wilsonInterval(700, 1000);
  CHECK(lo1000 > lo10);
  CHECK(hi1000 < hi10);
  CHECK(hi1000 - lo1000 < 0.06);
  CHECK(wilsonInterval(0, 0) == std::pair<double, double>{0.0, 1.0});
}

TEST_CASE("H1 bot analysis: the best choice is the bot's action, the estimates are sane, the other hand is never used",
          "[bot][hint][hidden]") {
  const GamePtr game = bundledGame();
  const Budget budget{60, 0};
  int analysed = 0;
  for (std::uint64_t seed = 1; analysed < 40; ++seed) {
    GameState st = GameState::newGame(game, seed);
    std::vector<SeatKnowledge> knowledge = knowledgeOf(st);
    Rng play(seed), other(seed + 77);
    while (!st.isTerminal() && st.turn() <= 6 && analysed < 40) {
      const SideIndex seat = st.decidingSide();
      const BotInformation& info = knowledge[seat].information();
      if (actionCandidates(st).size() > 1) {
        const SearchAnalysis a = analyseChoices(info, budget, 9);
        REQUIRE_FALSE(a.choices.empty());
        CHECK(a.iterations == budget.iterations);
        IsmctsBot bot(9);
        CHECK(a.choices.front().action == bot.choose(info, budget));
        for (std::size_t i = 0; i < a.choices.size(); ++i) {
          const ChoiceEstimate& c = a.choices[i];
          CHECK(c.winChance >= 0);
          CHECK(c.winChance <= 1);
          CHECK(c.low <= c.winChance + 1e-9);
          CHECK(c.high >= c.winChance - 1e-9);
          if (i > 0) CHECK(a.choices[i - 1].visits >= c.visits);
          GameState copy = st;
          CHECK_NOTHROW(applyAction(copy, c.action));
        }
        CHECK(a.otherCanNegate >= 0);
        CHECK(a.otherCanNegate <= 1);
        // Another world the seat cannot tell from this one: the same analysis.
        const GameState alt = worldFromObservation(game, info.observation, sampleHidden(info, other), other.next());
        BotInformation altInfo = info;
        altInfo.observation = alt.observe(seat);
        const SearchAnalysis b = analyseChoices(altInfo, budget, 9);
        REQUIRE(b.choices.size() == a.choices.size());
        for (std::size_t i = 0; i < a.choices.size(); ++i) {
          CHECK(b.choices[i].action == a.choices[i].action);
          CHECK(b.choices[i].winChance == a.choices[i].winChance);
        }
        CHECK(b.otherCanNegate == a.otherCanNegate);
        ++analysed;
      }
      const auto legal = st.legalDecisions();
      const Decision d = legal[play.below(static_cast<std::uint32_t>(legal.size()))];
      playKnown(st, knowledge, d);
    }
  }
  CHECK(analysed == 40);
}

TEST_CASE("a search asked to stop ends at once with one of its candidates", "[bot]") {
  const GamePtr game = bundledGame();
  GameState st = GameState::newGame(game, 5);
  const std::vector<SeatKnowledge> knowledge = knowledgeOf(st);
  const BotInformation& info = knowledge[static_cast<std::size_t>(st.decidingSide())].information();
  std::stop_source source;
  source.request_stop();
  Budget budget{100000000, 0, source.get_token()};  // without the stop: hours
  for (const char* spec : {"ismcts", "ismcts:halving=0", "ismcts:halving=32,depth=1", "ismcts:halving=8,time=3600", "flatmc"}) {
    INFO(spec);
    const BotSpec bot = parseBotSpec(spec);
    const std::vector<Action> candidates = actionCandidates(st, bot.searchConfig().candidates);
    const Action a = makeBot(bot, 1)->choose(info, budget);
    CHECK(std::find(candidates.begin(), candidates.end(), a) != candidates.end());
  }
  CHECK(analyseChoices(info, budget, 1).iterations == 0);
}

namespace {
double logit(double p) { return std::log(p / (1 - p)); }
}  // namespace

// One iteration values one leaf, the same leaf whatever the contempt (the
// priors and the playout do not depend on it): its value for the seat moves
// by exactly the contempt in logits, unless the playout ended the game.
TEST_CASE("contempt moves the searching seat's leaf values by its logits, whichever side it plays", "[bot]") {
  const GamePtr game = bundledGame();
  const Budget one{1, 0};
  SearchConfig plain, proud, humble;
  proud.contempt = 2;
  humble.contempt = -1.5;
  int checked[2] = {0, 0}, ended = 0;
  for (std::uint64_t seed = 1; checked[0] < 10 || checked[1] < 10; ++seed) {
    GameState st = GameState::newGame(game, seed);
    std::vector<SeatKnowledge> knowledge = knowledgeOf(st);
    Rng play(seed);
    while (!st.isTerminal() && st.turn() <= 6) {
      const SideIndex seat = st.decidingSide();
      if (checked[seat] < 10 && actionCandidates(st).size() > 1) {
        const BotInformation& info = knowledge[seat].information();
        const SearchAnalysis a = analyseChoices(info, one, 3, plain);
        const SearchAnalysis b = analyseChoices(info, one, 3, proud);
        const SearchAnalysis c = analyseChoices(info, one, 3, humble);
        REQUIRE(a.choices.front().visits == 1);
        REQUIRE(b.choices.front().action == a.choices.front().action);
        REQUIRE(c.choices.front().action == a.choices.front().action);
        const double v = a.choices.front().winChance;
        INFO("seed " << seed << " seat " << int(seat) << " plain value " << v);
        if (v > 0 && v < 1) {
          CHECK(logit(b.choices.front().winChance) - logit(v) == Approx(2.0));
          CHECK(logit(c.choices.front().winChance) - logit(v) == Approx(-1.5));
          ++checked[seat];
        } else {  // a won or lost game is worth what it is
          CHECK(b.choices.front().winChance == v);
          ++ended;
        }
      }
      const auto legal = st.legalDecisions();
      playKnown(st, knowledge, legal[play.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  WARN("contempt: " << checked[0] + checked[1] << " leaves moved, " << ended << " ended games left alone");
}
