// D1 for computer players: a bot game with fixed seeds and an iteration
// budget is the same every time, and its record replays; saves name the bots.
#include <algorithm>
#include <sstream>

#include "hydaspes/bot/bot_game.h"
#include "hydaspes/bot/bot_spec.h"
#include "hydaspes/saved_game.h"
#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

TEST_CASE("D1 a bot game with fixed seeds and an iteration budget repeats exactly and replays", "[bot]") {
  const GamePtr game = bundledGame();
  BotSeat seats[2];
  seats[0] = {parseBotSpec("ismcts:level=2"), 11};  // half its actions searched, half at random
  seats[1] = {parseBotSpec("flatmc:iterations=25"), 12};
  const BotGameResult a = playBotGame(game, 3, seats, 200);
  const BotGameResult b = playBotGame(game, 3, seats, 200);
  REQUIRE(a.failure.empty());
  CHECK(a.winner.has_value());
  CHECK(a.decisions == b.decisions);
  CHECK(a.hashes == b.hashes);
  GameState st = GameState::newGame(game, 3);
  for (std::size_t i = 0; i < a.decisions.size(); ++i) {
    st.apply(a.decisions[i]);
    REQUIRE(st.hash() == a.hashes[i]);
  }
  CHECK(st.winner() == a.winner);
}

TEST_CASE("D1 a pinned bot spec, as a save records it, is the same bot: same settings, same game", "[bot]") {
  for (const char* text : {"ismcts", "ismcts:level=1", "ismcts:level=2,seed=5", "ismcts:level=3", "flatmc:level=2",
                           "ismcts:time=0.1", "ismcts:iterations=40,contempt=0,depth=2", "ismcts:halving=0",
                           "ismcts:halving=8,depth=3", "ismcts:prior=20", "ismcts:exposure=1.5", "flatmc:exposure=0", "ismcts:shelter=0.5", "ismcts:guard=0", "random"}) {
    INFO(text);
    const BotSpec spec = parseBotSpec(text);
    const BotSpec pinned = spec.pinned();
    CHECK(pinned.kind == spec.kind);
    CHECK(pinned.level == spec.level);
    CHECK(pinned.seed == spec.seed);
    CHECK(pinned.budget().iterations == spec.budget().iterations);
    CHECK(pinned.budget().seconds == spec.budget().seconds);
    const SearchConfig a = spec.searchConfig(), b = pinned.searchConfig();
    CHECK(b.randomShare == a.randomShare);
    CHECK(b.leafEvaluation == a.leafEvaluation);
    CHECK(b.contempt == a.contempt);
    CHECK(b.treeDepth == a.treeDepth);
    CHECK(b.halvingWidth == a.halvingWidth);
    CHECK(b.halvingPrior == a.halvingPrior);
    CHECK(b.exposureWeight == a.exposureWeight);
    CHECK(b.ownExposureWeight == a.ownExposureWeight);
    CHECK(b.shelterWeight == a.shelterWeight);
    CHECK(b.huntWeight == a.huntWeight);
    CHECK(b.candidates.seekRefuge == a.candidates.seekRefuge);
    CHECK(b.candidates.wallMainLeader == a.candidates.wallMainLeader);
    CHECK(b.candidates.guardMainLeader == a.candidates.guardMainLeader);
    CHECK(b.candidates.keepOutOfRiverReach == a.candidates.keepOutOfRiverReach);
    CHECK(b.candidates.spareMainLeader == a.candidates.spareMainLeader);
    // Written out, read back: the same text, the same level; pinning again changes nothing.
    const BotSpec back = parseBotSpec(pinned.text());
    CHECK(back.text() == pinned.text());
    CHECK(back.level == spec.level);
    CHECK(back.pinned().text() == pinned.text());
  }
  // Nothing is left to a default: a level's budget and share, the search's settings.
  std::ostringstream priorOut;
  priorOut << kBotHalvingPrior;
  const std::string priorText = priorOut.str();
  std::ostringstream shelterOut;
  shelterOut << kDefaultShelterWeight;
  const std::string shelterText = shelterOut.str() + ",hunt=" + [] {
    std::ostringstream huntOut;
    huntOut << kDefaultHuntWeight;
    return huntOut.str();
  }();
  std::ostringstream armyOut;
  armyOut << kLeaderArmyShare;
  const std::string armyText = armyOut.str();
  std::ostringstream chaseOut;
  chaseOut << kBotPlayoutChase;
  const std::string chaseText = chaseOut.str();
  CHECK(parseBotSpec("ismcts:level=3").pinned().text() ==
        "ismcts:level=3,iterations=" + std::to_string(iterationsOfLevel(3)) + ",random=0.3,leaf=0,contempt=2,depth=" +
            std::to_string(kBotTreeDepth) + ",halving=" + std::to_string(kBotHalvingWidth) + ",prior=" + priorText + ",exposure=0.3,fear=1,shelter=" + shelterText + ",turns=" + std::to_string(kBotPlayoutTurns) + ",chase=" + chaseText + ",guard=1,escort=4,army=" + armyText + ",river=1,spare=1,risk=0.15,strike=1,refuge=0,wall=0,wipe=0,join=0,swift=0,keep=0");
  CHECK(parseBotSpec("flatmc:level=1").pinned().text() ==
        "flatmc:level=1,iterations=" + std::to_string(iterationsOfLevel(1)) + ",random=1,exposure=0.3,fear=1,shelter=" + shelterText + ",turns=" + std::to_string(kBotPlayoutTurns) + ",chase=" + chaseText + ",guard=1,escort=4,army=" + armyText + ",river=1,spare=1,risk=0.15,strike=1,refuge=0,wall=0,wipe=0,join=0,swift=0,keep=0");
  // The game a pinned pair of bots plays is the game the level specs play.
  const GamePtr game = bundledGame();
  BotSeat seats[2], pinnedSeats[2];
  seats[0] = {parseBotSpec("ismcts:level=2"), 21};
  seats[1] = {parseBotSpec("flatmc:level=1"), 22};
  for (int side = 0; side < 2; ++side) pinnedSeats[side] = {parseBotSpec(seats[side].spec.pinned().text()), seats[side].seed};
  const BotGameResult a = playBotGame(game, 5, seats, 200);
  const BotGameResult b = playBotGame(game, 5, pinnedSeats, 200);
  REQUIRE(a.failure.empty());
  CHECK(a.decisions == b.decisions);
}

