#include "hydaspes/bot/bot_game.h"

#include <chrono>
#include <memory>

#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/notation.h"
#include "hydaspes/observation.h"

namespace hydaspes {

BotGameResult playBotGame(const GamePtr& game, std::uint64_t seed, const BotSeat seats[2], int maxTurns,
                          GameOptions options) {
  BotGameResult r;
  r.seed = seed;
  GameState st = GameState::newGame(game, seed, options);
  std::vector<SeatKnowledge> knowledge;
  std::unique_ptr<Bot> bots[2];
  for (int s = 0; s < kSideCount; ++s) {
    knowledge.emplace_back(game, st.observe(static_cast<SideIndex>(s)));
    bots[s] = makeBot(seats[s].spec, seats[s].seed);
  }
  try {
    while (!st.isTerminal() && st.turn() <= maxTurns) {
      const SideIndex side = st.decidingSide();
      const auto start = std::chrono::steady_clock::now();
      const Action action = bots[side]->choose(knowledge[side].information(), seats[side].spec.budget());
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (action.empty()) throw IllegalDecision("the bot of side " + std::to_string(side) + " chose nothing");
      r.actionSeconds[side].push_back(seconds);
      for (const Decision& d : action) {
        r.decisionSeconds[side].push_back(seconds / static_cast<double>(action.size()));
        if (st.isTerminal() || st.decidingSide() != side)
          throw IllegalDecision("the bot's action goes on after its turn to decide: " + printDecision(*game, d));
        EventLog events;
        st.apply(d, &events);
        r.decisions.push_back(d);
        r.hashes.push_back(st.hash());
        for (int s = 0; s < kSideCount; ++s)
          knowledge[static_cast<std::size_t>(s)].update(side, d, events, st.observe(static_cast<SideIndex>(s)));
      }
    }
    r.winner = st.winner();
  } catch (const std::exception& e) {
    r.failure = "game " + std::to_string(seed) + " decision " + std::to_string(r.decisions.size() + 1) + ": " + e.what();
  }
  r.turns = st.turn();
  return r;
}

}  // namespace hydaspes
