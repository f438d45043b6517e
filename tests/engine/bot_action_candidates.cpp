// H4: the whole actions a bot chooses among, and their pruning.
#include <algorithm>
#include <map>
#include <set>

#include "hydaspes/bot/action_candidates.h"
#include "hydaspes/bot/evaluation.h"
#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/bot/world_sampler.h"
#include "hydaspes/combat_modifiers.h"
#include "hydaspes/world_sample.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {
Action groupOf(const Action& a) {
  Action g;
  for (const Decision& d : a)
    if (d.verb == Verb::Take || d.verb == Verb::TakeAll) g.push_back(d);
  return g;
}
}  // namespace

TEST_CASE("H4 every candidate action is legal, whole, and ends where a new action begins or a move is declared", "[bot]") {
  int positions = 0, multiStep = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    GameState st = GameState::newGame(bundledGame(), seed);
    Rng rng(seed);
    while (!st.isTerminal() && st.turn() <= 60) {
      const SideIndex side = st.decidingSide();
      const auto candidates = actionCandidates(st);
      REQUIRE_FALSE(candidates.empty());
      std::set<Action> distinct(candidates.begin(), candidates.end());
      CHECK(distinct.size() == candidates.size());
      for (const Action& a : candidates) {
        GameState after = st;
        for (std::size_t i = 0; i < a.size(); ++i) {
          INFO("seed " << seed << " decision " << printDecision(st.game(), a[i]));
          REQUIRE(after.isLegal(a[i]));
          after.apply(a[i]);
          CHECK(endsAction(after, a[i], side) == (i + 1 == a.size()));  // stops exactly where the action does
        }
        multiStep += a.size() > 1 ? 1 : 0;
      }
      ++positions;
      applyAction(st, candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))]);
    }
  }
  CHECK(positions > 500);
  CHECK(multiStep > 0);
}

TEST_CASE("H4 unit groups are pruned: the whole stack, one unit of each type, each type together", "[bot]") {
  GameState st = Setup().greek({}).indian({}).start();  // Greeks stacked in b2, Maneuver phase
  CandidateRules unguarded;
  unguarded.guardMainLeader = false;
  const auto candidates = actionCandidates(st, unguarded);
  std::set<Action> groups;
  for (const Action& a : candidates)
    if (a.front().verb == Verb::MoveFree) groups.insert(groupOf(a));
  // 7 Greek types, 3 of them with several units, and the whole stack: never the 4,095 subsets.
  CHECK(groups.size() == 11);
  CHECK(groups.count(Action{{Verb::TakeAll, 0}}) == 1);
  CHECK(groups.count(Action{parse(st.game(), "take alexander")}) == 1);
  CHECK(groups.count(Action{parse(st.game(), "take allies1"), parse(st.game(), "take allies2"),
                            parse(st.game(), "take allies3"), parse(st.game(), "take allies4")}) == 1);
  // The facing of a move into an empty cell looks at the nearest enemy stack (the Indians in b4).
  for (const Action& a : candidates)
    if (a.back().verb == Verb::Face && a[a.size() - 2] == parse(st.game(), "to c2"))
      CHECK(a.back() == parse(st.game(), "face SW"));
}

TEST_CASE("H4 of card moves with the same effect only the plainest card is kept", "[bot]") {
  GameState st = Setup().greek({"march", "maneuver", "rush"}).indian({}).start();
  play(st, {"move free", "from b2", "take alexander", "to a2", "face S"});
  const auto candidates = actionCandidates(st);
  std::set<Action> tails;
  int moves = 0;
  for (const Action& a : candidates) {
    if (a.front().verb != Verb::Move) continue;
    ++moves;
    CHECK(tails.insert(Action(a.begin() + 1, a.end())).second);
    // A one-cell move from b2 is made with March (value 1), not Maneuver or Rush.
    if (st.game().board().distance(cellNamed(st, "b2"), a[a.size() - (a.back().verb == Verb::Face ? 2 : 1)].arg) == 1 &&
        a[1] == parse(st.game(), "from b2"))
      CHECK(a.front() == parse(st.game(), "move march"));
  }
  CHECK(moves > 0);
}

