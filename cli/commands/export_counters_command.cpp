// hexwright export counters BUNDLE -o FILE [--size IN] [--paper …] [--duplex long|short|none]
//   [--back-offset X,Y] [--bleed[=MM]] [--markers] [--calibration]
#include <CLI/CLI.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/terminal_progress.h"
#include "exporters/print/counter_print.h"
#include "exporters/print/export_inputs.h"

namespace hexwright::cli {
namespace {

struct CounterOptions {
  std::string bundle;
  std::string output;
  double size = 0;
  std::string paper = "letter";
  std::string duplex = "long";
  std::string backOffset = "0,0";
  double bleed = 0;
  bool markers = false;
  bool calibration = false;
};

void runExportCounters(const CounterOptions& o, CliContext& ctx) {
  using namespace exporters;
  auto fail = [&](const std::string& message) {
    ctx.err << "hexwright export counters: " << message << '\n';
    ctx.exitCode = kExitBadInput;
  };
  CounterPrintOptions options;
  std::string error;
  const auto paper = parsePaper(o.paper, error);
  if (!paper) return fail(error);
  options.paper = *paper;
  if (o.size > 0) options.sizeInches = o.size;
  options.duplex = o.duplex == "short" ? Duplex::ShortEdge : o.duplex == "none" ? Duplex::None : Duplex::LongEdge;
  const auto comma = o.backOffset.find(',');
  const auto x = comma == std::string::npos ? std::nullopt : parseLengthMm(o.backOffset.substr(0, comma), "mm");
  const auto y = comma == std::string::npos ? std::nullopt : parseLengthMm(o.backOffset.substr(comma + 1), "mm");
  if (!x || !y) return fail("--back-offset: '" + o.backOffset + "' is not X,Y in millimetres (e.g. 0.5,-1)");
  options.backOffsetMm = {*x, *y};
  options.bleedMm = o.bleed;
  options.markers = o.markers;
  options.calibration = o.calibration;

  model::Diagnostics diagnostics;
  auto inputs = loadExportInputs(o.bundle, diagnostics);
  if (!inputs) {
    printDiagnostics(ctx.err, diagnostics);
    ctx.exitCode = kExitBadInput;
    return;
  }
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal);
  const auto result = exportCounters(inputs->scenario, inputs->rulesetOrNull(), options, o.output, diagnostics, progress);
  progress.finish();
  if (!diagnostics.empty()) printDiagnostics(ctx.err, diagnostics);
  if (!result) {
    ctx.exitCode = kExitBadInput;
    return;
  }
  ctx.out << "wrote " << o.output << ": " << result->counters << " counters on " << result->sheets << " sheet"
          << (result->sheets == 1 ? "" : "s") << " (" << result->perSheet << " per sheet, " << result->sizeMm / 25.4
          << " in), " << result->pages << " pages, duplex " << o.duplex << '\n';
}

}  // namespace

void addExportCountersCommand(CLI::App& app, CliContext& ctx) {
  auto o = std::make_shared<CounterOptions>();
  CLI::App& group = commandGroup(app, "export", "Write printable maps, counters, rosters and other outputs");
  CLI::App* cmd = group.add_subcommand("counters", "Double-sided counter sheets (PDF) for every unit, leader and marker");
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("-o,--output", o->output, "Output PDF")->required();
  cmd->add_option("--size", o->size, "Counter edge in inches (default: the schema's)")->check(CLI::PositiveNumber);
  cmd->add_option("--paper", o->paper, "Paper: letter, legal, tabloid, a4, a3 or WxHin / WxHmm")->capture_default_str();
  cmd->add_option("--duplex", o->duplex, "Which edge the printer flips on; none: print backs to glue")->capture_default_str()
      ->check(CLI::IsMember({"long", "short", "none"}));
  cmd->add_option("--back-offset", o->backOffset,
                  "Shift of the back pages X,Y in mm, as read from the calibration sheet (--calibration)")->capture_default_str();
  cmd->add_flag("--bleed{1.5}", o->bleed, "Extend counter colours past the cut lines (default 1.5 mm; --bleed=MM)");
  cmd->add_flag("--markers", o->markers, "Also print the schema's markers, in their stated counts");
  cmd->add_flag("--calibration", o->calibration, "Start with a duplex calibration sheet for measuring --back-offset");
  cmd->callback([o, &ctx] { runExportCounters(*o, ctx); });
}

}  // namespace hexwright::cli
