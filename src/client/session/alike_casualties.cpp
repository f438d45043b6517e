#include "session/alike_casualties.h"

#include <algorithm>

namespace hydaspes::client {

std::vector<CasualtyChoice> casualtyChoices(const Scenario& sc, const std::vector<UnitStatus>& units,
                                            const std::vector<Decision>& decisions) {
  std::vector<CasualtyChoice> out;
  const auto alike = [&](UnitIndex a, UnitIndex b, bool moved) {
    const UnitStatus &x = units[a], &y = units[b];
    return sc.units[a].type == sc.units[b].type && x.cell == y.cell && x.facing == y.facing && (!moved || x.moved == y.moved);
  };
  for (const Decision& d : decisions) {
    if (d.verb != Verb::Kill) continue;
    auto same = std::find_if(out.begin(), out.end(), [&](const CasualtyChoice& c) { return alike(c.decision.arg, d.arg, true); });
    if (same != out.end()) {
      ++same->alike;
      continue;
    }
    out.push_back({d, 1, units[d.arg].moved});
  }
  for (CasualtyChoice& c : out)
    c.movedSetsApart = std::count_if(out.begin(), out.end(), [&](const CasualtyChoice& o) {
                         return alike(c.decision.arg, o.decision.arg, false);
                       }) > 1;
  return out;
}

}  // namespace hydaspes::client
