#include "test_support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

namespace hydaspes::test {

nlohmann::json bundledScenarioJson() { return readJsonFile(defaultDataDir() + "/hydaspes.json"); }
nlohmann::json bundledCardsJson() { return readJsonFile(defaultDataDir() + "/hydaspes-cards.json"); }

GamePtr makeGame(const nlohmann::json& scenario, const nlohmann::json& cards) {
  return std::make_shared<const Game>(parseScenario(scenario, "test-scenario.json"),
                                      parseCardTable(cards, "test-cards.json"));
}

GamePtr bundledGame() {
  static const GamePtr game = Game::load(defaultScenarioPath());
  return game;
}

GamePtr gameWithOpening(const nlohmann::json& opening) {
  nlohmann::json s = bundledScenarioJson();
  s["opening"] = opening;
  return makeGame(s, bundledCardsJson());
}

int walkLength(int full) {
  const char* share = std::getenv("HYDASPES_WALK_SHARE");
  if (!share || !*share) return full;
  char* end = nullptr;
  const double parsed = std::strtod(share, &end);
  if (end == share || *end != '\0' || parsed <= 0 || parsed > 1)
    FAIL("HYDASPES_WALK_SHARE=" << share << " is not a share in (0, 1]");
  const double f = parsed;
  const int n = std::max(1, static_cast<int>(full * f + 0.5));
  if (n < full) WARN("a shortened walk (HYDASPES_WALK_SHARE=" << share << "): " << n << " of " << full);
  return n;
}

Decision parse(const Game& g, const std::string& text) {
  const ParseResult r = parseDecision(g, text);
  INFO("decision: " << text << " -> " << r.error);
  REQUIRE(r.decision);
  return *r.decision;
}

void play(GameState& st, std::initializer_list<std::string> decisions) {
  for (const auto& text : decisions) {
    const Decision d = parse(st.game(), text);
    INFO("decision \"" << text << "\": " << st.whyIllegal(d));
    REQUIRE(st.isLegal(d));
    st.apply(d);
  }
}

bool legal(const GameState& st, const std::string& text) { return st.isLegal(parse(st.game(), text)); }

std::string why(const GameState& st, const std::string& text) { return st.whyIllegal(parse(st.game(), text)); }

std::vector<std::string> legalTexts(const GameState& st) {
  std::vector<std::string> out;
  for (const auto& d : st.legalDecisions()) out.push_back(printDecision(st.game(), d));
  return out;
}

const UnitStatus& unit(const GameState& st, const std::string& id) {
  const auto u = st.game().scenario().findUnit(id);
  REQUIRE(u);
  return st.units()[*u];
}

SavedGame openingSave(const nlohmann::json& scenario, std::uint64_t seed, bool alwaysAsk) {
  SavedGame s;
  s.scenario = scenario;
  s.cards = bundledCardsJson();
  s.seed = seed;
  s.options.alwaysAsk = alwaysAsk;
  s.players[0] = "Anna";
  s.players[1] = "Ben";
  return s;
}

std::vector<Decision> randomGesture(const GameState& st, Rng& pick, std::uint32_t most) {
  std::vector<Decision> gesture;
  GameState now = st;
  const std::size_t len = 1 + pick.below(most);
  while (gesture.size() < len && !now.isTerminal()) {
    const auto legal = now.legalDecisions();
    gesture.push_back(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]);
    now.apply(gesture.back());
  }
  return gesture;
}

std::vector<SeatKnowledge> knowledgeOf(const GameState& st) {
  std::vector<SeatKnowledge> k;
  for (int s = 0; s < 2; ++s) k.emplace_back(st.gamePtr(), st.observe(static_cast<SideIndex>(s)));
  return k;
}

void playKnown(GameState& st, std::vector<SeatKnowledge>& knowledge, const Decision& d) {
  const SideIndex by = st.decidingSide();
  EventLog events;
  st.apply(d, &events);
  for (int s = 0; s < 2; ++s) knowledge[static_cast<std::size_t>(s)].update(by, d, events, st.observe(static_cast<SideIndex>(s)));
}

}  // namespace hydaspes::test
