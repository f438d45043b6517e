#include "engine_bench.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <stdexcept>

#include "hydaspes/notation.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/state.h"

namespace hydaspes::bench {

namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// Results stored here cannot be optimised away.
volatile std::uint64_t keep = 0;

// The same random player as `hydaspes-cli selfplay` (and the same turn
// limit), so seeds 1..N here are the games selfplay checks; no checks here.
constexpr int kMaxTurns = 200;
Rng chooserFor(std::uint64_t seed) { return Rng(seed ^ 0x5EEDF00DULL); }

Decision randomDecision(const GameState& st, Rng& chooser) {
  const auto legal = st.legalDecisions();
  return legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
}

struct RandomRun {
  long long games = 0;
  long long decisions = 0;
  double seconds = 0;
};

RandomRun playRandomGames(const GamePtr& game, std::uint64_t firstSeed, int games) {
  RandomRun run;
  const auto start = Clock::now();
  for (int n = 0; n < games; ++n) {
    const std::uint64_t seed = firstSeed + static_cast<std::uint64_t>(n);
    GameState st = GameState::newGame(game, seed);
    Rng chooser = chooserFor(seed);
    while (!st.isTerminal() && st.turn() <= kMaxTurns) {
      st.apply(randomDecision(st, chooser));
      ++run.decisions;
    }
    ++run.games;
  }
  run.seconds = secondsSince(start);
  return run;
}

// The mid-game position: game 6, 150 random decisions in, then on to the
// next main step of a Maneuver phase, the costliest kind of step to enumerate
// (every move card in the hand is tried for a unit that can move with it).
// In game 6 that is decision 150 itself: turn 12, Porus in his Maneuver
// phase after his free move, with move cards in hand: 4 legal decisions.
// (Game 1 ends at decision 102; game 2 gets there with no move card in hand,
// a 2-decision list that says little about enumeration.)
struct MidGame {
  std::uint64_t seed = 0;
  std::vector<Decision> decisions;
  GameState state;
};

MidGame findMidGame(const GamePtr& game) {
  for (std::uint64_t seed = 6; seed < 100; ++seed) {  // later games only if the rules change
    GameState st = GameState::newGame(game, seed);
    Rng chooser = chooserFor(seed);
    std::vector<Decision> made;
    while (!st.isTerminal() && (made.size() < 150 || st.step() != Step::Main || st.phase() != Phase::Maneuver)) {
      made.push_back(randomDecision(st, chooser));
      st.apply(made.back());
    }
    if (!st.isTerminal()) return {seed, made, st};
  }
  throw std::runtime_error("no random game lasts 150 decisions");
}

// A 3,000-decision record. Random games end by victory after ~340 decisions
// on average (the longest of seeds 1-10,000 has 2,051), and GameOptions has
// no turn limit. A chooser that only refuses game-ending decisions gets stuck
// within a few hundred decisions, when both armies are one loss from defeat
// and every choice of a combat risks the last loss. So this chooser is the
// random player of selfplay except that it never declares an attack: no unit
// is ever lost, the game cannot end, and everything else (tactics, deception,
// moves, negates and cancels, discards, reshuffles) goes on for as long as
// wanted. With every unit alive, move enumeration is at its dearest, so the
// seek figures are on the pessimistic side.
std::vector<Decision> longRecord(const GamePtr& game, std::uint64_t seed, std::size_t length, GameState& opening) {
  opening = GameState::newGame(game, seed);
  GameState st = opening;
  Rng chooser = chooserFor(seed);
  std::vector<Decision> record;
  record.reserve(length);
  while (record.size() < length) {
    auto legal = st.legalDecisions();
    std::erase_if(legal, [](const Decision& d) { return d.verb == Verb::Attack; });
    const Decision d = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
    st.apply(d);
    record.push_back(d);
  }
  return record;
}

}  // namespace

