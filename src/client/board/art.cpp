#include "board/art.h"

#include <QFile>
#include <QPaintEngine>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <QSvgRenderer>

#include "hydaspes/game.h"

namespace hydaspes::client {

Art& Art::instance() {
  static Art art;
  return art;
}

// HYDASPES_ASSETS_DIR if set, else assets/ in the data folder found beside
// the program (hydaspes::shareDir(): installed or staged in the build tree).
QString Art::assetsDir() {
  const QByteArray env = qgetenv("HYDASPES_ASSETS_DIR");
  if (!env.isEmpty()) return QString::fromLocal8Bit(env);
  static const std::string share = shareDir();  // the program does not move
  return share.empty() ? QStringLiteral("assets") : QString::fromStdString(share) + QStringLiteral("/assets");
}

QColor Art::terrainColour(Terrain t) {
  switch (t) {
    case Terrain::Clear: return QColor(0xe8, 0xe0, 0xb8);
    case Terrain::Forest: return QColor(0x4f, 0x7a, 0x3a);
    case Terrain::Hills: return QColor(0xb8, 0x8a, 0x4e);
    case Terrain::River: return QColor(0x4a, 0x86, 0xc5);
  }
  return Qt::gray;
}

QColor Art::sideColour(int side) { return side == 0 ? QColor(0x2f, 0x5d, 0xa8) : QColor(0xb0, 0x3a, 0x2e); }

QPixmap Art::pixmap(const QString& element, QSize size, qreal dpr) {
  const QString key = element + QLatin1Char('@') + QString::number(size.width()) + QLatin1Char('x') +
                      QString::number(size.height()) + QLatin1Char('@') + QString::number(dpr);
  auto it = cache_.constFind(key);
  if (it != cache_.constEnd()) return *it;
  QPixmap pm(size * dpr);
  pm.setDevicePixelRatio(dpr);
  pm.fill(Qt::transparent);
  QSvgRenderer svg(assetsDir() + QLatin1Char('/') + element + QStringLiteral(".svg"));
  if (svg.isValid()) {
    QPainter p(&pm);
    svg.render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
  } else {
    pm = QPixmap();  // the caller draws a fallback
  }
  cache_.insert(key, pm);
  return pm;
}

QString Art::terrainElement(Terrain t) {
  return QStringLiteral("terrain/") + QString::fromLatin1(terrainName(t).data(), static_cast<int>(terrainName(t).size()));
}

bool Art::isVectorDevice(const QPainter* p) {
  const QPaintEngine* engine = p->paintEngine();
  if (!engine) return false;
  switch (engine->type()) {
    case QPaintEngine::SVG:
    case QPaintEngine::Pdf:
    case QPaintEngine::Picture: return true;
    default: return false;
  }
}

bool Art::draw(QPainter* p, const QString& element, const QRectF& target, qreal dpr) {
  if (isVectorDevice(p)) {
    std::shared_ptr<QSvgRenderer>& svg = renderers_[element];
    if (!svg) svg = std::make_shared<QSvgRenderer>(assetsDir() + QLatin1Char('/') + element + QStringLiteral(".svg"));
    if (!svg->isValid()) return false;
    svg->render(p, target);
    return true;
  }
  // The device's own ratio counts too: an item cached in device coordinates
  // is painted into a pixmap of the screen's ratio with no widget to ask,
  // and its art drawn at ratio 1 came out soft on a ratio-2 screen.
  if (p->device()) dpr = std::max(dpr, p->device()->devicePixelRatioF());
  // The transform's scale, also when it turns (a tumbling die).
  const QTransform& t = p->worldTransform();
  const qreal scale = std::hypot(t.m11(), t.m12());
  const QSize px(std::max(8, static_cast<int>(target.width() * scale)), std::max(8, static_cast<int>(target.height() * scale)));
  const QPixmap pm = pixmap(element, px, dpr);
  if (pm.isNull()) return false;
  p->drawPixmap(target, pm, QRectF(QPointF(0, 0), QSizeF(px) * dpr));
  return true;
}

QPixmap Art::terrain(Terrain t, QSize size, qreal dpr) {
  QPixmap pm = pixmap(terrainElement(t), size, dpr);
  if (!pm.isNull()) return pm;
  QPixmap plain(size * dpr);
  plain.setDevicePixelRatio(dpr);
  plain.fill(terrainColour(t));
  return plain;
}

}  // namespace hydaspes::client
