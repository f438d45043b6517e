// The controls of a replay: step one decision back or forward, jump to the
// previous or next turn, phase or combat, scrub along the timeline, play
// and pause at a chosen speed, choose whose hidden information to see, and
// take over the game from here. Every control has a key.
#pragma once

#include <QStyle>
#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

#include "session/replay_landmarks.h"
#include "hydaspes/unit.h"

class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace hydaspes::client {

class ReplayBar : public QWidget {
  Q_OBJECT
 public:
  explicit ReplayBar(QWidget* parent = nullptr);
  // `sideNames` are the two sides' names for the point-of-view list.
  void setLandmarks(const ReplayLandmarks& marks, const QString& sideA, const QString& sideB);
  void showPosition(std::size_t position, const QString& caption, std::optional<SideIndex> pointOfView);
  bool isPlaying() const;
  // Decisions per second while playing.
  double speed() const;

 public slots:
  void stepBack();
  void stepForward();
  void jump(hydaspes::Landmark kind, bool forward);
  void togglePlay();

 signals:
  void seekRequested(std::size_t position);
  void pointOfViewChosen(std::optional<hydaspes::SideIndex> side);
  void playFromHereRequested();

 protected:
  void showEvent(QShowEvent* e) override;

 private:
  QToolButton* addButton(const QString& text, const QString& tip, const QKeySequence& key);
  void request(std::size_t position);

  std::optional<ReplayLandmarks> marks_;  // none: no replay open
  std::size_t position_ = 0;
  QSlider* slider_;
  QLabel* caption_;
  QComboBox* speed_;
  QComboBox* pointOfView_;
  QToolButton* play_;
  QTimer* timer_;
  std::vector<std::pair<QToolButton*, QStyle::StandardPixmap>> icons_;  // set when first shown
};

}  // namespace hydaspes::client
