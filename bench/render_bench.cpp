// hydaspes-bench-render: how long frames of the board take to paint,
// offscreen (QT_QPA_PLATFORM=offscreen), at 1920x1080.
//   hydaspes-bench-render [SAVE] [--png DIR] [--one-core]
// Opens SAVE (the mid-game position) in the client's main window, shows it
// at 1920x1080, lets layouts settle, then times frames, 200 of each after 10
// unrecorded ones:
//  - a fresh BoardView of its own, shown at 1920x1080 on the window's
//    scene: its viewport repainted into its backing store, as a frame on
//    screen is (the figure the target is about), beside an empty
//    QGraphicsView of the same size, the floor Qt itself sets;
//  - the same view rendered into a QImage (QWidget::render), which adds
//    Qt's own copying of the whole area (informative);
//  - the window's own board view, and the whole window;
//  - the frames the window paints while a counter slides along a four-cell
//    path and while the combat dice tumble (both at the Normal animation
//    speed): the event loop spins, and each pass in which the window paints
//    (with the pass before it, which ran the animation's tick) is a frame;
//    the median and the 99th percentile, the figure the target is about;
//  - the same animations with the whole window repainted at every pass,
//    which the program never does (a worst case).
// With --one-core, the process and every thread it starts stay on the core
// it started on, and only the first figure is measured: Qt's raster engine
// hands parts of some image operations to a thread pool, and on a small
// shared machine the hand-overs between cores cost more than they save and
// vary from run to run; the one-core figure is the painting alone.
// Prints ROW lines (table.h) for hydaspes-bench.
#include <sched.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <chrono>
#include <string_view>
#include <vector>

#include "app/main_window.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "hydaspes/game.h"
#include "session/game_session.h"
#include "panels/combat_panel.h"
#include "panels/dice_view.h"
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

// Median milliseconds of `reps` repaints of `w` (shown) into its backing store.
double repaintMs(QWidget& w, int reps) {
  for (int i = 0; i < 10; ++i) w.repaint();
  std::vector<double> ms;
  ms.reserve(static_cast<std::size_t>(reps));
  for (int i = 0; i < reps; ++i) {
    const auto t = std::chrono::steady_clock::now();
    w.repaint();
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count());
  }
  return hydaspes::bench::median(ms);
}

// Sees every event of the application: whether any was delivered, and
// whether a window painted (an UpdateRequest: Qt paints what changed and
// flushes it).
class EventWatch : public QObject {
 public:
  EventWatch() { qApp->installEventFilter(this); }
  ~EventWatch() override { qApp->removeEventFilter(this); }
  EventWatch(const EventWatch&) = delete;
  EventWatch& operator=(const EventWatch&) = delete;
  bool eventFilter(QObject* watched, QEvent* event) override {
    ++events;
    if (event->type() == QEvent::UpdateRequest && watched->isWidgetType() && static_cast<QWidget*>(watched)->isWindow())
      ++paints;
    return false;
  }
  int events = 0;
  int paints = 0;
};

// The frames the program itself paints for `ms` milliseconds while an
// animation runs, sorted: the event loop spins, and a frame is the pass
// through it in which a window painted what the animation changed, plus the
// pass just before it when that one handled events (the animation's tick,
// the scene's queued update). Nothing is repainted that Qt would not paint.
std::vector<double> paintedFramesDuring(int ms) {
  EventWatch watch;
  std::vector<double> frames;
  double previousBusy = 0;
  QElapsedTimer running;
  running.start();
  while (running.elapsed() < ms) {
    const int events = watch.events, paints = watch.paints;
    const auto t = std::chrono::steady_clock::now();
    QApplication::processEvents();
    const double pass = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
    if (watch.paints != paints) {
      frames.push_back(previousBusy + pass);
      previousBusy = 0;
    } else {
      previousBusy = watch.events != events ? pass : 0;
    }
  }
  std::sort(frames.begin(), frames.end());
  return frames;
}

// Frames of `window` (events handled, then the whole window repainted) for
// `ms` milliseconds while an animation runs, sorted: more than the program
// paints (a worst case).
std::vector<double> framesDuring(QWidget& window, int ms) {
  std::vector<double> frames;
  QElapsedTimer running;
  running.start();
  while (running.elapsed() < ms) {
    const auto t = std::chrono::steady_clock::now();
    QApplication::processEvents();
    window.repaint();
    frames.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count());
  }
  std::sort(frames.begin(), frames.end());
  return frames;
}

double percentile99(const std::vector<double>& sorted) {
  return sorted.empty() ? 0 : sorted[std::min(sorted.size() - 1, sorted.size() * 99 / 100)];
}

