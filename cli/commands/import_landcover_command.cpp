// hexwright import landcover BUNDLE RASTER --mapping FILE|NAME [--method majority|coverage|centre]
//     [--threshold F] [--crs CRS] [--band N] [--no-keep-ground] [--dry-run] [--format text|json]
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/import_report.h"
#include "cli/terminal_progress.h"
#include "importers/common/bundle_session.h"
#include "importers/landcover/landcover_options.h"

namespace hexwright::cli {
namespace {

// The import's own options bind straight into importers::LandcoverImportOptions, so a
// flag left out means what a field left as it was in the editor's dialog means.
struct ImportLandcoverOptions {
  std::string bundle;
  importers::LandcoverImportOptions import;
  std::string method = "majority";
  bool noKeepGround = false;
  bool dryRun = false;
  std::string format = "text";
};

void runImportLandcover(const ImportLandcoverOptions& o, CliContext& ctx) {
  model::Diagnostics d;
  nlohmann::json j;
  const auto finish = [&](int code) {
    finishImport(ctx, o.format == "json", d, j, code, "Land cover import from " + o.import.raster, o.import.raster,
                 o.bundle);
  };
  auto session = importers::openBundle(o.bundle, d);
  if (!session) return finish(kExitBadInput);
  importers::LandcoverImportOptions options = o.import;
  options.method = importers::parseCoverMethod(o.method).value_or(importers::CoverMethod::Majority);
  options.keepGround = !o.noKeepGround;
  const auto req = importers::landcoverImportRequest(options, session->ruleset, d);
  if (!req) return finish(kExitBadInput);
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal && o.format != "json");
  const auto r = importers::importLandcover(session->scenario.map, session->ruleset, *req, d, progress);
  progress.finish();
  if (r.cancelled) {
    d.add(model::Severity::Error, "import.cancelled", "cancelled; " + o.bundle + " is unchanged");
    return finish(kExitBadInput);
  }
  if (!r.ok) return finish(kExitBadInput);
  nlohmann::json counts = nlohmann::json::object();
  for (const auto& [terrain, n] : r.terrainCounts) counts[terrain] = n;
  nlohmann::json unmapped = nlohmann::json::object();
  for (const auto& [cls, n] : r.unmappedPixels) unmapped[std::to_string(cls)] = n;
  j["method"] = importers::coverMethodName(req->method);
  j["reprojected"] = r.reprojected;
  j["hexes_classified"] = r.hexesClassified;
  j["hexes_changed"] = r.hexesChanged;
  j["hexes_outside"] = r.hexesOutside;
  j["hexes_nodata"] = r.hexesNodata;
  j["hexes_unmapped"] = r.hexesUnmapped;
  j["terrain"] = counts;
  j["unmapped_classes"] = unmapped;
  j["dry_run"] = o.dryRun;
  if (req->keepGround)
    j["ground_kept"] = {
        {"features", r.groundFeaturesKept}, {"points_read", r.groundPointsRead}, {"points_kept", r.groundPointsKept}};
  if (o.format != "json") {
    ctx.out << "Land cover from " << o.import.raster << (r.reprojected ? " (reprojected)" : "") << ", "
            << importers::coverMethodName(req->method) << ": " << r.hexesClassified << " hexes classified, "
            << r.hexesChanged << " changed";
    if (r.hexesOutside) ctx.out << ", " << r.hexesOutside << " outside the raster";
    if (r.hexesNodata) ctx.out << ", " << r.hexesNodata << " on nodata";
    ctx.out << '\n';
    for (const auto& [terrain, n] : r.terrainCounts) ctx.out << "  " << terrain << ": " << n << '\n';
    if (req->keepGround)
      ctx.out << "  ground kept for the natural map style: " << r.groundFeaturesKept << " polygons, "
              << r.groundPointsKept << " of " << r.groundPointsRead
              << " outline vertices (traced from the classes, clipped to the map, simplified)\n";
    if (o.dryRun) ctx.out << "Dry run: " << o.bundle << " is unchanged\n";
  }
  if (!o.dryRun && !importers::saveStagedMap(*session, r.map, d)) return finish(kExitBadInput);
  finish(kExitOk);
}

}  // namespace

void addImportLandcoverCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<ImportLandcoverOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("raster", o->import.raster, "Classified raster (one class number per pixel)")->required();
  cmd->add_option("--mapping", o->import.mapping,
                  "Mapping file, or the name of a shipped one (nlcd); see docs/import-mapping.md")
      ->required();
  cmd->add_option("--method", o->method,
                  "majority: the most common terrain wins; coverage: of the terrains covering --threshold, the "
                  "ruleset's precedence wins; centre: the class under the hex's centre, as the natural map style "
                  "draws it (falls back to majority where the centre has no mapped class)")
      ->check(CLI::IsMember({"majority", "coverage", "centre", "center"}));
  cmd->add_option("--threshold", o->import.threshold,
                  "Share of a hex (0-1) a terrain needs to count with --method coverage")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_option("--crs", o->import.crs, "The raster's CRS when the file does not name one");
  cmd->add_option("--band", o->import.band, "Band to read")->check(CLI::PositiveNumber);
  cmd->add_flag("--no-keep-ground", o->noKeepGround,
                "Classify the hexes only; do not keep the classes as polygons for the natural map style");
  cmd->add_flag("--dry-run", o->dryRun, "Report what the import would do; leave the bundle unchanged");
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runImportLandcover(*o, ctx); });
}

}  // namespace hexwright::cli
