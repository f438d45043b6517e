// T1-T9: the phases of a turn, drawing, deception, moves and their
// negation, attacks, the hand limit, skipped phases and turn numbers.
#include "hydaspes/rng.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

TEST_CASE("T1 a turn runs Tactics, Deception, Maneuver, Attack, End, only the active player decides", "[turn]") {
  GameState st = Setup()
                     .phase("tactics")
                     .greek({"tactics", "decoy", "march", "rush", "haste", "routed", "flee", "break", "retreat"})
                     .indian({"patrol"})
                     .deck({"confusion", "exhausted", "surrender", "captured", "prisoners", "evasion"})
                     .start();
  std::vector<Phase> seen{st.phase()};
  while (st.activeSide() == 0) {
    REQUIRE(st.step() == Step::Main);
    CHECK(st.decidingSide() == 0);
    if (st.phase() == Phase::End) st.apply(st.legalDecisions().front());  // a discard
    else play(st, {"end"});
    if (st.activeSide() == 0 && st.phase() != seen.back()) seen.push_back(st.phase());
  }
  CHECK(seen == std::vector<Phase>{Phase::Tactics, Phase::Deception, Phase::Maneuver, Phase::Attack, Phase::End});
  CHECK(st.activeSide() == 1);
  CHECK(st.turn() == 2);

  // The opponent decides only in a reaction window.
  GameState rw = Setup().greek({"march"}).indian({"monsoon"}).start();
  play(rw, {"move march", "from b2", "take allies1", "to b3", "face S"});
  CHECK(rw.step() == Step::NegateWindow);
  CHECK(rw.decidingSide() == 1);
  CHECK(rw.activeSide() == 0);
  CHECK(why(rw, "end").find("Not now: Porus may negate the move or pass") != std::string::npos);
}

TEST_CASE("T2 Tactics: Alexander draws 4, Porus 3, Tactics cards are discarded to draw 2", "[turn]") {
  SECTION("Alexander draws four") {
    GameState st = Setup().phase("tactics").deck({"march", "rush", "haste", "routed", "flee"}).start();
    CHECK(st.hand(0).size() == 4);
    CHECK(holds(st, 0, "march"));
    CHECK(holds(st, 0, "routed"));
    CHECK_FALSE(holds(st, 0, "flee"));
    CHECK(st.deck().size() == 1);
  }
  SECTION("Porus draws three") {
    GameState st = Setup()
                       .turn(2)
                       .active("indian")
                       .phase("tactics")
                       .deck({"march", "rush", "haste", "routed"})
                       .start();
    CHECK(st.hand(1).size() == 3);
    CHECK_FALSE(holds(st, 1, "routed"));
    CHECK(st.deck().size() == 1);
  }
  SECTION("a Tactics card: discard it, draw two") {
    GameState st = Setup()
                       .phase("tactics")
                       .greek({"tactics"})
                       .deck({"march", "rush", "haste", "routed", "flee", "break", "retreat"})
                       .start();
    REQUIRE(st.phase() == Phase::Tactics);
    CHECK(st.hand(0).size() == 5);
    CHECK(legalTexts(st) == std::vector<std::string>{"play tactics", "end"});
    play(st, {"play tactics"});
    CHECK(st.hand(0).size() == 6);
    CHECK_FALSE(holds(st, 0, "tactics"));
    CHECK(holds(st, 0, "flee"));
    CHECK(holds(st, 0, "break"));
    CHECK(inDiscard(st, "tactics"));
    // No Tactics card left: the phase passes on its own (T7).
    CHECK(st.phase() != Phase::Tactics);
  }
}

TEST_CASE("T2 an empty deck is rebuilt from the shuffled discard, with both empty the draw stops", "[turn]") {
  SECTION("reshuffle mid-draw") {
    GameState st = Setup().phase("tactics").deck({"march", "rush"}).start();
    // Two from the deck, then the other 76 cards are shuffled into a new deck.
    CHECK(st.hand(0).size() == 4);
    CHECK(holds(st, 0, "march"));
    CHECK(holds(st, 0, "rush"));
    CHECK(st.discardPile().empty());
    CHECK(st.deck().size() == 74);
  }
  SECTION("nothing left anywhere") {
    GameState st = Setup().phase("tactics").deckRestToIndian({"march"}).start();
    CHECK(st.hand(0).size() == 1);
    CHECK(holds(st, 0, "march"));
    CHECK(st.deck().empty());
    CHECK(st.discardPile().empty());
    CHECK(st.hand(1).size() == 77);
  }
}

