// H1, T2, T3: the worlds a bot searches are built from what its seat sees
// and knows, never from the true state's hidden cards or generator.
#include <map>

#include "hydaspes/bot/seat_knowledge.h"
#include "hydaspes/bot/world_sampler.h"
#include "hydaspes/world_sample.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {
bool isSubMultiset(const std::vector<CardIndex>& part, const std::vector<CardIndex>& whole) {
  std::map<CardIndex, int> n;
  for (CardIndex c : whole) ++n[c];
  for (CardIndex c : part)
    if (--n[c] < 0) return false;
  return true;
}

int totalCards(const GameState& st) {
  return static_cast<int>(st.deck().size() + st.discardPile().size() + st.hand(0).size() + st.hand(1).size() +
                          st.inPlay().size());
}

// A position some random decisions into a game.
GameState randomPosition(std::uint64_t seed, int decisions) {
  GameState st = GameState::newGame(bundledGame(), seed);
  Rng rng(seed * 7 + 1);
  for (int i = 0; i < decisions && !st.isTerminal(); ++i) {
    const auto legal = st.legalDecisions();
    st.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  return st;
}
}  // namespace

TEST_CASE("H1 a world from an observation and the true hidden cards shows the same observation", "[bot][hidden]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const GameState st = randomPosition(seed, static_cast<int>(seed * 13));
    const SideIndex seat = st.isTerminal() ? SideIndex{0} : st.decidingSide();
    const Observation seen = st.observe(seat);
    const GameState world = worldFromObservation(st.gamePtr(), seen, {st.hand(otherSide(seat)), st.deck()}, 99);
    CHECK(world.observe(seat) == seen);
    CHECK(world.observe(otherSide(seat)) == st.observe(otherSide(seat)));
    CHECK(world.hand(otherSide(seat)) == st.hand(otherSide(seat)));
    CHECK(world.deck() == st.deck());
    CHECK(world.legalDecisions() == st.legalDecisions());
    CHECK(world.deceptionUsed() == st.deceptionUsed());
  }
}

TEST_CASE("H1 worldFromObservation refuses an assignment that does not fit what the seat sees", "[bot][hidden]") {
  const GameState st = randomPosition(5, 40);
  const Observation seen = st.observe(0);
  const auto& hand = st.hand(1);
  const auto& deck = st.deck();
  REQUIRE(deck.size() >= 2);
  // Too few cards in the other hand.
  CHECK_THROWS_AS(worldFromObservation(st.gamePtr(), seen, {{hand.begin() + 1, hand.end()}, deck}, 1),
                  std::invalid_argument);
  // A card of the deck twice and another card nowhere.
  auto doubled = deck;
  doubled[0] = doubled[1] == doubled[0] ? doubled[0] : doubled[1];
  if (doubled != deck) CHECK_THROWS_AS(worldFromObservation(st.gamePtr(), seen, {hand, doubled}, 1), std::invalid_argument);
  // A spectator's observation has no hand to build a world around.
  CHECK_THROWS_AS(worldFromObservation(st.gamePtr(), st.observe(std::nullopt), {hand, deck}, 1), std::invalid_argument);
}

TEST_CASE("T3 the resampler puts the cards a Deception showed in the other hand", "[bot][hidden]") {
  GameState st = Setup()
                     .phase("deception")
                     .greek({"decoy", "deception", "march"})
                     .indian({"monsoon", "rush", "routed", "evasion", "march"})
                     .start();
  auto knowledge = knowledgeOf(st);
  CHECK(knowledge[0].information().knownInOtherHand.empty());
  playKnown(st, knowledge, parse(st.game(), "deceive decoy"));
  playKnown(st, knowledge, parse(st.game(), "discard monsoon"));
  const BotInformation& info = knowledge[0].information();
  CHECK(info.knownInOtherHand == st.hand(1));  // all four left, in hand order
  CHECK(knowledge[1].information().knownInOtherHand.empty());  // Porus learnt nothing of Alexander's hand

  Rng rng(3);
  bool someDeckDiffers = false;
  for (int i = 0; i < 200; ++i) {
    const GameState world = sampleWorld(info, rng);
    CHECK(isSubMultiset(info.knownInOtherHand, world.hand(1)));
    CHECK(world.hand(1).size() == st.hand(1).size());
    CHECK(world.deck().size() == st.deck().size());
    CHECK(world.hand(0) == st.hand(0));  // own hand untouched
    CHECK(world.discardPile() == st.discardPile());  // discard pile untouched
    CHECK(world.inPlay() == st.inPlay());
    CHECK(totalCards(world) == st.game().totalCards());
    CHECK(world.observe(0) == st.observe(0));
    someDeckDiffers = someDeckDiffers || world.deck() != st.deck();
  }
  CHECK(someDeckDiffers);
}

