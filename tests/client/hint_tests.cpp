// Game > Hint: the search's best choices for the player at the screen, from
// that player's information, in a worker thread; refused in hot-seat and on
// the computer's turn; dropped when the game moves on first.
#include <catch2/catch.hpp>

#include <QApplication>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStatusBar>

#include "app/main_window.h"
#include "hydaspes/state.h"
#include "session/hint_search.h"

using namespace hydaspes;
using namespace hydaspes::client;

namespace {
QAction* hintAction(MainWindow& w) {
  for (QAction* a : w.findChildren<QAction*>())
    if (a->shortcut() == QKeySequence(Qt::Key_H)) return a;
  return nullptr;
}
}  // namespace

TEST_CASE("hint: in solo the best three choices arrive with winning chances, within seconds", "[client][hint]") {
  MainWindow w;
  w.startGame(PlayMode::Solo, 2, QString(), QString());
  w.show();
  GameSession& s = *w.session();
  // The Maneuver phase: many choices, and the negate chance is given.
  while (!(s.state().step() == Step::Main && s.state().phase() == Phase::Maneuver)) REQUIRE(s.apply(Decision{Verb::End, 0}));
  QSignalSpy ready(s.hints(), &HintSearch::ready);
  QAction* hint = hintAction(w);
  REQUIRE(hint);
  hint->trigger();
  REQUIRE(ready.wait(15000));
  const Hint h = ready.takeFirst().at(0).value<Hint>();
  CHECK(h.choices.size() == 3);
  for (const QString& c : h.choices) {
    CHECK(c.contains(QStringLiteral("winning chance")));
    CHECK(c.front().isUpper());  // a line of its own, not a verb left from the log's "Alexander: ..."
  }
  CHECK(h.negate.contains(QStringLiteral("Porus may negate a move in")));
  CHECK(h.iterations > 0);
  auto* box = w.findChild<QMessageBox*>(QStringLiteral("hintBox"));
  REQUIRE(box);
  CHECK(box->isVisible());
  CHECK(box->text().contains(QStringLiteral("1. ")));
}

TEST_CASE("hint: refused in hot-seat, and an answer for an older position is dropped", "[client][hint]") {
  MainWindow w;
  w.startGame(PlayMode::HotSeat, 2, QString(), QString());
  CHECK(w.session()->whyNoHint().contains(QStringLiteral("hot-seat")));
  hintAction(w)->trigger();
  CHECK(w.statusBar()->currentMessage().startsWith(QStringLiteral("No hint now")));

  w.startGame(PlayMode::Solo, 2, QString(), QString());
  GameSession& s = *w.session();
  QSignalSpy ready(s.hints(), &HintSearch::ready);
  s.askHint();
  REQUIRE(s.apply(s.state().legalDecisions().front()));  // the game moves on before the answer
  CHECK_FALSE(ready.wait(3000));
}
