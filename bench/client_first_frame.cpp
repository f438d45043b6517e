// hydaspes-bench-client-first-frame: the client's start, as src/client/app/
// main.cpp does it (application, setApplicationIdentity(), the language, main window, a new hot-seat
// game, optionally a save opened, show), up to the first painted frame; see
// first_frame.h for how that frame is detected. hydaspes-bench times it from
// outside, beside hydaspes-bench-empty-window. The new game has seed 1, as
// under --screenshot; a plain start picks a random seed, which changes only
// the cards dealt. If main.cpp changes what it does before show(), change
// this too.
//   hydaspes-bench-client-first-frame [--load SAVE] [--size WxH] [--phases]
// --phases prints to stderr, in ms since main(), when each step of the start
// ended: where the start's own time goes.
#include <QApplication>
#include <QElapsedTimer>
#include <QString>
#include <QStringList>
#include <cstdio>
#include <map>
#include <utility>

#include "app/application_identity.h"
#include "app/language.h"
#include "app/main_window.h"
#include "app/preferences.h"
#include "first_frame.h"

namespace {

// With --phases: the time each paint event of the first frame took, by the
// class of the widget painted (a widget's paint event does not include its
// children's, which Qt paints one by one).
class TimedApplication : public QApplication {
 public:
  using QApplication::QApplication;
  bool timing = false;
  std::map<QString, std::pair<int, qint64>> paints;  // class -> count, ns

  bool notify(QObject* receiver, QEvent* e) override {
    if (!timing || e->type() != QEvent::Paint) return QApplication::notify(receiver, e);
    QElapsedTimer t;
    t.start();
    const bool done = QApplication::notify(receiver, e);
    QString name = QString::fromLatin1(receiver->metaObject()->className());
    if (receiver->parent()) name += QStringLiteral(" in ") + QString::fromLatin1(receiver->parent()->metaObject()->className());
    auto& [count, ns] = paints[name];
    ++count;
    ns += t.nsecsElapsed();
    return done;
  }
};

}  // namespace

int main(int argc, char** argv) {
  QElapsedTimer clock;
  clock.start();
  bool phases = false;
  for (int i = 1; i < argc; ++i) phases = phases || QByteArray(argv[i]) == "--phases";
  const auto phase = [&](const char* what) {
    if (phases) hydaspes::bench::printPhase(clock, what);
  };
  TimedApplication app(argc, argv);
  app.timing = phases;
  phase("QApplication");
  hydaspes::client::setApplicationIdentity();
  const QString languageAsked = hydaspes::client::languageArgument(QApplication::arguments());
  hydaspes::client::installLanguage(app, languageAsked.isNull() ? hydaspes::client::Preferences::load().language : languageAsked);
  phase("identity and language");

  QString load;
  int width = 1920, height = 1080;
  const QStringList args = QApplication::arguments();
  for (qsizetype i = 1; i + 1 < args.size(); ++i) {
    if (args[i] == QLatin1String("--load")) load = args[i + 1];
    if (args[i] == QLatin1String("--size")) {
      const QStringList wh = args[i + 1].split(QLatin1Char('x'));
      if (wh.size() == 2) width = wh[0].toInt(), height = wh[1].toInt();
    }
  }

  hydaspes::client::MainWindow window;
  phase("main window built");
  window.resize(width, height);
  window.setAutosave(false);
  window.startGame(hydaspes::client::PlayMode::HotSeat, 1, QString(), QString());
  phase("new game started");
  if (!load.isEmpty() && !window.openFile(load)) return 1;
  hydaspes::bench::FirstFrameProbe probe(&window, phases ? &clock : nullptr);
  window.show();
  phase("shown");
  const int status = app.exec();
  for (const auto& [name, paint] : app.paints)
    std::fprintf(stderr, "%7.2f ms  painting %d %s\n", static_cast<double>(paint.second) / 1e6, paint.first, qPrintable(name));
  return status;
}
