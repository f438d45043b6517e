#include "session/autosave_writer.h"

#include "session/atomic_write.h"

namespace hydaspes::client {

AutosaveWriter::AutosaveWriter() : thread_([this](std::stop_token stop) { run(stop); }) {}

AutosaveWriter::~AutosaveWriter() {
  flush();
  thread_.request_stop();  // wakes run() through the stop token
}

void AutosaveWriter::write(const QString& path, std::string text) {
  {
    std::lock_guard lock(mutex_);
    pending_ = Job{path, std::move(text)};
  }
  wake_.notify_one();
}

void AutosaveWriter::flush() {
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return !pending_ && !busy_; });
}

QString AutosaveWriter::lastError() const {
  std::lock_guard lock(mutex_);
  return lastError_;
}

int AutosaveWriter::written() const {
  std::lock_guard lock(mutex_);
  return written_;
}

void AutosaveWriter::run(std::stop_token stop) {
  std::unique_lock lock(mutex_);
  while (true) {
    if (!wake_.wait(lock, stop, [this] { return pending_.has_value(); })) return;  // stopped, nothing waiting
    Job job = std::move(*pending_);
    pending_.reset();
    busy_ = true;
    lock.unlock();
    QString error;
    const bool ok = writeFileAtomically(job.path, QByteArray::fromStdString(job.text), &error);
    lock.lock();
    busy_ = false;
    lastError_ = ok ? QString() : error;
    if (ok) ++written_;
    if (!pending_) idle_.notify_all();
  }
}

}  // namespace hydaspes::client
