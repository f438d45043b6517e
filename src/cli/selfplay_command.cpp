#include <cstdio>
#include <iostream>

#include "commands.h"
#include "hydaspes/load_error.h"
#include "hydaspes/notation.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/selfplay.h"
#include <filesystem>

namespace hydaspes::cli {

int selfplayCommand(const SelfplayOptions& opt) {
  GamePtr game;
  try {
    game = Game::load(opt.scenario, opt.cards);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    return 1;
  }
  SelfplayConfig config;
  config.games = opt.games;
  config.seed = opt.seed;
  config.maxTurns = opt.maxTurns;
  config.deepEvery = opt.deepEvery;
  int saveErrors = 0;
  if (!opt.saveDir.empty()) {
    std::filesystem::create_directories(opt.saveDir);
    config.onGame = [&](std::uint64_t seed, const std::vector<Decision>& decisions, const std::vector<std::uint64_t>& hashes) {
      const GameState opening = GameState::newGame(game, seed);
      SavedGame save = startSave(game->scenario().file, game->cards().file, opening, seed);
      save.mode = "selfplay";
      for (const auto& d : decisions) save.decisions.push_back(printDecision(*game, d));
      save.hashes = hashes;
      try {
        writeSaveAtomically(opt.saveDir + "/game-" + std::to_string(seed) + ".json", save);
      } catch (const std::exception& e) {
        if (saveErrors++ == 0) std::fprintf(stderr, "%s\n", e.what());
      }
    };
  }
  const SelfplayStats s = runSelfplay(game, config);
  const Scenario& sc = game->scenario();
  const double seconds = s.seconds > 0 ? s.seconds : 1e-9;
  std::printf("games:              %d\n", s.games);
  std::printf("decisions:          %lld\n", s.decisions);
  std::printf("average length:     %.1f decisions\n", s.games ? static_cast<double>(s.decisions) / s.games : 0.0);
  std::printf("wins %-13s %d\n", (sc.sides[0].id + ":").c_str(), s.wins[0]);
  std::printf("wins %-13s %d\n", (sc.sides[1].id + ":").c_str(), s.wins[1]);
  std::printf("unfinished:         %d (turn limit %d)\n", s.unfinished, opt.maxTurns);
  std::printf("games/s:            %.1f\n", s.games / seconds);
  std::printf("decisions/s:        %.0f (checked after every decision; deep checks every %d)\n",
              static_cast<double>(s.decisions) / seconds, opt.deepEvery);
  for (const auto& f : s.failures) std::printf("FAILED %s\n", f.c_str());
  std::printf("%d passed, %d failed\n", s.passed, s.failed);
  return s.failed || saveErrors ? 1 : 0;
}

}  // namespace hydaspes::cli
