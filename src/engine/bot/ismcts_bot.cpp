// SO-ISMCTS over whole actions (ismcts_bot.h).
#include "hydaspes/bot/ismcts_bot.h"
#include "hydaspes/bot/search_analysis.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <unordered_map>

#include "hydaspes/bot/evaluation.h"
#include "hydaspes/bot/playout.h"
#include "hydaspes/bot/world_sampler.h"
#include "hydaspes/card_use.h"
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

// Whether `a` is an action of `mover` in `world` as it stands: each decision
// legal in turn, and the action ending exactly where it ends.
bool fitsWorld(const GameState& world, const Action& a, SideIndex mover) {
  GameState st = world;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (st.isTerminal() || st.decidingSide() != mover || !st.isLegal(a[i])) return false;
    st.apply(a[i]);
    if (endsAction(st, a[i], mover) != (i + 1 == a.size())) return false;
  }
  return true;
}

// `v` (a value in [0, 1] for the Greeks) moved by `logits` towards them:
// the Greeks' contempt (SearchConfig::contempt), negative for the Indians'.
double withContempt(double v, double logits) {
  if (logits == 0 || v <= 0 || v >= 1) return v;
  return 1.0 / (1.0 + std::exp(-(std::log(v / (1 - v)) + logits)));
}

struct Node {
  Action action;        // the action that leads here
  SideIndex mover = 0;  // the side that chose it
  double reward = 0;    // summed results for the mover
  double prior = 0.5;   // the evaluation, for the mover, of where the action led when first tried
  int visits = 0;
  int available = 0;  // iterations in which the action could be chosen
  std::unordered_map<std::uint64_t, int> children;  // action key -> node
  // The priors of the actions seen here and not yet children, by key: an
  // action's own result (one's own moves do not depend on the hidden cards).
  std::unordered_map<std::uint64_t, double> priors;
};

class Tree {
 public:
  // A tree searched for `seat` (the side its contempt favours and whose
  // main leader its evaluation fears for as `config` says).
  Tree(SideIndex seat, const SearchConfig& config)
      : seat_(seat), weights_(exposureWeightsOf(seat, config.ownExposureWeight, config.exposureWeight, config.shelterWeight, config.huntWeight)) {
    nodes_.emplace_back();
  }

