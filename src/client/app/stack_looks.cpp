#include "app/stack_looks.h"

#include <QCoreApplication>
#include <algorithm>

#include "app/words.h"

namespace hydaspes::client {

namespace {

// The context of this file's words in the translations.
struct StackLooks {
  Q_DECLARE_TR_FUNCTIONS(StackLooks)
};

}  // namespace

std::optional<StackLook> stackLook(const Game& g, const Observation& o, Cell cell, UnitMask units) {
  const Scenario& sc = g.scenario();
  const auto leaderTag = sc.findTag("leader");
  StackLook look;
  look.cell = cell;
  int top = -1, topRank = -1;
  bool allMoved = true;
  std::vector<int> ranks;  // of each counter: the main leader, leaders, the rest
  for (UnitMask m = units; m; m &= m - 1) {
    const auto u = static_cast<UnitIndex>(__builtin_ctzll(m));
    const UnitStatus& us = o.units[u];
    const UnitType& type = sc.typeOf(u);
    const bool leader = leaderTag && (type.tags & (TagMask{1} << *leaderTag));
    const int rank = type.mainLeader ? 3 : leader ? 2 : 1;
    if (rank > topRank) top = u, topRank = rank;
    look.side = sc.units[u].side;
    look.facing = us.facing;
    look.leader = look.leader || leader;
    allMoved = allMoved && us.moved;
    ++look.count;
    look.counters.push_back({dataText(type.shortName), QString::fromStdString(type.symbol), type.maxMove,
                             leader, us.moved && o.active == look.side});
    ranks.push_back(rank);
    look.units << StackLooks::tr("%1 (%2), MM %3%4")
                      .arg(dataText(type.name), QString::fromStdString(sc.units[u].id))
                      .arg(type.maxMove)
                      .arg(us.moved ? StackLooks::tr(", moved this turn") : QString());
  }
  if (top < 0) return std::nullopt;
  // The fan shows the top counter first, then leaders, then the rest in order.
  std::vector<std::size_t> order(look.counters.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return ranks[a] > ranks[b]; });
  std::vector<CounterFace> sorted;
  for (std::size_t i : order) sorted.push_back(look.counters[i]);
  look.counters = std::move(sorted);
  const UnitType& topType = sc.typeOf(static_cast<UnitIndex>(top));
  look.topName = dataText(topType.shortName);
  look.topSymbol = QString::fromStdString(topType.symbol);
  look.topMaxMove = topType.maxMove;
  look.movedAll = allMoved && o.active == look.side;
  look.units.prepend(StackLooks::tr("Stack of the %1 in %2, facing %3:")
                         .arg(armyName(g, static_cast<SideIndex>(look.side)),
                              QString::fromStdString(g.board().cellName(look.cell)),
                              facingWords(look.facing)));
  return look;
}

std::vector<StackLook> stackLooks(const Game& g, const Observation& o) {
  const bool arriving = o.step == Step::Facing && o.pending.group && o.pending.to != kNoCell;
  std::vector<UnitMask> at(static_cast<std::size_t>(g.board().cellCount()), 0);
  for (std::size_t u = 0; u < o.units.size(); ++u) {
    if (!o.units[u].alive) continue;
    const UnitMask bit = unitBit(static_cast<UnitIndex>(u));
    const Cell shown = arriving && (o.pending.group & bit) ? o.pending.to : o.units[u].cell;
    at[shown] |= bit;
  }
  std::vector<StackLook> looks;
  for (std::size_t c = 0; c < at.size(); ++c) {
    auto look = stackLook(g, o, static_cast<Cell>(c), at[c]);
    if (!look) continue;
    look->arriving = arriving && c == o.pending.to;
    looks.push_back(*look);
  }
  return looks;
}

UnitMask unitsIn(const Observation& o, Cell cell) {
  UnitMask m = 0;
  for (std::size_t u = 0; u < o.units.size(); ++u)
    if (o.units[u].alive && o.units[u].cell == cell) m |= unitBit(static_cast<UnitIndex>(u));
  return m;
}

}  // namespace hydaspes::client
