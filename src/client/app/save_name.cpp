#include "app/save_name.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace hydaspes::client {

QString suggestedSavePath(const QString& gameFile, const QString& lastFile, const QDateTime& when, const QString& suffix) {
  if (!gameFile.isEmpty()) {
    if (suffix == QStringLiteral("hydaspes")) return gameFile;  // a save kept as .json stays one
    const QFileInfo file(gameFile);
    return file.dir().filePath(file.completeBaseName() + QLatin1Char('.') + suffix);
  }
  QString folder = lastFile.isEmpty() ? QString() : QFileInfo(lastFile).absolutePath();
  if (folder.isEmpty() || !QDir(folder).exists()) {
    folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QDir(folder).exists()) folder = QDir::homePath();
  }
  // No colons: they are not allowed in Windows file names.
  const QString stem = QStringLiteral("Hydaspes ") + when.toString(QStringLiteral("yyyy-MM-dd HH.mm"));
  const QDir dir(folder);
  QString name = stem + QLatin1Char('.') + suffix;
  for (int n = 2; QFileInfo::exists(dir.filePath(name)); ++n)
    name = stem + QStringLiteral(" (%1).").arg(n) + suffix;
  return dir.filePath(name);
}

}  // namespace hydaspes::client
