// hexwright export rosters BUNDLE -o FILE [--paper …] [--format text|json]
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
  std::string format = "text";
};

void runExportRosters(const RosterOptions& o, CliContext& ctx) {
  using namespace exporters;
  const bool json = o.format == "json";
  model::Diagnostics diagnostics;
  RosterPrintOptions options;
  std::string error;
  const auto paper = parsePaper(o.paper, error);
  if (!paper) {
    diagnostics.add(model::Severity::Error, "export.rosters.options", error);
    return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  }
  options.paper = *paper;
  auto inputs = loadExportInputs(o.bundle, diagnostics);
  if (!inputs) return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal && !json);
  const auto result =
      exportRosters(inputs->scenario, inputs->rulesetOrNull(), options, o.output, diagnostics, progress);
  progress.finish();
  if (!result) return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  if (!json)
    ctx.out << "wrote " << o.output << ": " << result->sheets << " roster sheets on " << result->pages << " pages\n";
  finishCommand(ctx, json, diagnostics, {{"output", o.output}, {"sheets", result->sheets}, {"pages", result->pages}},
                kExitOk);
}

}  // namespace

void addExportRostersCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<RosterOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("-o,--output", o->output, "Output PDF")->required();
  cmd->add_option("--paper", o->paper, "Paper: letter, legal, tabloid, a4, a3 or WxHin / WxHmm")->capture_default_str();
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runExportRosters(*o, ctx); });
}

}  // namespace hexwright::cli
