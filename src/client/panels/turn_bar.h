// Turn number, active side, the five phases with the current one marked,
// what is awaited and from whom, deck and discard counts.
#pragma once

#include <QWidget>
#include <vector>

#include "session/presentation.h"

class QLabel;

namespace hydaspes::client {

class TurnBar : public QWidget {
  Q_OBJECT
 public:
  explicit TurnBar(QWidget* parent = nullptr);
  void show(const TurnLook& t);
  // Says what is awaited in other words until the next show(): a step the
  // window has gone into without the game (the unit picker open).
  void showAwaited(const QString& text);
  QString awaitedText() const;
  QString turnText() const;

 signals:
  void discardPileRequested();

 private:
  QLabel* turn_;
  std::vector<QLabel*> phases_;
  QLabel* awaited_;
  QLabel* piles_;
  QLabel* inPlay_;
};

}  // namespace hydaspes::client
