// An action's words as values (action_text.h): the English summary is made
// from the phrases, every word is met in play, and every combat modifier
// carries a kind whose listed reason is its English.
#include <catch2/catch.hpp>

#include <set>

#include "hydaspes/action_text.h"
#include "hydaspes/match.h"
#include "hydaspes/rng.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {

// AwaitsCancel is the last word, WonLastRound the last kind.
constexpr int kWordCount = static_cast<int>(ActionWord::AwaitsCancel) + 1;
constexpr int kKindCount = static_cast<int>(ModifierKind::WonLastRound) + 1;

// What a walk met.
struct Seen {
  std::set<ActionWord> words;
  std::set<ModifierKind> kinds;
  std::set<VictoryReason> victories;
  long long actions = 0;
  long long modifiers = 0;
};

std::string_view listedReason(ModifierKind kind) {
  for (const ModifierReason& r : modifierReasons())
    if (r.kind == kind) return r.english;
  return "(not listed)";
}

// The listed reason of the modifier's kind with "%1" and "%2" replaced by
// what its arguments name: worked out here, not by englishReason.
std::string listedReasonFilled(const Modifier& m, const Game& g) {
  std::string first, second;
  switch (m.kind) {
    case ModifierKind::BiggerStack:
      first = std::to_string(m.args[0]);
      second = std::to_string(m.args[1]);
      break;
    case ModifierKind::StackBonus:
      first = g.scenario().combat.stackBonuses.at(static_cast<std::size_t>(m.args[0])).label;
      break;
    case ModifierKind::Support: {
      const CardDef& card = g.cards()[static_cast<CardIndex>(m.args[0])];
      first = card.type == CardType::L ? "the " + card.name + " card" : card.name;  // C7
      break;
    }
    default: break;
  }
  std::string text(listedReason(m.kind));
  for (const auto& [mark, words] : {std::pair<std::string, std::string>{"%1", first}, {"%2", second}})
    if (const auto at = text.find(mark); at != std::string::npos) text.replace(at, mark.size(), words);
  return text;
}

void checkModifier(const Modifier& m, const Game& g, Seen& seen) {
  INFO(m.reason);
  CHECK(m.reason == listedReasonFilled(m, g));
  seen.kinds.insert(m.kind);
  ++seen.modifiers;
}

void checkAction(const ActionText& text, const Game& g, Seen& seen) {
  INFO(text.summary);
  CHECK(englishSummary(text, g) == text.summary);
  for (const auto* phrases : {&text.head, &text.clauses})
    for (const ActionPhrase& p : *phrases) {
      seen.words.insert(p.word);
      for (const Modifier& m : p.attackerModifiers) checkModifier(m, g, seen);
      for (const Modifier& m : p.defenderModifiers) checkModifier(m, g, seen);
      if (p.word == ActionWord::Wins) seen.victories.insert(p.victory);
    }
  ++seen.actions;
}

// Random games of `scenario` as the client's log words them: after each
// commit of 1 to 4 random decisions, every action the commit touched (the
// last one may still be open); the modifiers of the combat under way too,
// and at the end each Victory event's reason.
void walk(const nlohmann::json& scenario, int games, std::uint64_t seed, Seen& seen) {
  Rng pick(seed);
  for (int n = 0; n < games; ++n) {
    const SavedGame start = openingSave(scenario, seed + static_cast<std::uint64_t>(n), n % 2 == 1);
    Match m(gameOfSave(start, "test"), start, UndoPolicy::Anything);
    const Game& g = m.game();
    while (!m.state().isTerminal() && m.state().turn() <= 40) {
      const std::vector<Decision> gesture = randomGesture(m.state(), pick);
      const Match::Commit c = m.commit(gesture);
      REQUIRE(c.ok());
      for (std::size_t i = c.firstAction; i < m.actions().size(); ++i)
        checkAction(describeAction(m.timeline(), m.actions()[i].first, m.actions()[i].end), g, seen);
      const CombatModifiers now = combatModifiers(m.state());
      for (const auto* side : {&now.attacker, &now.defender})
        for (const Modifier& mod : *side) checkModifier(mod, g, seen);
    }
    for (const ReplayStep& s : m.timeline().steps())
      for (const Event& e : s.events)
        if (e.kind == EventKind::Victory) CHECK(englishText(victoryReason(e)) == e.text);
  }
}

