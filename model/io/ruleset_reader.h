#pragma once
// Ruleset schemas: schemas/<id>/ruleset.xml read with pugixml into model::Ruleset.
// Problems are diagnostics with file, line and column.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::io {

/// Parses one schema document; `fileName` is used in diagnostics.
std::optional<model::Ruleset> readRuleset(const std::string& xml, const std::string& fileName,
                                          model::Diagnostics& diagnostics);
std::optional<model::Ruleset> loadRuleset(const std::filesystem::path& file, model::Diagnostics& diagnostics);

/// Where schemas are looked up: $HEXWRIGHT_SCHEMAS if set, then the schemas/ folder of
/// the source tree the program was built from, then <prefix>/share/hexwright/schemas.
std::vector<std::filesystem::path> schemaSearchPath();
/// Ids of every schema found on the search path, sorted.
std::vector<std::string> availableRulesets();
/// Loads schemas/<id>/ruleset.xml from the search path; an unknown id is an error
/// diagnostic that lists the known ids.
std::optional<model::Ruleset> loadRulesetById(const std::string& id, model::Diagnostics& diagnostics);

}  // namespace hexwright::io
