#include "importers/raster/map_import.h"

#include <algorithm>
#include <cmath>
#include <set>

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

model::Location fileLocation(const std::string& file) {
  model::Location where;
  where.source = model::SourceLocation{file, 0, 0};
  return where;
}

void fail(model::Diagnostics& d, const std::string& rule, const std::string& message, const std::string& file) {
  d.add(model::Severity::Error, rule, message, fileLocation(file));
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

}  // namespace

MapImportResult importMapRaster(const model::Map& current, const MapImportRequest& request,
                                model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  registerGdalDrivers();
  MapImportResult result;
  result.map = current;
  const std::string file = request.raster.string();
  gdal::ErrorScope errors(diagnostics, file);

  gdal::DatasetPtr src(GDALDataset::Open(file.c_str(), GDAL_OF_RASTER | GDAL_OF_VERBOSE_ERROR));
  if (!src || src->GetRasterCount() == 0) {
    fail(diagnostics, "import.raster.unreadable", "not a raster GDAL can read", file);
    return result;
  }

  // Where the source lies: control points given, else its own geotransform, else
  // control points embedded in the file.
  std::vector<Gcp> gcps = request.gcps;
  const std::optional<model::Affine2D> gt = gdal::geoTransformOf(*src);
  if (gcps.empty() && !gt) {
    const GDAL_GCP* embedded = src->GetGCPs();
    for (int i = 0; i < src->GetGCPCount(); ++i)
      gcps.push_back(Gcp{{embedded[i].dfGCPPixel, embedded[i].dfGCPLine},
                         {embedded[i].dfGCPX, embedded[i].dfGCPY},
                         embedded[i].pszId ? embedded[i].pszId : ""});
  }
  if (gcps.empty() && !gt) {
    fail(diagnostics, "import.raster.not-georeferenced",
         "the raster is not georeferenced; place it with control points (--gcp PX,PY,X,Y or --gcps FILE.points)", file);
    return result;
  }
  gdal::SrsPtr srcSrs;
  if (!request.crs.empty()) {
    srcSrs = gdal::parseSrs(request.crs, diagnostics, "--crs");
    if (!srcSrs) return result;
  } else {
    srcSrs = gdal::rasterSrs(*src);
  }
  if (!srcSrs) {
    fail(diagnostics, "import.crs.missing",
         gcps.empty() ? "the raster does not name its coordinate reference system; give --crs (e.g. EPSG:32616)"
                      : "the control points' coordinate reference system is not known; give --crs (e.g. "
                        "EPSG:32616) or use a .points file with a #CRS line",
         file);
    return result;
  }
  result.sourceCrsName = gdal::displayName(*srcSrs);

  // Control points are checked before anything else is decided.
  if (!gcps.empty() && !checkGcps(gcps, request.transform, diagnostics)) return result;

  // Into the map's CRS when it has one, so every layer of the map shares one frame.
  gdal::SrsPtr target;
  if (current.ground.georeference) {
    target = gdal::parseSrs(current.ground.georeference->crsWkt, diagnostics, "the map's georeference");
    if (!target) return result;
    if (!request.targetCrs.empty()) {
      gdal::SrsPtr asked = gdal::parseSrs(request.targetCrs, diagnostics, "--to-crs");
      if (!asked) return result;
      if (!gdal::sameCrs(*asked, *target)) {
        fail(diagnostics, "import.crs.conflict",
             "the map is already placed in " + gdal::displayName(*target) +
                 "; drop --to-crs, or re-place the grid "
                 "first with 'hexwright grid'",
             file);
        return result;
      }
    }
  } else if (!request.targetCrs.empty()) {
    target = gdal::parseSrs(request.targetCrs, diagnostics, "--to-crs");
    if (!target) return result;
  } else if (gdal::unitsPerMetre(*srcSrs)) {
    target = gdal::clone(*srcSrs);
  } else {
    // The control points' centre (they lie on the map), else the raster's own.
    std::optional<model::Vec2> centre = sourceCentre(*src, gt, nullptr);
    if (!gcps.empty()) {
      model::Vec2 sum{0, 0};
      for (const Gcp& g : gcps) sum = {sum.x + g.map.x, sum.y + g.map.y};
      centre = model::Vec2{sum.x / static_cast<double>(gcps.size()), sum.y / static_cast<double>(gcps.size())};
    }
    if (centre) centre = toLonLat(*srcSrs, *centre, diagnostics);
    if (!centre) {
      fail(diagnostics, "import.crs.no-target", "cannot choose a projected CRS for the map; give --to-crs", file);
      return result;
    }
    target = gdal::utmZoneFor(centre->x, centre->y);
  }
  const std::optional<double> unitsPerMetre = gdal::unitsPerMetre(*target);
  if (!unitsPerMetre) {
    fail(diagnostics, "import.crs.geographic",
         gdal::displayName(*target) +
             " measures in degrees, so the hex grid cannot lie at true scale in it; "
             "give --to-crs with a projected CRS (a UTM zone, a state plane)",
         file);
    return result;
  }
  result.targetCrsName = gdal::displayName(*target);
  result.targetUnits = *unitsPerMetre == 1.0 ? "m" : gdal::linearUnitName(*target);

  // Control points in another CRS (longitude/latitude, most often) are projected into
  // the target first: the fit, its residuals and the warp then all work in the map's
  // own units (metres), not degrees.
  gdal::SrsPtr gcpSrs = gdal::clone(*srcSrs);
  if (!gcps.empty() && !gdal::sameCrs(*srcSrs, *target)) {
    auto ct = gdal::makeTransform(*srcSrs, *target, diagnostics);
    if (!ct) return result;
    for (Gcp& g : gcps) {
      if (!gdal::transformPoint(*ct, g.map)) {
        model::Location where;
        where.source = model::SourceLocation{g.file.empty() ? file : g.file, g.line, 0};
        diagnostics.add(model::Severity::Error, "import.gcp.projection",
                        (g.id.empty() ? std::string("a control point") : g.id) + " cannot be projected into " +
                            result.targetCrsName,
                        std::move(where));
        return result;
      }
    }
    gcpSrs = gdal::clone(*target);
  }
  std::optional<GcpTransformer> fit;
  if (!gcps.empty()) {
    fit = GcpTransformer::fit(gcps, request.transform, diagnostics);
    if (!fit) return result;
    result.fit = fit->report();
  }
  if (request.dryRun) {
    result.ok = true;
    return result;
  }

  gdal::DatasetPtr source = prepareSource(*src, gcps, gcps.empty() ? *srcSrs : *gcpSrs, !request.crs.empty());
  if (!source) {
    fail(diagnostics, "import.raster.prepare", "cannot prepare the raster for warping: " + errors.lastFailure(), file);
    return result;
  }

  std::string resampling = request.resampling;
  if (resampling.empty()) resampling = paletted(*src) ? "near" : "bilinear";
  gdal::AppArgs args;
  args.add("-of").add("GTiff").add("-overwrite");
  args.add("-t_srs").add(wktOf(*target));
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
  if (source->GetRasterBand(source->GetRasterCount())->GetColorInterpretation() != GCI_AlphaBand) args.add("-dstalpha");
  if (!gcps.empty()) {
    if (request.transform == GcpTransform::Tps) {
      args.add("-tps");
    } else {
      args.add("-order").add(std::to_string(request.transform == GcpTransform::Poly3   ? 3
                                            : request.transform == GcpTransform::Poly2 ? 2
                                                                                       : 1));
    }
  }
  gdal::WarpAppOptionsPtr options(GDALWarpAppOptionsNew(args.list(), nullptr));
  gdal::ProgressBridge warpProgress{progress, "warping the map", 0.0, 0.8};
  GDALWarpAppOptionsSetProgress(options.get(), gdal::reportProgress, &warpProgress);
  GDALDatasetH sourceHandle = GDALDataset::ToHandle(source.get());
  int usageError = 0;
  const std::string output = request.output.string();
  std::filesystem::create_directories(request.output.parent_path());
  gdal::DatasetPtr out = gdal::adopt(GDALWarp(output.c_str(), nullptr, 1, &sourceHandle, options.get(), &usageError));
  if (!out || progress.cancelled()) {
    out.reset();
    removeOutput(request.output);
    result.cancelled = progress.cancelled();
    if (!result.cancelled) fail(diagnostics, "import.raster.warp", "warping failed: " + errors.lastFailure(), file);
    return result;
  }
  result.width = out->GetRasterXSize();
  result.height = out->GetRasterYSize();
  const model::Affine2D outGt = gdal::geoTransformOf(*out).value_or(model::Affine2D{});

  std::vector<int> levels = overviewLevels(result.width, result.height);
  if (!levels.empty()) {
    gdal::ProgressBridge overviewProgress{progress, "building overviews", 0.8, 1.0};
    const gdal::ThreadConfig compressOnEveryCore{{"GDAL_NUM_THREADS", "ALL_CPUS"}};
    const CPLErr err = out->BuildOverviews("AVERAGE", static_cast<int>(levels.size()), levels.data(), 0, nullptr,
                                           gdal::reportProgress, &overviewProgress, nullptr);
    if (err != CE_None || progress.cancelled()) {
      out.reset();
      removeOutput(request.output);
      result.cancelled = progress.cancelled();
      if (!result.cancelled)
        fail(diagnostics, "import.raster.overviews", "building overviews failed: " + errors.lastFailure(), file);
      return result;
    }
  }
  result.overviews = static_cast<int>(levels.size());
  // Closing writes the last tiles; GDAL reports a failed write through CPLError only.
  const int failuresBeforeClose = errors.failures();
  out.reset();
  if (errors.failures() > failuresBeforeClose) {
    removeOutput(request.output);
    fail(diagnostics, "import.raster.write", "writing the GeoTIFF failed: " + errors.lastFailure(), output);
    return result;
  }
  result.extent = rasterCorners(outGt, result.width, result.height);

  if (!current.ground.georeference) {
    if (current.ground.metresAcrossFlats() <= 0) {
      diagnostics.add(model::Severity::Warning, "import.map.no-scale",
                      "the map's hex size is not known, so the grid was not placed on the raster; run "
                      "'hexwright grid BUNDLE --hex-yards N --origin X,Y' next");
    } else {
      const GridPlacement placement =
          alignGridToExtent(result.extent, current.grid(), current.ground.metresAcrossFlats(), 0, *unitsPerMetre);
      result.map.ground.georeference = model::GeoReference{gdal::storableText(*target), gridToCrs(placement)};
      result.georeferenceSet = true;
    }
  }

  if (auto ground = GroundGrid::of(result.map)) {
    if (auto toPixel = outGt.inverse()) {
      for (const model::HexCoord h : result.map.grid().hexes()) {
        const model::Vec2 p = toPixel->apply(ground->hexCentreToCrs(h));
        if (p.x >= 0 && p.y >= 0 && p.x < result.width && p.y < result.height) ++result.hexesOnRaster;
      }
    }
  }

  auto& backgrounds = result.map.backgrounds;
  auto existing = std::find_if(backgrounds.begin(), backgrounds.end(),
                               [&](const model::BackgroundImage& b) { return b.file == request.backgroundFile; });
  if (existing == backgrounds.end())
    backgrounds.push_back(model::BackgroundImage{request.backgroundFile, 1.0, true, model::RasterKind::Image, {}});
  progress.report(1.0, "done");
  result.ok = true;
  return result;
}

}  // namespace hexwright::importers
