// hydaspes-bench: runs every benchmark and prints one table (name, figure,
// unit, target, met?). `make bench` builds it in Release and runs it.
//   hydaspes-bench [--only engine|client]
// The engine's figures are measured in this process; the client's by the
// Qt programs beside it (render_bench.cpp, client_first_frame.cpp,
// empty_window.cpp), run offscreen as child processes. Progress goes to
// stderr, the table to stdout. Timing-based, so never run by CI, and nothing
// here fails on a missed target: the table says so.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "child_process.h"
#include "engine_bench.h"
#include "hydaspes/saved_game.h"
#include "table.h"

namespace fs = std::filesystem;
using namespace hydaspes;
using namespace hydaspes::bench;

namespace {

#if defined(__clang__)
constexpr const char* kCompiler = "clang " __clang_version__;
#elif defined(__GNUC__)
constexpr const char* kCompiler = "GCC " __VERSION__;
#else
constexpr const char* kCompiler = "an unknown compiler";
#endif

std::string cpuModel() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
  return "unknown CPU";
}

void printTable(const std::vector<Row>& rows) {
  const std::vector<std::string> head = {"benchmark", "figure", "unit", "target", "met?"};
  std::vector<std::size_t> width(head.size());
  const auto cells = [](const Row& r) { return std::vector<std::string>{r.name, r.figure, r.unit, r.target, r.met}; };
  for (std::size_t i = 0; i < head.size(); ++i) width[i] = head[i].size();
  for (const auto& r : rows) {
    const auto c = cells(r);
    for (std::size_t i = 0; i < c.size(); ++i) width[i] = std::max(width[i], c[i].size());
  }
  const auto print = [&](const std::vector<std::string>& c) {
    std::cout << "|";
    for (std::size_t i = 0; i < c.size(); ++i) {
      const std::string pad(width[i] - c[i].size(), ' ');
      if (i == 1) std::cout << " " << pad << c[i] << " |";  // figures right-aligned
      else std::cout << " " << c[i] << pad << " |";
    }
    std::cout << "\n";
  };
  print(head);
  std::string rule = "|";
  for (std::size_t i = 0; i < width.size(); ++i) rule += (i == 1 ? std::string(width[i] + 1, '-') + ":|" : std::string(width[i] + 2, '-') + "|");
  std::cout << rule << "\n";
  for (const auto& r : rows) print(cells(r));
}

#ifdef HYDASPES_BENCH_CLIENT

// Rows printed by a child as ROW lines (table.h).
std::vector<Row> rowsOf(const std::string& out) {
  std::vector<Row> rows;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("ROW\t", 0) != 0) continue;
    std::vector<std::string> f;
    std::istringstream fields(line.substr(4));
    std::string field;
    while (std::getline(fields, field, '\t')) f.push_back(field);
    if (f.size() == 5) rows.push_back({f[0], f[1], f[2], f[3], f[4]});
  }
  return rows;
}

Row failed(const std::string& name, const ChildResult& r, const std::string& log) {
  std::cerr << "hydaspes-bench: " << name << " failed (exit " << r.exitCode << "); see " << log << "\n";
  return {name, "failed", "", "-", "-"};
}

