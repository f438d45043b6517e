// A button for every legal decision that is not made on the board or by a
// card of the viewer's hand: end phase, pass, take units, facing,
// casualty, fight on / break off, and a list of destinations. Every action
// is reachable from here by keyboard too.
#pragma once

#include <QWidget>
#include <vector>

#include "hydaspes/decision.h"
#include "hydaspes/game.h"
#include "session/alike_units.h"

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;

namespace hydaspes::client {

class DecisionBar : public QWidget {
  Q_OBJECT
 public:
  explicit DecisionBar(QWidget* parent = nullptr);
  // `units` names the Take and Kill decisions among them (alike units as one).
  void setDecisions(const Game& g, Phase phase, const std::vector<Decision>& decisions, const std::vector<UnitChoice>& units = {});
  QStringList labels() const;
  // Clicks the button with this label (keyboard shortcuts, tests).
  bool trigger(const QString& label);
  // Chooses a destination in the "Move to" list (keyboard users, tests).
  bool chooseDestination(const QString& cellName);
  // H4: a Cancel button at the row's end while an action is being declared.
  void setCancelShown(bool shown);
  QPushButton* cancelButton() const { return cancel_; }
  // A finished game: nothing is left to decide, and the bar offers what
  // comes next (reviewing the game, a new one) in the same place, so the
  // board keeps its size when the battle is decided.
  void setGameOver(bool over);
  bool gameOver() const { return gameOver_; }
  // The computer waits for the person (paused, or a new game it begins):
  // `caption` and a button labelled `button` that lets it go on; an empty
  // caption shows neither.
  void setComputerWaiting(const QString& caption, const QString& button);
  QPushButton* resumeButton() const { return resume_; }

 signals:
  void chosen(hydaspes::Decision d);
  void cancelRequested();
  void reviewRequested();
  void newGameRequested();
  void resumeRequested();

 protected:
  // A double-click's second press is let go on a button other than the one
  // clicked first: the first click's decision made it (pt101's second
  // click on "End phase" ended her Attack phase unseen).
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QHBoxLayout* row_;
  std::vector<std::pair<QPushButton*, Decision>> buttons_;
  QComboBox* destinations_;
  QLabel* takeCaption_;
  QLabel* casualtyCaption_;
  QPushButton* go_;
  QPushButton* cancel_;
  QLabel* overCaption_;
  QPushButton* review_;
  QPushButton* newGame_;
  QLabel* waitCaption_;
  QPushButton* resume_;
  bool gameOver_ = false;
  QString lastClicked_;  // the words of the button clicked last
  std::vector<Decision> destinationDecisions_;
};

}  // namespace hydaspes::client
