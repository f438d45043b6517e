// What the window says: button labels, card descriptions and what the game
// is waiting for, in the game's language.
#pragma once

#include <QString>

#include "hydaspes/card.h"
#include "hydaspes/facing.h"
#include "hydaspes/decision.h"
#include "hydaspes/game.h"
#include "hydaspes/observation.h"

namespace hydaspes::client {

QString buttonText(const Game& g, const Decision& d);
QString cardTypeWords(CardType t);
QString cardUseWords(const CardDef& c);
QString phaseWords(Phase p);
// A compass point a stack faces, as the board's arrows are named: "N", "SE".
QString facingWords(Facing f);
QString sideName(const Game& g, SideIndex s);
// "Porus may negate the move or pass", from the observation's step.
QString awaitedWords(const Game& g, const Observation& o);
QString unitWords(const Game& g, UnitIndex u);
// The ruling a message cites at its end, "... (rule M4)" -> "M4"; empty if none.
QString citedRuling(const QString& message);

}  // namespace hydaspes::client
