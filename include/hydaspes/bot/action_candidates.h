// Whole actions (H4): a phase-level choice and the steps that follow it
// until the decision returns to the phase level, passes to the other side,
// waits on a reaction, or a declared move may be negated (also again, after
// a cancel). A bot searches over these, not single steps, so a card, its
// units, destination and facing are one choice. Unit groups are pruned (the
// whole movable stack, one unit of each type, each type's units together),
// destinations too (next to an enemy, the nearest others, the farthest), the
// facing is towards the nearest enemy, and of two card plays with the same
// effect only the one spending the plainer card is kept.
#pragma once

#include <vector>

#include "hydaspes/bot/candidate_rules.h"
#include "hydaspes/decision.h"
#include "hydaspes/state.h"

namespace hydaspes {

using Action = std::vector<Decision>;

// Whether a new action begins at this step: the phase level, the Deception
// pick (the other hand is only now shown), a reaction window, a casualty
// pick, continue or break off, the end of the game.
bool beginsAction(Step s);

// Whether an action of `side` ends with `last`, which led to `after`: at a
// step where a new action begins, when the other side decides, and as soon
// as a move is declared (its destination and facing): whether the other side
// is then offered a negate depends on its hand (H3), so what follows must be
// chosen in a new action, once the seat sees whether the window opened.
bool endsAction(const GameState& after, const Decision& last, SideIndex side);

// The facing towards the nearest enemy stack from `cell` (north if none).
Facing facingTowardsEnemy(const GameState& st, Cell cell, SideIndex side);

// The cell the pending attack comes from: a move-then-attack's after its
// step (K9), else where the attack was declared (K1).
Cell attackOrigin(const GameState& st);

// The units of `side` still in the game that are its main leader (V1).
UnitMask mainLeadersOf(const GameState& st, SideIndex side);

// Whether the stack in `cell` holds the main leader of `side` (V1).
bool holdsMainLeaderOf(const GameState& st, Cell cell, SideIndex side);

// The candidate actions of the deciding side; never empty unless terminal.
std::vector<Action> actionCandidates(const GameState& st, CandidateRules rules = {});

// Applies an action's decisions in order (throws IllegalDecision).
void applyAction(GameState& st, const Action& a);

}  // namespace hydaspes
