#pragma once
// The steps of `export vassal` that a module of one scenario and a module of several
// share: one scenario's module plan and files, and the archive written atomically.
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "exporters/render/cairo_canvas.h"
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

/// The pieces that show a unit on the chart, in a state ("" for none): one for a counter,
/// one per stand on a table; none for a unit that has no piece.
using SlotsFor = std::function<std::vector<Slot>(const std::string& unitId, const std::string& state)>;

/// The reinforcement chart: a box per turn with its arrivals, a box per set-up area with
/// the units set up in it, and one for arrivals whose turn the scenario does not give;
/// boxes sized for pieces `boxPx` across. Draws it into files["images/..."]. Nullopt when
/// nothing would be on it (unless `chartAlways`) or, with `error`, when it cannot be drawn.
std::optional<ChartPlan> planChart(const model::Scenario& scenario, const std::vector<const model::Placement*>& byArea,
                                   const SlotsFor& slotsFor, int boxPx, bool chartAlways,
                                   std::map<std::string, std::string>& files,
                                   const std::shared_ptr<CairoResources>& resources, VassalExportResult& result,
                                   std::string& error);

/// The schema's markers, drawn by the counter painter (at their printed size on a table),
/// one piece each (per side where the schema says so), gpids from `nextGpid` on.
PalettePanel planMarkers(const model::Scenario& scenario, const model::Ruleset* ruleset,
                         const VassalExportOptions& options, std::map<std::string, std::string>& files,
                         const std::shared_ptr<CairoResources>& resources, int& nextGpid, std::string& error);

/// An id as a name every file system and VASSAL's comma/semicolon lists take unescaped:
/// letters, digits, '-', '_' and '.' kept, anything else '_'.
std::string safeName(const std::string& id);
/// The scenario's sides, then any side a unit names that the scenario does not list.
std::vector<model::SideId> sideOrder(const model::Scenario& scenario);

/// The die the schema states (its "die" constant, less one where its faces start at 0).
std::optional<ModulePlan::Dice> statedDice(const model::Ruleset* ruleset);
/// The scenario's turns as the tracker lists them: "1: 6 April, Early Morning", "Turn 2".
std::vector<std::string> turnTrack(const model::Scenario& scenario);
std::string turnLabel(const model::Scenario& scenario, int turn);
std::string sideDisplayName(const model::Scenario& scenario, const model::Ruleset* ruleset, const model::SideId& id);
std::string formationDisplayName(const model::Scenario& scenario, const std::optional<model::FormationId>& id);
/// "1st Division / Hare's Brigade": the formation under its parents.
std::string formationPathName(const model::Scenario& scenario, const model::FormationId& id);
std::string areaDisplayName(const model::Scenario& scenario, const model::AreaId& id);

}  // namespace hexwright::exporters::vassal
