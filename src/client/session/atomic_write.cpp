#include "session/atomic_write.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace hydaspes::client {

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
  const auto tr = [](const char* text) { return QCoreApplication::translate("AtomicWrite", text); };
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error) *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
    return false;
  }
  file.write(bytes);
  if (!file.commit()) {
    if (error) *error = tr("%1 could not be written: %2").arg(path, file.errorString());
    return false;
  }
  return true;
}

}  // namespace hydaspes::client
