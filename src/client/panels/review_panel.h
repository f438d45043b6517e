// Game > Review, in a dock: while the search works, its progress; then the
// chart of Alexander's winning chance (click a point to go there) and the
// actions that cost their maker 10 points or more, each with the search's
// better choice (click one to go to where it began).
#pragma once

#include <QWidget>

#include "session/review_look.h"

class QLabel;
class QListWidget;
class QProgressBar;

namespace hydaspes::client {

class ChanceChart;

class ReviewPanel : public QWidget {
  Q_OBJECT
 public:
  explicit ReviewPanel(QWidget* parent = nullptr);
  void showProgress(int done, int total);
  void showReview(const ReviewLook& review);
  // The record's position on screen: the chart marks its action.
  void showPosition(std::size_t position);
  const ReviewLook& review() const { return review_; }
  ChanceChart* chart() const { return chart_; }
  QListWidget* flags() const { return flags_; }

 signals:
  // Go to this position of the record (the start of an action).
  void positionChosen(std::size_t position);

 private:
  ReviewLook review_;
  QLabel* status_;
  QProgressBar* progress_;
  ChanceChart* chart_;
  QListWidget* flags_;
};

}  // namespace hydaspes::client
