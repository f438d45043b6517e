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
  // With `gameOnBoard`, it says that a lesson takes the board from that
  // game, asking first whether to save it if it has unsaved changes (a
  // tester did not know and cancelled).
  TutorialDialog(const std::vector<LessonEntry>& lessons, QWidget* parent = nullptr, bool gameOnBoard = false);
  // The file of the lesson chosen (after accept()).
  QString chosenFile() const;
  QListWidget* list() const { return list_; }

 private:
  std::vector<LessonEntry> lessons_;
  QListWidget* list_;
  QLabel* summary_;
};

}  // namespace hydaspes::client