// The bundled scenario with a defender's modifier for every terrain, so
// that each kind of modifier can be made.
nlohmann::json everyTerrainCounts() {
  nlohmann::json sc = bundledScenarioJson();
  sc["combat"]["defenderTerrain"] = {{"clear", 1}, {"forest", -1}, {"hills", 1}, {"river", 2}};
  return sc;
}

SavedGame openingOf(const Setup& setup) {
  nlohmann::json sc = bundledScenarioJson();
  sc["opening"] = setup.toJson();
  return openingSave(sc, 1, false);
}

Match::Commit commit(Match& m, std::initializer_list<std::string> texts) {
  std::vector<Decision> ds;
  for (const auto& t : texts) ds.push_back(parse(m.game(), t));
  const Match::Commit c = m.commit(ds);
  INFO(c.why);
  return c;
}

ActionText wordsOf(const Match& m, std::size_t action) {
  const MatchAction& a = m.actions().at(action);
  return describeAction(m.timeline(), a.first, a.end);
}

UnitMask maskOf(const Game& g, const std::string& unitId) {
  const auto& units = g.scenario().units;
  for (std::size_t u = 0; u < units.size(); ++u)
    if (units[u].id == unitId) return UnitMask{1} << u;
  FAIL("no unit " << unitId);
  return 0;
}

}  // namespace

TEST_CASE("H4 action words: every ModifierKind is listed once, in order, with its English reason",
          "[action_text][K3]") {
  const auto reasons = modifierReasons();
  REQUIRE(reasons.size() == static_cast<std::size_t>(kKindCount));
  const GamePtr game = bundledGame();
  for (int k = 0; k < kKindCount; ++k) {
    const ModifierReason& r = reasons[static_cast<std::size_t>(k)];
    CHECK(r.kind == static_cast<ModifierKind>(k));
    CHECK_FALSE(r.english.empty());
    // A reason that names nothing is its listed words exactly.
    if (r.english.find('%') == std::string_view::npos) CHECK(englishReason(r.kind, {}, *game) == r.english);
  }
  CHECK(englishReason(ModifierKind::BiggerStack, {3, 2}, *game) == "bigger stack (3 against 2)");
  CHECK(englishReason(ModifierKind::StackBonus, {0, 0}, *game) == "elephants");
  CHECK(englishReason(ModifierKind::Support, {cardNamed(*game, "rush"), 0}, *game) == "support: Rush");
}

