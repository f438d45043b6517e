// Work for the thread pool whose answer only the latest request hears: each
// start() makes the answers of earlier ones stale, and so does cancel(). An
// answer reaches the main thread, and its owner only while the owner lives.
// The computer player and the hint search both ask this way.
#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QThreadPool>
#include <cstdint>
#include <memory>
#include <mutex>
#include <utility>

namespace hydaspes::client {

class LatestAnswer {
 public:
  LatestAnswer() : mailbox_(std::make_shared<Mailbox>()) {}
  ~LatestAnswer() { cancel(); }  // a search still running answers no one
  LatestAnswer(const LatestAnswer&) = delete;
  LatestAnswer& operator=(const LatestAnswer&) = delete;

  // Runs `work()` in the pool, then `deliver(result)` on the main thread if
  // no newer start() or cancel() came meanwhile and `owner` still exists.
  template <class Work, class Deliver>
  void start(QObject* owner, Work work, Deliver deliver) {
    const std::uint64_t ticket = mailbox_->next();
    auto mailbox = mailbox_;
    QPointer<QObject> guard(owner);
    QThreadPool::globalInstance()->start([mailbox, ticket, guard, work, deliver] {
      auto result = work();
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
    std::uint64_t next() {
      std::lock_guard lock(mutex);
      return ++current;
    }
    bool isCurrent(std::uint64_t ticket) {
      std::lock_guard lock(mutex);
      return current == ticket;
    }
  };
  std::shared_ptr<Mailbox> mailbox_;
};

}  // namespace hydaspes::client
