#include "hydaspes/bot/game_review.h"

#include <array>
#include <optional>

#include "hydaspes/action_text.h"
#include "hydaspes/bot/search_analysis.h"
#include "hydaspes/bot/seat_knowledge.h"

namespace hydaspes {

namespace {

struct Estimate {
  double alexander = 0.5;
  std::string best;
  bool searched = false;  // a real choice, estimated; else the decider had one way only
};

// The side to decide's view of `st`: its best choice's winning chance
// (turned into Alexander's) and what that choice is.
Estimate estimate(const GameState& st, const std::array<SeatKnowledge, 2>& seats, Budget budget, std::uint64_t seed) {
  Estimate e;
  if (st.isTerminal()) {
    e.alexander = st.winner() && *st.winner() == 0 ? 1.0 : st.winner() ? 0.0 : 0.5;
    e.searched = true;  // known exactly
    return e;
  }
  const SideIndex decider = st.decidingSide();
  const SearchAnalysis a = analyseChoices(seats[decider].information(), budget, seed);
  if (a.choices.empty()) return e;
  const ChoiceEstimate& best = a.choices.front();
  if (best.visits == 0) return e;  // one way only: no search, no estimate
  e.alexander = decider == 0 ? best.winChance : 1.0 - best.winChance;
  e.best = describeAction(st, best.action).summary;
  e.searched = true;
  return e;
}

}  // namespace

GameReview reviewGame(const Match& match, Budget budget, std::uint64_t seed,
                      const std::function<bool(std::size_t, std::size_t)>& progress) {
  GameReview review;
  const ReplayTimeline& timeline = match.timeline();
  const std::vector<MatchAction>& actions = match.actions();
  GameState st = timeline.at(0);
  std::array<SeatKnowledge, 2> seats{SeatKnowledge(st.gamePtr(), st.observe(0)),
                                     SeatKnowledge(st.gamePtr(), st.observe(1))};
  std::vector<Estimate> estimates;
  const std::size_t total = actions.size() + 1;
  std::size_t at = 0;  // decisions applied to `st`
  for (std::size_t i = 0; i <= actions.size(); ++i) {
    const std::size_t boundary = i < actions.size() ? actions[i].first : timeline.size();
    for (; at < boundary; ++at) {
      const Decision& d = timeline.step(at).decision;
      const SideIndex by = st.decidingSide();
      EventLog events;
      st.apply(d, &events);
      for (int s = 0; s < 2; ++s)
        seats[static_cast<std::size_t>(s)].update(by, d, events, st.observe(static_cast<SideIndex>(s)));
    }
    estimates.push_back(estimate(st, seats, budget, seed + i));
    if (progress && !progress(i + 1, total)) break;
  }
  // A position with one way only is worth what the position it leads to is:
  // each takes the next estimate found (the last known one at the end).
  std::vector<double> filled(estimates.size(), 0.5);
  std::optional<double> next;
  for (std::size_t i = estimates.size(); i-- > 0;) {
    if (estimates[i].searched) next = estimates[i].alexander;
    filled[i] = next.value_or(estimates[i].alexander);
  }
  std::optional<double> last;
  for (std::size_t i = 0; i < estimates.size(); ++i) {
    if (estimates[i].searched) last = estimates[i].alexander;
    else if (!next && last) filled[i] = *last;
  }
  review.alexander = filled;
  for (std::size_t i = 0; i + 1 < estimates.size(); ++i) {
    const SideIndex maker = actions[i].maker;
    const auto forMaker = [&](double alexander) { return maker == 0 ? alexander : 1.0 - alexander; };
    review.actions.push_back({i, actions[i].first, maker, forMaker(filled[i]), forMaker(filled[i + 1]),
                              estimates[i].best, estimates[i].searched});
  }
  return review;
}

}  // namespace hydaspes
