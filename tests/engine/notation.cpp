// The decision notation (docs/notation.md): print(parse(s)) == s for every
// legal decision, and clear errors for bad lines.
#include <set>

#include "hydaspes/rng.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

TEST_CASE("D1 notation round trip: print(parse(s)) == s for every legal decision of random games", "[notation]") {
  const GamePtr game = bundledGame();
  long long checked = 0;
  std::set<Verb> verbsSeen;
  for (std::uint64_t seed = 900; seed < 906; ++seed) {
    GameOptions options;
    options.alwaysAsk = seed % 2 == 0;  // every window, so that pass is seen everywhere
    GameState st = GameState::newGame(game, seed, options);
    Rng chooser(seed);
    for (int i = 0; i < 1500 && !st.isTerminal(); ++i) {
      const auto legal = st.legalDecisions();
      REQUIRE_FALSE(legal.empty());
      for (const Decision& d : legal) {
        const std::string s = printDecision(*game, d);
        const ParseResult r = parseDecision(*game, s);
        INFO("seed " << seed << " line \"" << s << "\"");
        REQUIRE(r.decision);
        CHECK(*r.decision == d);
        CHECK(printDecision(*game, *r.decision) == s);
        CHECK(r.error.empty());
        verbsSeen.insert(d.verb);
        ++checked;
      }
      st.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(checked > 5000);
  // The random games reach nearly every verb.
  for (Verb v : {Verb::End, Verb::Discard, Verb::MoveFree, Verb::Move, Verb::Attack, Verb::From, Verb::Take,
                 Verb::TakeAll, Verb::To, Verb::Face, Verb::Pass, Verb::At, Verb::Kill, Verb::Continue,
                 Verb::BreakOff, Verb::Support})
    CHECK(verbsSeen.count(v) == 1);
}

TEST_CASE("D1 notation: every verb and argument kind, by hand", "[notation]") {
  const Game& g = *bundledGame();
  const std::vector<std::string> lines{
      "end",           "play tactics",    "deceive decoy",  "discard patrol",       "move free",
      "move march",    "attack break",    "from b2",        "take phalanx1",        "take all",
      "to c4",         "face NE",         "negate monsoon", "cancel suitable-crossing", "pass",
      "at b4",         "support routed",  "defend evasion", "kill infantry1",       "continue",
      "break off",     "move advance",    "attack advance-attack", "from l7",        "take allies4",
  };
  for (const auto& s : lines) {
    INFO(s);
    const ParseResult r = parseDecision(g, s);
    REQUIRE(r.decision);
    CHECK(printDecision(g, *r.decision) == s);
  }
  CHECK(parseDecision(g, "move free").decision->verb == Verb::MoveFree);
  CHECK(parseDecision(g, "move march").decision->verb == Verb::Move);
  CHECK(parseDecision(g, "take all").decision->verb == Verb::TakeAll);
  CHECK(parseDecision(g, "break off").decision->verb == Verb::BreakOff);
  CHECK(parseDecision(g, "face SW").decision->arg == static_cast<std::uint8_t>(Facing::SW));
  // Extra spaces are only spacing.
  CHECK(parseDecision(g, "  from   b2 ").decision == parseDecision(g, "from b2").decision);
}

TEST_CASE("D1 notation: bad lines are refused with a reason", "[notation]") {
  const Game& g = *bundledGame();
  const std::vector<std::pair<std::string, std::string>> bad{
      {"", "an empty line is no decision"},
      {"fly b2", "\"fly\" is not a decision"},
      {"from z9", "\"z9\" is not a cell of the board"},
      {"from b8", "\"b8\" is not a cell of the board"},
      {"take nobody", "no unit is called \"nobody\""},
      {"move teleport", "no card is called \"teleport\""},
      {"face UP", "\"UP\" is not a facing (N, NE, E, SE, S, SW, W, NW)"},
      {"from", "\"from\" takes one word after it"},
      {"from b2 c2", "\"from\" takes one word after it"},
  };
  for (const auto& [line, error] : bad) {
    INFO("line \"" << line << "\"");
    const ParseResult r = parseDecision(g, line);
    CHECK_FALSE(r.decision);
    CHECK(r.error == error);
  }
  // A verb without argument takes none.
  CHECK_FALSE(parseDecision(g, "pass now").decision);
  CHECK_FALSE(parseDecision(g, "end end").decision);
}
