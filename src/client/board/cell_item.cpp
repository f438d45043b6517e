#include "board/cell_item.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

#include "board/art.h"

namespace hydaspes::client {

CellItem::CellItem(Cell cell, Terrain terrain, QString name) : cell_(cell), terrain_(terrain), name_(std::move(name)) {
  setToolTip(name_ + QStringLiteral(": ") + QString::fromLatin1(terrainName(terrain).data()));
  setZValue(0);
  // Terrain art is scaled smoothly only when the zoom changes, not every frame.
  setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

QRectF CellItem::boundingRect() const { return {0, 0, kCellSize, kCellSize}; }

void CellItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget* widget) {
  const qreal dpr = widget ? widget->devicePixelRatioF() : 1.0;
  if (!Art::instance().draw(p, Art::terrainElement(terrain_), boundingRect(), dpr))
    p->fillRect(boundingRect(), Art::terrainColour(terrain_));  // the art is missing: plain ground
  p->setPen(QPen(QColor(0, 0, 0, 70), 1));
  p->drawRect(boundingRect());
  QColor tint;
  switch (highlight_) {
    case Highlight::None: break;
    case Highlight::Reachable: tint = QColor(255, 255, 255, 110); break;
    case Highlight::Source: tint = QColor(255, 215, 0, 110); break;
    case Highlight::Target: tint = QColor(220, 30, 30, 110); break;
    case Highlight::Hover: tint = QColor(120, 255, 120, 120); break;
    case Highlight::Rejected: tint = QColor(40, 40, 40, 110); break;
    case Highlight::Casualty: tint = QColor(150, 0, 40, 150); break;
  }
  if (tint.isValid()) {
    p->fillRect(boundingRect().adjusted(3, 3, -3, -3), tint);
    p->setPen(QPen(highlight_ == Highlight::Casualty ? QColor(255, 230, 120) : tint.darker(160), 4,
                   highlight_ == Highlight::Casualty ? Qt::DashLine : Qt::SolidLine));
    p->drawRect(boundingRect().adjusted(3, 3, -3, -3));
  }
  // Dark names on light ground, light names on the river and the forest.
  const bool darkGround = terrain_ == Terrain::River || terrain_ == Terrain::Forest;
  p->setPen(darkGround ? QColor(255, 255, 255, 200) : QColor(0, 0, 0, 150));
  QFont f = p->font();
  f.setPixelSize(13);
  p->setFont(f);
  p->drawText(boundingRect().adjusted(5, 3, -5, -3), Qt::AlignLeft | Qt::AlignTop, name_);
}

void CellItem::setHighlight(Highlight h) {
  if (h == highlight_) return;
  highlight_ = h;
  update();
}

void CellItem::mousePressEvent(QGraphicsSceneMouseEvent* e) {
  if (e->button() == Qt::LeftButton) emit clicked(cell_);
  e->accept();
}

}  // namespace hydaspes::client
