// A quick judgement of a position for the search when a playout stops
// before the end: material (how far each side is towards losing half its
// army, V1), the threats on the board (every stack, or the faster units of
// one, M1, that may attack an adjacent enemy stack in its front, K1, or
// come next to it this turn by a move the rules allow, M1-M8, with the
// exact odds of each round from the stacks' modifiers, K3, the attacker
// fighting on while it wins, K5: a round lost by a stack that holds the
// main leader can cost the game, V1, and a stack caught in the river or in
// its rear can lose many units in one combat; each enemy stack's best
// attack, the best fully, the next at half and so on; the side that
// attacks next counts its threats at 0.6, the other at 0.25 and only as
// far as its stacks survive the first side's attacks; each side's threats
// as far as it has an attack card then, K1), each main leader's exposure
// whatever the attacker risks (whether he stands apart from his army,
// where he can be hunted over several turns, and how many ways in to him
// his own stacks leave open), the combat being fought, and
// the cards in hand up to the hand limit (T6: those over it are discarded
// unless played).
#pragma once

#include <utility>
#include <vector>

#include "hydaspes/bot/search_config.h"
#include "hydaspes/state.h"

namespace hydaspes {

// What one attack of the stack in `from` on the stack in `to` is worth to
// the attacker, in shares of a victory (V1: the enemy main leader, or half
// the enemy army, is 1), when it fights on while it wins and breaks off
// after its first lost round (K5): over the rounds, the chance of getting
// to each and winning it times what the winner then kills (the main leader
// if the stack holds it, which ends the game, else one unit) less the
// chance of getting to it and losing it times what the attacker then loses.
// A won round gives the next the last winner's bonus, and the bigger stack
// is counted afresh each round (K3); kills beyond the enemy's half army
// count for nothing. Without supports; 0 when either cell is empty.
double attackValue(const GameState& st, Cell from, Cell to);

// The best attack of `side`: attackValue over its stacks (and the faster
// units of each, which may move without the slower ones, M1) and the
// adjacent enemy stacks in their front (K1); an enemy stack the attacker can first
// come next to this turn counts for less, without flank or rear: 0.7 of the
// value when the free move reaches a cell next to it, 0.4 when only a card
// move up to the stack's slowest unit does, 0.25 when only a river
// crossing card of its side does (the move planner's cells: a normal move
// stops in the river, M4). 0 when none is worth making.
double bestThreat(const GameState& st, SideIndex side);

// V1: the best chance, over the enemy stacks that could attack it (weighted
// as in bestThreat, and from each cell next to him they can reach, into his
// flank or rear from there), that an enemy stack attacking the stack of
// `side`'s main leader kills him: it wins a round (the winner then chooses
// the leader, K4) before a tie ends the combat or it has lost its last
// unit, fighting on after a lost round at the last winner's -1. An attack
// card of reach 2 or more in the enemy's hand (C6, C8) counts from the
// cells along a straight line from him within its reach as well. 0 when
// none can.
double leaderExposure(const GameState& st, SideIndex side);

// V1, M3: how many cells next to `side`'s main leader an enemy stack could
// come to over any number of moves: the cells not held by `side` that a
// path of such cells joins to an enemy stack (a cell an enemy stack holds
// counts). A ring of friendly stacks round him, with the board's edge,
// leaves none. -1 when he is not on the board (or the scenario has none).
int openApproaches(const GameState& st, SideIndex side);

// V1, K3, K4: the best chance that an enemy stack (or the faster units of
// one, M1), come by any number of moves to one of the open ways in to the
// main leader of `side` (openApproaches), kills him there, striking from
// that cell into his stack as it stands and faces: a hunt over several
// turns. A ring of friendly stacks leaves no way in; the board's edge, a
// corner, Hills, a big stack and a facing that turns the ways in into its
// front make it less. 0 when he has no open way in or is not on the board.
double huntPeril(const GameState& st, SideIndex side);

// The huntPeril of `group`'s main leader were `group` (of one side, holding
// its main leader) to move from `from` to `to`, facing the way that makes
// it least (or the facing of the stack it joins there, M3), and that facing.
struct HuntRefuge {
  Facing facing = Facing::N;
  double peril = 0.0;
};
HuntRefuge huntRefuge(const GameState& st, UnitMask group, Cell from, Cell to);

// The huntPeril of the main leader of `group`'s side were `group` (without
// him) to move from `from` to `to`: a friendly stack in one of his ways in
// closes it (M3), one leaving a cell may open another.
double huntPerilAfterWall(const GameState& st, UnitMask group, Cell from, Cell to);

// V1, K11: the facing for a group holding a main leader that ends a move
// in `to` (an empty cell) in which the enemy stacks, each coming next to it
// from the cell that suits it best this turn (where it stands, or where its
// free move, a card move or a crossing card reaches), are least likely to kill him; flank and
// rear count from that cell. `otherwise` when no facing is safer than it, or
// the group holds no main leader.
Facing safestFacing(const GameState& st, UnitMask group, Cell to, Facing otherwise);

// M4, K3: the best first-round odds of an enemy stack against `group`
// standing in the river cell `to` with the friendly units already there,
// facing `facing`, when the enemy stack is next to it or its free move or a
// card move up to its slowest unit reaches a cell next to it this turn
// (attacking a stack in the river is at +3); flank and rear count from
// that cell. 0 when `to` is not a river cell or no enemy stack can come.
double riverPeril(const GameState& st, UnitMask group, Cell to, Facing facing);

// K3-K5, M3: for each of `ends` (a cell and the facing `group` would take
// there), the best chance that an enemy stack destroys the whole stack
// `group` would make there with the friendly units already there, fighting
// on while it wins: an enemy stack next to it, or one whose free move or a
// card move up to its slowest unit reaches a cell next to it this turn
// (flank and rear count from that cell). A stack holding a main leader is
// destroyed with its first lost round (V1). Testers' stacks of ten or
// eleven picked off the bot's small stacks one at a time.
std::vector<double> wipePerils(const GameState& st, UnitMask group, const std::vector<std::pair<Cell, Facing>>& ends);

// V1, K1, K3: the best first-round odds, against a support card, of
// `group` standing in `to` with the friendly units already there, facing
// `facing`, attacking an adjacent enemy stack in its front that holds the
// enemy main leader (a won round wins the game, K4), with `extra` more for
// the attacker (its own support card); flank and rear count. 0 when there
// is none, or when the stack in `to` would hold its own side's main leader
// (it risks the game with every round it loses).
double strikeOdds(const GameState& st, UnitMask group, Cell to, Facing facing, int extra = 0);

// M2: whether the main leader of `s`, on the board, moves less far than some
// enemy unit alive (Porus 3 against the Greek cavalry's 5 and 6): he cannot
// outrun a hunt; Alexander (6) can.
bool mainLeaderOutpaced(const GameState& st, SideIndex s);

// How much each side's leaderExposure weighs in the evaluation, in shares of
// a victory, by side: a searching bot fears for its own main leader at
// SearchConfig::ownExposureWeight and hopes against the other's at
// SearchConfig::exposureWeight. Its own main leader's openApproaches, all
// eight open, cost it SearchConfig::shelterWeight (shelterBySide) when an
// enemy unit moves farther than he does (M2: he cannot outrun a hunt).
struct ExposureWeights {
  double bySide[2] = {kDefaultExposureWeight, kDefaultExposureWeight};
  double shelterBySide[2] = {0.0, 0.0};
  // Its own main leader's huntPeril, a sure kill costing it
  // SearchConfig::huntWeight, under the same condition.
  double huntBySide[2] = {0.0, 0.0};
};
ExposureWeights exposureWeightsOf(SideIndex seat, double own, double enemy, double shelter, double hunt = 0.0);

// In [0, 1]: 1 when `side` has won, 0 when it has lost, else an estimate.
double evaluate(const GameState& st, SideIndex side, const ExposureWeights& weights = {});

}  // namespace hydaspes
