// Reads a scenario file and checks every field and every cross-reference.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "hydaspes/data_files.h"
#include "json_reader.h"

namespace hydaspes {

std::string_view phaseName(Phase p) {
  switch (p) {
    case Phase::Tactics: return "tactics";
    case Phase::Deception: return "deception";
    case Phase::Maneuver: return "maneuver";
    case Phase::Attack: return "attack";
    case Phase::End: return "end";
  }
  return "tactics";
}

std::string phaseTitle(Phase p) {
  std::string s(phaseName(p));
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::optional<Phase> parsePhase(std::string_view name) {
  for (Phase p : {Phase::Tactics, Phase::Deception, Phase::Maneuver, Phase::Attack, Phase::End})
    if (phaseName(p) == name) return p;
  return std::nullopt;
}

std::optional<SideIndex> Scenario::findSide(const std::string& sideId) const {
  for (int s = 0; s < kSideCount; ++s)
    if (sides[s].id == sideId) return static_cast<SideIndex>(s);
  return std::nullopt;
}

std::optional<UnitIndex> Scenario::findUnit(const std::string& unitId) const {
  for (std::size_t u = 0; u < units.size(); ++u)
    if (units[u].id == unitId) return static_cast<UnitIndex>(u);
  return std::nullopt;
}

std::optional<std::uint8_t> Scenario::findUnitType(const std::string& typeId) const {
  for (std::size_t t = 0; t < unitTypes.size(); ++t)
    if (unitTypes[t].id == typeId) return static_cast<std::uint8_t>(t);
  return std::nullopt;
}

std::optional<std::uint8_t> Scenario::findTag(const std::string& tagName) const {
  for (std::size_t t = 0; t < tags.size(); ++t)
    if (tags[t] == tagName) return static_cast<std::uint8_t>(t);
  return std::nullopt;
}

int Scenario::armySize(SideIndex s) const {
  return static_cast<int>(std::count_if(units.begin(), units.end(), [s](const Unit& u) { return u.side == s; }));
}

int Scenario::lossesThatLose(SideIndex s) const {
  return static_cast<int>(std::ceil(armySize(s) * victoryEliminatedShare - 1e-9));
}

namespace {

// The schema's identifier, ^[a-z][a-z0-9]*(-[a-z0-9]+)*$. Unit ids are words
// of the notation ("take phalanx1"): one with a space, or none at all, could
// not be written down, so a save of the game would not replay.
bool isIdentifier(const std::string& s) {
  if (s.empty() || s.front() < 'a' || s.front() > 'z' || s.back() == '-') return false;
  for (std::size_t i = 1; i < s.size(); ++i) {
    const char ch = s[i];
    const bool letterOrDigit = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9');
    if (!letterOrDigit && !(ch == '-' && s[i - 1] != '-')) return false;
  }
  return true;
}

class ScenarioReader {
 public:
  ScenarioReader(JsonReader& r, Scenario& s) : r_(r), s_(s) {}

  void read(const nlohmann::json& j) {
    ObjectReader root(r_, j, "");
    if (!root.valid()) return;
    if (auto f = root.string("format"); f && *f != "hydaspes-scenario")
      r_.problem("/format", "must be \"hydaspes-scenario\", not \"" + *f + "\"");
    if (auto v = root.integer("version", true, 1, 1000); v && *v != 1)
      r_.problem("/version", "version " + std::to_string(*v) + " is not supported (this build reads 1)");
    s_.id = root.string("id").value_or("");
    s_.name = root.string("name").value_or("");
    s_.cardsFile = root.string("cards").value_or("");
    if (const auto* b = root.object("board")) readBoard(*b);
    if (const auto* sides = root.array("sides")) readSides(*sides);
    if (auto first = root.string("firstSide")) {
      if (auto side = s_.findSide(*first)) s_.firstSide = *side;
      else r_.problem("/firstSide", "\"" + *first + "\" is not a side of this scenario");
    }
    if (const auto* fm = root.object("freeMove")) {
      ObjectReader o(r_, *fm, "/freeMove");
      s_.freeMoveDistance = o.integer("distance", true, 0, 20).value_or(1);
      o.finish();
    }
    if (const auto* v = root.object("victory")) {
      ObjectReader o(r_, *v, "/victory");
      s_.victoryByMainLeader = o.boolean("mainLeader", true).value_or(true);
      s_.victoryEliminatedShare = o.number("eliminatedShare", true, 0.01, 1.0).value_or(0.5);
      o.finish();
    }
    if (const auto* c = root.object("combat")) readCombat(*c);
    if (const auto* o = root.object("opening", false)) readOpening(*o);
    root.finish();
  }

 private:
  void readBoard(const nlohmann::json& j) {
    ObjectReader o(r_, j, "/board");
    const int columns = o.integer("columns", true, 1, 26).value_or(0);
    const int rows = o.integer("rows", true, 1, 99).value_or(0);
    if (columns * rows > kMaxCells)
      r_.problem("/board", "a board of " + std::to_string(columns * rows) + " cells is too large (at most " +
                               std::to_string(kMaxCells) + ")");
    std::map<char, Terrain> codes;
    if (const auto* tc = o.object("terrainCodes")) {
      ObjectReader codesReader(r_, *tc, "/board/terrainCodes");
      for (const auto& [code, value] : tc->items()) {
        (void)value;
        const auto name = codesReader.string(code);
        if (code.size() != 1) {
          r_.problem(codesReader.pointerTo(code), "a terrain code is one character");
          continue;
        }
        if (!name) continue;
        if (auto t = parseTerrain(*name)) codes[code[0]] = *t;
        else r_.problem(codesReader.pointerTo(code), "\"" + *name + "\" is not a terrain (clear, forest, hills, river)");
      }
      codesReader.finish();
    }
    std::vector<Terrain> terrain;
    bool good = columns > 0 && rows > 0 && columns * rows <= kMaxCells;
    if (auto lines = o.stringArray("terrain")) {
      // A size that was itself refused (0) is not compared: one mistake, one problem.
      if (rows > 0 && static_cast<int>(lines->size()) != rows) {
        r_.problem("/board/terrain", "has " + std::to_string(lines->size()) + " rows; the board has " +
                                         std::to_string(rows));
        good = false;
      }
      for (std::size_t y = 0; y < lines->size(); ++y) {
        const auto& line = (*lines)[y];
        const std::string ptr = pointerChild("/board/terrain", y);
        if (columns > 0 && static_cast<int>(line.size()) != columns) {
          r_.problem(ptr, "has " + std::to_string(line.size()) + " cells; the board has " +
                              std::to_string(columns) + " columns");
          good = false;
          continue;
        }
        for (std::size_t x = 0; x < line.size(); ++x) {
          auto it = codes.find(line[x]);
          if (it == codes.end()) {
            r_.problem(ptr, std::string("'") + line[x] + "' in column " + std::to_string(x + 1) +
                                " is not one of the terrainCodes");
            good = false;
          } else {
            terrain.push_back(it->second);
          }
        }
      }
    } else {
      good = false;
    }
    o.finish();
    if (good) s_.board = Board(columns, rows, std::move(terrain));
    boardReady_ = good;
  }

  std::uint8_t tagIndex(const std::string& name, const std::string& ptr) {
    if (auto t = s_.findTag(name)) return *t;
    if (s_.tags.size() >= kMaxTags) {
      r_.problem(ptr, "too many different tags (at most " + std::to_string(kMaxTags) + ")");
      return 0;
    }
    s_.tags.push_back(name);
    return static_cast<std::uint8_t>(s_.tags.size() - 1);
  }

  void readSides(const nlohmann::json& sides) {
    if (sides.size() != 2) {
      r_.problem("/sides", "must list exactly 2 sides, not " + std::to_string(sides.size()));
      return;
    }
    std::set<std::string> sideIds;
    for (std::size_t i = 0; i < 2; ++i) {
      const std::string ptr = pointerChild("/sides", i);
      ObjectReader o(r_, sides[i], ptr);
      if (!o.valid()) continue;
      SideDef& d = s_.sides[i];
      d.id = o.string("id").value_or("");
      if (!d.id.empty() && !sideIds.insert(d.id).second) r_.problem(o.pointerTo("id"), "both sides are called \"" + d.id + "\"");
      d.name = o.string("name").value_or("");
      d.army = o.string("army").value_or("");
      d.deal = o.integer("deal", true, 0, 30).value_or(0);
      d.draw = o.integer("draw", true, 0, 30).value_or(0);
      d.handLimit = o.integer("handLimit", true, 0, 60).value_or(0);
      d.deception = o.boolean("deception", true).value_or(false);
      if (const auto* units = o.array("units")) readUnits(*units, static_cast<SideIndex>(i), o.pointerTo("units"));
      if (const auto* setup = o.array("setup")) setups_[i] = {setup, o.pointerTo("setup")};
      o.finish();
    }
    for (int i = 0; i < 2; ++i)
      if (setups_[i].json) readSetup(*setups_[i].json, static_cast<SideIndex>(i), setups_[i].pointer);
  }

  void readUnits(const nlohmann::json& types, SideIndex side, const std::string& ptr) {
    if (types.empty()) r_.problem(ptr, "an army needs at least one unit type");
    int mainLeaders = 0;
    for (std::size_t i = 0; i < types.size(); ++i) {
      const std::string tp = pointerChild(ptr, i);
      ObjectReader o(r_, types[i], tp);
      if (!o.valid()) continue;
      UnitType t;
      t.side = side;
      if (auto id = o.string("type")) {
        t.id = *id;
        if (!isIdentifier(t.id))
          r_.problem(o.pointerTo("type"), "\"" + t.id + "\" must be lowercase letters, digits and hyphens, starting with a letter");
        else if (t.id == "all")  // "take all" takes the whole stack
          r_.problem(o.pointerTo("type"), "\"all\" is a word of the notation (take all); choose another id");
        else if (s_.findUnitType(t.id))
          r_.problem(o.pointerTo("type"), "unit type \"" + t.id + "\" is defined twice");
      }
      t.name = o.string("name").value_or("");
      t.shortName = o.string("short", false).value_or(t.name);
      t.symbol = o.string("symbol", false).value_or("");
      t.count = o.integer("count", true, 1, kMaxUnits).value_or(1);
      t.maxMove = o.integer("mm", true, 1, 20).value_or(1);
      if (auto tags = o.stringArray("tags")) {
        for (std::size_t k = 0; k < tags->size(); ++k)
          t.tags |= TagMask{1} << tagIndex((*tags)[k], pointerChild(o.pointerTo("tags"), k));
      }
      t.mainLeader = o.boolean("mainLeader").value_or(false);
      if (t.mainLeader && (++mainLeaders > 1 || t.count != 1))
        r_.problem(o.pointerTo("mainLeader"), "an army has one main leader, a single unit");
      o.finish();
      const auto typeIndex = static_cast<std::uint8_t>(s_.unitTypes.size());
      for (int n = 1; n <= t.count; ++n) {
        Unit u;
        u.id = t.count > 1 ? t.id + std::to_string(n) : t.id;
        u.type = typeIndex;
        u.side = side;
        if (s_.findUnit(u.id)) r_.problem(tp, "unit id \"" + u.id + "\" is used twice");
        s_.units.push_back(std::move(u));
      }
      s_.unitTypes.push_back(std::move(t));
    }
    if (s_.units.size() > kMaxUnits)
      r_.problem(ptr, "the armies hold " + std::to_string(s_.units.size()) + " units; at most " +
                          std::to_string(kMaxUnits) + " are supported");
  }

  std::optional<Cell> cell(const std::string& name, const std::string& ptr) {
    if (!boardReady_) return std::nullopt;
    auto c = s_.board.parseCell(name);
    if (!c) r_.problem(ptr, "\"" + name + "\" is not a cell of this board");
    return c;
  }

  std::optional<Facing> facing(const std::string& name, const std::string& ptr) {
    auto f = parseFacing(name);
    if (!f) r_.problem(ptr, "\"" + name + "\" is not a facing (N, NE, E, SE, S, SW, W, NW)");
    return f;
  }

  void readSetup(const nlohmann::json& setup, SideIndex side, const std::string& ptr) {
    if (s_.units.size() > kMaxUnits) return;
    if (s_.setup.empty()) s_.setup.resize(s_.units.size());
    for (std::size_t i = 0; i < setup.size(); ++i) {
      ObjectReader o(r_, setup[i], pointerChild(ptr, i));
      if (!o.valid()) continue;
      std::vector<UnitIndex> placed;
      if (const auto* u = o.any("units")) {
        if (u->is_string() && u->get<std::string>() == "all") {
          for (std::size_t k = 0; k < s_.units.size(); ++k)
            if (s_.units[k].side == side) placed.push_back(static_cast<UnitIndex>(k));
        } else if (auto ids = o.stringArray("units")) {
          for (std::size_t k = 0; k < ids->size(); ++k) {
            auto idx = s_.findUnit((*ids)[k]);
            if (!idx || s_.units[*idx].side != side)
              r_.problem(pointerChild(o.pointerTo("units"), k), "\"" + (*ids)[k] + "\" is not a unit of this side");
            else placed.push_back(*idx);
          }
        }
      }
      auto c = o.string("cell");
      auto f = o.string("facing");
      std::optional<Cell> where = c ? cell(*c, o.pointerTo("cell")) : std::nullopt;
      std::optional<Facing> towards = f ? facing(*f, o.pointerTo("facing")) : std::nullopt;
      o.finish();
      for (UnitIndex u : placed) {
        if (placedUnits_.count(u)) {
          r_.problem(o.pointerTo("units"), "\"" + s_.units[u].id + "\" is placed twice");
          continue;
        }
        placedUnits_.insert(u);
        if (where && towards) s_.setup[u] = {u, false, *where, *towards};
      }
    }
    for (std::size_t k = 0; k < s_.units.size(); ++k)
      if (s_.units[k].side == side && !placedUnits_.count(static_cast<UnitIndex>(k)))
        r_.problem(ptr, "unit \"" + s_.units[k].id + "\" has no place in the set-up");
  }

  int modifier(ObjectReader& o, const std::string& key) { return o.integer(key, true, -20, 20).value_or(0); }

  void readCombat(const nlohmann::json& j) {
    ObjectReader o(r_, j, "/combat");
    CombatTable& c = s_.combat;
    c.biggerStack = modifier(o, "biggerStack");
    if (const auto* tags = o.array("stackTags")) {
      for (std::size_t i = 0; i < tags->size(); ++i) {
        ObjectReader t(r_, (*tags)[i], pointerChild("/combat/stackTags", i));
        StackBonus b;
        b.label = t.string("label").value_or("");
        if (auto any = t.stringArray("anyOf")) {
          for (std::size_t k = 0; k < any->size(); ++k) {
            auto tag = s_.findTag((*any)[k]);
            if (!tag) r_.problem(pointerChild(t.pointerTo("anyOf"), k), "no unit has the tag \"" + (*any)[k] + "\"");
            else b.anyOf |= TagMask{1} << *tag;
          }
        }
        b.bonus = modifier(t, "bonus");
        t.finish();
        c.stackBonuses.push_back(std::move(b));
      }
    }
    c.flank = modifier(o, "flank");
    c.rear = modifier(o, "rear");
    c.defenderInRiver = modifier(o, "defenderInRiver");
    if (const auto* dt = o.object("defenderTerrain")) {
      ObjectReader t(r_, *dt, "/combat/defenderTerrain");
      for (const auto& [name, value] : dt->items()) {
        (void)value;
        auto terrain = parseTerrain(name);
        auto bonus = t.integer(name, true, -20, 20);
        if (!terrain) r_.problem(t.pointerTo(name), "\"" + name + "\" is not a terrain");
        else if (bonus) c.defenderTerrain[static_cast<int>(*terrain)] = *bonus;
      }
      t.finish();
    }
    c.support = modifier(o, "support");
    c.previousWinner = modifier(o, "previousWinner");
    o.finish();
  }

  void readOpening(const nlohmann::json& j) {
    ObjectReader o(r_, j, "/opening");
    Opening& op = s_.opening;
    s_.hasOpening = true;
    op.turn = o.integer("turn", false, 1, 100000);
    if (auto a = o.string("active", false)) {
      op.active = s_.findSide(*a);
      if (!op.active) r_.problem(o.pointerTo("active"), "\"" + *a + "\" is not a side of this scenario");
    }
    if (auto p = o.string("phase", false)) {
      op.phase = parsePhase(*p);
      if (!op.phase) r_.problem(o.pointerTo("phase"), "\"" + *p + "\" is not a phase (tactics, deception, maneuver, attack, end)");
    }
    if (const auto* units = o.array("units", false)) {
      std::set<UnitIndex> seen;
      for (std::size_t i = 0; i < units->size(); ++i) {
        ObjectReader u(r_, (*units)[i], pointerChild("/opening/units", i));
        UnitPlacement p;
        auto id = u.string("unit");
        auto idx = id ? s_.findUnit(*id) : std::nullopt;
        if (id && !idx) r_.problem(u.pointerTo("unit"), "\"" + *id + "\" is not a unit of this scenario");
        if (idx && !seen.insert(*idx).second) r_.problem(u.pointerTo("unit"), "\"" + *id + "\" is listed twice");
        p.eliminated = u.boolean("eliminated").value_or(false);
        if (!p.eliminated) {
          auto c = u.string("cell");
          auto f = u.string("facing");
          auto where = c ? cell(*c, u.pointerTo("cell")) : std::nullopt;
          auto towards = f ? facing(*f, u.pointerTo("facing")) : std::nullopt;
          if (where) p.cell = *where;
          if (towards) p.facing = *towards;
        }
        u.finish();
        if (idx) {
          p.unit = *idx;
          op.units.push_back(p);
        }
      }
    }
    if (const auto* hands = o.object("hands", false)) {
      ObjectReader h(r_, *hands, "/opening/hands");
      for (const auto& [sideId, value] : hands->items()) {
        (void)value;
        auto side = s_.findSide(sideId);
        auto cards = h.stringArray(sideId);
        if (!side) r_.problem(h.pointerTo(sideId), "\"" + sideId + "\" is not a side of this scenario");
        else if (cards) op.hands[*side] = *cards;
      }
      h.finish();
    }
    op.deck = o.stringArray("deck", false);
    op.discard = o.stringArray("discard", false);
    o.finish();
  }

  void checkPositions() {
    if (!r_.ok() || s_.setup.size() != s_.units.size()) return;
    std::vector<UnitPlacement> start = s_.setup;
    for (const auto& p : s_.opening.units) start[p.unit] = p;
    std::map<Cell, std::set<SideIndex>> holders;
    std::map<Cell, std::set<Facing>> facings;
    for (const auto& p : start) {
      if (p.eliminated) continue;
      holders[p.cell].insert(s_.units[p.unit].side);
      facings[p.cell].insert(p.facing);
    }
    const std::string where = s_.hasOpening && !s_.opening.units.empty() ? "/opening/units" : "/sides";
    for (const auto& [c, sides] : holders) {
      if (sides.size() > 1) r_.problem(where, "both armies start in " + s_.board.cellName(c));
      if (facings[c].size() > 1) r_.problem(where, "the stack in " + s_.board.cellName(c) + " starts with more than one facing");
    }
  }

 public:
  void finish() { checkPositions(); }

 private:
  struct SetupRef {
    const nlohmann::json* json = nullptr;
    std::string pointer;
  };
  JsonReader& r_;
  Scenario& s_;
  bool boardReady_ = false;
  SetupRef setups_[2];
  std::set<UnitIndex> placedUnits_;
};

}  // namespace

Scenario parseScenario(const nlohmann::json& j, const std::string& file) {
  JsonReader r(file);
  Scenario s;
  s.file = file;
  ScenarioReader reader(r, s);
  reader.read(j);
  reader.finish();
  r.throwIfProblems();
  return s;
}

Scenario loadScenario(const std::string& path) { return parseScenario(readJsonFile(path), path); }

}  // namespace hydaspes
