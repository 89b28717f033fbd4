// hexwright export vassal BUNDLE -o NAME.vmod [--hex-px N] [--counter-px N] [--no-hex-numbers]
//   [--allow-incomplete] [--output-format vmod] [--format text|json]
#include <CLI/CLI.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/terminal_progress.h"
#include "exporters/print/export_inputs.h"
#include "exporters/vassal/vassal_export.h"
#include "model/core/text.h"

namespace hexwright::cli {
namespace {

struct VassalOptions {
  std::string bundle;
  std::string output;
  std::string outputFormat;  // empty: from the extension
  int hexPx = exporters::vassal::kDefaultHexPx;
  int counterPx = 0;
  bool noHexNumbers = false;
  bool allowIncomplete = false;
  std::string format = "text";
};

void runExportVassal(const VassalOptions& o, CliContext& ctx) {
  using namespace exporters;
  const bool json = o.format == "json";
  model::Diagnostics diagnostics;
  nlohmann::json j;
  const std::string ext = model::lower(std::filesystem::path(o.output).extension().string());
  if (o.outputFormat.empty() && ext != ".vmod") {
    diagnostics.add(model::Severity::Error, "export.vassal.output",
                    "-o " + o.output + ": a VASSAL module is a .vmod file (or pass --output-format vmod)");
    return finishCommand(ctx, json, diagnostics, j, kExitBadInput);
  }
  auto inputs = loadExportInputs(o.bundle, diagnostics);
  if (!inputs) return finishCommand(ctx, json, diagnostics, j, kExitBadInput);

  vassal::VassalExportOptions options;
  options.hexPx = o.hexPx;
  options.counterPx = o.counterPx;
  options.hexNumbers = !o.noHexNumbers;
  options.allowIncomplete = o.allowIncomplete;
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal && !json);
  const auto r =
      vassal::exportVassal(inputs->scenario, inputs->rulesetOrNull(), options, o.output, diagnostics, progress);
  progress.finish();
  if (!r) return finishCommand(ctx, json, diagnostics, j, kExitBadInput);

  j["output"] = o.output;
  j["bytes"] = r->bytes;
  j["hex_px"] = r->hexPx;
  j["counter_px"] = r->counterPx;
  j["boards"] = nlohmann::json::array();
  for (const auto& b : r->boards)
    j["boards"].push_back({{"name", b.name}, {"image", b.image}, {"width_px", b.widthPx}, {"height_px", b.heightPx}});
  j["pieces"] = r->pieces;
  j["markers"] = r->markers;
  j["at_start_stacks"] = r->atStartStacks;
  j["placed_units"] = r->placedUnits;
  j["chart_boxes"] = r->chartBoxes;
  j["chart_units"] = r->chartUnits;
  j["turns"] = r->turns;
  j["images"] = r->images;
  if (!json) {
    ctx.out << "wrote " << o.output << ": " << r->boards.size() << (r->boards.size() == 1 ? " board" : " boards");
    for (const auto& b : r->boards) ctx.out << " [" << b.name << " " << b.widthPx << "x" << b.heightPx << " px]";
    ctx.out << ", " << r->pieces << " pieces, " << r->markers << " markers, " << r->placedUnits << " units in "
            << r->atStartStacks << " at-start stacks, " << r->chartUnits << " on the reinforcement chart, " << r->turns
            << " turns, " << r->images << " images, hex " << r->hexPx << " px, counter " << r->counterPx << " px\n";
  }
  finishCommand(ctx, json, diagnostics, j, kExitOk);
}

}  // namespace

void addExportVassalCommand(CLI::App& app, CliContext& ctx) {
  auto o = std::make_shared<VassalOptions>();
  CLI::App& group = commandGroup(app, "export", "Write printable maps, counters, rosters and other outputs");
  CLI::App* cmd = group.add_subcommand("vassal", "VASSAL module (.vmod): boards, grid, pieces, set-up and turn track");
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("-o,--output", o->output, "Output module (.vmod)")->required();
  cmd->add_option("--output-format", o->outputFormat, "Output format (default: from the extension)")
      ->check(CLI::IsMember({"vmod"}));
  cmd->add_option("--hex-px", o->hexPx, "Board pixels across a hex's flats")
      ->capture_default_str()
      ->check(CLI::Range(exporters::vassal::kMinHexPx, exporters::vassal::kMaxHexPx));
  cmd->add_option("--counter-px", o->counterPx, "Counter edge in pixels (default: the schema's counter/hex ratio)")
      ->check(CLI::Range(8, 1024));
  cmd->add_flag("--no-hex-numbers", o->noHexNumbers, "Leave the hex numbers off the board image");
  cmd->add_flag("--allow-incomplete", o->allowIncomplete,
                "Export a draft even when no unit is placed or counters lack values (shown as ?)");
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runExportVassal(*o, ctx); });
}

}  // namespace hexwright::cli
