// A file of decisions in notation: one per line, '#' starts a comment.
#pragma once

#include <string>
#include <vector>

namespace hydaspes::cli {

struct MoveLine {
  int number = 0;
  std::string text;
};

// Throws std::runtime_error if the file cannot be read.
std::vector<MoveLine> readMoveFile(const std::string& path);

}  // namespace hydaspes::cli
