// What a player should know about a cell before dropping a stack there,
// read from the board the player sees: in the river an attack on it gets
// +3, hills end a move and defend at +1 (K3, M4), and an enemy stack next
// to it with the cell in its front may attack it there (K1). A tester
// marched Alexander's army into the river beside Porus with no word of it
// and lost the battle on the next turn.
#pragma once

#include <QString>

#include "hydaspes/game.h"
#include "hydaspes/observation.h"

namespace hydaspes::client {

// "in the river: an attack on it gets +3 (K3) · in the front of Porus's
// stack in b4, which may attack it (K1)"; empty when nothing is worth
// saying. `mover` is the side whose stack would stand in `to`; `moving`,
// the units carried there: when they or the stack they join hold the
// mover's main leader and the cell is in the river or an enemy's front,
// the note ends with what he risks there (V1, K4: a round that stack loses
// may cost the battle), which a tester learnt only once attacked.
QString destinationNote(const Game& g, const Observation& o, Cell to, SideIndex mover, UnitMask moving = 0);

}  // namespace hydaspes::client
