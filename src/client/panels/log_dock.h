// The log of actions (ActionLogModel): one row per action in words, its
// decisions in notation as the row's tooltip. In a replay the current
// action is marked, and picking a row goes to it. A row cut short opens
// whole in a window of its own (showWhole; a double-click does too).
#pragma once

#include <QDockWidget>

class QAbstractItemModel;
class QTimer;
class QTreeView;

namespace hydaspes::client {

class LogDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit LogDock(QWidget* parent = nullptr);
  void setModel(QAbstractItemModel* model);
  QStringList lines() const;
  // Marks one row as the current one (a replay's step); -1: none.
  void highlight(int line);
  int highlighted() const { return highlighted_; }
  // Opens the row's whole words, a clause to a line, when the row is cut
  // short (LogRowDelegate); a row shown whole stays as it is. Whether it did.
  bool showWhole(int line);
  // The window showWhole opened; null before.
  class WholeActionWindow* wholeActionWindow() const { return whole_; }

 protected:
  bool eventFilter(QObject* watched, QEvent* e) override;

 signals:
  // The player picked a row (click or Enter).
  void lineActivated(int line);

 private:
  // Brings the newest row into view at the bottom, the rows above it
  // measured at the width they are drawn.
  void showNewest();

  QTreeView* list_;
  QTimer* relayout_;  // measures the rows again once a resize is over
  class WholeActionWindow* whole_ = nullptr;
  int highlighted_ = -1;
  bool scrollPending_ = false;
  // The view follows the newest row until the player scrolls away from it
  // (and again once they scroll back to it, or a row comes).
  bool followingNewest_ = true;
};

}  // namespace hydaspes::client
