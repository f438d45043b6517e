// The replay timeline: any position of a recorded game, in any order, equals
// the state reached by playing the record from the start.
#include <catch2/catch.hpp>

#include "hydaspes/load_error.h"
#include "hydaspes/notation.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/saved_game.h"
#include "test_support.h"

using namespace hydaspes;

namespace {

// A random complete game: its opening and every state along it.
struct RecordedGame {
  std::vector<Decision> decisions;
  std::vector<GameState> states;  // states[n] is the state after n decisions
};

RecordedGame randomGame(std::uint64_t seed) {
  RecordedGame g;
  GameState st = GameState::newGame(test::bundledGame(), seed);
  Rng chooser(seed * 7 + 1);
  g.states.push_back(st);
  while (!st.isTerminal() && g.decisions.size() < 5000) {
    const auto legal = st.legalDecisions();
    const Decision d = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
    st.apply(d);
    g.decisions.push_back(d);
    g.states.push_back(st);
  }
  return g;
}

}  // namespace

TEST_CASE("replay: every position equals the state played from the start", "[replay]") {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    const RecordedGame g = randomGame(seed);
    const ReplayTimeline timeline(g.states.front(), g.decisions, 16);
    REQUIRE(timeline.size() == g.decisions.size());
    // Forwards, backwards and scattered.
    for (std::size_t n = 0; n <= timeline.size(); ++n) REQUIRE(timeline.at(n) == g.states[n]);
    for (std::size_t n = timeline.size() + 1; n-- > 0;) REQUIRE(timeline.at(n).hash() == g.states[n].hash());
    Rng jumps(seed);
    for (int i = 0; i < 200; ++i) {
      const std::size_t n = jumps.below(static_cast<std::uint32_t>(timeline.size() + 1));
      REQUIRE(timeline.at(n) == g.states[n]);
    }
    for (std::size_t i = 0; i < timeline.size(); ++i) REQUIRE(timeline.step(i).hashAfter == g.states[i + 1].hash());
    CHECK(timeline.at(timeline.size() + 10) == g.states.back());
  }
}

TEST_CASE("replay: steps keep the dice and draws each decision revealed", "[replay]") {
  const RecordedGame g = randomGame(4);
  const ReplayTimeline timeline(g.states.front(), g.decisions);
  int rolls = 0;
  int draws = 0;
  for (const auto& step : timeline.steps()) {
    for (const auto& e : step.events) {
      if (e.kind == EventKind::Rolled) ++rolls;
      if (e.kind == EventKind::Drew) ++draws;
    }
  }
  CHECK(rolls > 0);
  CHECK(draws > 0);
  for (std::size_t i = 0; i < timeline.size(); ++i) CHECK(timeline.step(i).decider == g.states[i].decidingSide());
}

TEST_CASE("replay: landmarks find turns, phases and combats both ways", "[replay]") {
  const RecordedGame g = randomGame(5);
  const ReplayTimeline timeline(g.states.front(), g.decisions);
  // Walk forwards turn by turn: each landmark starts a new turn.
  std::size_t pos = 0;
  int turns = 0;
  while (auto n = timeline.next(pos, Landmark::Turn)) {
    REQUIRE(*n > pos);
    CHECK(g.states[*n].turn() != g.states[*n - 1].turn());
    for (std::size_t p = pos + 1; p < *n; ++p) CHECK(g.states[p].turn() == g.states[pos + 1].turn());
    pos = *n;
    ++turns;
  }
  CHECK(turns == g.states.back().turn() - g.states.front().turn());
  // And back again to the first turn's landmark (the opening is none).
  int back = 0;
  while (auto p = timeline.previous(pos, Landmark::Turn)) {
    REQUIRE(*p < pos);
    pos = *p;
    ++back;
  }
  CHECK(back == turns - 1);
  CHECK(pos == timeline.next(0, Landmark::Turn));
  // Combats: each landmark is the decision whose events begin a combat,
  // including combats over within that one decision; none is missed.
  int combats = 0;
  for (auto c = timeline.next(0, Landmark::Combat); c; c = timeline.next(*c, Landmark::Combat)) {
    CHECK_FALSE(g.states[*c - 1].combat().active);
    bool began = false;
    for (const auto& e : timeline.step(*c - 1).events) began = began || e.kind == EventKind::CombatStarted;
    CHECK(began);
    ++combats;
  }
  int started = 0;
  for (const auto& step : timeline.steps())
    for (const auto& e : step.events) started += e.kind == EventKind::CombatStarted;
  CHECK(combats == started);
  CHECK(combats > 0);
  // Phases include turns.
  const auto phase = timeline.next(0, Landmark::Phase);
  REQUIRE(phase);
  CHECK(g.states[*phase].phase() != g.states[0].phase());
}

TEST_CASE("replay: a save's timeline checks every hash", "[replay][save]") {
  const RecordedGame g = randomGame(6);
  SavedGame save;
  save.scenario = test::bundledScenarioJson();
  save.cards = test::bundledCardsJson();
  save.seed = 6;
  const GamePtr game = gameOfSave(save, "game.json");
  for (std::size_t i = 0; i < g.decisions.size(); ++i) {
    save.decisions.push_back(printDecision(*game, g.decisions[i]));
    save.hashes.push_back(g.states[i + 1].hash());
  }
  // Save, reload, and the timeline agrees with the game at every step.
  const SavedGame reloaded = parseSave(saveToJson(save), "game.json");
  const ReplayTimeline timeline = ReplayTimeline::ofSave(game, reloaded, "game.json");
  REQUIRE(timeline.size() == g.decisions.size());
  for (std::size_t n = 0; n <= timeline.size(); n += 7) CHECK(timeline.at(n).hash() == g.states[n].hash());

  SECTION("a wrong hash is named at its decision") {
    SavedGame bad = reloaded;
    bad.hashes[10] ^= 1;
    try {
      ReplayTimeline::ofSave(game, bad, "game.json");
      FAIL("a wrong hash was accepted");
    } catch (const LoadError& e) {
      CHECK_THAT(std::string(e.what()), Catch::Contains("/decisions/10") && Catch::Contains("decision 11"));
    }
  }
  SECTION("an illegal decision is named") {
    SavedGame bad = reloaded;
    bad.decisions[3] = "at l7";
    CHECK_THROWS_AS(ReplayTimeline::ofSave(game, bad, "game.json"), LoadError);
  }
}