TEST_CASE("H1 H4 a seat's own actions are the same in every world it cannot tell from the true one", "[bot][hidden]") {
  // The searches list the root's actions once, from one sampled world, and
  // play them in every other world they sample: that is sound only if the
  // other hand and the deck change none of them (a reaction the other side
  // may make ends an action before it, H3).
  const GamePtr game = bundledGame();
  int positions = 0, worlds = 0;
  for (std::uint64_t seed = 1; positions < walkLength(3000); ++seed) {
    GameState st = GameState::newGame(game, seed);
    std::vector<SeatKnowledge> knowledge = knowledgeOf(st);
    Rng play(seed), other(seed + 300);
    while (!st.isTerminal() && st.turn() <= 60) {
      const SideIndex seat = st.decidingSide();
      const BotInformation& info = knowledge[seat].information();
      std::vector<Action> truth = actionCandidates(st);
      std::sort(truth.begin(), truth.end());
      for (int k = 0; k < 3; ++k) {
        const GameState alt = worldFromObservation(game, info.observation, sampleHidden(info, other), other.next());
        std::vector<Action> there = actionCandidates(alt);
        std::sort(there.begin(), there.end());
        INFO("seed " << seed << ", turn " << st.turn() << ", step " << stepName(st.step()));
        REQUIRE(there == truth);
        ++worlds;
      }
      ++positions;
      const auto legal = st.legalDecisions();
      const Decision d = legal[play.below(static_cast<std::uint32_t>(legal.size()))];
      playKnown(st, knowledge, d);
    }
  }
  CHECK(worlds == positions * 3);
}

TEST_CASE("H3 H4 a cancel ends its action: whether the other side may negate again rests on its hand", "[bot][hidden]") {
  // Alexander steps into the river with an MA card, Porus negates with
  // Monsoon and Alexander cancels. If Porus holds no second negate, the move
  // is made and the attack follows at once; if he holds Overflowing, he is
  // asked first. Alexander cannot tell which, so the attack must be a new
  // action, or the searches would play it in worlds where it is refused.
  GameState st = Setup()
                     .turn(2)
                     .phase("attack")
                     .unit("allies1", "b2", "S")
                     .unit("infantry1", "b4", "N")
                     .greek({"advance-attack", "suitable-crossing"})
                     .indian({"monsoon", "march"})
                     .deck({"overflowing", "maneuver"})
                     .start();
  const Game& g = st.game();
  std::vector<SeatKnowledge> knowledge = knowledgeOf(st);
  for (const char* text : {"attack advance-attack", "from b2", "take allies1", "to b3", "face S", "negate monsoon"})
    playKnown(st, knowledge, parse(g, text));
  REQUIRE(st.step() == Step::CancelWindow);
  REQUIRE_FALSE(holds(st, 1, "overflowing"));

  std::vector<Action> truth = actionCandidates(st);
  std::sort(truth.begin(), truth.end());
  const Action cancel{parse(g, "cancel suitable-crossing")};
  CHECK(std::find(truth.begin(), truth.end(), cancel) != truth.end());
  for (const Action& a : truth) {
    INFO(printDecision(g, a.front()) << ", " << a.size() << " decisions");
    CHECK(a.size() == 1);
  }
  // In the true world the cancel leads straight to the attack's target.
  GameState after = st;
  applyAction(after, cancel);
  CHECK(after.step() == Step::Target);

  // A world Alexander cannot tell from this one, where Porus holds Overflowing.
  const BotInformation& info = knowledge[0].information();
  Rng rng(7);
  int withSecondNegate = 0;
  for (int k = 0; k < 60; ++k) {
    const GameState alt = worldFromObservation(st.gamePtr(), info.observation, sampleHidden(info, rng), rng.next());
    std::vector<Action> there = actionCandidates(alt);
    std::sort(there.begin(), there.end());
    CHECK(there == truth);
    if (!holds(alt, 1, "overflowing")) continue;
    ++withSecondNegate;
    for (const Action& a : truth) {
      GameState played = alt;
      CHECK_NOTHROW(applyAction(played, a));
    }
  }
  CHECK(withSecondNegate > 0);
}

