#include "importers/raster/map_import.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "importers/common/input_location.h"
#include "importers/gdal/app_args.h"
#include "importers/gdal/gdal_errors.h"
#include "importers/gdal/gdal_handles.h"
#include "importers/gdal/gdal_progress.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/gdal/geotransform.h"
#include "importers/gdal/spatial_ref.h"
#include "importers/gdal/thread_config.h"
#include "importers/ground/ground_grid.h"

namespace hexwright::importers {
namespace {

// GDAL's own tools stop building overviews once the smallest is under a tile.
constexpr int kSmallestOverview = 256;

void fail(model::Diagnostics& d, const std::string& rule, const std::string& message, const std::string& file) {
  d.add(model::Severity::Error, rule, message, atInput(file));
}

bool paletted(GDALDataset& ds) { return ds.GetRasterCount() == 1 && ds.GetRasterBand(1)->GetColorTable() != nullptr; }

std::string wktOf(const OGRSpatialReference& srs) {
  char* wkt = nullptr;
  srs.exportToWkt(&wkt);
  std::string text = wkt ? wkt : "";
  CPLFree(wkt);
  return text;
}

// The raster's centre in its source CRS, for choosing a UTM zone.
std::optional<model::Vec2> sourceCentre(GDALDataset& src, const std::optional<model::Affine2D>& gt,
                                        const GcpTransformer* fit) {
  const model::Vec2 pixel{src.GetRasterXSize() / 2.0, src.GetRasterYSize() / 2.0};
  if (fit) return fit->pixelToMap(pixel);
  if (gt) return gt->apply(pixel);
  return std::nullopt;
}

// lon/lat of a point of a source CRS, for the UTM zone choice.
std::optional<model::Vec2> toLonLat(const OGRSpatialReference& srs, model::Vec2 p, model::Diagnostics& d) {
  gdal::SrsPtr wgs84(new OGRSpatialReference());
  wgs84->SetWellKnownGeogCS("WGS84");
  wgs84->SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  auto ct = gdal::makeTransform(srs, *wgs84, d);
  if (!ct || !gdal::transformPoint(*ct, p)) return std::nullopt;
  return p;
}

// A VRT of the source that carries what the warp needs: the control points and their
// CRS, or the CRS the user named, and RGBA instead of a palette (a palette cannot be
// resampled or given a transparent border).
gdal::DatasetPtr prepareSource(GDALDataset& src, const std::vector<Gcp>& gcps, const OGRSpatialReference& srs,
                               bool overrideSrs) {
  gdal::AppArgs args;
  args.add("-of").add("VRT");
  if (paletted(src)) args.add("-expand").add("rgba");
  for (const Gcp& g : gcps) args.add("-gcp").add(g.pixel.x).add(g.pixel.y).add(g.map.x).add(g.map.y);
  if (!gcps.empty() || overrideSrs) args.add("-a_srs").add(wktOf(srs));
  gdal::TranslateOptionsPtr options(GDALTranslateOptionsNew(args.list(), nullptr));
  if (!options) return nullptr;
  int usageError = 0;
  return gdal::adopt(GDALTranslate("", GDALDataset::ToHandle(&src), options.get(), &usageError));
}

std::vector<int> overviewLevels(int width, int height) {
  std::vector<int> levels;
  for (int level = 2; std::max(width, height) / level >= kSmallestOverview; level *= 2) levels.push_back(level);
  return levels;
}

void removeOutput(const std::filesystem::path& output) {
  std::error_code ec;
  std::filesystem::remove(output, ec);
}

// Where the source lies and where it is warped to, once every check has passed.
struct Placement {
  std::vector<Gcp> gcps;  // in gcpSrs
  gdal::SrsPtr srcSrs;
  gdal::SrsPtr gcpSrs;  // the target CRS when the control points were projected into it
  gdal::SrsPtr target;
  double unitsPerMetre = 1;  // of the target CRS
};

std::vector<Gcp> embeddedGcps(GDALDataset& src) {
  std::vector<Gcp> gcps;
  const GDAL_GCP* embedded = src.GetGCPs();
  for (int i = 0; i < src.GetGCPCount(); ++i)
    gcps.push_back(Gcp{{embedded[i].dfGCPPixel, embedded[i].dfGCPLine},
                       {embedded[i].dfGCPX, embedded[i].dfGCPY},
                       embedded[i].pszId ? embedded[i].pszId : ""});
  return gcps;
}

// The CRS the user named, else the raster's own; nullptr (with an error) when neither.
gdal::SrsPtr sourceSrs(GDALDataset& src, const std::string& crs, bool byGcps, model::Diagnostics& diagnostics,
                       const std::string& file) {
  if (!crs.empty()) return gdal::parseSrs(crs, diagnostics, "--crs");
  gdal::SrsPtr srs = gdal::rasterSrs(src);
  if (!srs)
    fail(diagnostics, "import.crs.missing",
         byGcps ? "the control points' coordinate reference system is not known; give --crs (e.g. "
                  "EPSG:32616) or use a .points file with a #CRS line"
                : "the raster does not name its coordinate reference system; give --crs (e.g. EPSG:32616)",
         file);
  return srs;
}

// The control points' centre (they lie on the map), else the raster's own, in lon/lat.
std::optional<model::Vec2> lonLatCentre(GDALDataset& src, const std::optional<model::Affine2D>& gt,
                                        const std::vector<Gcp>& gcps, const OGRSpatialReference& srcSrs,
                                        model::Diagnostics& diagnostics) {
  std::optional<model::Vec2> centre = sourceCentre(src, gt, nullptr);
  if (!gcps.empty()) {
    model::Vec2 sum{0, 0};
    for (const Gcp& g : gcps) sum = {sum.x + g.map.x, sum.y + g.map.y};
    centre = model::Vec2{sum.x / static_cast<double>(gcps.size()), sum.y / static_cast<double>(gcps.size())};
  }
  if (centre) centre = toLonLat(srcSrs, *centre, diagnostics);
  return centre;
}

// Into the map's CRS when it has one, so every layer of the map shares one frame; else
// the one asked for, the source's own when projected, or the UTM zone of its centre.
// nullptr (with an error) when none will do.
gdal::SrsPtr targetSrs(GDALDataset& src, const std::optional<model::Affine2D>& gt, const std::vector<Gcp>& gcps,
                       const OGRSpatialReference& srcSrs, const model::Map& current, const MapImportRequest& request,
                       model::Diagnostics& diagnostics, const std::string& file) {
  if (current.ground.georeference) {
    gdal::SrsPtr target = gdal::parseSrs(current.ground.georeference->crsWkt, diagnostics, "the map's georeference");
    if (!target || request.targetCrs.empty()) return target;
    gdal::SrsPtr asked = gdal::parseSrs(request.targetCrs, diagnostics, "--to-crs");
    if (!asked) return nullptr;
    if (!gdal::sameCrs(*asked, *target)) {
      fail(diagnostics, "import.crs.conflict",
           "the map is already placed in " + gdal::displayName(*target) +
               "; drop --to-crs, or re-place the grid "
               "first with 'hexwright grid'",
           file);
      return nullptr;
    }
    return target;
  }
  if (!request.targetCrs.empty()) return gdal::parseSrs(request.targetCrs, diagnostics, "--to-crs");
  if (gdal::unitsPerMetre(srcSrs)) return gdal::clone(srcSrs);
  const std::optional<model::Vec2> centre = lonLatCentre(src, gt, gcps, srcSrs, diagnostics);
  if (!centre) {
    fail(diagnostics, "import.crs.no-target", "cannot choose a projected CRS for the map; give --to-crs", file);
    return nullptr;
  }
  return gdal::utmZoneFor(centre->x, centre->y);
}

// Control points in another CRS (longitude/latitude, most often) are projected into
// the target first: the fit, its residuals and the warp then all work in the map's
// own units (metres), not degrees. Returns the control points' CRS after, nullptr
// (with an error) when one cannot be projected.
gdal::SrsPtr projectGcps(std::vector<Gcp>& gcps, const OGRSpatialReference& srcSrs, const OGRSpatialReference& target,
                         const std::string& targetName, model::Diagnostics& diagnostics, const std::string& file) {
  gdal::SrsPtr gcpSrs = gdal::clone(srcSrs);
  if (gcps.empty() || gdal::sameCrs(srcSrs, target)) return gcpSrs;
  auto ct = gdal::makeTransform(srcSrs, target, diagnostics);
  if (!ct) return nullptr;
  for (Gcp& g : gcps) {
    if (!gdal::transformPoint(*ct, g.map)) {
      diagnostics.add(
          model::Severity::Error, "import.gcp.projection",
          (g.id.empty() ? std::string("a control point") : g.id) + " cannot be projected into " + targetName,
          atInputLine(g.file.empty() ? file : g.file, g.line));
      return nullptr;
    }
  }
  return gdal::clone(target);
}

// Where the source lies (control points given, else its own geotransform, else control
// points embedded in the file) and the CRS it is warped into, with the control points'
// fit; nullopt (with an error) when it cannot be placed.
std::optional<Placement> place(GDALDataset& src, const model::Map& current, const MapImportRequest& request,
                               MapImportResult& result, model::Diagnostics& diagnostics, const std::string& file) {
  Placement placed;
  placed.gcps = request.gcps;
  const std::optional<model::Affine2D> gt = gdal::geoTransformOf(src);
  if (placed.gcps.empty() && !gt) placed.gcps = embeddedGcps(src);
  if (placed.gcps.empty() && !gt) {
    fail(diagnostics, "import.raster.not-georeferenced",
         "the raster is not georeferenced; place it with control points (--gcp PX,PY,X,Y or --gcps FILE.points)", file);
    return std::nullopt;
  }
  placed.srcSrs = sourceSrs(src, request.crs, !placed.gcps.empty(), diagnostics, file);
  if (!placed.srcSrs) return std::nullopt;
  result.sourceCrsName = gdal::displayName(*placed.srcSrs);

  // Control points are checked before anything else is decided.
  if (!placed.gcps.empty() && !checkGcps(placed.gcps, request.transform, diagnostics)) return std::nullopt;

  placed.target = targetSrs(src, gt, placed.gcps, *placed.srcSrs, current, request, diagnostics, file);
  if (!placed.target) return std::nullopt;
  const std::optional<double> unitsPerMetre = gdal::unitsPerMetre(*placed.target);
  if (!unitsPerMetre) {
    fail(diagnostics, "import.crs.geographic",
         gdal::displayName(*placed.target) +
             " measures in degrees, so the hex grid cannot lie at true scale in it; "
             "give --to-crs with a projected CRS (a UTM zone, a state plane)",
         file);
    return std::nullopt;
  }
  placed.unitsPerMetre = *unitsPerMetre;
  result.targetCrsName = gdal::displayName(*placed.target);
  result.targetUnits = *unitsPerMetre == 1.0 ? "m" : gdal::linearUnitName(*placed.target);

  placed.gcpSrs = projectGcps(placed.gcps, *placed.srcSrs, *placed.target, result.targetCrsName, diagnostics, file);
  if (!placed.gcpSrs) return std::nullopt;
  if (!placed.gcps.empty()) {
    const std::optional<GcpTransformer> fit = GcpTransformer::fit(placed.gcps, request.transform, diagnostics);
    if (!fit) return std::nullopt;
    result.fit = fit->report();
  }
  return placed;
}

// gdalwarp's arguments for `source` (the prepared `src`) into the target CRS.
gdal::AppArgs warpArgs(GDALDataset& src, GDALDataset& source, const Placement& placed,
                       const MapImportRequest& request) {
  std::string resampling = request.resampling;
  if (resampling.empty()) resampling = paletted(src) ? "near" : "bilinear";
  gdal::AppArgs args;
  args.add("-of").add("GTiff").add("-overwrite");
  args.add("-t_srs").add(wktOf(*placed.target));
  args.add("-r").add(resampling);
  // Tiled for panning; DEFLATE (which every TIFF reader knows) at its fastest level
  // with the horizontal predictor, compressed on every core: on a 20,000 px scan this
  // writes in 10 s what level 6 took 27 s to write, and the file is a third smaller.
  for (const char* option :
       {"TILED=YES", "COMPRESS=DEFLATE", "ZLEVEL=1", "PREDICTOR=2", "NUM_THREADS=ALL_CPUS", "BIGTIFF=IF_SAFER"})
    args.add("-co").add(option);
  args.add("-wo").add("NUM_THREADS=ALL_CPUS");
  // Chunks a full row of output tiles high: a library's scan is JPEG in strips across
  // its whole width, and GDAL's default square chunks decode each strip once per chunk
  // column unless the block cache holds a chunk row of strips (225 MB at 40,000 px).
  // Row by row, the warp of a 40,000 x 30,000 strip scan takes 31 s instead of 91 s
  // with the same bounded cache (bench/big_scan_import.sh).
  args.add("-wo").add("STREAMABLE_OUTPUT=YES");
  // Transparent outside the map sheet instead of black, whatever the source.
  if (source.GetRasterBand(source.GetRasterCount())->GetColorInterpretation() != GCI_AlphaBand) args.add("-dstalpha");
  if (!placed.gcps.empty()) {
    if (request.transform == GcpTransform::Tps) {
      args.add("-tps");
    } else {
      args.add("-order").add(std::to_string(request.transform == GcpTransform::Poly3   ? 3
                                            : request.transform == GcpTransform::Poly2 ? 2
                                                                                       : 1));
    }
  }
  return args;
}

// Warps `source` (the prepared `src`) into `request.output`; nullptr, with no file left
// behind, when it fails or the designer cancels.
gdal::DatasetPtr warp(GDALDataset& src, GDALDataset& source, const Placement& placed, const MapImportRequest& request,
                      MapImportResult& result, const gdal::ErrorScope& errors, model::ProgressReporter& progress,
                      model::Diagnostics& diagnostics, const std::string& file) {
  gdal::AppArgs args = warpArgs(src, source, placed, request);
  gdal::WarpAppOptionsPtr options(GDALWarpAppOptionsNew(args.list(), nullptr));
  gdal::ProgressBridge warpProgress{progress, "warping the map", 0.0, 0.8};
  GDALWarpAppOptionsSetProgress(options.get(), gdal::reportProgress, &warpProgress);
  GDALDatasetH sourceHandle = GDALDataset::ToHandle(&source);
  int usageError = 0;
  const std::string output = request.output.string();
  std::filesystem::create_directories(request.output.parent_path());
  gdal::DatasetPtr out = gdal::adopt(GDALWarp(output.c_str(), nullptr, 1, &sourceHandle, options.get(), &usageError));
  if (!out || progress.cancelled()) {
    out.reset();
    removeOutput(request.output);
    if (!stopIfCancelled(result, progress))
      fail(diagnostics, "import.raster.warp", "warping failed: " + errors.lastFailure(), file);
    return nullptr;
  }
  return out;
}

// Overviews at `levels`; false, with no file left behind, when building them fails or
// the designer cancels.
bool buildOverviews(gdal::DatasetPtr& out, const std::vector<int>& levels, const std::filesystem::path& output,
                    MapImportResult& result, const gdal::ErrorScope& errors, model::ProgressReporter& progress,
                    model::Diagnostics& diagnostics, const std::string& file) {
  if (levels.empty()) return true;
  gdal::ProgressBridge overviewProgress{progress, "building overviews", 0.8, 1.0};
  const gdal::ThreadConfig compressOnEveryCore{{"GDAL_NUM_THREADS", "ALL_CPUS"}};
  const CPLErr err = out->BuildOverviews("AVERAGE", static_cast<int>(levels.size()), levels.data(), 0, nullptr,
                                         gdal::reportProgress, &overviewProgress, nullptr);
  if (err != CE_None || progress.cancelled()) {
    out.reset();
    removeOutput(output);
    if (!stopIfCancelled(result, progress))
      fail(diagnostics, "import.raster.overviews", "building overviews failed: " + errors.lastFailure(), file);
    return false;
  }
  return true;
}

// Closing writes the last tiles; GDAL reports a failed write through CPLError only.
bool closeOutput(gdal::DatasetPtr& out, const std::filesystem::path& output, const gdal::ErrorScope& errors,
                 model::Diagnostics& diagnostics) {
  const int failuresBeforeClose = errors.failures();
  out.reset();
  if (errors.failures() > failuresBeforeClose) {
    removeOutput(output);
    fail(diagnostics, "import.raster.write", "writing the GeoTIFF failed: " + errors.lastFailure(), output.string());
    return false;
  }
  return true;
}

// A map with no georeference yet gets one: its grid starts at the raster's top-left.
void placeGrid(const model::Map& current, const Placement& placed, MapImportResult& result,
               model::Diagnostics& diagnostics) {
  if (current.ground.georeference) return;
  if (current.ground.metresAcrossFlats() <= 0) {
    diagnostics.add(model::Severity::Warning, "import.map.no-scale",
                    "the map's hex size is not known, so the grid was not placed on the raster; run "
                    "'hexwright grid BUNDLE --hex-yards N --origin X,Y' next");
  } else {
    const GridPlacement placement =
        alignGridToExtent(result.extent, current.grid(), current.ground.metresAcrossFlats(), 0, placed.unitsPerMetre);
    result.map.ground.georeference = model::GeoReference{gdal::storableText(*placed.target), gridToCrs(placement)};
    result.georeferenceSet = true;
  }
}

// Hexes of the map's grid whose centre lies on the warped raster.
std::size_t hexesOnRaster(const model::Map& map, const model::Affine2D& outGt, int width, int height) {
  std::size_t count = 0;
  if (auto ground = GroundGrid::of(map)) {
    if (auto toPixel = outGt.inverse()) {
      for (const model::HexCoord h : map.grid().hexes()) {
        const model::Vec2 p = toPixel->apply(ground->hexCentreToCrs(h));
        if (p.x >= 0 && p.y >= 0 && p.x < width && p.y < height) ++count;
      }
    }
  }
  return count;
}

// The warped raster among the map's backgrounds, listed once.
void listBackground(std::vector<model::BackgroundImage>& backgrounds, const std::string& file) {
  auto existing = std::find_if(backgrounds.begin(), backgrounds.end(),
                               [&](const model::BackgroundImage& b) { return b.file == file; });
  if (existing == backgrounds.end())
    backgrounds.push_back(model::BackgroundImage{file, 1.0, true, model::RasterKind::Image, {}});
}

}  // namespace

MapImportResult importMapRaster(const model::Map& current, const MapImportRequest& request,
                                model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  registerGdalDrivers();
  auto result = beginStaged<MapImportResult>(current);
  const std::string file = request.raster.string();
  gdal::ErrorScope errors(diagnostics, file);

  gdal::DatasetPtr src(GDALDataset::Open(file.c_str(), GDAL_OF_RASTER | GDAL_OF_VERBOSE_ERROR));
  if (!src || src->GetRasterCount() == 0) {
    fail(diagnostics, "import.raster.unreadable", "not a raster GDAL can read", file);
    return result;
  }
  const std::optional<Placement> placed = place(*src, current, request, result, diagnostics, file);
  if (!placed) return result;
  if (request.dryRun) {
    result.ok = true;
    return result;
  }

  gdal::DatasetPtr source =
      prepareSource(*src, placed->gcps, placed->gcps.empty() ? *placed->srcSrs : *placed->gcpSrs, !request.crs.empty());
  if (!source) {
    fail(diagnostics, "import.raster.prepare", "cannot prepare the raster for warping: " + errors.lastFailure(), file);
    return result;
  }
  gdal::DatasetPtr out = warp(*src, *source, *placed, request, result, errors, progress, diagnostics, file);
  if (!out) return result;
  result.width = out->GetRasterXSize();
  result.height = out->GetRasterYSize();
  const model::Affine2D outGt = gdal::geoTransformOf(*out).value_or(model::Affine2D{});
  const std::vector<int> levels = overviewLevels(result.width, result.height);
  if (!buildOverviews(out, levels, request.output, result, errors, progress, diagnostics, file)) return result;
  result.overviews = static_cast<int>(levels.size());
  if (!closeOutput(out, request.output, errors, diagnostics)) return result;
  result.extent = rasterCorners(outGt, result.width, result.height);

  placeGrid(current, *placed, result, diagnostics);
  result.hexesOnRaster = hexesOnRaster(result.map, outGt, result.width, result.height);
  listBackground(result.map.backgrounds, request.backgroundFile);
  finishStaged(result, progress);
  return result;
}

}  // namespace hexwright::importers
