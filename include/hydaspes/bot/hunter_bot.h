// A stand-in for a beginner who has found the plain way to win: gather the
// army into one stack, march it at the enemy main leader, into his rear or
// flank when it can, and strike whatever it stands beside when the round
// is worth it (docs/computer-opponent.md, hunter). No search: a measure of
// how the bots hold out against the testers' play, not a level.
#pragma once

#include "hydaspes/bot/bot.h"

namespace hydaspes {

class HunterBot : public Bot {
 public:
  explicit HunterBot(std::uint64_t seed) : seed_(seed) {}
  Action choose(const BotInformation& info, Budget budget) override;

 private:
  std::uint64_t seed_;
};

// How a hunter ranks a position after its move (higher is better for
// `side`): its biggest stack near the enemy main leader's stack, beside him
// in his rear before his flank before his front, few stacks of its own, its
// own main leader apart from that stack and from the enemy, and no stop in
// the river near an enemy stack.
double hunterMoveScore(const GameState& st, SideIndex side);

}  // namespace hydaspes
