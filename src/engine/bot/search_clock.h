// When a search stops: after its iterations, or its time, whichever first,
// or at once when asked to stop.
#pragma once

#include <chrono>

#include "hydaspes/bot/bot.h"

namespace hydaspes {

class SearchClock {
 public:
  explicit SearchClock(Budget b) : budget_(b), start_(std::chrono::steady_clock::now()) {
    if (budget_.iterations <= 0 && budget_.seconds <= 0) budget_.iterations = 1;
  }
  bool more(int done) const {
    if (budget_.stop.stop_requested()) return false;
    if (budget_.iterations > 0 && done >= budget_.iterations) return false;
    if (budget_.seconds > 0 && done > 0 && elapsed() >= budget_.seconds) return false;
    return true;
  }
  // Seconds since the clock was made.
  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

 private:
  Budget budget_;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace hydaspes