namespace {
// The unit groups of the candidates that move with the free move (at the
// phase level) or go on choosing units (after "from").
std::set<Action> freeMoveGroups(const GameState& st, CandidateRules rules = {}) {
  std::set<Action> groups;
  for (const Action& a : actionCandidates(st, rules))
    if (a.front().verb == Verb::MoveFree || st.step() == Step::Units) groups.insert(groupOf(a));
  return groups;
}
}  // namespace

TEST_CASE("V1 K4 with escort=2 a guarded main leader moves with two units of his stack at least", "[bot]") {
  GameState st = Setup().greek({}).indian({}).start();  // all twelve Greeks in b2
  const Game& g = st.game();
  CandidateRules two;
  two.leaderEscort = 2;
  two.leaderArmyShare = 0;  // two only, not half his army
  const auto groups = freeMoveGroups(st, two);
  // The eleven groups of the unguarded enumeration but Alexander alone, and
  // Alexander with each other type of two units or more.
  CHECK(groups.size() == 13);
  CHECK(groups.count(Action{{Verb::TakeAll, 0}}) == 1);
  CHECK(groups.count(Action{parse(g, "take alexander")}) == 0);
  CHECK(groups.count(Action{parse(g, "take coenus")}) == 1);  // others may leave: ten stay with him
  CHECK(groups.count(Action{parse(g, "take alexander"), parse(g, "take peltasts1"), parse(g, "take peltasts2")}) == 1);
  CHECK(groups.count(Action{parse(g, "take alexander"), parse(g, "take coenus")}) == 0);  // one is too few
}

TEST_CASE("V1 K4 with escort=2 a guarded main leader keeps two units of his stack with him", "[bot]") {
  GameState st = Setup()
                     .unit("porus", "d6", "N")
                     .unit("elephants1", "d6", "N")
                     .unit("cavalry1", "d6", "N")
                     .unit("infantry1", "d6", "N")
                     .active("indian")
                     .greek({})
                     .indian({})
                     .start();
  play(st, {"move free", "from d6"});
  CandidateRules two;
  two.leaderEscort = 2;
  two.leaderArmyShare = 0;  // two only, not half his army
  const auto groups = freeMoveGroups(st, two);
  const Game& g = st.game();
  // One unit may leave (two stay with Porus); the whole stack may go; Porus
  // may not go alone, nor two of his three leave him.
  CHECK(groups.count(Action{parse(g, "take infantry1")}) == 1);
  CHECK(groups.count(Action{parse(g, "take cavalry1")}) == 1);
  CHECK(groups.count(Action{{Verb::TakeAll, 0}}) == 1);
  CHECK(groups.count(Action{parse(g, "take porus")}) == 0);
  CandidateRules unguarded = two;
  unguarded.guardMainLeader = false;
  CHECK(freeMoveGroups(st, unguarded).count(Action{parse(g, "take porus")}) == 1);
  // By default (four) none of the three may leave him, and he goes only with all of them.
  const auto byDefault = freeMoveGroups(st);
  CHECK(byDefault.count(Action{parse(g, "take infantry1")}) == 0);
  CHECK(byDefault.count(Action{{Verb::TakeAll, 0}}) == 1);
}

TEST_CASE("M1 M2 V1 with swift= a guarded main leader may go with every unit of his stack as fast as he is", "[bot]") {
  // The whole Indian army in b4 (the set-up). Porus moves 3; the Prince and
  // the Cavalry 4, the Elephants and the Chariots 3, the Punjab Infantry 2.
  const GameState st = Setup().active("indian").greek({}).indian({}).start();
  const Game& g = st.game();
  Action swift{parse(g, "take porus")};
  for (const char* id : {"prince", "elephants1", "elephants2", "cavalry1", "cavalry2", "chariots1", "chariots2"})
    swift.push_back(parse(g, std::string("take ") + id));
  CandidateRules rules;
  CHECK(freeMoveGroups(st, rules).count(swift) == 0);  // seven are fewer than half the army
  rules.swiftEscort = true;
  const auto groups = freeMoveGroups(st, rules);
  CHECK(groups.count(swift) == 1);
  // The Alexander of the other side: no Greek is as fast as he (6).
  const GameState greek = Setup().greek({}).indian({}).start();
  CHECK(freeMoveGroups(greek, rules) == freeMoveGroups(greek, {}));
}

