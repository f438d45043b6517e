// What the window says: button labels, card descriptions and what the game
// is waiting for, in the game's language.
#pragma once

#include <QString>
#include <QStringList>
#include <span>
#include <string>

#include "hydaspes/card.h"
#include "hydaspes/facing.h"
#include "hydaspes/decision.h"
#include "hydaspes/game.h"
#include "hydaspes/observation.h"
#include "session/alike_units.h"

namespace hydaspes::client {

// A decision's button words in phase `phase`: the end of a phase names the
// phase it ends ("End Maneuver phase"; the Attack phase's, "End turn"), so
// that a second click does not end the next one unseen.
QString buttonText(const Game& g, const Decision& d, Phase phase);
// What a decision-bar button does, for its tooltip; empty when its words say it all.
QString decisionTip(const Game& g, const Decision& d, Phase phase);
// A unit to take along or to lose: "Take Coenus Cavalry", "Eliminate
// one of 8 Punjab Infantry"; its name alone: "one of 8 Punjab Infantry".
QString unitChoiceText(const Game& g, const UnitChoice& c);
QString unitChoiceName(const Game& g, const UnitChoice& c);
QString unitChoiceTip(const Game& g, const UnitChoice& c);
QString cardTypeWords(CardType t);
// What a card of type `t` does, in a sentence citing its rule: "Stops a
// move the enemy declares (rule T4)".
QString cardTypePurpose(CardType t);
// A card's printed note in the language shown, its short forms explained:
// "Only the Prince Unit OUSWI (OUSWI: or/and units stacked with it)".
QString cardNote(const CardTable& table, const CardDef& c);
QString cardUseWords(const CardDef& c);
QString phaseWords(Phase p);
// A compass point a stack faces, as the board's arrows are named: "N", "SE".
QString facingWords(Facing f);
// A side by its player's name, "Porus": who acts, who wins.
QString sideName(const Game& g, SideIndex s);
// A side by its army, "Indians": whose stack it is and whose total in a
// combat, which a leader's name would read as that leader's own.
QString armyName(const Game& g, SideIndex s);
// "Porus may negate the move or pass", from the observation's step.
QString awaitedWords(const Game& g, const Observation& o);
// A unit in words: "King Porus", "War Elephants 2" (one of several of its type).
QString unitWords(const Game& g, UnitIndex u);
// "Allies ×4, Alexander": units by short name, alike ones counted.
QString unitGroupWords(const Scenario& sc, UnitMask units);
// A word of the data files (a card's or unit's name, a card's note, a
// stack bonus's label, a lesson's line) in the player's language: the
// bundled data's words are in the translations (gathered at build time by
// translations/gather_data_words.cpp); any other stays as written.
QString dataText(const std::string& text);
// Every card title of the game's card table, each once, in the player's
// language: any may be drawn, so the hand is laid out for all of them.
QStringList cardTitles(const Game& g);
// The bundled data's words, as gathered for the translations.
std::span<const char* const> bundledDataWords();
// The ruling a message cites at its end, "... (rule M4)" -> "M4"; empty if none.
QString citedRuling(const QString& message);

}  // namespace hydaspes::client
