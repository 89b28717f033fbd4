#pragma once
// Which tools the open scenario's ruleset supports, and why not: a schema without
// elevation (Hell Before Night 2.3) has no Elevation tool, a tabletop game no hex tools.
// The frame disables those tools and shows the reason as their tooltip.
#include <map>
#include <string>

#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::editor {

/// Tool id -> why it is unavailable. Tools not listed are available.
std::map<std::string, std::string> unavailableTools(const model::Ruleset& ruleset, const model::Scenario& scenario);

/// The elevation levels the tools and property grid offer: the schema's stated range,
/// else its named levels, else a wide range (elevation stated as unknown).
struct LevelRange {
  int min = 0;
  int max = 0;
};
LevelRange elevationRange(const model::Ruleset& ruleset);

}  // namespace hexwright::editor
