#pragma once
// The steps of `export vassal` that a module of one scenario and a module of several
// share: one scenario's module plan and files, and the archive written atomically.
#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include "exporters/vassal/vassal_export.h"
#include "exporters/vassal/vassal_module.h"

namespace hexwright::exporters::vassal {

/// One scenario made into a module: the plan (boards, palettes, stacks, chart, turns) and
/// the images it names, by archive path ("images/board.png").
struct BuiltScenario {
  ModulePlan plan;
  std::map<std::string, std::string> files;
  VassalExportResult result;
};

/// Draws and plans one scenario whose inputs checkInputs accepted. `chartAlways` keeps the
/// reinforcement chart even when nothing is on it. Nullopt with errors on failure or cancel.
std::optional<BuiltScenario> buildScenario(const model::Scenario& scenario, const model::Ruleset* ruleset,
                                           const VassalExportOptions& options, bool chartAlways,
                                           model::Diagnostics& diagnostics, model::ProgressReporter& progress);

/// Writes `files` as the module at `out` (entries sorted, PNGs stored), through a
/// temporary file renamed into place; fills result.bytes and result.images.
bool writeModuleArchive(std::map<std::string, std::string> files, const std::filesystem::path& out,
                        model::Diagnostics& diagnostics, model::ProgressReporter& progress, VassalExportResult& result);

}  // namespace hexwright::exporters::vassal