TEST_CASE("K2 V1 with keep= a side holding one Defence card for its main leader spends it on nothing else", "[bot]") {
  // Porus in b4 (the set-up); a Punjab Infantry in d5 facing N beside the
  // Allies in d4. War Skills and Brave Fight can attack or defend; Break
  // only attack.
  const auto attacks = [](const GameState& st, CandidateRules rules) {
    std::set<std::string> cards;
    for (const Action& a : actionCandidates(st, rules))
      if (a.front().verb == Verb::Attack) cards.insert(st.game().cards()[a.front().arg].id);
    return cards;
  };
  const auto position = [](std::vector<std::string> hand) {
    return Setup()
        .active("indian")
        .phase("attack")
        .greek({})
        .indian(std::move(hand))
        .unit("infantry1", "d5", "N")
        .unit("allies1", "d4", "S")
        .start();
  };
  CandidateRules keep;
  keep.keepDefence = true;
  // Of cards alike for an action, the plainest pays anyway (Break).
  const GameState both = position({"war-skills", "break"});
  CHECK(attacks(both, {}) == std::set<std::string>{"break"});
  CHECK(attacks(both, keep) == std::set<std::string>{"break"});
  // War Skills alone: kept, the Attack phase ends without an attack.
  const GameState alone = position({"war-skills"});
  CHECK(attacks(alone, {}) == std::set<std::string>{"war-skills"});
  CHECK(attacks(alone, keep).empty());
  CHECK_FALSE(actionCandidates(alone, keep).empty());
  // Two Defence cards: one may go.
  CHECK(attacks(position({"war-skills", "brave-fight"}), keep).size() == 1);
}

TEST_CASE("C4 T6 over the hand limit a bot discards the cards it may never play first", "[bot]") {
  // Porus holds two Greek-only cards among six: only those two are candidates.
  GameState st = Setup()
                     .active("indian")
                     .phase("end")
                     .greek({})
                     .indian({"march", "maneuver", "outmaneuver", "repulsed", "haste", "break"})
                     .start();
  const Game& g = st.game();
  std::set<Action> discards;
  for (const Action& a : actionCandidates(st)) discards.insert(a);
  CHECK(discards == std::set<Action>{Action{parse(g, "discard outmaneuver")}, Action{parse(g, "discard repulsed")}});
  CandidateRules any;
  any.discardUnplayableFirst = false;
  CHECK(actionCandidates(st, any).size() == 6);
}

TEST_CASE("T2 C3 holding a Tactics card in the Tactics phase a bot plays it rather than end the phase", "[bot]") {
  // Porus, in his Tactics phase, holds Tactics, Advance and two Greek-only
  // cards: playing Tactics is his one candidate.
  GameState st = Setup()
                     .active("indian")
                     .phase("tactics")
                     .indian({"tactics", "advance", "outmaneuver", "repulsed"})
                     .start();
  const Game& g = st.game();
  REQUIRE(st.phase() == Phase::Tactics);
  CHECK(actionCandidates(st) == std::vector<Action>{Action{parse(g, "play tactics")}});
  CandidateRules any;
  any.playTactics = false;
  std::set<Action> both;
  for (const Action& a : actionCandidates(st, any)) both.insert(a);
  CHECK(both == std::set<Action>{Action{parse(g, "play tactics")}, Action{parse(g, "end")}});
}

