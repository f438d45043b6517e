// A bot named on the command line or in a save: "random", "flatmc:level=2",
// "ismcts:level=3,seed=7", "ismcts:time=0.2", "ismcts:random=0.3",
// "ismcts:leaf=0.5,contempt=1", "ismcts:depth=0,halving=0". Levels 1-4 are iteration budgets
// (deterministic) with a share of actions played at random below the top (the
// default); time= gives a time budget instead (seconds per action),
// iterations= an exact count, random= the share, leaf= how much of a leaf's
// value is its evaluation, contempt= how far ISMCTS believes it outplays its
// opponent, depth= how many actions deep its tree goes, halving= how many
// root candidates sequential halving starts with, 0 for UCT, prior= how
// many playouts' weight it gives each candidate's prior, exposure= how
// much its evaluation counts the other side's main leader's exposure, fear=
// how much its own's, shelter= how much the open ways in to its own,
// hunt= how much the best kill from one of those ways in,
// guard=0 lets a main leader leave his stack, escort= how many units stay
// with him, army= what share of his army at least, turns= how
// many turns a playout runs (search_config.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "hydaspes/bot/bot.h"
#include "hydaspes/bot/search_config.h"

namespace hydaspes {

// More iterations alone barely separate two searching bots in a game of 2D6
// rounds (docs/computer-opponent.md); the levels below the top also play
// a share of their actions at random, which separates them clearly.
inline constexpr int kDefaultBotLevel = 4;
inline constexpr int kBotLevels = 4;

// How ISMCTS plays unless its spec says otherwise, at every level and budget
// (docs/computer-opponent.md): sequential halving over the 16 root
// candidates of the best prior, each valued by playouts from where it leads
// (a tree one action deep), and a contempt of 2 logits, which keeps a lead
// instead of staking the game on a round. At equal time it beats flat Monte
// Carlo clearly more often than UCT over the whole tree did, at a quarter of
// that tree's time per iteration. SearchConfig's own settings (UCT over the
// whole tree, no contempt) are for hints and reviews.
inline constexpr double kBotLeafEvaluation = 0.0;
inline constexpr double kBotContempt = 2.0;
inline constexpr int kBotTreeDepth = 1;
inline constexpr int kBotHalvingWidth = 16;
// No prior weighed as playouts (`prior=`): at 20 it gained about one
// standard error against flat Monte Carlo and nothing head to head
// (docs/computer-opponent.md, prior).
inline constexpr double kBotHalvingPrior = 0.0;
inline constexpr double kMaxHalvingPrior = 1000.0;
// The most turns a playout runs before the evaluation (`turns=`).
inline constexpr int kMaxPlayoutTurns = 8;
// Both searches, as bots, play out three turns (SearchConfig's two are for
// hints and reviews): as Porus against the hunting Greek stand-in the
// default won 94/300 with three against 74/300 with two, head to head they
// drew, and against random play they won alike, at about a fifth more time
// per action (docs/computer-opponent.md, turns).
inline constexpr int kBotPlayoutTurns = 3;
// Both searches, as bots: a stack without its main leader strikes the
// enemy main leader's stack at good odds, and a group moves next to it to
// do so (candidate_rules.h, `strike=`).
inline constexpr bool kBotStrikesMainLeader = true;
// Both searches, as bots: the share of the playouts' moves that go next to
// the enemy main leader when they can (`chase=`, search_config.h).
inline constexpr double kBotPlayoutChase = 0.0;

// The playouts of each level, from 1 to kBotLevels.
int iterationsOfLevel(int level);
// The share of its actions each level picks at random (search_config.h).
double randomShareOfLevel(int level);

struct BotSpec {
  std::string kind = "ismcts";  // "random", "flatmc" or "ismcts"
  int level = kDefaultBotLevel;
  std::optional<int> iterations;  // instead of the level's
  double seconds = 0;             // a time budget per action (0: none)
  std::optional<std::uint64_t> seed;
  std::optional<double> randomShare;  // instead of the level's
  std::optional<double> leafEvaluation;  // ismcts: instead of kBotLeafEvaluation
  std::optional<double> contempt;        // ismcts: instead of kBotContempt
  std::optional<int> treeDepth;          // ismcts: instead of kBotTreeDepth
  std::optional<int> halvingWidth;       // ismcts: instead of kBotHalvingWidth
  std::optional<double> halvingPrior;    // ismcts (prior=): instead of kBotHalvingPrior
  std::optional<int> playoutTurns;       // flatmc, ismcts (turns=): instead of kBotPlayoutTurns
  std::optional<double> playoutChase;    // flatmc, ismcts (chase=): instead of kBotPlayoutChase
  std::optional<double> exposureWeight;  // flatmc, ismcts: instead of kDefaultExposureWeight
  std::optional<double> ownExposureWeight;  // flatmc, ismcts: instead of kDefaultOwnExposureWeight
  std::optional<double> shelterWeight;      // flatmc, ismcts (shelter=): instead of kDefaultShelterWeight
  std::optional<double> huntWeight;         // flatmc, ismcts (hunt=): instead of kDefaultHuntWeight
  std::optional<bool> guardMainLeader;   // flatmc, ismcts: instead of SearchConfig's
  std::optional<int> leaderEscort;       // flatmc, ismcts (escort=): instead of kLeaderEscort
  std::optional<double> leaderArmyShare;  // flatmc, ismcts (army=): instead of kLeaderArmyShare
  std::optional<bool> keepOutOfRiverReach;  // flatmc, ismcts (river=): instead of SearchConfig's
  std::optional<bool> spareMainLeader;      // flatmc, ismcts (spare=): instead of SearchConfig's
  std::optional<double> spareRisk;          // flatmc, ismcts (risk=): instead of kSpareMainLeaderAt
  std::optional<bool> strikeMainLeader;     // flatmc, ismcts (strike=): instead of SearchConfig's
  std::optional<bool> seekRefuge;           // flatmc, ismcts (refuge=): instead of SearchConfig's
  std::optional<bool> wallMainLeader;       // flatmc, ismcts (wall=): instead of SearchConfig's
  std::optional<double> wipePerilAt;        // flatmc, ismcts (wipe=): instead of SearchConfig's
  std::optional<bool> joinFriends;          // flatmc, ismcts (join=): instead of SearchConfig's
  std::optional<bool> swiftEscort;          // flatmc, ismcts (swift=): instead of SearchConfig's
  std::optional<bool> keepDefence;          // flatmc, ismcts (keep=): instead of SearchConfig's
  // level= is written out even where iterations= or time= set the budget:
  // it was named, or the spec is pinned (below). It then only names the level.
  bool levelNamed = false;

  // Whether the level chooses the budget and share (no iterations= or time=).
  bool levelCounts() const;
  Budget budget() const;
  SearchConfig searchConfig() const;
  std::string text() const;  // in the form parseBotSpec reads
  // The same bot with everything its level and the defaults choose written
  // out ("ismcts:level=3" pins to "ismcts:level=3,iterations=250,random=0.3,
  // leaf=0,contempt=2,depth=1,halving=16"): what a save records, so that the bot it
  // names plays the same after a level or a default changes.
  BotSpec pinned() const;
};

// Throws std::invalid_argument with the reason.
BotSpec parseBotSpec(const std::string& text);

// The bot of `spec`, seeded with its own seed= if it names one, else `seed`.
std::unique_ptr<Bot> makeBot(const BotSpec& spec, std::uint64_t seed);

}  // namespace hydaspes
