// Writing a whole file or nothing (QSaveFile): an export or save that fails
// leaves the old file as it was and no half-written one.
#pragma once

#include <QByteArray>
#include <QString>

namespace hydaspes::client {

// False, with *error in words naming the file, when it cannot be written.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

}  // namespace hydaspes::client