TEST_CASE("T3 Deception: Alexander sees Porus's hand and picks one card to discard", "[turn]") {
  GameState st = Setup()
                     .phase("deception")
                     .greek({"decoy", "deception"})
                     .indian({"monsoon", "rush", "routed"})
                     .start();
  REQUIRE(st.phase() == Phase::Deception);
  CHECK(legalTexts(st) == std::vector<std::string>{"deceive deception", "deceive decoy", "end"});
  // Before the card, Porus's hand is hidden from Alexander.
  CHECK_FALSE(st.observe(0).hands[1]);
  play(st, {"deceive decoy"});
  REQUIRE(st.step() == Step::DeceptionPick);
  CHECK(st.decidingSide() == 0);
  const Observation o = st.observe(0);
  REQUIRE(o.hands[1]);
  CHECK(*o.hands[1] == st.hand(1));
  CHECK(sortedNames(legalTexts(st)) == sortedNames({"discard monsoon", "discard routed", "discard rush"}));
  CHECK_FALSE(legal(st, "discard march"));
  play(st, {"discard monsoon"});
  CHECK_FALSE(holds(st, 1, "monsoon"));
  CHECK(st.hand(1).size() == 2);
  CHECK(inDiscard(st, "monsoon"));
  CHECK(inDiscard(st, "decoy"));
  // One X card a turn: the Maneuver phase has begun.
  CHECK(st.phase() == Phase::Maneuver);
  CHECK(holds(st, 0, "deception"));
  CHECK(why(st, "deceive deception").find("Not now") == 0);
  CHECK_FALSE(st.observe(0).hands[1]);
}

TEST_CASE("T3 Porus has no Deception play", "[turn]") {
  GameState st = Setup()
                     .turn(2)
                     .active("indian")
                     .phase("deception")
                     .indian({"decoy", "march"})
                     .greek({"rush"})
                     .start();
  CHECK(st.phase() == Phase::Maneuver);
  CHECK_FALSE(contains(legalTexts(st), "deceive decoy"));
}

TEST_CASE("T4 the free move: one unit or stack, one cell, once", "[turn]") {
  GameState st = Setup().greek({"march", "march"}).start();
  CHECK(legal(st, "move free"));
  play(st, {"move free", "from b2", "take allies1"});
  CHECK(destinations(st) == sortedNames({"a1", "b1", "c1", "a2", "c2", "a3", "b3", "c3"}));
  play(st, {"to c2", "face SE"});
  CHECK(cellOf(st, "allies1") == "c2");
  CHECK(facingOf(st, "allies1") == "SE");
  CHECK(st.freeMoveUsed());
  CHECK_FALSE(legal(st, "move free"));
  CHECK(why(st, "move free") == "The free move has been used this turn");
  // Then any number of card moves.
  play(st, {"move march", "from b2", "take allies2", "to a2", "face S"});
  play(st, {"move march", "from b2", "take allies3", "to c1", "face S"});
  CHECK(cellOf(st, "allies2") == "a2");
  CHECK(cellOf(st, "allies3") == "c1");
  CHECK(inDiscard(st, "march"));
  CHECK(countOf(st.discardPile(), cardNamed(st.game(), "march")) == 2);
}

TEST_CASE("T4 negate, cancel with Suitable Crossing, negate again", "[turn]") {
  Setup s;
  s.unit("peltasts1", "c2", "S").greek({"floats-and-boats", "suitable-crossing"});
  SECTION("the cancel stands: the move is made and every card is discarded") {
    GameState st = s.indian({"monsoon"}).start();
    play(st, {"move floats-and-boats", "from c2", "take peltasts1", "to c4", "face S"});
    REQUIRE(st.step() == Step::NegateWindow);
    CHECK(st.decidingSide() == 1);
    play(st, {"negate monsoon"});
    REQUIRE(st.step() == Step::CancelWindow);
    CHECK(st.decidingSide() == 0);
    play(st, {"cancel suitable-crossing"});
    // Porus has no further Negate: no window, the move is made.
    CHECK(st.step() == Step::Main);
    CHECK(cellOf(st, "peltasts1") == "c4");
    CHECK(inDiscard(st, "floats-and-boats"));
    CHECK(inDiscard(st, "monsoon"));
    CHECK(inDiscard(st, "suitable-crossing"));
    CHECK(st.inPlay().empty());
  }
  SECTION("a second negate ends it: the move does not happen, its card is spent") {
    GameState st = s.indian({"monsoon", "overflowing"}).start();
    play(st, {"move floats-and-boats", "from c2", "take peltasts1", "to c4", "face S"});
    play(st, {"negate monsoon", "cancel suitable-crossing"});
    REQUIRE(st.step() == Step::NegateWindow);
    play(st, {"negate overflowing"});
    // Alexander has nothing to cancel with: the move is negated at once.
    CHECK(st.step() == Step::Main);
    CHECK(cellOf(st, "peltasts1") == "c2");
    CHECK_FALSE(unit(st, "peltasts1").moved);
    CHECK_FALSE(holds(st, 0, "floats-and-boats"));
    CHECK(inDiscard(st, "floats-and-boats"));
    CHECK(inDiscard(st, "overflowing"));
  }
  SECTION("Porus may let the move pass") {
    GameState st = s.indian({"monsoon"}).start();
    play(st, {"move floats-and-boats", "from c2", "take peltasts1", "to c4", "face S", "pass"});
    CHECK(cellOf(st, "peltasts1") == "c4");
    CHECK(holds(st, 1, "monsoon"));
  }
}

