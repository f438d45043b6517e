// Help > Tutorial: the lessons in order, each marked when done (progress is
// kept in the settings), with its summary; Start plays the chosen one.
#pragma once

#include <QDialog>
#include <QStringList>

#include "session/lesson_look.h"

class QLabel;
class QListWidget;

namespace hydaspes::client {

// The ids of the lessons finished, kept in QSettings ("tutorial/done").
QStringList finishedLessons();
void markLessonFinished(const QString& id);

class TutorialDialog : public QDialog {
  Q_OBJECT
 public:
  // What becomes of the game on the board, said above the list (a tester
  // did not know and cancelled; two more would not start a lesson that
  // ended their game).
  enum class WaitingGame {
    None,
    Waits,     // set aside until "Back to your game" (GameSession::startLesson)
    GivesWay,  // a finished game on the board, saved first if the player wants
  };
  TutorialDialog(const std::vector<LessonEntry>& lessons, QWidget* parent = nullptr, WaitingGame game = WaitingGame::None);
  // The file of the lesson chosen (after accept()).
  QString chosenFile() const;
  QListWidget* list() const { return list_; }

 private:
  std::vector<LessonEntry> lessons_;
  QListWidget* list_;
  QLabel* summary_;
};

}  // namespace hydaspes::client
