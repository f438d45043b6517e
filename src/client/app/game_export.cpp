#include "app/game_export.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <vector>

#include "session/atomic_write.h"

namespace hydaspes::client {

namespace {

// The context of this file's words in the translations.
struct GameExport {
  Q_DECLARE_TR_FUNCTIONS(GameExport)
};

}  // namespace

bool exportBoardPng(QGraphicsScene& scene, const QString& path, QString* error, qreal scale) {
  const QRectF source = scene.itemsBoundingRect();
  QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  {
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), image.size()), source);
  }
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  if (!image.save(&buffer, "PNG")) {
    if (error) *error = GameExport::tr("The board could not be drawn as PNG");
    return false;
  }
  return writeFileAtomically(path, bytes, error);
}

bool exportBoardSvg(QGraphicsScene& scene, const QString& path, QString* error) {
  const QRectF source = scene.itemsBoundingRect();
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  QSvgGenerator svg;
  svg.setOutputDevice(&buffer);
  svg.setSize(source.size().toSize());
  svg.setViewBox(QRectF(QPointF(0, 0), source.size()));
  svg.setTitle(GameExport::tr("Hydaspes board"));
  {
    // Items drawn through their pixmap cache would reach the SVG as images:
    // uncached, they paint their art as paths (Art::draw on a vector device).
    std::vector<std::pair<QGraphicsItem*, QGraphicsItem::CacheMode>> cached;
    for (QGraphicsItem* item : scene.items())
      if (item->cacheMode() != QGraphicsItem::NoCache) {
        cached.emplace_back(item, item->cacheMode());
        item->setCacheMode(QGraphicsItem::NoCache);
      }
    QPainter painter(&svg);
    scene.render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    painter.end();
    for (const auto& [item, mode] : cached) item->setCacheMode(mode);
  }
  return writeFileAtomically(path, bytes, error);
}

}  // namespace hydaspes::client
