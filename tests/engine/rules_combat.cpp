// K1-K11: declaring an attack, the card windows of a round, modifiers,
// casualties, continuing, MA cards, forced choices, flank and rear.
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {
GameOptions alwaysAsk() {
  GameOptions o;
  o.alwaysAsk = true;
  return o;
}
}  // namespace

TEST_CASE("K1 an attack: a card, a whole friendly stack, an enemy stack in its front", "[combat]") {
  // The rules' example: Greeks in d2 facing S reach c3, d3, e3, not c2.
  GameState st = Setup()
                     .phase("attack")
                     .unit("allies1", "d2", "S")
                     .unit("allies2", "d2", "S")
                     .unit("infantry1", "c3", "N")
                     .unit("infantry2", "d3", "N")
                     .unit("infantry3", "e3", "N")
                     .unit("infantry4", "c2", "E")
                     .greek({"routed"})
                     .start(alwaysAsk());
  play(st, {"attack routed", "from d2"});
  CHECK(st.step() == Step::Target);
  CHECK(targets(st) == sortedNames({"c3", "d3", "e3"}));
  CHECK(why(st, "at c2") == "c2 is not in front of the stack in d2 (it faces S)");
  CHECK(why(st, "at d5") == "No enemy stack stands in d5");
  play(st, {"at d3"});
  // The whole stack fights: two units against one.
  REQUIRE(st.combat().active);
  CHECK(st.combat().attackerCell == cellNamed(st, "d2"));
  CHECK(st.combat().defenderCell == cellNamed(st, "d3"));
  CHECK(modifier(combatModifiers(st).attacker, "bigger stack (2 against 1)") == 1);
  // Without an attack card nothing can attack.
  GameState none = Setup()
                       .phase("attack")
                       .unit("allies1", "d2", "S")
                       .unit("infantry2", "d3", "N")
                       .greek({"march"})
                       .start();
  CHECK(legalTexts(none) == std::vector<std::string>{"end"});
}

TEST_CASE("K2 each round: attacker may support, then defender supports or defends, then dice", "[combat]") {
  Setup s;
  s.phase("attack")
      .unit("allies1", "e6", "E")
      .unit("infantry1", "f6", "W")
      .unit("infantry2", "f6", "W")
      .greek({"routed", "confusion", "flee"})
      .indian({"break", "evasion"});
  SECTION("both support: +1 each, the attacker first") {
    GameState st = s.start();
    st.forceDice({6, 6, 1, 1});
    play(st, {"attack routed", "from e6", "at f6"});
    REQUIRE(st.step() == Step::AttackerSupport);
    CHECK(st.decidingSide() == 0);
    CHECK(sortedNames(legalTexts(st)) == sortedNames({"support confusion", "support flee", "pass"}));
    play(st, {"support confusion"});
    REQUIRE(st.step() == Step::DefenderResponse);
    {
      const auto& mods = combatModifiers(st).attacker;
      const auto support = std::find_if(mods.begin(), mods.end(), [](const Modifier& m) { return m.reason.rfind("support", 0) == 0; });
      REQUIRE(support != mods.end());
      CHECK(support->rule == "K2");  // the ruling a player is sent to
    }
    CHECK(st.decidingSide() == 1);
    CHECK(sortedNames(legalTexts(st)) == sortedNames({"support break", "defend evasion", "pass"}));
    play(st, {"support break"});
    // Both have played: the dice are rolled. 6+6+1 against 1+1+1+1 (bigger stack).
    CHECK(st.combat().rolled);
    CHECK(st.combat().totals[0] == 13);
    CHECK(st.combat().totals[1] == 4);
    CHECK(st.combat().attackerSupport == cardNamed(st.game(), "confusion"));
    CHECK(st.combat().defenderSupport == cardNamed(st.game(), "break"));
    // After the roll the modifiers are the next round's: the spent supports
    // no longer count, the round's winner gets its +1.
    const CombatModifiers next = combatModifiers(st);
    CHECK(modifier(next.attacker, "support") == 0);
    CHECK(modifier(next.defender, "support") == 0);
    CHECK(modifier(next.attacker, "won the last round") == 1);
  }
  SECTION("a Defence card ends the combat at once, before any roll") {
    GameState st = s.start();
    st.forceDice({6, 6, 1, 1});
    play(st, {"attack routed", "from e6", "at f6", "pass", "defend evasion"});
    CHECK_FALSE(st.combat().active);
    CHECK(st.step() == Step::Main);
    CHECK(st.toJson()["forcedDice"].size() == 4);  // no die was rolled
    CHECK(unit(st, "infantry1").alive);
    CHECK(unit(st, "infantry2").alive);
    CHECK(inDiscard(st, "evasion"));
    CHECK(inDiscard(st, "routed"));
  }
  SECTION("the support counts in the round's totals") {
    GameState st = s.start();
    st.forceDice({3, 3, 3, 3});
    play(st, {"attack routed", "from e6", "at f6", "support confusion"});
    EventLog log;
    st.apply(parse(st.game(), "pass"), &log);
    // Allies (1 unit) against two infantry: defender +1 bigger stack; attacker +1 support.
    const auto rolled = std::find_if(log.begin(), log.end(), [](const Event& e) { return e.kind == EventKind::Rolled; });
    REQUIRE(rolled != log.end());
    CHECK(rolled->totals[0] == 7);
    CHECK(rolled->totals[1] == 7);
    CHECK_FALSE(st.combat().active);  // a tie
  }
}

