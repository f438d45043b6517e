// The tutorial in the window: Help > Tutorial lists the lessons; a lesson
// starts as a solo game with its teacher beside the board and its cells
// marked; a decision the step does not ask for is refused in the teacher's
// words; undo goes back a step; the scripted solution finishes the lesson,
// which is then remembered as done and offers the next one.
#include <catch2/catch.hpp>

#include <QApplication>
#include <QDockWidget>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTimer>

#include "app/main_window.h"
#include "app/tutorial_dialog.h"
#include "board/board_scene.h"
#include "hydaspes/lesson.h"
#include "hydaspes/notation.h"
#include "hydaspes/state.h"
#include "panels/lesson_panel.h"
#include "session/game_session.h"

using namespace hydaspes;
using namespace hydaspes::client;

namespace {
Decision decisionOf(const Game& g, const std::string& text) {
  const ParseResult r = parseDecision(g, text);
  REQUIRE(r.decision);
  return *r.decision;
}
}  // namespace

TEST_CASE("Tutorial client: every lesson is offered, played from its opening to its end through the session", "[client][tutorial]") {
  QSettings().remove(QStringLiteral("tutorial/done"));
  QString error;
  const std::vector<LessonEntry> entries = lessonCatalogue(&error);
  INFO(error.toStdString());
  REQUIRE(entries.size() >= 6);
  TutorialDialog dialog(entries);
  CHECK(dialog.list()->count() == static_cast<int>(entries.size()));
  CHECK(dialog.chosenFile() == entries.front().file);  // the first lesson not done yet

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
      REQUIRE(w.session()->apply(decisionOf(w.session()->game(), text), &why));
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

TEST_CASE("Tutorial client: a decision the step does not ask for is refused in its words; undo goes back a step", "[client][tutorial]") {
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
  if (other) {
    QString why;
    CHECK_FALSE(w.session()->apply(*other, &why));
    CHECK(why.contains(QString::fromStdString(first.say).left(30)));
    CHECK(w.session()->decisionCount() == 0);
  }
  // Play until the first step is done, then undo: the first step again.
  for (const std::string& text : lesson.solution) {
    REQUIRE(w.session()->apply(decisionOf(w.session()->game(), text)));
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
