// hexwright export vassal BUNDLE... -o NAME.vmod [--hex-px N] [--counter-px N] [--inch-px N] [--no-hex-numbers]
//   [--allow-incomplete] [--output-format vmod] [--format text|json]
// Several bundles (or a folder of them) of one game make one module with each scenario a
// predefined set-up.
#include <CLI/CLI.hpp>
#include <algorithm>
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
  std::vector<std::string> bundles;
  std::string output;
  std::string outputFormat;  // empty: from the extension
  int hexPx = exporters::vassal::kDefaultHexPx;
  int counterPx = 0;
  int inchPx = exporters::vassal::kDefaultInchPx;
  bool noHexNumbers = false;
  bool allowIncomplete = false;
  std::string format = "text";
};

bool isBundleFolder(const std::filesystem::path& p) {
  std::error_code ec;
  return std::filesystem::exists(p / "scenario.xml", ec) || p.extension() == ".hexw";
}

// The bundles named, a folder that is not itself a bundle standing for the bundles in it
// (name.hexw folders and name.hexwz archives, in name order).
std::vector<std::filesystem::path> expandBundles(const std::vector<std::string>& args,
                                                 model::Diagnostics& diagnostics) {
  std::vector<std::filesystem::path> out;
  for (const std::string& arg : args) {
    const std::filesystem::path p(arg);
    std::error_code ec;
    if (!std::filesystem::is_directory(p, ec) || isBundleFolder(p)) {
      out.push_back(p);
      continue;
    }
    std::vector<std::filesystem::path> found;
    for (const auto& e : std::filesystem::directory_iterator(p, ec)) {
      const auto ext = model::lower(e.path().extension().string());
      if (ext == ".hexw" || ext == ".hexwz") found.push_back(e.path());
    }
    std::sort(found.begin(), found.end());
    if (found.empty())
      diagnostics.add(model::Severity::Error, "export.vassal.no-scenario",
                      arg + ": a folder with no scenario bundle (name.hexw or name.hexwz) in it");
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

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
  const auto paths = expandBundles(o.bundles, diagnostics);
  if (diagnostics.hasErrors()) return finishCommand(ctx, json, diagnostics, j, kExitBadInput);
  std::vector<ExportInputs> inputs;
  for (const auto& path : paths) {
    auto in = loadExportInputs(path, diagnostics);
    if (!in) return finishCommand(ctx, json, diagnostics, j, kExitBadInput);
    inputs.push_back(std::move(*in));
  }
  std::vector<vassal::VassalScenario> scenarios;
  for (std::size_t i = 0; i < inputs.size(); ++i)
    scenarios.push_back({&inputs[i].scenario, inputs[i].rulesetOrNull(), paths[i].string()});

  vassal::VassalExportOptions options;
  options.hexPx = o.hexPx;
  options.counterPx = o.counterPx;
  options.inchPx = o.inchPx;
  options.hexNumbers = !o.noHexNumbers;
  options.allowIncomplete = o.allowIncomplete;
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal && !json);
  const auto r = vassal::exportVassalScenarios(scenarios, options, o.output, diagnostics, progress);
  progress.finish();
  if (!r) return finishCommand(ctx, json, diagnostics, j, kExitBadInput);

  j["output"] = o.output;
  j["bytes"] = r->bytes;
  j["hex_px"] = r->hexPx;
  j["inch_px"] = r->inchPx;
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
  j["setups"] = r->setups;
  j["images"] = r->images;
  if (!json) {
    ctx.out << "wrote " << o.output << ": " << r->boards.size() << (r->boards.size() == 1 ? " board" : " boards");
    for (const auto& b : r->boards) ctx.out << " [" << b.name << " " << b.widthPx << "x" << b.heightPx << " px]";
    ctx.out << ", " << r->pieces << " pieces, " << r->markers << " markers, " << r->placedUnits << " units in "
            << r->atStartStacks << " at-start stacks, " << r->chartUnits << " on the reinforcement chart, " << r->turns
            << " turns, " << r->images << " images, "
            << (r->inchPx > 0
                    ? std::to_string(r->inchPx) + " px per inch"
                    : "hex " + std::to_string(r->hexPx) + " px, counter " + std::to_string(r->counterPx) + " px");
    if (r->setups > 0) ctx.out << ", " << r->setups << " scenarios as set-ups in File > New Game";
    ctx.out << "\n";
  }
  finishCommand(ctx, json, diagnostics, j, kExitOk);
}

}  // namespace

void addExportVassalCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<VassalOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundles,
                  "Scenario bundle (name.hexw folder or name.hexwz); several bundles of one game, or a folder of "
                  "them, make one module with each scenario a set-up in File > New Game")
      ->required();
  cmd->add_option("-o,--output", o->output, "Output module (.vmod)")->required();
  cmd->add_option("--output-format", o->outputFormat, "Output format (default: from the extension)")
      ->check(CLI::IsMember({"vmod"}));
  cmd->add_option("--hex-px", o->hexPx, "Board pixels across a hex's flats")
      ->capture_default_str()
      ->check(CLI::Range(exporters::vassal::kMinHexPx, exporters::vassal::kMaxHexPx));
  cmd->add_option("--counter-px", o->counterPx, "Counter edge in pixels (default: the schema's counter/hex ratio)")
      ->check(CLI::Range(8, 1024));
  cmd->add_option("--inch-px", o->inchPx, "Tabletop board pixels per inch (the ruler's scale)")
      ->capture_default_str()
      ->check(CLI::Range(exporters::vassal::kMinInchPx, exporters::vassal::kMaxInchPx));
  cmd->add_flag("--no-hex-numbers", o->noHexNumbers, "Leave the hex numbers off the board image");
  cmd->add_flag("--allow-incomplete", o->allowIncomplete,
                "Export a draft even when no unit is placed or counters lack values (shown as ?)");
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runExportVassal(*o, ctx); });
}

}  // namespace hexwright::cli
