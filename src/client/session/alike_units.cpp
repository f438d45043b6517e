#include "session/alike_units.h"

#include "hydaspes/observation.h"
#include "hydaspes/state.h"

#include <algorithm>

namespace hydaspes::client {

bool isUnitChoice(Verb v) { return v == Verb::Take || v == Verb::Kill; }

std::vector<UnitChoice> unitChoices(const Scenario& sc, const std::vector<UnitStatus>& units, const std::vector<Decision>& decisions) {
  std::vector<UnitChoice> out;
  const auto alike = [&](const Decision& a, const Decision& b, bool moved) {
    const UnitStatus &x = units[a.arg], &y = units[b.arg];
    return a.verb == b.verb && sc.units[a.arg].type == sc.units[b.arg].type && x.cell == y.cell && x.facing == y.facing &&
           (!moved || x.moved == y.moved);
  };
  for (const Decision& d : decisions) {
    if (!isUnitChoice(d.verb)) continue;
    auto same = std::find_if(out.begin(), out.end(), [&](const UnitChoice& c) { return alike(c.decision, d, true); });
    if (same != out.end()) {
      ++same->alike;
      continue;
    }
    out.push_back({d, 1, units[d.arg].moved});
  }
  for (UnitChoice& c : out)
    c.movedSetsApart =
        std::count_if(out.begin(), out.end(), [&](const UnitChoice& o) { return alike(c.decision, o.decision, false); }) > 1;
  return out;
}

std::optional<Decision> casualtyWithoutChoice(const GameState& st) {
  if (st.isTerminal() || st.step() != Step::Casualty) return std::nullopt;
  const std::vector<Decision> legal = st.legalDecisions();
  if (legal.size() < 2) return std::nullopt;
  const std::vector<UnitChoice> choices = unitChoices(st.game().scenario(), st.observe(st.decidingSide()).units, legal);
  if (choices.size() != 1) return std::nullopt;
  return choices.front().decision;
}

}  // namespace hydaspes::client
