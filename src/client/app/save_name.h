// The file a Save or Export dialog offers: the game's own file when it has
// one; else a new name that says when, in the folder saved to last, so that
// saving a second game does not offer to overwrite the first (testers saw
// "battle.hydaspes" offered again after saving game1 there).
#pragma once

#include <QDateTime>
#include <QString>

namespace hydaspes::client {

// `gameFile`: the file the game was opened from or saved to ("" if none),
// offered itself for a save and with the suffix changed for an export;
// `lastFile`: the file saved or opened last (recent files), whose folder a
// new name goes to ("" if none: the documents folder); `suffix` without
// the dot ("hydaspes", "md"). A new name never names a file that exists.
QString suggestedSavePath(const QString& gameFile, const QString& lastFile, const QDateTime& when, const QString& suffix);

}  // namespace hydaspes::client
