// hexwright import dem BUNDLE DEM [--stat mean|max|center] [--base M] [--interval M]
//     [--slope TYPE=METRES]... [--slope-type TYPE] [--no-slopes] [--crs CRS] [--band N]
//     [--no-keep-ground] [--dry-run] [--format text|json]
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/import_report.h"
#include "cli/terminal_progress.h"
#include "importers/common/bundle_session.h"
#include "importers/dem/dem_options.h"

namespace hexwright::cli {
namespace {

// The import's own options bind straight into importers::DemImportOptions, so a flag
// left out means what a field left empty in the editor's dialog means.
struct ImportDemOptions {
  std::string bundle;
  importers::DemImportOptions import;
  std::string stat = "mean";
  std::vector<std::string> slopes;
  std::string slopeType;
  bool noSlopes = false;
  bool noKeepGround = false;
  bool dryRun = false;
  std::string format = "text";
};

void runImportDem(const ImportDemOptions& o, CliContext& ctx) {
  model::Diagnostics d;
  nlohmann::json j;
  const auto finish = [&](int code) {
    finishImport(ctx, o.format == "json", d, j, code, "Elevation import from " + o.import.dem, o.import.dem, o.bundle);
  };
  importers::DemImportOptions options = o.import;
  options.stat = importers::parseDemStat(o.stat).value_or(importers::DemStat::Mean);
  options.placeSlopes = !o.noSlopes;
  options.keepGround = !o.noKeepGround;
  if (!o.slopeType.empty()) options.slopeType = o.slopeType;
  for (const std::string& s : o.slopes) {
    const auto rule = importers::parseSlopeRule(s);
    if (!rule) {
      d.add(model::Severity::Error, "import.dem.slope-type",
            "--slope " + s + ": expected TYPE=METRES, e.g. steep-slope=6");
      return finish(kExitBadInput);
    }
    options.slopes.push_back(*rule);
  }
  auto session = importers::openBundle(o.bundle, d);
  if (!session) return finish(kExitBadInput);
  // The kept heights wait in a staging folder until the bundle is saved with them.
  importers::StagingDir staging;
  const auto req = importers::demImportRequest(options, session->scenario.map, {o.bundle, staging.path()});
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal && o.format != "json");
  const auto r = importers::importDem(session->scenario.map, session->ruleset, req, d, progress);
  progress.finish();
  if (r.cancelled) {
    d.add(model::Severity::Error, "import.cancelled", "cancelled; " + o.bundle + " is unchanged");
    return finish(kExitBadInput);
  }
  if (!r.ok) return finish(kExitBadInput);

  nlohmann::json levels = nlohmann::json::object();
  for (const auto& [level, n] : r.levelCounts) levels[std::to_string(level)] = n;
  j["dem_crs"] = r.demCrsName;
  j["reprojected"] = r.reprojected;
  j["stat"] = importers::demStatName(req.stat);
  j["hexes_with_data"] = r.hexesWithData;
  j["hexes_outside"] = r.hexesOutside;
  j["hexes_nodata"] = r.hexesNodata;
  j["levels_stored"] = r.levelsStored;
  j["levels"] = levels;
  if (r.model) j["elevation_model"] = r.model->describe();
  j["slopes"] = r.slopesPlaced;
  j["pixels_read"] = r.pixelsRead;
  j["dry_run"] = o.dryRun;
  if (r.kept)
    j["ground_kept"] = {{"raster", req.keep->bundleName},
                        {"pixels", {r.kept->width, r.kept->height}},
                        {"metres_per_pixel", r.kept->metresPerPixel},
                        {"contours", r.kept->contours},
                        {"points_read", r.contourPointsRead},
                        {"points_kept", r.contourPointsKept}};
  if (o.format != "json") {
    ctx.out << "Elevation from " << o.import.dem << " (" << r.demCrsName << (r.reprojected ? ", reprojected" : "")
            << "), " << importers::demStatName(req.stat) << " per hex: " << r.hexesWithData << " hexes with data";
    if (r.hexesOutside) ctx.out << ", " << r.hexesOutside << " outside the DEM";
    if (r.hexesNodata) ctx.out << ", " << r.hexesNodata << " on nodata";
    ctx.out << '\n';
    if (r.model) ctx.out << "  levels: " << r.model->describe() << '\n';
    if (r.levelsStored) {
      ctx.out << "  hexes per level:";
      for (const auto& [level, n] : r.levelCounts) ctx.out << "  " << level << ": " << n;
      ctx.out << '\n';
    }
    ctx.out << "  slope hexsides: " << r.slopesPlaced << '\n';
    if (r.kept) {
      ctx.out << "  ground kept for the natural map style: heights as " << req.keep->bundleName << " (" << r.kept->width
              << " x " << r.kept->height << " pixels, " << std::round(r.kept->metresPerPixel * 10) / 10 << " m each), "
              << r.kept->contours << " contour lines";
      if (!r.model) ctx.out << " (none: the ruleset states no level height; give --interval)";
      ctx.out << '\n';
    }
    if (o.dryRun) ctx.out << "Dry run: " << o.bundle << " is unchanged\n";
  }
  if (!o.dryRun && !importers::saveStagedMap(*session, r.map, d, staging.path())) return finish(kExitBadInput);
  finish(kExitOk);
}

}  // namespace

void addImportDemCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<ImportDemOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("dem", o->import.dem, "The DEM: any raster GDAL reads, in any CRS, of any size")->required();
  cmd->add_option("--stat", o->stat, "A hex's height: mean or max of its pixels, or the pixel at its centre")
      ->check(CLI::IsMember({"mean", "max", "center", "centre"}));
  cmd->add_option("--base", o->import.baseMetres,
                  "Height in metres where the lowest level begins (default: the lowest hex)");
  cmd->add_option("--interval", o->import.intervalMetres,
                  "Metres per level (default: the schema's level heights); on rulesets without levels, only for slopes")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--slope", o->slopes,
                  "TYPE=METRES: put slope TYPE where neighbouring hexes differ by METRES or more (repeatable; the "
                  "largest that applies wins)");
  cmd->add_option("--slope-type", o->slopeType, "Slope type for every change of level (default: the ruleset's first)");
  cmd->add_flag("--no-slopes", o->noSlopes, "Set elevation only; leave slope hexsides as they are");
  cmd->add_option("--crs", o->import.crs, "The DEM's CRS when the file does not name one");
  cmd->add_option("--band", o->import.band, "Band to read")->check(CLI::PositiveNumber);
  cmd->add_flag("--no-keep-ground", o->noKeepGround,
                "Set hex heights only; do not keep the heights and contours for the natural map style");
  cmd->add_flag("--dry-run", o->dryRun, "Report what the import would do; leave the bundle unchanged");
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runImportDem(*o, ctx); });
}

}  // namespace hexwright::cli