TEST_CASE("V1 K2 a main leader's stack attacked at odds that risk the game ends the combat with a Defence card",
          "[bot]") {
  // Greek units in b3 attack the whole Indian army, Porus in it, with
  // Break; Porus holds Brave Fight (defence or +1) and Flee (+1).
  const auto attackedBy = [](const std::vector<std::string>& greeks) {
    Setup setup = Setup().phase("attack").greek({"break"}).indian({"brave-fight", "flee"});
    for (const auto& id : greeks) setup.unit(id, "b3", "S");
    GameState st = setup.start();
    for (const char* d : {"attack break", "from b3", "at b4"}) st.apply(parse(st.game(), d));
    REQUIRE(st.step() == Step::DefenderResponse);
    return st;
  };
  const auto candidates = [](const GameState& st, CandidateRules rules) {
    std::set<Action> out;
    for (const Action& a : actionCandidates(st, rules)) out.insert(a);
    return out;
  };
  // Coenus and the Companions (leader +1, Greek cavalry +1) against the
  // army (bigger stack, elephants, leader: +3): even against Flee's +1 they
  // win the round more than a fifth of the time. Only the defence is left.
  const GameState cavalry = attackedBy({"companions", "coenus"});
  const Game& g = cavalry.game();
  REQUIRE(roundOdds(2, 4).attackerWins >= kDefendMainLeaderAt);
  CHECK(candidates(cavalry, {}) == std::set<Action>{Action{parse(g, "defend brave-fight")}});
  CandidateRules free;
  free.defendMainLeader = false;
  CHECK(candidates(cavalry, free).size() == 4);  // pass, +1 with either card, defend
  // Allies alone (no bonus) win it less often: every answer stays but
  // none at all (a round lost may lose the game; a card for +1 costs a card).
  REQUIRE(roundOdds(0, 4).attackerWins < kDefendMainLeaderAt);
  const GameState allies = attackedBy({"allies1"});
  CHECK(candidates(allies, {}) == std::set<Action>{Action{parse(g, "support brave-fight")}, Action{parse(g, "support flee")},
                                                   Action{parse(g, "defend brave-fight")}});
  CHECK(candidates(allies, free).size() == 4);
}

TEST_CASE("V1 K2 a main leader's stack attacked answers with a card for +1 rather than none", "[bot]") {
  // A tester's turn-1 attack on Porus's army from its flank won 11 to 10
  // while the bot held Retreat, Exhausted and Surrender, each good for +1.
  Setup setup = Setup().phase("attack").greek({"break"}).indian({"retreat", "exhausted", "surrender"});
  for (const char* id : {"coenus", "companions", "craterus"}) setup.unit(id, "c4", "W");
  GameState st = setup.start();
  for (const char* d : {"attack break", "from c4", "at b4"}) st.apply(parse(st.game(), d));
  REQUIRE(st.step() == Step::DefenderResponse);
  std::set<Action> answers;
  for (const Action& a : actionCandidates(st, {})) answers.insert(a);
  const Game& g = st.game();
  CHECK(answers == std::set<Action>{Action{parse(g, "support retreat")}, Action{parse(g, "support exhausted")},
                                    Action{parse(g, "support surrender")}});
  // Without the rule the search also weighs keeping the cards.
  CandidateRules free;
  free.defendMainLeader = false;
  CHECK(actionCandidates(st, free).size() == 4);
}

TEST_CASE("V1 K2 a stack whose lost round loses half the army ends the combat with a Defence card", "[bot]") {
  // The Greeks have lost five of their twelve: a sixth loses the battle. A
  // tester's lone War Elephant struck their last Phalanx and won, the bot
  // holding Discipline and Evasion and playing a card for +1.
  Setup setup = Setup().active("indian").phase("attack").greek({"evasion", "routed"}).indian({"break"});
  for (const char* id : {"allies1", "allies2", "allies3", "allies4", "peltasts1"}) setup.dead(id);
  setup.unit("phalanx1", "e6", "N").unit("elephants1", "e7", "N");
  GameState st = setup.start();
  for (const char* d : {"attack break", "from e7", "at e6"}) st.apply(parse(st.game(), d));
  REQUIRE(st.step() == Step::DefenderResponse);
  const Game& g = st.game();
  CHECK(actionCandidates(st, {}) == std::vector<Action>{Action{parse(g, "defend evasion")}});
  // One loss fewer, the stack stakes only a unit: every answer is weighed.
  Setup earlier = Setup().active("indian").phase("attack").greek({"evasion", "routed"}).indian({"break"});
  for (const char* id : {"allies1", "allies2", "allies3", "allies4"}) earlier.dead(id);
  earlier.unit("phalanx1", "e6", "N").unit("elephants1", "e7", "N");
  GameState before = earlier.start();
  for (const char* d : {"attack break", "from e7", "at e6"}) before.apply(parse(before.game(), d));
  REQUIRE(before.step() == Step::DefenderResponse);
  CHECK(actionCandidates(before, {}).size() == 3);  // defend, support, pass
}

