// The full state as JSON, and back: toJson(fromJson(j)) == j exactly.
#include <algorithm>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "hydaspes/state.h"
#include "json_reader.h"

namespace hydaspes {

using nlohmann::json;

namespace {

constexpr std::array<Step, 13> kSteps{Step::Main, Step::DeceptionPick, Step::Source, Step::Units, Step::Facing,
                                      Step::NegateWindow, Step::CancelWindow, Step::Target, Step::AttackerSupport,
                                      Step::DefenderResponse, Step::Casualty, Step::ContinueOrBreak, Step::GameOver};
constexpr std::array<std::string_view, 5> kKinds{"none", "move", "attack", "move-attack", "deception"};

std::string hex64(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

json cardList(const Game& g, const std::vector<CardIndex>& cards, bool reversed = false) {
  json out = json::array();
  if (reversed)
    for (auto it = cards.rbegin(); it != cards.rend(); ++it) out.push_back(g.cards()[*it].id);
  else
    for (CardIndex c : cards) out.push_back(g.cards()[c].id);
  return out;
}

json cellOrNull(const Board& b, Cell c) { return c == kNoCell ? json(nullptr) : json(b.cellName(c)); }
json cardOrNull(const Game& g, std::int16_t c) { return c == kNoCard ? json(nullptr) : json(g.cards()[static_cast<CardIndex>(c)].id); }

}  // namespace

json GameState::toJson() const {
  const Game& g = *game_;
  const Scenario& sc = g.scenario();
  const Board& b = g.board();
  json j;
  j["format"] = "hydaspes-state";
  j["version"] = 1;
  j["options"] = {{"alwaysAsk", options_.alwaysAsk}};
  json rng = json::array();
  for (auto w : rng_.words()) rng.push_back(hex64(w));
  j["rng"] = rng;
  j["forcedDice"] = forcedDice_;
  j["turn"] = turn_;
  j["active"] = sc.sides[active_].id;
  j["phase"] = phaseName(phase_);
  j["step"] = stepName(step_);
  j["winner"] = winner_ ? json(sc.sides[*winner_].id) : json(nullptr);
  json units = json::array();
  for (std::size_t u = 0; u < units_.size(); ++u) {
    const auto& st = units_[u];
    units.push_back({{"id", sc.units[u].id}, {"cell", cellOrNull(b, st.cell)}, {"facing", facingName(st.facing)},
                     {"alive", st.alive}, {"moved", st.moved}});
  }
  j["units"] = units;
  j["deck"] = cardList(g, deck_, /*reversed=*/true);  // top first
  j["discard"] = cardList(g, discard_);
  j["hands"] = {{sc.sides[0].id, cardList(g, hands_[0])}, {sc.sides[1].id, cardList(g, hands_[1])}};
  j["inPlay"] = cardList(g, inPlay_);
  j["freeMoveUsed"] = freeMoveUsed_;
  j["deceptionUsed"] = deceptionUsed_;
  json group = json::array();
  for (UnitMask m = pending_.group; m; m &= m - 1) group.push_back(sc.units[static_cast<std::size_t>(__builtin_ctzll(m))].id);
  j["pending"] = {{"kind", kKinds[static_cast<int>(pending_.kind)]},
                  {"free", pending_.freeMove},
                  {"card", pending_.kind == ActionKind::None || pending_.freeMove ? json(nullptr) : json(g.cards()[pending_.card].id)},
                  {"from", cellOrNull(b, pending_.from)},
                  {"group", group},
                  {"to", cellOrNull(b, pending_.to)},
                  {"facing", facingName(pending_.facing)},
                  {"negated", pending_.negated}};
  j["combat"] = {{"active", combat_.active},
                 {"attacker", cellOrNull(b, combat_.attackerCell)},
                 {"defender", cellOrNull(b, combat_.defenderCell)},
                 {"round", combat_.round},
                 {"lastWinner", combat_.lastWinner < 0 ? json(nullptr) : json(sc.sides[combat_.lastWinner].id)},
                 {"attackerSupport", cardOrNull(g, combat_.attackerSupport)},
                 {"defenderSupport", cardOrNull(g, combat_.defenderSupport)},
                 {"dice", combat_.dice},
                 {"totals", combat_.totals},
                 {"rolled", combat_.rolled}};
  return j;
}

namespace {

// Reads state JSON with every problem reported.
class StateReader {
 public:
  StateReader(JsonReader& r, const Game& g) : r_(r), g_(g) {}

  std::optional<SideIndex> side(ObjectReader& o, const std::string& key, bool nullable = false) {
    const auto* v = o.any(key);
    if (!v) return std::nullopt;
    if (nullable && v->is_null()) return std::nullopt;
    if (v->is_string())
      if (auto s = g_.scenario().findSide(v->get<std::string>())) return s;
    r_.problem(o.pointerTo(key), "must be a side id" + std::string(nullable ? " or null" : ""));
    return std::nullopt;
  }

