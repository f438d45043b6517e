// Helpers for engine tests: the bundled game, games with an exact opening,
// and decisions written in notation.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/data_files.h"
#include "hydaspes/game.h"
#include "hydaspes/notation.h"
#include "hydaspes/rng.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"

namespace hydaspes::test {

// The bundled scenario and card table.
GamePtr bundledGame();

// The bundled scenario with `opening` (the scenario's "opening" object) set.
GamePtr gameWithOpening(const nlohmann::json& opening);

// The bundled scenario JSON, for tests that change it.
nlohmann::json bundledScenarioJson();
nlohmann::json bundledCardsJson();
// Builds a game from scenario and card JSON (throws LoadError).
GamePtr makeGame(const nlohmann::json& scenario, const nlohmann::json& cards);

Decision parse(const Game& g, const std::string& text);
// Applies each decision; fails the test with the line and reason if one is illegal.
void play(GameState& st, std::initializer_list<std::string> decisions);
bool legal(const GameState& st, const std::string& text);
std::string why(const GameState& st, const std::string& text);
std::vector<std::string> legalTexts(const GameState& st);
const UnitStatus& unit(const GameState& st, const std::string& id);

// How many of `full` games or positions a long random walk covers in this
// run: all of them, except under the sanitizer run (`make sanitize` sets
// HYDASPES_WALK_SHARE=0.2), which keeps CI inside its time; the full walks
// run uninstrumented in `make test`. A shortened walk says so in the output.
int walkLength(int full);

// A save with no decisions for a new game of `scenario` with the bundled
// cards, between the players Anna and Ben.
SavedGame openingSave(const nlohmann::json& scenario, std::uint64_t seed = 1, bool alwaysAsk = false);

// A player's gesture in a random walk: 1 to `most` random legal decisions
// from `st`, fewer if the game ends on the way.
std::vector<Decision> randomGesture(const GameState& st, Rng& pick, std::uint32_t most = 4);

// Each seat's knowledge at the start of `st` (as a referee keeps it).
std::vector<SeatKnowledge> knowledgeOf(const GameState& st);
// Plays `d` and brings both seats' knowledge up to date.
void playKnown(GameState& st, std::vector<SeatKnowledge>& knowledge, const Decision& d);

}  // namespace hydaspes::test
