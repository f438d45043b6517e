// A row that scrolls sideways only (the hand's cards, the decision bar's
// buttons) has no vertical scroll bar, so the mouse wheel did nothing over
// it: the wheel turns it sideways instead.
#pragma once

#include <QObject>

class QAbstractScrollArea;

namespace hydaspes::client {

class SidewaysWheel : public QObject {
 public:
  // Lives as long as `area`; `step`: px per notch of the wheel.
  SidewaysWheel(QAbstractScrollArea* area, int step);

 protected:
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  QAbstractScrollArea* area_;
  QObject* viewport_;  // compared with, never called: see eventFilter
  int step_;
};

}  // namespace hydaspes::client