TEST_CASE("H4 action words: the phrases of a move, a negate and an attack", "[action_text][H4]") {
  const SavedGame river =
      openingOf(Setup().unit("peltasts1", "c2", "S").greek({"rush", "march"}).indian({"overflowing"}));
  Match m(gameOfSave(river, "test"), river, UndoPolicy::Anything);
  const Game& g = m.game();
  REQUIRE(commit(m, {"move rush", "from c2", "take peltasts1", "to c3", "face S"}).ok());
  const ActionText move = wordsOf(m, 0);
  REQUIRE(move.head.size() == 1);
  CHECK(move.head[0].word == ActionWord::CardPlayed);
  CHECK(move.head[0].card == cardNamed(g, "rush"));
  REQUIRE(move.clauses.size() == 2);
  const ActionPhrase& declared = move.clauses[0];
  CHECK(declared.word == ActionWord::MoveDeclared);  // Porus may still negate it
  CHECK(declared.units == maskOf(g, "peltasts1"));
  CHECK(g.board().cellName(declared.from) == "c2");
  CHECK(g.board().cellName(declared.to) == "c3");
  CHECK(declared.facing == Facing::S);
  CHECK(englishText(declared, g) == "Peltasts c2\u2192c3, facing S");
  const ActionPhrase awaits{.word = ActionWord::AwaitsNegate, .side = 1};  // not yet made: it says so
  CHECK(move.clauses[1] == awaits);
  CHECK(move.summary == "Rush: Peltasts c2\u2192c3, facing S \u2014 Porus may negate it");

  REQUIRE(commit(m, {"negate overflowing"}).ok());
  CHECK(wordsOf(m, 0).summary == "Rush: Peltasts c2\u2192c3, facing S");  // answered: no longer waits
  const ActionText negate = wordsOf(m, 1);
  CHECK(negate.answer);
  REQUIRE(negate.head.size() == 1);
  const ActionPhrase negates{.word = ActionWord::Negates, .card = cardNamed(g, "overflowing")};
  CHECK(negate.head[0] == negates);
  REQUIRE(negate.clauses.size() == 1);
  CHECK(negate.clauses[0].word == ActionWord::MoveNegated);
  CHECK(englishSummary(negate, g) == "negates the move with Overflowing: the move is negated");

  SavedGame forced = openingOf(Setup().phase("attack").unit("companions", "b3", "S").greek({"break"}));
  forced.forcedDice = {6, 6, 1, 1};
  Match won(gameOfSave(forced, "test"), forced, UndoPolicy::Anything);
  REQUIRE(commit(won, {"attack break", "from b3", "at b4"}).ok());
  const ActionText attack = wordsOf(won, 0);
  INFO(attack.summary);
  REQUIRE(attack.clauses.size() >= 2);
  CHECK(attack.clauses[0].word == ActionWord::AttackOpened);
  CHECK(won.game().board().cellName(attack.clauses[0].to) == "b4");
  const ActionPhrase& round = attack.clauses[1];
  CHECK(round.word == ActionWord::CombatRound);
  CHECK(round.totals[0] > round.totals[1]);
  CHECK(englishSummary(attack, won.game()) == attack.summary);
}

TEST_CASE("H4 action words: over random games the English is made from the phrases, every word and every modifier "
          "kind is met",
          "[action_text][H4][K3]") {
  Seen seen;
  walk(bundledScenarioJson(), walkLength(300), 7000, seen);
  walk(everyTerrainCounts(), walkLength(100), 9000, seen);
  INFO(seen.actions << " actions, " << seen.modifiers << " modifiers");
  CHECK(seen.actions > 0);
  // "ends the turn" only: play cannot reach it (the next test says why).
  for (int w = 0; w < kWordCount; ++w) {
    INFO("ActionWord " << w);
    const bool reachable = static_cast<ActionWord>(w) != ActionWord::EndsTurn;
    CHECK(seen.words.count(static_cast<ActionWord>(w)) == (reachable ? 1u : 0u));
  }
  for (int k = 0; k < kKindCount; ++k) {
    INFO("ModifierKind " << k);
    CHECK(seen.kinds.count(static_cast<ModifierKind>(k)) == 1);
  }
  CHECK(seen.victories.count(VictoryReason::LeaderFallen) == 1);
  CHECK(seen.victories.count(VictoryReason::HalfArmyLost) == 1);
}

TEST_CASE("H4 action words: ends the turn has its words though no decision says it", "[action_text][H4][T6]") {
  // The End phase offers discards only and ends by itself once the hand is
  // within its limit, so "end" is never legal there.
  const std::vector<std::string> all = allCardCopies();
  const std::vector<std::string> eight(all.begin(), all.begin() + 8);  // one over the hand limit
  const GameState st = Setup().phase("end").greek(eight).start();
  REQUIRE(st.phase() == Phase::End);
  CHECK_FALSE(legal(st, "end"));
  for (const Decision& d : st.legalDecisions()) CHECK(d.verb == Verb::Discard);
  CHECK(englishText(ActionPhrase{.word = ActionWord::EndsTurn}, st.game()) == "ends the turn");
  const ActionText ended{.head = {ActionPhrase{.word = ActionWord::EndsTurn}}};
  CHECK(englishSummary(ended, st.game()) == "ends the turn");
}

