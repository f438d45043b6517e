// Loading the data files: every problem is listed with its file, JSON
// pointer and message; unknown fields are refused; nothing half-loaded.
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "rules_fixtures.h"

using namespace hydaspes;
using namespace hydaspes::test;

namespace {

// The problems of a LoadError as "pointer: message", or a failure if none is thrown.
template <typename F>
std::vector<LoadProblem> problemsOf(F&& load) {
  try {
    load();
  } catch (const LoadError& e) {
    return e.problems();
  }
  FAIL("no LoadError was thrown");
  return {};
}

const LoadProblem* find(const std::vector<LoadProblem>& ps, const std::string& pointer) {
  for (const auto& p : ps)
    if (p.pointer == pointer) return &p;
  return nullptr;
}

std::string listed(const std::vector<LoadProblem>& ps) {
  std::string s;
  for (const auto& p : ps) s += p.toString() + "\n";
  return s;
}

}  // namespace

TEST_CASE("C1 the bundled scenario and card table load cleanly", "[loader]") {
  const GamePtr g = Game::load(defaultScenarioPath());
  CHECK(g->scenario().id == "hydaspes");
  CHECK(g->cards().size() == 61);
  CHECK_NOTHROW(parseCardTable(bundledCardsJson(), "cards.json"));
  CHECK_NOTHROW(parseScenario(bundledScenarioJson(), "scenario.json"));
}

TEST_CASE("C1 the bundled data is found beside the program as once installed", "[loader]") {
  // build/tests/../share/hydaspes, staged like <prefix>/bin/../share/hydaspes
  const std::filesystem::path share = shareDir();
  REQUIRE_FALSE(share.empty());
  CHECK(share.filename() == "hydaspes");
  CHECK(share.parent_path().filename() == "share");
  CHECK(std::filesystem::is_regular_file(share / "scenarios" / "hydaspes.json"));
  CHECK(std::filesystem::is_regular_file(share / "assets" / "units" / "elephant.svg"));
}

TEST_CASE("C1 a bad card table lists every problem with file, pointer and message", "[loader]") {
  json cards = bundledCardsJson();
  cards["extra"] = 1;
  cards["cards"][0]["vaule"] = 2;                       // a typo: unknown field
  cards["cards"][1]["type"] = "Q";                      // no such type
  cards["cards"][2]["count"] = 0;                       // out of range
  cards["cards"][3]["id"] = "decoy";                    // the id of card 4
  cards["cards"][5]["restrictions"] = {{"actr", "x"}};  // unknown restriction
  cards["cards"][6]["value"] = "three";                 // wrong kind
  const auto ps = problemsOf([&] { parseCardTable(cards, "bad-cards.json"); });
  INFO(listed(ps));
  CHECK(ps.size() == 7);
  for (const auto& p : ps) CHECK(p.file == "bad-cards.json");
  struct Expect {
    const char* pointer;
    const char* message;
  };
  for (const Expect& e : {Expect{"/extra", "unknown field (a typo?)"},
                          Expect{"/cards/0/vaule", "unknown field (a typo?)"},
                          Expect{"/cards/1/type", "\"Q\" is not a card type (M, R, N, A, D, NAD, MA, DA, S, L, X)"},
                          Expect{"/cards/2/count", "must be between 1 and 60, not 0"},
                          Expect{"/cards/4/id", "\"decoy\" is used by an earlier card"},
                          Expect{"/cards/5/restrictions/actr", "unknown field (a typo?)"},
                          Expect{"/cards/6/value", "must be null or an integer from 0 to 20"}}) {
    const LoadProblem* p = find(ps, e.pointer);
    INFO("pointer " << e.pointer);
    REQUIRE(p);
    CHECK(p->message == e.message);
  }
  // One mistake, one problem: an unknown type or a malformed value does not
  // also report "a M card needs a value".
  const auto at = [&](const std::string& pointer) {
    return std::count_if(ps.begin(), ps.end(), [&](const LoadProblem& p) { return p.pointer == pointer; });
  };
  CHECK(at("/cards/1/value") == 0);
  CHECK(at("/cards/6/value") == 1);
  // The exception's text lists them all, one a line, as file: pointer: message.
  try {
    parseCardTable(cards, "bad-cards.json");
  } catch (const LoadError& e) {
    const std::string what = e.what();
    CHECK(what.find("bad-cards.json: /cards/0/vaule: unknown field (a typo?)") != std::string::npos);
    CHECK(what.find("bad-cards.json: /extra: unknown field (a typo?)") != std::string::npos);
    CHECK(std::count(what.begin(), what.end(), '\n') == 6);
  }
}

