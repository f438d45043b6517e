#include "hydaspes/bot/bot_spec.h"

#include <array>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "hydaspes/bot/flat_mc_bot.h"
#include "hydaspes/bot/hunter_bot.h"
#include "hydaspes/bot/ismcts_bot.h"
#include "hydaspes/bot/random_bot.h"

namespace hydaspes {

namespace {
struct LevelSettings {
  int iterations;
  double randomShare;
};

const LevelSettings& settingsOfLevel(int level) {
  static constexpr std::array<LevelSettings, kBotLevels> kLevels{{{25, 1.0}, {100, 0.5}, {250, 0.3}, {500, 0}}};
  if (level < 1 || level > kBotLevels) throw std::invalid_argument("a level is 1 to " + std::to_string(kBotLevels));
  return kLevels[static_cast<std::size_t>(level - 1)];
}

// The shortest text that reads back as `x`.
std::string decimalText(double x) {
  std::ostringstream out;
  out << x;
  return out.str();
}

// `value` as a number, if all of it is one.
std::optional<double> decimalNumber(const std::string& value) {
  std::size_t used = 0;
  double x = 0;
  try {
    x = std::stod(value, &used);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (used != value.size()) return std::nullopt;
  return x;
}
}  // namespace

int iterationsOfLevel(int level) { return settingsOfLevel(level).iterations; }
double randomShareOfLevel(int level) { return settingsOfLevel(level).randomShare; }

bool BotSpec::levelCounts() const { return !iterations && seconds <= 0; }

Budget BotSpec::budget() const {
  Budget b;
  if (seconds > 0) b.seconds = seconds;
  if (iterations) b.iterations = *iterations;
  else if (levelCounts()) b.iterations = iterationsOfLevel(level);
  return b;
}

SearchConfig BotSpec::searchConfig() const {
  SearchConfig c;
  c.randomShare = randomShare.value_or(levelCounts() ? randomShareOfLevel(level) : 0.0);
  c.exposureWeight = exposureWeight.value_or(kDefaultExposureWeight);
  c.ownExposureWeight = ownExposureWeight.value_or(kDefaultOwnExposureWeight);
  c.shelterWeight = shelterWeight.value_or(kDefaultShelterWeight);
  c.huntWeight = huntWeight.value_or(kDefaultHuntWeight);
  c.playoutTurns = playoutTurns.value_or(kBotPlayoutTurns);
  c.playoutChase = playoutChase.value_or(kBotPlayoutChase);
  c.candidates.guardMainLeader = guardMainLeader.value_or(c.candidates.guardMainLeader);
  c.candidates.leaderEscort = leaderEscort.value_or(c.candidates.leaderEscort);
  c.candidates.leaderArmyShare = leaderArmyShare.value_or(c.candidates.leaderArmyShare);
  c.candidates.keepOutOfRiverReach = keepOutOfRiverReach.value_or(c.candidates.keepOutOfRiverReach);
  c.candidates.spareMainLeader = spareMainLeader.value_or(c.candidates.spareMainLeader);
  c.candidates.spareRisk = spareRisk.value_or(c.candidates.spareRisk);
  c.candidates.strikeMainLeader = strikeMainLeader.value_or(kBotStrikesMainLeader);
  c.candidates.seekRefuge = seekRefuge.value_or(c.candidates.seekRefuge);
  c.candidates.wallMainLeader = wallMainLeader.value_or(c.candidates.wallMainLeader);
  c.candidates.wipePerilAt = wipePerilAt.value_or(c.candidates.wipePerilAt);
  c.candidates.joinFriends = joinFriends.value_or(c.candidates.joinFriends);
  c.candidates.swiftEscort = swiftEscort.value_or(c.candidates.swiftEscort);
  c.candidates.keepDefence = keepDefence.value_or(c.candidates.keepDefence);
  if (kind == "ismcts") {
    c.leafEvaluation = leafEvaluation.value_or(kBotLeafEvaluation);
    c.contempt = contempt.value_or(kBotContempt);
    c.treeDepth = treeDepth.value_or(kBotTreeDepth);
    c.halvingWidth = halvingWidth.value_or(kBotHalvingWidth);
    c.halvingPrior = halvingPrior.value_or(kBotHalvingPrior);
  }
  return c;
}

std::string BotSpec::text() const {
  std::ostringstream out;
  out << kind;
  if (kind == "random" || kind == "hunter") return out.str();
  char sep = ':';
  const auto add = [&](const char* key, const std::string& value) {
    out << sep << key << '=' << value;
    sep = ',';
  };
  if (levelCounts() || levelNamed) add("level", std::to_string(level));
  if (iterations) add("iterations", std::to_string(*iterations));
  if (seconds > 0) add("time", decimalText(seconds));
  if (seed) add("seed", std::to_string(*seed));
  if (randomShare) add("random", decimalText(*randomShare));
  if (leafEvaluation) add("leaf", decimalText(*leafEvaluation));
  if (contempt) add("contempt", decimalText(*contempt));
  if (treeDepth) add("depth", std::to_string(*treeDepth));
  if (halvingWidth) add("halving", std::to_string(*halvingWidth));
  if (halvingPrior) add("prior", decimalText(*halvingPrior));
  if (exposureWeight) add("exposure", decimalText(*exposureWeight));
  if (ownExposureWeight) add("fear", decimalText(*ownExposureWeight));
  if (shelterWeight) add("shelter", decimalText(*shelterWeight));
  if (huntWeight) add("hunt", decimalText(*huntWeight));
  if (playoutTurns) add("turns", std::to_string(*playoutTurns));
  if (playoutChase) add("chase", decimalText(*playoutChase));
  if (guardMainLeader) add("guard", *guardMainLeader ? "1" : "0");
  if (leaderEscort) add("escort", std::to_string(*leaderEscort));
  if (leaderArmyShare) add("army", decimalText(*leaderArmyShare));
  if (keepOutOfRiverReach) add("river", *keepOutOfRiverReach ? "1" : "0");
  if (spareMainLeader) add("spare", *spareMainLeader ? "1" : "0");
  if (spareRisk) add("risk", decimalText(*spareRisk));
  if (strikeMainLeader) add("strike", *strikeMainLeader ? "1" : "0");
  if (seekRefuge) add("refuge", *seekRefuge ? "1" : "0");
  if (wallMainLeader) add("wall", *wallMainLeader ? "1" : "0");
  if (wipePerilAt) add("wipe", decimalText(*wipePerilAt));
  if (joinFriends) add("join", *joinFriends ? "1" : "0");
  if (swiftEscort) add("swift", *swiftEscort ? "1" : "0");
  if (keepDefence) add("keep", *keepDefence ? "1" : "0");
  return out.str();
}

BotSpec BotSpec::pinned() const {
  BotSpec p = *this;
  if (kind == "random" || kind == "hunter") return p;
  const SearchConfig config = searchConfig();  // before the level's budget is written out
  if (levelCounts()) {
    p.iterations = iterationsOfLevel(level);
    p.levelNamed = true;
  }
  p.randomShare = config.randomShare;
  p.exposureWeight = config.exposureWeight;
  p.ownExposureWeight = config.ownExposureWeight;
  p.shelterWeight = config.shelterWeight;
  p.huntWeight = config.huntWeight;
  p.playoutTurns = config.playoutTurns;
  p.playoutChase = config.playoutChase;
  p.guardMainLeader = config.candidates.guardMainLeader;
  p.leaderEscort = config.candidates.leaderEscort;
  p.leaderArmyShare = config.candidates.leaderArmyShare;
  p.keepOutOfRiverReach = config.candidates.keepOutOfRiverReach;
  p.spareMainLeader = config.candidates.spareMainLeader;
  p.spareRisk = config.candidates.spareRisk;
  p.strikeMainLeader = config.candidates.strikeMainLeader;
  p.seekRefuge = config.candidates.seekRefuge;
  p.wallMainLeader = config.candidates.wallMainLeader;
  p.wipePerilAt = config.candidates.wipePerilAt;
  p.joinFriends = config.candidates.joinFriends;
  p.swiftEscort = config.candidates.swiftEscort;
  p.keepDefence = config.candidates.keepDefence;
  if (kind == "ismcts") {
    p.leafEvaluation = config.leafEvaluation;
    p.contempt = config.contempt;
    p.treeDepth = config.treeDepth;
    p.halvingWidth = config.halvingWidth;
    p.halvingPrior = config.halvingPrior;
  }
  return p;
}

namespace {
long long wholeNumber(const std::string& key, const std::string& value, long long low, long long high) {
  std::size_t used = 0;
  long long n = 0;
  try {
    n = std::stoll(value, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != value.size() || value.empty() || n < low || n > high)
    throw std::invalid_argument(key + "=" + value + ": must be a whole number from " + std::to_string(low) + " to " +
                                std::to_string(high));
  return n;
}

// Beyond 10 logits every leaf is worth nearly a win or a loss.
constexpr double kMaxContempt = 10;

// `value` as a share from 0 to 1, or the reason it is not one.
// The on/off candidate rule a bot spec's `key` names (guard=, river=,
// spare=, strike=, refuge=, wall=, join=, swift=, keep=), null for any other key.
std::optional<bool>* candidateSwitch(BotSpec& spec, const std::string& key) {
  if (key == "guard") return &spec.guardMainLeader;
  if (key == "river") return &spec.keepOutOfRiverReach;
  if (key == "spare") return &spec.spareMainLeader;
  if (key == "strike") return &spec.strikeMainLeader;
  if (key == "refuge") return &spec.seekRefuge;
  if (key == "wall") return &spec.wallMainLeader;
  if (key == "join") return &spec.joinFriends;
  if (key == "swift") return &spec.swiftEscort;
  if (key == "keep") return &spec.keepDefence;
  return nullptr;
}

double shareOf(const std::string& key, const std::string& value) {
  const auto share = decimalNumber(value);
  if (!share || !(*share >= 0 && *share <= 1))
    throw std::invalid_argument(key + "=" + value + ": must be a share from 0 to 1");
  return *share;
}
}  // namespace

BotSpec parseBotSpec(const std::string& text) {
  BotSpec spec;
  const auto colon = text.find(':');
  spec.kind = text.substr(0, colon);
  if (spec.kind != "random" && spec.kind != "flatmc" && spec.kind != "ismcts" && spec.kind != "hunter")
    throw std::invalid_argument("\"" + spec.kind + "\" is not a bot: random, flatmc, ismcts or hunter");
  if (colon == std::string::npos) return spec;
  if (spec.kind == "hunter") throw std::invalid_argument("hunter: a stand-in with no settings");
  std::istringstream rest(text.substr(colon + 1));
  std::string item;
  while (std::getline(rest, item, ',')) {
    const auto eq = item.find('=');
    if (eq == std::string::npos) throw std::invalid_argument("\"" + item + "\": expected key=value");
    const std::string key = item.substr(0, eq), value = item.substr(eq + 1);
    if (key == "level") {
      spec.level = static_cast<int>(wholeNumber(key, value, 1, kBotLevels));
      spec.levelNamed = true;
    } else if (key == "iterations") {
      spec.iterations = static_cast<int>(wholeNumber(key, value, 1, 100000000));
    } else if (key == "seed") {
      try {
        std::size_t used = 0;
        spec.seed = std::stoull(value, &used);
        if (used != value.size() || value.empty() || value[0] == '-') throw std::invalid_argument(value);
      } catch (const std::exception&) {
        throw std::invalid_argument("seed=" + value + ": must be a whole number");
      }
    } else if (key == "time") {
      const auto seconds = decimalNumber(value);
      if (!seconds || !(*seconds > 0) || *seconds > 3600)
        throw std::invalid_argument("time=" + value + ": must be seconds, more than 0");
      spec.seconds = *seconds;
    } else if (key == "random") {
      spec.randomShare = shareOf(key, value);
    } else if (key == "leaf") {
      spec.leafEvaluation = shareOf(key, value);
      if (spec.kind != "ismcts") throw std::invalid_argument("leaf=" + value + ": only ismcts values the leaves of a tree");
    } else if (key == "contempt") {
      const auto logits = decimalNumber(value);
      if (!logits || !(*logits >= -kMaxContempt && *logits <= kMaxContempt))
        throw std::invalid_argument("contempt=" + value + ": must be a number from -" + decimalText(kMaxContempt) +
                                    " to " + decimalText(kMaxContempt));
      if (spec.kind != "ismcts") throw std::invalid_argument("contempt=" + value + ": only ismcts has a contempt");
      spec.contempt = *logits;
    } else if (key == "depth") {
      spec.treeDepth = static_cast<int>(wholeNumber(key, value, 0, 1000));
      if (spec.kind != "ismcts") throw std::invalid_argument("depth=" + value + ": only ismcts searches a tree");
    } else if (key == "halving") {
      spec.halvingWidth = static_cast<int>(wholeNumber(key, value, 0, 100000));
      if (spec.kind != "ismcts") throw std::invalid_argument("halving=" + value + ": only ismcts halves its candidates");
    } else if (key == "prior") {
      const auto visits = decimalNumber(value);
      if (!visits || !(*visits >= 0 && *visits <= kMaxHalvingPrior))
        throw std::invalid_argument("prior=" + value + ": must be a number of playouts from 0 to " +
                                    decimalText(kMaxHalvingPrior));
      if (spec.kind != "ismcts") throw std::invalid_argument("prior=" + value + ": only ismcts halves its candidates");
      spec.halvingPrior = *visits;
    } else if (key == "exposure" || key == "fear" || key == "shelter" || key == "hunt") {
      const auto weight = decimalNumber(value);
      if (!weight || !(*weight >= 0 && *weight <= kMaxExposureWeight))
        throw std::invalid_argument(key + "=" + value + ": must be a number from 0 to " + decimalText(kMaxExposureWeight));
      if (spec.kind == "random") throw std::invalid_argument(key + "=" + value + ": random play judges no position");
      (key == "exposure" ? spec.exposureWeight
       : key == "fear"   ? spec.ownExposureWeight
       : key == "hunt"   ? spec.huntWeight
                         : spec.shelterWeight) = *weight;
    } else if (key == "turns") {
      spec.playoutTurns = static_cast<int>(wholeNumber(key, value, 1, kMaxPlayoutTurns));
      if (spec.kind == "random") throw std::invalid_argument("turns=" + value + ": random play plays nothing out");
    } else if (key == "chase") {
      spec.playoutChase = shareOf(key, value);
      if (spec.kind == "random") throw std::invalid_argument("chase=" + value + ": random play plays nothing out");
    } else if (key == "escort") {
      spec.leaderEscort = static_cast<int>(wholeNumber(key, value, 0, 15));
      if (spec.kind == "random") throw std::invalid_argument("escort=" + value + ": random play has no candidates to prune");
    } else if (key == "army") {
      spec.leaderArmyShare = shareOf(key, value);
      if (spec.kind == "random") throw std::invalid_argument("army=" + value + ": random play has no candidates to prune");
    } else if (key == "wipe") {
      spec.wipePerilAt = shareOf(key, value);
      if (spec.kind == "random") throw std::invalid_argument("wipe=" + value + ": random play has no candidates to prune");
    } else if (key == "risk") {
      spec.spareRisk = shareOf(key, value);
      if (spec.kind == "random") throw std::invalid_argument("risk=" + value + ": random play has no candidates to prune");
    } else if (std::optional<bool>* rule = candidateSwitch(spec, key)) {
      *rule = wholeNumber(key, value, 0, 1) == 1;
      if (spec.kind == "random") throw std::invalid_argument(key + "=" + value + ": random play has no candidates to prune");
    } else {
      throw std::invalid_argument("\"" + key +
                                  "\" is not a bot setting: level, iterations, time, seed, random, leaf, contempt, depth, "
                                  "halving, prior, exposure, fear, shelter, hunt, turns, chase, guard, escort, army, river, spare, risk, strike, "
                                  "refuge, wall, wipe, join, swift or keep");
    }
  }
  return spec;
}

std::unique_ptr<Bot> makeBot(const BotSpec& spec, std::uint64_t seed) {
  seed = spec.seed.value_or(seed);
  if (spec.kind == "random") return std::make_unique<RandomBot>(seed);
  if (spec.kind == "hunter") return std::make_unique<HunterBot>(seed);
  if (spec.kind == "flatmc") return std::make_unique<FlatMcBot>(seed, spec.searchConfig());
  return std::make_unique<IsmctsBot>(seed, spec.searchConfig());
}

}  // namespace hydaspes