// Random games from seed 1 on (gestures drawn from `pick`, up to turn 40),
// each action committed handed to `f` with its match, until `enough()` or
// `seeds` games.
template <class Enough, class F>
void forEachRandomAction(std::uint64_t seeds, Rng& pick, Enough enough, F f) {
  for (std::uint64_t seed = 1; seed <= seeds && !enough(); ++seed) {
    const SavedGame start = openingSave(bundledScenarioJson(), seed, false);
    Match m(gameOfSave(start, "test"), start, UndoPolicy::Anything);
    while (!m.state().isTerminal() && m.state().turn() <= 40) {
      const Match::Commit c = m.commit(randomGesture(m.state(), pick));
      REQUIRE(c.ok());
      for (std::size_t i = c.firstAction; i < m.actions().size(); ++i)
        if (m.actions()[i].end > m.actions()[i].first) f(m, m.actions()[i]);
    }
  }
}

// K2: a defender's card for +1 heads its answer. With no head the casualty
// its round let it choose came first: "Porus chooses the casualty: +1 with
// War Skills — 9 against 15 ..." read as if choosing had given the +1.
TEST_CASE("K2 action words: a defender's support is an answer to the attack, whatever its round brings",
          "[action_text][K2]") {
  Rng pick(4242);
  int answers = 0;
  forEachRandomAction(60, pick, [&] { return answers >= 20; }, [&](const Match& m, const MatchAction& action) {
    const GameState& before = m.timeline().at(action.first);
    if (before.step() != Step::DefenderResponse || m.timeline().step(action.first).decision.verb != Verb::Support) return;
    const ActionText text = describeAction(m.timeline(), action.first, action.end);
    INFO(text.summary);
    REQUIRE_FALSE(text.head.empty());
    CHECK(text.head.front().word == ActionWord::AnswersAttack);
    CHECK(text.summary.rfind("answers the attack: +1 with ", 0) == 0);
    ++answers;
  });
  CHECK(answers >= 20);
}

// K2: a Defence card ends the combat at once, and its words say so (a
// tester read "Porus defends with Prince" as a round still to come).
TEST_CASE("K2 action words: a Defence card's answer says the combat ends", "[action_text][K2]") {
  Rng pick(777);
  int defences = 0;
  forEachRandomAction(80, pick, [&] { return defences >= 10; }, [&](const Match& m, const MatchAction& action) {
    const GameState& before = m.timeline().at(action.first);
    if (before.step() != Step::DefenderResponse || m.timeline().step(action.first).decision.verb != Verb::Defend) return;
    const ActionText text = describeAction(m.timeline(), action.first, action.end);
    INFO(text.summary);
    CHECK(text.summary.find("defends with ") != std::string::npos);
    CHECK(text.summary.find(": the combat ends") != std::string::npos);
    CHECK_FALSE(m.timeline().at(action.end).combat().active);
    ++defences;
  });
  CHECK(defences >= 10);
}

// C7: a leader card played to head an action is named as a card: "the
// Alexander card: attack h4→g4", not "Alexander: Alexander: attack ...",
// which a tester read as the leader twice; other cards by their name.
TEST_CASE("C7 action words: a leader card heading an action is called a card", "[action_text][C7]") {
  Rng pick(4242);
  int leaders = 0, others = 0;
  forEachRandomAction(200, pick, [&] { return leaders >= 10 && others >= 10; }, [&](const Match& m, const MatchAction& action) {
    const Decision first = m.timeline().step(action.first).decision;
    if (first.verb != Verb::Move && first.verb != Verb::Attack) return;
    const CardDef& card = m.game().cards()[first.arg];
    const ActionText text = describeAction(m.timeline(), action.first, action.end);
    INFO(text.summary);
    if (card.type == CardType::L) {
      CHECK(text.summary.rfind("the " + card.name + " card: ", 0) == 0);
      ++leaders;
    } else {
      CHECK(text.summary.rfind(card.name + ": ", 0) == 0);
      ++others;
    }
  });
  CHECK(leaders >= 10);
  CHECK(others >= 10);
}

