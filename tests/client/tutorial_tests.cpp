// The tutorial and the review in the window. Help > Tutorial lists the
// lessons; a lesson
// starts as a solo game with its teacher beside the board and its cells
// marked; a decision the step does not ask for is refused in the teacher's
// words; undo goes back a step; the scripted solution finishes the lesson,
// which is then remembered as done and offers the next one. Game > Review
// goes over a finished game: a chart and flagged actions that lead there.
#include <catch2/catch.hpp>

#include <algorithm>

#include <QApplication>
#include <QLabel>
#include <QDockWidget>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTimer>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "app/main_window.h"
#include "app/tutorial_dialog.h"
#include "session/action_log_model.h"
#include "board/board_scene.h"
#include "hydaspes/data_files.h"
#include "hydaspes/lesson.h"
#include "hydaspes/match.h"
#include "hydaspes/rng.h"
#include "hydaspes/saved_game.h"
#include "hydaspes/notation.h"
#include "hydaspes/state.h"
#include "panels/chance_chart.h"
#include "panels/lesson_panel.h"
#include "panels/review_panel.h"
#include "session/replay_session.h"
#include "session/review_search.h"
#include "session/game_session.h"
#include "test_support.h"

using namespace hydaspes;
using namespace hydaspes::client;

TEST_CASE("Tutorial client: every lesson is offered, played from its opening to its end through the session", "[client][tutorial]") {
  QSettings().remove(QStringLiteral("tutorial/done"));
  QString error;
  const std::vector<LessonEntry> entries = lessonCatalogue(&error);
  INFO(error.toStdString());
  REQUIRE(entries.size() >= 6);
  TutorialDialog dialog(entries);
  CHECK(dialog.list()->count() == static_cast<int>(entries.size()));
  CHECK(dialog.chosenFile() == entries.front().file);  // the first lesson not done yet
  // A tester with a game in play did not know what a lesson would do to it.
  CHECK(dialog.findChild<QLabel*>(QStringLiteral("leavingGame"))->isHidden());
  const TutorialDialog waiting(entries, nullptr, TutorialDialog::WaitingGame::Waits);
  const auto* waits = waiting.findChild<QLabel*>(QStringLiteral("leavingGame"));
  CHECK_FALSE(waits->isHidden());
  CHECK(waits->text().contains(QStringLiteral("“Back to your game”")));
  const TutorialDialog leaving(entries, nullptr, TutorialDialog::WaitingGame::GivesWay);
  CHECK(leaving.findChild<QLabel*>(QStringLiteral("leavingGame"))->text().contains(QStringLiteral("the finished game")));

  MainWindow w;
  w.resize(1400, 900);
  w.show();
  for (std::size_t i = 0; i < entries.size(); ++i) {
    INFO(entries[i].file.toStdString());
    REQUIRE(w.startLesson(entries[i].file));
    QApplication::processEvents();
    const Lesson lesson = loadLesson(entries[i].file.toStdString());
    REQUIRE(w.session()->mode() == PlayMode::Solo);
    const std::optional<LessonLook> look = w.session()->lessonLook();
    REQUIRE(look);
    CHECK(look->step == 0);
    CHECK(w.lessonPanel()->isVisible());
    CHECK(w.lessonPanel()->text().contains(look->title));
    CHECK(w.scene()->markedCellCount() == look->marked.size());
    for (const std::string& text : lesson.solution) {
      QString why;
      INFO(text);
      REQUIRE(w.session()->apply(test::parse(w.session()->game(), text), &why));
    }
    QApplication::processEvents();
    REQUIRE(w.session()->lessonLook());
    CHECK(w.session()->lessonLook()->finished);
    CHECK(w.lessonPanel()->text().contains(QStringLiteral("Lesson complete")));
    CHECK(w.lessonPanel()->nextButton()->isEnabled() == (i + 1 < entries.size()));
    CHECK(finishedLessons().contains(entries[i].id));
  }
  // A new game that is no lesson puts the teacher away.
  w.startGame(PlayMode::HotSeat, 1, QString(), QString());
  QApplication::processEvents();
  CHECK_FALSE(w.session()->lessonLook());
  CHECK_FALSE(w.findChild<QDockWidget*>(QStringLiteral("lessonDock"))->isVisible());
  CHECK(w.scene()->markedCellCount() == 0);
}

