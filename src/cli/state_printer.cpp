#include "state_printer.h"

#include <iostream>

#include <nlohmann/json.hpp>

#include "hydaspes/observation.h"

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

void printState(const GameState& st, std::optional<SideIndex> seat, bool json) {
  if (json) std::cout << st.observe(seat).toJson(st.game()).dump(2) << '\n';
  else printText(st, seat);
}

}  // namespace hydaspes::cli