// Frame times during an animation: the median, and the 99th percentile,
// against the target when `target`.
void printAnimationFrames(const std::string& what, std::vector<double> frames, bool target) {
  std::sort(frames.begin(), frames.end());
  const double p99 = percentile99(frames);
  hydaspes::bench::printRowLine({what + ", median of " + std::to_string(frames.size()),
                                 hydaspes::bench::fmt(hydaspes::bench::median(frames), 2), "ms"});
  if (target)
    hydaspes::bench::printRowLine({"  99th percentile", hydaspes::bench::fmt(p99, 2), "ms", "< 8", hydaspes::bench::yesNo(p99 < 8)});
  else
    hydaspes::bench::printRowLine({"  99th percentile", hydaspes::bench::fmt(p99, 2), "ms"});
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
  // A fresh view, shown: its frames are repaints into its backing store.
  hydaspes::client::BoardView board(window.scene());
  board.resize(1920, 1080);
  board.show();
  QApplication::processEvents();
  board.fitBoard();
  QApplication::processEvents();
  const double boardMs = repaintMs(*board.viewport(), kReps);
  if (oneCore) {
    hydaspes::bench::printRowLine({"board frame 1920x1080, every thread on one core, median of 200", fmt(boardMs, 2),
                                   "ms", "< 4", hydaspes::bench::yesNo(boardMs < 4)});
    return 0;
  }
  hydaspes::bench::printRowLine({"board frame 1920x1080 (fresh view, mid-game, repainted), median of 200", fmt(boardMs, 2),
                                 "ms", "< 4", hydaspes::bench::yesNo(boardMs < 4)});
  {
    QGraphicsScene emptyScene(0, 0, 1290, 790);
    emptyScene.setBackgroundBrush(QColor(0x3b, 0x35, 0x2c));
    QGraphicsView empty(&emptyScene);
    empty.setCacheMode(QGraphicsView::CacheBackground);
    empty.setFrameShape(QFrame::NoFrame);
    empty.resize(1920, 1080);
    empty.show();
    QApplication::processEvents();
    hydaspes::bench::printRowLine({"  an empty QGraphicsView, same size (Qt's floor), median of 200",
                                   fmt(repaintMs(*empty.viewport(), kReps), 2), "ms"});
  }
  hydaspes::bench::printRowLine({"  the same board view through QWidget::render into a QImage, median of 200",
                                 fmt(renderMs(board, kReps, png("board.png")), 2), "ms"});
  board.hide();

  QWidget& view = *window.boardView();
  const double viewMs = repaintMs(*window.boardView()->viewport(), kReps);
  hydaspes::bench::printRowLine({"the window's board view (" + sizeText(view.size()).toStdString() + "), repainted, median of 200",
                                 fmt(viewMs, 2), "ms"});
  const double windowMs = repaintMs(window, kReps);
  if (!pngDir.isEmpty()) renderMs(window, 1, png("window.png"));
  hydaspes::bench::printRowLine({"whole window frame " + sizeText(window.size()).toStdString() + ", repainted, median of 200",
                                 fmt(windowMs, 2), "ms"});

  // Frames while a counter slides along four cells, then while the dice
  // tumble: first the frames the program paints, then with the whole window
  // repainted at every pass (a worst case).
  auto* scene = window.scene();
  scene->setAnimationSpeed(hydaspes::client::AnimationSpeed::Normal);
  const auto slide = [&] {
    std::vector<hydaspes::client::StackLook> looks;
    for (QGraphicsItem* item : scene->items())
      if (auto* stack = dynamic_cast<hydaspes::client::StackItem*>(item); stack && stack->isVisible()) looks.push_back(stack->look());
    if (looks.empty()) return false;
    // Four cells of the stack's row, ending at the stack, from whichever
    // side has room.
    const hydaspes::Board& grid = window.session()->game().board();
    const hydaspes::Cell end = looks.front().cell;
    const int column = grid.column(end), row = grid.row(end);
    const int step = column >= 3 ? -1 : 1;
    hydaspes::client::BoardMotion motion;
    std::vector<hydaspes::Cell> path;
    for (int k = 3; k >= 0; --k) path.push_back(grid.at(column + step * k, row));
    motion.slides.push_back({path, hydaspes::Facing::N, hydaspes::Facing::S});
    scene->setStacks(looks, motion);
    return true;
  };
  auto* dice = window.findChild<hydaspes::client::DiceView*>();
  if (!dice) return 1;
  dice->setRows({QStringLiteral("Alexander"), Qt::blue, {3, 5}, 12}, {QStringLiteral("Porus"), Qt::red, {6, 2}, 9});
  dice->show();
  const auto roll = [&] {
    dice->roll(hydaspes::client::AnimationSpeed::Normal);
    return true;
  };
  // The frames of `runs` animations, each started by `start` and watched
  // for 700 ms: as painted, or with the whole window repainted.
  const auto gather = [&](int runs, const auto& start, bool repainted) {
    std::vector<double> all;
    for (int run = 0; run < runs; ++run) {
      if (!start()) return std::vector<double>{};
      const std::vector<double> f = repainted ? framesDuring(window, 700) : paintedFramesDuring(700);
      all.insert(all.end(), f.begin(), f.end());
    }
    return all;
  };
  constexpr int kSlides = 12, kRolls = 24, kRepainted = 6;
  const std::vector<double> slides = gather(kSlides, slide, false), tumbles = gather(kRolls, roll, false);
  const std::vector<double> slidesRepainted = gather(kRepainted, slide, true), tumblesRepainted = gather(kRepainted, roll, true);
  if (slides.empty() || slidesRepainted.empty()) return 1;
  printAnimationFrames("window 1920x1080, frames painted while a counter slides (" + std::to_string(kSlides) + " slides)",
                       slides, true);
  printAnimationFrames("window 1920x1080, frames painted while the dice tumble (" + std::to_string(kRolls) + " rolls)",
                       tumbles, true);
  printAnimationFrames("  the same, whole window repainted at every pass, slides", slidesRepainted, false);
  printAnimationFrames("  the same, whole window repainted at every pass, dice", tumblesRepainted, false);
  return 0;
}
