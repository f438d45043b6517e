// One step of a player's choice. Actions are built step by step (card, source
// cell, units, destination, facing), so no list of decisions ever explodes.
#pragma once

#include <cstdint>
#include <functional>

namespace hydaspes {

enum class Verb : std::uint8_t {
  End,       // end the current phase
  Play,      // play a special card in the Tactics phase (draw two)
  Deceive,   // play a Deception card
  Discard,   // discard a card (Deception pick, or down to the hand limit)
  MoveFree,  // start the free move
  Move,      // start a card move
  Attack,    // start an attack (or a move-then-attack)
  From,      // the cell the acting units start in
  Take,      // add a unit to the moving group
  TakeAll,   // take every unit of the stack that may move
  To,        // the destination
  Face,      // the final facing
  Negate,    // negate the declared move
  Cancel,    // cancel the negate
  Pass,      // decline a reaction window
  At,        // the target of the attack
  Support,   // play a card for +1 in this round
  Defend,    // play a Defence card: the combat ends
  Kill,      // the casualty
  Continue,  // fight another round
  BreakOff,  // end the combat
};

struct Decision {
  Verb verb = Verb::End;
  std::uint8_t arg = 0;  // card entry, cell, unit or facing, by verb

  bool operator==(const Decision&) const = default;
  auto operator<=>(const Decision&) const = default;
};

// What a verb's argument names.
enum class ArgKind : std::uint8_t { None, OfCard, OfCell, OfUnit, OfFacing };
ArgKind argKind(Verb v);

}  // namespace hydaspes
