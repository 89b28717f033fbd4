// hexwright new BUNDLE --ruleset ID [--cols N --rows N | --width IN --depth IN] [--title T]
//     [--format text|json]
#include <CLI/CLI.hpp>
#include <filesystem>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::cli {
namespace {

struct NewOptions {
  std::string bundle;
  std::string ruleset;
  model::NewScenarioOptions scenario;
  bool force = false;
  std::string format = "text";
};

void runNew(const NewOptions& o, CliContext& ctx) {
  const bool json = o.format == "json";
  model::Diagnostics diagnostics;
  auto ruleset = io::loadRulesetById(o.ruleset, diagnostics);
  if (!ruleset) return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  if (std::filesystem::exists(o.bundle) && !o.force) {
    diagnostics.add(model::Severity::Error, "new.exists", o.bundle + " already exists (use --force to replace it)");
    return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  }
  model::Scenario scenario = model::newScenario(*ruleset, o.scenario);
  if (scenario.map.kind == model::GridKind::Hex && scenario.map.grid().size() == 0) {
    diagnostics.add(
        model::Severity::Error, "new.map-size",
        "the " + o.ruleset +
            " schema states no map size (no <grid><size>: its rulebook gives none); give --cols N and --rows N");
    return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  }
  if (!io::saveBundle(scenario, o.bundle, diagnostics)) return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  nlohmann::ordered_json j{{"bundle", o.bundle}, {"ruleset", ruleset->id}};
  if (scenario.map.kind == model::GridKind::Hex) {
    j["columns"] = scenario.map.grid().columns;
    j["rows"] = scenario.map.grid().rows;
  } else {
    j["table_inches"] = {scenario.map.table.widthInches, scenario.map.table.depthInches};
  }
  if (!json) {
    ctx.out << "Created " << o.bundle << " (" << ruleset->name << ", ";
    if (scenario.map.kind == model::GridKind::Hex)
      ctx.out << scenario.map.grid().columns << " x " << scenario.map.grid().rows << " hexes)\n";
    else
      ctx.out << scenario.map.table.widthInches << " x " << scenario.map.table.depthInches << " inch table)\n";
  }
  finishCommand(ctx, json, diagnostics, j, kExitOk);
}

}  // namespace

void addNewCommand(CLI::App& command, CliContext& ctx) {
  auto options = std::make_shared<NewOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", options->bundle, "Bundle to create: a folder name.hexw or an archive name.hexwz")
      ->required();
  cmd->add_option("--ruleset", options->ruleset, "Ruleset id (see 'hexwright rulesets')")->required();
  cmd->add_option("--cols", options->scenario.columns,
                  "Map columns. Required for a hex ruleset: a schema gives a default only where its "
                  "rulebook states the map's size (<grid><size>), and no shipped hex rulebook does")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--rows", options->scenario.rows, "Map rows. Required for a hex ruleset, like --cols")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--width", options->scenario.tableWidthInches,
                  "Tabletop width in inches (tabletop rulesets; default: the schema's default table)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--depth", options->scenario.tableDepthInches,
                  "Tabletop depth in inches (tabletop rulesets; default: the schema's default table)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--title", options->scenario.title, "Scenario title");
  cmd->add_flag("--force", options->force, "Replace an existing bundle");
  addFormatOption(*cmd, options->format);
  cmd->callback([options, &ctx] { runNew(*options, ctx); });
}

}  // namespace hexwright::cli