std::vector<Row> clientBenchmarks(const GamePtr& game, const fs::path& dir) {
  std::vector<Row> rows;
  const std::string save = (dir / "midgame.json").string();
  writeSaveAtomically(save, midGameSave(game));
  const std::string log = (dir / "children.log").string();
  // Offscreen, no autosave, and settings (the client's recent-files list)
  // kept in the temporary folder rather than the user's.
  const std::map<std::string, std::string> env = {{"QT_QPA_PLATFORM", "offscreen"},
                                                  {"HYDASPES_NO_AUTOSAVE", "1"},
                                                  {"XDG_CONFIG_HOME", (dir / "config").string()},
                                                  {"XDG_DATA_HOME", (dir / "data").string()},
                                                  {"XDG_STATE_HOME", (dir / "state").string()}};

  // (d) One frame.
  std::cerr << "hydaspes-bench: rendering frames offscreen...\n";
  for (const std::vector<std::string>& args : {std::vector<std::string>{HYDASPES_BENCH_RENDER, save},
                                                std::vector<std::string>{HYDASPES_BENCH_RENDER, save, "--one-core"}}) {
    const ChildResult r = runChild(args, env, log);
    const auto got = rowsOf(r.out);
    if (r.exitCode != 0 || got.empty()) rows.push_back(failed("board frame 1920x1080", r, log));
    rows.insert(rows.end(), got.begin(), got.end());
  }

  // One action of a long game, gesture to painted frame, autosave included.
  std::cerr << "hydaspes-bench: one action at decision 300 and 3,000...\n";
  {
    const ChildResult r = runChild({HYDASPES_BENCH_ACTION, dir.string()}, env, log);
    const auto got = rowsOf(r.out);
    if (r.exitCode != 0 || got.empty()) rows.push_back(failed("one action of a long game", r, log));
    rows.insert(rows.end(), got.begin(), got.end());
  }

  // The window's frames while the computer thinks in its worker thread.
  std::cerr << "hydaspes-bench: frames while the computer thinks...\n";
  {
    const ChildResult r = runChild({HYDASPES_BENCH_THINKING}, env, log);
    const auto got = rowsOf(r.out);
    if (r.exitCode != 0 || got.empty()) rows.push_back(failed("frames while the computer thinks", r, log));
    rows.insert(rows.end(), got.begin(), got.end());
  }

  // (e) Start to first painted frame, client and empty window alternately,
  // after one unrecorded run of each (the disk cache warm for both).
  std::cerr << "hydaspes-bench: starting the client, an empty window and a window with a menu bar, 5 times each...\n";
  constexpr int kRuns = 5;
  const std::string size = "1920x1080";
  {
    const std::vector<std::string> client = {HYDASPES_BENCH_CLIENT_FIRST_FRAME, "--size", size};
    const std::vector<std::string> empty = {HYDASPES_BENCH_EMPTY_WINDOW, "--size", size};
    const std::vector<std::string> menu = {HYDASPES_BENCH_EMPTY_WINDOW, "--menu", "--size", size};
    runChild(client, env, log, kFirstFrameLine);
    runChild(empty, env, log, kFirstFrameLine);
    runChild(menu, env, log, kFirstFrameLine);
    std::vector<double> c, e, m;
    for (int i = 0; i < kRuns; ++i) {
      const ChildResult rc = runChild(client, env, log, kFirstFrameLine);
      const ChildResult re = runChild(empty, env, log, kFirstFrameLine);
      const ChildResult rm = runChild(menu, env, log, kFirstFrameLine);
      if (rc.secondsToMarker < 0) {
        rows.push_back(failed("client first frame", rc, log));
        return rows;
      }
      if (re.secondsToMarker < 0) {
        rows.push_back(failed("empty window first frame", re, log));
        return rows;
      }
      if (rm.secondsToMarker < 0) {
        rows.push_back(failed("window with a menu bar first frame", rm, log));
        return rows;
      }
      c.push_back(rc.secondsToMarker * 1e3);
      e.push_back(re.secondsToMarker * 1e3);
      m.push_back(rm.secondsToMarker * 1e3);
    }
    const double cm = median(c), em = median(e), mm = median(m), ratio = cm / em;
    rows.push_back({"start to first frame: client, new game (same steps as main.cpp), median of 5", fmt(cm, 0), "ms"});
    rows.push_back({"start to first frame: empty Qt Widgets window, median of 5", fmt(em, 0), "ms"});
    rows.push_back({"start to first frame: client / empty window", fmt(ratio, 2), "x", "<= 1.5", yesNo(ratio <= 1.5)});
    rows.push_back({"start to first frame: a main window with a menu bar and one label, median of 5", fmt(mm, 0), "ms"});
    rows.push_back({"start to first frame: that window / empty window (text's own floor)", fmt(mm / em, 2), "x"});
    rows.push_back({"start to first frame: client / that window", fmt(cm / mm, 2), "x"});
  }

  // The shipped binary as it is: `hydaspes --screenshot` (show, wait 300 ms,
  // grab to PNG, exit) against the empty window doing the same, wall time.
  // Then (f) peak memory, with the mid-game save opened in the client.
  {
    const std::vector<std::string> client = {HYDASPES_BENCH_HYDASPES, "--screenshot", (dir / "client.png").string(),
                                             "--size", size};
    const std::vector<std::string> loaded = {HYDASPES_BENCH_HYDASPES, "--screenshot", (dir / "loaded.png").string(),
                                             "--size", size, "--load", save};
    const std::vector<std::string> empty = {HYDASPES_BENCH_EMPTY_WINDOW, "--screenshot", (dir / "empty.png").string(),
                                            "--size", size};
    std::vector<double> c, e, cMem, eMem;
    for (int i = 0; i < kRuns; ++i) {
      const ChildResult rc = runChild(client, env, log);
      const ChildResult re = runChild(empty, env, log);
      const ChildResult rl = runChild(loaded, env, log);
      if (rc.exitCode != 0) {
        rows.push_back(failed("hydaspes --screenshot", rc, log));
        return rows;
      }
      if (re.exitCode != 0) {
        rows.push_back(failed("empty window --screenshot", re, log));
        return rows;
      }
      if (rl.exitCode != 0) {
        rows.push_back(failed("hydaspes --screenshot --load", rl, log));
        return rows;
      }
      c.push_back(rc.secondsToExit * 1e3);
      e.push_back(re.secondsToExit * 1e3);
      cMem.push_back(static_cast<double>(rl.maxRssKiB) / 1024);
      eMem.push_back(static_cast<double>(re.maxRssKiB) / 1024);
    }
    const double cm = median(c), em = median(e), ratio = cm / em;
    rows.push_back({"hydaspes --screenshot --size 1920x1080 (includes its 300 ms wait), median of 5", fmt(cm, 0), "ms"});
    rows.push_back({"empty window, same screenshot steps, median of 5", fmt(em, 0), "ms"});
    // Not held against the 1.5x target: the fixed 300 ms wait on both sides
    // dilutes the ratio. The first-frame rows above are the measure.
    rows.push_back({"screenshot wall time: client / empty window (diluted by the wait)", fmt(ratio, 2), "x"});
    rows.push_back({"screenshot wall time: client - empty window", fmt(cm - em, 0), "ms"});
    rows.push_back({"peak memory (ru_maxrss): client, mid-game save open (--load), median of 5", fmt(median(cMem), 1), "MiB"});
    rows.push_back({"peak memory (ru_maxrss): empty window, median of 5", fmt(median(eMem), 1), "MiB"});
    rows.push_back({"peak memory: client / empty window", fmt(median(cMem) / median(eMem), 2), "x"});
  }
  return rows;
}

