// H2: the cover's state machine, one transition at a time; then the window
// through the transitions a new player ran into.
#include <catch2/catch.hpp>

#include <QApplication>
#include <QTemporaryDir>

#include "app/main_window.h"
#include "hydaspes/match.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/state.h"
#include "session/replay_cursor.h"
#include "panels/cover_screen.h"
#include "session/cover_state.h"

using namespace hydaspes;
using namespace hydaspes::client;

namespace {
CoverContext hotSeat(SideIndex decider) { return {true, false, false, decider}; }
using Kind = CoverState::Kind;
}  // namespace

TEST_CASE("H2 cover: a new hot-seat game shows its first player's hand at once", "[cover][H2]") {
  CoverState c;
  c.arrive(hotSeat(0), Arrival::NewGame);
  CHECK(c.kind() == Kind::Showing);
  CHECK(c.side() == SideIndex{0});
}

TEST_CASE("H2 cover: a new game replaces a covered one without its cover", "[cover][H2]") {
  CoverState c;
  c.arrive(hotSeat(0), Arrival::NewGame);
  c.changed(hotSeat(1));
  REQUIRE(c.covered());
  c.arrive(hotSeat(0), Arrival::NewGame);
  CHECK(c.kind() == Kind::Showing);
  CHECK(c.side() == SideIndex{0});
  c.arrive({false, false, false, 1}, Arrival::NewGame);  // solo
  CHECK(c.kind() == Kind::Off);
}

TEST_CASE("H2 cover: an opened or recovered hot-seat game, or play from here, waits for its player", "[cover][H2]") {
  for (SideIndex decider : {SideIndex{0}, SideIndex{1}}) {
    CoverState c;
    c.arrive({false, true, false, decider}, Arrival::Opened);  // a replay: nothing to hide
    CHECK(c.kind() == Kind::Off);
    c.arrive(hotSeat(decider), Arrival::Opened);  // play from here, a file, an autosave
    CHECK(c.covered());
    CHECK(c.side() == decider);
    c.ready();
    CHECK(c.kind() == Kind::Showing);
    CHECK(c.side() == decider);
  }
}

TEST_CASE("H2 cover: an action or undo that hands the decision over covers, one that does not, does not", "[cover][H2]") {
  CoverState c;
  c.arrive(hotSeat(0), Arrival::NewGame);
  c.changed(hotSeat(0));
  CHECK(c.kind() == Kind::Showing);
  c.changed(hotSeat(1));  // a negate window, or the turn passes
  CHECK(c.covered());
  CHECK(c.side() == SideIndex{1});
  c.changed(hotSeat(0));  // before Porus said ready, the decision came back (undo): still covered, for Alexander
  CHECK(c.covered());
  CHECK(c.side() == SideIndex{0});
  c.ready();
  CHECK(c.kind() == Kind::Showing);
  c.ready();  // a second "ready" changes nothing
  CHECK(c.kind() == Kind::Showing);
}

TEST_CASE("H2 cover: the game's end and a change of mode lift it", "[cover][H2]") {
  CoverState c;
  c.arrive(hotSeat(0), Arrival::NewGame);
  c.changed(hotSeat(1));
  c.changed({true, false, true, 0});  // game over: both hands open
  CHECK(c.kind() == Kind::Off);
  c.arrive({false, false, false, 0}, Arrival::Opened);  // a solo save
  CHECK(c.kind() == Kind::Off);
  c.changed(hotSeat(1));  // back to hot-seat with nobody known at the screen
  CHECK(c.covered());
}

namespace {
struct Window {
  Window() {
    w.resize(1400, 900);
    w.startGame(PlayMode::HotSeat, 1, QStringLiteral("Anna"), QStringLiteral("Ben"));
    w.show();
  }
  MainWindow w;
};

// Ends phases until the decision goes to the other player.
void handOver(MainWindow& w) {
  const SideIndex me = w.session()->state().decidingSide();
  for (int guard = 0; guard < 40 && w.session()->state().decidingSide() == me; ++guard) {
    const auto legal = w.session()->state().legalDecisions();
    const Decision end{Verb::End, 0};
    REQUIRE(w.session()->apply(std::find(legal.begin(), legal.end(), end) != legal.end() ? end : legal.front()));
  }
}
}  // namespace

TEST_CASE("H2 cover in the window: New game from a covered game shows no old cover", "[cover][H2][client]") {
  Window f;
  handOver(f.w);
  REQUIRE(f.w.cover()->isVisible());
  f.w.startGame(PlayMode::HotSeat, 2, QStringLiteral("Anna"), QStringLiteral("Ben"));
  CHECK_FALSE(f.w.cover()->isVisible());
  CHECK(f.w.coverState().kind() == CoverState::Kind::Showing);
  handOver(f.w);
  f.w.startGame(PlayMode::Solo, 3, QString(), QString());
  CHECK_FALSE(f.w.cover()->isVisible());
}

TEST_CASE("H2 cover in the window: Play from here on a hot-seat replay covers until the player is ready", "[cover][H2][client]") {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("game.hydaspes"));
  {
    Window f;
    handOver(f.w);  // Porus decides when the save is made
    QString error;
    REQUIRE(f.w.session()->save(path, &error));
  }
  Window f;
  REQUIRE(f.w.openReplayFile(path));
  CHECK_FALSE(f.w.cover()->isVisible());
  f.w.playFromHere();
  CHECK(f.w.cover()->isVisible());
  CHECK(f.w.coverState().side() == SideIndex{1});
  emit f.w.cover()->ready();
  CHECK_FALSE(f.w.cover()->isVisible());
}
