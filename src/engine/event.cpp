#include "hydaspes/event.h"

#include "hydaspes/game.h"

namespace hydaspes {

namespace {
std::string unitList(const Game& g, UnitMask units) {
  std::string out;
  for (UnitMask m = units; m; m &= m - 1) {
    if (!out.empty()) out += ", ";
    out += g.scenario().units[static_cast<std::size_t>(__builtin_ctzll(m))].id;
  }
  return out;
}
}  // namespace

std::string describe(const Game& g, const Event& e) {
  const Scenario& s = g.scenario();
  const std::string who = s.sides[e.side].name;
  const auto cell = [&](Cell c) { return g.board().cellName(c); };
  switch (e.kind) {
    case EventKind::TurnStarted: return "Turn " + std::to_string(e.value) + ": " + who;
    case EventKind::PhaseStarted: return std::string(phaseName(e.phase)) + " phase";
    case EventKind::Drew: return who + " draws " + std::to_string(e.value) + (e.value == 1 ? " card" : " cards");
    case EventKind::Reshuffled: return "The discard pile is shuffled into a new deck of " + std::to_string(e.value);
    case EventKind::CardPlayed: return who + " plays " + g.cards()[e.card].name;
    case EventKind::CardDiscarded: return who + " loses " + g.cards()[e.card].name + " to the discard pile";
    case EventKind::Moved:
      return who + " moves " + unitList(g, e.units) + " from " + cell(e.cell) + " to " + cell(e.cell2) + ", facing " +
             std::string(facingName(e.facing));
    case EventKind::MoveNegated: return "The move of " + unitList(g, e.units) + " is negated";
    case EventKind::CombatStarted: return who + " attacks " + cell(e.cell2) + " from " + cell(e.cell);
    case EventKind::Rolled:
      return "Dice: attacker " + std::to_string(e.dice[0]) + "+" + std::to_string(e.dice[1]) + " = " +
             std::to_string(e.totals[0]) + ", defender " + std::to_string(e.dice[2]) + "+" + std::to_string(e.dice[3]) +
             " = " + std::to_string(e.totals[1]) + " with modifiers";
    case EventKind::Casualty: return s.typeOf(e.unit).name + " (" + s.units[e.unit].id + ") is eliminated";
    case EventKind::CombatEnded: return "Combat over: " + e.text;
    case EventKind::Victory: return who + " wins: " + e.text;
    case EventKind::ReactionSkipped: return who + " holds no card to " + e.text;
  }
  return "";
}

}  // namespace hydaspes
