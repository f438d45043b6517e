// A scenario: board, sides, armies, set-up, deck rules, combat table and
// victory rule, all read from JSON. Nothing about the battle is in the code.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "hydaspes/board.h"
#include "hydaspes/unit.h"

namespace hydaspes {

enum class Phase : std::uint8_t { Tactics, Deception, Maneuver, Attack, End };
std::string_view phaseName(Phase p);  // "tactics", ...
std::string phaseTitle(Phase p);      // "Tactics", ..., for headings and sentences
std::optional<Phase> parsePhase(std::string_view name);

struct SideDef {
  std::string id;    // "greek"
  std::string name;  // "Alexander"
  std::string army;  // "Greeks"
  int deal = 5;
  int draw = 0;
  int handLimit = 0;
  bool deception = false;
};

struct StackBonus {
  std::string label;
  TagMask anyOf = 0;
  int bonus = 0;
};

struct CombatTable {
  int biggerStack = 0;
  std::vector<StackBonus> stackBonuses;
  int flank = 0;
  int rear = 0;
  int defenderInRiver = 0;
  int defenderTerrain[4] = {0, 0, 0, 0};  // by Terrain
  int support = 0;
  int previousWinner = 0;
};

struct UnitPlacement {
  UnitIndex unit = 0;
  bool eliminated = false;
  Cell cell = kNoCell;
  Facing facing = Facing::N;
};

// An exact opening, for tests, puzzles and tutorials. Unset parts follow the
// normal start.
struct Opening {
  std::optional<int> turn;
  std::optional<SideIndex> active;
  std::optional<Phase> phase;
  std::vector<UnitPlacement> units;  // overrides of the set-up
  std::optional<std::vector<std::string>> hands[2];
  std::optional<std::vector<std::string>> deck;  // top first
  std::optional<std::vector<std::string>> discard;
};

struct Scenario {
  std::string file;  // where it was loaded from
  std::string id;
  std::string name;
  std::string cardsFile;  // relative to the scenario file
  Board board;
  SideDef sides[2];
  std::vector<std::string> tags;  // tag names; bit i of a TagMask
  std::vector<UnitType> unitTypes;
  std::vector<Unit> units;              // every unit of both armies
  std::vector<UnitPlacement> setup;     // one per unit
  SideIndex firstSide = 0;
  int freeMoveDistance = 1;
  bool victoryByMainLeader = true;
  double victoryEliminatedShare = 0.5;
  CombatTable combat;
  Opening opening;
  bool hasOpening = false;

  std::optional<SideIndex> findSide(const std::string& id) const;
  std::optional<UnitIndex> findUnit(const std::string& id) const;
  std::optional<std::uint8_t> findUnitType(const std::string& id) const;
  std::optional<std::uint8_t> findTag(const std::string& name) const;
  int armySize(SideIndex s) const;
  // V1: how many units `s` has lost when it has lost the battle (its army
  // times victoryEliminatedShare, rounded up).
  int lossesThatLose(SideIndex s) const;
  const UnitType& typeOf(UnitIndex u) const { return unitTypes[units[u].type]; }
};

}  // namespace hydaspes