  // One iteration in `world` (a sampled world, played on in place). The
  // root's candidates are `own` in every world: they depend on nothing hidden.
  // With `rootPick` the iteration goes through that one (sequential halving
  // chooses it), else UCT chooses as at every node.
  void iterate(GameState& world, Rng& rng, const SearchConfig& config, const std::vector<Action>& own,
               std::optional<std::size_t> rootPick = std::nullopt) {
    std::vector<int> path;
    int at = 0;
    bool expanded = false;
    ++nodes_.front().visits;
    while (!world.isTerminal() && !expanded && (config.treeDepth <= 0 || static_cast<int>(path.size()) < config.treeDepth)) {
      const SideIndex mover = world.decidingSide();
      std::vector<int> available;
      std::vector<std::size_t> untried;
      std::vector<Action> listed;
      const int parentVisits = std::max(1, nodes_[static_cast<std::size_t>(at)].visits);
      const double width = config.widenBase + config.widenScale * std::sqrt(static_cast<double>(parentVisits));
      if (at != 0) {
        // The children that fit this world, tried without listing every
        // action: the list is needed only when the node may take a new child.
        for (const auto& [key, index] : nodes_[static_cast<std::size_t>(at)].children)
          if (fitsWorld(world, nodes_[static_cast<std::size_t>(index)].action, mover)) available.push_back(index);
        if (available.empty() || static_cast<double>(available.size()) < width) {
          listed = actionCandidates(world, config.candidates);
          if (listed.size() == 1 && available.empty()) {  // a forced action costs no node
            applyAction(world, listed.front());
            continue;
          }
          Node& here = nodes_[static_cast<std::size_t>(at)];
          for (std::size_t i = 0; i < listed.size(); ++i)
            if (!here.children.count(keyOf(listed[i]))) untried.push_back(i);
        }
        for (int index : available) ++nodes_[static_cast<std::size_t>(index)].available;
      } else {
        Node& here = nodes_[static_cast<std::size_t>(at)];
        for (std::size_t i = rootPick.value_or(0); i < (rootPick ? *rootPick + 1 : own.size()); ++i) {
          auto it = here.children.find(keyOf(own[i]));
          if (it == here.children.end()) {
            untried.push_back(i);
          } else {
            ++nodes_[static_cast<std::size_t>(it->second)].available;
            available.push_back(it->second);
          }
        }
      }
      const std::vector<Action>& candidates = at == 0 ? own : listed;
      int next;
      if (!untried.empty() && (available.empty() || static_cast<double>(available.size()) < width)) {
        // The untried action of the best prior (ties: the first listed).
        std::size_t pick = untried.front();
        double best = -1;
        for (std::size_t i : untried) {
          const double p = priorOf(at, candidates[i], world, mover);
          if (p > best + 1e-12) best = p, pick = i;
        }
        const Action& chosen = candidates[pick];
        const std::uint64_t key = keyOf(chosen);
        next = static_cast<int>(nodes_.size());
        Node child;
        child.prior = best;
        child.action = chosen;
        child.mover = mover;
        child.available = 1;
        nodes_[static_cast<std::size_t>(at)].children.emplace(key, next);
        nodes_[static_cast<std::size_t>(at)].priors.erase(key);
        nodes_.push_back(std::move(child));
        expanded = true;
      } else {
        next = select(available, config);
      }
      applyAction(world, nodes_[static_cast<std::size_t>(next)].action);
      path.push_back(next);
      at = next;
    }
    double v0 = 0;
    if (world.isTerminal()) {
      v0 = world.winner() == 0 ? 1.0 : world.winner() ? 0.0 : 0.5;
    } else {
      const double mix = config.leafEvaluation;
      const double here = mix > 0 ? evaluate(world, 0, weights_) : 0.0;
      v0 = mix >= 1 ? here : mix * here + (1 - mix) * playout(world, rng, config.playoutTurns, weights_, config.playoutChase);
      if (!world.isTerminal()) v0 = withContempt(v0, seat_ == 0 ? config.contempt : -config.contempt);
    }
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

  // The prior of the root's action `a` in `world` (cached: a child made
  // for it later takes the same value).
  double rootPrior(const Action& a, const GameState& world) {
    return priorOf(0, a, world, world.decidingSide());
  }

  // The root's child for `a`, if it was tried.
  const Node* rootChild(const Action& a) const {
    const auto& children = nodes_.front().children;
    auto it = children.find(keyOf(a));
    return it == children.end() ? nullptr : &nodes_[static_cast<std::size_t>(it->second)];
  }

  // The root's children: (action, visits, summed reward for the mover).
  std::vector<const Node*> rootChildren() const {
    std::vector<const Node*> out;
    for (const auto& [key, index] : nodes_.front().children) out.push_back(&nodes_[static_cast<std::size_t>(index)]);
    return out;
  }

 private:
  // The evaluation for `mover` after `a` in `world`, cached per node.
  double priorOf(int at, const Action& a, const GameState& world, SideIndex mover) {
    auto& priors = nodes_[static_cast<std::size_t>(at)].priors;
    const std::uint64_t key = keyOf(a);
    auto it = priors.find(key);
    if (it != priors.end()) return it->second;
    GameState after = world;
    applyAction(after, a);
    const double p = evaluate(after, mover, weights_);
    priors.emplace(key, p);
    return p;
  }

  int select(const std::vector<int>& available, const SearchConfig& config) const {
    int best = available.front();
    double bestScore = -1e300;
    for (int i : available) {
      const Node& n = nodes_[static_cast<std::size_t>(i)];
      const double visits = std::max(1, n.visits);
      const double score = n.reward / visits +
                           config.exploration * std::sqrt(std::log(static_cast<double>(n.available)) / visits) +
                           config.priorBias * n.prior / (visits + 1);
      if (score > bestScore) best = i, bestScore = score;
    }
    return best;
  }

  std::vector<Node> nodes_;
  SideIndex seat_;
  ExposureWeights weights_;
};

// Sequential halving over the root's candidates (SearchConfig::halvingWidth):
// the index in `own` of the one left. The rounds share the budget equally
// (a time budget by time); every round makes at least one pass over the
// candidates still in, all of them in one sampled world and from one playout
// seed. A stop request ends it at the next pass. A time budget counts the
// ranking too and ends in the middle of a pass, so the bot takes the time
// flat Monte Carlo takes for the same budget.
std::size_t halvingChoice(Tree& tree, const BotInformation& info, Rng& rng, const std::vector<Action>& own,
                          const SearchConfig& config, const Budget& budget) {
  const SearchClock clock(budget);  // ranking them is part of the time
  // Best prior first: the evaluation of where each leads (in any world:
  // one's own actions depend on nothing hidden); ties keep the listed order.
  const GameState first = sampleWorld(info, rng);
  std::vector<std::pair<double, std::size_t>> ranked;
  for (std::size_t i = 0; i < own.size(); ++i) ranked.emplace_back(tree.rootPrior(own[i], first), i);
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  // A small iteration budget starts with fewer: a pass over all of them
  // in every round should fit in it.
  std::size_t width = static_cast<std::size_t>(config.halvingWidth);
  if (budget.iterations > 0) width = std::min(width, static_cast<std::size_t>(std::max(2, budget.iterations / 2)));
  std::vector<std::size_t> in;
  for (std::size_t i = 0; i < ranked.size() && i < width; ++i) in.push_back(ranked[i].second);
  int rounds = 0;
  while ((std::size_t{1} << rounds) < in.size()) ++rounds;
  // Each candidate's mean, with config.halvingPrior playouts more at its prior.
  std::vector<double> prior(own.size(), 0.0);
  for (const auto& [value, k] : ranked) prior[k] = value;
  const auto mean = [&](std::size_t k) {
    const Node* n = tree.rootChild(own[k]);
    const double visits = (n ? n->visits : 0) + config.halvingPrior;
    return visits > 0 ? ((n ? n->reward : 0.0) + config.halvingPrior * prior[k]) / visits : 0.0;
  };
  long done = 0;
  for (int r = 0; r < rounds && !budget.stop.stop_requested(); ++r) {
    const long roundEnd = done + (budget.iterations - done) / (rounds - r);
    const double deadline = budget.seconds * (r + 1) / rounds;
    do {
      const GameState world = sampleWorld(info, rng);
      const std::uint64_t playoutSeed = rng.next();
      for (std::size_t k : in) {
        GameState played = world;
        Rng playoutRng(playoutSeed);
        tree.iterate(played, playoutRng, config, own, k);
        ++done;
        if (budget.seconds > 0 && clock.elapsed() >= budget.seconds) break;  // the time is up, within a pass
      }
    } while (!budget.stop.stop_requested() && (budget.iterations <= 0 || done < roundEnd) &&
             (budget.seconds <= 0 || clock.elapsed() < deadline));
    std::stable_sort(in.begin(), in.end(), [&](std::size_t a, std::size_t b) { return mean(a) > mean(b); });
    in.resize((in.size() + 1) / 2);
  }
  return in.front();
}

}  // namespace

