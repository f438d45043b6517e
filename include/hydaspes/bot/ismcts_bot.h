// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).
// Every iteration samples a world consistent with the bot's information
// (world_sampler.h) and walks one tree of whole actions of both sides,
// choosing among the actions available in that world by UCT with
// availability counts (a child is available when its decisions are legal
// in that world and end where it ends; the node's whole list of actions is
// built only when it may take a new child). Each node widens progressively (at most widenBase +
// widenScale * sqrt(visits) children), taking new actions in order of their
// prior, the evaluation (evaluation.h) of where they lead for the side that
// chooses; UCT gets a progressive bias towards that prior. It adds one node
// and values the leaf by a playout (playout.h), mixed with the leaf's own
// evaluation (SearchConfig::leafEvaluation) and moved by the bot's contempt
// (SearchConfig::contempt) unless the game is over, then backs it up. A
// path holds at most SearchConfig::treeDepth actions when that is set (2:
// the bot's own and the other side's answer); below that the playout takes
// over. The action played is the root child visited most. The root's own
// actions are listed once: they depend on nothing hidden. With
// SearchConfig::halvingWidth the root's candidates share the iterations by
// sequential halving instead of UCT (search_config.h), and the one left is
// played: how the bots play (bot_spec.h).
#pragma once

#include "hydaspes/bot/bot.h"
#include "hydaspes/bot/search_config.h"

namespace hydaspes {

class IsmctsBot : public Bot {
 public:
  IsmctsBot(std::uint64_t seed, SearchConfig config = {}) : seed_(seed), config_(config) {}
  Action choose(const BotInformation& info, Budget budget) override;

 private:
  std::uint64_t seed_;
  SearchConfig config_;
};

}  // namespace hydaspes
