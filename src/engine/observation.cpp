// H1: what one seat may see.
#include "hydaspes/observation.h"
#include "hydaspes/state.h"

#include <nlohmann/json.hpp>

#include "hydaspes/notation.h"

namespace hydaspes {

Observation GameState::observe(std::optional<SideIndex> seat) const {
  Observation o;
  o.seat = seat;
  o.turn = turn_;
  o.active = active_;
  o.phase = phase_;
  o.step = step_;
  if (!isTerminal()) o.deciding = decidingSide();
  o.winner = winner_;
  o.units = units_;
  for (int s = 0; s < kSideCount; ++s) o.handSizes[s] = static_cast<int>(hands_[s].size());
  if (seat) {
    o.hands[*seat] = hands_[*seat];
    // T3: the deceiver sees the enemy hand while picking from it.
    if (step_ == Step::DeceptionPick && *seat == active_) o.hands[otherSide(*seat)] = hands_[otherSide(*seat)];
  }
  o.deckSize = static_cast<int>(deck_.size());
  o.discard = discard_;
  o.inPlay = inPlay_;
  o.freeMoveUsed = freeMoveUsed_;
  o.deceptionUsed = deceptionUsed_;
  o.alwaysAsk = options_.alwaysAsk;
  o.pending = pending_;
  o.combat = combat_;
  if (seat && o.deciding == seat) o.legal = legalDecisions();
  return o;
}

nlohmann::json Observation::toJson(const Game& g) const {
  using nlohmann::json;
  const Scenario& sc = g.scenario();
  const Board& b = g.board();
  const auto sideId = [&](std::optional<SideIndex> s) { return s ? json(sc.sides[*s].id) : json(nullptr); };
  const auto cards = [&](const std::vector<CardIndex>& v) {
    json a = json::array();
    for (CardIndex c : v) a.push_back(g.cards()[c].id);
    return a;
  };
  json j;
  j["seat"] = sideId(seat);
  j["turn"] = turn;
  j["active"] = sc.sides[active].id;
  j["phase"] = phaseName(phase);
  j["step"] = stepName(step);
  j["deciding"] = sideId(deciding);
  j["winner"] = sideId(winner);
  json us = json::array();
  for (std::size_t u = 0; u < units.size(); ++u) {
    const auto& st = units[u];
    us.push_back({{"id", sc.units[u].id},
                  {"type", sc.typeOf(static_cast<UnitIndex>(u)).id},
                  {"side", sc.sides[sc.units[u].side].id},
                  {"cell", st.alive ? json(b.cellName(st.cell)) : json(nullptr)},
                  {"facing", facingName(st.facing)},
                  {"alive", st.alive},
                  {"moved", st.moved}});
  }
  j["units"] = us;
  json sizes, hs = json::object();
  for (int s = 0; s < kSideCount; ++s) {
    sizes[sc.sides[s].id] = handSizes[s];
    if (hands[s]) hs[sc.sides[s].id] = cards(*hands[s]);
  }
  j["handSizes"] = sizes;
  j["hands"] = hs;
  j["deckSize"] = deckSize;
  j["discardSize"] = discard.size();
  j["discard"] = cards(discard);
  j["inPlay"] = cards(inPlay);
  j["freeMoveUsed"] = freeMoveUsed;
  if (combat.active) {
    j["combat"] = {{"attacker", b.cellName(combat.attackerCell)},
                   {"defender", b.cellName(combat.defenderCell)},
                   {"round", combat.round}};
  }
  if (!legal.empty()) {
    json l = json::array();
    for (const auto& d : legal) l.push_back(printDecision(g, d));
    j["legal"] = l;
  }
  return j;
}

}  // namespace hydaspes
