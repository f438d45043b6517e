#include "session/motion_of.h"

#include <algorithm>

#include "hydaspes/replay_timeline.h"
#include "hydaspes/state.h"

namespace hydaspes::client {

BoardMotion motionOf(const ReplayTimeline& timeline, std::size_t from, std::size_t to) {
  BoardMotion m;
  to = std::min(to, timeline.size());
  for (std::size_t i = from; i < to; ++i)
    for (const Event& e : timeline.step(i).events) {
      if (e.kind == EventKind::Casualty && e.cell != kNoCell) m.losses.set(e.cell);
      if (e.kind == EventKind::Rolled) m.rolled = true;
      if (e.kind != EventKind::Moved || e.path.size() < 2 || !e.units) continue;
      // The facing before: the moving units' in the state the decision met.
      const GameState before = timeline.at(i);
      const auto first = static_cast<std::size_t>(__builtin_ctzll(e.units));
      m.slides.push_back({e.path, before.units()[first].facing, e.facing});
    }
  return m;
}

}  // namespace hydaspes::client
