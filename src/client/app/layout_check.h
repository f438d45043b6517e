// What a player would see wrong in the window at its size: the window not
// fitting the size asked for, part of the board out of view, a counter's
// name or a card's title not written whole. `hydaspes --screenshot
// --check-layout` prints it, and the screenshot tests at four screen sizes
// fail on it.
#pragma once

#include <QSize>
#include <QStringList>

namespace hydaspes::client {

class MainWindow;

struct LayoutReport {
  QStringList problems;  // empty: nothing wrong
  bool ok() const { return problems.isEmpty(); }
};

LayoutReport checkLayout(MainWindow& window, QSize asked);

}  // namespace hydaspes::client
