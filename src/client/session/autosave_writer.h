// The autosave, written away from the window's thread. Each action hands
// over the save's text and returns at once; one writer thread puts the
// newest text on disk atomically (QSaveFile, which waits for the disk).
// A text still waiting when a newer one arrives is dropped: only the latest
// game matters for recovery.
#pragma once

#include <QString>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace hydaspes::client {

class AutosaveWriter {
 public:
  AutosaveWriter();
  ~AutosaveWriter();  // writes what is waiting, then stops
  AutosaveWriter(const AutosaveWriter&) = delete;
  AutosaveWriter& operator=(const AutosaveWriter&) = delete;

  // Queues `text` for `path`, replacing a text not yet written.
  void write(const QString& path, std::string text);
  // Returns once everything handed over is on disk (or failed).
  void flush();
  // The last write's error in words; empty when it succeeded.
  QString lastError() const;
  // How many texts reached the disk (for tests and benchmarks).
  int written() const;

 private:
  struct Job {
    QString path;
    std::string text;
  };
  void run(std::stop_token stop);

  mutable std::mutex mutex_;
  std::condition_variable_any wake_;
  std::condition_variable idle_;
  std::optional<Job> pending_;
  bool busy_ = false;
  int written_ = 0;
  QString lastError_;
  std::jthread thread_;  // last: starts after the members it uses
};

}  // namespace hydaspes::client
