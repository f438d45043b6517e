#include "board/cell_item.h"

#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QCoreApplication>
#include <QWidget>

namespace hydaspes::client {

QString terrainWords(Terrain t) {
  switch (t) {
    case Terrain::Clear: return CellItem::tr("Clear");
    case Terrain::Forest: return CellItem::tr("Forest");
    case Terrain::Hills: return CellItem::tr("Hills");
    case Terrain::River: return CellItem::tr("River");
  }
  return QString();
}

CellItem::CellItem(Cell cell, Terrain terrain, QString name) : cell_(cell), terrain_(terrain), name_(std::move(name)) {
  setToolTip(tr("%1: %2", "a cell's name and ground").arg(name_, terrainWords(terrain)));
  setZValue(0);
  // Nothing to paint until it is highlighted: the view skips it.
  setFlag(ItemHasNoContents);
}

QRectF CellItem::boundingRect() const { return {0, 0, kCellSize, kCellSize}; }

// The terrain, outline and name are the scene's background (BoardScene::
// drawBackground); a cell draws only its highlight.
void CellItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  QColor tint;
  switch (highlight_) {
    case Highlight::None: break;
    case Highlight::Reachable: break;  // below
    case Highlight::Source: tint = QColor(255, 215, 0, 110); break;
    case Highlight::Target: tint = QColor(220, 30, 30, 110); break;
    case Highlight::Hover: tint = QColor(120, 255, 120, 120); break;
    case Highlight::Rejected: tint = QColor(40, 40, 40, 110); break;
    case Highlight::Casualty: tint = QColor(150, 0, 40, 150); break;
  }
  if (highlight_ == Highlight::Reachable) {
    // Open ground: a light wash and a bright frame over a dark edge, which
    // reads as "go here" on every terrain (a grey frame read as disabled).
    const QRectF inner = boundingRect().adjusted(4, 4, -4, -4);
    p->fillRect(inner, QColor(255, 255, 255, 70));
    p->setPen(QPen(QColor(0, 0, 0, 120), 6));
    p->drawRect(inner);
    p->setPen(QPen(QColor(255, 255, 255), 3));
    p->drawRect(inner);
    return;
  }
  if (tint.isValid()) {
    p->fillRect(boundingRect().adjusted(3, 3, -3, -3), tint);
    p->setPen(QPen(highlight_ == Highlight::Casualty ? QColor(255, 230, 120) : tint.darker(160), 4,
                   highlight_ == Highlight::Casualty ? Qt::DashLine : Qt::SolidLine));
    p->drawRect(boundingRect().adjusted(3, 3, -3, -3));
  }
}

void CellItem::setHighlight(Highlight h) {
  if (h == highlight_) return;
  highlight_ = h;
  setFlag(ItemHasNoContents, h == Highlight::None);
  // Qt drops the updates of an item without contents, so the highlight it
  // no longer draws would stay on the screen: the scene repaints its area.
  if (h == Highlight::None) {
    if (scene()) scene()->update(sceneBoundingRect());
  } else {
    update();
  }
}

void CellItem::mousePressEvent(QGraphicsSceneMouseEvent* e) {
  if (e->button() == Qt::LeftButton) emit clicked(cell_);
  e->accept();
}

}  // namespace hydaspes::client
