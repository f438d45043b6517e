// hydaspes-bench-action: one action of a long game, from the gesture to the
// painted frame, autosave included, at decision ~300 and ~3,000.
//   hydaspes-bench-action DIR
// Plays a long game without attacks (so nobody wins) through the engine's
// Match, saves it where the Greek player is about to make the free move,
// opens the save in the client's main window (solo, so the action can be
// undone between repetitions) with autosave on, and times 50 times: the
// session performing the move (commit, undo command, log row, the autosave's
// text handed to its writer thread), the events and layouts it posts, and
// the window painting what changed (Qt's own update, as in the program). The
// writer thread's time to put the autosave on disk (QSaveFile, which waits
// for the disk) is measured beside it: no frame waits for it.
// Prints ROW lines (table.h) for hydaspes-bench.
#include <QApplication>
#include <QEvent>
#include <QDir>
#include <QSaveFile>
#include <chrono>
#include <vector>

#include "app/main_window.h"
#include "hydaspes/match.h"
#include "hydaspes/rng.h"
#include "session/atomic_write.h"
#include "session/game_session.h"
#include "table.h"

namespace {

using hydaspes::bench::fmt;
using namespace hydaspes;

// True when the Greek player is at the start of the Maneuver phase, free move unused.
bool readyToMove(const GameState& st) {
  return !st.isTerminal() && st.step() == Step::Main && st.phase() == Phase::Maneuver && st.activeSide() == 0 &&
         !st.freeMoveUsed();
}

// A game of at least `length` decisions with no attack in it, ending where
// the Greek player may make the free move.
Match longGame(const GamePtr& game, std::size_t length) {
  Rng pick(length);
  GameState st = GameState::newGame(game, 7);
  SavedGame s = startSave(game->scenario().file, game->cards().file, st, 7);
  s.mode = "solo";
  Match m(game, s, UndoPolicy::Anything);
  while (m.decisionCount() < length || !readyToMove(m.state())) {
    std::vector<Decision> legal;
    for (const Decision& d : m.state().legalDecisions())
      if (d.verb != Verb::Attack) legal.push_back(d);
    const Decision d = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    if (!m.commit({d}).ok()) break;
  }
  return m;
}

// The free move of the first stack that can move, with its first
// destination and facing north.
std::vector<Decision> freeMove(const GameState& start) {
  std::vector<Decision> ds{{Verb::MoveFree, 0}};
  GameState st = start;
  st.apply(ds.back());
  while (!st.isTerminal() && st.step() != Step::Main && st.decidingSide() == 0) {
    const auto legal = st.legalDecisions();
    Decision d = legal.front();
    for (const Decision& c : legal)
      if (c.verb == Verb::TakeAll) d = c;
    if (st.step() == Step::Units && st.pending().group)
      for (const Decision& c : legal)
        if (c.verb == Verb::To) {
          d = c;
          break;
        }
    st.apply(d);
    ds.push_back(d);
  }
  return ds;
}

// Counts the paint events the window's widgets receive.
class PaintCounter : public QObject {
 public:
  int paints = 0;
  bool eventFilter(QObject* o, QEvent* e) override {
    if (e->type() == QEvent::Paint && o->isWidgetType()) ++paints;
    return false;
  }
};

double ms(std::chrono::steady_clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

}  // namespace

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QDir::tempPath();
  const GamePtr game = Game::load(defaultScenarioPath());
  for (std::size_t length : {std::size_t{300}, std::size_t{3000}}) {
    const Match m = longGame(game, length);
    const QString path = dir + QStringLiteral("/long-%1.hydaspes").arg(length);
    {
      QSaveFile f(path);
      if (!f.open(QIODevice::WriteOnly)) return 1;
      const std::string text = m.saveText();
      f.write(text.data(), static_cast<qint64>(text.size()));
      if (!f.commit()) return 1;
    }
    client::MainWindow window;
    window.resize(1920, 1080);
    window.setAutosave(false);
    window.startGame(client::PlayMode::Solo, 1, QString(), QString());
    if (!window.openFile(path)) return 1;
    window.session()->setAutosavePath(dir + QStringLiteral("/autosave-%1.hydaspes").arg(length));
    window.show();
    QApplication::processEvents();
    const std::vector<Decision> action = freeMove(window.session()->state());
    PaintCounter counter;
    app.installEventFilter(&counter);
    std::vector<double> whole, autosave;
    for (int i = 0; i < 55; ++i) {
      window.session()->flushAutosave();  // the last repetition's writes are not timed here
      counter.paints = 0;
      const auto t0 = std::chrono::steady_clock::now();
      if (!window.session()->perform(action)) return 2;
      // The layouts the views postponed, then the frame Qt paints for them.
      for (int round = 0; round < 10 && (round < 2 || counter.paints == 0); ++round) QApplication::processEvents();
      const auto t1 = std::chrono::steady_clock::now();
      if (counter.paints == 0) return 3;  // nothing was painted: the figure would mean nothing
      window.session()->flushAutosave();
      // What the writer thread spends on one autosave, off the window's thread.
      const auto t1b = std::chrono::steady_clock::now();
      QString error;
      client::writeFileAtomically(dir + QStringLiteral("/probe.hydaspes"),
                                  QByteArray::fromStdString(window.session()->match().saveText()), &error);
      const auto t2 = std::chrono::steady_clock::now();
      window.session()->undo();
      QApplication::processEvents();
      if (i >= 5) {
        whole.push_back(ms(t1 - t0));
        autosave.push_back(ms(t2 - t1b));
      }
    }
    const std::string at = "decision " + std::to_string(m.decisionCount());
    const double w = hydaspes::bench::median(whole), a = hydaspes::bench::median(autosave);
    hydaspes::bench::printRowLine({"one action at " + at + ": gesture to painted frame, autosave included, median of 50",
                                   fmt(w, 2), "ms", "< 16", hydaspes::bench::yesNo(w < 16)});
    hydaspes::bench::printRowLine({"  then the autosave on disk, in its writer thread (atomic write), median of 50", fmt(a, 2), "ms"});
  }
  return 0;
}