TEST_CASE("M4 K3 a move does not end in the river where the enemy would win a round there", "[bot]") {
  // The Greeks in b2, the whole Indian army in b4 across the river: any
  // Greek group stopped in a3, b3 or c3 loses a round to it at +3 more
  // often than not (testers destroyed stacks left there, and leaders sent
  // there alone). Out of the army's reach, the river is open.
  const auto riverCells = [](const GameState& st, CandidateRules rules) {
    std::set<std::string> cells;
    for (const Action& a : actionCandidates(st, rules))
      for (const Decision& d : a)
        if (d.verb == Verb::To && st.game().board().isRiver(d.arg)) cells.insert(st.game().board().cellName(d.arg));
    return cells;
  };
  const GameState st = Setup().greek({"march"}).indian({}).start();
  CHECK(riverCells(st, {}).empty());
  CandidateRules free;
  free.keepOutOfRiverReach = false;
  CHECK(riverCells(st, free) == std::set<std::string>{"a3", "b3", "c3"});
  // The Indians in l7: the river cells are out of their reach, and the
  // rule keeps none of them out.
  Setup apart = Setup().greek({"march"}).indian({});
  for (const auto& u : st.game().scenario().units)
    if (u.side == 1) apart.unit(u.id, "l7", "N");
  const GameState far = apart.start();
  CHECK_FALSE(riverCells(far, {}).empty());
  CHECK(riverCells(far, {}) == riverCells(far, free));
}

TEST_CASE("K3 K4 K5 with wipe= a plain move does not end where an enemy stack would likely destroy it whole", "[bot]") {
  // Three Allies in d5 facing S (moving 3); one Punjab Infantry in h7,
  // with its free move. With wipe=0.5 its moves keep out of the cells where
  // the Allies, striking this turn, would take it more often than not: g6
  // and g7; i7 is out of their reach.
  const GameState st = Setup()
                           .active("indian")
                           .greek({})
                           .indian({})
                           .unit("allies1", "d5", "S")
                           .unit("allies2", "d5", "S")
                           .unit("allies3", "d5", "S")
                           .unit("infantry1", "h7", "N")
                           .start();
  const Board& board = st.game().board();
  const UnitMask lone = st.unitsAt(cellNamed(st, "h7"));
  // Each plain move of the Infantry: where it ends, and how likely it is destroyed there.
  const auto ends = [&](CandidateRules rules) {
    std::map<std::string, double> out;
    for (const Action& a : actionCandidates(st, rules)) {
      const auto from = std::find(a.begin(), a.end(), Decision{Verb::From, cellNamed(st, "h7")});
      const auto to = std::find_if(a.begin(), a.end(), [](const Decision& d) { return d.verb == Verb::To; });
      const auto face = std::find_if(a.begin(), a.end(), [](const Decision& d) { return d.verb == Verb::Face; });
      if (from == a.end() || to == a.end() || face == a.end()) continue;
      const auto end = std::pair{static_cast<Cell>(to->arg), static_cast<Facing>(face->arg)};
      out[board.cellName(end.first)] = wipePerils(st, lone, {end}).front();
    }
    return out;
  };
  CandidateRules wary;
  wary.wipePerilAt = 0.5;
  const auto free = ends({});
  const auto kept = ends(wary);
  REQUIRE_FALSE(kept.empty());
  for (const auto& [cell, peril] : kept) {
    INFO(cell);
    CHECK(peril < 0.5);
  }
  int dropped = 0;
  for (const auto& [cell, peril] : free) dropped += peril >= 0.5 ? 1 : 0;
  CHECK(dropped > 0);
  CHECK(free.count("g6") == 1);
  CHECK(free.count("g7") == 1);
  CHECK(kept.count("g6") == 0);
  CHECK(kept.count("g7") == 0);
  CHECK(kept.count("i7") == 1);
}