Action IsmctsBot::choose(const BotInformation& info, Budget budget) {
  const std::uint64_t seed = searchSeed(seed_, info);
  Rng rng(seed);
  std::vector<Action> own = actionCandidates(sampleWorld(info, rng), config_.candidates);
  if (own.size() == 1) return own.front();
  if (auto loose = randomChoice(own, config_.randomShare, seed)) return *loose;
  Tree tree(info.seat(), config_);
  if (config_.halvingWidth > 0) return own[halvingChoice(tree, info, rng, own, config_, budget)];
  const SearchClock clock(budget);
  for (int i = 0; clock.more(i); ++i) {
    GameState world = sampleWorld(info, rng);
    tree.iterate(world, rng, config_, own);
  }
  const Node* best = tree.mostVisited();
  return best ? best->action : own.front();
}

std::pair<double, double> wilsonInterval(double wins, int n) {
  if (n <= 0) return {0.0, 1.0};
  const double z = 1.96, p = wins / n, z2n = z * z / n;
  const double centre = (p + z2n / 2) / (1 + z2n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

SearchAnalysis analyseChoices(const BotInformation& info, Budget budget, std::uint64_t seed, const SearchConfig& config,
                              const AlsoWeigh& also) {
  SearchAnalysis out;
  Rng rng(searchSeed(seed, info));
  const SideIndex other = otherSide(info.seat());
  const auto canNegate = [&](const GameState& world) {
    for (CardIndex c : world.hand(other))
      if (cardAllows(world.game().cards()[c], CardUse::Negate) && world.game().rule(c).playableBy[other]) return true;
    return false;
  };
  const GameState first = sampleWorld(info, rng);
  std::vector<Action> own = actionCandidates(first, config.candidates);
  int negating = canNegate(first) ? 1 : 0, worlds = 1;
  if (own.size() == 1) {
    out.choices.push_back({own.front(), 0, 0.5, 0.0, 1.0});
    out.otherCanNegate = negating;
    return out;
  }
  Tree tree(info.seat(), config);
  const SearchClock clock(budget);
  for (int i = 0; clock.more(i); ++i) {
    GameState world = sampleWorld(info, rng);
    negating += canNegate(world) ? 1 : 0;
    ++worlds;
    tree.iterate(world, rng, config, own);
    out.iterations = i + 1;
  }
  if (also.matches && !budget.stop.stop_requested()) {
    for (std::size_t k = 0; k < own.size(); ++k) {
      if (!also.matches(own[k])) continue;
      const auto visits = [&] { const Node* n = tree.rootChild(own[k]); return n ? n->visits : 0; };
      for (int tries = 0; visits() < also.visits && tries < 2 * also.visits; ++tries) {
        GameState world = sampleWorld(info, rng);
        tree.iterate(world, rng, config, own, k);
      }
      break;
    }
  }
  for (const Node* n : tree.rootChildren()) {
    ChoiceEstimate e;
    e.action = n->action;
    e.visits = n->visits;
    e.winChance = n->visits ? n->reward / n->visits : 0.5;
    std::tie(e.low, e.high) = wilsonInterval(n->reward, n->visits);
    out.choices.push_back(std::move(e));
  }
  std::sort(out.choices.begin(), out.choices.end(), [](const ChoiceEstimate& a, const ChoiceEstimate& b) {
    if (a.visits != b.visits) return a.visits > b.visits;
    if (a.winChance != b.winChance) return a.winChance > b.winChance;
    return a.action < b.action;
  });
  out.otherCanNegate = static_cast<double>(negating) / worlds;
  return out;
}

}  // namespace hydaspes
