// Runs a program the way the start-up and memory benchmarks need: timed from
// just before it is spawned, with its stdout on a pipe, its stderr in a log
// file, and its peak resident memory from wait4().
#pragma once

#include <map>
#include <string>
#include <vector>

namespace hydaspes::bench {

struct ChildResult {
  int exitCode = -1;             // -1: did not run or was killed
  double secondsToMarker = -1;   // until a stdout line equal to the marker; -1: none
  double secondsToExit = 0;      // until wait4 returned
  long maxRssKiB = 0;            // ru_maxrss
  std::string out;               // everything it printed
};

// `env` entries override or add to this process's environment.
ChildResult runChild(const std::vector<std::string>& argv, const std::map<std::string, std::string>& env,
                     const std::string& stderrFile, const std::string& marker = "");

}  // namespace hydaspes::bench
