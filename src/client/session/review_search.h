// Game > Review: the search's review of the record being watched
// (bot/game_review.h), computed in the thread pool with its progress shown,
// and handed to the window as a value: Alexander's winning chance at each
// action, and the actions that cost their maker 10 points or more, each with
// its place in the record and the better choice. From each deciding side's
// own information, never the other hand. Cancelled by a newer request,
// cancel(), or the end of the object.
#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <memory>
#include <vector>

#include "hydaspes/saved_game.h"
#include "session/latest_answer.h"
#include "session/review_look.h"

namespace hydaspes {
class ReplayTimeline;
}

namespace hydaspes::client {

class ReviewSearch : public QObject {
  Q_OBJECT
 public:
  explicit ReviewSearch(QObject* parent = nullptr);
  ~ReviewSearch() override;
  // Reviews the record of `save` (its timeline already checked); `iterations`
  // per position.
  void start(const GamePtr& game, const SavedGame& save, const ReplayTimeline& timeline);
  // The search's iterations per position (400: a few seconds for a whole game).
  void setIterations(int iterations) { iterations_ = iterations; }
  void cancel();
  bool running() const { return running_; }

 signals:
  void progressed(int done, int total);
  void ready(const hydaspes::client::ReviewLook& review);

 private:
  LatestAnswer answer_;
  std::shared_ptr<std::atomic<bool>> stop_;
  bool running_ = false;
  int iterations_ = 400;
};

}  // namespace hydaspes::client