// Two testers in the middle of a game would not open a lesson that ended it:
// the game waits, the autosave keeps it, and it comes back as it was left.
TEST_CASE("Tutorial client: a game still being played waits for a lesson and comes back as it was left",
          "[client][tutorial]") {
  const std::vector<LessonEntry> entries = lessonCatalogue(nullptr);
  REQUIRE(entries.size() >= 2);
  QTemporaryDir dir;
  const QString autosave = dir.filePath(QStringLiteral("autosave.hydaspes"));
  MainWindow w;
  w.setAutosave(false);
  w.resize(1400, 900);
  w.show();
  GameSession& session = *w.session();
  session.setAutosavePath(autosave);
  w.startGame(PlayMode::Solo, 1, QString(), QString());
  for (const char* text : {"end", "move free", "from b2", "take alexander", "to b1", "face S"})
    REQUIRE(session.apply(test::parse(session.game(), text)));
  const auto played = session.toSave().decisions;
  const auto onDisk = [&] {
    session.flushAutosave();
    return loadSave(autosave.toStdString()).decisions;
  };
  REQUIRE(onDisk() == played);

  REQUIRE(w.startLesson(entries[0].file));
  QApplication::processEvents();
  REQUIRE(session.lessonLook());
  CHECK(session.hasGameSetAside());
  CHECK(w.lessonPanel()->backButton()->isVisible());
  const Lesson lesson = loadLesson(entries[0].file.toStdString());
  REQUIRE(session.apply(test::parse(session.game(), lesson.solution.front())));
  CHECK(onDisk() == played);  // a lesson is not kept: the autosave is still the game
  // The next lesson (or the list) keeps the game waiting.
  REQUIRE(w.startLesson(entries[1].file));
  QApplication::processEvents();
  CHECK(session.hasGameSetAside());
  CHECK(w.lessonPanel()->backButton()->isVisible());
  // A new game would drop it: the player is asked first, and may cancel.
  QString asked = QStringLiteral("(not asked)");
  QTimer::singleShot(200, [&] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    CHECK(box);  // not REQUIRE: thrown here, it would cross the event loop
    if (box) {
      asked = box->text();
      box->button(QMessageBox::Cancel)->click();
    } else if (QWidget* other = QApplication::activeModalWidget()) {
      other->close();
    }
  });
  w.newGame();
  INFO(asked.toStdString());
  CHECK(asked.contains(QStringLiteral("game you left for the tutorial")));
  CHECK(session.lessonLook());
  CHECK(session.hasGameSetAside());

  w.lessonPanel()->backButton()->click();
  QApplication::processEvents();
  CHECK_FALSE(session.lessonLook());
  CHECK_FALSE(session.hasGameSetAside());
  CHECK_FALSE(w.findChild<QDockWidget*>(QStringLiteral("lessonDock"))->isVisible());
  CHECK(session.mode() == PlayMode::Solo);
  CHECK(session.toSave().decisions == played);
  CHECK(session.isModified());  // never saved: leaving it still asks
  CHECK(session.canUndo());     // solo: its actions may still be taken back (H4)
  // The log holds the game's actions again, and says which game it is.
  const QStringList lines = session.log()->lines();
  REQUIRE(lines.size() == static_cast<qsizetype>(session.match().actions().size()) + 1);
  CHECK(lines.back() == QStringLiteral("Back to the game left for the tutorial: %1 against %2")
                            .arg(session.playerName(0), session.playerName(1)));
  REQUIRE(session.apply(test::parse(session.game(), "end")));
  CHECK(onDisk() == session.toSave().decisions);  // kept again
}

