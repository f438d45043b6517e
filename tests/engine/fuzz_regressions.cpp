// Robustness (docs/robustness.md): every input that once crashed a fuzz target
// is kept in tests/data/fuzz/<target>/ and fed again, through the fuzz
// targets' own entry points (fuzz/fuzz_entry.h), on every test run; so are
// the corrupted files of tests/data/bad and the bundled files. Each must be
// refused or accepted, never crash: an entry aborts on a broken promise, and
// an exception other than LoadError fails here.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "fuzz_entry.h"
#include "hydaspes/data_files.h"
#include "hydaspes/game.h"
#include "hydaspes/load_error.h"
#include "hydaspes/saved_game.h"

using namespace hydaspes::fuzz;
namespace fs = std::filesystem;

namespace {

const fs::path kTestData = HYDASPES_TEST_DATA;

using Entry = void (*)(std::string_view);

std::vector<fs::path> filesIn(const fs::path& dir) {
  std::vector<fs::path> out;
  if (fs::is_directory(dir))
    for (const auto& e : fs::recursive_directory_iterator(dir))
      if (e.is_regular_file()) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::string bytesOf(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The problems a load reports, as "pointer: message" lines.
template <typename F>
std::vector<std::string> problemsOf(F&& load) {
  std::vector<std::string> out;
  try {
    load();
  } catch (const hydaspes::LoadError& e) {
    for (const auto& p : e.problems()) out.push_back((p.pointer.empty() ? "/" : p.pointer) + ": " + p.message);
  }
  return out;
}

nlohmann::json bundled(const char* name) {
  return hydaspes::readJsonFile(hydaspes::defaultDataDir() + "/" + name);
}

}  // namespace

TEST_CASE("Fuzz regressions: each input that crashed a fuzz target is now refused or accepted", "[fuzz]") {
  const std::pair<const char*, Entry> targets[] = {
      {"scenario", feedScenario}, {"cards", feedCardTable}, {"save", feedSave}, {"notation", feedNotation}};
  int fed = 0;
  for (const auto& [target, feed] : targets) {
    for (const auto& file : filesIn(kTestData / "fuzz" / target)) {
      INFO(target << " <- " << file.string());
      CHECK_NOTHROW(feed(bytesOf(file)));
      ++fed;
    }
  }
  CHECK(fed > 0);
}

TEST_CASE("Fuzz entries: the corrupted and the bundled files, as any kind of file, never crash", "[fuzz]") {
  std::vector<fs::path> files = filesIn(kTestData / "bad");
  const auto saves = filesIn(kTestData / "saves");
  files.insert(files.end(), saves.begin(), saves.end());
  files.push_back(fs::path(hydaspes::defaultDataDir()) / "hydaspes.json");
  files.push_back(fs::path(hydaspes::defaultDataDir()) / "hydaspes-cards.json");
  for (const auto& file : files) {
    INFO(file.string());
    const std::string bytes = bytesOf(file);
    REQUIRE_FALSE(bytes.empty());
    CHECK_NOTHROW(feedScenario(bytes));
    CHECK_NOTHROW(feedCardTable(bytes));
    CHECK_NOTHROW(feedSave(bytes));
    CHECK_NOTHROW(feedNotation(bytes));
  }
}

// What fuzzing and docs/robustness.md found, checked by message.

TEST_CASE("D1 robustness: ids the notation could not write are refused", "[fuzz][loader]") {
  using hydaspes::parseCardTable;
  using hydaspes::parseScenario;
  nlohmann::json scenario = bundled("hydaspes.json");
  scenario["sides"][0]["units"][2]["type"] = "all";  // "take all" takes the whole stack
  scenario["sides"][0]["units"][3]["type"] = "Craterus Phalanx";
  CHECK(problemsOf([&] { parseScenario(scenario, "s.json"); }) ==
        std::vector<std::string>{
            "/sides/0/units/2/type: \"all\" is a word of the notation (take all); choose another id",
            "/sides/0/units/3/type: \"Craterus Phalanx\" must be lowercase letters, digits and hyphens, starting "
            "with a letter"});
  nlohmann::json cards = bundled("hydaspes-cards.json");
  cards["cards"][3]["id"] = "free";  // "move free" is the free move
  cards["cards"][4]["id"] = "";
  CHECK(problemsOf([&] { parseCardTable(cards, "c.json"); }) ==
        std::vector<std::string>{
            "/cards/3/id: \"free\" is a word of the notation (move free); choose another id",
            "/cards/4/id: \"\" must be lowercase letters, digits and hyphens"});
}

TEST_CASE("C1 robustness: numbers beyond what the loaders hold are refused as written", "[fuzz][loader]") {
  CHECK(problemsOf([] { hydaspes::parseJsonText("{\"count\": 1e999}", "c.json"); }) ==
        std::vector<std::string>{
            "/: is not valid JSON: [json.exception.out_of_range.406] number overflow parsing '1e999'"});
  nlohmann::json cards = bundled("hydaspes-cards.json");
  cards["cards"][0]["count"] = 18446744073709551615ULL;  // read as long long, this was -1
  CHECK(problemsOf([&] { hydaspes::parseCardTable(cards, "c.json"); }) ==
        std::vector<std::string>{"/cards/0/count: must be between 1 and 60, not 18446744073709551615"});
  nlohmann::json save = hydaspes::readJsonFile((kTestData / "saves" / "opening-combat-v1.json").string());
  save["forcedDice"][0] = 4294967302ULL;  // read as int, this was a 6
  CHECK(problemsOf([&] { hydaspes::parseSave(save, "v.json"); }) ==
        std::vector<std::string>{"/forcedDice/0: must be a die from 1 to 6"});
}

TEST_CASE("C1 S1 robustness: one mistake is reported once", "[fuzz][loader]") {
  nlohmann::json scenario = bundled("hydaspes.json");
  scenario["board"]["columns"] = "12";  // no longer also "has 12 cells; the board has 0 columns" per row
  CHECK(problemsOf([&] { hydaspes::parseScenario(scenario, "s.json"); }) ==
        std::vector<std::string>{"/board/columns: must be an integer, not a string"});
  nlohmann::json cards = bundled("hydaspes-cards.json");
  cards["useCodes"]["I"] = {"persian"};  // once, not once per Indian card
  const auto game = [&] {
    hydaspes::Game(hydaspes::parseScenario(bundled("hydaspes.json"), "s.json"),
                   hydaspes::parseCardTable(cards, "c.json"));
  };
  CHECK(problemsOf(game) ==
        std::vector<std::string>{"/useCodes/I: \"persian\" is not a side of scenario hydaspes"});
}
