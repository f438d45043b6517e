#include "session/seat_information.h"

#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/state.h"

namespace hydaspes::client {

BotInformation seatInformation(const GamePtr& game, const SavedGame& opening, const std::vector<Decision>& decisions,
                               SideIndex seat) {
  GameState st = openingOfSave(game, opening);
  SeatKnowledge knowledge(game, st.observe(seat));
  for (const Decision& d : decisions) {
    const SideIndex by = st.decidingSide();
    EventLog events;
    st.apply(d, &events);
    knowledge.update(by, d, events, st.observe(seat));
  }
  return knowledge.information();
}

}  // namespace hydaspes::client
