// What one seat knows, kept up to date from what it is shown after every
// decision: the decision, its events and the seat's new observation. The
// other hand is known only through a Deception (T3) and through a reshuffle
// of the discard pile (T2: the old deck was empty, so every card the seat
// cannot see and that was not in the discard pile is in the other hand).
// A known card stays known until it is played or discarded.
#pragma once

#include "hydaspes/bot/bot_information.h"
#include "hydaspes/event.h"

namespace hydaspes {

class SeatKnowledge {
 public:
  SeatKnowledge(GamePtr game, Observation first);

  // After `by` made decision `d`, which caused `events`; `now` is the seat's
  // observation afterwards.
  void update(SideIndex by, const Decision& d, const EventLog& events, Observation now);

  const BotInformation& information() const { return info_; }

 private:
  BotInformation info_;
};

}  // namespace hydaspes
