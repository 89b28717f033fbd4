// hexwright export map BUNDLE -o FILE [--output-format pdf|svg|png] [--paper …] [--hex-size IN]
//   [--overlap LEN] [--single-sheet] [--dpi N] [--style hex|natural] … [--format text|json]
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <optional>
#include <ostream>

#include "cli/background_source.h"
#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/los_choice_answers.h"
#include "cli/table_los_report.h"
#include "cli/terminal_progress.h"
#include "exporters/print/export_inputs.h"
#include "exporters/print/map_print.h"
#include "exporters/render/analysis_overlay.h"

namespace hexwright::cli {
namespace {

struct MapOptions {
  std::string bundle;
  std::string output;
  std::string outputFormat;  // empty: from the output's extension
  std::string format = "text";
  std::string paper = "letter";
  std::string orientation = "auto";
  double hexSize = 0;
  std::string overlap = "10mm";
  bool singleSheet = false;
  double dpi = 150;
  bool background = false;
  double backgroundOpacity = -1;
  double tableScale = 0;
  bool noLegend = false;
  bool noTrack = false;
  bool noHexNumbers = false;
  bool noFill = false;
  bool printSafe = false;
  std::string style = "hex";
  std::vector<std::string> overlays;  // los:HEX[,HEX…] or reach:UNIT
  std::optional<int> losRange;        // hexes (default 10), or inches on a tabletop (default the whole table)
  int reachTurns = 1;
  std::vector<std::string> choose;  // CHOICE=OPTION for the line-of-sight overlay
};

std::vector<std::string> splitCommas(const std::string& s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t comma; (comma = s.find(',', start)) != std::string::npos; start = comma + 1)
    out.push_back(s.substr(start, comma - start));
  out.push_back(s.substr(start));
  return out;
}

// --overlay los:HEX[,HEX…] and reach:UNIT into the tints the painter lays over the map
// (exporters/render/analysis_overlay.h); false with an error naming what is wrong.
// A tabletop's los:X,Y[,X,Y...] (inches, or unit ids with set-up positions).
bool addTableLosOverlay(const MapOptions& o, const model::Scenario& s, const model::Ruleset& rs,
                        const std::string& spec, const std::string& what, exporters::MapOverlay& overlay,
                        std::string& error) {
  const auto tokens = splitCommas(what);
  std::vector<model::Vec2> from;
  model::Diagnostics problems;
  const auto isNumber = [](const std::string& t) {
    return !t.empty() && t.find_first_not_of("0123456789.-+") == std::string::npos;
  };
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const bool pair = isNumber(tokens[i]) && i + 1 < tokens.size();
    const auto p = tablePointOf(pair ? tokens[i] + "," + tokens[i + 1] : tokens[i], s, problems);
    if (pair) ++i;
    if (p) from.push_back(*p);
  }
  model::LosSettings settings{{}, s.losChoices};
  addChoiceAnswers(o.choose, rs.los, settings, problems);
  if (problems.hasErrors() || from.empty()) {
    error = "--overlay " + spec + ": " +
            (problems.hasErrors() ? problems.items().front().message : std::string("write los:X,Y[,X,Y...]"));
    return false;
  }
  const model::TableLosEngine engine(rs, s.map, settings);
  const double range = o.losRange.value_or(std::hypot(s.map.table.widthInches, s.map.table.depthInches));
  const auto one = exporters::tableLosOverlay(engine, from, range, 1.0);
  overlay.tableTints.insert(overlay.tableTints.end(), one.tableTints.begin(), one.tableTints.end());
  overlay.tableSources.insert(overlay.tableSources.end(), one.tableSources.begin(), one.tableSources.end());
  return true;
}

