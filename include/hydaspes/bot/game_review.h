// A finished game (or any record) reviewed by the search, as lichess reviews
// a game: at the start of every action, the winning chance of the side to
// decide, estimated by ISMCTS from that side's information only (as a hint:
// never the other hand), and so a chart of Alexander's winning chance over
// the game; every action after which its maker's chance fell by 10 points or
// more is flagged, with the choice the search preferred.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "hydaspes/bot/bot.h"
#include "hydaspes/match.h"

namespace hydaspes {

struct ReviewedAction {
  std::size_t action = 0;    // index among the record's actions
  std::size_t first = 0;     // its first decision
  SideIndex maker = 0;
  double before = 0;         // the maker's winning chance with the search's best choice
  double after = 0;          // and with the action played, in the same search
  std::string better;        // the search's best choice ("Rush: Allies ×4 b2→a3, facing S")
  // The same choice as decisions, legal from the state at decision `first`
  // (timeline.at(first)): a front end words it with describeAction(
  // timeline.at(first), betterAction); `better` is its English summary.
  // Empty when `better` is.
  std::vector<Decision> betterAction;
  // The maker had more than one way and the search weighed the one played
  // (enough visits): only then can it be called a mistake.
  bool hadChoice = false;
  double drop() const { return before - after; }
  bool flagged() const { return hadChoice && drop() >= kFlaggedDrop; }
  static constexpr double kFlaggedDrop = 0.10;
};

struct GameReview {
  // Alexander's winning chance at the start of each action, then at the end
  // of the record (1 or 0 once the game is won): actions + 1 values.
  std::vector<double> alexander;
  std::vector<ReviewedAction> actions;
};

// Reviews the record of `match` with `budget` per position and search seed
// `seed`. `progress(done, total)` is called after each position; returning
// false stops the review (what was found so far is returned).
GameReview reviewGame(const Match& match, Budget budget, std::uint64_t seed,
                      const std::function<bool(std::size_t, std::size_t)>& progress = {});

}  // namespace hydaspes