  Cell cell(ObjectReader& o, const std::string& key) {
    const auto* v = o.any(key);
    if (!v || v->is_null()) return kNoCell;
    if (v->is_string())
      if (auto c = g_.board().parseCell(v->get<std::string>())) return *c;
    r_.problem(o.pointerTo(key), "must be a cell of the board or null");
    return kNoCell;
  }

  Facing facing(ObjectReader& o, const std::string& key) {
    if (auto s = o.string(key)) {
      if (auto f = parseFacing(*s)) return *f;
      r_.problem(o.pointerTo(key), "\"" + *s + "\" is not a facing");
    }
    return Facing::N;
  }

  std::int16_t cardOrNone(ObjectReader& o, const std::string& key) {
    const auto* v = o.any(key);
    if (!v || v->is_null()) return kNoCard;
    if (v->is_string())
      if (auto c = g_.cards().find(v->get<std::string>())) return *c;
    r_.problem(o.pointerTo(key), "must be a card id or null");
    return kNoCard;
  }

  std::vector<CardIndex> cards(const json& arr, const std::string& ptr) {
    std::vector<CardIndex> out;
    if (!arr.is_array()) {
      r_.problem(ptr, "must be an array of card ids");
      return out;
    }
    for (std::size_t i = 0; i < arr.size(); ++i) {
      if (arr[i].is_string())
        if (auto c = g_.cards().find(arr[i].get<std::string>())) {
          out.push_back(*c);
          continue;
        }
      r_.problem(pointerChild(ptr, i), "is not a card of the card table");
    }
    return out;
  }

