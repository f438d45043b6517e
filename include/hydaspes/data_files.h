// Loading and checking the JSON data files. A bad file throws LoadError with
// every problem found, never a half-built object.
#pragma once

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "hydaspes/card.h"
#include "hydaspes/scenario.h"

namespace hydaspes {

Scenario loadScenario(const std::string& path);
Scenario parseScenario(const nlohmann::json& j, const std::string& file);

CardTable loadCardTable(const std::string& path);
CardTable parseCardTable(const nlohmann::json& j, const std::string& file);

// Reads and parses a JSON file; throws LoadError if it cannot.
nlohmann::json readJsonFile(const std::string& path);
// Parses JSON text that came from `file`; throws LoadError if it is not JSON.
nlohmann::json parseJsonText(const std::string& text, const std::string& file);

}  // namespace hydaspes
