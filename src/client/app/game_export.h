// Writing what the window shows to files: the board at the current step as
// PNG or SVG (the game's record: session/record_export.h). Every file is
// written through QSaveFile, so a failed export leaves no half file.
#pragma once

#include <QString>

class QGraphicsScene;

namespace hydaspes::client {

// The board alone (cells, edge names, counters), `scale` times its scene size.
bool exportBoardPng(QGraphicsScene& scene, const QString& path, QString* error, qreal scale = 2.0);
bool exportBoardSvg(QGraphicsScene& scene, const QString& path, QString* error);

}  // namespace hydaspes::client
