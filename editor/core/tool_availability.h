#pragma once
// Which tools the open scenario's ruleset supports, and why not: a schema without
// elevation (Hell Before Night 2.3) has no Elevation tool, a tabletop game no hex tools.
// The frame disables those tools and shows the reason as their tooltip.
#include <map>
#include <optional>
#include <string>

#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::editor {

/// Tool id -> why it is unavailable. Tools not listed are available.
std::map<std::string, std::string> unavailableTools(const model::Ruleset& ruleset, const model::Scenario& scenario);

/// Why one more hex feature of `type` may not be placed: the schema's maxPerMap is
/// already on the map ("at most 1 Union supply dump (Bloody April 11.42)"); nullopt when
/// it may.
std::optional<std::string> featureLimitReached(const model::Ruleset& ruleset, const model::Scenario& scenario,
                                               const std::string& type);

/// The elevation levels the tools and property grid offer: the schema's stated range,
/// else its named levels, else a wide range (elevation stated as unknown).
struct LevelRange {
  int min = 0;
  int max = 0;
};
LevelRange elevationRange(const model::Ruleset& ruleset);

}  // namespace hexwright::editor
