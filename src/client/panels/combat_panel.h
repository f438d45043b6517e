// The combat in progress: both stacks, every modifier with its reason (K3),
// cards played, the last dice, and the exact odds of the next round.
#pragma once

#include <QWidget>

#include "hydaspes/state.h"

class QLabel;

namespace hydaspes::client {

class CombatPanel : public QWidget {
  Q_OBJECT
 public:
  explicit CombatPanel(QWidget* parent = nullptr);
  void show(const GameState& st);
  QString text() const;

 private:
  QLabel* body_;
};

}  // namespace hydaspes::client