// Lessons write no autosave. Started over a game already over (or over
// none), the lesson left that game's autosave on disk, and a crash in the
// lesson would have offered to recover a game that was over.
TEST_CASE("Tutorial client: a lesson with no game waiting leaves no old autosave for a crash to offer back",
          "[client][tutorial]") {
  const std::vector<LessonEntry> entries = lessonCatalogue(nullptr);
  REQUIRE_FALSE(entries.empty());
  QTemporaryDir dir;
  const QString autosave = dir.filePath(QStringLiteral("autosave.hydaspes"));
  {
    QFile old(autosave);
    REQUIRE(old.open(QIODevice::WriteOnly));
    old.write("{\"a game\": \"over\"}");
  }
  MainWindow w;
  w.setAutosave(false);
  GameSession& session = *w.session();
  session.setAutosavePath(autosave);
  REQUIRE_FALSE(session.hasGame());
  REQUIRE(w.startLesson(entries[0].file));
  CHECK_FALSE(session.hasGameSetAside());
  CHECK_FALSE(QFile::exists(autosave));
  const Lesson lesson = loadLesson(entries[0].file.toStdString());
  REQUIRE(session.apply(test::parse(session.game(), lesson.solution.front())));
  session.flushAutosave();
  CHECK_FALSE(QFile::exists(autosave));  // and the lesson writes none
}

// H4: against the computer, what could be taken back before the lesson still
// can after it; the game left may be saved without going back to it.
TEST_CASE("Tutorial client: a game against the computer set aside keeps its undo and may be saved from the lesson",
          "[client][tutorial]") {
  const std::vector<LessonEntry> entries = lessonCatalogue(nullptr);
  REQUIRE_FALSE(entries.empty());
  QTemporaryDir dir;
  MainWindow w;
  w.setAutosave(false);
  w.resize(1400, 900);
  w.show();
  GameSession& session = *w.session();
  w.startGame(PlayMode::Computer, 1, QString(), QString(), false, 1, 1);  // the computer plays Porus
  REQUIRE(session.apply(test::parse(session.game(), "end")));  // Alexander ends the Deception phase
  REQUIRE(session.canUndo());
  const auto played = session.toSave().decisions;
  REQUIRE(w.startLesson(entries[0].file));
  REQUIRE(session.gameSetAsideModified());
  const QString path = dir.filePath(QStringLiteral("left.hydaspes"));
  QString error;
  REQUIRE(session.saveGameSetAside(path, &error));
  CHECK_FALSE(session.gameSetAsideModified());
  CHECK(session.gameSetAsideFile() == path);
  CHECK(loadSave(path.toStdString()).decisions == played);
  CHECK(session.lessonLook());  // the lesson stays on the board
  w.backToGame();
  QApplication::processEvents();
  REQUIRE(session.computer());
  CHECK(session.computer()->side == 1);
  CHECK(session.filePath() == path);
  CHECK_FALSE(session.isModified());
  REQUIRE(session.canUndo());
  session.undo();
  CHECK(session.state().phase() == Phase::Deception);
}

