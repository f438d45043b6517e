// Settings shared by the Monte Carlo searches.
#pragma once

#include "hydaspes/bot/candidate_rules.h"

namespace hydaspes {

// How much the other side's main leader's exposure (evaluation.h) weighs in
// a bot's evaluation, in shares of a victory: the default, and the most a
// bot spec's `exposure=` or `fear=` may set.
inline constexpr double kDefaultExposureWeight = 0.3;
inline constexpr double kMaxExposureWeight = 4.0;
// How much a bot's evaluation fears for its own main leader: the chance
// that he is killed counts at its face value, as that of losing the game.
// Bots do not hunt leaders over several turns; people do
// (docs/computer-opponent.md, beginners).
inline constexpr double kDefaultOwnExposureWeight = 1.0;

// How much a bot's evaluation counts the ways in to its own main leader
// (openApproaches in evaluation.h) when enemy units move farther than he
// does: all eight open cost this share of a victory. Testers as Porus
// ringed him on the b7 hills with single infantry and the bot as
// Alexander never broke in (docs/computer-opponent.md, shelter).
inline constexpr double kDefaultShelterWeight = 0.3;
// How much a bot's evaluation counts the hunt on its own main leader
// (huntPeril in evaluation.h) when enemy units move farther than he does:
// the best chance that an enemy stack, come to an open way in to him,
// kills him there. Testers' cavalry came round Porus's stack and struck
// its flank or rear; tried at 0.5 on 2026-11-27 and not kept, as no gain
// could be measured (docs/computer-opponent.md, hunt).
inline constexpr double kDefaultHuntWeight = 0.0;

struct SearchConfig {
  double exploration = 0.7;  // UCT constant (rewards are in [0, 1])
  int playoutTurns = 2;      // turns a playout runs before the evaluation
  // Flat Monte Carlo and ISMCTS (`chase=` in a bot spec): the share of the
  // playouts' moves that go next to the enemy main leader when they can
  // (playout.h; docs/computer-opponent.md, chase).
  double playoutChase = 0.0;
  // ISMCTS only. Progressive bias: a child's score gets bias * prior / (visits
  // + 1), the prior being the evaluation of the position the action leads to.
  double priorBias = 1.0;
  // Progressive widening: a node visited n times may have at most
  // widenBase + widenScale * sqrt(n) children; new ones come in order of prior.
  double widenBase = 3.0;
  double widenScale = 1.0;
  // ISMCTS only (`leaf=` in a bot spec). A leaf's value: this share of the
  // evaluation of the leaf itself, the rest from a playout from it (1: no
  // playout at all). At 0.5 it beats flat Monte Carlo more often at a small
  // equal budget, not at the default's, and loses more often to random play
  // (docs/computer-opponent.md); bots play with 0 (bot_spec.h).
  double leafEvaluation = 0.0;
  // ISMCTS only (`contempt=` in a bot spec), as chess engines use the word:
  // how far the bot believes it outplays its opponent, in logits added to the
  // value (for the searching seat) of every leaf that does not end the game.
  // A leaf worth 0.5 is then worth 1 / (1 + e^-contempt) to the bot, so the
  // search keeps a lead rather than stake the game on a lucky round. Hints
  // and reviews search with 0: their winning chances are plain estimates.
  double contempt = 0.0;
  // ISMCTS only (`depth=` in a bot spec): the most actions a path of the
  // tree holds before its leaf (0: no limit). At 1 the tree is the bot's own
  // candidates, each valued by playouts from it; at 2 it adds the other
  // side's answers (docs/computer-opponent.md, tree depth).
  int treeDepth = 0;
  // ISMCTS only (`halving=` in a bot spec): how the root's own candidates
  // share the iterations. 0: by UCT, as at every other node. N > 0: by
  // sequential halving (Karnin, Koren & Somekh 2013; at the root of a tree
  // search, Pepels et al. 2014): the N candidates of the best prior get the
  // same share of a round, the better half by mean goes on to the next,
  // until one is left; the iterations of one pass share a sampled world and
  // a playout seed, so the candidates are compared on the same cards and
  // dice. Later rounds spend their share on fewer candidates, so the close
  // ones are told apart by more playouts (docs/computer-opponent.md).
  // Hints and reviews search with 0: they report every candidate's chances.
  int halvingWidth = 0;
  // ISMCTS with sequential halving (`prior=` in a bot spec): each
  // candidate is ranked by the mean of its playouts as if this many more
  // had come out at its prior (the evaluation of where it leads). Two turns
  // of 2D6 rounds make a playout's result noisy; the prior is steady, and
  // counts less as the playouts grow (docs/computer-opponent.md, prior).
  double halvingPrior = 0.0;
  // Flat Monte Carlo and ISMCTS (`exposure=` in a bot spec): how much the
  // evaluation at the end of a playout counts the exposure of the other
  // side's main leader; `fear=`: that of the searching side's own.
  double exposureWeight = kDefaultExposureWeight;
  double ownExposureWeight = kDefaultOwnExposureWeight;
  // Flat Monte Carlo and ISMCTS (`shelter=` in a bot spec): how much the
  // evaluation counts the open approaches to the searching side's own main
  // leader, all of them open costing this share of a victory.
  double shelterWeight = kDefaultShelterWeight;
  // Flat Monte Carlo and ISMCTS (`hunt=` in a bot spec): how much the
  // evaluation counts the hunt on the searching side's own main leader,
  // a sure kill from an open way in costing this share of a victory.
  double huntWeight = kDefaultHuntWeight;
  // Flat Monte Carlo and ISMCTS: what their candidate actions leave out
  // (candidate_rules.h; `guard=` in a bot spec).
  CandidateRules candidates;
  // The lower levels: this share of a bot's actions (with more than one
  // candidate) is chosen at random among its candidates, without a search.
  double randomShare = 0.0;
};

}  // namespace hydaspes