namespace {
// The rules' K3 example: Alexander and the Companions in e6 facing E, Routed
// in hand, a lone War Elephant in f6 facing N (its flank to them).
GameState k3Example() {
  return Setup()
      .phase("attack")
      .unit("alexander", "e6", "E")
      .unit("companions", "e6", "E")
      .unit("elephants1", "f6", "N")
      .greek({"routed"})
      .start(alwaysAsk());
}
}  // namespace

TEST_CASE("K3 the rules' example: Alexander and the Companions hit a lone elephant in its flank", "[combat]") {
  GameState st = k3Example();
  play(st, {"attack routed", "from e6", "at f6"});
  REQUIRE(st.step() == Step::AttackerSupport);
  const CombatModifiers m = combatModifiers(st);
  CHECK(modifier(m.attacker, "bigger stack") == 1);
  CHECK(modifier(m.attacker, "leader") == 1);
  CHECK(modifier(m.attacker, "Greek cavalry") == 1);
  CHECK(modifier(m.attacker, "flank") == 1);
  CHECK(m.attackerTotal() == 4);
  CHECK(m.attacker.size() == 4);
  CHECK(modifier(m.defender, "elephants") == 1);
  CHECK(m.defenderTotal() == 1);
  CHECK(m.defender.size() == 1);
  // Each modifier names the ruling that grants it: the flank K11, the rest K3.
  for (const Modifier& mod : m.attacker) CHECK(mod.rule == (mod.reason.find("flank") != std::string::npos ? "K11" : "K3"));
  CHECK(m.defender.front().rule == "K3");
  // The roll adds them: 2+3+4 = 9 against 4+5+1 = 10.
  st.forceDice({2, 3, 4, 5});
  play(st, {"pass", "pass"});
  CHECK(st.combat().totals[0] == 9);
  CHECK(st.combat().totals[1] == 10);
}

