#include "hydaspes/game.h"

#include <cstdlib>
#include <filesystem>
#include <map>

#include "hydaspes/data_files.h"
#include "json_reader.h"

namespace hydaspes {

namespace {

// Resolves each card's side codes, tags and leader against the scenario.
std::vector<CardRule> resolveRules(const Scenario& s, const CardTable& cards, JsonReader& r) {
  std::vector<CardRule> rules;
  for (std::size_t i = 0; i < cards.cards.size(); ++i) {
    const CardDef& c = cards.cards[i];
    const std::string ptr = pointerChild("/cards", i);
    CardRule rule;
    for (const auto& sideId : c.sides) {
      if (auto side = s.findSide(sideId)) rule.playableBy[*side] = true;
      else r.problem("/useCodes/" + c.useCode, "\"" + sideId + "\" is not a side of scenario " + s.id);
    }
    const auto tag = [&](const std::optional<std::string>& name, const char* key) -> TagMask {
      if (!name) return 0;
      if (auto t = s.findTag(*name)) return TagMask{1} << *t;
      r.problem(ptr + "/restrictions/" + key, "no unit of scenario " + s.id + " has the tag \"" + *name + "\"");
      return 0;
    };
    rule.actor = tag(c.restrictions.actorTag, "actor");
    rule.versus = tag(c.restrictions.versusTag, "versus");
    if (c.restrictions.leaderType) {
      if (auto t = s.findUnitType(*c.restrictions.leaderType)) rule.leaderType = *t;
      else r.problem(ptr + "/restrictions/leader", "\"" + *c.restrictions.leaderType + "\" is not a unit type of scenario " + s.id);
    }
    rule.versusInRiver = c.restrictions.versusInRiver;
    rule.flankOrRear = c.restrictions.flankOrRear;
    rule.singleUnit = c.restrictions.singleUnit;
    rule.riverMove = c.restrictions.riverMove;
    rule.alongRiver = c.restrictions.alongRiver;
    rules.push_back(rule);
  }
  return rules;
}

// The opening's cards must exist and, together, not outnumber the table; a
// given deck means every card is placed.
void checkOpeningCards(const Scenario& s, const CardTable& cards, JsonReader& r) {
  if (!s.hasOpening) return;
  std::map<std::string, int> used;
  const auto count = [&](const std::vector<std::string>& ids, const std::string& ptr) {
    for (std::size_t i = 0; i < ids.size(); ++i) {
      if (!cards.find(ids[i])) r.problem(pointerChild(ptr, i), "\"" + ids[i] + "\" is not a card of the card table");
      else ++used[ids[i]];
    }
  };
  for (int side = 0; side < kSideCount; ++side)
    if (s.opening.hands[side]) count(*s.opening.hands[side], "/opening/hands/" + s.sides[side].id);
  if (s.opening.deck) count(*s.opening.deck, "/opening/deck");
  if (s.opening.discard) count(*s.opening.discard, "/opening/discard");
  for (const auto& [id, n] : used) {
    const auto c = cards.find(id);
    if (c && n > cards[*c].count)
      r.problem("/opening", "places " + std::to_string(n) + " copies of \"" + id + "\"; the table has " +
                                std::to_string(cards[*c].count));
  }
  if (s.opening.deck) {
    int placed = 0;
    for (const auto& [id, n] : used) placed += n;
    if (placed != cards.totalCards())
      r.problem("/opening/deck", "with a deck given, hands, deck and discard must hold all " +
                                     std::to_string(cards.totalCards()) + " cards; they hold " +
                                     std::to_string(placed));
  }
}

}  // namespace

Game::Game(Scenario scenario, CardTable cards) : scenario_(std::move(scenario)), cards_(std::move(cards)) {
  JsonReader cardProblems(cards_.file.empty() ? "card table" : cards_.file);
  rules_ = resolveRules(scenario_, cards_, cardProblems);
  JsonReader scenarioProblems(scenario_.file.empty() ? "scenario" : scenario_.file);
  checkOpeningCards(scenario_, cards_, scenarioProblems);
  totalCards_ = cards_.totalCards();
  for (std::size_t u = 0; u < scenario_.units.size() && u < kMaxUnits; ++u)
    unitsOf_[scenario_.units[u].side] |= unitBit(static_cast<UnitIndex>(u));
  cardProblems.throwIfProblems();
  scenarioProblems.throwIfProblems();
}

std::shared_ptr<const Game> Game::load(const std::string& scenarioFile, const std::string& cardsFile) {
  Scenario s = loadScenario(scenarioFile);
  std::string cardsPath = cardsFile;
  if (cardsPath.empty()) {
    if (s.cardsFile.empty()) throw LoadError({{scenarioFile, "/cards", "names no card table"}});
    cardsPath = (std::filesystem::path(scenarioFile).parent_path() / s.cardsFile).string();
  }
  CardTable cards = loadCardTable(cardsPath);
  return std::make_shared<const Game>(std::move(s), std::move(cards));
}

namespace {
// The folder of the running program, empty where it cannot be told.
std::filesystem::path programDir() {
  std::error_code ec;
#ifdef __linux__
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) return exe.parent_path();
#endif
  return {};
}
}  // namespace

std::string shareDir() {
  // HYDASPES_SHARE_FROM_BIN: the data folder relative to the installed
  // program's folder (CMAKE_INSTALL_BINDIR to CMAKE_INSTALL_DATADIR/hydaspes).
  const std::filesystem::path dir = programDir();
  if (dir.empty()) return {};
  for (const std::filesystem::path& base : {dir, dir.parent_path()}) {
    const std::filesystem::path candidate = (base / HYDASPES_SHARE_FROM_BIN).lexically_normal();
    std::error_code ec;
    if (std::filesystem::is_directory(candidate, ec)) return candidate.string();
  }
  return {};
}

std::string defaultDataDir() {
  if (const char* env = std::getenv("HYDASPES_DATA_DIR"); env && *env) return env;
  const std::string share = shareDir();
  return share.empty() ? std::string("scenarios") : share + "/scenarios";
}

std::string defaultScenarioPath() { return defaultDataDir() + "/hydaspes.json"; }

}  // namespace hydaspes
