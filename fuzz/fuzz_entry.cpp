#include "fuzz_entry.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "hydaspes/data_files.h"
#include "hydaspes/game.h"
#include "hydaspes/load_error.h"
#include "hydaspes/notation.h"
#include "hydaspes/rng.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/selfplay.h"

namespace hydaspes::fuzz {

namespace {

// Loaded once: the half of a game the input does not provide.
const GamePtr& bundledGame() {
  static const GamePtr game = Game::load(defaultScenarioPath());
  return game;
}

// Not an exception: a broken promise must stop the fuzzer (and the test) even
// where a caller catches everything.
[[noreturn]] void broken(const std::string& what) {
  std::fprintf(stderr, "hydaspes fuzz: %s\n", what.c_str());
  std::abort();
}

// What the loaders accept, the engine must play: a few random legal
// decisions, with self-play's invariants (cards and units conserved, a legal
// decision always there, notation round trip, ...) checked after each.
void playSome(const GamePtr& game) {
  constexpr int kDecisions = 30;
  GameState st = GameState::newGame(game, 1);
  Rng chooser(1);
  for (int i = 0;; ++i) {
    if (const auto problems = invariantViolations(st); !problems.empty())
      broken("an accepted file gives a broken game: " + problems.front());
    if (i == kDecisions || st.isTerminal()) return;
    const auto legal = st.legalDecisions();
    st.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
  }
}

}  // namespace

void feedScenario(std::string_view bytes) {
  const std::string file = "fuzz-scenario.json";
  GamePtr game;
  try {
    Scenario scenario = parseScenario(parseJsonText(std::string(bytes), file), file);
    game = std::make_shared<const Game>(std::move(scenario), bundledGame()->cards());
  } catch (const LoadError&) {
    return;
  }
  playSome(game);
}

void feedCardTable(std::string_view bytes) {
  const std::string file = "fuzz-cards.json";
  GamePtr game;
  try {
    CardTable cards = parseCardTable(parseJsonText(std::string(bytes), file), file);
    game = std::make_shared<const Game>(bundledGame()->scenario(), std::move(cards));
  } catch (const LoadError&) {
    return;
  }
  playSome(game);
}

// As `hydaspes-cli validate` checks a save.
void feedSave(std::string_view bytes) {
  const std::string file = "fuzz-save.json";
  try {
    const SavedGame save = parseSave(parseJsonText(std::string(bytes), file), file);
    const GamePtr game = gameOfSave(save, file);
    const GameState end = replaySave(game, save, save.decisions.size(), file);
    if (const auto problems = invariantViolations(end); !problems.empty())
      broken("an accepted save gives a broken game: " + problems.front());
  } catch (const LoadError&) {
  }
}

// docs/notation.md: parse(print(d)) == d, so a line that parses must print as
// text that parses back to the same decision. The opening state must also be
// able to say why the decision is illegal there (or that it is legal).
void feedNotation(std::string_view bytes) {
  const GamePtr& game = bundledGame();
  const ParseResult parsed = parseDecision(*game, bytes);
  if (!parsed.decision) {
    if (parsed.error.empty()) broken("a refused line has no reason");
    return;
  }
  const std::string printed = printDecision(*game, *parsed.decision);
  const ParseResult again = parseDecision(*game, printed);
  if (!again.decision || *again.decision != *parsed.decision)
    broken("notation does not round-trip: \"" + printed + "\" does not parse back to the same decision");
  static const GameState opening = GameState::newGame(game, 1);
  if (opening.isLegal(*parsed.decision) != opening.whyIllegal(*parsed.decision).empty())
    broken("isLegal and whyIllegal disagree on \"" + printed + "\"");
}

}  // namespace hydaspes::fuzz