TEST_CASE("M3 with join= a move may also end on the biggest friendly stack it can reach", "[bot]") {
  // One Punjab Infantry in e6 with its free move; two more in f6, one in
  // d5; the Greeks in b2. The pruning keeps the two cells nearest the
  // enemy (d5 and e5) and the farthest; join=1 adds f6's stack of two, the
  // biggest it can join.
  const GameState st = Setup()
                           .active("indian")
                           .greek({})
                           .indian({})
                           .unit("infantry1", "e6", "N")
                           .unit("infantry2", "f6", "N")
                           .unit("infantry3", "f6", "N")
                           .unit("infantry4", "d5", "N")
                           .start();
  const auto destinations = [&](CandidateRules rules) {
    std::set<std::string> out;
    for (const Action& a : actionCandidates(st, rules)) {
      if (std::find(a.begin(), a.end(), Decision{Verb::From, cellNamed(st, "e6")}) == a.end()) continue;
      for (const Decision& d : a)
        if (d.verb == Verb::To) out.insert(st.game().board().cellName(d.arg));
    }
    return out;
  };
  CandidateRules joining;
  joining.joinFriends = true;
  const std::set<std::string> plain = destinations({});
  CHECK(plain.count("f6") == 0);
  std::set<std::string> withJoin = plain;
  withJoin.insert("f6");
  CHECK(destinations(joining) == withJoin);
}

TEST_CASE("V1 K4 K5 a main leader's stack attacks only where a lost round is unlikely, or the enemy main leader",
          "[bot]") {
  // Alexander and the Companions in c5 facing S, Break in hand. In front of
  // them: four Indian infantry in b6, one in c6 turned away (the attack is
  // into its rear, +2), Porus alone in d6. Every round Alexander loses loses the
  // game and every round he wins kills one unit, unless it is Porus.
  const auto setup = [] {
    return Setup()
        .phase("attack")
        .greek({"break"})
        .indian({})
        .unit("alexander", "c5", "S")
        .unit("companions", "c5", "S")
        .unit("infantry1", "b6", "N")
        .unit("infantry2", "b6", "N")
        .unit("infantry3", "b6", "N")
        .unit("infantry4", "b6", "N")
        .unit("infantry5", "c6", "S")
        .unit("porus", "d6", "N");
  };
  const GameState st = setup().start();
  const Game& g = st.game();
  const Scenario& sc = g.scenario();
  const auto odds = [&](const char* to) {
    const CombatModifiers m = attackModifiers(st, *g.board().parseCell("c5"), *g.board().parseCell(to));
    return roundOdds(m.attackerTotal(), m.defenderTotal() + sc.combat.support);
  };
  REQUIRE(odds("b6").defenderWins > kSpareMainLeaderAt);
  REQUIRE(odds("c6").defenderWins <= kSpareMainLeaderAt);
  REQUIRE(odds("d6").defenderWins > kSpareMainLeaderAt);
  const auto targetsFromC5 = [&](CandidateRules rules) {
    std::set<std::string> cells;
    for (const Action& a : actionCandidates(st, rules))
      if (a.size() == 3 && a[1] == parse(g, "from c5")) cells.insert(g.board().cellName(a[2].arg));
    return cells;
  };
  CHECK(targetsFromC5({}) == std::set<std::string>{"c6", "d6"});
  CandidateRules free;
  free.spareMainLeader = false;
  CHECK(targetsFromC5(free) == std::set<std::string>{"b6", "c6", "d6"});

  // Having won a round against the four in b6 (rules aside), they break
  // off: two against three, the next round is lost too often even so.
  GameState won = st;
  won.forceDice({6, 6, 1, 1});
  play(won, {"attack break", "from c5", "at b6", "kill infantry1"});
  REQUIRE(won.step() == Step::ContinueOrBreak);
  const CombatModifiers next = combatModifiers(won);
  REQUIRE(roundOdds(next.attackerTotal(), next.defenderTotal() + sc.combat.support).defenderWins > kSpareMainLeaderAt);
  CHECK(actionCandidates(won) == std::vector<Action>{Action{parse(g, "break off")}});
  CHECK(actionCandidates(won, free).size() == 2);
}

