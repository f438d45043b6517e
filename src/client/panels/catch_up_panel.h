// Hot-seat catch-up, over a corner of the board when the cover lifts: "While
// you were away" and the other side's actions one at a time, the current
// one in words, its moves standing out among the arrows on the board (and
// its row marked in the log). Next steps on (or Space, or Enter), Back
// steps back, Done or Escape puts it away. Never modal: the board stays
// playable, and the next action puts it away too. It takes the corner of the
// board where it hides the fewest arrows and counters, and keeps it.
#pragma once

#include <QFrame>
#include <array>
#include <functional>
#include <optional>

#include "session/catch_up.h"

class QLabel;
class QPushButton;

namespace hydaspes::client {

class CatchUpPanel : public QFrame {
  Q_OBJECT
 public:
  explicit CatchUpPanel(QWidget* parent);
  // Where on the board (in the parent's coordinates) it should not sit.
  void setBusyPoints(std::function<std::vector<QPoint>()> busy) { busy_ = std::move(busy); }
  // Shows `c` from its first step; `sides`: the sides' names, by index.
  void start(const CatchUp& c, const std::array<QString, 2>& sides);
  void finish();  // puts it away: trails cleared
  bool active() const { return !catchUp_.empty() && isVisible(); }
  int step() const { return step_; }
  int stepCount() const { return static_cast<int>(catchUp_.steps.size()); }
  QString currentLine() const;
  QString currentTitle() const;  // "While you were away · Porus · action 1 of 2"
  QPushButton* nextButton() const { return next_; }

 public slots:
  void next();
  void back();
  void goTo(int step);

 signals:
  // The arrows to draw now (empty when put away).
  void trailsChanged(const std::vector<hydaspes::client::BoardTrail>& trails);
  // The step shown starts at this decision of the record; none: put away.
  void stepShown(std::optional<std::size_t> firstDecision);

 private:
  void place();
  bool eventFilter(QObject* watched, QEvent* e) override;
  CatchUp catchUp_;
  std::array<QString, 2> sides_;
  int step_ = 0;
  std::function<std::vector<QPoint>()> busy_;
  QLabel* title_;
  QLabel* line_;
  QLabel* combatMark_;  // shown for a step that rolled dice
  QPushButton* back_;
  QPushButton* next_;
  QPushButton* done_;
  std::optional<std::size_t> corner_;  // of place()'s four, once chosen
};

}  // namespace hydaspes::client