TEST_CASE("K3 river +3, hills +1, rear +2, won the last round +1, each once per side", "[combat]") {
  SECTION("attacking a stack in the river") {
    GameState st = Setup()
                       .turn(2)
                       .active("indian")
                       .phase("attack")
                       .unit("allies1", "d3", "S")
                       .unit("infantry1", "d4", "N")
                       .indian({"routed"})
                       .start(alwaysAsk());
    play(st, {"attack routed", "from d4", "at d3"});
    const CombatModifiers m = combatModifiers(st);
    CHECK(modifier(m.attacker, "river") == 3);
    CHECK(m.attackerTotal() == 3);
    CHECK(m.defenderTotal() == 0);
  }
  SECTION("defending in hills; struck in the rear") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("allies1", "k6", "SE")
                       .unit("infantry1", "l7", "SE")
                       .greek({"routed"})
                       .start(alwaysAsk());
    play(st, {"attack routed", "from k6", "at l7"});
    const CombatModifiers m = combatModifiers(st);
    CHECK(modifier(m.defender, "hills") == 1);
    CHECK(m.defenderTotal() == 1);
    CHECK(modifier(m.attacker, "rear") == 2);
    CHECK(m.attackerTotal() == 2);
  }
  SECTION("two elephants and two leaders count once; the round's winner gets +1 next round") {
    GameState st = Setup()
                       .turn(2)
                       .active("indian")
                       .phase("attack")
                       .unit("porus", "f6", "W")
                       .unit("elephants1", "f6", "W")
                       .unit("prince", "f6", "W")
                       .unit("alexander", "e6", "E")
                       .unit("coenus", "e6", "E")
                       .unit("craterus", "e6", "E")
                       .indian({"routed"})
                       .start(alwaysAsk());
    play(st, {"attack routed", "from f6", "at e6"});
    CombatModifiers m = combatModifiers(st);
    CHECK(modifier(m.attacker, "elephants") == 1);
    CHECK(modifier(m.attacker, "leader") == 1);
    CHECK(m.attackerTotal() == 2);  // 3 against 3: no bigger stack
    CHECK(modifier(m.defender, "leader") == 1);
    CHECK(modifier(m.defender, "Greek cavalry") == 1);
    CHECK(m.defenderTotal() == 2);
    st.forceDice({6, 6, 1, 1});
    play(st, {"pass", "pass", "kill craterus", "continue"});
    m = combatModifiers(st);
    CHECK(modifier(m.attacker, "won the last round") == 1);
    CHECK(modifier(m.attacker, "bigger stack") == 1);  // 3 against 2 now
    CHECK(m.attackerTotal() == 4);
    CHECK(modifier(m.defender, "won the last round") == 0);
    CHECK(st.combat().round == 2);
  }
}

TEST_CASE("K4 the higher total wins, the winner picks the loser's casualty, a tie ends it", "[combat]") {
  Setup s;
  s.phase("attack")
      .unit("allies1", "e6", "E")
      .unit("allies2", "e6", "E")
      .unit("infantry1", "f6", "W")
      .unit("infantry2", "f6", "W")
      .greek({"routed"});
  SECTION("attacker wins") {
    GameState st = s.start();
    st.forceDice({5, 5, 2, 2});
    play(st, {"attack routed", "from e6", "at f6"});
    REQUIRE(st.step() == Step::Casualty);
    CHECK(st.decidingSide() == 0);
    CHECK(sortedNames(legalTexts(st)) == sortedNames({"kill infantry1", "kill infantry2"}));
    CHECK(why(st, "kill allies1") == "allies1 is not in the losing stack");
    play(st, {"kill infantry2"});
    CHECK_FALSE(unit(st, "infantry2").alive);
    CHECK(unit(st, "infantry1").alive);
    CHECK(st.eliminated(1) == 1);
  }
  SECTION("defender wins") {
    GameState st = s.start();
    st.forceDice({1, 2, 4, 4});
    play(st, {"attack routed", "from e6", "at f6"});
    REQUIRE(st.step() == Step::Casualty);
    CHECK(st.decidingSide() == 1);
    CHECK(sortedNames(legalTexts(st)) == sortedNames({"kill allies1", "kill allies2"}));
    play(st, {"kill allies1"});
    CHECK_FALSE(unit(st, "allies1").alive);
    CHECK(st.eliminated(0) == 1);
  }
  SECTION("a tie") {
    GameState st = s.start();
    st.forceDice({2, 5, 4, 3});
    play(st, {"attack routed", "from e6", "at f6"});
    CHECK_FALSE(st.combat().active);
    CHECK(st.step() == Step::Main);
    CHECK(st.eliminated(0) == 0);
    CHECK(st.eliminated(1) == 0);
  }
}

