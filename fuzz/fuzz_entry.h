// What the fuzz targets (fuzz/) and the regression test
// (tests/engine/fuzz_regressions.cpp) feed arbitrary bytes to: one entry per
// loader, so that a crash found by fuzzing is replayed by the same code.
//
// A refusal (LoadError, a notation error) is a good outcome and returns
// normally. Any other exception escapes, and a broken promise aborts: a
// notation round trip that changes the decision, or a file the loaders
// accept that gives a game the engine cannot play.
#pragma once

#include <string_view>

namespace hydaspes::fuzz {

// The bytes as a scenario file, played with the bundled card table.
void feedScenario(std::string_view bytes);
// The bytes as a card table, played with the bundled scenario.
void feedCardTable(std::string_view bytes);
// The bytes as a saved game: parsed, its game built and every decision replayed.
void feedSave(std::string_view bytes);
// The bytes as one line of notation for the bundled game.
void feedNotation(std::string_view bytes);

}  // namespace hydaspes::fuzz
