// One row of the benchmark table, and the line format in which the Qt
// benchmark programs hand their rows to hydaspes-bench:
//   ROW<TAB>name<TAB>figure<TAB>unit<TAB>target<TAB>met
// Nothing here is a test: the table reports, it never fails a build.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace hydaspes::bench {

// What a first-frame program prints once its window is painted (first_frame.h).
inline constexpr const char* kFirstFrameLine = "FIRST_FRAME";

struct Row {
  std::string name;
  std::string figure;
  std::string unit;
  std::string target = "-";  // "-": no target, the figure is for information
  std::string met = "-";     // "yes", "no" or "-"
};

inline std::string yesNo(bool b) { return b ? "yes" : "no"; }

// 1234567.8 -> "1,234,568"; small figures keep `decimals` decimals.
inline std::string fmt(double v, int decimals = 0) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  const std::string s = buf;
  const std::size_t sign = s[0] == '-' ? 1 : 0;
  const std::size_t end = std::min(s.find('.'), s.size());  // end of the whole part
  std::string out = s.substr(0, sign);
  for (std::size_t i = sign; i < end; ++i) {
    out.push_back(s[i]);
    if (i + 1 < end && (end - i - 1) % 3 == 0) out.push_back(',');
  }
  out.append(s, end, std::string::npos);
  return out;
}

inline double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

inline double maximum(const std::vector<double>& v) { return v.empty() ? 0 : *std::max_element(v.begin(), v.end()); }

inline void printRowLine(const Row& r) {
  std::printf("ROW\t%s\t%s\t%s\t%s\t%s\n", r.name.c_str(), r.figure.c_str(), r.unit.c_str(), r.target.c_str(),
              r.met.c_str());
  std::fflush(stdout);
}

}  // namespace hydaspes::bench
