// hexwright export rosters BUNDLE -o FILE [--paper …]
#include <CLI/CLI.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/terminal_progress.h"
#include "exporters/print/export_inputs.h"
#include "exporters/print/roster_print.h"

namespace hexwright::cli {
namespace {

struct RosterOptions {
  std::string bundle;
  std::string output;
  std::string paper = "letter";
};

void runExportRosters(const RosterOptions& o, CliContext& ctx) {
  using namespace exporters;
  RosterPrintOptions options;
  std::string error;
  const auto paper = parsePaper(o.paper, error);
  if (!paper) {
    ctx.err << "hexwright export rosters: " << error << '\n';
    ctx.exitCode = kExitBadInput;
    return;
  }
  options.paper = *paper;
  model::Diagnostics diagnostics;
  auto inputs = loadExportInputs(o.bundle, diagnostics);
  if (!inputs) {
    printDiagnostics(ctx.err, diagnostics);
    ctx.exitCode = kExitBadInput;
    return;
  }
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal);
  const auto result = exportRosters(inputs->scenario, inputs->rulesetOrNull(), options, o.output, diagnostics, progress);
  progress.finish();
  if (!diagnostics.empty()) printDiagnostics(ctx.err, diagnostics);
  if (!result) {
    ctx.exitCode = kExitBadInput;
    return;
  }
  ctx.out << "wrote " << o.output << ": " << result->sheets << " roster sheets on " << result->pages << " pages\n";
}

}  // namespace

void addExportRostersCommand(CLI::App& app, CliContext& ctx) {
  auto o = std::make_shared<RosterOptions>();
  CLI::App& group = commandGroup(app, "export", "Write printable maps, counters, rosters and other outputs");
  CLI::App* cmd = group.add_subcommand("rosters", "Roster sheets (PDF): per brigade, in the form the rulebook describes");
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("-o,--output", o->output, "Output PDF")->required();
  cmd->add_option("--paper", o->paper, "Paper: letter, legal, tabloid, a4, a3 or WxHin / WxHmm")->capture_default_str();
  cmd->callback([o, &ctx] { runExportRosters(*o, ctx); });
}

}  // namespace hexwright::cli
