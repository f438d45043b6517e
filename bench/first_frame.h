// How the first-frame programs say that their window has been painted, the
// same way for the client and for the empty window.
//
// Method: an event filter sees the window's first QEvent::Paint. Qt Widgets
// paints a top-level window and all its children, then flushes the backing
// store, inside the handling of one update request; a zero-time timer started
// from the filter therefore fires only once that whole frame is painted and
// flushed. It prints kFirstFrameLine (table.h) to stdout and quits. The parent
// (hydaspes-bench) takes the time from just before it spawns the process to
// the moment that line arrives on the pipe, so loading the Qt libraries,
// building the window and painting it are all counted, on both sides alike.
// (QWindow::frameSwapped exists only for OpenGL windows; the offscreen
// platform used here has none.)
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QObject>
#include <QTimer>
#include <cstdio>

#include "table.h"

namespace hydaspes::bench {

// One line of a start's breakdown on stderr: when `what` ended, in ms on `clock`.
inline void printPhase(const QElapsedTimer& clock, const char* what) {
  std::fprintf(stderr, "%7.2f ms  %s\n", static_cast<double>(clock.nsecsElapsed()) / 1e6, what);
}

class FirstFrameProbe : public QObject {
 public:
  // With a clock, the first paint event and the painted frame are also
  // reported on stderr, in ms on that clock.
  explicit FirstFrameProbe(QObject* window, const QElapsedTimer* clock = nullptr) : window_(window), clock_(clock) {
    window->installEventFilter(this);
  }

 protected:
  bool eventFilter(QObject* watched, QEvent* e) override {
    if (!seen_ && watched == window_ && e->type() == QEvent::Paint) {
      seen_ = true;
      report("first paint event");
      QTimer::singleShot(0, this, [this] {
        report("first frame painted and flushed");
        std::printf("%s\n", kFirstFrameLine);
        std::fflush(stdout);
        QCoreApplication::exit(0);
      });
    }
    return false;
  }

 private:
  void report(const char* what) const {
    if (clock_) printPhase(*clock_, what);
  }

  QObject* window_;
  const QElapsedTimer* clock_;
  bool seen_ = false;
};

}  // namespace hydaspes::bench
