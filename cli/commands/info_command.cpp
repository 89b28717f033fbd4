// hexwright info BUNDLE [--format text|json]
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/ground_info.h"
#include "model/io/bundle.h"
#include "model/scenario/scenario_summary.h"

namespace hexwright::cli {
namespace {

struct InfoOptions {
  std::string bundle;
  std::string format = "text";
};

const char* orientationName(model::Orientation o) { return o == model::Orientation::FlatTop ? "flat" : "pointy"; }

/// "union (Army of the Potomac)": the id a designer types, and the name it stands for.
std::string sideText(const model::Scenario& s, const model::SideId& id) {
  for (const model::Side& side : s.sides)
    if (side.id == id && !side.name.empty()) return id.value + " (" + side.name + ")";
  return id.value;
}

nlohmann::json infoJson(const model::Scenario& s, const model::ScenarioSummary& sum) {
  nlohmann::json j;
  j["ruleset"] = s.rulesetId;
  j["title"] = s.title;
  const auto& grid = s.map.grid();
  j["grid"] = {{"kind", s.map.kind == model::GridKind::Hex ? "hex" : "table"},
               {"columns", grid.columns},
               {"rows", grid.rows},
               {"orientation", orientationName(grid.convention.orientation)}};
  if (s.map.kind == model::GridKind::Table)
    j["grid"]["table_inches"] = {s.map.table.widthInches, s.map.table.depthInches};
  j["hexes"] = sum.hexes;
  j["terrain"] = sum.terrain;
  j["hex_features"] = sum.hexFeatures;
  j["hexside_features"] = sum.hexsideFeatures;
  j["routes"] = sum.routes;
  j["units"] = sum.units;
  j["formations"] = sum.formations;
  j["setup"] = sum.placedUnits;
  j["reinforcements"] = sum.reinforcementUnits;
  j["turns"] = {{"first", s.turns.firstTurn}, {"last", s.turns.lastTurn}};
  // null and [] when the scenario does not state them.
  j["first_active_side"] = s.firstActiveSide ? nlohmann::json(s.firstActiveSide->value) : nlohmann::json(nullptr);
  j["deployment_order"] = nlohmann::json::array();
  for (const model::SideId& side : s.deploymentOrder) j["deployment_order"].push_back(side.value);
  return j;
}

void printCounts(std::ostream& out, const char* title, const std::map<std::string, std::size_t>& counts) {
  out << title << ":";
  if (counts.empty()) out << " none";
  out << '\n';
  for (const auto& [id, n] : counts) out << "  " << id << ": " << n << '\n';
}

void runInfo(const InfoOptions& o, CliContext& ctx) {
  model::Diagnostics diagnostics;
  // Report all: a bundle with bad elements is described without them (exit 1, the
  // errors listed); only one that cannot be read at all exits 2.
  auto scenario = io::loadBundle(o.bundle, diagnostics, nullptr, io::LoadMode::ReportAll);
  if (!scenario) return finishCommand(ctx, o.format == "json", diagnostics, {}, kExitBadInput);
  const int code = diagnostics.hasErrors() ? kExitValidationErrors : kExitOk;
  const auto sum = model::summarize(*scenario);
  const nlohmann::json ground = groundInfo(*scenario, o.bundle);
  if (o.format == "json") {
    nlohmann::ordered_json j = infoJson(*scenario, sum);
    j["ground"] = ground;
    return finishCommand(ctx, true, diagnostics, j, code);
  }
  const auto& grid = scenario->map.grid();
  ctx.out << scenario->title << '\n' << "ruleset: " << scenario->rulesetId << '\n';
  if (scenario->map.kind == model::GridKind::Hex)
    ctx.out << "grid: " << grid.columns << " x " << grid.rows << " hexes, "
            << orientationName(grid.convention.orientation) << "-top\n";
  else
    ctx.out << "table: " << scenario->map.table.widthInches << " x " << scenario->map.table.depthInches << " inches\n";
  if (scenario->map.kind == model::GridKind::Hex) printGroundInfo(ctx.out, ground);
  printCounts(ctx.out, "terrain", sum.terrain);
  printCounts(ctx.out, "hex features", sum.hexFeatures);
  printCounts(ctx.out, "hexside features", sum.hexsideFeatures);
  printCounts(ctx.out, "routes", sum.routes);
  printCounts(ctx.out, "units", sum.units);
  printCounts(ctx.out, "formations", sum.formations);
  ctx.out << "setup: " << sum.placedUnits << " units placed\n"
          << "reinforcements: " << sum.reinforcementUnits << " units scheduled\n";
  const model::Scenario& s = *scenario;
  ctx.out << "turns: " << s.turns.firstTurn << " to " << s.turns.lastTurn << '\n'
          << "first active side: " << (s.firstActiveSide ? sideText(s, *s.firstActiveSide) : "not stated") << '\n'
          << "deployment order:";
  if (s.deploymentOrder.empty()) ctx.out << " not stated";
  for (std::size_t i = 0; i < s.deploymentOrder.size(); ++i)
    ctx.out << (i == 0 ? " " : ", then ") << sideText(s, s.deploymentOrder[i]);
  ctx.out << '\n';
  finishCommand(ctx, false, diagnostics, {}, code);
}

}  // namespace

void addInfoCommand(CLI::App& command, CliContext& ctx) {
  auto options = std::make_shared<InfoOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", options->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  addFormatOption(*cmd, options->format);
  cmd->callback([options, &ctx] { runInfo(*options, ctx); });
}

}  // namespace hexwright::cli
