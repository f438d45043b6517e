#include "move_file.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace hydaspes::cli {

std::vector<MoveLine> readMoveFile(const std::string& path) {
  if (std::filesystem::is_directory(path)) throw std::runtime_error(path + ": is a folder, not a moves file");
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot be opened");
  std::vector<MoveLine> out;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (n == 1 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);  // a UTF-8 byte-order mark
    if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) continue;
    const auto last = line.find_last_not_of(" \t\r");
    out.push_back({n, line.substr(first, last - first + 1)});
  }
  return out;
}

}  // namespace hydaspes::cli
