// An action in the player's language: the engine's ActionText (phrases:
// a word and what it names) put in words through tr(), as the engine's
// englishSummary puts them in English. The log, the catch-up, the hint and
// the review say actions with it; the notation stays as in saves.
#pragma once

#include <QList>
#include <QString>
#include <vector>

#include "hydaspes/action_text.h"

namespace hydaspes::client {

// One phrase: "Allies ×4 b2→a3, facing S".
QString phraseWords(const ActionPhrase& phrase, const Game& game);
// The action's phrases: "Rush: Allies ×4 b2→a3, facing S — ...".
QString actionSummary(const ActionText& text, const Game& game);
// "Turn 3 · Alexander: Rush: ..." for the side whose turn it is, "Porus
// negates the move with Overflowing" for an answer.
QString actionLine(const ActionText& text, const Game& game);
// The clauses of actionLine(), counted as it splits at " — ", that tell how
// the action came out: a unit eliminated, a tie, a negated move, a victory.
// A log row cut short keeps them (a tester could not tell which units fell
// in a combat of many rounds).
QList<int> outcomeClauses(const ActionText& text);
// A combat modifier's reason: "bigger stack (3 against 2)", "support: Rush".
QString modifierWords(const Modifier& m, const Game& game);
// Each modifier's `reason` put in the player's language (for views that
// show Modifier values as they come).
void wordModifiers(std::vector<Modifier>& mods, const Game& game);
// Why a side won: "the enemy main leader has fallen".
QString victoryWords(VictoryReason reason);

}  // namespace hydaspes::client
