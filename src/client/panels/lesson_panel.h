// The tutorial's teacher, in a dock beside the board: the lesson's title,
// which step of how many, and what to do now, with each rule it names linked
// to the Rules window. Restart, the next lesson once this one is done, the
// list of lessons, and the way back to the game the lesson was started from.
#pragma once

#include <QWidget>

#include "session/lesson_look.h"

class QLabel;
class QPushButton;

namespace hydaspes::client {

class LessonPanel : public QWidget {
  Q_OBJECT
 public:
  explicit LessonPanel(QWidget* parent = nullptr);
  // `gameWaiting`: a game was set aside for the lesson (GameSession::hasGameSetAside).
  void show(const LessonLook& lesson, bool nextExists, bool gameWaiting);
  QString text() const;  // what it says now, for tests
  QPushButton* nextButton() const { return next_; }
  QPushButton* backButton() const { return back_; }

  // Every ruling ID in a step's words ("rule M4", "rules T4, B3") becomes a
  // link to the rule.
  static QString withRuleLinks(const QString& plain);

 signals:
  void restartRequested();
  void nextRequested();
  void listRequested();
  void backToGameRequested();
  void ruleLinkActivated(const QString& id);

 private:
  QLabel* title_;
  QLabel* progress_;
  QLabel* say_;
  QPushButton* restart_;
  QPushButton* next_;
  QPushButton* back_;
};

}  // namespace hydaspes::client
