// Settings shared by the Monte Carlo searches.
#pragma once

namespace hydaspes {

struct SearchConfig {
  double exploration = 0.7;  // UCT constant (rewards are in [0, 1])
  int playoutTurns = 2;      // turns a playout runs before the evaluation
  // ISMCTS only. Progressive bias: a child's score gets bias * prior / (visits
  // + 1), the prior being the evaluation of the position the action leads to.
  double priorBias = 1.0;
  // Progressive widening: a node visited n times may have at most
  // widenBase + widenScale * sqrt(n) children; new ones come in order of prior.
  double widenBase = 3.0;
  double widenScale = 1.0;
  // ISMCTS only (`leaf=` in a bot spec). A leaf's value: this share of the
  // evaluation of the leaf itself, the rest from a playout from it (1: no
  // playout at all). Off: at 0.5 it beats flat Monte Carlo more often at
  // equal time (64% against 53.5%) but loses more often to random play
  // (91.5% against 96.5%) (README, "Computer opponent").
  double leafEvaluation = 0.0;
  // The lower levels: this share of a bot's actions (with more than one
  // candidate) is chosen at random among its candidates, without a search.
  double randomShare = 0.0;
};

}  // namespace hydaspes
