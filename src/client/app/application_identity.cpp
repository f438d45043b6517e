#include "app/application_identity.h"

#include <QApplication>
#include <QIcon>

#include "board/art.h"

namespace hydaspes::client {

void setApplicationIdentity() {
  QApplication::setApplicationName(QStringLiteral("Hydaspes"));
  QApplication::setOrganizationName(QStringLiteral("Hydaspes"));
  QApplication::setApplicationVersion(QStringLiteral(HYDASPES_VERSION));
  // The desktop entry's id (dist/linux/), so that desktops (Wayland's above
  // all) match the window with its entry and icon.
  QGuiApplication::setDesktopFileName(QStringLiteral("io.github.hydaspes.Hydaspes"));
  QApplication::setWindowIcon(QIcon(Art::assetsDir() + QStringLiteral("/icons/hydaspes.svg")));
}

}  // namespace hydaspes::client