std::vector<Row> runEngineBenchmarks(const GamePtr& game) {
  std::vector<Row> rows;

  // (a) Random complete games, one core, five runs of the same 1,000 games.
  // The fastest run is reported: other work on the machine only ever slows a
  // run down, so the fastest is the one it disturbed least.
  {
    constexpr int kGames = 1000;
    std::vector<RandomRun> runs;
    for (int i = 0; i < 5; ++i) runs.push_back(playRandomGames(game, 1, kGames));
    const RandomRun& r = *std::min_element(runs.begin(), runs.end(), [](const RandomRun& a, const RandomRun& b) {
      return a.seconds < b.seconds;
    });
    rows.push_back({"random games (seeds 1-1,000, fastest of 5 runs)", fmt(static_cast<double>(r.games) / r.seconds, 1),
                    "games/s"});
    const double dps = static_cast<double>(r.decisions) / r.seconds;
    rows.push_back({"random decisions (" + fmt(static_cast<double>(r.decisions)) + " per run, legal+apply)",
                    fmt(dps), "decisions/s", ">= 1,000,000", yesNo(dps >= 1e6)});
  }

  // (b) Legal-decision enumeration in one mid-game position.
  {
    const MidGame mid = findMidGame(game);
    constexpr int kReps = 20000;
    std::vector<double> us;
    us.reserve(kReps);
    std::size_t count = 0;
    for (int i = 0; i < kReps; ++i) {
      const auto t = Clock::now();
      const auto legal = mid.state.legalDecisions();
      us.push_back(secondsSince(t) * 1e6);
      count += legal.size();
    }
    const double med = median(us);
    rows.push_back({"legalDecisions, mid-game (seed " + std::to_string(mid.seed) + ", decision " +
                        std::to_string(mid.decisions.size()) + ", maneuver, " + std::to_string(count / kReps) +
                        " decisions), median of 20,000",
                    fmt(med, 2), "us", "< 10", yesNo(med < 10)});

    // For context: the mean over every position random play meets.
    double total = 0;
    long long calls = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      GameState st = GameState::newGame(game, seed);
      Rng chooser = chooserFor(seed);
      while (!st.isTerminal() && st.turn() <= kMaxTurns) {
        const auto t = Clock::now();
        const auto legal = st.legalDecisions();
        total += secondsSince(t);
        ++calls;
        st.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
      }
    }
    rows.push_back({"legalDecisions, mean over all " + fmt(static_cast<double>(calls)) + " positions of 200 games",
                    fmt(total / static_cast<double>(calls) * 1e6, 2), "us"});
  }

  // (c) Replay: build the timeline of a 3,000-decision game, then seek.
  {
    constexpr std::size_t kLength = 3000;
    GameState opening = GameState::newGame(game, 1);
    const std::vector<Decision> record = longRecord(game, 1, kLength, opening);
    std::vector<double> builds;
    std::size_t snapshots = 0;
    for (int i = 0; i < 5; ++i) {
      const auto t = Clock::now();
      const ReplayTimeline timeline(opening, record);
      builds.push_back(secondsSince(t));
      snapshots = timeline.snapshotCount();
    }
    const double build = median(builds);
    rows.push_back({"replay: build the timeline of a 3,000-decision game (" + std::to_string(snapshots) +
                        " snapshots), median of 5",
                    fmt(build * 1e3, 1), "ms"});
    rows.push_back({"replay: reconstruction speed", fmt(kLength / build), "decisions/s"});

    const ReplayTimeline timeline(opening, record);
    Rng pick(7);
    constexpr int kSeeks = 2000;
    std::vector<double> ms;
    ms.reserve(kSeeks);
    std::uint64_t sink = 0;
    for (int i = 0; i < kSeeks; ++i) {
      const std::size_t n = pick.below(static_cast<std::uint32_t>(kLength + 1));
      const auto t = Clock::now();
      const GameState st = timeline.at(n);
      ms.push_back(secondsSince(t) * 1e3);
      sink += static_cast<std::uint64_t>(st.turn());
    }
    keep = sink;
    const double med = median(ms);
    const double worst = maximum(ms);
    rows.push_back({"replay: seek at(n), random n, median of 2,000 (turn " + std::to_string(timeline.turnAt(kLength)) +
                        " at the end)",
                    fmt(med, 3), "ms", "< 16", yesNo(med < 16)});
    rows.push_back({"replay: seek at(n), random n, max of 2,000", fmt(worst, 3), "ms", "< 16", yesNo(worst < 16)});
  }
  return rows;
}

SavedGame midGameSave(const GamePtr& game) {
  const MidGame mid = findMidGame(game);
  const GameState opening = GameState::newGame(game, mid.seed);
  SavedGame save = startSave(game->scenario().file, game->cards().file, opening, mid.seed);
  // Solo: in hot-seat the client may cover the board until a player clicks.
  save.mode = "solo";
  GameState st = opening;
  for (const auto& d : mid.decisions) {
    st.apply(d);
    save.decisions.push_back(printDecision(*game, d));
    save.hashes.push_back(st.hash());
  }
  return save;
}

}  // namespace hydaspes::bench