TEST_CASE("Tutorial client: a decision the step does not ask for is refused in its words, undo goes back a step", "[client][tutorial]") {
  const std::vector<LessonEntry> entries = lessonCatalogue(nullptr);
  REQUIRE_FALSE(entries.empty());
  MainWindow w;
  w.resize(1400, 900);
  w.show();
  REQUIRE(w.startLesson(entries.front().file));
  const Lesson lesson = loadLesson(entries.front().file.toStdString());
  const LessonStep& first = lesson.steps.front();
  REQUIRE_FALSE(first.allow.empty());
  // A legal decision that no prefix of the first step allows.
  const GameState& st = w.session()->state();
  std::optional<Decision> other;
  for (const Decision& d : st.legalDecisions()) {
    const std::string text = printDecision(w.session()->game(), d);
    if (std::none_of(first.allow.begin(), first.allow.end(), [&](const std::string& p) { return text.rfind(p, 0) == 0; })) {
      other = d;
      break;
    }
  }
  REQUIRE(other);  // the first step narrows the choice
  QString why;
  CHECK_FALSE(w.session()->apply(*other, &why));
  CHECK(why.startsWith(QStringLiteral("Not in this lesson: it asks for “")));  // what the step takes, as buttons name it
  CHECK(why.size() < 120);  // short enough for the status bar, not the teacher's paragraph
  CHECK(w.session()->decisionCount() == 0);
  CHECK_FALSE(w.session()->isModified());  // a lesson is never kept: leaving it asks nothing
  // Play until the first step is done, then undo: the first step again.
  for (const std::string& text : lesson.solution) {
    REQUIRE(w.session()->apply(test::parse(w.session()->game(), text)));
    if (w.session()->lessonLook()->step > 0) break;
  }
  REQUIRE(w.session()->lessonLook()->step == 1);
  REQUIRE(w.session()->canUndo());
  w.session()->undo();
  CHECK(w.session()->lessonLook()->step == 0);
  // The step's rule IDs are links to the Rules window.
  CHECK(LessonPanel::withRuleLinks(QStringLiteral("rules T4, B3; cell b6")) ==
        QStringLiteral("rules <a href=\"T4\">T4</a>, <a href=\"B3\">B3</a>; cell b6"));
}

TEST_CASE("Tutorial client: lesson 1 takes only the facing its step asks for, and names it", "[client][tutorial]") {
  const QString file = QString::fromStdString(defaultLessonDir() + "/01-moving.json");
  const Lesson lesson = loadLesson(file.toStdString());
  MainWindow w;
  w.resize(1400, 900);
  w.show();
  REQUIRE(w.startLesson(file));
  // Step 1: the free move, b6 to b5; step 2 asks "Face the Phalanx N".
  for (const char* text : {"move free", "from b6", "take phalanx1", "to b5"})
    REQUIRE(w.session()->apply(test::parse(w.session()->game(), text)));
  REQUIRE(w.session()->lessonLook()->step == 1);
  const QString asks = QString::fromStdString(lesson.steps.at(1).say);
  REQUIRE(asks.contains(QStringLiteral("Face the Phalanx N")));
  for (const char* wrong : {"face S", "face NE", "face NW"}) {
    INFO(wrong);
    QString why;
    CHECK_FALSE(w.session()->apply(test::parse(w.session()->game(), wrong), &why));
    CHECK(why == QStringLiteral("Not in this lesson: it asks for “Face N” now"));  // the one facing the step takes
    CHECK(w.session()->lessonLook()->step == 1);
    CHECK(w.session()->decisionCount() == 4);
  }
  QString why;
  CHECK(w.session()->apply(test::parse(w.session()->game(), "face N"), &why));
  INFO(why.toStdString());
  CHECK(w.session()->lessonLook()->step == 2);
  // Step 3: the whole stack in d6; Alexander alone is not sent to i6.
  for (const char* text : {"move outmaneuver", "from d6", "take alexander"})
    REQUIRE(w.session()->apply(test::parse(w.session()->game(), text)));
  CHECK_FALSE(w.session()->apply(test::parse(w.session()->game(), "to i6"), &why));
  CHECK(why.startsWith(QStringLiteral("Not in this lesson: ")));
  CHECK(w.session()->apply(test::parse(w.session()->game(), "take companions")));
  CHECK(w.session()->apply(test::parse(w.session()->game(), "to i6")));
}

