// hydaspes-bench-render: how long one frame of the board takes to paint,
// offscreen (QT_QPA_PLATFORM=offscreen), at 1920x1080.
//   hydaspes-bench-render [SAVE] [--png DIR] [--one-core]
// Opens SAVE (the mid-game position) in the client's main window, shows it
// at 1920x1080, lets layouts settle, then times QWidget::render() into a
// QImage, 200 times after 10 unrecorded ones:
//  - a BoardView of its own, 1920x1080, on the window's scene: one full
//    board frame at that size (the figure the target is about);
//  - the window's own board view, at the size the window's layout gives it;
//  - the whole window (board, bars, hand, docks).
// With --one-core, the process and every thread it starts stay on the core
// it started on, and only the first figure is measured: Qt's raster engine
// hands parts of some image operations to a thread pool, and on a small
// shared machine the hand-overs between cores cost more than they save and
// vary from run to run; the one-core figure is the painting alone.
// Prints ROW lines (table.h) for hydaspes-bench.
#include <sched.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QString>
#include <QStringList>
#include <chrono>
#include <string_view>
#include <vector>

#include "app/main_window.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "table.h"

namespace {

using hydaspes::bench::fmt;
using hydaspes::bench::Row;

// Median milliseconds of `reps` renders of `w` into an image of its size.
double renderMs(QWidget& w, int reps, const QString& png) {
  QImage image(w.size(), QImage::Format_ARGB32_Premultiplied);
  for (int i = 0; i < 10; ++i) w.render(&image);
  std::vector<double> ms;
  ms.reserve(static_cast<std::size_t>(reps));
  for (int i = 0; i < reps; ++i) {
    const auto t = std::chrono::steady_clock::now();
    w.render(&image);
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count());
  }
  if (!png.isEmpty()) image.save(png, "PNG");
  return hydaspes::bench::median(ms);
}

QString sizeText(const QSize& s) { return QStringLiteral("%1x%2").arg(s.width()).arg(s.height()); }

}  // namespace

int main(int argc, char** argv) {
  bool oneCore = false;
  for (int i = 1; i < argc; ++i) oneCore = oneCore || std::string_view(argv[i]) == "--one-core";
  if (oneCore) {  // before any thread starts, so that they all inherit it
    cpu_set_t cpus;
    CPU_ZERO(&cpus);
    CPU_SET(sched_getcpu(), &cpus);
    sched_setaffinity(0, sizeof cpus, &cpus);
  }
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  QString save, pngDir;
  const QStringList args = QApplication::arguments();
  for (qsizetype i = 1; i < args.size(); ++i) {
    if (args[i] == QLatin1String("--png") && i + 1 < args.size()) pngDir = args[++i];
    else if (args[i] != QLatin1String("--one-core")) save = args[i];
  }
  const auto png = [&](const char* name) { return pngDir.isEmpty() ? QString() : pngDir + QLatin1Char('/') + QLatin1String(name); };

  hydaspes::client::MainWindow window;
  window.setAutosave(false);
  window.startGame(hydaspes::client::PlayMode::HotSeat, 1, QString(), QString());
  if (!save.isEmpty() && !window.openFile(save)) return 1;
  window.resize(1920, 1080);
  window.show();
  QElapsedTimer settle;
  settle.start();
  while (settle.elapsed() < 300) QApplication::processEvents(QEventLoop::AllEvents, 50);

  constexpr int kReps = 200;
  hydaspes::client::BoardView board(window.scene());
  board.resize(1920, 1080);
  board.fitBoard();
  const double boardMs = renderMs(board, kReps, png("board.png"));
  if (oneCore) {
    hydaspes::bench::printRowLine({"board frame 1920x1080, every thread on one core, median of 200", fmt(boardMs, 2),
                                   "ms", "< 4", hydaspes::bench::yesNo(boardMs < 4)});
    return 0;
  }
  hydaspes::bench::printRowLine({"board frame 1920x1080 (BoardView render, mid-game), median of 200", fmt(boardMs, 2),
                                 "ms", "< 4", hydaspes::bench::yesNo(boardMs < 4)});

  QWidget& view = *window.boardView();
  const double viewMs = renderMs(view, kReps, png("window-board.png"));
  hydaspes::bench::printRowLine({"the window's board view (" + sizeText(view.size()).toStdString() + "), median of 200",
                                 fmt(viewMs, 2), "ms"});

  const double windowMs = renderMs(window, kReps, png("window.png"));
  hydaspes::bench::printRowLine({"whole window frame " + sizeText(window.size()).toStdString() + ", median of 200",
                                 fmt(windowMs, 2), "ms"});
  return 0;
}
