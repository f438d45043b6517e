// A small checker for reading JSON data files: it collects every problem with
// its JSON pointer instead of stopping at the first, and flags unknown fields.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "hydaspes/load_error.h"

namespace hydaspes {

// The value of an integer that fits a long long, else nullopt. nlohmann keeps
// integers above LLONG_MAX unsigned, and get<long long>() or get<int>() would
// wrap them round (18446744073709551615 to -1, 4294967302 to 6).
std::optional<long long> integerValue(const nlohmann::json& j);

std::string pointerChild(const std::string& pointer, const std::string& key);
std::string pointerChild(const std::string& pointer, std::size_t index);

class JsonReader {
 public:
  explicit JsonReader(std::string file) : file_(std::move(file)) {}

  // Records a problem; the same problem found again (say, a use code shared
  // by many cards) is listed once.
  void problem(const std::string& pointer, std::string message);
  bool ok() const { return problems_.empty(); }
  void throwIfProblems() const;
  const std::string& file() const { return file_; }

 private:
  std::string file_;
  std::vector<LoadProblem> problems_;
  std::set<std::pair<std::string, std::string>> reported_;  // pointer and message
};

// One JSON object being read. Every field read is remembered; finish()
// reports the fields nobody asked for.
class ObjectReader {
 public:
  ObjectReader(JsonReader& reader, const nlohmann::json& j, std::string pointer);
  bool valid() const { return valid_; }
  const std::string& pointer() const { return pointer_; }
  std::string pointerTo(const std::string& key) const { return pointerChild(pointer_, key); }
  bool has(const std::string& key) const;

  std::optional<std::string> string(const std::string& key, bool required = true);
  std::optional<int> integer(const std::string& key, bool required, int min, int max);
  std::optional<double> number(const std::string& key, bool required, double min, double max);
  std::optional<bool> boolean(const std::string& key, bool required = false);
  // The raw value of an array / object field, checked for its kind.
  const nlohmann::json* array(const std::string& key, bool required = true);
  const nlohmann::json* object(const std::string& key, bool required = true);
  const nlohmann::json* any(const std::string& key, bool required = true);
  std::optional<std::vector<std::string>> stringArray(const std::string& key, bool required = true);

  void finish();  // reports unknown fields

 private:
  const nlohmann::json* field(const std::string& key, bool required, const char* kind);
  JsonReader& reader_;
  const nlohmann::json& json_;
  std::string pointer_;
  bool valid_ = false;
  std::set<std::string> seen_;
};

}  // namespace hydaspes
