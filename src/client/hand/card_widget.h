// One card, drawn as a card: name, type, use, value and note. Dimmed when it
// cannot be played now (the tooltip says why); outlined when it fits the
// open reaction window or is chosen.
#pragma once

#include <QWidget>

#include "hydaspes/card.h"

namespace hydaspes::client {

struct CardLook {
  CardIndex card = 0;
  QString name;
  QString kind;  // "Move · Both · 4"
  QString note;
  bool playable = false;
  bool fits = false;      // stands out: fits the reaction window
  bool selected = false;  // chosen for the next gesture
  QString why;            // tooltip
};

class CardWidget : public QWidget {
  Q_OBJECT
 public:
  explicit CardWidget(CardLook look, QWidget* parent = nullptr);
  const CardLook& look() const { return look_; }
  QSize sizeHint() const override { return {124, 168}; }

 signals:
  void clicked(hydaspes::CardIndex card);

 protected:
  void paintEvent(QPaintEvent* e) override;
  void mousePressEvent(QMouseEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;

 private:
  CardLook look_;
};

}  // namespace hydaspes::client