TEST_CASE("K5 after a decisive round the attacker continues or breaks off, elimination ends it", "[combat]") {
  Setup s;
  s.phase("attack")
      .unit("allies1", "e6", "E")
      .unit("allies2", "e6", "E")
      .unit("infantry1", "f6", "W")
      .unit("infantry2", "f6", "W")
      .greek({"routed"});
  SECTION("break off") {
    GameState st = s.start();
    st.forceDice({6, 6, 1, 1});
    play(st, {"attack routed", "from e6", "at f6", "kill infantry1"});
    REQUIRE(st.step() == Step::ContinueOrBreak);
    CHECK(st.decidingSide() == 0);
    CHECK(legalTexts(st) == std::vector<std::string>{"continue", "break off"});
    play(st, {"break off"});
    CHECK_FALSE(st.combat().active);
    CHECK(unit(st, "infantry2").alive);
    CHECK(st.step() == Step::Main);
  }
  SECTION("continue until a side is eliminated") {
    GameState st = s.start();
    st.forceDice({6, 6, 1, 1, 6, 6, 1, 1});
    play(st, {"attack routed", "from e6", "at f6", "kill infantry1", "continue"});
    // The last infantry is lost without a choice (K10) and the combat is over.
    CHECK_FALSE(unit(st, "infantry2").alive);
    CHECK_FALSE(st.combat().active);
    CHECK(st.step() == Step::Main);
  }
  SECTION("the loser of a round may be the attacker: he still decides") {
    GameState st = s.start();
    st.forceDice({1, 1, 6, 6});
    play(st, {"attack routed", "from e6", "at f6", "kill allies2"});
    REQUIRE(st.step() == Step::ContinueOrBreak);
    CHECK(st.decidingSide() == 0);
  }
}

TEST_CASE("K6 nobody advances or retreats after combat", "[combat]") {
  GameState st = Setup()
                     .phase("attack")
                     .unit("allies1", "e6", "E")
                     .unit("allies2", "e6", "E")
                     .unit("infantry1", "f6", "W")
                     .unit("infantry2", "f6", "W")
                     .greek({"routed"})
                     .start();
  st.forceDice({6, 6, 1, 1, 1, 1, 6, 6});
  play(st, {"attack routed", "from e6", "at f6", "kill infantry1", "continue", "kill allies1"});
  play(st, {"break off"});
  CHECK(cellOf(st, "allies2") == "e6");
  CHECK(facingOf(st, "allies2") == "E");
  CHECK(cellOf(st, "infantry2") == "f6");
  CHECK(facingOf(st, "infantry2") == "W");
  // Even when the defender is wiped out, the attacker stays put.
  GameState wipe = Setup()
                       .phase("attack")
                       .unit("allies1", "e6", "E")
                       .unit("infantry1", "f6", "W")
                       .greek({"routed"})
                       .start();
  wipe.forceDice({6, 6, 1, 1});
  play(wipe, {"attack routed", "from e6", "at f6"});
  CHECK_FALSE(unit(wipe, "infantry1").alive);
  CHECK(cellOf(wipe, "allies1") == "e6");
  CHECK(facingOf(wipe, "allies1") == "E");
}

