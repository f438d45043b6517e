// Writes the seed corpus of the notation target: every decision line of the
// given moves files (read as `hydaspes-cli play` reads them), and the text of
// every legal decision met in a few random games of the bundled scenario.
//
//   fuzz_notation_seeds OUT_DIR [FILE.moves ...]
#include <cstdio>
#include <fstream>
#include <set>
#include <string>

#include "hydaspes/game.h"
#include "hydaspes/notation.h"
#include "hydaspes/rng.h"
#include "hydaspes/state.h"
#include "move_file.h"

int main(int argc, char** argv) {
  using namespace hydaspes;
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s OUT_DIR [FILE.moves ...]\n", argv[0]);
    return 2;
  }
  std::set<std::string> lines;
  for (int i = 2; i < argc; ++i)
    for (const auto& line : cli::readMoveFile(argv[i])) lines.insert(line.text);

  const GamePtr game = Game::load(defaultScenarioPath());
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    // Every reaction window in half the games, so that pass, negate and cancel are met.
    GameState st = GameState::newGame(game, seed, GameOptions{seed % 2 == 0});
    Rng chooser(seed);
    for (int k = 0; k < 2000 && !st.isTerminal(); ++k) {
      const auto legal = st.legalDecisions();
      for (const auto& d : legal) lines.insert(printDecision(*game, d));
      st.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }

  int n = 0;
  for (const auto& line : lines) {
    std::ofstream out(std::string(argv[1]) + "/line-" + std::to_string(++n));
    out << line;
    if (!out) {
      std::fprintf(stderr, "%s: cannot be written\n", argv[1]);
      return 1;
    }
  }
  std::printf("%d notation seeds in %s\n", n, argv[1]);
  return 0;
}
