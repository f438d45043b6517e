// SO-ISMCTS over whole actions (ismcts_bot.h).
#include "hydaspes/bot/ismcts_bot.h"

#include <cmath>
#include <unordered_map>

#include "hydaspes/bot/playout.h"
#include "hydaspes/bot/world_sampler.h"
#include "search_clock.h"

namespace hydaspes {

namespace {

std::uint64_t keyOf(const Action& a) {
  std::uint64_t h = 0xCBF29CE484222325ULL;
  for (const Decision& d : a) {
    h = (h ^ static_cast<std::uint64_t>(d.verb)) * 0x100000001B3ULL;
    h = (h ^ d.arg) * 0x100000001B3ULL;
  }
  return h;
}

struct Node {
  Action action;      // the action that leads here
  SideIndex mover = 0;  // the side that chose it
  double reward = 0;  // summed results for the mover
  int visits = 0;
  int available = 0;  // iterations in which the action could be chosen
  std::unordered_map<std::uint64_t, int> children;  // action key -> node
};

class Tree {
 public:
  Tree() { nodes_.emplace_back(); }

  // One iteration in `world` (a sampled world, played on in place).
  void iterate(GameState& world, Rng& rng, const SearchConfig& config) {
    std::vector<int> path;
    int at = 0;
    bool expanded = false;
    while (!world.isTerminal() && !expanded) {
      std::vector<Action> candidates = actionCandidates(world);
      if (candidates.size() == 1) {  // a forced action costs no node
        applyAction(world, candidates.front());
        continue;
      }
      const SideIndex mover = world.decidingSide();
      std::vector<int> available;
      std::vector<std::size_t> untried;
      for (std::size_t i = 0; i < candidates.size(); ++i) {
        auto it = nodes_[static_cast<std::size_t>(at)].children.find(keyOf(candidates[i]));
        if (it == nodes_[static_cast<std::size_t>(at)].children.end()) {
          untried.push_back(i);
        } else {
          ++nodes_[static_cast<std::size_t>(it->second)].available;
          available.push_back(it->second);
        }
      }
      int next;
      if (!untried.empty()) {
        Action& chosen = candidates[untried[rng.below(static_cast<std::uint32_t>(untried.size()))]];
        next = static_cast<int>(nodes_.size());
        nodes_[static_cast<std::size_t>(at)].children.emplace(keyOf(chosen), next);
        Node child;
        child.action = std::move(chosen);
        child.mover = mover;
        child.available = 1;
        nodes_.push_back(std::move(child));
        expanded = true;
      } else {
        next = select(available, config.exploration);
      }
      applyAction(world, nodes_[static_cast<std::size_t>(next)].action);
      path.push_back(next);
      at = next;
    }
    const double v0 = world.isTerminal() ? (world.winner() == 0 ? 1.0 : 0.0) : playout(world, rng, config.playoutTurns);
    for (int n : path) {
      Node& node = nodes_[static_cast<std::size_t>(n)];
      ++node.visits;
      node.reward += node.mover == 0 ? v0 : 1.0 - v0;
    }
  }

  // The root child visited most (ties: the better mean).
  const Node* mostVisited() const {
    const Node* best = nullptr;
    for (const auto& [key, index] : nodes_.front().children) {
      const Node& n = nodes_[static_cast<std::size_t>(index)];
      if (!best || n.visits > best->visits ||
          (n.visits == best->visits && n.reward * best->visits > best->reward * n.visits) ||
          (n.visits == best->visits && n.reward * best->visits == best->reward * n.visits && n.action < best->action))
        best = &n;
    }
    return best;
  }

 private:
  int select(const std::vector<int>& available, double c) const {
    int best = available.front();
    double bestScore = -1e300;
    for (int i : available) {
      const Node& n = nodes_[static_cast<std::size_t>(i)];
      const double score = n.reward / n.visits + c * std::sqrt(std::log(static_cast<double>(n.available)) / n.visits);
      if (score > bestScore) best = i, bestScore = score;
    }
    return best;
  }

  std::vector<Node> nodes_;
};

}  // namespace

Action IsmctsBot::choose(const BotInformation& info, Budget budget) {
  Rng rng(searchSeed(seed_, info));
  std::vector<Action> own = actionCandidates(sampleWorld(info, rng));
  if (own.size() == 1) return own.front();
  Tree tree;
  const SearchClock clock(budget);
  for (int i = 0; clock.more(i); ++i) {
    GameState world = sampleWorld(info, rng);
    tree.iterate(world, rng, config_);
  }
  const Node* best = tree.mostVisited();
  return best ? best->action : own.front();
}

}  // namespace hydaspes