bool addOverlays(const MapOptions& o, const model::Scenario& s, const model::Ruleset* rs,
                 exporters::MapOverlay& overlay, std::string& error) {
  if (o.overlays.empty()) return true;
  if (!rs) {
    error = "--overlay: analysis overlays need the map's ruleset";
    return false;
  }
  const auto sightStated = [&](const std::string& spec) {
    if (spec.rfind("los:", 0) != 0 || rs->los.stated) return true;
    error = "--overlay " + spec + ": the ruleset " + rs->id + " states no line-of-sight rules";
    return false;
  };
  if (s.map.kind == model::GridKind::Table) {
    for (const auto& spec : o.overlays) {
      const auto colon = spec.find(':');
      if (spec.substr(0, colon) != "los" || colon == std::string::npos) {
        error = "--overlay '" + spec + "': a tabletop takes los:X,Y[,X,Y...] (reach is for hex maps)";
        return false;
      }
      if (!sightStated(spec)) return false;
      if (!addTableLosOverlay(o, s, *rs, spec, spec.substr(colon + 1), overlay, error)) return false;
    }
    return true;
  }
  for (const auto& spec : o.overlays) {
    const auto colon = spec.find(':');
    const std::string kind = spec.substr(0, colon), what = colon == std::string::npos ? "" : spec.substr(colon + 1);
    exporters::MapOverlay one;
    if (!sightStated(spec)) return false;
    if (kind == "los" && !what.empty()) {
      std::vector<model::HexCoord> from;
      for (const auto& label : splitCommas(what)) {
        const auto h = model::parseLabel(label, s.map.grid().convention);
        if (!h || !s.map.contains(*h)) {
          error = "--overlay " + spec + ": '" + label + "' is no hex of this map";
          return false;
        }
        from.push_back(*h);
      }
      model::LosSettings settings{{}, s.losChoices};
      model::Diagnostics problems;
      addChoiceAnswers(o.choose, rs->los, settings, problems);
      if (problems.hasErrors()) {
        error = "--overlay " + spec + ": " + problems.items().front().message;
        return false;
      }
      const model::LosEngine engine(*rs, s.map, settings);
      one = exporters::losOverlay(engine, from, static_cast<int>(o.losRange.value_or(10)));
    } else if (kind == "reach" && !what.empty()) {
      const auto reach = model::movementReach(*rs, s, model::UnitId{what}, o.reachTurns);
      if (reach.problems.hasErrors()) {
        error = "--overlay " + spec + ": " + reach.problems.items().front().message;
        return false;
      }
      one = exporters::reachOverlay(reach);
    } else {
      error = "--overlay '" + spec + "': write los:HEX[,HEX...] or reach:UNIT";
      return false;
    }
    overlay.tints.insert(overlay.tints.end(), one.tints.begin(), one.tints.end());
    overlay.sources.insert(overlay.sources.end(), one.sources.begin(), one.sources.end());
  }
  return true;
}

// The first map sheet whose size the rulebook states ("34 x 22 in", Hell Before Night
// 2.1A; Bloody April 2.1), as a paper size named after it.
std::optional<exporters::PaperSize> rulebookSheet(const model::Ruleset* rs) {
  if (!rs) return std::nullopt;
  for (const auto& sheet : rs->mapSheets)
    if (sheet.widthInches && sheet.heightInches)
      return exporters::PaperSize{"rulebook " + model::formatAttribute(*sheet.widthInches) + "x" +
                                      model::formatAttribute(*sheet.heightInches) + "in",
                                  *sheet.widthInches * 25.4, *sheet.heightInches * 25.4};
  return std::nullopt;
}

void runExportMap(const MapOptions& o, CliContext& ctx) {
  using namespace exporters;
  const bool json = o.format == "json";
  model::Diagnostics diagnostics;
  auto fail = [&](const std::string& message) {
    diagnostics.add(model::Severity::Error, "export.map.options", message);
    finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  };
  MapPrintOptions options;
  std::string error;
  // "rulebook": the map sheet size the schema states, known only once it is loaded.
  const bool rulebookPaper = o.paper == "rulebook";
  const auto paper = rulebookPaper ? std::optional<PaperSize>(letterPaper()) : parsePaper(o.paper, error);
  if (!paper) return fail(error);
  setPaper(options, *paper, o.orientation);
  if (!o.outputFormat.empty())
    options.format = *parseOutputFormat(o.outputFormat);
  else
    options.format = formatFromExtension(o.output).value_or(OutputFormat::Pdf);
  if (o.hexSize > 0) options.hexSizeInches = o.hexSize;
  const auto overlap = parseLengthMm(o.overlap, "mm");
  if (!overlap || *overlap < 0) return fail("--overlap: '" + o.overlap + "' is not a length (e.g. 10mm or 0.5in)");
  options.overlapMm = *overlap;
  options.singleSheet = o.singleSheet;
  options.dpi = o.dpi;
  if (o.background) printOverBackground(options);
  if (o.tableScale > 0) options.tableScale = o.tableScale;
  options.parts.legend = !o.noLegend;
  options.parts.turnTrack = !o.noTrack;
  options.layers.hexNumbers = !o.noHexNumbers;
  options.layers.fills = !o.noFill;
  options.printSafe = o.printSafe;
  options.art = o.style == "natural" ? MapArt::Natural : MapArt::Hex;

  auto inputs = loadExportInputs(o.bundle, diagnostics);
  if (!inputs) return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  if (rulebookPaper) {
    const auto sheet = rulebookSheet(inputs->rulesetOrNull());
    if (!sheet) return fail("--paper rulebook: the ruleset schema states no map sheet size");
    setPaper(options, *sheet, o.orientation);
  }
  if (!addOverlays(o, inputs->scenario, inputs->rulesetOrNull(), options.overlay, error)) return fail(error);
  // Backgrounds are decoded per sheet (importers' GDAL decoder), never whole.
  // The natural style lays a kept DEM's hill shading over its art.
  const bool relief =
      options.art == MapArt::Natural &&
      std::any_of(inputs->scenario.map.backgrounds.begin(), inputs->scenario.map.backgrounds.end(),
                  [](const model::BackgroundImage& b) { return b.visible && b.kind == model::RasterKind::Elevation; });
  if (o.background || relief)
    options.backgroundSource = openBackgroundSource(inputs->scenario, o.bundle, o.backgroundOpacity, diagnostics,
                                                    {.images = o.background, .relief = relief});
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal && !json);
  const auto result =
      exportMap(inputs->scenario, inputs->rulesetOrNull(), options, o.output, {}, diagnostics, progress);
  progress.finish();
  // Diagnostics that are not errors (fallbacks, skipped backgrounds) are still reported.
  if (!result) return finishCommand(ctx, json, diagnostics, {}, kExitBadInput);
  nlohmann::ordered_json j{{"output", o.output},
                           {"pages", result->pages},
                           {"sheet_rows", result->rows},
                           {"sheet_columns", result->cols},
                           {"paper", result->paper}};
  if (result->hexSizeMm > 0) j["hex_size_inches"] = result->hexSizeMm / 25.4;
  if (result->mmPerInch > 0) j["printed_inches_per_table_inch"] = result->mmPerInch / 25.4;
  if (!json) {
    ctx.out << "wrote " << o.output << ": " << result->pages << (result->pages == 1 ? " page" : " pages");
    if (result->rows * result->cols > 1)
      ctx.out << " (assembly index + " << result->rows << " x " << result->cols << " sheets)";
    ctx.out << ", " << result->paper;
    if (result->hexSizeMm > 0) ctx.out << ", hex " << result->hexSizeMm / 25.4 << " in across flats";
    if (result->mmPerInch > 0) ctx.out << ", " << result->mmPerInch / 25.4 << " printed inch per table inch";
    ctx.out << '\n';
  }
  finishCommand(ctx, json, diagnostics, j, kExitOk);
}

}  // namespace

void addExportMapCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<MapOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("-o,--output", o->output, "Output file (.pdf, .svg or .png)")->required();
  cmd->add_option("--output-format", o->outputFormat, "Output file format (default: from the file extension)")
      ->check(CLI::IsMember({"pdf", "svg", "png"}));
  cmd->add_option("--paper", o->paper,
                  "Paper: letter, legal, tabloid, a4, a3, WxHin / WxHmm, or rulebook (the map sheet "
                  "size the ruleset states, e.g. 34x22in)")
      ->capture_default_str();
  cmd->add_option("--orientation", o->orientation, "Sheet orientation")
      ->capture_default_str()
      ->check(CLI::IsMember(exporters::orientationChoices()));
  cmd->add_option("--style", o->style,
                  "Terrain art: hex (one colour and pattern per hex, the play aid) or natural (drawn from the "
                  "ground 'import vector' kept, the hex grid over it; see docs/natural-maps.md)")
      ->capture_default_str()
      ->check(CLI::IsMember({"hex", "natural"}));
  cmd->add_option("--hex-size", o->hexSize, "Printed hex size across flats in inches (default: the schema's)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--overlap", o->overlap, "Overlap between tiled sheets (mm, or e.g. 0.5in)")->capture_default_str();
  cmd->add_flag("--single-sheet", o->singleSheet, "One page as large as the whole map (plotters, print shops)");
  cmd->add_option("--dpi", o->dpi, "Resolution of PNG output and of background rasters")
      ->capture_default_str()
      ->check(CLI::Range(10.0, 2400.0));
  cmd->add_flag("--background", o->background,
                "Draw the bundle's background rasters (GeoTIFF, or PNG/JPEG with a world file)");
  cmd->add_option("--background-opacity", o->backgroundOpacity,
                  "Opacity of the background rasters, 0-1 (default: as the map sets)")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_option("--table-scale", o->tableScale,
                  "Tabletop maps: printed inches per table inch (1 = full size; default: fit one sheet)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--overlay", o->overlays,
                  "Tint an analysis over the map (docs/analysis.md): los:HEX[,HEX...] (what those hexes see; on a "
                  "tabletop los:X,Y[,X,Y...] in inches or unit ids) or reach:UNIT (where the unit can move); repeat "
                  "for several");
  cmd->add_option("--los-range", o->losRange,
                  "Range of a los: overlay: hexes (default 10), or inches on a tabletop (default the whole table)")
      ->check(CLI::Range(1, 200));
  cmd->add_option("--reach-turns", o->reachTurns, "Turns of movement of a reach: overlay")
      ->capture_default_str()
      ->check(CLI::Range(1, 50));
  cmd->add_option("--choose", o->choose, "Answer a line-of-sight choice for a los: overlay: CHOICE=OPTION");
  cmd->add_flag("--no-legend", o->noLegend, "Leave out the terrain key");
  cmd->add_flag("--no-turn-track", o->noTrack, "Leave out the turn record track");
  cmd->add_flag("--no-hex-numbers", o->noHexNumbers, "Leave out the hex numbers");
  cmd->add_flag("--no-fill", o->noFill,
                "Leave out terrain colour fills (outlines, patterns and symbols stay): far less ink, e.g. for a "
                "full-size table");
  cmd->add_flag("--print-safe", o->printSafe,
                "Colours a CMYK press prints as seen: nothing transparent, no out-of-gamut screen colours");
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runExportMap(*o, ctx); });
}

}  // namespace hexwright::cli
