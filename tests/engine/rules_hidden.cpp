// H1-H3: what each seat may see, who decides, and when reaction windows
// are offered.
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {
GameOptions alwaysAsk() {
  GameOptions o;
  o.alwaysAsk = true;
  return o;
}

bool mentions(const json& j, const std::string& text) { return j.dump().find("\"" + text + "\"") != std::string::npos; }
}  // namespace

TEST_CASE("H1 a seat sees its own hand and the other's size, the discard pile, never the deck order", "[hidden]") {
  GameState st = Setup()
                     .greek({"move-upstream", "detachment"})
                     .indian({"monsoon", "panic-horses", "porus"})
                     .deck({"haste", "routed"})
                     .start();
  const Game& g = st.game();
  const Observation greek = st.observe(0);
  REQUIRE(greek.hands[0]);
  CHECK(*greek.hands[0] == st.hand(0));
  CHECK_FALSE(greek.hands[1]);
  CHECK(greek.handSizes[0] == 2);
  CHECK(greek.handSizes[1] == 3);
  CHECK(greek.deckSize == 2);
  CHECK(greek.discard == st.discardPile());
  CHECK(greek.discard.size() == 78 - 7);

  const Observation indian = st.observe(1);
  REQUIRE(indian.hands[1]);
  CHECK(*indian.hands[1] == st.hand(1));
  CHECK_FALSE(indian.hands[0]);
  CHECK(indian.discard == greek.discard);

  const Observation spectator = st.observe(std::nullopt);
  CHECK_FALSE(spectator.hands[0]);
  CHECK_FALSE(spectator.hands[1]);
  CHECK(spectator.handSizes[1] == 3);
  CHECK(spectator.legal.empty());

  // The JSON a client receives names no hidden card.
  const json gj = greek.toJson(g);
  CHECK(mentions(gj, "move-upstream"));
  CHECK_FALSE(mentions(gj, "monsoon"));
  CHECK_FALSE(mentions(gj, "panic-horses"));
  CHECK_FALSE(mentions(gj, "haste"));  // in the deck
  CHECK_FALSE(gj.contains("deck"));
  CHECK(gj["deckSize"] == 2);
  const json ij = indian.toJson(g);
  CHECK(mentions(ij, "monsoon"));
  CHECK_FALSE(mentions(ij, "move-upstream"));
  CHECK_FALSE(mentions(ij, "detachment"));
  CHECK_FALSE(mentions(ij, "routed"));

  // Only a Deception card opens Porus's hand, to Alexander, while he picks.
  GameState d = Setup().phase("deception").greek({"decoy", "march"}).indian({"monsoon"}).start();
  play(d, {"deceive decoy"});
  CHECK(d.observe(0).hands[1]);
  CHECK_FALSE(d.observe(1).hands[0]);
  CHECK_FALSE(d.observe(std::nullopt).hands[1]);
  play(d, {"discard monsoon"});
  CHECK_FALSE(d.observe(0).hands[1]);
}

TEST_CASE("H2 the engine names the deciding seat and gives choices only to it (hot-seat cover)", "[hidden]") {
  GameState st = Setup()
                     .unit("peltasts1", "c2", "S")
                     .greek({"floats-and-boats", "suitable-crossing"})
                     .indian({"monsoon", "overflowing"})
                     .start();
  // Record who decides after each decision: the client covers the screen
  // whenever this changes while hands are on show.
  std::vector<int> deciders{st.decidingSide()};
  for (const char* d : {"move floats-and-boats", "from c2", "take peltasts1", "to c4", "face S", "negate monsoon",
                        "cancel suitable-crossing", "pass"}) {
    const Observation before = st.observe(st.decidingSide());
    const Observation other = st.observe(otherSide(st.decidingSide()));
    CHECK(before.deciding == st.decidingSide());
    CHECK(other.deciding == st.decidingSide());
    CHECK(before.legal == st.legalDecisions());
    CHECK(other.legal.empty());
    CHECK_FALSE(other.toJson(st.game()).contains("legal"));
    // Whoever decides sees only their own hand.
    CHECK(before.hands[st.decidingSide()]);
    CHECK_FALSE(before.hands[otherSide(st.decidingSide())]);
    play(st, {d});
    deciders.push_back(st.decidingSide());
  }
  CHECK(deciders == std::vector<int>{0, 0, 0, 0, 0, 1, 0, 1, 0});
  CHECK(cellOf(st, "peltasts1") == "c4");
}

