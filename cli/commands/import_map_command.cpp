// hexwright import map BUNDLE RASTER [--gcp PX,PY,X,Y]... [--gcps FILE.points]
//     [--transform affine|poly2|poly3|tps] [--crs CRS] [--to-crs CRS] [--resampling R]
//     [--dry-run] [--format text|json]
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/import_report.h"
#include "cli/terminal_progress.h"
#include "importers/common/bundle_session.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/ground/ground_grid.h"
#include "importers/raster/map_import.h"
#include "model/hex/offset_coord.h"

namespace hexwright::cli {
namespace {

struct ImportMapOptions {
  std::string bundle;
  std::string raster;
  std::vector<std::string> gcps;
  std::string gcpFile;
  std::string transform = "affine";
  std::string crs;
  std::string toCrs;
  std::string resampling;
  bool dryRun = false;
  std::string format = "text";
};

std::string fixed(double v, int decimals) {
  char b[48];
  std::snprintf(b, sizeof b, "%.*f", decimals, v);
  return b;
}

// Residuals in the target CRS's units (control points in degrees are projected first)
// and in pixels; each point is named by where it came from ("shiloh.points:7").
void printFit(std::ostream& out, const importers::GcpFitReport& fit, const std::string& units) {
  std::size_t width = 5;
  for (const auto& r : fit.residuals) width = std::max(width, r.point.id.size());
  const int w = static_cast<int>(width);
  out << "Control points (" << importers::gcpTransformName(fit.transform) << " fit), residual = fitted - given, in "
      << units << " and pixels:\n";
  char head[256];
  std::snprintf(head, sizeof head, "  %-*s %10s %10s %15s %15s %9s %9s %9s %8s\n", w, "point", "pixel x", "pixel y",
                "map X", "map Y", "dX", "dY", ("|d| " + units).c_str(), "|d| px");
  out << head;
  for (std::size_t i = 0; i < fit.residuals.size(); ++i) {
    const auto& r = fit.residuals[i];
    char line[512];
    std::snprintf(line, sizeof line, "  %-*s %10.2f %10.2f %15.3f %15.3f %9.3f %9.3f %9.3f %8.3f\n", w,
                  (r.point.id.empty() ? std::to_string(i + 1) : r.point.id).c_str(), r.point.pixel.x, r.point.pixel.y,
                  r.point.map.x, r.point.map.y, r.mapError.x, r.mapError.y, r.mapDistance, r.pixelDistance);
    out << line;
  }
  out << "  RMS: " << fixed(fit.rmsMap, 3) << " " << units << ", " << fixed(fit.rmsPixels, 3) << " pixels\n";
}

nlohmann::json fitJson(const importers::GcpFitReport& fit) {
  nlohmann::json points = nlohmann::json::array();
  for (const auto& r : fit.residuals)
    points.push_back({{"id", r.point.id},
                      {"pixel", {r.point.pixel.x, r.point.pixel.y}},
                      {"map", {r.point.map.x, r.point.map.y}},
                      {"residual_map", {r.mapError.x, r.mapError.y}},
                      {"residual_map_distance", r.mapDistance},
                      {"residual_pixels", {r.pixelError.x, r.pixelError.y}},
                      {"residual_pixel_distance", r.pixelDistance}});
  return {{"transform", importers::gcpTransformName(fit.transform)},
          {"points", points},
          {"rms_map", fit.rmsMap},
          {"rms_pixels", fit.rmsPixels}};
}

void runImportMap(const ImportMapOptions& o, CliContext& ctx) {
  importers::registerGdalDrivers();
  model::Diagnostics d;
  nlohmann::json j;
  const auto finish = [&](int code) {
    finishImport(ctx, o.format == "json", d, j, code, "Map import from " + o.raster, o.raster, o.bundle);
  };
  const auto transform = importers::parseGcpTransform(o.transform);
  if (!transform) {
    d.add(model::Severity::Error, "import.gcp.transform",
          "--transform " + o.transform + ": use affine, poly2, poly3 or tps");
    return finish(kExitBadInput);
  }
  importers::MapImportRequest req;
  req.raster = o.raster;
  req.transform = *transform;
  req.crs = o.crs;
  req.targetCrs = o.toCrs;
  req.resampling = o.resampling;
  req.dryRun = o.dryRun;
  for (const std::string& text : o.gcps) {
    std::string error;
    auto g = importers::parseGcpOption(text, error);
    if (!g) {
      d.add(model::Severity::Error, "import.gcp.malformed", error);
      return finish(kExitBadInput);
    }
    g->id = "--gcp " + std::to_string(req.gcps.size() + 1);
    req.gcps.push_back(*g);
  }
  if (!o.gcpFile.empty()) {
    auto file = importers::readQgisPoints(o.gcpFile, d);
    if (!file) return finish(kExitBadInput);
    req.gcps.insert(req.gcps.end(), file->points.begin(), file->points.end());
    if (req.crs.empty()) req.crs = file->crs;
  }
  auto session = importers::openBundle(o.bundle, d);
  if (!session) return finish(kExitBadInput);

  importers::StagingDir staging;
  req.backgroundFile = importers::freshBackgroundName(o.bundle, o.raster, session->scenario.map);
  req.output = staging.path() / req.backgroundFile;
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal && o.format != "json");
  const auto result = importers::importMapRaster(session->scenario.map, req, d, progress);
  progress.finish();
  if (result.fit) {
    j["fit"] = fitJson(*result.fit);
    j["fit"]["map_units"] = result.targetUnits;
  }
  if (result.cancelled) {
    d.add(model::Severity::Error, "import.cancelled", "cancelled; " + o.bundle + " is unchanged");
    return finish(kExitBadInput);
  }
  if (!result.ok) return finish(kExitBadInput);

