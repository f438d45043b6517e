// The review of a game: one estimate of Alexander's winning chance at the
// start of every action and at the end, from the deciding side's own
// information; each action played weighed against the search's best choice
// in the same search, flagged at 10 points with the better choice (a
// winning attack passed over is); deterministic for a seed; stoppable.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "hydaspes/action_text.h"
#include "hydaspes/bot/game_review.h"
#include "hydaspes/bot/search_analysis.h"
#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/bot/world_sampler.h"
#include "hydaspes/lesson.h"
#include "hydaspes/rng.h"
#include "hydaspes/world_sample.h"
#include "test_support.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {
// A random game of `seed`, played through Match one decision at a time.
Match randomMatch(std::uint64_t seed, std::size_t maxDecisions) {
  SavedGame opening;
  opening.scenario = bundledScenarioJson();
  opening.cards = bundledCardsJson();
  opening.seed = seed;
  Match m(bundledGame(), opening, UndoPolicy::Anything);
  Rng pick(seed * 3 + 1);
  while (!m.state().isTerminal() && m.decisionCount() < maxDecisions) {
    const auto legal = m.state().legalDecisions();
    REQUIRE(m.commit({legal[pick.below(static_cast<std::uint32_t>(legal.size()))]}).ok());
  }
  return m;
}
}  // namespace

TEST_CASE("Review: a chance per action for the chart, the actions played weighed against the best in one search", "[bot][review]") {
  const Match m = randomMatch(5, 400);
  const GameReview r = reviewGame(m, Budget{40, 0}, 7);
  REQUIRE(r.alexander.size() == m.actions().size() + 1);
  REQUIRE(r.actions.size() == m.actions().size());
  for (double v : r.alexander) {
    CHECK(v >= 0.0);
    CHECK(v <= 1.0);
  }
  if (m.state().isTerminal()) CHECK(r.alexander.back() == (*m.state().winner() == 0 ? 1.0 : 0.0));
  int weighed = 0;
  for (const ReviewedAction& a : r.actions) {
    CHECK(a.maker == m.actions()[a.action].maker);
    if (!a.hadChoice) {
      CHECK_FALSE(a.flagged());  // one way only, or not weighed: never a mistake
      continue;
    }
    ++weighed;
    // The best choice's chance is the chart's point where the action began.
    const double atStart = r.alexander[a.action];
    CHECK(a.before == Approx(a.maker == 0 ? atStart : 1 - atStart));
    CHECK_FALSE(a.better.empty());
  }
  CHECK(weighed >= 10);  // many of a game's actions are real choices, weighed by the search
  // The same seed, the same review.
  const GameReview again = reviewGame(m, Budget{40, 0}, 7);
  CHECK(again.alexander == r.alexander);
}

TEST_CASE("Review: ending the phase instead of the attack that wins is flagged, the attack named as better", "[bot][review]") {
  // Lesson 8's position: Routed from c2 on Porus in the river at c3 wins.
  Lesson lesson = loadLesson(defaultLessonDir() + "/08-winning.json");
  lesson.dice.clear();  // the search's worlds roll their own dice; so does this game
  const SavedGame opening = lessonOpening(lesson);
  Match m(gameOfSave(opening, lesson.file), opening, UndoPolicy::Anything);
  REQUIRE(m.commit({parse(m.game(), "end")}).ok());  // no attack
  const GameReview r = reviewGame(m, Budget{800, 0}, 3, [](std::size_t done, std::size_t) { return done < 2; });
  REQUIRE_FALSE(r.actions.empty());
  const ReviewedAction& a = r.actions.front();
  CHECK(a.maker == 0);
  REQUIRE(a.hadChoice);
  CHECK(a.flagged());
  CHECK(a.drop() >= 0.10);
  CHECK(a.better.find("Routed") != std::string::npos);
}

TEST_CASE("Review: progress is reported and a false answer stops it", "[bot][review]") {
  const Match m = randomMatch(9, 120);
  std::size_t calls = 0, total = 0;
  const GameReview r = reviewGame(m, Budget{10, 0}, 1, [&](std::size_t done, std::size_t all) {
    ++calls;
    total = all;
    CHECK(done == calls);
    return done < 3;
  });
  CHECK(total == m.actions().size() + 1);
  CHECK(calls == 3);
  CHECK(r.alexander.size() == 3);
  CHECK(r.actions.size() == 2);
}