TEST_CASE("bot specs read levels, iterations, time, seed, random share, leaf, contempt, depth, halving, exposure and guard, and refuse anything else", "[bot]") {
  CHECK(parseBotSpec("ismcts").budget().iterations == iterationsOfLevel(kDefaultBotLevel));
  CHECK(parseBotSpec("flatmc:level=4").budget().iterations == iterationsOfLevel(4));
  CHECK(parseBotSpec("ismcts:iterations=7").budget().iterations == 7);
  const BotSpec timed = parseBotSpec("ismcts:time=0.25,seed=9");
  CHECK(timed.budget().seconds == 0.25);
  CHECK(timed.budget().iterations == 0);
  CHECK(timed.seed == 9u);
  CHECK(parseBotSpec(timed.text()).text() == timed.text());
  CHECK(parseBotSpec("random").text() == "random");
  for (int level = 2; level <= kBotLevels; ++level) CHECK(iterationsOfLevel(level) >= 2 * iterationsOfLevel(level - 1));
  // The lower levels play loosely; the default and those above do not.
  CHECK(parseBotSpec("ismcts:level=1").searchConfig().randomShare == randomShareOfLevel(1));
  CHECK(randomShareOfLevel(1) > 0);
  CHECK(randomShareOfLevel(kDefaultBotLevel) == 0);
  for (int level = 2; level <= kBotLevels; ++level) CHECK(randomShareOfLevel(level) < randomShareOfLevel(level - 1) + 1e-9);
  const BotSpec loose = parseBotSpec("ismcts:random=0.3,iterations=50");
  CHECK(loose.searchConfig().randomShare == 0.3);
  CHECK(parseBotSpec(loose.text()).text() == loose.text());
  CHECK(parseBotSpec("ismcts:level=1,time=0.1").searchConfig().randomShare == 0);  // the time replaces the level
  CHECK_THROWS_AS(parseBotSpec("ismcts:random=1.5"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:random=-0.1"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:random=some"), std::invalid_argument);
  // How much a leaf's value is its own evaluation: ISMCTS only.
  const BotSpec leaf = parseBotSpec("ismcts:leaf=0.5,iterations=70");
  CHECK(leaf.searchConfig().leafEvaluation == 0.5);
  CHECK(parseBotSpec(leaf.text()).text() == leaf.text());
  CHECK(parseBotSpec("ismcts").searchConfig().leafEvaluation == kBotLeafEvaluation);
  CHECK(parseBotSpec("ismcts:time=0.1").searchConfig().contempt == kBotContempt);  // at any budget
  CHECK(parseBotSpec("flatmc").searchConfig().leafEvaluation == 0);
  CHECK_THROWS_AS(parseBotSpec("ismcts:leaf=1.5"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:leaf=half"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("flatmc:leaf=0.5"), std::invalid_argument);
  // How far ISMCTS believes it outplays its opponent, in logits: ISMCTS only.
  const BotSpec contempt = parseBotSpec("ismcts:contempt=-1.5,level=2");
  CHECK(contempt.searchConfig().contempt == -1.5);
  CHECK(parseBotSpec(contempt.text()).text() == contempt.text());
  CHECK(parseBotSpec("ismcts").searchConfig().contempt == kBotContempt);
  CHECK(parseBotSpec("ismcts:contempt=0").searchConfig().contempt == 0);
  CHECK(parseBotSpec("flatmc").searchConfig().contempt == 0);
  CHECK(SearchConfig{}.contempt == 0);  // hints and reviews estimate plainly
  CHECK_THROWS_AS(parseBotSpec("ismcts:contempt=11"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:contempt=much"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("flatmc:contempt=1"), std::invalid_argument);
  // How much the evaluation fears for each main leader: both searches, from 0.
  const BotSpec careful = parseBotSpec("ismcts:exposure=1.2,level=2");
  CHECK(careful.searchConfig().exposureWeight == 1.2);
  CHECK(parseBotSpec(careful.text()).text() == careful.text());
  CHECK(parseBotSpec("flatmc:exposure=0").searchConfig().exposureWeight == 0);
  CHECK(parseBotSpec("ismcts").searchConfig().exposureWeight == kDefaultExposureWeight);
  CHECK(SearchConfig{}.exposureWeight == kDefaultExposureWeight);
  CHECK_THROWS_AS(parseBotSpec("ismcts:exposure=-0.1"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:exposure=5"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:exposure=high"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:exposure=1"), std::invalid_argument);
  // How much it fears for its own main leader: both searches, from 0.
  const BotSpec bold = parseBotSpec("flatmc:fear=0.3,level=2");
  CHECK(bold.searchConfig().ownExposureWeight == 0.3);
  CHECK(bold.searchConfig().exposureWeight == kDefaultExposureWeight);
  CHECK(parseBotSpec(bold.text()).text() == bold.text());
  CHECK(parseBotSpec("ismcts").searchConfig().ownExposureWeight == kDefaultOwnExposureWeight);
  CHECK(SearchConfig{}.ownExposureWeight == kDefaultOwnExposureWeight);
  CHECK_THROWS_AS(parseBotSpec("ismcts:fear=-1"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:fear=4.5"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:fear=1"), std::invalid_argument);
  // How much the open ways in to its own main leader cost it: both searches, from 0.
  const BotSpec ringed = parseBotSpec("flatmc:shelter=0.4,level=2");
  CHECK(ringed.searchConfig().shelterWeight == 0.4);
  CHECK(ringed.searchConfig().ownExposureWeight == kDefaultOwnExposureWeight);
  CHECK(parseBotSpec(ringed.text()).text() == ringed.text());
  CHECK(parseBotSpec("ismcts").searchConfig().shelterWeight == kDefaultShelterWeight);
  CHECK(SearchConfig{}.shelterWeight == kDefaultShelterWeight);
  CHECK_THROWS_AS(parseBotSpec("ismcts:shelter=-0.5"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:shelter=9"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:shelter=1"), std::invalid_argument);
  // How much a hunt's best kill through those ways in costs it: both searches, from 0.
  const BotSpec hunted = parseBotSpec("ismcts:hunt=0.2,level=2");
  CHECK(hunted.searchConfig().huntWeight == 0.2);
  CHECK(parseBotSpec(hunted.text()).text() == hunted.text());
  CHECK(parseBotSpec("flatmc").searchConfig().huntWeight == kDefaultHuntWeight);
  CHECK(SearchConfig{}.huntWeight == kDefaultHuntWeight);
  CHECK_THROWS_AS(parseBotSpec("ismcts:hunt=-1"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:hunt=1"), std::invalid_argument);
  // The share of the playouts' moves that chase the enemy main leader: both searches, 0 to 1.
  const BotSpec chasing = parseBotSpec("flatmc:chase=0.5,level=2");
  CHECK(chasing.searchConfig().playoutChase == 0.5);
  CHECK(parseBotSpec(chasing.text()).text() == chasing.text());
  CHECK(parseBotSpec("ismcts").searchConfig().playoutChase == kBotPlayoutChase);
  CHECK_THROWS_AS(parseBotSpec("ismcts:chase=1.5"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:chase=1"), std::invalid_argument);
  // Whether a main leader's moves may seek a refuge, and others wall him in: off unless 1.
  CHECK_FALSE(parseBotSpec("ismcts").searchConfig().candidates.seekRefuge);
  CHECK_FALSE(parseBotSpec("flatmc").searchConfig().candidates.wallMainLeader);
  const BotSpec walled = parseBotSpec("ismcts:refuge=1,wall=1");
  CHECK(walled.searchConfig().candidates.seekRefuge);
  CHECK(walled.searchConfig().candidates.wallMainLeader);
  CHECK(parseBotSpec(walled.text()).text() == walled.text());
  CHECK_THROWS_AS(parseBotSpec("ismcts:refuge=2"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:wall=1"), std::invalid_argument);
  // Whether the candidates keep a main leader guarded: both searches, on unless guard=0.
  const BotSpec loneLeader = parseBotSpec("flatmc:guard=0,level=2");
  CHECK_FALSE(loneLeader.searchConfig().candidates.guardMainLeader);
  CHECK(parseBotSpec(loneLeader.text()).text() == loneLeader.text());
  CHECK(parseBotSpec("ismcts").searchConfig().candidates.guardMainLeader);
  CHECK(parseBotSpec("ismcts:guard=1").searchConfig().candidates.guardMainLeader);
  CHECK(SearchConfig{}.candidates.guardMainLeader);
  CHECK_THROWS_AS(parseBotSpec("ismcts:guard=2"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:guard=yes"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:guard=1"), std::invalid_argument);
  // How many units a guarded main leader keeps with him: kLeaderEscort unless escort= says.
  CHECK(parseBotSpec("ismcts").searchConfig().candidates.leaderEscort == kLeaderEscort);
  const BotSpec lightEscort = parseBotSpec("flatmc:escort=2");
  CHECK(lightEscort.searchConfig().candidates.leaderEscort == 2);
  CHECK(parseBotSpec(lightEscort.text()).text() == lightEscort.text());
  CHECK(parseBotSpec("ismcts:escort=2").pinned().text().find(",escort=2,") != std::string::npos);
  CHECK_THROWS_AS(parseBotSpec("ismcts:escort=16"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:escort=-1"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:escort=4"), std::invalid_argument);
  // Or a share of his army, if more: kLeaderArmyShare unless army= says.
  CHECK(parseBotSpec("ismcts").searchConfig().candidates.leaderArmyShare == kLeaderArmyShare);
  const BotSpec noShare = parseBotSpec("ismcts:army=0");
  CHECK(noShare.searchConfig().candidates.leaderArmyShare == 0);
  CHECK(parseBotSpec(noShare.text()).text() == noShare.text());
  CHECK(parseBotSpec("flatmc:army=0.25").pinned().text().find(",army=0.25,") != std::string::npos);
  CHECK_THROWS_AS(parseBotSpec("ismcts:army=1.5"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:army=0.5"), std::invalid_argument);
  // How many turns a playout runs before the evaluation: as bots,
  // kBotPlayoutTurns unless turns= says; hints and reviews keep SearchConfig's.
  CHECK(parseBotSpec("flatmc").searchConfig().playoutTurns == kBotPlayoutTurns);
  CHECK(parseBotSpec("ismcts").searchConfig().playoutTurns == kBotPlayoutTurns);
  const BotSpec longSight = parseBotSpec("ismcts:turns=4");
  CHECK(longSight.searchConfig().playoutTurns == 4);
  CHECK(parseBotSpec(longSight.text()).text() == longSight.text());
  CHECK(longSight.pinned().text().find(",turns=4,") != std::string::npos);
  CHECK_THROWS_AS(parseBotSpec("ismcts:turns=0"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("flatmc:turns=9"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:turns=2"), std::invalid_argument);
  // The most a main leader's stack risks losing a round: kSpareMainLeaderAt unless risk= says.
  CHECK(parseBotSpec("ismcts").searchConfig().candidates.spareRisk == kSpareMainLeaderAt);
  const BotSpec risky = parseBotSpec("ismcts:risk=0.4");
  CHECK(risky.searchConfig().candidates.spareRisk == 0.4);
  CHECK(parseBotSpec(risky.text()).text() == risky.text());
  CHECK(risky.pinned().text().find(",risk=0.4,") != std::string::npos);
  CHECK_THROWS_AS(parseBotSpec("ismcts:risk=1.5"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:risk=0.1"), std::invalid_argument);
  // Whether a move may stop in the river within the enemy's reach: both searches, kept out unless river=0.
  const BotSpec wader = parseBotSpec("ismcts:river=0");
  CHECK_FALSE(wader.searchConfig().candidates.keepOutOfRiverReach);
  CHECK(parseBotSpec(wader.text()).text() == wader.text());
  CHECK(parseBotSpec("flatmc").searchConfig().candidates.keepOutOfRiverReach);
  CHECK(SearchConfig{}.candidates.keepOutOfRiverReach);
  CHECK_THROWS_AS(parseBotSpec("ismcts:river=2"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:river=1"), std::invalid_argument);
  // Whether a main leader's stack attacks only at low risk: both searches, on unless spare=0.
  const BotSpec reckless = parseBotSpec("flatmc:spare=0");
  CHECK_FALSE(reckless.searchConfig().candidates.spareMainLeader);
  CHECK(parseBotSpec(reckless.text()).text() == reckless.text());
  CHECK(parseBotSpec("ismcts").searchConfig().candidates.spareMainLeader);
  CHECK(SearchConfig{}.candidates.spareMainLeader);
  CHECK_THROWS_AS(parseBotSpec("ismcts:spare=2"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("random:spare=1"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:level=5"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:level=0"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:time=-1"), std::invalid_argument);
  // How many actions deep the tree goes: ISMCTS only, 0 for no limit.
  const BotSpec deep = parseBotSpec("ismcts:depth=0,iterations=40");
  CHECK(deep.searchConfig().treeDepth == 0);
  CHECK(parseBotSpec(deep.text()).text() == deep.text());
  CHECK(parseBotSpec("ismcts:depth=3").searchConfig().treeDepth == 3);
  CHECK(parseBotSpec("ismcts").searchConfig().treeDepth == kBotTreeDepth);
  CHECK(SearchConfig{}.treeDepth == 0);  // hints and reviews search the whole tree
  CHECK_THROWS_AS(parseBotSpec("ismcts:depth=-1"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:depth=deep"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("flatmc:depth=2"), std::invalid_argument);
  // How many root candidates sequential halving starts with: ISMCTS only, 0 for UCT at the root.
  const BotSpec halving = parseBotSpec("ismcts:halving=16,depth=1,iterations=300");
  CHECK(halving.searchConfig().halvingWidth == 16);
  CHECK(parseBotSpec(halving.text()).text() == halving.text());
  CHECK(parseBotSpec("ismcts:halving=0").searchConfig().halvingWidth == 0);
  CHECK(parseBotSpec("ismcts").searchConfig().halvingWidth == kBotHalvingWidth);
  CHECK(SearchConfig{}.halvingWidth == 0);  // hints and reviews: every candidate's chances by UCT
  CHECK_THROWS_AS(parseBotSpec("ismcts:halving=-1"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:halving=all"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("flatmc:halving=8"), std::invalid_argument);
  // How many playouts' weight sequential halving gives each candidate's prior: ISMCTS only.
  const BotSpec steady = parseBotSpec("ismcts:prior=12.5,level=3");
  CHECK(steady.searchConfig().halvingPrior == 12.5);
  CHECK(parseBotSpec(steady.text()).text() == steady.text());
  CHECK(parseBotSpec("ismcts").searchConfig().halvingPrior == kBotHalvingPrior);
  CHECK(SearchConfig{}.halvingPrior == 0);  // hints and reviews: the playouts' means alone
  CHECK_THROWS_AS(parseBotSpec("ismcts:prior=-1"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:prior=some"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("flatmc:prior=8"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("ismcts:width=3"), std::invalid_argument);
  CHECK_THROWS_AS(parseBotSpec("minimax"), std::invalid_argument);
}

TEST_CASE("the lower levels pick their share of actions at random, the same way for the same seed", "[bot]") {
  const std::vector<Action> candidates{{{Verb::Pass, 0}}, {{Verb::End, 0}}, {{Verb::MoveFree, 0}}};
  int picked = 0;
  std::vector<int> each(candidates.size(), 0);
  for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
    CHECK_FALSE(randomChoice(candidates, 0.0, seed));
    const auto always = randomChoice(candidates, 1.0, seed);
    REQUIRE(always);
    ++each[static_cast<std::size_t>(std::find(candidates.begin(), candidates.end(), *always) - candidates.begin())];
    const auto half = randomChoice(candidates, 0.5, seed);
    CHECK(half == randomChoice(candidates, 0.5, seed));
    picked += half ? 1 : 0;
  }
  CHECK(picked > 430);
  CHECK(picked < 570);
  for (int n : each) CHECK(n > 270);
  CHECK_FALSE(randomChoice({}, 1.0, 1));
}

TEST_CASE("a save names its bots (format version 2), a save without bots stays version 1", "[bot][save]") {
  SavedGame save;
  save.scenario = bundledScenarioJson();
  save.cards = bundledCardsJson();
  save.seed = 4;
  save.players[0] = "Alexander";
  save.players[1] = "Porus";
  CHECK(saveToJson(save)["version"] == 1);
  CHECK_FALSE(saveToJson(save).contains("bots"));

  save.mode = "match";
  save.bots[1] = SavedBot{"ismcts:level=3", 18446744073709551615ULL};
  const nlohmann::json j = saveToJson(save);
  CHECK(j["version"] == 2);
  const SavedGame back = parseSave(j, "match.json");
  CHECK(back.mode == "match");
  CHECK_FALSE(back.bots[0]);
  REQUIRE(back.bots[1]);
  CHECK(back.bots[1]->bot == "ismcts:level=3");
  CHECK(back.bots[1]->seed == 18446744073709551615ULL);

  nlohmann::json v1 = j;
  v1["version"] = 1;  // bots are not part of version 1
  CHECK_THROWS_AS(parseSave(v1, "v1.json"), LoadError);
  nlohmann::json v3 = j;
  v3["version"] = 3;
  CHECK_THROWS_WITH(parseSave(v3, "v3.json"), Catch::Contains("newer Hydaspes"));
}