// C7: a leader card played as support or defence is named as a card too:
// "+1 with the Coenus card", "defends with the Prince card: the combat
// ends", "support: the Craterus card" ("+1 with Coenus" read to a tester as
// the leader's help); other cards by their name alone.
TEST_CASE("C7 action words: a leader card as support or defence is called a card", "[action_text][C7]") {
  Rng pick(9090);
  int leaders = 0, others = 0, reasons = 0;
  const auto enough = [&] { return leaders >= 10 && others >= 10 && reasons >= 10; };
  forEachRandomAction(400, pick, enough, [&](const Match& m, const MatchAction& action) {
    const Game& g = m.game();
    const ActionText text = describeAction(m.timeline(), action.first, action.end);
    INFO(text.summary);
    std::vector<ActionPhrase> phrases = text.head;
    phrases.insert(phrases.end(), text.clauses.begin(), text.clauses.end());
    for (const ActionPhrase& p : phrases) {
      for (const auto* mods : {&p.attackerModifiers, &p.defenderModifiers})
        for (const Modifier& mod : *mods)
          if (mod.kind == ModifierKind::Support && g.cards()[static_cast<CardIndex>(mod.args[0])].type == CardType::L) {
            CHECK(mod.reason == "support: the " + g.cards()[static_cast<CardIndex>(mod.args[0])].name + " card");
            ++reasons;
          }
      if (p.word != ActionWord::SupportsWith && p.word != ActionWord::DefendsWith) continue;
      const CardDef& card = g.cards()[p.card];
      const std::string words = englishText(p, g);
      const std::string lead = p.word == ActionWord::SupportsWith ? "+1 with " : "defends with ";
      if (card.type == CardType::L) {
        CHECK(words.rfind(lead + "the " + card.name + " card", 0) == 0);
        ++leaders;
      } else {
        CHECK(words.rfind(lead + card.name, 0) == 0);
        CHECK(words.find(" card") == std::string::npos);
        ++others;
      }
    }
  });
  CHECK(leaders >= 10);
  CHECK(others >= 10);
  CHECK(reasons >= 10);
}

// K5: the attacker's choice to fight on or break off, when it opens an
// action (the round before was the defender's answer or casualty), heads
// it: "fights on: +1 with Challenge — ... — King Porus eliminated", not
// "chooses the casualty: fights on — ...", which read as if the casualty
// had come first (a tester's turn-1 game).
TEST_CASE("K5 action words: fighting on or breaking off heads the action it opens", "[action_text][K5]") {
  Rng pick(777);
  int opened = 0, killedAfter = 0;
  forEachRandomAction(80, pick, [&] { return opened >= 20 && killedAfter >= 3; }, [&](const Match& m, const MatchAction& action) {
    const Verb first = m.timeline().step(action.first).decision.verb;
    if (first != Verb::Continue && first != Verb::BreakOff) return;
    const ActionText text = describeAction(m.timeline(), action.first, action.end);
    INFO(text.summary);
    REQUIRE(text.head.size() == 1);
    CHECK(text.head.front().word == (first == Verb::Continue ? ActionWord::FightsOn : ActionWord::BreaksOff));
    CHECK(text.summary.find("chooses the casualty") == std::string::npos);
    for (std::size_t k = action.first; k < action.end; ++k)
      if (m.timeline().step(k).decision.verb == Verb::Kill) ++killedAfter;
    ++opened;
  });
  CHECK(opened >= 20);
  CHECK(killedAfter >= 3);
}

