#include "hydaspes/selfplay.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "hydaspes/notation.h"
#include "hydaspes/observation.h"

namespace hydaspes {

std::vector<std::string> invariantViolations(const GameState& st) {
  std::vector<std::string> out;
  const Game& g = st.game();
  const Scenario& sc = g.scenario();
  const std::size_t cards = st.deck().size() + st.discardPile().size() + st.hand(0).size() + st.hand(1).size() +
                            st.inPlay().size();
  if (static_cast<int>(cards) != g.totalCards())
    out.push_back("cards not conserved: " + std::to_string(cards) + " of " + std::to_string(g.totalCards()));
  if (st.units().size() != sc.units.size()) out.push_back("units not conserved");
  std::map<Cell, std::set<SideIndex>> sides;
  std::map<Cell, std::set<Facing>> facings;
  for (std::size_t u = 0; u < st.units().size(); ++u) {
    const auto& us = st.units()[u];
    if (!us.alive) continue;
    if (us.cell >= g.board().cellCount()) {
      out.push_back(sc.units[u].id + " is off the board");
      continue;
    }
    sides[us.cell].insert(sc.units[u].side);
    facings[us.cell].insert(us.facing);
  }
  for (const auto& [c, s] : sides)
    if (s.size() > 1) out.push_back("both sides in " + g.board().cellName(c));
  for (const auto& [c, f] : facings)
    if (f.size() > 1) out.push_back("the stack in " + g.board().cellName(c) + " has several facings");
  for (int seat = 0; seat < kSideCount; ++seat) {
    const Observation o = st.observe(static_cast<SideIndex>(seat));
    const int other = 1 - seat;
    const bool mayPeek = st.step() == Step::DeceptionPick && st.activeSide() == seat;
    if (o.hands[other] && !mayPeek) out.push_back("the observation of seat " + std::to_string(seat) + " shows the other hand");
    if (!o.hands[seat] || *o.hands[seat] != st.hand(static_cast<SideIndex>(seat)))
      out.push_back("the observation of seat " + std::to_string(seat) + " lacks its own hand");
  }
  if (!st.isTerminal()) {
    const auto legal = st.legalDecisions();
    if (legal.empty()) out.push_back("no legal decision in step " + std::string(stepName(st.step())));
    auto sorted = legal;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) out.push_back("a legal decision is listed twice");
    for (const auto& d : legal) {
      const std::string text = printDecision(g, d);
      const auto parsed = parseDecision(g, text);
      if (!parsed.decision || !(*parsed.decision == d)) out.push_back("notation does not round-trip: " + text);
    }
  }
  return out;
}

namespace {
std::vector<std::string> deepViolations(const GameState& st) {
  std::vector<std::string> out;
  const GameState clone = st;
  if (!(clone == st)) out.push_back("a clone differs from the original");
  if (clone.hash() != st.hash()) out.push_back("the hash of a clone differs");
  const nlohmann::json j = st.toJson();
  try {
    const GameState back = GameState::fromJson(st.gamePtr(), j);
    if (!(back == st)) out.push_back("the JSON round trip changes the state");
    if (back.hash() != st.hash()) out.push_back("the JSON round trip changes the hash");
    if (back.toJson() != j) out.push_back("the JSON round trip changes the JSON");
  } catch (const std::exception& e) {
    out.push_back(std::string("the state's own JSON does not load: ") + e.what());
  }
  return out;
}
}  // namespace

SelfplayStats runSelfplay(const GamePtr& game, const SelfplayConfig& config) {
  SelfplayStats stats;
  const auto start = std::chrono::steady_clock::now();
  for (int n = 0; n < config.games; ++n) {
    const std::uint64_t seed = config.seed + static_cast<std::uint64_t>(n);
    GameState st = GameState::newGame(game, seed);
    Rng chooser(seed ^ 0x5EEDF00DULL);
    std::string failure;
    long long k = 0;
    std::vector<Decision> record;
    std::vector<std::uint64_t> hashes;
    const auto check = [&]() {
      auto problems = invariantViolations(st);
      const bool last = st.isTerminal() || st.turn() > config.maxTurns;
      if (config.deepChecks && (last || k % std::max(1, config.deepEvery) == 0)) {
        auto deep = deepViolations(st);
        problems.insert(problems.end(), deep.begin(), deep.end());
      }
      if (!problems.empty()) failure = "seed " + std::to_string(seed) + " decision " + std::to_string(k) + ": " + problems.front();
    };
    check();
    while (failure.empty() && !st.isTerminal() && st.turn() <= config.maxTurns) {
      const auto legal = st.legalDecisions();
      const Decision d = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
      try {
        st.apply(d);
      } catch (const std::exception& e) {
        failure = "seed " + std::to_string(seed) + " decision " + std::to_string(k) + " (" + printDecision(*game, d) +
                  "): " + e.what();
        break;
      }
      ++k;
      if (config.onGame) {
        record.push_back(d);
        hashes.push_back(st.hash());
      }
      check();
    }
    if (config.onGame) config.onGame(seed, record, hashes);
    stats.decisions += k;
    ++stats.games;
    if (!failure.empty()) {
      ++stats.failed;
      if (stats.failures.size() < 10) stats.failures.push_back(failure);
      continue;
    }
    ++stats.passed;
    if (st.winner()) ++stats.wins[*st.winner()];
    else ++stats.unfinished;
  }
  stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return stats;
}

}  // namespace hydaspes
