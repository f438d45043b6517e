// K4: a round's loss among alike units only (two Chariots, eight Punjab
// Infantry) is no choice, and a person is not asked for it: testers clicked
// "Eliminate: Chariots (1 of 2)" round after round.
#include <catch2/catch.hpp>

#include <QTemporaryDir>

#include "hydaspes/saved_game.h"
#include "rules_fixtures.h"
#include "session/action_log_model.h"
#include "session/alike_units.h"
#include "session/game_session.h"

using namespace hydaspes;
using namespace hydaspes::client;
using namespace hydaspes::test;

namespace {

// Coenus and the Companions in d4 facing S, in the Greeks' Attack phase
// with Break; `indians` in d5 below them; every other unit far off.
Setup twoStacks(const std::vector<std::string>& indians) {
  Setup s = Setup().phase("attack").greek({"break"}).indian({});
  for (const auto& u : bundledGame()->scenario().units) {
    const bool attacker = u.id == "coenus" || u.id == "companions";
    const bool target = std::find(indians.begin(), indians.end(), u.id) != indians.end();
    if (attacker) s.unit(u.id, "d4", "S");
    else if (target) s.unit(u.id, "d5", "N");
    else s.unit(u.id, u.side == 0 ? "a1" : "l7", u.side == 0 ? "N" : "S");
  }
  return s;
}

// The attack from d4 on d5, its round won by the Greeks (6 6 against 1 1).
GameState atCasualty(const std::vector<std::string>& indians) {
  GameState st = twoStacks(indians).start();
  st.forceDice({6, 6, 1, 1});
  for (const char* d : {"attack break", "from d4", "at d5"}) st.apply(parse(st.game(), d));
  return st;
}

}  // namespace

TEST_CASE("K4 client: a round's loss among alike units only is no choice", "[client]") {
  const GameState chariots = atCasualty({"chariots1", "chariots2"});
  REQUIRE(chariots.step() == Step::Casualty);
  REQUIRE(chariots.legalDecisions().size() == 2);
  CHECK(casualtyWithoutChoice(chariots) == parse(chariots.game(), "kill chariots1"));
  // A Chariots and a Punjab Infantry: the winner chooses.
  const GameState mixed = atCasualty({"chariots1", "infantry1"});
  REQUIRE(mixed.step() == Step::Casualty);
  CHECK_FALSE(casualtyWithoutChoice(mixed));
  CHECK_FALSE(casualtyWithoutChoice(twoStacks({"chariots1", "chariots2"}).start()));  // no round fought
}

TEST_CASE("K4 client: the gesture that wins a round against alike units takes the loss in its action", "[client]") {
  // The session plays the position from a save that embeds it.
  QTemporaryDir dir;
  REQUIRE(dir.isValid());
  SavedGame save;
  save.scenario = bundledScenarioJson();
  save.scenario["opening"] = twoStacks({"chariots1", "chariots2"}).toJson();
  save.cards = bundledCardsJson();
  save.seed = 1;
  save.mode = "solo";
  save.forcedDice = {6, 6, 1, 1};
  const QString path = dir.filePath(QStringLiteral("chariots.hydaspes"));
  writeSaveAtomically(path.toStdString(), save);
  GameSession session;
  QString error;
  REQUIRE(session.open(path, &error));
  const Game& g = session.game();
  REQUIRE(session.applyAll({parse(g, "attack break"), parse(g, "from d4"), parse(g, "at d5")}, &error));
  // Won 6 6 against 1 1: one Chariots falls without a question, and the
  // Greeks go on to fight on or break off.
  CHECK(session.state().step() == Step::ContinueOrBreak);
  CHECK(__builtin_popcountll(session.state().unitsAt(cellNamed(session.state(), "d5"))) == 1);
  const QStringList lines = session.log()->lines();
  REQUIRE_FALSE(lines.isEmpty());
  CHECK(lines.back().contains(QStringLiteral("Chariots eliminated")));
  CHECK(lines.back().contains(QStringLiteral("Break")));  // one action: the attack and its loss
}
