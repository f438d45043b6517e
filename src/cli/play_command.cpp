#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "hydaspes/load_error.h"
#include "hydaspes/notation.h"
#include "hydaspes/observation.h"
#include "hydaspes/state.h"
#include "move_file.h"

namespace hydaspes::cli {

namespace {

void printText(const GameState& st, std::optional<SideIndex> seat) {
  const Game& g = st.game();
  const Scenario& sc = g.scenario();
  const Board& b = g.board();
  std::cout << "Turn " << st.turn() << ": " << sc.sides[st.activeSide()].name << ", " << phaseName(st.phase())
            << " phase\n";
  if (st.isTerminal()) std::cout << "Winner: " << sc.sides[*st.winner()].name << "\n";
  else std::cout << "Deciding: " << sc.sides[st.decidingSide()].name << " (" << stepName(st.step()) << ")\n";
  for (int c = 0; c < b.cellCount(); ++c) {
    const UnitMask here = st.unitsAt(static_cast<Cell>(c));
    if (!here) continue;
    const auto first = static_cast<std::size_t>(__builtin_ctzll(here));
    std::cout << "  " << b.cellName(static_cast<Cell>(c)) << " " << facingName(st.units()[first].facing) << " "
              << sc.sides[sc.units[first].side].id << ":";
    for (UnitMask m = here; m; m &= m - 1) std::cout << " " << sc.units[static_cast<std::size_t>(__builtin_ctzll(m))].id;
    std::cout << "\n";
  }
  for (int s = 0; s < kSideCount; ++s) {
    std::cout << sc.sides[s].name << ": " << st.hand(static_cast<SideIndex>(s)).size() << " cards, "
              << st.eliminated(static_cast<SideIndex>(s)) << " units lost";
    if (seat == s) {
      std::cout << " [";
      for (std::size_t i = 0; i < st.hand(static_cast<SideIndex>(s)).size(); ++i)
        std::cout << (i ? " " : "") << g.cards()[st.hand(static_cast<SideIndex>(s))[i]].id;
      std::cout << "]";
    }
    std::cout << "\n";
  }
  std::cout << "Deck " << st.deck().size() << ", discard " << st.discardPile().size() << "\n";
}

}  // namespace

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
  for (const auto& line : lines) {
    const ParseResult parsed = parseDecision(*game, line.text);
    if (!parsed.decision) {
      std::cerr << "line " << line.number << ": " << parsed.error << '\n';
      return 3;
    }
    try {
      st.apply(*parsed.decision);
    } catch (const IllegalDecision& e) {
      std::cerr << "line " << line.number << ": " << e.what() << '\n';
      return 3;
    }
  }
  if (listLegal) {
    for (const auto& d : st.legalDecisions()) std::cout << printDecision(*game, d) << '\n';
    return 0;
  }
  if (in.json) std::cout << st.observe(seat).toJson(*game).dump(2) << '\n';
  else printText(st, seat);
  return 0;
}

}  // namespace hydaspes::cli
