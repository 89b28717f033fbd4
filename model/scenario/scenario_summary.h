#pragma once
// Counts that describe a scenario at a glance (`hexwright info`, the editor's status).
#include <cstddef>
#include <map>
#include <string>

#include "model/scenario/scenario.h"

namespace hexwright::model {

struct ScenarioSummary {
  std::size_t hexes = 0;
  std::map<std::string, std::size_t> terrain;          // terrain id -> hexes
  std::map<std::string, std::size_t> hexFeatures;      // feature id -> occurrences
  std::map<std::string, std::size_t> hexsideFeatures;  // feature id -> occurrences
  std::map<std::string, std::size_t> routes;           // route type -> routes
  std::map<std::string, std::size_t> units;            // side id -> units
  std::map<std::string, std::size_t> formations;       // side id -> formations
  std::size_t placedUnits = 0;
  std::size_t reinforcementUnits = 0;
};

ScenarioSummary summarize(const Scenario& s);

}  // namespace hexwright::model
