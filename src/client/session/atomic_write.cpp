#include "session/atomic_write.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace hydaspes::client {

namespace {

// The context of this file's words in the translations.
struct AtomicWrite {
  Q_DECLARE_TR_FUNCTIONS(AtomicWrite)
};

}  // namespace

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error) *error = AtomicWrite::tr("%1 cannot be written: %2").arg(path, file.errorString());
    return false;
  }
  file.write(bytes);
  if (!file.commit()) {
    if (error) *error = AtomicWrite::tr("%1 could not be written: %2").arg(path, file.errorString());
    return false;
  }
  return true;
}

}  // namespace hydaspes::client