TEST_CASE("H3 by default a negate window opens only when the responder holds a fitting card", "[hidden]") {
  SECTION("no fitting card: skipped") {
    GameState st = Setup().greek({"march"}).indian({"monsoon", "routed"}).start();
    play(st, {"move march", "from b2", "take allies1", "to c2", "face S"});
    CHECK(st.step() == Step::Main);
    CHECK(st.decidingSide() == 0);
    CHECK(cellOf(st, "allies1") == "c2");
  }
  SECTION("a fitting card: offered") {
    GameState st = Setup().greek({"march"}).indian({"monsoon", "routed"}).start();
    play(st, {"move march", "from b2", "take allies1", "to b3", "face S"});
    REQUIRE(st.step() == Step::NegateWindow);
    CHECK(legalTexts(st) == std::vector<std::string>{"negate monsoon", "pass"});
  }
  SECTION("always ask: offered even with nothing to play") {
    GameState st = Setup().greek({"march"}).indian({"monsoon", "routed"}).start(alwaysAsk());
    CHECK(st.options().alwaysAsk);
    play(st, {"move march", "from b2", "take allies1", "to c2", "face S"});
    REQUIRE(st.step() == Step::NegateWindow);
    CHECK(st.decidingSide() == 1);
    CHECK(legalTexts(st) == std::vector<std::string>{"pass"});
    CHECK(why(st, "negate monsoon") == "Monsoon does not fit this situation (Target unit entering or leaving River)");
    CHECK(cellOf(st, "allies1") == "b2");  // not yet moved
    play(st, {"pass"});
    CHECK(cellOf(st, "allies1") == "c2");
  }
  SECTION("always ask with an empty hand, and the cancel window too") {
    GameState st = Setup().greek({"march"}).indian({"monsoon"}).start(alwaysAsk());
    play(st, {"move march", "from b2", "take allies1", "to b3", "face S", "negate monsoon"});
    REQUIRE(st.step() == Step::CancelWindow);
    CHECK(legalTexts(st) == std::vector<std::string>{"pass"});
    play(st, {"pass"});
    CHECK(cellOf(st, "allies1") == "b2");
    // Without the option the negate is final at once.
    GameState quiet = Setup().greek({"march"}).indian({"monsoon"}).start();
    play(quiet, {"move march", "from b2", "take allies1", "to b3", "face S", "negate monsoon"});
    CHECK(quiet.step() == Step::Main);
  }
}

TEST_CASE("H3 combat windows follow the same option", "[hidden]") {
  Setup s;
  s.phase("attack").unit("allies1", "e6", "E").unit("infantry1", "f6", "W").greek({"routed"});
  SECTION("default: nobody holds a card, the dice roll at once") {
    GameState st = s.start();
    st.forceDice({3, 3, 4, 2});
    play(st, {"attack routed", "from e6", "at f6"});
    CHECK_FALSE(st.combat().active);  // 6 against 6: a tie
  }
  SECTION("always ask: both windows, with only pass") {
    GameState st = s.start(alwaysAsk());
    play(st, {"attack routed", "from e6", "at f6"});
    REQUIRE(st.step() == Step::AttackerSupport);
    CHECK(st.decidingSide() == 0);
    CHECK(legalTexts(st) == std::vector<std::string>{"pass"});
    play(st, {"pass"});
    REQUIRE(st.step() == Step::DefenderResponse);
    CHECK(st.decidingSide() == 1);
    CHECK(legalTexts(st) == std::vector<std::string>{"pass"});
  }
}
