// The SVG art, rendered once per element, size and device pixel ratio and
// kept (as KDE games' KGameRenderer does). Missing files fall back to plain
// colours so the game still shows.
#pragma once

#include <QColor>
#include <QHash>
#include <QPixmap>
#include <QString>

#include "hydaspes/board.h"

namespace hydaspes::client {

class Art {
 public:
  static Art& instance();

  // "terrain/forest", "units/cavalry", "icons/hydaspes"
  QPixmap pixmap(const QString& element, QSize size, qreal dpr);
  QPixmap terrain(Terrain t, QSize size, qreal dpr);
  static QString assetsDir();
  static QColor terrainColour(Terrain t);
  static QColor sideColour(int side);

 private:
  QHash<QString, QPixmap> cache_;
};

}  // namespace hydaspes::client