TEST_CASE("T3 a card the Deception showed leaves the knowledge when it is played", "[bot][hidden]") {
  GameState st = Setup()
                     .phase("deception")
                     .greek({"decoy"})
                     .indian({"monsoon", "evasion"})
                     .start();
  auto knowledge = knowledgeOf(st);
  playKnown(st, knowledge, parse(st.game(), "deceive decoy"));
  playKnown(st, knowledge, parse(st.game(), "discard evasion"));
  const CardIndex monsoon = cardNamed(st.game(), "monsoon");
  CHECK(knowledge[0].information().knownInOtherHand == std::vector<CardIndex>{monsoon});
  // Alexander moves along the river bank into b3 (the river): Porus negates with Monsoon.
  playKnown(st, knowledge, parse(st.game(), "move free"));
  playKnown(st, knowledge, parse(st.game(), "from b2"));
  playKnown(st, knowledge, parse(st.game(), "take alexander"));
  playKnown(st, knowledge, parse(st.game(), "to b3"));
  playKnown(st, knowledge, parse(st.game(), "face S"));
  REQUIRE(st.step() == Step::NegateWindow);
  playKnown(st, knowledge, parse(st.game(), "negate monsoon"));
  CHECK(knowledge[0].information().knownInOtherHand.empty());
}

TEST_CASE("H1 T2 T3 over random games the knowledge of the other hand is always true, and reshuffles teach it",
          "[bot][hidden]") {
  int positions = 0, learntByReshuffle = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    GameState st = GameState::newGame(bundledGame(), seed);
    auto knowledge = knowledgeOf(st);
    Rng rng(seed);
    bool deceived = false;
    while (!st.isTerminal() && st.turn() <= 120) {
      const auto legal = st.legalDecisions();
      const Decision d = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      deceived = deceived || d.verb == Verb::Deceive;
      playKnown(st, knowledge, d);
      for (int s = 0; s < 2; ++s) {
        const BotInformation& info = knowledge[static_cast<std::size_t>(s)].information();
        const auto other = otherSide(static_cast<SideIndex>(s));
        INFO("seed " << seed << " turn " << st.turn() << " seat " << s);
        REQUIRE(isSubMultiset(info.knownInOtherHand, st.hand(other)));
        REQUIRE(info.observation == st.observe(static_cast<SideIndex>(s)));
        // Every card the seat cannot place is in the other hand or the deck.
        auto hidden = st.deck();
        hidden.insert(hidden.end(), st.hand(other).begin(), st.hand(other).end());
        std::sort(hidden.begin(), hidden.end());
        const std::vector<CardIndex> unplaced = unplacedCards(info);
        const auto& knownOther = info.observation.hands[other] ? *info.observation.hands[other] : info.knownInOtherHand;
        std::vector<CardIndex> placedByGuess = unplaced;
        placedByGuess.insert(placedByGuess.end(), knownOther.begin(), knownOther.end());
        std::sort(placedByGuess.begin(), placedByGuess.end());
        REQUIRE(placedByGuess == hidden);
        ++positions;
        if (s == 1 && !info.knownInOtherHand.empty()) ++learntByReshuffle;  // Porus never deceives
      }
    }
  }
  CHECK(positions > 10000);
  CHECK(learntByReshuffle > 0);
}
