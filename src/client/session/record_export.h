// The whole game as a Markdown record (hydaspes/game_record.h), written
// atomically. In the session layer: it replays the save's decisions.
#pragma once

#include <QString>

namespace hydaspes {
struct SavedGame;
}

namespace hydaspes::client {

// The record of `save` (checked like a replay; throws nothing).
bool exportGameRecord(const SavedGame& save, const QString& path, QString* error);

}  // namespace hydaspes::client