TEST_CASE("Review: the better choice is also given as decisions, legal where the action began, their summary the better text",
          "[bot][review]") {
  int named = 0;
  for (const std::uint64_t seed : {5ULL, 11ULL}) {
    const Match m = randomMatch(seed, 300);
    const GameReview r = reviewGame(m, Budget{30, 0}, seed + 2);
    REQUIRE(r.actions.size() == m.actions().size());
    for (const ReviewedAction& a : r.actions) {
      INFO("action " << a.action << ", decision " << a.first << ": " << a.better);
      REQUIRE(a.better.empty() == a.betterAction.empty());
      if (a.betterAction.empty()) continue;
      ++named;
      // Legal from the state at the action's first decision, one by one.
      GameState st = m.timeline().at(a.first);
      for (const Decision& d : a.betterAction) {
        REQUIRE_FALSE(st.isTerminal());
        REQUIRE(st.isLegal(d));
        st.apply(d);
      }
      CHECK(describeAction(m.timeline().at(a.first), a.betterAction).summary == a.better);
    }
  }
  CHECK(named >= 20);
}

TEST_CASE("H1 Review: each action is judged from its maker's information only, never the other hand or the deck",
          "[bot][review][hidden]") {
  // The review's figures for an action must be what the search finds in any
  // world the maker cannot tell from the true one: its own hand, what it was
  // shown, the sizes of the hidden piles. Each action's search is seeded
  // `seed + action` (reviewGame), so another such world gives the same
  // numbers exactly, unless the review looked at what the maker could not see.
  const std::uint64_t reviewSeed = 13;
  const Budget budget{30, 0};
  int compared = 0, hiddenDiffers = 0;
  for (const std::uint64_t seed : {3ULL, 21ULL}) {
    const Match m = randomMatch(seed, 350);
    const GameReview r = reviewGame(m, budget, reviewSeed);
    REQUIRE(r.actions.size() == m.actions().size());
    GameState st = m.timeline().at(0);
    const GamePtr game = st.gamePtr();
    std::vector<SeatKnowledge> knowledge = knowledgeOf(st);
    Rng other(seed + 500);
    std::size_t at = 0;
    for (std::size_t i = 0; i < m.actions().size(); ++i) {
      for (; at < m.actions()[i].first; ++at) {
        const Decision& d = m.timeline().step(at).decision;
        playKnown(st, knowledge, d);
      }
      const SideIndex maker = st.decidingSide();
      REQUIRE(maker == m.actions()[i].maker);
      const BotInformation& info = knowledge[maker].information();
      const GameState alt = worldFromObservation(game, info.observation, sampleHidden(info, other), other.next());
      REQUIRE(alt.observe(maker) == st.observe(maker));
      hiddenDiffers += alt.hand(otherSide(maker)) != st.hand(otherSide(maker)) || alt.deck() != st.deck() ? 1 : 0;
      BotInformation altInfo = info;
      altInfo.observation = alt.observe(maker);
      // The action played, which the review weighs however little the search thinks of it.
      std::vector<Decision> played;
      for (std::size_t k = m.actions()[i].first; k < m.actions()[i].end; ++k) played.push_back(m.timeline().step(k).decision);
      const auto samePlay = [&](const Action& c) {
        const std::size_t n = std::min(c.size(), played.size());
        return n > 0 && std::equal(c.begin(), c.begin() + static_cast<std::ptrdiff_t>(n), played.begin());
      };
      const SearchAnalysis a = analyseChoices(altInfo, budget, reviewSeed + i, {}, AlsoWeigh{samePlay, 8});
      if (a.choices.empty() || a.choices.front().visits == 0) continue;  // one way only: nothing searched
      INFO("seed " << seed << ", action " << i << " at decision " << at);
      const double best = a.choices.front().winChance;
      CHECK(r.alexander[i] == (maker == 0 ? best : 1 - best));
      const ReviewedAction& reviewed = r.actions[i];
      CHECK(reviewed.better == describeAction(st, a.choices.front().action).summary);
      if (reviewed.hadChoice) {
        CHECK(reviewed.before == best);
        // The played action's figure is the other world's too: the first
        // choice that it begins with, or that begins with it.
        const auto same =
            std::find_if(a.choices.begin(), a.choices.end(), [&](const ChoiceEstimate& c) { return samePlay(c.action); });
        REQUIRE(same != a.choices.end());
        CHECK(reviewed.after == same->winChance);
      }
      ++compared;
    }
  }
  CHECK(compared >= 40);
  CHECK(hiddenDiffers >= compared * 9 / 10);
}
