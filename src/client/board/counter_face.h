// One counter as a player reads it: the unit's symbol on a light plate, a
// leader's star, its short name and Maximum Move on the side's colour. The
// stack's top counter and the counters of a fanned-out stack are drawn by
// the same function, at any size.
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace hydaspes::client {

struct CounterFace {
  QString name;    // short name: "Companions"
  QString symbol;  // art: "cavalry"
  int maxMove = 0;
  bool leader = false;
  bool moved = false;  // moved this turn (its side's turn): drawn lighter
  bool operator==(const CounterFace&) const = default;
};

// How a counter writes its top unit's name beside its Maximum Move.
struct CounterLabel {
  QFont font;
  QString name;        // as drawn: the name, or its longest word that fits
  bool whole = false;  // false: cut with an ellipsis
};
CounterLabel counterLabel(const QString& name, const QString& maxMove, QFont font);

// Below this width on the screen (cells under about 57 px, as on a 1024x640
// screen) a name would be under 6.5 px high, too small to read: the counter
// shows its symbol larger and its Maximum Move in large figures, and leaves
// the name to its tooltip and to the stack's fan, drawn at 60 px.
inline constexpr qreal kCompactCounterPx = 40.0;

// Draws `face` filling `body` (a square), in `colour`; `dpr` for the art.
void drawCounterFace(QPainter* p, const QRectF& body, const QColor& colour, const CounterFace& face, qreal dpr);

}  // namespace hydaspes::client
