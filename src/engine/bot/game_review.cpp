#include "hydaspes/bot/game_review.h"

#include <array>
#include <optional>

#include "hydaspes/action_text.h"
#include "hydaspes/bot/search_analysis.h"
#include "hydaspes/bot/seat_knowledge.h"

namespace hydaspes {

namespace {

// Fewer visits than this and the search's figure for a choice is too rough
// to call the choice a mistake.
constexpr int kComparableVisits = 8;

struct Estimate {
  double alexander = 0.5;
  bool searched = false;  // a real choice, estimated; else one way only
  // For the action played from here: the best choice's and the played
  // one's winning chance for the decider, in the one search.
  double best = 0, played = 0;
  bool compared = false;  // the played action was among the search's choices
  std::string bestText;
  Action bestAction;  // the decisions bestText words
};

// `a` begins with `b`, or `b` with `a`: the search's action and the record's
// may differ in where they stop (a reaction, a facing the engine chose).
bool samePlay(const Action& a, const std::vector<Decision>& b) {
  const std::size_t n = std::min(a.size(), b.size());
  return n > 0 && std::equal(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(n), b.begin());
}

// The decider's search at `st`: its best choice's winning chance (turned
// into Alexander's for the chart) and, against it, the choice `played`.
Estimate estimate(const GameState& st, const std::array<SeatKnowledge, 2>& seats, const std::vector<Decision>& played,
                  Budget budget, std::uint64_t seed) {
  Estimate e;
  if (st.isTerminal()) {
    e.alexander = st.winner() && *st.winner() == 0 ? 1.0 : st.winner() ? 0.0 : 0.5;
    e.searched = true;  // known exactly
    return e;
  }
  const SideIndex decider = st.decidingSide();
  // The action played is weighed even when the search would not try it.
  const AlsoWeigh also{[&](const Action& a) { return samePlay(a, played); }, kComparableVisits};
  const SearchAnalysis a = analyseChoices(seats[decider].information(), budget, seed, {}, also);
  if (a.choices.empty() || a.choices.front().visits == 0) return e;  // one way only: no search
  const ChoiceEstimate& best = a.choices.front();
  e.alexander = decider == 0 ? best.winChance : 1.0 - best.winChance;
  e.searched = true;
  e.best = best.winChance;
  e.bestText = describeAction(st, best.action).summary;
  e.bestAction = best.action;
  for (const ChoiceEstimate& c : a.choices)
    if (samePlay(c.action, played)) {
      e.compared = c.visits >= kComparableVisits;
      e.played = c.winChance;
      break;
    }
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
    std::vector<Decision> played;
    if (i < actions.size())
      for (std::size_t k = actions[i].first; k < actions[i].end; ++k) played.push_back(timeline.step(k).decision);
    estimates.push_back(estimate(st, seats, played, budget, seed + i));
    if (progress && !progress(i + 1, total)) break;
  }
  // For the chart, a position with one way only is worth what the position
  // it leads to is (the next searched one; at the end, the last).
  const std::size_t n = estimates.size();
  review.alexander.assign(n, 0.5);
  std::vector<bool> laterFound(n, false);
  std::optional<double> later;
  for (std::size_t i = n; i-- > 0;) {
    if (estimates[i].searched) later = estimates[i].alexander;
    laterFound[i] = later.has_value();
    if (later) review.alexander[i] = *later;
  }
  std::optional<double> earlier;
  for (std::size_t i = 0; i < n; ++i) {
    if (estimates[i].searched) earlier = estimates[i].alexander;
    if (!laterFound[i] && earlier) review.alexander[i] = *earlier;
  }
  // Each action against the best choice of the same search: no dice, no
  // draw and no change of viewpoint between the two figures.
  for (std::size_t i = 0; i + 1 < n && i < actions.size(); ++i) {
    const Estimate& e = estimates[i];
    ReviewedAction r;
    r.action = i;
    r.first = actions[i].first;
    r.maker = actions[i].maker;
    r.hadChoice = e.searched && e.compared;
    r.before = e.compared ? e.best : 0;
    r.after = e.compared ? e.played : 0;
    r.better = e.bestText;
    r.betterAction = e.bestAction;
    review.actions.push_back(std::move(r));
  }
  return review;
}

}  // namespace hydaspes