TEST_CASE("K7 an MA card's step is a move: once a turn, negatable, spent when negated", "[combat]") {
  SECTION("negated: no attack, the units have not moved") {
    GameState st = Setup()
                       .turn(2)
                       .active("indian")
                       .phase("attack")
                       .unit("infantry1", "d5", "N")
                       .unit("allies1", "e3", "S")
                       .indian({"advance-attack"})
                       .greek({"demonstration"})
                       .start();
    play(st, {"attack advance-attack", "from d5", "take infantry1", "to d4", "face NE"});
    REQUIRE(st.step() == Step::NegateWindow);
    play(st, {"negate demonstration"});
    CHECK_FALSE(st.combat().active);
    CHECK(st.step() == Step::Main);
    CHECK(cellOf(st, "infantry1") == "d5");
    CHECK_FALSE(unit(st, "infantry1").moved);
    CHECK(inDiscard(st, "advance-attack"));
    CHECK(inDiscard(st, "demonstration"));
  }
  SECTION("not negated: the move counts as the unit's move, the attack follows") {
    GameState st = Setup()
                       .turn(2)
                       .active("indian")
                       .phase("attack")
                       .unit("infantry1", "d5", "N")
                       .unit("allies1", "e3", "S")
                       .indian({"advance-attack"})
                       .start();
    play(st, {"attack advance-attack", "from d5", "take infantry1", "to d4", "face NE"});
    CHECK(unit(st, "infantry1").moved);
    CHECK(cellOf(st, "infantry1") == "d4");
    REQUIRE(st.step() == Step::Target);
    CHECK(targets(st) == std::vector<std::string>{"e3"});
    st.forceDice({6, 6, 1, 1});
    play(st, {"at e3"});
    CHECK_FALSE(unit(st, "allies1").alive);
  }
  SECTION("a unit that moved in the Maneuver phase cannot make the step") {
    GameState st = Setup()
                       .turn(2)
                       .active("indian")
                       .phase("maneuver")
                       .unit("infantry1", "d6", "N")
                       .unit("allies1", "e3", "S")
                       .indian({"advance-attack", "march"})
                       .start();
    play(st, {"move march", "from d6", "take infantry1", "to d5", "face N", "end"});
    REQUIRE(st.phase() == Phase::Attack);
    play(st, {"attack advance-attack"});
    CHECK_FALSE(legal(st, "from d5"));
    CHECK(why(st, "from d5") == "Every unit in d5 has already moved this turn");
  }
}

TEST_CASE("K8 one attack at a time, its cards are discarded when it ends", "[combat]") {
  GameState st = Setup()
                     .phase("attack")
                     .unit("allies1", "e6", "E")
                     .unit("allies2", "e6", "E")
                     .unit("infantry1", "f6", "W")
                     .unit("infantry2", "f6", "W")
                     .unit("allies3", "h6", "E")
                     .unit("infantry3", "i6", "W")
                     .greek({"routed", "confusion", "flee"})
                     .indian({"break"})
                     .start();
  st.forceDice({6, 6, 1, 1});
  play(st, {"attack routed", "from e6", "at f6", "support confusion", "support break", "kill infantry1"});
  REQUIRE(st.step() == Step::ContinueOrBreak);
  // No second attack while this one is being fought.
  CHECK_FALSE(legal(st, "attack flee"));
  CHECK(why(st, "attack flee") == "Not now: Alexander must continue the combat or break off");
  CHECK(st.inPlay().size() == 3);
  play(st, {"break off"});
  CHECK(st.inPlay().empty());
  for (const char* c : {"routed", "confusion", "break"}) CHECK(inDiscard(st, c));
  // Now the next attack may be declared.
  CHECK(legal(st, "attack flee"));
}

