// The review of a game: one estimate of Alexander's winning chance at the
// start of every action and at the end, from the deciding side's own
// information; each action's drop for its maker, flagged at 10 points with
// the search's better choice; deterministic for a seed; stoppable.
#include <catch2/catch.hpp>

#include <cmath>

#include "hydaspes/bot/game_review.h"
#include "hydaspes/rng.h"
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

TEST_CASE("Review: a chance per action, drops for their makers, flagged at 10 points with a better choice", "[bot][review]") {
  const Match m = randomMatch(5, 400);
  const GameReview r = reviewGame(m, Budget{40, 0}, 7);
  REQUIRE(r.alexander.size() == m.actions().size() + 1);
  REQUIRE(r.actions.size() == m.actions().size());
  for (double v : r.alexander) {
    CHECK(v >= 0.0);
    CHECK(v <= 1.0);
  }
  if (m.state().isTerminal()) CHECK(r.alexander.back() == (*m.state().winner() == 0 ? 1.0 : 0.0));
  int flagged = 0;
  for (const ReviewedAction& a : r.actions) {
    const double atStart = r.alexander[a.action], atEnd = r.alexander[a.action + 1];
    CHECK(a.maker == m.actions()[a.action].maker);
    CHECK(a.before == Approx(a.maker == 0 ? atStart : 1 - atStart));
    CHECK(a.after == Approx(a.maker == 0 ? atEnd : 1 - atEnd));
    CHECK(a.flagged() == (a.hadChoice && a.before - a.after >= 0.10));
    CHECK(a.better.empty() == !a.hadChoice);  // the search's choice where the action began
    flagged += a.flagged();
  }
  CHECK(flagged > 0);  // random play blunders
  // The same seed, the same review.
  const GameReview again = reviewGame(m, Budget{40, 0}, 7);
  CHECK(again.alexander == r.alexander);
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