// K5, K3: in an action of several rounds, a round whose modifiers read as
// the round before's gives its sums only: a tester's log row of a combat of
// nine rounds listed the same five reasons nine times and stood taller than
// the log. The first round of each combat, and any round whose modifiers
// changed (a won round's +1, a support), keeps its reasons.
TEST_CASE("K5 action words: a later round with the same modifiers gives its sums only", "[action_text][K5][K3]") {
  Rng pick(31337);
  int repeated = 0, changed = 0;
  forEachRandomAction(400, pick, [&] { return repeated >= 20 && changed >= 20; }, [&](const Match& m, const MatchAction& action) {
    const ActionText text = describeAction(m.timeline(), action.first, action.end);
    INFO(text.summary);
    const ActionPhrase* before = nullptr;
    for (const ActionPhrase& p : text.clauses) {
      if (p.word == ActionWord::AttackOpened) before = nullptr;
      if (p.word != ActionWord::CombatRound) continue;
      const std::string words = englishText(p, m.state().game());
      if (!before) {
        CHECK_FALSE(p.modifiersAsBefore);
      } else {
        const auto alike = [](const std::vector<Modifier>& a, const std::vector<Modifier>& b) {
          if (a.size() != b.size()) return false;
          for (std::size_t i = 0; i < a.size(); ++i)
            if (a[i].kind != b[i].kind || a[i].value != b[i].value ||
                (a[i].kind != ModifierKind::BiggerStack && a[i].args != b[i].args))
              return false;
          return true;
        };
        const bool same = alike(p.attackerModifiers, before->attackerModifiers) &&
                          alike(p.defenderModifiers, before->defenderModifiers);
        CHECK(p.modifiersAsBefore == same);
        (same ? repeated : changed) += 1;
      }
      // Reasons follow a colon inside the brackets; the sums alone have none.
      const bool reasonsGiven = words.find(':') != std::string::npos;
      const bool anyModifier = !p.attackerModifiers.empty() || !p.defenderModifiers.empty();
      CHECK(reasonsGiven == (anyModifier && !p.modifiersAsBefore));
      before = &p;
    }
  });
  CHECK(repeated >= 20);
  CHECK(changed >= 20);
}

// T2: the turn's draw is told in the log, as the last clause of the action
// that ended the turn before it ("ends the Attack phase — Porus draws 3 for
// the turn"): a tester saw no line for his four cards. No other action
// tells it; a Tactics card's draw stays "draws 2", the player's own.
TEST_CASE("T2 action words: the action that ends a turn tells the next side's draw, and only it", "[action_text][T2]") {
  Rng pick(2626);
  int turnsPassed = 0;
  forEachRandomAction(20, pick, [&] { return turnsPassed >= 40; }, [&](const Match& m, const MatchAction& action) {
    const GameState& before = m.timeline().at(action.first);
    const GameState& after = m.timeline().at(action.end);
    const ActionText text = describeAction(m.timeline(), action.first, action.end);
    INFO(text.summary);
    const bool passed = !after.isTerminal() && after.turn() != before.turn();
    const auto draws = std::count_if(text.clauses.begin(), text.clauses.end(),
                                     [](const ActionPhrase& p) { return p.word == ActionWord::TurnDraws; });
    CHECK(draws == (passed ? 1 : 0));
    if (!passed) return;
    const ActionPhrase& last = text.clauses.back();
    REQUIRE(last.word == ActionWord::TurnDraws);
    CHECK(last.side == after.activeSide());
    const SideIndex s = after.activeSide();
    const int draw = m.game().scenario().sides[s].draw;
    CHECK(last.number == draw);  // the deck never runs dry this early
    // After a dash, even as the only clause: "discards the Lock Shields
    // card: Porus draws 3" read to a tester as one event causing the other.
    CHECK(text.summary.ends_with(" \u2014 " + m.game().scenario().sides[s].name + " draws " + std::to_string(draw) + " for the turn"));
    CHECK(text.summary.find(": " + m.game().scenario().sides[s].name + " draws") == std::string::npos);
    ++turnsPassed;
  });
  CHECK(turnsPassed >= 40);
}
