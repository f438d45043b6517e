#include "hydaspes/lesson.h"
#include "app/words.h"
#include "session/lesson_look.h"

namespace hydaspes::client {

std::vector<LessonEntry> lessonCatalogue(QString* error) {
  std::vector<LessonEntry> out;
  try {
    for (const Lesson& l : loadLessons(defaultLessonDir()))
      out.push_back({QString::fromStdString(l.id), dataText(l.title), dataText(l.summary),
                     QString::fromStdString(l.file)});
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    out.clear();
  }
  return out;
}

}  // namespace hydaspes::client
