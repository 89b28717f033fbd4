#pragma once
// What `info` says about where a hex map lies on the earth: CRS, ground scale, grid
// origin and rotation, label width, background rasters, vector layers and how the
// hexes' elevation levels are spread. Kept apart from info_command.cpp so that file
// stays about the scenario.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <ostream>

#include "model/scenario/scenario.h"

namespace hexwright::cli {

/// The ground section as JSON (always present; fields without a value are null).
nlohmann::json groundInfo(const model::Scenario& scenario, const std::filesystem::path& bundle);
/// The same, as text lines.
void printGroundInfo(std::ostream& out, const nlohmann::json& ground);

}  // namespace hexwright::cli