TEST_CASE("K9 MA cards belong to the Attack phase, the step, then a target in the new front", "[combat]") {
  SECTION("not in the Maneuver phase") {
    GameState st = Setup().unit("coenus", "f5", "N").greek({"outflank"}).start();
    CHECK_FALSE(legal(st, "move outflank"));
    CHECK(why(st, "move outflank") == "Outflank moves and attacks: play it in the Attack phase");
    CHECK(why(st, "attack outflank").find("Not now") == 0);
  }
  SECTION("the rules' example: f5 to g4 facing NE, then g3, h3 or h4") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("coenus", "f5", "N")
                       .unit("infantry1", "h4", "W")
                       .unit("infantry2", "g5", "N")
                       .greek({"outflank"})
                       .start();
    play(st, {"attack outflank", "from f5", "take coenus", "to g4", "face NE"});
    REQUIRE(st.step() == Step::Target);
    CHECK(targets(st) == std::vector<std::string>{"h4"});
    CHECK(why(st, "at g5") == "g5 is not in front of the stack in g4 (it faces NE)");
    st.forceDice({6, 6, 1, 1});
    play(st, {"at h4"});
    CHECK_FALSE(unit(st, "infantry1").alive);
  }
  SECTION("no enemy in reach after the step: the card is spent") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("coenus", "f5", "N")
                       .unit("infantry1", "h4", "W")
                       .greek({"outflank"})
                       .start();
    play(st, {"attack outflank", "from f5", "take coenus", "to f6", "face S"});
    CHECK(st.step() == Step::Main);
    CHECK_FALSE(st.combat().active);
    CHECK(cellOf(st, "coenus") == "f6");
    CHECK(inDiscard(st, "outflank"));
  }
  SECTION("the step obeys the card's note: Outflank moves cavalry only") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("coenus", "f5", "N")
                       .unit("allies1", "f5", "N")
                       .unit("infantry1", "h4", "W")
                       .greek({"outflank"})
                       .start();
    play(st, {"attack outflank", "from f5"});
    CHECK_FALSE(legal(st, "take allies1"));
    CHECK_FALSE(legal(st, "take all"));
  }
}

TEST_CASE("K10 forced choices are made for the player", "[combat]") {
  SECTION("a single loser is removed without a Kill decision") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("allies1", "e6", "E")
                       .unit("allies2", "e6", "E")
                       .unit("infantry1", "f6", "W")
                       .greek({"routed"})
                       .start();
    st.forceDice({6, 6, 1, 1});
    play(st, {"attack routed", "from e6", "at f6"});
    CHECK_FALSE(unit(st, "infantry1").alive);
    CHECK(st.step() == Step::Main);
  }
  SECTION("a move onto a friendly stack takes its facing") {
    GameState st = Setup().unit("allies1", "d6", "W").greek({"march"}).start();
    play(st, {"move march", "from b2", "take allies2", "to c1", "face E"});
    play(st, {"move free", "from b2", "take allies3", "to c1"});
    CHECK(st.step() == Step::Main);
    CHECK(facingOf(st, "allies3") == "E");
    CHECK(facingOf(st, "allies2") == "E");
  }
}

