// hydaspes-cli match: two bots play a series, seats alternating; prints
// wins with a 95% Wilson interval and the time per bot decision and action.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "commands.h"
#include "hydaspes/bot/bot_game.h"
#include "hydaspes/load_error.h"
#include "hydaspes/notation.h"
#include "hydaspes/saved_game.h"

namespace hydaspes::cli {

namespace {
struct Interval {
  double low = 0, high = 0;
};

// Wilson score interval, 95%.
Interval wilson(int wins, int n) {
  if (n == 0) return {0, 1};
  const double z = 1.959964, p = static_cast<double>(wins) / n, z2n = z * z / n;
  const double centre = (p + z2n / 2) / (1 + z2n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

struct Times {
  std::vector<double> seconds;
  double mean() const {
    double sum = 0;
    for (double s : seconds) sum += s;
    return seconds.empty() ? 0 : sum / static_cast<double>(seconds.size());
  }
  double p95() const {
    if (seconds.empty()) return 0;
    auto v = seconds;
    const auto k = static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(v.size()))) - 1;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
    return v[k];
  }
};

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  std::uint64_t z = a * 0x9E3779B97F4A7C15ULL + b + 0x632BE59BD9B4E019ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
}  // namespace

int matchCommand(const MatchOptions& opt) {
  GamePtr game;
  BotSpec specs[2];
  try {
    game = Game::load(opt.scenario, opt.cards);
    specs[0] = parseBotSpec(opt.bots[0]);
    specs[1] = parseBotSpec(opt.bots[1]);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    return 1;
  } catch (const std::invalid_argument& e) {
    std::cerr << "bot: " << e.what() << '\n';
    return 2;
  }
  const Scenario& sc = game->scenario();
  // Bot k is the one named for side k; in odd games it takes the other side.
  std::string label[2];
  for (int k = 0; k < 2; ++k) label[k] = specs[k].text() + " (" + sc.sides[k].id + " first)";
  int wins[2] = {0, 0}, winsAs[2][2] = {{0, 0}, {0, 0}}, gamesAs[2][2] = {{0, 0}, {0, 0}};
  int passed = 0, failed = 0, unfinished = 0;
  Times decisionTimes[2], actionTimes[2];
  if (!opt.saveDir.empty()) std::filesystem::create_directories(opt.saveDir);
  for (int i = 0; i < opt.games; ++i) {
    const std::uint64_t seed = opt.seed + static_cast<std::uint64_t>(i);
    const bool swapped = !opt.fixedSeats && i % 2 == 1;
    BotSeat seats[2];
    int botOfSide[2];
    for (int side = 0; side < 2; ++side) {
      const int k = swapped ? 1 - side : side;
      botOfSide[side] = k;
      seats[side].spec = specs[k];
      seats[side].seed = specs[k].seed.value_or(mix(seed, static_cast<std::uint64_t>(k) + 1));
      ++gamesAs[k][side];
    }
    const BotGameResult r = playBotGame(game, seed, seats, opt.maxTurns);
    for (int side = 0; side < 2; ++side) {
      const int k = botOfSide[side];
      decisionTimes[k].seconds.insert(decisionTimes[k].seconds.end(), r.decisionSeconds[side].begin(),
                                      r.decisionSeconds[side].end());
      actionTimes[k].seconds.insert(actionTimes[k].seconds.end(), r.actionSeconds[side].begin(),
                                    r.actionSeconds[side].end());
    }
    if (!r.failure.empty()) {
      ++failed;
      std::printf("FAILED %s\n", r.failure.c_str());
    } else {
      ++passed;
      if (r.winner) {
        const int k = botOfSide[*r.winner];
        ++wins[k];
        ++winsAs[k][*r.winner];
      } else {
        ++unfinished;
      }
    }
    if (!opt.saveDir.empty()) {
      SavedGame save = startSave(sc.file, game->cards().file, GameState::newGame(game, seed), seed);
      save.mode = "match";
      for (int side = 0; side < 2; ++side) save.bots[side] = SavedBot{seats[side].spec.pinned().text(), seats[side].seed};
      for (const Decision& d : r.decisions) save.decisions.push_back(printDecision(*game, d));
      save.hashes = r.hashes;
      try {
        writeSaveAtomically(opt.saveDir + "/match-" + std::to_string(seed) + ".json", save);
      } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        ++failed;
      }
    }
  }
  std::printf("%d games, seed %llu, %s; turn limit %d\n", opt.games, static_cast<unsigned long long>(opt.seed),
              opt.fixedSeats ? "seats fixed" : "seats alternating", opt.maxTurns);
  for (int k = 0; k < 2; ++k) {
    const Interval ci = wilson(wins[k], opt.games);
    std::printf("%-40s wins %4d/%d = %5.1f%% (95%% CI %.1f-%.1f%%); as %s %d/%d, as %s %d/%d\n", label[k].c_str(),
                wins[k], opt.games, opt.games ? 100.0 * wins[k] / opt.games : 0.0, 100 * ci.low, 100 * ci.high,
                sc.sides[0].id.c_str(), winsAs[k][0], gamesAs[k][0], sc.sides[1].id.c_str(), winsAs[k][1],
                gamesAs[k][1]);
  }
  std::printf("unfinished at the turn limit: %d\n", unfinished);
  for (int k = 0; k < 2; ++k) {
    std::printf("%-40s per decision: mean %.4f s, p95 %.4f s; per action: mean %.4f s, p95 %.4f s (%zu actions)\n",
                label[k].c_str(), decisionTimes[k].mean(), decisionTimes[k].p95(), actionTimes[k].mean(),
                actionTimes[k].p95(), actionTimes[k].seconds.size());
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}

}  // namespace hydaspes::cli
