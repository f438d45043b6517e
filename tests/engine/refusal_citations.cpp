// Refusals cite their rule: every decision the engine refuses carries the ID
// of a ruling in docs/rules.md and says why in words; legal ones are not
// refused. Then a few refusals checked by ruling, message and text.
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {

// Every ID that opens an entry of docs/rules.md ("- **M2** ...").
std::set<std::string> rulingIds() {
  std::ifstream in(HYDASPES_RULES_DOC);
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  const std::string doc = text.str();
  static const std::regex id(R"(\*\*([A-Z][0-9]+)\*\*)");
  std::set<std::string> ids;
  for (auto it = std::sregex_iterator(doc.begin(), doc.end(), id); it != std::sregex_iterator(); ++it)
    ids.insert((*it)[1]);
  return ids;
}

// Every verb with every argument it could name, and one past the last.
std::vector<Decision> everyDecision(const Game& g) {
  std::vector<Decision> out;
  for (int v = 0; v <= static_cast<int>(Verb::BreakOff); ++v) {
    const Verb verb = static_cast<Verb>(v);
    std::size_t count = 1;
    switch (argKind(verb)) {
      case ArgKind::None: count = 1; break;
      case ArgKind::OfCard: count = g.cards().size() + 1; break;
      case ArgKind::OfCell: count = static_cast<std::size_t>(g.board().cellCount()) + 1; break;
      case ArgKind::OfUnit: count = g.scenario().units.size() + 1; break;
      case ArgKind::OfFacing: count = kAllFacings.size() + 1; break;
    }
    for (std::size_t a = 0; a < count; ++a) out.push_back({verb, static_cast<std::uint8_t>(a)});
  }
  return out;
}

bool reaction(Step s) {
  return s == Step::NegateWindow || s == Step::CancelWindow || s == Step::AttackerSupport ||
         s == Step::DefenderResponse || s == Step::Casualty || s == Step::ContinueOrBreak;
}

Refusal refusalOf(const GameState& st, const std::string& text) {
  const auto r = st.refusal(parse(st.game(), text));
  REQUIRE(r);
  return *r;
}

GameOptions alwaysAsk() {
  GameOptions o;
  o.alwaysAsk = true;
  return o;
}

}  // namespace