TEST_CASE("Review client: a finished game reviewed, the chart and the flagged actions go to their place", "[client][review]") {
  // A random game (to its end or 600 decisions), saved, opened as a replay.
  SavedGame opening;
  opening.scenario = readJsonFile(defaultScenarioPath());
  opening.cards = readJsonFile(defaultDataDir() + "/hydaspes-cards.json");
  opening.seed = 11;
  opening.mode = "solo";
  Match m(Game::load(defaultScenarioPath()), opening, UndoPolicy::Anything);
  Rng pick(3);
  while (!m.state().isTerminal() && m.decisionCount() < 600) {
    const auto legal = m.state().legalDecisions();
    REQUIRE(m.commit({legal[pick.below(static_cast<std::uint32_t>(legal.size()))]}).ok());
  }
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("finished.hydaspes"));
  writeSaveAtomically(path.toStdString(), m.save());
  MainWindow w;
  w.resize(1400, 900);
  w.show();
  REQUIRE(w.openReplayFile(path));
  w.reviewSearch()->setIterations(60);  // enough for the search to weigh the actions played
  w.reviewGame();
  for (int waited = 0; w.reviewSearch()->running() && waited < 60000; waited += 20) QTest::qWait(20);
  REQUIRE_FALSE(w.reviewSearch()->running());
  const ReviewLook& look = w.reviewPanel()->review();
  REQUIRE(look.alexander.size() == m.actions().size() + 1);
  CHECK(look.actionStarts.size() == m.actions().size());
  CHECK(w.reviewPanel()->flags()->count() == static_cast<int>(look.flags.size()));
  REQUIRE_FALSE(look.flags.empty());  // random play loses points
  for (const ReviewLook::Flag& f : look.flags) CHECK(f.before - f.after >= 10);
  // A flagged action: the replay goes to where it began.
  w.reviewPanel()->flags()->setCurrentRow(0);
  CHECK(w.replay()->position() == look.flags.front().first);
  // A point of the chart: the same.
  const int point = static_cast<int>(look.actionStarts.size() / 2);
  QTest::mouseClick(w.reviewPanel()->chart(), Qt::LeftButton, Qt::NoModifier, w.reviewPanel()->chart()->pointOf(point).toPoint());
  CHECK(w.replay()->position() == look.actionStarts[static_cast<std::size_t>(point)]);
}

TEST_CASE("Review client: a game still being played is not reviewed, one just finished is, as a replay", "[client][review]") {
  MainWindow w;
  w.resize(1400, 900);
  w.show();
  w.startGame(PlayMode::Solo, 1, QString(), QString());
  w.reviewGame();
  CHECK_FALSE(w.reviewSearch()->running());
  CHECK(w.replay()->isOpen() == false);
}

// A tester twice ended a phase believing their move made: the other side
// had negated it, which only the log said. The status bar says it now.
TEST_CASE("T4 client: a negate that stands is told in the status bar", "[client][tutorial]") {
  QString error;
  const std::vector<LessonEntry> entries = lessonCatalogue(&error);
  const auto reactions = std::find_if(entries.begin(), entries.end(),
                                      [](const LessonEntry& e) { return e.file.endsWith(QStringLiteral("04-reactions.json")); });
  REQUIRE(reactions != entries.end());
  MainWindow w;
  w.resize(1400, 900);
  w.show();
  REQUIRE(w.startLesson(reactions->file));
  QSignalSpy notices(w.session(), &GameSession::notice);
  const auto play = [&](const char* text) {
    QString why;
    INFO(text);
    REQUIRE(w.session()->apply(test::parse(w.session()->game(), text), &why));
  };
  for (const char* text : {"move floats-and-boats", "from c2", "take peltasts1", "to c4", "face S", "negate monsoon"})
    play(text);
  CHECK(notices.isEmpty());  // Alexander may still cancel it: the decision bar asks
  play("cancel suitable-crossing");
  play("negate overflowing");  // no cancel left: it stands
  REQUIRE(notices.size() == 1);
  const QString told = notices.front().front().toString();
  CHECK(told == QStringLiteral("Porus negates the move to c4 with Overflowing: the units stay in c2"));
  QApplication::processEvents();
  CHECK(w.statusBar()->currentMessage() == told);
}
