// Problems found while loading a data file: every one is reported, as
// `file: /json/pointer: what is wrong`, and nothing half-loaded escapes.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace hydaspes {

struct LoadProblem {
  std::string file;
  std::string pointer;  // JSON pointer, "" for the whole document
  std::string message;
  std::string toString() const;
};

class LoadError : public std::runtime_error {
 public:
  explicit LoadError(std::vector<LoadProblem> problems);
  const std::vector<LoadProblem>& problems() const { return problems_; }

 private:
  std::vector<LoadProblem> problems_;
};

}  // namespace hydaspes
