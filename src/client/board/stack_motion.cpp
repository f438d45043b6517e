#include "board/stack_motion.h"

#include <QVariantAnimation>

#include "board/stack_item.h"

namespace hydaspes::client {

int slideStepMs(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::Off: return 0;
    case AnimationSpeed::Fast: return 90;
    case AnimationSpeed::Normal: return 220;
  }
  return 0;
}

int fadeMs(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::Off: return 0;
    case AnimationSpeed::Fast: return 250;
    case AnimationSpeed::Normal: return 600;
  }
  return 0;
}

void slideAlong(StackItem* item, const std::vector<QPointF>& points, Facing from, Facing to, AnimationSpeed speed) {
  const int step = slideStepMs(speed);
  if (step == 0 || points.size() < 2) {
    item->setFacing(to);
    return;
  }
  item->setFacing(from);
  item->setZValue(30);  // over the stacks it passes
  item->setPos(points.front());  // from the first frame on, not at the animation's first tick
  auto* a = new QVariantAnimation(item);
  const int steps = static_cast<int>(points.size()) - 1;
  a->setDuration(step * steps);
  a->setStartValue(0.0);
  a->setEndValue(1.0);
  a->setEasingCurve(QEasingCurve::InOutSine);
  QObject::connect(a, &QVariantAnimation::valueChanged, item, [item, points, steps](const QVariant& v) {
    const double t = v.toDouble() * steps;
    const int i = std::min(static_cast<int>(t), steps - 1);
    const double f = t - i;
    item->setPos(points[i] + (points[i + 1] - points[i]) * f);
  });
  QObject::connect(a, &QVariantAnimation::finished, item, [item, to] {
    item->snapBack();  // home, at its usual height
    item->setFacing(to);
  });
  a->start(QAbstractAnimation::DeleteWhenStopped);
}

void fadeOutAndDelete(StackItem* item, AnimationSpeed speed) {
  const int ms = fadeMs(speed);
  if (ms == 0) {
    item->deleteLater();
    return;
  }
  item->setEnabled(false);
  item->setAcceptedMouseButtons(Qt::NoButton);
  item->setZValue(5);  // under whatever now stands there
  auto* a = new QVariantAnimation(item);
  a->setDuration(ms);
  a->setStartValue(1.0);
  a->setEndValue(0.0);
  QObject::connect(a, &QVariantAnimation::valueChanged, item, [item](const QVariant& v) { item->setOpacity(v.toDouble()); });
  QObject::connect(a, &QVariantAnimation::finished, item, [item] { item->deleteLater(); });
  a->start(QAbstractAnimation::DeleteWhenStopped);
}

void flashLoss(StackItem* item, AnimationSpeed speed) {
  const int ms = fadeMs(speed);
  if (ms == 0) return;
  auto* a = new QVariantAnimation(item);
  a->setDuration(ms);
  a->setKeyValueAt(0.0, 1.0);
  a->setKeyValueAt(0.5, 0.25);
  a->setKeyValueAt(1.0, 1.0);
  QObject::connect(a, &QVariantAnimation::valueChanged, item, [item](const QVariant& v) { item->setOpacity(v.toDouble()); });
  QObject::connect(a, &QVariantAnimation::finished, item, [item] { item->setOpacity(1.0); });
  a->start(QAbstractAnimation::DeleteWhenStopped);
}

}  // namespace hydaspes::client