TEST_CASE("T4 a negated free move is used up", "[turn]") {
  GameState st = Setup().turn(2).active("indian").greek({"demonstration"}).start();
  play(st, {"move free", "from b4", "take infantry1", "to c5", "face N"});
  REQUIRE(st.step() == Step::NegateWindow);
  play(st, {"negate demonstration"});
  CHECK(cellOf(st, "infantry1") == "b4");
  CHECK(st.freeMoveUsed());
  CHECK_FALSE(legal(st, "move free"));
  CHECK(why(st, "move free") == "The free move has been used this turn");
}

TEST_CASE("T5 any number of attacks, each paid with a card", "[turn]") {
  GameState st = Setup()
                     .phase("attack")
                     .unit("allies1", "e6", "E")
                     .unit("infantry1", "f6", "W")
                     .unit("allies2", "h6", "E")
                     .unit("infantry2", "i6", "W")
                     .greek({"routed", "confusion"})
                     .start();
  st.forceDice({3, 4, 4, 3, 2, 5, 5, 2});  // two ties
  play(st, {"attack routed", "from e6", "at f6"});
  // Confusion could support this attack: Alexander is asked first (K2).
  REQUIRE(st.step() == Step::AttackerSupport);
  play(st, {"pass"});
  CHECK_FALSE(st.combat().active);
  CHECK(st.step() == Step::Main);
  play(st, {"attack confusion", "from h6", "at i6"});
  CHECK_FALSE(st.combat().active);
  // No attack card left: only the end of the phase.
  CHECK(legalTexts(st) == std::vector<std::string>{"end"});
  CHECK(inDiscard(st, "routed"));
  CHECK(inDiscard(st, "confusion"));
}

TEST_CASE("T6 End: discard down to the hand limit, 7 for Alexander, 5 for Porus, by choice", "[turn]") {
  SECTION("Alexander") {
    GameState st = Setup()
                       .phase("attack")
                       .greek({"march", "rush", "haste", "routed", "flee", "break", "retreat", "evasion", "duel"})
                       .start();
    play(st, {"end"});
    REQUIRE(st.phase() == Phase::End);
    CHECK(st.hand(0).size() == 9);
    const auto texts = legalTexts(st);
    CHECK(texts.size() == 9);
    for (const auto& t : texts) CHECK(t.rfind("discard ", 0) == 0);
    CHECK(why(st, "end").find("must discard down to the hand limit") != std::string::npos);
    play(st, {"discard duel"});
    CHECK(st.phase() == Phase::End);
    CHECK(st.activeSide() == 0);
    play(st, {"discard evasion"});
    CHECK(st.hand(0).size() == 7);
    CHECK(st.activeSide() == 1);
    CHECK(inDiscard(st, "duel"));
    CHECK(inDiscard(st, "evasion"));
    CHECK(holds(st, 0, "march"));
  }
  SECTION("Porus") {
    GameState st = Setup()
                       .turn(2)
                       .active("indian")
                       .phase("attack")
                       .indian({"march", "rush", "haste", "routed", "flee", "break"})
                       .start();
    play(st, {"end"});
    REQUIRE(st.phase() == Phase::End);
    play(st, {"discard haste"});
    CHECK(st.hand(1).size() == 5);
    CHECK(st.activeSide() == 0);
    CHECK(st.turn() == 3);
  }
}

