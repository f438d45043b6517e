// The SVG art, rendered once per element, size and device pixel ratio and
// kept (as KDE games' KGameRenderer does). Missing files fall back to plain
// colours so the game still shows.
#pragma once

#include <QColor>
#include <QHash>
#include <QPixmap>
#include <QString>
#include <memory>

class QPainter;
class QSvgRenderer;

#include "hydaspes/board.h"

namespace hydaspes::client {

class Art {
 public:
  static Art& instance();

  // "terrain/forest", "units/cavalry", "icons/hydaspes"
  QPixmap pixmap(const QString& element, QSize size, qreal dpr);
  QPixmap terrain(Terrain t, QSize size, qreal dpr);
  static QString terrainElement(Terrain t);  // "terrain/forest"
  // Draws `element` into `target`: a vector device (an SVG export, a PDF, a
  // printer) gets the SVG itself, as paths; a screen gets the cached pixmap
  // at the painter's scale and `dpr`. False when the art is missing.
  bool draw(QPainter* p, const QString& element, const QRectF& target, qreal dpr);
  static bool isVectorDevice(const QPainter* p);
  static QString assetsDir();
  static QColor terrainColour(Terrain t);
  static QColor sideColour(int side);

 private:
  QHash<QString, QPixmap> cache_;
  QHash<QString, std::shared_ptr<QSvgRenderer>> renderers_;  // for vector devices
};

}  // namespace hydaspes::client