TEST_CASE("T1 B1 C1 S1 every refused decision cites a ruling of docs/rules.md", "[refusal][T1][B1][C1][S1]") {
  const std::set<std::string> ids = rulingIds();
  REQUIRE(ids.count("M2"));
  REQUIRE(ids.size() >= 50);
  const GamePtr game = bundledGame();
  const std::vector<Decision> tries = everyDecision(*game);
  int positions = 0;
  long checked = 0, refused = 0, thrown = 0;
  std::set<RefusalMessage> messages;
  std::set<Step> steps;
  int games = 0;
  for (std::uint64_t seed = 1; positions < 1000; ++seed) {
    GameOptions options;
    options.alwaysAsk = seed % 2 == 1;  // every reaction window opens
    GameState st = GameState::newGame(game, seed, options);
    Rng rng(seed * 31 + 7);
    ++games;
    // Up to 30 positions a game: one in eight, every reaction and the end.
    for (int here = 0; st.turn() <= 60 && here < 30;) {
      if (rng.below(8) == 0 || st.isTerminal() || reaction(st.step())) {
        ++positions;
        ++here;
        steps.insert(st.step());
        std::vector<Decision> legal = st.legalDecisions();
        std::sort(legal.begin(), legal.end());
        for (const Decision& d : tries) {
          ++checked;
          const std::optional<Refusal> r = st.refusal(d);
          const bool isLegal = std::binary_search(legal.begin(), legal.end(), d);
          if (isLegal) {
            if (r) FAIL_CHECK("seed " << seed << ": legal \"" << printDecision(*game, d) << "\" refused: "
                                      << citedText(*r, *game));
            continue;
          }
          if (!r) {
            FAIL_CHECK("seed " << seed << ": illegal \"" << printDecision(*game, d) << "\" not refused");
            continue;
          }
          ++refused;
          messages.insert(r->message);
          const std::string words = englishText(*r, *game);
          if (!ids.count(r->ruling) || words.empty() || st.whyIllegal(d) != words ||
              citedText(*r, *game) != "[" + r->ruling + "] " + words)
            FAIL_CHECK("seed " << seed << " step " << stepName(st.step()) << ": \"" << printDecision(*game, d)
                               << "\" refused as [" << r->ruling << "] \"" << words << "\"");
          // Now and then, through apply(): the same value, cited in what().
          if (refused % 97 == 0) {
            GameState copy = st;
            try {
              copy.apply(d);
              FAIL_CHECK("apply took \"" << printDecision(*game, d) << "\"");
            } catch (const IllegalDecision& e) {
              ++thrown;
              REQUIRE(e.refusal());
              CHECK(*e.refusal() == *r);
              CHECK(std::string(e.what()) == citedText(*r, *game));
            }
          }
        }
      }
      if (st.isTerminal()) break;
      const auto legal = st.legalDecisions();
      st.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  INFO(positions << " positions in " << games << " games, " << checked << " decisions, " << refused << " refused, " << messages.size()
                 << " messages, " << thrown << " thrown");
  CHECK(refused > 200000);
  CHECK(thrown > 1000);
  CHECK(messages.size() >= 40);
  for (Step s : {Step::Main, Step::DeceptionPick, Step::Source, Step::Units, Step::Facing, Step::NegateWindow,
                 Step::Target, Step::AttackerSupport, Step::DefenderResponse, Step::Casualty, Step::ContinueOrBreak,
                 Step::CancelWindow}) {
    INFO("step " << stepName(s));
    CHECK(steps.count(s));
  }
}

TEST_CASE("M2 forest and distance refusals cite M2", "[refusal][movement][M2]") {
  GameState st = Setup().turn(2).active("indian").unit("infantry1", "c6", "N").indian({"rush"}).start();
  play(st, {"move rush", "from c6", "take infantry1"});
  const Refusal forest = refusalOf(st, "to c4");
  CHECK(forest.ruling == "M2");
  CHECK(forest.message == RefusalMessage::ForestSlows);
  CHECK(forest.args == std::vector<RefusalArg>{RefusalArg::cell(*st.game().board().parseCell("c4"))});
  CHECK(citedText(forest, st.game()) ==
        "[M2] Forest slows the move: a path through forest lowers the Maximum Move by 1, and c4 is then out of reach");
  const Refusal far = refusalOf(st, "to f6");
  CHECK(far.ruling == "M2");
  CHECK(far.message == RefusalMessage::OutOfReach);
  CHECK(citedText(far, st.game()) == "[M2] f6 is out of reach: this move goes at most 2 cells");
  CHECK_FALSE(st.refusal(parse(st.game(), "to d5")));
}

TEST_CASE("M4 hills and the river end a move: the refusals cite M4", "[refusal][movement][M4]") {
  SECTION("hills") {
    GameState st = Setup()
                       .unit("peltasts1", "c1", "S")
                       .unit("infantry1", "d2", "N")
                       .unit("infantry2", "e2", "N")
                       .greek({"rush"})
                       .start();
    play(st, {"move rush", "from c1", "take peltasts1"});
    const Refusal r = refusalOf(st, "to e1");
    CHECK(r.ruling == "M4");
    CHECK(r.message == RefusalMessage::HillsEndMove);
    CHECK(citedText(r, st.game()) == "[M4] Hills end a move: every way to e1 goes on after entering hills");
  }
  SECTION("the river") {
    GameState st = Setup().greek({"rush"}).start();
    play(st, {"move rush", "from b2", "take allies1"});
    const Refusal r = refusalOf(st, "to c4");
    CHECK(r.ruling == "M4");
    CHECK(r.message == RefusalMessage::RiverEndsMove);
    CHECK(englishText(r, st.game()) ==
          "Entering the river ends a move: c4 lies beyond it (cross with a river-crossing card)");
  }
}

TEST_CASE("M5 M6 leaving and crossing the river: the refusals cite M5 and M6", "[refusal][movement][M5][M6]") {
  GameState wet = Setup().unit("peltasts1", "c3", "S").greek({"march"}).start();
  play(wet, {"move march", "from c3", "take peltasts1"});
  const Refusal along = refusalOf(wet, "to d3");
  CHECK(along.ruling == "M5");
  CHECK(along.message == RefusalMessage::RiverStartMustLeave);

  GameState st = Setup().unit("peltasts1", "c2", "S").greek({"floats-and-boats"}).start();
  play(st, {"move floats-and-boats", "from c2", "take peltasts1"});
  CHECK(refusalOf(st, "to c3").ruling == "M6");
  CHECK(refusalOf(st, "to c3").message == RefusalMessage::CrossingEndsInRiver);
  CHECK(refusalOf(st, "to d2").ruling == "M6");
  // Not from the river: no unit in c3 can make a crossing (M6).
  GameState fromRiver = Setup().unit("peltasts1", "c3", "S").greek({"floats-and-boats"}).start();
  play(fromRiver, {"move floats-and-boats"});
  const Refusal r = refusalOf(fromRiver, "from c3");
  CHECK(r.ruling == "M6");
  CHECK(englishText(r, fromRiver.game()) == "No unit in c3 can make this move");
}

TEST_CASE("M8 M9 C5 C7 the other movement refusals cite the rule that refuses", "[refusal][movement][M8][M9][C5][C7]") {
  SECTION("a leader card without its leader (C7)") {
    GameState st =
        Setup().unit("phalanx1", "d5", "S").unit("craterus", "d5", "S").greek({"craterus"}).start();
    play(st, {"move craterus"});
    CHECK(refusalOf(st, "from b2").ruling == "C7");
  }
  SECTION("a cavalry-only card and a Peltast (C5)") {
    GameState st = Setup().greek({"gallop"}).start();
    play(st, {"move gallop", "from b2"});
    const Refusal r = refusalOf(st, "take peltasts1");
    CHECK(r.ruling == "C5");
    CHECK(englishText(r, st.game()) == "Gallop cannot move peltasts1 (Cavalry only)");
  }
  SECTION("turning in place (M8), moving twice (M9)") {
    GameState st = Setup().unit("allies1", "d6", "S").greek({"march", "rush"}).start();
    play(st, {"move march", "from d6", "take allies1"});
    CHECK(refusalOf(st, "to d6").ruling == "M8");
    play(st, {"to d7", "face S", "move rush"});
    CHECK(refusalOf(st, "from d7").ruling == "M9");
  }
}

TEST_CASE("K2 a card out of turn in a combat window names the awaited answer", "[refusal][combat][K2]") {
  GameState st = Setup()
                     .phase("attack")
                     .unit("allies1", "e6", "E")
                     .unit("infantry1", "f6", "W")
                     .greek({"routed", "flee", "confusion"})
                     .indian({"break", "evasion"})
                     .start(alwaysAsk());
  play(st, {"attack routed", "from e6", "at f6"});
  REQUIRE(st.step() == Step::AttackerSupport);
  // Porus plays before Alexander has chosen.
  for (const char* early : {"support break", "defend evasion"}) {
    const Refusal r = refusalOf(st, early);
    CHECK(r.ruling == "K2");
    CHECK(r.message == RefusalMessage::AwaitingAttackerSupport);
    CHECK(englishText(r, st.game()) == "Not now: Alexander is choosing a support card (+1) or passing");
  }
  play(st, {"support flee"});
  REQUIRE(st.step() == Step::DefenderResponse);
  // Alexander tries a second support card: the window is Porus's.
  const Refusal second = refusalOf(st, "support confusion");
  CHECK(second.ruling == "K2");
  CHECK(second.message == RefusalMessage::AwaitingDefenderResponse);
  CHECK(citedText(second, st.game()) ==
        "[K2] Not now: Porus is answering the attack: a support card (+1), a Defence card or a pass");
  CHECK(st.whyIllegal(parse(st.game(), "support confusion")).find("holds no") == std::string::npos);
  CHECK(refusalOf(st, "continue").message == RefusalMessage::AwaitingDefenderResponse);
  // The thrown exception carries the same value, cited in what().
  GameState copy = st;
  try {
    copy.apply(parse(st.game(), "support confusion"));
    FAIL("a second support card was taken");
  } catch (const IllegalDecision& e) {
    REQUIRE(e.refusal());
    CHECK(*e.refusal() == second);
    CHECK(std::string(e.what()) == citedText(second, st.game()));
  }
}

TEST_CASE("T4 a negate out of turn names the window, a card not held in the main phase names the hand",
          "[refusal][turn][T4]") {
  GameState st = Setup().greek({"march", "demonstration"}).indian({"monsoon"}).start(alwaysAsk());
  const Refusal notHeld = refusalOf(st, "move rush");
  CHECK(notHeld.ruling == "T4");
  CHECK(englishText(notHeld, st.game()) == "Alexander holds no Rush");
  play(st, {"move march", "from b2", "take allies1", "to b3", "face S"});
  REQUIRE(st.step() == Step::NegateWindow);
  // Alexander cannot negate his own move; the window is Porus's.
  const Refusal r = refusalOf(st, "negate demonstration");
  CHECK(r.ruling == "T4");
  CHECK(r.message == RefusalMessage::AwaitingNegate);
  CHECK(englishText(r, st.game()) == "Not now: Porus may negate the move or pass");
}

TEST_CASE("K1 C6 C8 attack targets: front, line and reach cite their rules", "[refusal][combat][K1][C6][C8]") {
  SECTION("out of reach (C8), blocked line (C6)") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("companions", "d2", "S")
                       .unit("infantry1", "d4", "N")
                       .unit("infantry2", "d3", "N")
                       .unit("infantry3", "e5", "N")
                       .greek({"mounted-archers"})
                       .start();
    play(st, {"attack mounted-archers", "from d2"});
    const Refusal far = refusalOf(st, "at e5");
    CHECK(far.ruling == "C8");
    CHECK(englishText(far, st.game()) == "e5 is out of reach of Mounted Archers");
    const Refusal blocked = refusalOf(st, "at d4");
    CHECK(blocked.ruling == "C6");
    CHECK(blocked.message == RefusalMessage::LineBlocked);
    CHECK(englishText(blocked, st.game()) == "The enemy stack in d3 blocks the line to d4");
  }
  SECTION("not in front, no enemy there (K1)") {
    GameState st = Setup()
                       .phase("attack")
                       .unit("allies1", "d2", "S")
                       .unit("infantry1", "c3", "N")
                       .unit("infantry4", "c2", "E")
                       .greek({"routed"})
                       .start();
    play(st, {"attack routed", "from d2"});
    const Refusal side = refusalOf(st, "at c2");
    CHECK(side.ruling == "K1");
    CHECK(citedText(side, st.game()) == "[K1] c2 is not in front of the stack in d2 (it faces S)");
    CHECK(refusalOf(st, "at d5").ruling == "K1");
  }
}
