#pragma once
// `hexwright export vassal`: a VASSAL module (.vmod) players can open. The main map's
// boards are drawn by the map painter with a HexGrid and numbering that give VASSAL the
// same hex centres and labels; every unit and leader is a two-faced piece drawn by the
// counter painter, in palettes per side and formation; set-up units stand on their hexes
// as At-Start Stacks, reinforcements on a chart with one box per turn; a turn tracker
// carries the scenario's turn labels. docs/vassal.md describes the module.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/core/progress.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters::vassal {

inline constexpr int kDefaultHexPx = 64;
inline constexpr int kMinHexPx = 16;
inline constexpr int kMaxHexPx = 512;
inline constexpr int kDefaultInchPx = 40;  // a 6 ft x 4 ft table: 2880 x 1920 px
inline constexpr int kMinInchPx = 10;
inline constexpr int kMaxInchPx = 200;

struct VassalExportOptions {
  int hexPx = kDefaultHexPx;    // board pixels across a hex's flats
  int counterPx = 0;            // 0: the schema's counter size relative to its hex size
  int inchPx = kDefaultInchPx;  // tabletop board pixels per inch
  bool hexNumbers = true;       // print the hex numbers on the board image
  /// Export a scenario that places no unit or whose counters lack values (printed "?")
  /// with warnings instead of refusing it: a draft module for checking the art.
  bool allowIncomplete = false;
};

struct VassalBoardInfo {
  std::string name;
  std::string image;
  int widthPx = 0, heightPx = 0;
};

struct VassalExportResult {
  std::vector<VassalBoardInfo> boards;
  int hexPx = 0;
  int counterPx = 0;
  int inchPx = 0;         // a table's pixels per inch (0 on a hex map)
  int pieces = 0;         // units and leaders, one piece each
  int markers = 0;        // marker pieces in the markers palette
  int atStartStacks = 0;  // on the main map
  int placedUnits = 0;    // units in those stacks
  int chartBoxes = 0;
  int chartUnits = 0;  // reinforcements and area set-ups on the chart
  int turns = 0;
  int setups = 0;  // predefined set-ups (a module of several scenarios)
  int images = 0;
  std::uintmax_t bytes = 0;
};

/// The counter values a unit's layout prints but the unit lacks (no stated default).
std::vector<std::string> missingCounterValues(const model::Unit& unit, const model::Ruleset* ruleset);
/// The formation states the schema lists for a unit type (setup.state.invalid checks).
std::vector<std::string> statesFor(const model::Ruleset* ruleset, const model::TypeId& unitType);

/// Writes the module to `out` (a temporary file renamed into place): on any error or a
/// cancel, nullopt with error diagnostics and nothing at `out`.
std::optional<VassalExportResult> exportVassal(const model::Scenario& scenario, const model::Ruleset* ruleset,
                                               const VassalExportOptions& options, const std::filesystem::path& out,
                                               model::Diagnostics& diagnostics, model::ProgressReporter& progress);

/// One bundle of a module of several scenarios.
struct VassalScenario {
  const model::Scenario* scenario = nullptr;
  const model::Ruleset* ruleset = nullptr;
  std::string source;  // the bundle's path: messages name it, its stem names the set-up file
};

/// One module for several scenarios of one game: shared boards and pieces, and each
/// scenario a predefined set-up (a saved game in the module) that File > New Game offers.
/// One scenario gives exactly exportVassal's module. Refuses scenarios of different
/// rulesets; every scenario must pass the checks a module of its own would.
std::optional<VassalExportResult> exportVassalScenarios(const std::vector<VassalScenario>& scenarios,
                                                        const VassalExportOptions& options,
                                                        const std::filesystem::path& out,
                                                        model::Diagnostics& diagnostics,
                                                        model::ProgressReporter& progress);

}  // namespace hexwright::exporters::vassal
