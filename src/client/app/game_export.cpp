#include "app/game_export.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include "hydaspes/game_record.h"
#include "hydaspes/replay_timeline.h"
#include "hydaspes/saved_game.h"

namespace hydaspes::client {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("GameExport", text); }

bool writeAtomically(const QString& path, const QByteArray& bytes, QString* error) {
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
    if (error) *error = tr("The board could not be drawn as PNG");
    return false;
  }
  return writeAtomically(path, bytes, error);
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
  svg.setTitle(tr("Hydaspes board"));
  {
    QPainter painter(&svg);
    scene.render(&painter, QRectF(QPointF(0, 0), source.size()), source);
  }
  return writeAtomically(path, bytes, error);
}

bool exportGameRecord(const SavedGame& save, const QString& path, QString* error) {
  try {
    const GamePtr game = gameOfSave(save, path.toStdString());
    const ReplayTimeline timeline = ReplayTimeline::ofSave(game, save, path.toStdString());
    const std::string text = gameRecordMarkdown(timeline, save);
    return writeAtomically(path, QByteArray::fromStdString(text), error);
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    return false;
  }
}

}  // namespace hydaspes::client
