#include "panels/sideways_wheel.h"

#include <QAbstractScrollArea>
#include <QScrollBar>
#include <QWheelEvent>

namespace hydaspes::client {

SidewaysWheel::SidewaysWheel(QAbstractScrollArea* area, int step) : QObject(area), area_(area), step_(step) {
  area->viewport()->installEventFilter(this);
}

bool SidewaysWheel::eventFilter(QObject* watched, QEvent* e) {
  if (watched != area_->viewport() || e->type() != QEvent::Wheel) return false;
  const QPoint delta = static_cast<QWheelEvent*>(e)->angleDelta();
  if (delta.x() != 0 || delta.y() == 0) return false;  // a sideways wheel or pad works as it is
  QScrollBar* bar = area_->horizontalScrollBar();
  bar->setValue(bar->value() - delta.y() * step_ / 120);
  return true;
}

}  // namespace hydaspes::client
