// hexwright new BUNDLE --ruleset ID [--cols N --rows N | --width IN --depth IN] [--title T]
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
};

void runNew(const NewOptions& o, CliContext& ctx) {
  model::Diagnostics diagnostics;
  auto ruleset = io::loadRulesetById(o.ruleset, diagnostics);
  if (!ruleset) {
    printDiagnostics(ctx.err, diagnostics);
    ctx.exitCode = kExitBadInput;
    return;
  }
  if (std::filesystem::exists(o.bundle) && !o.force) {
    ctx.err << "hexwright new: " << o.bundle << " already exists (use --force to replace it)\n";
    ctx.exitCode = kExitBadInput;
    return;
  }
  model::Scenario scenario = model::newScenario(*ruleset, o.scenario);
  if (scenario.map.kind == model::GridKind::Hex && scenario.map.grid().size() == 0) {
    ctx.err << "hexwright new: the " << o.ruleset
            << " schema does not state its map size; give --cols and --rows\n";
    ctx.exitCode = kExitBadInput;
    return;
  }
  if (!io::saveBundle(scenario, o.bundle, diagnostics)) {
    printDiagnostics(ctx.err, diagnostics);
    ctx.exitCode = kExitBadInput;
    return;
  }
  ctx.out << "Created " << o.bundle << " (" << ruleset->name << ", ";
  if (scenario.map.kind == model::GridKind::Hex)
    ctx.out << scenario.map.grid().columns << " x " << scenario.map.grid().rows << " hexes)\n";
  else
    ctx.out << scenario.map.table.widthInches << " x " << scenario.map.table.depthInches << " inch table)\n";
}

}  // namespace

void addNewCommand(CLI::App& app, CliContext& ctx) {
  auto options = std::make_shared<NewOptions>();
  CLI::App* cmd = app.add_subcommand("new", "Create an empty scenario bundle laid out for a ruleset");
  cmd->add_option("bundle", options->bundle, "Bundle to create: a folder name.hexw or an archive name.hexwz")
      ->required();
  cmd->add_option("--ruleset", options->ruleset, "Ruleset id (see 'hexwright rulesets')")->required();
  cmd->add_option("--cols", options->scenario.columns, "Map columns (default: the ruleset's map)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--rows", options->scenario.rows, "Map rows (default: the ruleset's map)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--width", options->scenario.tableWidthInches, "Tabletop width in inches (tabletop rulesets)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--depth", options->scenario.tableDepthInches, "Tabletop depth in inches (tabletop rulesets)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--title", options->scenario.title, "Scenario title");
  cmd->add_flag("--force", options->force, "Replace an existing bundle");
  cmd->callback([options, &ctx] { runNew(*options, ctx); });
}

}  // namespace hexwright::cli
