// The tutorial as the window shows it: the lessons on offer, and the lesson
// being played (its title, the current step's words, the cells it marks).
// Values the session layer makes from the engine's lessons (lesson.h), so
// the views never see the game state.
#pragma once

#include <QString>
#include <vector>

#include "hydaspes/board.h"

namespace hydaspes::client {

struct LessonEntry {
  QString id;
  QString title;
  QString summary;
  QString file;
};

struct LessonLook {
  QString id;
  QString title;
  QString say;            // the current step's words; the last one's once finished
  int step = 0;           // 0-based
  int steps = 0;
  bool finished = false;
  std::vector<Cell> marked;  // the step's cells to mark
};

// Every lesson of the tutorial folder, in order; empty and *error when the
// folder cannot be read.
std::vector<LessonEntry> lessonCatalogue(QString* error);

}  // namespace hydaspes::client
