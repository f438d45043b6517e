#include "hydaspes/game_record.h"

#include <sstream>

#include "hydaspes/notation.h"

namespace hydaspes {

namespace {

std::string playerLine(const Game& game, const SavedGame& save, SideIndex s) {
  const SideDef& side = game.scenario().sides[s];
  const std::string& player = save.players[s];
  if (player.empty() || player == side.name) return side.name + " (" + side.army + ")";
  return player + " as " + side.name + " (" + side.army + ")";
}

}  // namespace

std::string gameRecordMarkdown(const ReplayTimeline& timeline, const SavedGame& save) {
  const GameState opening = timeline.at(0);
  const Game& game = opening.game();
  const GameState end = timeline.at(timeline.size());
  std::ostringstream md;
  md << "# " << game.scenario().name << "\n\n";
  md << "- " << playerLine(game, save, 0) << "\n";
  md << "- " << playerLine(game, save, 1) << "\n";
  md << "- Mode: " << save.mode << "; seed " << save.seed << "; " << timeline.size() << " decisions\n";
  if (end.isTerminal() && end.winner())
    md << "- Result: " << game.scenario().sides[*end.winner()].name << " wins on turn " << end.turn() << "\n";
  else
    md << "- Result: not finished (turn " << end.turn() << ")\n";

  for (std::size_t i = 0; i < timeline.size(); ++i) {
    const bool newTurn = i == 0 || timeline.turnAt(i) != timeline.turnAt(i - 1);
    const bool newPhase = newTurn || timeline.phaseAt(i) != timeline.phaseAt(i - 1);
    if (newTurn) {
      const GameState at = timeline.at(i);  // only at turn starts: the active side
      md << "\n## Turn " << timeline.turnAt(i) << " · " << game.scenario().sides[at.activeSide()].name << "\n";
    }
    if (newPhase) md << "\n### " << phaseTitle(timeline.phaseAt(i)) << "\n\n";
    const ReplayStep& step = timeline.step(i);
    md << i + 1 << ". `" << printDecision(game, step.decision) << "` — "
       << describeDecision(game, step.decider, step.decision) << "\n";
    for (const Event& e : step.events) {
      if (e.kind == EventKind::PhaseStarted || e.kind == EventKind::TurnStarted) continue;
      md << "   - " << describe(game, e) << "\n";
    }
  }
  md << "\n## Losses\n\n";
  for (SideIndex s = 0; s < kSideCount; ++s)
    md << "- " << game.scenario().sides[s].army << ": " << end.eliminated(s) << " of "
       << game.scenario().armySize(s) << " units\n";
  return md.str();
}

}  // namespace hydaspes
