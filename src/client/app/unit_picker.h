// Which units of a stack move: a small panel over the board, never a modal
// dialog. It lists the stack's units in the order given (BoardGestures puts
// those that may go first), ticked when the move may take them, and greyed
// with the reason when it may not ("Outflank moves cavalry only"); All and
// None tick every unit that may go, or none. The choice stays while the
// panel is open, also when a move is refused.
#pragma once

#include <QFrame>
#include <QString>
#include <vector>

#include "hydaspes/unit.h"
#include "session/presentation.h"

class QLabel;
class QListWidget;
class QPushButton;

namespace hydaspes::client {

class UnitPicker : public QFrame {
  Q_OBJECT
 public:
  explicit UnitPicker(QWidget* parent);
  // With `single`, one unit at most is ticked: ticking one unticks the
  // other, and All is off (C5: Detachment moves one unit).
  void open(const QString& title, const std::vector<PickableUnit>& units, bool single = false);
  UnitMask chosen() const;
  bool single() const { return single_; }  // one unit at most (open's `single`)

 signals:
  void changed(hydaspes::UnitMask chosen);
  void closed();
  void visibilityChanged(bool shown);  // opened, or hidden by any means

 protected:
  void keyPressEvent(QKeyEvent* e) override;
  void showEvent(QShowEvent* e) override;
  void hideEvent(QHideEvent* e) override;

 private:
  void setAll(bool on);
  QLabel* title_;
  QListWidget* list_;
  QPushButton* all_;
  bool single_ = false;
};

}  // namespace hydaspes::client
