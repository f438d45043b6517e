// A saved game (docs/save-format.md): the scenario and card table embedded
// with their content hashes, the seed and forced dice, players and mode,
// every decision in notation and the state hash after each. Replaying it
// checks every hash and names the first decision that differs.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "hydaspes/game.h"

namespace hydaspes {

class GameState;

// The newest format this build reads and writes; it also reads version 1.
// Version 2 adds "bots" (which seat a computer player took); a save without
// bots is still written as version 1.
inline constexpr int kSaveVersion = 2;

// A computer player of a save: its spec (bot/bot_spec.h, "ismcts:level=3")
// and its own seed, enough to play the game again decision by decision.
struct SavedBot {
  std::string bot;
  std::uint64_t seed = 0;
};

struct SavedGame {
  nlohmann::json scenario;  // embedded copies of the files the game was played with
  nlohmann::json cards;
  std::uint64_t seed = 0;
  std::vector<int> forcedDice;
  GameOptions options;
  std::string mode = "hotseat";  // "hotseat", "solo", "selfplay" or "match"
  std::string players[2];
  std::optional<SavedBot> bots[2];  // by side; none: a person (or selfplay's random chooser)
  std::vector<std::string> decisions;  // notation
  std::vector<std::uint64_t> hashes;   // state hash after each decision
};

// FNV-1a of the canonical (sorted-key, compact) JSON text.
std::uint64_t contentHash(const nlohmann::json& j);
std::string hashText(std::uint64_t h);  // 16 hex digits

nlohmann::json saveToJson(const SavedGame& save);
// Throws LoadError listing every problem (also for other format versions).
SavedGame parseSave(const nlohmann::json& j, const std::string& file);
SavedGame loadSave(const std::string& path);
// Writes to a temporary file beside `path`, flushes it to disk and renames
// it over `path`: a save is never half-written. Throws std::runtime_error.
void writeSaveAtomically(const std::string& path, const SavedGame& save);

// The game a save embeds (throws LoadError with /scenario or /cards pointers).
GamePtr gameOfSave(const SavedGame& save, const std::string& file);
GameState openingOfSave(const GamePtr& game, const SavedGame& save);

// Replays decisions [0, upTo) and checks each hash; throws LoadError naming
// the first decision that is illegal or whose hash differs.
GameState replaySave(const GamePtr& game, const SavedGame& save, std::size_t upTo, const std::string& file);

// A save of a game in progress: its files and start, the decisions so far.
SavedGame startSave(const std::string& scenarioFile, const std::string& cardsFile, const GameState& opening,
                    std::uint64_t seed);

}  // namespace hydaspes
