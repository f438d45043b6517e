#include "session/record_export.h"

#include "hydaspes/game_record.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/saved_game.h"
#include "session/atomic_write.h"

namespace hydaspes::client {

bool exportGameRecord(const SavedGame& save, const QString& path, QString* error) {
  try {
    const GamePtr game = gameOfSave(save, path.toStdString());
    const ReplayTimeline timeline = ReplayTimeline::ofSave(game, save, path.toStdString());
    const std::string text = gameRecordMarkdown(timeline, save);
    return writeFileAtomically(path, QByteArray::fromStdString(text), error);
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    return false;
  }
}

}  // namespace hydaspes::client