#endif  // HYDASPES_BENCH_CLIENT

}  // namespace

int main(int argc, char** argv) {
  std::string only;
  for (int i = 1; i + 1 < argc; ++i)
    if (std::string(argv[i]) == "--only") only = argv[i + 1];

  std::vector<Row> rows;
  try {
    const GamePtr game = Game::load(defaultScenarioPath());
    if (only.empty() || only == "engine") {
      std::cerr << "hydaspes-bench: engine (random games, enumeration, replay)...\n";
      const auto engine = runEngineBenchmarks(game);
      rows.insert(rows.end(), engine.begin(), engine.end());
    }
    if (only.empty() || only == "client") {
#ifdef HYDASPES_BENCH_CLIENT
      char dirTemplate[] = "/tmp/hydaspes-bench-XXXXXX";
      if (!mkdtemp(dirTemplate)) throw std::runtime_error("cannot make a temporary folder");
      const fs::path dir = dirTemplate;
      const auto client = clientBenchmarks(game, dir);
      rows.insert(rows.end(), client.begin(), client.end());
      const bool keep = std::any_of(client.begin(), client.end(), [](const Row& r) { return r.figure == "failed"; }) ||
                        std::getenv("HYDASPES_BENCH_KEEP");
      if (keep) std::cerr << "hydaspes-bench: kept " << dir << "\n";
      else fs::remove_all(dir);
#else
      rows.push_back({"client benchmarks (built without the client)", "not built", "", "-", "-"});
#endif
    }
  } catch (const std::exception& e) {
    std::cerr << "hydaspes-bench: " << e.what() << "\n";
    return 1;
  }

  std::cout << "\nHydaspes benchmarks: " << HYDASPES_BENCH_BUILD_TYPE << " build, " << cpuModel() << ", "
            << std::thread::hardware_concurrency() << " cores, " << kCompiler << "\n\n";
  printTable(rows);
  return 0;
}
