#include "panels/sideways_wheel.h"

#include <QAbstractScrollArea>
#include <QScrollBar>
#include <QWheelEvent>

namespace hydaspes::client {

SidewaysWheel::SidewaysWheel(QAbstractScrollArea* area, int step)
    : QObject(area), area_(area), viewport_(area->viewport()), step_(step) {
  viewport_->installEventFilter(this);
}

// Called for every event of the viewport, also while the area is being
// destroyed around it: only a wheel event may touch the area.
bool SidewaysWheel::eventFilter(QObject* watched, QEvent* e) {
  if (e->type() != QEvent::Wheel || watched != viewport_) return false;
  const QPoint delta = static_cast<QWheelEvent*>(e)->angleDelta();
  if (delta.x() != 0 || delta.y() == 0) return false;  // a sideways wheel or pad works as it is
  QScrollBar* bar = area_->horizontalScrollBar();
  bar->setValue(bar->value() - delta.y() * step_ / 120);
  return true;
}

}  // namespace hydaspes::client
