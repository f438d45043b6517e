// The tutorial's teacher, in a dock beside the board: the lesson's title,
// which step of how many, and what to do now, with each rule it names linked
// to the Rules window. Restart, the next lesson once this one is done, and
// the list of lessons.
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
  void show(const LessonLook& lesson, bool nextExists);
  QString text() const;  // what it says now, for tests
  QPushButton* nextButton() const { return next_; }

  // Every ruling ID in a step's words ("rule M4", "rules T4, B3") becomes a
  // link to the rule.
  static QString withRuleLinks(const QString& plain);

 signals:
  void restartRequested();
  void nextRequested();
  void listRequested();
  void ruleLinkActivated(const QString& id);

 private:
  QLabel* title_;
  QLabel* progress_;
  QLabel* say_;
  QPushButton* restart_;
  QPushButton* next_;
};

}  // namespace hydaspes::client
