#include "hydaspes/saved_game.h"
#include "hydaspes/state.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <unistd.h>

#include "hydaspes/data_files.h"
#include "hydaspes/notation.h"
#include "json_reader.h"

namespace hydaspes {

using nlohmann::json;

std::uint64_t contentHash(const json& j) {
  std::uint64_t h = 0xCBF29CE484222325ULL;
  for (unsigned char ch : j.dump()) {
    h ^= ch;
    h *= 0x100000001B3ULL;
  }
  return h;
}

std::string hashText(std::uint64_t h) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

json saveToJson(const SavedGame& s) {
  json j;
  j["format"] = "hydaspes-save";
  const bool withBots = s.bots[0] || s.bots[1];
  j["version"] = withBots ? 2 : 1;  // version 1 readers still open saves without bots
  j["mode"] = s.mode;
  j["players"] = {s.players[0], s.players[1]};
  if (withBots) {
    json bots = json::array();
    for (const auto& b : s.bots)
      bots.push_back(b ? json{{"bot", b->bot}, {"seed", std::to_string(b->seed)}} : json(nullptr));
    j["bots"] = bots;
  }
  j["seed"] = std::to_string(s.seed);
  j["forcedDice"] = s.forcedDice;
  j["options"] = {{"alwaysAsk", s.options.alwaysAsk}};
  j["scenario"] = s.scenario;
  j["scenarioHash"] = hashText(contentHash(s.scenario));
  j["cards"] = s.cards;
  j["cardsHash"] = hashText(contentHash(s.cards));
  json decisions = json::array();
  for (std::size_t i = 0; i < s.decisions.size(); ++i)
    decisions.push_back({{"d", s.decisions[i]}, {"hash", i < s.hashes.size() ? hashText(s.hashes[i]) : ""}});
  j["decisions"] = decisions;
  return j;
}

namespace {
std::optional<std::uint64_t> parseHex(const std::string& text) {
  if (text.size() != 16) return std::nullopt;
  for (char ch : text)
    if (!((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'))) return std::nullopt;
  return std::stoull(text, nullptr, 16);
}
}  // namespace

SavedGame parseSave(const json& j, const std::string& file) {
  JsonReader r(file);
  SavedGame s;
  ObjectReader o(r, j, "");
  if (!o.valid()) r.throwIfProblems();
  if (auto f = o.string("format"); f && *f != "hydaspes-save") r.problem("/format", "must be \"hydaspes-save\", not \"" + *f + "\"");
  const auto version = o.integer("version", true, 0, 1000000);
  if (auto v = version; v && (*v < 1 || *v > kSaveVersion)) {
    r.problem("/version", "this save is format version " + std::to_string(*v) + "; this build reads versions 1 to " +
                              std::to_string(kSaveVersion) + (*v > kSaveVersion ? " (it comes from a newer Hydaspes)" : ""));
    r.throwIfProblems();
  }
  if (auto m = o.string("mode")) {
    if (*m != "hotseat" && *m != "solo" && *m != "computer" && *m != "selfplay" && *m != "match")
      r.problem("/mode", "must be hotseat, solo, computer, selfplay or match");
    s.mode = *m;
  }
  if (auto p = o.stringArray("players")) {
    if (p->size() != 2) r.problem("/players", "must name 2 players");
    else s.players[0] = (*p)[0], s.players[1] = (*p)[1];
  }
  if (version.value_or(1) >= 2 && o.has("bots")) {
    const auto* bots = o.array("bots");
    if (bots && bots->size() != 2) r.problem("/bots", "must hold 2 entries, one per side (null for a person)");
    for (std::size_t i = 0; bots && i < bots->size() && i < 2; ++i) {
      if ((*bots)[i].is_null()) continue;
      ObjectReader b(r, (*bots)[i], pointerChild("/bots", i));
      if (!b.valid()) continue;
      SavedBot bot;
      bot.bot = b.string("bot").value_or("");
      const std::string seed = b.string("seed").value_or("");
      if (seed.empty() || seed.size() > 20 || seed.find_first_not_of("0123456789") != std::string::npos)
        r.problem(b.pointerTo("seed"), "must be a decimal number in a string");
      else
        try {
          bot.seed = std::stoull(seed);
        } catch (const std::exception&) {
          r.problem(b.pointerTo("seed"), "is too large");
        }
      b.finish();
      s.bots[i] = bot;
    }
  }
  // A person against the computer: exactly one side is a computer player.
  if (s.mode == "computer" && static_cast<bool>(s.bots[0]) == static_cast<bool>(s.bots[1]))
    r.problem("/bots", "a game against the computer needs exactly one computer player (format version 2)");
  if (auto seed = o.string("seed")) {
    const bool digits = !seed->empty() && seed->size() <= 20 &&
                        seed->find_first_not_of("0123456789") == std::string::npos;
    if (!digits) r.problem("/seed", "must be a decimal number in a string");
    else {
      try {
        s.seed = std::stoull(*seed);
      } catch (const std::exception&) {
        r.problem("/seed", "is too large");
      }
    }
  }
  if (const auto* dice = o.array("forcedDice")) {
    for (std::size_t i = 0; i < dice->size(); ++i) {
      const auto die = integerValue((*dice)[i]);
      if (!die || *die < 1 || *die > 6) r.problem(pointerChild("/forcedDice", i), "must be a die from 1 to 6");
      else s.forcedDice.push_back(static_cast<int>(*die));
    }
  }
  if (const auto* opt = o.object("options")) {
    ObjectReader oo(r, *opt, "/options");
    s.options.alwaysAsk = oo.boolean("alwaysAsk", true).value_or(false);
    oo.finish();
  }
  const auto embedded = [&](const char* key, const char* hashKey, json& into) {
    if (const auto* v = o.object(key)) into = *v;
    if (auto h = o.string(hashKey)) {
      if (!into.is_null() && hashText(contentHash(into)) != *h)
        r.problem(std::string("/") + hashKey, "does not match the embedded " + std::string(key) + " (the save was altered)");
    }
  };
  embedded("scenario", "scenarioHash", s.scenario);
  embedded("cards", "cardsHash", s.cards);
  if (const auto* ds = o.array("decisions")) {
    for (std::size_t i = 0; i < ds->size(); ++i) {
      ObjectReader d(r, (*ds)[i], pointerChild("/decisions", i));
      s.decisions.push_back(d.string("d").value_or(""));
      const auto h = d.string("hash").value_or("");
      auto hv = parseHex(h);
      if (!hv && d.has("hash")) r.problem(d.pointerTo("hash"), "must be 16 lowercase hex digits");
      s.hashes.push_back(hv.value_or(0));
      d.finish();
    }
  }
  o.finish();
  r.throwIfProblems();
  return s;
}

SavedGame loadSave(const std::string& path) { return parseSave(readJsonFile(path), path); }

void writeSaveAtomically(const std::string& path, const SavedGame& save) {
  const std::string text = saveToJson(save).dump(1) + "\n";
  const std::string tmp = path + ".tmp";
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) throw std::runtime_error(path + ": cannot be written");
  std::size_t done = 0;
  while (done < text.size()) {
    const auto n = ::write(fd, text.data() + done, text.size() - done);
    if (n <= 0) {
      ::close(fd);
      std::remove(tmp.c_str());
      throw std::runtime_error(path + ": writing failed (disk full?)");
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    std::remove(tmp.c_str());
    throw std::runtime_error(path + ": writing failed");
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::remove(tmp.c_str());
    throw std::runtime_error(path + ": cannot be replaced: " + ec.message());
  }
}

namespace {
// Prefixes the pointers of an embedded document's problems.
[[noreturn]] void rethrowEmbedded(const LoadError& e, const std::string& file, const std::string& prefix) {
  std::vector<LoadProblem> problems;
  for (auto p : e.problems()) {
    p.file = file;
    p.pointer = prefix + p.pointer;
    problems.push_back(std::move(p));
  }
  throw LoadError(std::move(problems));
}
}  // namespace

GamePtr gameOfSave(const SavedGame& save, const std::string& file) {
  Scenario scenario;
  CardTable cards;
  try {
    scenario = parseScenario(save.scenario, file);
  } catch (const LoadError& e) {
    rethrowEmbedded(e, file, "/scenario");
  }
  try {
    cards = parseCardTable(save.cards, file);
  } catch (const LoadError& e) {
    rethrowEmbedded(e, file, "/cards");
  }
  try {
    return std::make_shared<const Game>(std::move(scenario), std::move(cards));
  } catch (const LoadError& e) {
    throw LoadError({{file, "", std::string("the embedded scenario and card table do not fit: ") + e.what()}});
  }
}

GameState openingOfSave(const GamePtr& game, const SavedGame& save) {
  GameState st = GameState::newGame(game, save.seed, save.options);
  st.forceDice(save.forcedDice);
  return st;
}

GameState replaySave(const GamePtr& game, const SavedGame& save, std::size_t upTo, const std::string& file) {
  GameState st = openingOfSave(game, save);
  upTo = std::min(upTo, save.decisions.size());
  for (std::size_t i = 0; i < upTo; ++i) {
    const std::string where = pointerChild("/decisions", i);
    const std::string label = "decision " + std::to_string(i + 1) + " (\"" + save.decisions[i] + "\")";
    const ParseResult parsed = parseDecision(*game, save.decisions[i]);
    if (!parsed.decision) throw LoadError({{file, where, label + ": " + parsed.error}});
    try {
      st.apply(*parsed.decision);
    } catch (const IllegalDecision& e) {
      throw LoadError({{file, where, label + " is illegal here: " + e.what()}});
    }
    if (i < save.hashes.size() && st.hash() != save.hashes[i])
      throw LoadError({{file, where, label + ": the game differs from the saved one from here on (hash " +
                                         hashText(st.hash()) + ", saved " + hashText(save.hashes[i]) + ")"}});
  }
  return st;
}

SavedGame startSave(const std::string& scenarioFile, const std::string& cardsFile, const GameState& opening,
                    std::uint64_t seed) {
  SavedGame s;
  s.scenario = readJsonFile(scenarioFile);
  s.cards = readJsonFile(cardsFile);
  s.seed = seed;
  s.options = opening.options();
  const Scenario& sc = opening.game().scenario();
  s.players[0] = sc.sides[0].name;
  s.players[1] = sc.sides[1].name;
  return s;
}

}  // namespace hydaspes
