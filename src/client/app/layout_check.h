// What a player would see wrong in the window at its size: the window not
// fitting the size asked for, part of the board out of view, a counter's
// name or a card's title not written whole, a label or a button narrower
// than its words. `hydaspes --screenshot --check-layout` prints it, and the
// screenshot tests (five screen sizes, the pseudo-locale, German) fail on it.
#pragma once

#include <QSize>
#include <QStringList>

class QWidget;

namespace hydaspes::client {

class MainWindow;

struct LayoutReport {
  QStringList problems;  // empty: nothing wrong
  bool ok() const { return problems.isEmpty(); }
};

LayoutReport checkLayout(MainWindow& window, QSize asked);

// The labels and buttons of `root` that show only part of their words: a
// one-line label narrower than its text, a wrapped label shorter than its
// lines, a button narrower than it needs. Each as "the label \"...\" is cut".
QStringList clippedTexts(const QWidget& root);

}  // namespace hydaspes::client
