#include "session/review_search.h"
#include "session/action_words.h"

#include <QPointer>
#include <cmath>

#include "hydaspes/action_text.h"
#include "hydaspes/bot/game_review.h"
#include "hydaspes/match.h"
#include "hydaspes/replay_timeline.h"
#include "app/words.h"

namespace hydaspes::client {

ReviewSearch::ReviewSearch(QObject* parent) : QObject(parent) {}

ReviewSearch::~ReviewSearch() { cancel(); }

void ReviewSearch::cancel() {
  if (stop_) stop_->store(true);
  answer_.cancel();
  running_ = false;
}

void ReviewSearch::start(const GamePtr& game, const SavedGame& save, const ReplayTimeline& timeline) {
  const int iterations = iterations_;
  cancel();
  stop_ = std::make_shared<std::atomic<bool>>(false);
  running_ = true;
  auto stop = stop_;
  QPointer<ReviewSearch> self(this);
  answer_.start(
      this,
      [game, save, timeline, iterations, stop, self](std::stop_token searchStop) {
        const Match match(game, save, timeline, UndoPolicy::LearntNothing);
        // A fixed search seed: the same record always gets the same review.
        constexpr std::uint64_t kReviewSeed = 2026;
        const GameReview review = reviewGame(match, Budget{iterations, 0, searchStop}, kReviewSeed, [stop, self](std::size_t done, std::size_t total) {
          if (stop->load()) return false;
          QMetaObject::invokeMethod(
              QCoreApplication::instance(),
              [self, stop, done, total] {
                if (self && !stop->load()) emit self->progressed(static_cast<int>(done), static_cast<int>(total));
              },
              Qt::QueuedConnection);
          return true;
        });
        ReviewLook look;
        look.alexander = review.alexander;
        for (const MatchAction& a : match.actions()) look.actionStarts.push_back(a.first);
        for (const ReviewedAction& r : review.actions) {
          if (!r.flagged()) continue;
          const MatchAction& a = match.actions()[r.action];
          const QString line = actionLine(describeAction(timeline, a.first, a.end), *game);
          look.flags.push_back({r.action, r.first, line, sideName(*game, r.maker), static_cast<int>(std::lround(r.before * 100)),
                                static_cast<int>(std::lround(r.after * 100)),
                                actionSummary(describeAction(timeline.at(r.first), r.betterAction), *game)});
        }
        return look;
      },
      [this](const ReviewLook& look) {
        running_ = false;
        emit ready(look);
      });
}

}  // namespace hydaspes::client
