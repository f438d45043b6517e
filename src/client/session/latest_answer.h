// Work for the thread pool whose answer only the latest request hears: each
// start() makes the answers of earlier ones stale and asks their work to
// stop (through the std::stop_token it is given), and so does cancel(). An
// answer reaches the main thread, and its owner only while the owner lives.
// The computer player, the hint and the review search ask this way, in
// searchPool(), never in Qt's global pool: Qt's image code borrows that one
// while painting and waits for it, so a search there stalls frames.
#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QThreadPool>
#include <cstdint>
#include <memory>
#include <mutex>
#include <stop_token>
#include <utility>

namespace hydaspes::client {

// The pool the searches run in (as many threads as cores), owned by the
// application and ended with it.
QThreadPool* searchPool();

class LatestAnswer {
 public:
  LatestAnswer() : mailbox_(std::make_shared<Mailbox>()) {}
  ~LatestAnswer() { cancel(); }  // a search still running answers no one
  LatestAnswer(const LatestAnswer&) = delete;
  LatestAnswer& operator=(const LatestAnswer&) = delete;

  // Runs `work(stop)` in searchPool(), then `deliver(result)` on the main
  // thread if no newer start() or cancel() came meanwhile (which request
  // `stop`) and `owner` still exists.
  template <class Work, class Deliver>
  void start(QObject* owner, Work work, Deliver deliver) {
    const auto [ticket, stop] = mailbox_->next();
    auto mailbox = mailbox_;
    QPointer<QObject> guard(owner);
    searchPool()->start([mailbox, ticket, stop, guard, work, deliver] {
      auto result = work(stop);
      if (!mailbox->isCurrent(ticket)) return;  // cancelled, or a newer request
      QMetaObject::invokeMethod(
          QCoreApplication::instance(),
          [mailbox, ticket, guard, deliver, result] {
            if (guard && mailbox->isCurrent(ticket)) deliver(result);
          },
          Qt::QueuedConnection);
    });
  }
  void cancel() { mailbox_->next(); }

 private:
  struct Mailbox {
    std::mutex mutex;
    std::uint64_t current = 0;
    std::stop_source source;
    // A new ticket and its stop token; the work of the old one is asked to stop.
    std::pair<std::uint64_t, std::stop_token> next() {
      std::lock_guard lock(mutex);
      source.request_stop();
      source = std::stop_source();
      return {++current, source.get_token()};
    }
    bool isCurrent(std::uint64_t ticket) {
      std::lock_guard lock(mutex);
      return current == ticket;
    }
  };
  std::shared_ptr<Mailbox> mailbox_;
};

}  // namespace hydaspes::client
