// The default policy of the searches: cheap, lightly greedy play from a
// position until the game ends or a turn cap is reached, then the
// evaluation. Random among the legal decisions, except that moving stacks
// face the nearest enemy, the whole stack moves more often than a part; in
// the Attack phase the attack worth most (attackValue, from its source to
// its target) is made when one is worth making, else the phase ends (now
// and then a move-then-attack); an attack on a main leader's stack is
// supported, and that stack defends with a Defence card; a winner of a
// round kills the enemy main leader (else a leader) when it can, and an
// attacker fights on after a won round. With a chase (SearchConfig::
// playoutChase) a move that may end next to the enemy main leader's stack
// goes there that share of the time, into his rear before his flank, as the
// testers hunted Porus.
#pragma once

#include "hydaspes/bot/evaluation.h"
#include "hydaspes/rng.h"
#include "hydaspes/state.h"

namespace hydaspes {

// One decision of the default policy.
Decision defaultPolicyDecision(const GameState& st, Rng& rng, double chase = 0.0);

// Plays `st` on for at most `turns` more turns; returns the evaluation for side 0.
double playout(GameState& st, Rng& rng, int turns, const ExposureWeights& weights = {}, double chase = 0.0);

}  // namespace hydaspes