TEST_CASE("V1 K4 a guarded main leader keeps four units of his stack with him (escort=4)", "[bot]") {
  GameState st = Setup().active("indian").greek({}).indian({}).start();  // all sixteen Indians in b4
  const Game& g = st.game();
  const auto take = [&](const std::vector<std::string>& units) {
    Action a;
    for (const std::string& u : units) a.push_back(parse(g, "take " + u));
    return a;
  };
  const Action withElephants = take({"porus", "elephants1", "elephants2"});
  const Action withElephantsAndCavalry = take({"porus", "elephants1", "elephants2", "cavalry1", "cavalry2"});
  const Action withInfantry =
      take({"porus", "infantry1", "infantry2", "infantry3", "infantry4", "infantry5", "infantry6", "infantry7", "infantry8"});
  // With escort=2 (the default before 2026-11-27) two go with him at least, the units of one other type.
  CandidateRules two;
  two.leaderEscort = 2;
  two.leaderArmyShare = 0;
  const auto withTwo = freeMoveGroups(st, two);
  CHECK(withTwo.count(withElephants) == 1);
  CHECK(withTwo.count(withElephantsAndCavalry) == 0);
  CandidateRules four;
  four.leaderArmyShare = 0;  // four only (the default before 2026-11-28)
  const auto groups = freeMoveGroups(st, four);
  CHECK(groups.count(withElephants) == 0);  // two are too few
  CHECK(groups.count(withElephantsAndCavalry) == 1);  // two types of two
  CHECK(groups.count(withInfantry) == 1);
  CHECK(groups.count(Action{{Verb::TakeAll, 0}}) == 1);
  CHECK(groups.count(take({"infantry1", "infantry2", "infantry3", "infantry4", "infantry5", "infantry6", "infantry7", "infantry8"})) ==
        1);  // seven stay with him
}

// Testers as Alexander hunted down Porus gone off with four (2026-11-28,
// turns 5 and 11): by default a main leader whom enemy units outpace (M2)
// keeps half his army with him, Porus eight of sixteen; Alexander, whom
// none outpaces, keeps four.
TEST_CASE("V1 K4 M2 a guarded main leader whom enemy units outpace keeps half his army with him (army=0.5, the default)", "[bot]") {
  GameState st = Setup().active("indian").greek({}).indian({}).start();  // all sixteen Indians in b4
  const Game& g = st.game();
  const auto take = [&](const Game& game, const std::vector<std::string>& units) {
    Action a;
    for (const std::string& u : units) a.push_back(parse(game, "take " + u));
    return a;
  };
  const auto groups = freeMoveGroups(st);
  CHECK(groups.count(take(g, {"porus", "elephants1", "elephants2", "cavalry1", "cavalry2"})) == 0);  // four are too few
  CHECK(groups.count(take(g, {"porus", "infantry1", "infantry2", "infantry3", "infantry4", "infantry5", "infantry6",
                              "infantry7", "infantry8"})) == 1);  // eight
  CHECK(groups.count(Action{{Verb::TakeAll, 0}}) == 1);
  // The eight infantry may not leave him: seven would stay.
  CHECK(groups.count(take(g, {"infantry1", "infantry2", "infantry3", "infantry4", "infantry5", "infantry6", "infantry7",
                              "infantry8"})) == 0);
  CHECK(groups.count(take(g, {"infantry1"})) == 1);  // fourteen stay
  for (const Action& group : groups) {
    UnitMask taken = 0;
    for (const Decision& d : group) taken |= d.verb == Verb::TakeAll ? st.unitsAt(*g.board().parseCell("b4")) : unitBit(d.arg);
    const bool porusGoes = std::any_of(group.begin(), group.end(), [&](const Decision& d) { return d.verb == Verb::TakeAll || g.scenario().units[d.arg].id == "porus"; });
    const int withHim = porusGoes ? __builtin_popcountll(taken) - 1 : 15 - __builtin_popcountll(taken);
    CHECK(withHim >= 8);
  }
  CandidateRules four;
  four.leaderArmyShare = 0;
  CHECK(freeMoveGroups(st, four).count(take(g, {"porus", "elephants1", "elephants2", "cavalry1", "cavalry2"})) == 1);
  // Alexander (6) moves farther than any Indian (4 at most): four of his eleven do.
  const GameState greeks = Setup().greek({}).indian({}).start();  // all twelve Greeks in b2
  REQUIRE_FALSE(mainLeaderOutpaced(greeks, 0));
  REQUIRE(mainLeaderOutpaced(st, 1));
  const Game& gg = greeks.game();
  const auto greekGroups = freeMoveGroups(greeks);
  CHECK(greekGroups.count(take(gg, {"alexander", "allies1", "allies2", "allies3", "allies4"})) == 1);  // four
  CHECK(greekGroups.count(take(gg, {"alexander", "peltasts1", "peltasts2"})) == 0);  // two are too few
}
