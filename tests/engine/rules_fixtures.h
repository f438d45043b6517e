// Fixtures for the rules tests: exact openings built in code, and small
// readers for positions, decisions and combat modifiers.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "hydaspes/combat_modifiers.h"
#include "hydaspes/load_error.h"
#include "hydaspes/observation.h"
#include "test_support.h"

namespace hydaspes::test {

using nlohmann::json;

inline json cardArray(const std::vector<std::string>& ids) {
  json a = json::array();
  for (const auto& id : ids) a.push_back(id);
  return a;
}

// Every card of the bundled table, each copy once, in table order.
inline std::vector<std::string> allCardCopies() {
  std::vector<std::string> out;
  const CardTable& t = bundledGame()->cards();
  for (const auto& c : t.cards)
    for (int k = 0; k < c.count; ++k) out.push_back(c.id);
  return out;
}

// Every copy not named in `used` (a multiset).
inline std::vector<std::string> cardsExcept(const std::vector<std::string>& used) {
  std::map<std::string, int> left;
  for (const auto& id : used) ++left[id];
  std::vector<std::string> out;
  for (const auto& id : allCardCopies()) {
    if (left[id] > 0) {
      --left[id];
      continue;
    }
    out.push_back(id);
  }
  return out;
}

// An exact opening of the bundled scenario. Both hands are empty unless set,
// so no reaction window opens by chance; units not placed keep their set-up
// place (Greeks in b2 facing S, Indians in b4 facing N).
class Setup {
 public:
  Setup() {
    j_["turn"] = 1;
    j_["active"] = "greek";
    j_["phase"] = "maneuver";
    j_["units"] = json::array();
  }
  Setup& turn(int t) { j_["turn"] = t; return *this; }
  Setup& active(const std::string& side) { j_["active"] = side; return *this; }
  Setup& phase(const std::string& p) { j_["phase"] = p; return *this; }
  Setup& unit(const std::string& id, const std::string& cell, const std::string& facing) {
    j_["units"].push_back({{"unit", id}, {"cell", cell}, {"facing", facing}});
    return *this;
  }
  Setup& dead(const std::string& id) {
    j_["units"].push_back({{"unit", id}, {"eliminated", true}});
    return *this;
  }
  Setup& greek(const std::vector<std::string>& cards) { greek_ = cards; return *this; }
  Setup& indian(const std::vector<std::string>& cards) { indian_ = cards; return *this; }
  // The draw pile, top first; every card not in a hand or this deck goes to
  // the discard pile (so every draw is known).
  Setup& deck(const std::vector<std::string>& top) { deck_ = top; return *this; }
  // Like deck(), but the cards left over go into the Indian hand.
  Setup& deckRestToIndian(const std::vector<std::string>& top) {
    deck_ = top;
    restToIndian_ = true;
    return *this;
  }

  json toJson() const {
    json j = j_;
    std::vector<std::string> indian = indian_;
    if (deck_) {
      std::vector<std::string> placed = greek_;
      placed.insert(placed.end(), indian_.begin(), indian_.end());
      placed.insert(placed.end(), deck_->begin(), deck_->end());
      const auto rest = cardsExcept(placed);
      j["deck"] = cardArray(*deck_);
      if (restToIndian_) {
        indian.insert(indian.end(), rest.begin(), rest.end());
        j["discard"] = json::array();
      } else {
        j["discard"] = cardArray(rest);
      }
    }
    j["hands"] = {{"greek", cardArray(greek_)}, {"indian", cardArray(indian)}};
    return j;
  }

  GamePtr game() const { return gameWithOpening(toJson()); }
  GameState start(GameOptions options = {}, std::uint64_t seed = 1) const {
    return GameState::newGame(game(), seed, options);
  }

 private:
  json j_ = json::object();
  std::vector<std::string> greek_, indian_;
  std::optional<std::vector<std::string>> deck_;
  bool restToIndian_ = false;
};

inline std::string cellOf(const GameState& st, const std::string& unitId) {
  const UnitStatus& u = unit(st, unitId);
  return u.alive ? st.game().board().cellName(u.cell) : std::string("dead");
}
inline std::string facingOf(const GameState& st, const std::string& unitId) {
  return std::string(facingName(unit(st, unitId).facing));
}
inline Cell cellNamed(const GameState& st, const std::string& name) {
  const auto c = st.game().board().parseCell(name);
  REQUIRE(c);
  return *c;
}
inline CardIndex cardNamed(const Game& g, const std::string& id) {
  const auto c = g.cards().find(id);
  REQUIRE(c);
  return *c;
}
inline int countOf(const std::vector<CardIndex>& pile, CardIndex c) {
  return static_cast<int>(std::count(pile.begin(), pile.end(), c));
}
inline bool holds(const GameState& st, SideIndex side, const std::string& card) {
  return countOf(st.hand(side), cardNamed(st.game(), card)) > 0;
}
inline bool inDiscard(const GameState& st, const std::string& card) {
  return countOf(st.discardPile(), cardNamed(st.game(), card)) > 0;
}
inline bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}
// The legal "to X" cells of a move being declared, sorted by name.
inline std::vector<std::string> destinations(const GameState& st) {
  std::vector<std::string> out;
  for (const auto& d : st.legalDecisions())
    if (d.verb == Verb::To) out.push_back(st.game().board().cellName(d.arg));
  std::sort(out.begin(), out.end());
  return out;
}
// The legal "at X" cells of an attack being declared, sorted by name.
inline std::vector<std::string> targets(const GameState& st) {
  std::vector<std::string> out;
  for (const auto& d : st.legalDecisions())
    if (d.verb == Verb::At) out.push_back(st.game().board().cellName(d.arg));
  std::sort(out.begin(), out.end());
  return out;
}
inline std::vector<std::string> sortedNames(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The value of the modifier whose reason contains `part`, 0 if none.
inline int modifier(const std::vector<Modifier>& mods, const std::string& part) {
  int v = 0;
  for (const auto& m : mods)
    if (m.reason.find(part) != std::string::npos) v += m.value;
  return v;
}
inline int total(const std::vector<Modifier>& mods) {
  int v = 0;
  for (const auto& m : mods) v += m.value;
  return v;
}

// Ends phases (discarding the first card when the End phase demands it)
// until the other side's turn begins.
inline void finishTurn(GameState& st) {
  const int turn = st.turn();
  while (!st.isTerminal() && st.turn() == turn) {
    REQUIRE(st.step() == Step::Main);
    const auto legal = st.legalDecisions();
    REQUIRE(!legal.empty());
    const Decision end{Verb::End, 0};
    if (std::find(legal.begin(), legal.end(), end) != legal.end()) st.apply(end);
    else st.apply(legal.front());  // End phase: discard
  }
}

}  // namespace hydaspes::test