// The sheet's short forms ("OUSWI = Or/and Units Stacked With It") are
// data: each explained once, each used by some note.
TEST_CASE("C1 the card table's abbreviations are read and checked", "[loader]") {
  const CardTable table = parseCardTable(bundledCardsJson(), "cards.json");
  REQUIRE(table.abbreviations.size() == 1);
  CHECK(table.abbreviations[0] == CardAbbreviation{"OUSWI", "or/and units stacked with it"});
  json cards = bundledCardsJson();
  cards["abbreviations"]["XYZ"] = "nothing here";     // in no note
  cards["abbreviations"]["A B"] = "two words";        // not one word
  cards["abbreviations"]["OUSWI"] = "";               // says nothing
  cards["abbreviations"]["NUM"] = 3;                  // not words
  const auto ps = problemsOf([&] { parseCardTable(cards, "bad-cards.json"); });
  INFO(listed(ps));
  CHECK(ps.size() == 4);
  for (const auto& [pointer, message] : {std::pair<std::string, std::string>{"/abbreviations/XYZ", "\"XYZ\" is in no card's note"},
                                         {"/abbreviations/A B", "a short form must be one word of letters and digits"},
                                         {"/abbreviations/OUSWI", "must say what \"OUSWI\" stands for"}}) {
    const LoadProblem* p = find(ps, pointer);
    INFO("pointer " << pointer);
    REQUIRE(p);
    CHECK(p->message == message);
  }
  CHECK(find(ps, "/abbreviations/NUM"));
}

TEST_CASE("C1 the kept bad card file is refused for its unknown field", "[loader]") {
  const std::string path = std::string(HYDASPES_TEST_DATA) + "/bad/unknown-field.json";
  const auto ps = problemsOf([&] { loadCardTable(path); });
  REQUIRE(ps.size() == 1);
  CHECK(ps[0].file == path);
  CHECK(ps[0].pointer == "/cards/0/vaule");
  CHECK(ps[0].message == "unknown field (a typo?)");
}

TEST_CASE("C5 card restrictions must name tags and unit types the scenario has", "[loader]") {
  json cards = bundledCardsJson();
  for (auto& c : cards["cards"]) {
    if (c["id"] == "gallop") c["restrictions"]["actor"] = "dragon";
    if (c["id"] == "craterus") c["restrictions"]["leader"] = "hephaestion";
  }
  const auto ps = problemsOf([&] { makeGame(bundledScenarioJson(), cards); });
  INFO(listed(ps));
  REQUIRE(ps.size() == 2);
  const auto gallop = *bundledGame()->cards().find("gallop");
  const auto craterus = *bundledGame()->cards().find("craterus");
  const LoadProblem* a = find(ps, "/cards/" + std::to_string(gallop) + "/restrictions/actor");
  const LoadProblem* l = find(ps, "/cards/" + std::to_string(craterus) + "/restrictions/leader");
  REQUIRE(a);
  REQUIRE(l);
  CHECK(a->file == "test-cards.json");
  CHECK(a->message == "no unit of scenario hydaspes has the tag \"dragon\"");
  CHECK(l->message == "\"hephaestion\" is not a unit type of scenario hydaspes");
}