TEST_CASE("K11 flank and rear come from the defender's facing and the line to the attacker", "[combat]") {
  SECTION("Mounted Archers from h5 strike the flank of f5 facing N") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("companions", "h5", "W")
                       .unit("elephants1", "f5", "N")
                       .greek({"mounted-archers", "weaken-wing"})
                       .start();
    play(st, {"attack mounted-archers", "from h5", "at f5"});
    CombatModifiers m = combatModifiers(st);
    CHECK(modifier(m.attacker, "flank") == 1);
    CHECK(modifier(m.attacker, "rear") == 0);
    // Weaken Wing may support an attack landing on the flank.
    REQUIRE(st.step() == Step::AttackerSupport);
    CHECK(legal(st, "support weaken-wing"));
  }
  SECTION("from f7 they strike its rear") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("companions", "f7", "N")
                       .unit("elephants1", "f5", "N")
                       .greek({"mounted-archers"})
                       .start(alwaysAsk());
    play(st, {"attack mounted-archers", "from f7", "at f5"});
    CombatModifiers m = combatModifiers(st);
    CHECK(modifier(m.attacker, "rear") == 2);
    CHECK(modifier(m.attacker, "flank") == 0);
  }
  SECTION("a defender can never play Weaken Wing") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("allies1", "e6", "E")
                       .unit("infantry1", "f6", "N")
                       .greek({"routed"})
                       .indian({"weaken-wing", "flee"})
                       .start();
    play(st, {"attack routed", "from e6", "at f6"});
    REQUIRE(st.step() == Step::DefenderResponse);
    CHECK(legal(st, "support flee"));
    CHECK_FALSE(legal(st, "support weaken-wing"));
    CHECK(why(st, "support weaken-wing") ==
          "Weaken Wing does not fit this situation (Use vs. Unit with exposed Flank only)");
  }
  SECTION("a front attack gets nothing, even 45 degrees off the facing") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("allies1", "e6", "E")
                       .unit("infantry1", "f6", "SW")
                       .greek({"routed", "weaken-wing"})
                       .start(alwaysAsk());
    play(st, {"attack routed", "from e6", "at f6"});
    REQUIRE(st.step() == Step::AttackerSupport);
    const CombatModifiers m = combatModifiers(st);
    CHECK(modifier(m.attacker, "flank") == 0);
    CHECK(modifier(m.attacker, "rear") == 0);
    CHECK_FALSE(legal(st, "support weaken-wing"));
    CHECK(legalTexts(st) == std::vector<std::string>{"pass"});
  }
  SECTION("a diagonal facing: struck from 135 degrees is the rear") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("allies1", "e6", "E")
                       .unit("infantry1", "f6", "NE")
                       .greek({"weaken-wing"})
                       .start(alwaysAsk());
    // Weaken Wing opens the attack itself: it lands in the rear.
    play(st, {"attack weaken-wing", "from e6", "at f6"});
    CHECK(modifier(combatModifiers(st).attacker, "rear") == 2);
  }
}

TEST_CASE("K3 the odds of an attack a choice would open: its first round, before cards", "[combat]") {
  const GameState st = k3Example();
  const std::vector<Decision> attack = {parse(st.game(), "attack routed"), parse(st.game(), "from e6"), parse(st.game(), "at f6")};
  const auto odds = oddsOfAttack(st, attack);
  REQUIRE(odds);
  const RoundOdds expected = roundOdds(4, 1);  // the rules' example: +4 against +1
  CHECK(odds->attackerWins == Approx(expected.attackerWins));
  CHECK(odds->tie == Approx(expected.tie));
  CHECK(odds->defenderWins == Approx(expected.defenderWins));
  CHECK_FALSE(st.combat().active);  // the state asked about is untouched
  CHECK_FALSE(oddsOfAttack(st, {parse(st.game(), "end")}));  // no combat: no odds
}

// K3, K11: the modifiers of an attack that has not started, shown while
// the attacker picks its target, are those of its first round once it has.
TEST_CASE("K3 K11 an attack's modifiers are known before its target is chosen", "[combat]") {
  const GamePtr game = Game::load(defaultScenarioPath());
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 40 && compared < 200; ++seed) {
    GameState st = GameState::newGame(game, seed);
    Rng rng(seed);
    while (!st.isTerminal() && compared < 200) {
      const auto legal = st.legalDecisions();
      if (st.step() == Step::Target)
        for (const Decision& d : legal) {
          GameState after = st;
          after.apply(d);
          if (after.combat().rolled || after.combat().round != 1) continue;  // the dice fell at once: nothing to compare with
          const CombatModifiers expected = combatModifiers(after);
          const CombatModifiers before = attackModifiers(st, st.pending().from, static_cast<Cell>(d.arg));
          CHECK(before.attackerTotal() == expected.attackerTotal());
          CHECK(before.defenderTotal() == expected.defenderTotal());
          CHECK(before.attacker.size() == expected.attacker.size());
          CHECK(before.defender.size() == expected.defender.size());
          ++compared;
        }
      st.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(compared >= 50);
}
