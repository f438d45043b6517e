// A Game is the immutable pair of scenario and card table, with what the
// rules derive from them. States are created from it and point back to it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "hydaspes/card.h"
#include "hydaspes/scenario.h"

namespace hydaspes {

class GameState;

// A card's restrictions resolved against the scenario (C5, C7).
struct CardRule {
  bool playableBy[2] = {false, false};
  TagMask actor = 0;   // 0: no condition
  TagMask versus = 0;  // 0: no condition
  bool versusInRiver = false;
  int leaderType = -1;
  bool flankOrRear = false;
  bool singleUnit = false;
  bool riverMove = false;
  bool alongRiver = false;
};

struct GameOptions {
  // H3: offer every reaction window, not only those the responder can use.
  bool alwaysAsk = false;
};

class Game {
 public:
  // Throws LoadError when the card table refers to tags or unit types the
  // scenario does not have, or the scenario's opening names unknown cards.
  Game(Scenario scenario, CardTable cards);

  // Loads a scenario and the card table it names (or `cardsFile` if given).
  static std::shared_ptr<const Game> load(const std::string& scenarioFile,
                                          const std::string& cardsFile = "");

  const Scenario& scenario() const { return scenario_; }
  const Board& board() const { return scenario_.board; }
  const CardTable& cards() const { return cards_; }
  const CardRule& rule(CardIndex c) const { return rules_[c]; }
  int totalCards() const { return totalCards_; }
  // The units of a side, as a mask over the scenario's units.
  UnitMask unitsOf(SideIndex s) const { return unitsOf_[s]; }

 private:
  Scenario scenario_;
  CardTable cards_;
  std::vector<CardRule> rules_;
  int totalCards_ = 0;
  UnitMask unitsOf_[2] = {0, 0};
};

using GamePtr = std::shared_ptr<const Game>;

// The game's shared data folder (share/hydaspes: scenarios/, assets/), found
// relative to the running program: <program's folder>/../share/hydaspes once
// installed, or the same path from the program's parent folder, which is
// where the build tree stages it (build/share/hydaspes for build/src/cli/ and
// build/tests/). Empty when neither exists. No absolute path is compiled in.
std::string shareDir();

// The bundled data folder (scenarios/): HYDASPES_DATA_DIR if set, else
// shareDir()/scenarios.
std::string defaultDataDir();
std::string defaultScenarioPath();

}  // namespace hydaspes
