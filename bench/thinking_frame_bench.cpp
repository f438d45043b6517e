// hydaspes-bench-thinking: frames of the window while the computer thinks.
// Starts a game against the computer at its top level in which the computer
// (Alexander) moves first, so it searches at once in its worker thread, and
// meanwhile repaints the whole 1920x1080 window and handles its events, as
// many times as the search lasts. Prints ROW lines (table.h): the frame
// times' median, 99th percentile and worst, and how many frames were drawn.
#include <QApplication>
#include <algorithm>
#include <chrono>
#include <vector>

#include "app/main_window.h"
#include "session/computer_player.h"
#include "session/game_session.h"
#include "table.h"

int main(int argc, char** argv) {
  using hydaspes::bench::fmt;
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  hydaspes::client::MainWindow window;
  window.resize(1920, 1080);
  window.setAutosave(false);
  window.show();
  std::vector<double> frames;
  // Several searches (one per seed), so there are enough frames to rank.
  for (std::uint64_t seed = 1; seed <= 6 && frames.size() < 2000; ++seed) {
    window.startGame(hydaspes::client::PlayMode::Computer, seed, QString(), QString(), false, hydaspes::SideIndex{0},
                     hydaspes::client::kComputerLevels);
    QApplication::processEvents();
    if (!window.session()->computerThinking()) return 1;
    while (window.session()->computerThinking()) {
      const auto t0 = std::chrono::steady_clock::now();
      QApplication::processEvents();
      window.repaint();
      frames.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
  }
  if (frames.empty()) return 1;
  std::sort(frames.begin(), frames.end());
  const double p99 = frames[std::min(frames.size() - 1, frames.size() * 99 / 100)];
  const double worst = frames.back();
  hydaspes::bench::printRowLine({"window frame 1920x1080 while the computer (level " + std::to_string(hydaspes::client::kComputerLevels) +
                                     ") thinks, median of " +
                                     std::to_string(frames.size()),
                                 fmt(hydaspes::bench::median(frames), 2), "ms"});
  hydaspes::bench::printRowLine({"  99th percentile", fmt(p99, 2), "ms", "< 16", hydaspes::bench::yesNo(p99 < 16)});
  hydaspes::bench::printRowLine({"  worst frame", fmt(worst, 2), "ms"});
  return 0;
}
