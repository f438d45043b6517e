// Writing what the window shows to files: the board at the current step as
// PNG or SVG, and the whole game as a Markdown record. Every file is
// written through QSaveFile, so a failed export leaves no half file.
#pragma once

#include <QString>

class QGraphicsScene;

namespace hydaspes {
struct SavedGame;
}

namespace hydaspes::client {

// The board alone (cells, edge names, counters), `scale` times its scene size.
bool exportBoardPng(QGraphicsScene& scene, const QString& path, QString* error, qreal scale = 2.0);
bool exportBoardSvg(QGraphicsScene& scene, const QString& path, QString* error);
// The record of `save` (checked like a replay; throws nothing).
bool exportGameRecord(const SavedGame& save, const QString& path, QString* error);

}  // namespace hydaspes::client