 private:
  JsonReader& r_;
  const Game& g_;
};

}  // namespace

GameState GameState::fromJson(GamePtr game, const json& j, const std::string& file) {
  JsonReader r(file);
  GameState s(game);
  const Game& g = *game;
  const Scenario& sc = g.scenario();
  StateReader sr(r, g);
  ObjectReader o(r, j, "");
  if (!o.valid()) r.throwIfProblems();
  if (auto f = o.string("format"); f && *f != "hydaspes-state") r.problem("/format", "must be \"hydaspes-state\"");
  if (auto v = o.integer("version", true, 1, 1000); v && *v != 1)
    r.problem("/version", "state version " + std::to_string(*v) + " is not supported (this build reads 1)");
  if (const auto* opt = o.object("options")) {
    ObjectReader oo(r, *opt, "/options");
    s.options_.alwaysAsk = oo.boolean("alwaysAsk", true).value_or(false);
    oo.finish();
  }
  if (auto words = o.stringArray("rng")) {
    std::array<std::uint64_t, 4> w{};
    if (words->size() != 4) r.problem("/rng", "must hold 4 words");
    for (std::size_t i = 0; i < words->size() && i < 4; ++i) {
      const auto& text = (*words)[i];
      const bool hex = text.size() == 16 && std::all_of(text.begin(), text.end(), [](char ch) {
        return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f');
      });
      if (!hex) r.problem(pointerChild("/rng", i), "must be 16 lowercase hex digits");
      else w[i] = std::stoull(text, nullptr, 16);
    }
    s.rng_ = Rng::fromWords(w);
  }
  if (const auto* dice = o.array("forcedDice")) {
    for (std::size_t i = 0; i < dice->size(); ++i) {
      const auto& d = (*dice)[i];
      if (!d.is_number_integer() || d.get<int>() < 1 || d.get<int>() > 6) r.problem(pointerChild("/forcedDice", i), "must be a die from 1 to 6");
      else s.forcedDice_.push_back(static_cast<std::uint8_t>(d.get<int>()));
    }
  }
  s.turn_ = o.integer("turn", true, 0, 1000000).value_or(0);
  s.active_ = sr.side(o, "active").value_or(0);
  if (auto p = o.string("phase")) {
    if (auto ph = parsePhase(*p)) s.phase_ = *ph;
    else r.problem("/phase", "\"" + *p + "\" is not a phase");
  }
  if (auto st = o.string("step")) {
    auto it = std::find_if(kSteps.begin(), kSteps.end(), [&](Step x) { return stepName(x) == *st; });
    if (it == kSteps.end()) r.problem("/step", "\"" + *st + "\" is not a step");
    else s.step_ = *it;
  }
  s.winner_ = sr.side(o, "winner", true);
  if (const auto* units = o.array("units")) {
    if (units->size() != sc.units.size())
      r.problem("/units", "must list all " + std::to_string(sc.units.size()) + " units of the scenario");
    for (std::size_t i = 0; i < units->size() && i < sc.units.size(); ++i) {
      ObjectReader u(r, (*units)[i], pointerChild("/units", i));
      UnitStatus us;
      if (auto id = u.string("id"); id && *id != sc.units[i].id)
        r.problem(u.pointerTo("id"), "must be \"" + sc.units[i].id + "\" (units keep the scenario's order)");
      us.cell = sr.cell(u, "cell");
      us.facing = sr.facing(u, "facing");
      us.alive = u.boolean("alive", true).value_or(true);
      us.moved = u.boolean("moved", true).value_or(false);
      if (us.alive && us.cell == kNoCell) r.problem(u.pointerTo("cell"), "a living unit needs a cell");
      u.finish();
      s.units_.push_back(us);
    }
  }
  if (const auto* d = o.array("deck")) {
    s.deck_ = sr.cards(*d, "/deck");
    std::reverse(s.deck_.begin(), s.deck_.end());
  }
  if (const auto* d = o.array("discard")) s.discard_ = sr.cards(*d, "/discard");
  if (const auto* h = o.object("hands")) {
    ObjectReader hr(r, *h, "/hands");
    for (int side = 0; side < kSideCount; ++side) {
      if (const auto* a = hr.array(sc.sides[side].id)) {
        s.hands_[side] = sr.cards(*a, hr.pointerTo(sc.sides[side].id));
        if (!std::is_sorted(s.hands_[side].begin(), s.hands_[side].end()))
          r.problem(hr.pointerTo(sc.sides[side].id), "must list the cards in the card table's order");
      }
    }
    hr.finish();
  }
  if (const auto* p = o.array("inPlay")) s.inPlay_ = sr.cards(*p, "/inPlay");
  s.freeMoveUsed_ = o.boolean("freeMoveUsed", true).value_or(false);
  s.deceptionUsed_ = o.boolean("deceptionUsed", true).value_or(false);
  if (const auto* p = o.object("pending")) {
    ObjectReader pr(r, *p, "/pending");
    if (auto k = pr.string("kind")) {
      auto it = std::find(kKinds.begin(), kKinds.end(), *k);
      if (it == kKinds.end()) r.problem("/pending/kind", "\"" + *k + "\" is not an action kind");
      else s.pending_.kind = static_cast<ActionKind>(it - kKinds.begin());
    }
    s.pending_.freeMove = pr.boolean("free", true).value_or(false);
    const auto card = sr.cardOrNone(pr, "card");
    s.pending_.card = card == kNoCard ? 0 : static_cast<CardIndex>(card);
    s.pending_.from = sr.cell(pr, "from");
    if (auto group = pr.stringArray("group")) {
      for (const auto& id : *group) {
        if (auto u = sc.findUnit(id)) s.pending_.group |= unitBit(*u);
        else r.problem("/pending/group", "\"" + id + "\" is not a unit");
      }
    }
    s.pending_.to = sr.cell(pr, "to");
    s.pending_.facing = sr.facing(pr, "facing");
    s.pending_.negated = pr.boolean("negated", true).value_or(false);
    pr.finish();
  }
  if (const auto* c = o.object("combat")) {
    ObjectReader cr(r, *c, "/combat");
    s.combat_.active = cr.boolean("active", true).value_or(false);
    s.combat_.attackerCell = sr.cell(cr, "attacker");
    s.combat_.defenderCell = sr.cell(cr, "defender");
    s.combat_.round = cr.integer("round", true, 0, 1000000).value_or(0);
    const auto lw = sr.side(cr, "lastWinner", true);
    s.combat_.lastWinner = lw ? static_cast<std::int8_t>(*lw) : std::int8_t{-1};
    s.combat_.attackerSupport = sr.cardOrNone(cr, "attackerSupport");
    s.combat_.defenderSupport = sr.cardOrNone(cr, "defenderSupport");
    if (const auto* dice = cr.array("dice")) {
      if (dice->size() != 4) r.problem("/combat/dice", "must hold 4 dice");
      for (std::size_t i = 0; i < dice->size() && i < 4; ++i) {
        if (!(*dice)[i].is_number_integer() || (*dice)[i].get<int>() < 0 || (*dice)[i].get<int>() > 6) r.problem(pointerChild("/combat/dice", i), "must be a die (0 before any roll)");
        else s.combat_.dice[i] = static_cast<std::uint8_t>((*dice)[i].get<int>());
      }
    }
    if (const auto* totals = cr.array("totals")) {
      if (totals->size() != 2) r.problem("/combat/totals", "must hold 2 totals");
      for (std::size_t i = 0; i < totals->size() && i < 2; ++i) {
        if (!(*totals)[i].is_number_integer()) r.problem(pointerChild("/combat/totals", i), "must be an integer");
        else s.combat_.totals[i] = (*totals)[i].get<int>();
      }
    }
    s.combat_.rolled = cr.boolean("rolled", true).value_or(false);
    cr.finish();
  }
  o.finish();
  r.throwIfProblems();

  // Every card of the table is somewhere, once.
  std::vector<int> count(static_cast<std::size_t>(g.cards().size()), 0);
  for (const auto* pile : {&s.deck_, &s.discard_, &s.hands_[0], &s.hands_[1], &s.inPlay_})
    for (CardIndex c : *pile) ++count[c];
  for (int c = 0; c < g.cards().size(); ++c)
    if (count[static_cast<std::size_t>(c)] != g.cards()[static_cast<CardIndex>(c)].count)
      r.problem("", "holds " + std::to_string(count[static_cast<std::size_t>(c)]) + " copies of \"" +
                        g.cards()[static_cast<CardIndex>(c)].id + "\"; the card table has " +
                        std::to_string(g.cards()[static_cast<CardIndex>(c)].count));
  r.throwIfProblems();
  return s;
}

}  // namespace hydaspes
