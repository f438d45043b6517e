#include "json_reader.h"

#include <fstream>
#include <limits>
#include <sstream>

#include "hydaspes/data_files.h"

namespace hydaspes {

std::string LoadProblem::toString() const {
  return file + ": " + (pointer.empty() ? "/" : pointer) + ": " + message;
}

namespace {
std::string joinProblems(const std::vector<LoadProblem>& problems) {
  std::string s;
  for (const auto& p : problems) {
    if (!s.empty()) s += '\n';
    s += p.toString();
  }
  return s;
}

const char* kindOf(const nlohmann::json& j) {
  switch (j.type()) {
    case nlohmann::json::value_t::null: return "null";
    case nlohmann::json::value_t::object: return "an object";
    case nlohmann::json::value_t::array: return "an array";
    case nlohmann::json::value_t::string: return "a string";
    case nlohmann::json::value_t::boolean: return "a boolean";
    case nlohmann::json::value_t::number_float: return "a number";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned: return "an integer";
    default: return "something else";
  }
}
}  // namespace

LoadError::LoadError(std::vector<LoadProblem> problems)
    : std::runtime_error(joinProblems(problems)), problems_(std::move(problems)) {}

std::optional<long long> integerValue(const nlohmann::json& j) {
  if (j.is_number_unsigned()) {
    const auto u = j.get<unsigned long long>();
    if (u > static_cast<unsigned long long>(std::numeric_limits<long long>::max())) return std::nullopt;
    return static_cast<long long>(u);
  }
  if (j.is_number_integer()) return j.get<long long>();
  return std::nullopt;
}

std::string pointerChild(const std::string& pointer, const std::string& key) {
  std::string escaped;
  for (char ch : key) {
    if (ch == '~') escaped += "~0";
    else if (ch == '/') escaped += "~1";
    else escaped += ch;
  }
  return pointer + "/" + escaped;
}

std::string pointerChild(const std::string& pointer, std::size_t index) {
  return pointer + "/" + std::to_string(index);
}

void JsonReader::problem(const std::string& pointer, std::string message) {
  if (!reported_.emplace(pointer, message).second) return;
  problems_.push_back({file_, pointer, std::move(message)});
}

void JsonReader::throwIfProblems() const {
  if (!problems_.empty()) throw LoadError(problems_);
}

ObjectReader::ObjectReader(JsonReader& reader, const nlohmann::json& j, std::string pointer)
    : reader_(reader), json_(j), pointer_(std::move(pointer)) {
  valid_ = j.is_object();
  if (!valid_) reader_.problem(pointer_, std::string("must be an object, not ") + kindOf(j));
}

bool ObjectReader::has(const std::string& key) const { return valid_ && json_.contains(key); }

const nlohmann::json* ObjectReader::field(const std::string& key, bool required, const char* kind) {
  if (!valid_) return nullptr;
  seen_.insert(key);
  auto it = json_.find(key);
  if (it == json_.end()) {
    if (required) reader_.problem(pointer_, "missing field \"" + key + "\" (" + kind + ")");
    return nullptr;
  }
  return &*it;
}

std::optional<std::string> ObjectReader::string(const std::string& key, bool required) {
  const auto* v = field(key, required, "a string");
  if (!v) return std::nullopt;
  if (!v->is_string()) {
    reader_.problem(pointerTo(key), std::string("must be a string, not ") + kindOf(*v));
    return std::nullopt;
  }
  return v->get<std::string>();
}

std::optional<int> ObjectReader::integer(const std::string& key, bool required, int min, int max) {
  const auto* v = field(key, required, "an integer");
  if (!v) return std::nullopt;
  if (!v->is_number_integer()) {
    reader_.problem(pointerTo(key), std::string("must be an integer, not ") + kindOf(*v));
    return std::nullopt;
  }
  const auto value = integerValue(*v);
  if (!value || *value < min || *value > max) {
    reader_.problem(pointerTo(key), "must be between " + std::to_string(min) + " and " +
                                        std::to_string(max) + ", not " + v->dump());
    return std::nullopt;
  }
  return static_cast<int>(*value);
}

std::optional<double> ObjectReader::number(const std::string& key, bool required, double min,
                                           double max) {
  const auto* v = field(key, required, "a number");
  if (!v) return std::nullopt;
  if (!v->is_number()) {
    reader_.problem(pointerTo(key), std::string("must be a number, not ") + kindOf(*v));
    return std::nullopt;
  }
  const double value = v->get<double>();
  if (!(value >= min && value <= max)) {
    std::ostringstream os;
    os << "must be between " << min << " and " << max << ", not " << value;
    reader_.problem(pointerTo(key), os.str());
    return std::nullopt;
  }
  return value;
}

std::optional<bool> ObjectReader::boolean(const std::string& key, bool required) {
  const auto* v = field(key, required, "true or false");
  if (!v) return std::nullopt;
  if (!v->is_boolean()) {
    reader_.problem(pointerTo(key), std::string("must be true or false, not ") + kindOf(*v));
    return std::nullopt;
  }
  return v->get<bool>();
}

const nlohmann::json* ObjectReader::array(const std::string& key, bool required) {
  const auto* v = field(key, required, "an array");
  if (!v) return nullptr;
  if (!v->is_array()) {
    reader_.problem(pointerTo(key), std::string("must be an array, not ") + kindOf(*v));
    return nullptr;
  }
  return v;
}

const nlohmann::json* ObjectReader::object(const std::string& key, bool required) {
  const auto* v = field(key, required, "an object");
  if (!v) return nullptr;
  if (!v->is_object()) {
    reader_.problem(pointerTo(key), std::string("must be an object, not ") + kindOf(*v));
    return nullptr;
  }
  return v;
}

const nlohmann::json* ObjectReader::any(const std::string& key, bool required) {
  return field(key, required, "a value");
}

std::optional<std::vector<std::string>> ObjectReader::stringArray(const std::string& key,
                                                                  bool required) {
  const auto* a = array(key, required);
  if (!a) return std::nullopt;
  std::vector<std::string> out;
  bool good = true;
  for (std::size_t i = 0; i < a->size(); ++i) {
    const auto& item = (*a)[i];
    if (!item.is_string()) {
      reader_.problem(pointerChild(pointerTo(key), i),
                      std::string("must be a string, not ") + kindOf(item));
      good = false;
      continue;
    }
    out.push_back(item.get<std::string>());
  }
  if (!good) return std::nullopt;
  return out;
}

void ObjectReader::finish() {
  if (!valid_) return;
  for (const auto& [key, value] : json_.items()) {
    (void)value;
    if (!seen_.count(key)) reader_.problem(pointerTo(key), "unknown field (a typo?)");
  }
}

nlohmann::json readJsonFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw LoadError({{path, "", "cannot be opened"}});
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return parseJsonText(buffer.str(), path);
}

nlohmann::json parseJsonText(const std::string& text, const std::string& file) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {  // parse_error, and out_of_range for a number like 1e999
    throw LoadError({{file, "", std::string("is not valid JSON: ") + e.what()}});
  }
}

}  // namespace hydaspes
