// A game's review as the window shows it (session/review_search.h makes
// it): plain values, so the views never see the game state.
#pragma once

#include <QString>
#include <cstddef>
#include <vector>

namespace hydaspes::client {

struct ReviewLook {
  std::vector<double> alexander;         // at the start of each action, then the end
  std::vector<std::size_t> actionStarts;  // each action's first decision (a point of the chart)
  struct Flag {
    std::size_t action = 0;
    std::size_t first = 0;  // where the action begins in the record
    QString line;           // "Turn 5 · Porus: March: ..."
    QString maker;          // "Porus"
    int before = 0;         // the maker's winning chance with the better choice, in percent
    int after = 0;          // and with the action played (the same search)
    QString better;         // the search's choice there
  };
  std::vector<Flag> flags;
};

}  // namespace hydaspes::client
