// hexwright export counters BUNDLE -o FILE [--size IN] [--paper …] [--duplex long|short|none]
//   [--back-offset X,Y] [--bleed[=MM]] [--markers] [--calibration] [--print-safe]
//   [--format text|json]
#include <CLI/CLI.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/terminal_progress.h"
#include "exporters/print/counter_print.h"
#include "exporters/print/export_inputs.h"
#include "exporters/print/stand_labels.h"

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
  bool printSafe = false;
  std::string format = "text";
};

void runExportCounters(const CounterOptions& o, CliContext& ctx) {
  using namespace exporters;
  const bool json = o.format == "json";
  model::Diagnostics diagnostics;
  auto fail = [&](const std::string& message) {
    diagnostics.add(model::Severity::Error, "export.counters.options", message);
    finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
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
  options.printSafe = o.printSafe;

  auto inputs = loadExportInputs(o.bundle, diagnostics);
  if (!inputs) return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  // Miniatures: one label per stand, at the rulebook's base size.
  if (usesStandLabels(inputs->scenario, inputs->rulesetOrNull())) {
    const auto labels = exportStandLabels(inputs->scenario, *inputs->ruleset, options.paper, o.output, diagnostics);
    if (!labels) return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
    if (!json)
      ctx.out << "wrote " << o.output << ": " << labels->labels << " stand labels at base size, " << labels->pages
              << (labels->pages == 1 ? " page" : " pages") << '\n';
    return finishCommand(ctx, json, diagnostics,
                         {{"output", o.output}, {"stand_labels", labels->labels}, {"pages", labels->pages}}, kExitOk);
  }
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal && !json);
  const auto result =
      exportCounters(inputs->scenario, inputs->rulesetOrNull(), options, o.output, diagnostics, progress);
  progress.finish();
  if (!result) return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  if (!json)
    ctx.out << "wrote " << o.output << ": " << result->counters << " counters on " << result->sheets << " sheet"
            << (result->sheets == 1 ? "" : "s") << " (" << result->perSheet << " per sheet, " << result->sizeMm / 25.4
            << " in), " << result->pages << " pages, duplex " << o.duplex << '\n';
  finishCommand(ctx, json, diagnostics,
                {{"output", o.output},
                 {"counters", result->counters},
                 {"sheets", result->sheets},
                 {"per_sheet", result->perSheet},
                 {"size_inches", result->sizeMm / 25.4},
                 {"pages", result->pages},
                 {"duplex", o.duplex}},
                kExitOk);
}

}  // namespace

void addExportCountersCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<CounterOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("-o,--output", o->output, "Output PDF")->required();
  cmd->add_option("--size", o->size, "Counter edge in inches (default: the schema's)")->check(CLI::PositiveNumber);
  cmd->add_option("--paper", o->paper, "Paper: letter, legal, tabloid, a4, a3 or WxHin / WxHmm")->capture_default_str();
  cmd->add_option("--duplex", o->duplex, "Which edge the printer flips on; none: print backs to glue")
      ->capture_default_str()
      ->check(CLI::IsMember({"long", "short", "none"}));
  cmd->add_option("--back-offset", o->backOffset,
                  "Shift of the back pages X,Y in mm, as read from the calibration sheet (--calibration)")
      ->capture_default_str();
  cmd->add_flag("--bleed{1.5}", o->bleed, "Extend counter colours past the cut lines (default 1.5 mm; --bleed=MM)");
  cmd->add_flag("--markers", o->markers, "Also print the schema's markers, in their stated counts");
  cmd->add_flag("--calibration", o->calibration, "Start with a duplex calibration sheet for measuring --back-offset");
  cmd->add_flag("--print-safe", o->printSafe,
                "Colours a CMYK press prints as seen: nothing transparent, no out-of-gamut screen colours");
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runExportCounters(*o, ctx); });
}

}  // namespace hexwright::cli
