// The hunting stand-in for testers (hunter_bot.h): how it ranks positions,
// and that its games run to the end by the rules.
#include "hydaspes/bot/bot_game.h"
#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/bot/hunter_bot.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {
// Porus alone in f6 facing N; the eleven Greeks but Alexander in `cell`,
// Alexander in `alexander`; every other Indian in l7.
GameState hunt(const std::string& cell, const std::string& alexander = "a1") {
  Setup s;
  const Scenario& sc = bundledGame()->scenario();
  for (const auto& u : sc.units) {
    if (u.id == "porus") s.unit(u.id, "f6", "N");
    else if (u.id == "alexander") s.unit(u.id, alexander, "S");
    else s.unit(u.id, u.side == 0 ? cell : "l7", u.side == 0 ? "S" : "N");
  }
  return s.start();
}
}  // namespace

TEST_CASE("V1 K3 the hunter ranks its stack beside Porus in his rear, then his flank, then his front, then farther off", "[bot]") {
  const double rear = hunterMoveScore(hunt("f7"), 0);
  const double flank = hunterMoveScore(hunt("g6"), 0);
  const double front = hunterMoveScore(hunt("f5"), 0);
  const double twoAway = hunterMoveScore(hunt("h6"), 0);
  CHECK(rear > flank);
  CHECK(flank > front);
  CHECK(front > twoAway);
  CHECK(twoAway > hunterMoveScore(hunt("j6"), 0));
}

TEST_CASE("M4 K3 V1 the hunter keeps out of the river near an enemy stack, and its leader apart", "[bot]") {
  // f4 and f3 are both two cells from Porus; f3 is river.
  CHECK(hunterMoveScore(hunt("f4"), 0) > hunterMoveScore(hunt("f3"), 0));
  // Alexander with the hunting stack, or beside an enemy, costs the hunter.
  CHECK(hunterMoveScore(hunt("f4", "a1"), 0) > hunterMoveScore(hunt("f4", "f4"), 0));
  CHECK(hunterMoveScore(hunt("f4", "a1"), 0) > hunterMoveScore(hunt("f4", "h6"), 0));
}

TEST_CASE("V1 the hunter's games against a search bot run to their end by the rules, seats alternating", "[bot]") {
  const GamePtr game = bundledGame();
  CHECK(parseBotSpec("hunter").text() == "hunter");
  CHECK(parseBotSpec("hunter").pinned().text() == "hunter");
  CHECK_THROWS_WITH(parseBotSpec("hunter:level=2"), "hunter: a stand-in with no settings");
  for (int g = 0; g < 2; ++g) {
    BotSeat seats[2];
    seats[g] = {parseBotSpec("hunter"), 5};
    seats[1 - g] = {parseBotSpec("ismcts:iterations=40"), 6};
    const BotGameResult r = playBotGame(game, 20 + static_cast<std::uint64_t>(g), seats, 200);
    INFO("game " << g);
    CHECK(r.failure.empty());
    CHECK(r.winner.has_value());
  }
}
