// The dice of a combat round as dice: one row per side, its colour, its two
// faces drawn from the SVG art (assets/dice) at the device pixel ratio, and
// its modifiers and total. roll() tumbles the dice for a moment before they settle on the
// faces rolled; at AnimationSpeed::Off they settle at once.
#pragma once

#include <QColor>
#include <QString>
#include <QWidget>
#include <array>

#include "board/board_motion.h"

class QVariantAnimation;

namespace hydaspes::client {

class DiceView : public QWidget {
  Q_OBJECT
 public:
  struct Row {
    QString side;               // "Alexander"
    QColor colour;              // the side's colour
    std::array<int, 2> dice{};  // 1..6
    int total = 0;
    bool operator==(const Row&) const = default;
  };

  explicit DiceView(QWidget* parent = nullptr);
  // Shows these rows, settled (a roll in progress is cut short).
  void setRows(const Row& attacker, const Row& defender);
  // Tumbles the dice, then settles them on the rows' faces.
  void roll(AnimationSpeed speed);
  bool rolling() const;
  // How long a roll tumbles at `speed`, in ms (0 when Off).
  static int rollDuration(AnimationSpeed speed);
  std::array<int, 4> faces() const;  // as settled: attacker's two, defender's two
  // What stands after a row's dice once settled: its modifiers and total.
  static QString totalWords(const Row& r);
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  // At the width it has now: a die's side in px, and whether both sides'
  // names are written whole (a narrow panel draws smaller dice first).
  struct Layout {
    int dieSide = 0;
    int nameWidth = 0;
    bool namesWhole = true;
  };
  Layout layout() const;
  int namesWidth() const;
  int besideNames() const;

 signals:
  void settled();  // a roll has come to rest on its faces, or was cut short

 protected:
  void paintEvent(QPaintEvent*) override;

 private:
  int shownFace(int row, int die) const;
  std::array<Row, 2> rows_;
  QVariantAnimation* tumble_;
  int frame_ = 0;  // while tumbling: which faces are up
};

}  // namespace hydaspes::client
