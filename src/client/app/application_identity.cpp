#include "app/application_identity.h"

#include <QApplication>
#include <QIcon>

#include "board/art.h"

namespace hydaspes::client {

void setApplicationIdentity() {
  QApplication::setApplicationName(QStringLiteral("Hydaspes"));
  QApplication::setOrganizationName(QStringLiteral("Hydaspes"));
  QApplication::setApplicationVersion(QStringLiteral(HYDASPES_VERSION));
  QApplication::setWindowIcon(QIcon(Art::assetsDir() + QStringLiteral("/icons/hydaspes.svg")));
}

}  // namespace hydaspes::client