  j["dry_run"] = o.dryRun;
  if (o.dryRun) {
    if (o.format != "json") {
      if (result.fit) printFit(ctx.out, *result.fit, result.targetUnits);
      ctx.out << "Dry run: " << o.raster << " (" << result.sourceCrsName << ") would be warped to "
              << result.targetCrsName << "; " << o.bundle << " is unchanged\n";
    }
    return finish(kExitOk);
  }
  j["background"] = req.backgroundFile;
  j["source_crs"] = result.sourceCrsName;
  j["crs"] = result.targetCrsName;
  j["size"] = {result.width, result.height};
  j["overviews"] = result.overviews;
  j["extent"] = {result.extent[0].x, result.extent[2].y, result.extent[2].x, result.extent[0].y};
  j["georeference_set"] = result.georeferenceSet;
  j["hexes_on_raster"] = result.hexesOnRaster;
  j["hexes"] = result.map.grid().size();
  if (o.format != "json") {
    if (result.fit) printFit(ctx.out, *result.fit, result.targetUnits);
    ctx.out << "Warped " << o.raster << " (" << result.sourceCrsName << ") to " << result.targetCrsName << ": "
            << result.width << " x " << result.height << " pixels, " << result.overviews << " overview"
            << (result.overviews == 1 ? "" : "s") << ", stored as " << req.backgroundFile << '\n';
    if (result.georeferenceSet) {
      const auto ground = importers::GroundGrid::of(result.map);
      const model::HexCoord first = result.map.grid().at(0);
      const model::Vec2 c = ground->hexCentreToCrs(first);
      ctx.out << "The map had no place on the ground: the grid now starts at the raster's top-left corner, hex "
              << model::formatLabel(first, result.map.grid().convention) << " centred at " << fixed(c.x, 2) << ", "
              << fixed(c.y, 2) << " (move it with 'hexwright grid')\n";
    }
    ctx.out << result.hexesOnRaster << " of " << result.map.grid().size() << " hexes lie on the raster\n";
  }
  if (!importers::saveStagedMap(*session, result.map, d, staging.path())) return finish(kExitBadInput);
  finish(kExitOk);
}

}  // namespace

void addImportMapCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<ImportMapOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("raster", o->raster, "The map: GeoTIFF, a scan with a world file, or any raster with --gcp")
      ->required();
  cmd->add_option("--gcp", o->gcps,
                  "Control point PX,PY,X,Y: pixel column and row (from the top-left corner) and map coordinates "
                  "in --crs; repeat for each point");
  cmd->add_option("--gcps", o->gcpFile, "Control points from a QGIS Georeferencer .points file");
  cmd->add_option("--transform", o->transform, "Fit: affine (3+ points), poly2 (6+), poly3 (10+), tps (3+)")
      ->check(CLI::IsMember({"affine", "poly1", "poly2", "poly3", "tps"}));
  cmd->add_option("--crs", o->crs, "CRS of the control points (or of a raster that names none), e.g. EPSG:4326");
  cmd->add_option("--to-crs", o->toCrs,
                  "Projected CRS to warp into when the map has none yet (default: the source's, or its UTM zone)");
  cmd->add_option("--resampling", o->resampling,
                  "near, bilinear, cubic, lanczos… (default: bilinear; near for palettes)");
  cmd->add_flag("--dry-run", o->dryRun, "Fit and report residuals, but leave the bundle unchanged");
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runImportMap(*o, ctx); });
}

}  // namespace hexwright::cli
