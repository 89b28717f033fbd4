#pragma once
// What every export starts from: the scenario bundle and its ruleset schema. A schema
// that cannot be found is a warning, not an error: the map and counters still print,
// with the painter's own colours and without the schema's sizes and layouts.
#include <filesystem>
#include <optional>

#include "model/io/bundle_with_ruleset.h"

namespace hexwright::exporters {

using ExportInputs = io::BundleWithRuleset;

/// nullopt (with error diagnostics) when the bundle cannot be read.
std::optional<ExportInputs> loadExportInputs(const std::filesystem::path& bundle, model::Diagnostics& diagnostics);

}  // namespace hexwright::exporters
