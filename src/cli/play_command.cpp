#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "hydaspes/load_error.h"
#include "hydaspes/notation.h"
#include "hydaspes/observation.h"
#include "hydaspes/state.h"
#include "hydaspes/saved_game.h"
#include "move_file.h"
#include "state_printer.h"

namespace hydaspes::cli {

int playCommand(const GameInputs& in, bool listLegal) {
  GamePtr game;
  try {
    game = Game::load(in.scenario, in.cards);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    return 1;
  }
  std::optional<SideIndex> seat;
  if (!in.as.empty()) {
    seat = game->scenario().findSide(in.as);
    if (!seat) {
      std::cerr << "--as: \"" << in.as << "\" is not a side of this scenario\n";
      return 2;
    }
  }
  GameState st = GameState::newGame(game, in.seed, GameOptions{in.alwaysAsk});
  try {
    st.forceDice(in.dice);
  } catch (const std::invalid_argument& e) {
    std::cerr << "--dice: " << e.what() << '\n';
    return 2;
  }
  std::vector<MoveLine> lines;
  if (!in.moves.empty()) {
    try {
      lines = readMoveFile(in.moves);
    } catch (const std::exception& e) {
      std::cerr << e.what() << '\n';
      return 2;
    }
  }
  SavedGame save;
  if (!in.save.empty()) {
    save = startSave(game->scenario().file, game->cards().file, st, in.seed);
    save.forcedDice = in.dice;
    save.mode = "solo";
  }
  for (const auto& line : lines) {
    const ParseResult parsed = parseDecision(*game, line.text);
    if (!parsed.decision) {
      std::cerr << "line " << line.number << ": " << parsed.error << '\n';
      return 3;
    }
    try {
      st.apply(*parsed.decision);
    } catch (const IllegalDecision& e) {
      // The refusal cites its ruling: "line 11: [M2] Forest slows the move: ...".
      std::cerr << "line " << line.number << ": " << (e.refusal() ? citedText(*e.refusal(), *game) : e.what())
                << '\n';
      return 3;
    }
    save.decisions.push_back(line.text);
    save.hashes.push_back(st.hash());
  }
  if (!in.save.empty()) {
    try {
      writeSaveAtomically(in.save, save);
    } catch (const std::exception& e) {
      std::cerr << e.what() << '\n';
      return 2;
    }
  }
  if (listLegal) {
    for (const auto& d : st.legalDecisions()) std::cout << printDecision(*game, d) << '\n';
    return 0;
  }
  printState(st, seat, in.json);
  return 0;
}

}  // namespace hydaspes::cli