TEST_CASE("S1 a bad scenario lists every problem with file, pointer and message", "[loader]") {
  json s = bundledScenarioJson();
  s["colour"] = "red";
  s["sides"][0]["units"][0]["mm"] = 0;
  s["sides"][0]["units"][1]["speed"] = 5;
  s["sides"][1]["setup"][0]["cell"] = "z9";
  s["firstSide"] = "persian";
  s["combat"]["flank"] = "one";
  const auto ps = problemsOf([&] { parseScenario(s, "bad-scenario.json"); });
  INFO(listed(ps));
  CHECK(ps.size() == 6);
  for (const auto& p : ps) CHECK(p.file == "bad-scenario.json");
  struct Expect {
    const char* pointer;
    const char* message;
  };
  for (const Expect& e : {Expect{"/colour", "unknown field (a typo?)"},
                          Expect{"/sides/0/units/0/mm", "must be between 1 and 20, not 0"},
                          Expect{"/sides/0/units/1/speed", "unknown field (a typo?)"},
                          Expect{"/sides/1/setup/0/cell", "\"z9\" is not a cell of this board"},
                          Expect{"/firstSide", "\"persian\" is not a side of this scenario"},
                          Expect{"/combat/flank", "must be an integer, not a string"}}) {
    const LoadProblem* p = find(ps, e.pointer);
    INFO("pointer " << e.pointer);
    REQUIRE(p);
    CHECK(p->message == e.message);
  }
}

TEST_CASE("B2 a bad board is reported row by row", "[loader]") {
  json s = bundledScenarioJson();
  s["board"]["terrain"][1] = "FCFFXFFFFFFF";
  s["board"]["terrain"][4] = "CCC";
  const auto ps = problemsOf([&] { parseScenario(s, "bad-board.json"); });
  INFO(listed(ps));
  const LoadProblem* x = find(ps, "/board/terrain/1");
  const LoadProblem* shortRow = find(ps, "/board/terrain/4");
  REQUIRE(x);
  REQUIRE(shortRow);
  CHECK(x->message == "'X' in column 5 is not one of the terrainCodes");
  CHECK(shortRow->message == "has 3 cells; the board has 12 columns");
}

TEST_CASE("S2 a bad opening is refused: unknown units and cards, armies sharing a cell", "[loader]") {
  json s = bundledScenarioJson();
  s["opening"] = {{"units", json::array({{{"unit", "hephaestion"}, {"cell", "c2"}, {"facing", "S"}},
                                         {{"unit", "porus"}, {"cell", "b2"}, {"facing", "S"}}})},
                  {"hands", {{"greek", json::array({"joker"})}}},
                  {"weather", "rain"}};
  const auto ps = problemsOf([&] { parseScenario(s, "bad-opening.json"); });
  INFO(listed(ps));
  CHECK(find(ps, "/opening/units/0/unit"));
  CHECK(find(ps, "/opening/weather"));
  // Cards are checked against the card table when the game is built.
  json s2 = bundledScenarioJson();
  s2["opening"] = {{"hands", {{"greek", json::array({"joker", "march"})}}}};
  const auto ps2 = problemsOf([&] { makeGame(s2, bundledCardsJson()); });
  INFO(listed(ps2));
  REQUIRE(find(ps2, "/opening/hands/greek/0"));
  CHECK(find(ps2, "/opening/hands/greek/0")->message == "\"joker\" is not a card of the card table");
  // Both armies in one cell.
  json s3 = bundledScenarioJson();
  s3["opening"] = {{"units", json::array({{{"unit", "porus"}, {"cell", "b2"}, {"facing", "S"}}})}};
  const auto ps3 = problemsOf([&] { parseScenario(s3, "shared-cell.json"); });
  REQUIRE(ps3.size() == 1);
  CHECK(ps3[0].message == "both armies start in b2");
}

TEST_CASE("C1 files that are missing or not JSON are refused", "[loader]") {
  const auto missing = problemsOf([] { readJsonFile("/nonexistent/hydaspes.json"); });
  REQUIRE(missing.size() == 1);
  CHECK(missing[0].file == "/nonexistent/hydaspes.json");
  CHECK(missing[0].message == "cannot be opened");
  const auto path = (std::filesystem::temp_directory_path() / "hydaspes-not-json.json").string();
  {
    std::ofstream out(path);
    out << "{ \"format\": ";
  }
  const auto broken = problemsOf([&] { loadCardTable(path); });
  std::remove(path.c_str());
  REQUIRE(broken.size() == 1);
  CHECK(broken[0].message.rfind("is not valid JSON", 0) == 0);
}