TEST_CASE("T7 phases with no possible decision are skipped", "[turn]") {
  SECTION("Tactics without a Tactics card: the draw still happens") {
    GameState st = Setup()
                       .phase("tactics")
                       .indian({"march"})
                       .deck({"march", "rush", "haste", "routed"})
                       .start();
    CHECK(st.hand(0).size() == 4);
    CHECK(st.phase() == Phase::Maneuver);  // Deception too: no X card
  }
  SECTION("Deception skipped without an X card, played with one") {
    GameState without = Setup().phase("deception").greek({"march"}).indian({"rush"}).start();
    CHECK(without.phase() == Phase::Maneuver);
    GameState with = Setup().phase("deception").greek({"decoy"}).indian({"rush"}).start();
    CHECK(with.phase() == Phase::Deception);
  }
  SECTION("Deception skipped when Porus's hand is empty") {
    GameState st = Setup().phase("deception").greek({"decoy"}).start();
    CHECK(st.phase() == Phase::Maneuver);
  }
  SECTION("End skipped within the hand limit") {
    GameState st = Setup().phase("attack").greek({"march", "rush", "haste", "routed", "flee", "break", "retreat"}).start();
    play(st, {"end"});
    CHECK(st.activeSide() == 1);
    CHECK(st.hand(0).size() == 7);
  }
  SECTION("Maneuver and Attack are never skipped: ending them is a decision") {
    GameState st = Setup().start();
    CHECK(st.phase() == Phase::Maneuver);
    CHECK(contains(legalTexts(st), "end"));
    play(st, {"end"});
    CHECK(st.phase() == Phase::Attack);
    CHECK(legalTexts(st) == std::vector<std::string>{"end"});
  }
}

TEST_CASE("T8 turns are numbered from 1, Alexander plays the odd ones, Porus the even", "[turn]") {
  GameState st = GameState::newGame(Setup().phase("tactics").game(), 3);
  CHECK(st.turn() == 1);
  CHECK(st.activeSide() == 0);
  for (int t = 2; t <= 6; ++t) {
    finishTurn(st);
    CHECK(st.turn() == t);
    CHECK(st.activeSide() == (t % 2 == 1 ? 0 : 1));
  }
  // The same from the bundled scenario's own start.
  GameState fresh = GameState::newGame(bundledGame(), 3);
  CHECK(fresh.turn() == 1);
  CHECK(fresh.activeSide() == 0);
  finishTurn(fresh);
  CHECK(fresh.turn() == 2);
  CHECK(fresh.activeSide() == 1);
}

TEST_CASE("T9 Deception needs a card in Porus's hand, after the pick the Maneuver phase starts", "[turn]") {
  GameState st = Setup().phase("deception").greek({"deception"}).indian({"march"}).start();
  REQUIRE(st.phase() == Phase::Deception);
  CHECK(legal(st, "deceive deception"));
  play(st, {"deceive deception"});
  CHECK(legalTexts(st) == std::vector<std::string>{"discard march"});
  play(st, {"discard march"});
  CHECK(st.hand(1).empty());
  CHECK(st.phase() == Phase::Maneuver);
  CHECK(st.step() == Step::Main);
  // With Porus's hand empty there is nothing to deceive.
  GameState empty = Setup().phase("deception").greek({"deception", "decoy"}).start();
  CHECK(empty.phase() == Phase::Maneuver);
  CHECK(why(empty, "deceive deception").find("Not now") == 0);
}

TEST_CASE("T1 in random games the active player decides, the other only in reaction windows", "[turn]") {
  const GamePtr game = bundledGame();
  int reactions = 0;
  int refused = 0;
  for (std::uint64_t seed = 500; seed < 508; ++seed) {
    GameOptions options;
    options.alwaysAsk = seed % 2 == 1;
    GameState st = GameState::newGame(game, seed, options);
    Rng chooser(seed + 3);
    for (int i = 0; i < 700 && !st.isTerminal(); ++i) {
      const auto legal = st.legalDecisions();
      REQUIRE_FALSE(legal.empty());
      if (st.decidingSide() != st.activeSide()) {
        ++reactions;
        const Step s = st.step();
        INFO("step " << stepName(s));
        // T4 negate, K2 defender's cards; the round's winner picks the casualty (K4).
        CHECK((s == Step::NegateWindow || s == Step::DefenderResponse || s == Step::Casualty));
        if (s == Step::Casualty) CHECK(st.combat().lastWinner == st.decidingSide());
      }
      for (const auto& d : legal) CHECK(st.whyIllegal(d).empty());
      // Anything not listed is refused, with a reason, and changes nothing.
      for (int k = 0; k < 4; ++k) {
        const Decision d{static_cast<Verb>(chooser.below(21)), static_cast<std::uint8_t>(chooser.below(90))};
        if (std::find(legal.begin(), legal.end(), d) != legal.end()) continue;
        INFO("decision " << printDecision(*game, d));
        CHECK_FALSE(st.whyIllegal(d).empty());
        GameState copy = st;
        CHECK_THROWS_AS(copy.apply(d), IllegalDecision);
        CHECK(copy == st);
        ++refused;
      }
      st.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(reactions > 0);
  CHECK(refused > 1000);
}
