#include "importers/common/grid_raster.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include "importers/common/input_location.h"
#include "importers/gdal/app_args.h"
#include "importers/gdal/gdal_errors.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/gdal/geotransform.h"
#include "importers/gdal/spatial_ref.h"

namespace hexwright::importers {
namespace {

void fail(model::Diagnostics& d, const std::string& rule, const std::string& message, const std::string& file) {
  d.add(model::Severity::Error, rule, message, atInput(file));
}

std::string wktOf(const OGRSpatialReference& srs) {
  char* wkt = nullptr;
  srs.exportToWkt(&wkt);
  std::string text = wkt ? wkt : "";
  CPLFree(wkt);
  return text;
}

// The map's hexes plus one hex of margin, in the map's CRS: what the warped VRT covers.
std::array<double, 4> mapExtent(const model::Map& map, const GroundGrid& ground, double marginHexes = 1) {
  const double margin = ground.layout().acrossFlats * marginHexes;
  const model::Rect r = boundsRect(map.grid(), ground.layout()).inflated(margin);
  std::array<double, 4> e{std::numeric_limits<double>::max(), std::numeric_limits<double>::max(),
                          std::numeric_limits<double>::lowest(), std::numeric_limits<double>::lowest()};
  for (const model::Vec2 corner : {model::Vec2{r.x, r.y}, model::Vec2{r.right(), r.y},
                                   model::Vec2{r.right(), r.bottom()}, model::Vec2{r.x, r.bottom()}}) {
    const model::Vec2 p = ground.planeToCrs(corner);
    e[0] = std::min(e[0], p.x);
    e[1] = std::min(e[1], p.y);
    e[2] = std::max(e[2], p.x);
    e[3] = std::max(e[3], p.y);
  }
  return e;
}

// Opens `file` into `r.file`, which must hold band `band`.
bool openBand(GridRaster& r, const std::string& file, int band, model::Diagnostics& diagnostics) {
  r.file.reset(GDALDataset::Open(file.c_str(), GDAL_OF_RASTER | GDAL_OF_VERBOSE_ERROR));
  if (!r.file || r.file->GetRasterCount() == 0) {
    fail(diagnostics, "import.raster.unreadable", "not a raster GDAL can read", file);
    return false;
  }
  if (band < 1 || band > r.file->GetRasterCount()) {
    fail(diagnostics, "import.raster.band",
         "band " + std::to_string(band) + " does not exist (the raster has " +
             std::to_string(r.file->GetRasterCount()) + ")",
         file);
    return false;
  }
  return true;
}

// The raster's CRS: the one named by `crsOverride`, else the file's own.
gdal::SrsPtr fileSrs(GDALDataset& ds, const std::string& crsOverride, const std::string& file,
                     model::Diagnostics& diagnostics) {
  gdal::SrsPtr srs = crsOverride.empty() ? gdal::rasterSrs(ds) : gdal::parseSrs(crsOverride, diagnostics, "--crs");
  if (!srs && crsOverride.empty())
    fail(diagnostics, "import.crs.missing", "the raster does not name its coordinate reference system; give --crs",
         file);
  return srs;
}

// What the file's own band says about its values, and what samplesInside needs.
void describeFile(GridRaster& r, int band, const OGRSpatialReference& srs, const model::Affine2D& toPixel) {
  GDALRasterBand* fileBand = r.file->GetRasterBand(band);
  r.fileBand = fileBand;
  int hasScale = 0, hasOffset = 0;
  const double scale = fileBand->GetScale(&hasScale);
  const double offset = fileBand->GetOffset(&hasOffset);
  if (hasScale) r.scale = scale;
  if (hasOffset) r.offset = offset;
  if (const char* unit = fileBand->GetUnitType()) r.unitType = unit;
  r.crsName = gdal::displayName(srs);
  r.fileCrsToPixel = toPixel;
  r.fileWidth = r.file->GetRasterXSize();
  r.fileHeight = r.file->GetRasterYSize();
}

// Does the file meet the map at all? Its corners (and edge midpoints, for curved
// reprojections) in the map's CRS against the map's own extent, without margin.
bool meetsMap(const GridRaster& r, const model::Affine2D& gt, const OGRSpatialReference& srs,
              const OGRSpatialReference& mapSrs, const std::array<double, 4>& hexesOnly, const std::string& file,
              model::Diagnostics& diagnostics) {
  gdal::TransformPtr toMap;
  if (!gdal::sameCrs(srs, mapSrs)) toMap = gdal::makeTransform(srs, mapSrs, diagnostics);
  if (!gdal::sameCrs(srs, mapSrs) && !toMap) return false;
  std::array<double, 4> inMap{std::numeric_limits<double>::max(), std::numeric_limits<double>::max(),
                              std::numeric_limits<double>::lowest(), std::numeric_limits<double>::lowest()};
  std::array<double, 4> own = inMap;
  for (int i = 0; i <= 8; ++i)
    for (int j = 0; j <= 8; ++j) {
      if (i % 8 != 0 && j % 8 != 0) continue;  // the outline only
      model::Vec2 p = gt.apply({r.fileWidth * i / 8.0, r.fileHeight * j / 8.0});
      own = {std::min(own[0], p.x), std::min(own[1], p.y), std::max(own[2], p.x), std::max(own[3], p.y)};
      if (toMap && !gdal::transformPoint(*toMap, p)) continue;
      inMap = {std::min(inMap[0], p.x), std::min(inMap[1], p.y), std::max(inMap[2], p.x), std::max(inMap[3], p.y)};
    }
  if (inMap[0] > hexesOnly[2] || inMap[2] < hexesOnly[0] || inMap[1] > hexesOnly[3] || inMap[3] < hexesOnly[1]) {
    fail(diagnostics, "import.source.outside",
         "the raster does not meet the map: it covers " + gdal::extentText(own[0], own[1], own[2], own[3], srs) +
             ", the map " + gdal::extentText(hexesOnly[0], hexesOnly[1], hexesOnly[2], hexesOnly[3], mapSrs) +
             " (the wrong area, or the wrong CRS?)",
         file);
    return false;
  }
  return true;
}

// One band with the right CRS first (gdalwarp before 3.7 has no -b), then a warped
// VRT over the map's extent only: blocks are reprojected as they are read.
bool reproject(GridRaster& r, const GridRasterOptions& options, const OGRSpatialReference& srs,
               const OGRSpatialReference& mapSrs, const std::array<double, 4>& extent, const gdal::ErrorScope& errors,
               const std::string& file, model::Diagnostics& diagnostics) {
  gdal::AppArgs pick;
  pick.add("-of").add("VRT").add("-b").add(std::to_string(options.band));
  if (!options.crsOverride.empty()) pick.add("-a_srs").add(wktOf(srs));
  gdal::TranslateOptionsPtr pickOptions(GDALTranslateOptionsNew(pick.list(), nullptr));
  int usageError = 0;
  gdal::DatasetPtr single =
      gdal::adopt(GDALTranslate("", GDALDataset::ToHandle(r.file.get()), pickOptions.get(), &usageError));
  if (!single) {
    fail(diagnostics, "import.raster.reproject", "cannot read band " + std::to_string(options.band), file);
    return false;
  }
  gdal::AppArgs warp;
  warp.add("-of").add("VRT").add("-t_srs").add(wktOf(mapSrs));
  warp.add("-te").add(extent[0]).add(extent[1]).add(extent[2]).add(extent[3]);
  warp.add("-r").add(options.categorical ? "near" : "bilinear");
  int hasNodata = 0;
  single->GetRasterBand(1)->GetNoDataValue(&hasNodata);
  if (!hasNodata) warp.add("-dstalpha");  // marks the area outside the file
  gdal::WarpAppOptionsPtr warpOptions(GDALWarpAppOptionsNew(warp.list(), nullptr));
  GDALDatasetH singleHandle = GDALDataset::ToHandle(single.get());
  r.warped = gdal::adopt(GDALWarp("", nullptr, 1, &singleHandle, warpOptions.get(), &usageError));
  if (!r.warped) {
    fail(diagnostics, "import.raster.reproject",
         "cannot reproject from " + r.crsName + " to " + gdal::displayName(mapSrs) + ": " + errors.lastFailure(), file);
    return false;
  }
  // The warped VRT reads through `single`, which it now references; keep both alive.
  single.release()->Dereference();
  r.band = r.warped->GetRasterBand(1);
  r.pixelToCrs = gdal::geoTransformOf(*r.warped).value_or(model::Affine2D{});
  r.width = r.warped->GetRasterXSize();
  r.height = r.warped->GetRasterYSize();
  r.reprojected = true;
  return true;
}

}  // namespace

int GridRaster::samplesInside(const GroundGrid& ground, model::HexCoord hex) const {
  const model::Vec2 centre = ground.layout().hexToWorld(hex);
  const auto corners = ground.layout().corners(hex);
  int inside = 0;
  for (int i = 0; i < 7; ++i) {
    model::Vec2 p = centre;
    if (i < 6) {
      const model::Vec2 c = corners[static_cast<std::size_t>(i)];
      p = {centre.x + 0.95 * (c.x - centre.x), centre.y + 0.95 * (c.y - centre.y)};
    }
    p = ground.planeToCrs(p);
    if (mapToFileCrs && !gdal::transformPoint(*mapToFileCrs, p)) continue;
    p = fileCrsToPixel.apply(p);
    if (p.x >= 0 && p.y >= 0 && p.x <= fileWidth && p.y <= fileHeight) ++inside;
  }
  return inside;
}

std::optional<GridRaster> openGridRaster(const std::filesystem::path& path, const model::Map& map,
                                         const GridRasterOptions& options, model::Diagnostics& diagnostics) {
  registerGdalDrivers();
  const std::string file = path.string();
  gdal::ErrorScope errors(diagnostics, file);
  const auto ground = GroundGrid::of(map);
  if (!ground) {
    fail(diagnostics, "import.map.not-placed",
         "the map has no place on the ground yet: import a georeferenced map first ('hexwright import map') or "
         "place the grid ('hexwright grid')",
         file);
    return std::nullopt;
  }
  GridRaster r;
  if (!openBand(r, file, options.band, diagnostics)) return std::nullopt;
  const auto gt = gdal::geoTransformOf(*r.file);
  const auto toPixel = gt ? gt->inverse() : std::nullopt;
  if (!toPixel) {
    fail(diagnostics, "import.raster.not-georeferenced",
         "the raster is not georeferenced (no geotransform); import it with 'hexwright import map' and control "
         "points, or give a GeoTIFF or world file",
         file);
    return std::nullopt;
  }
  gdal::SrsPtr srs = fileSrs(*r.file, options.crsOverride, file, diagnostics);
  if (!srs) return std::nullopt;
  gdal::SrsPtr mapSrs = gdal::parseSrs(map.ground.georeference->crsWkt, diagnostics, "the map's georeference");
  if (!mapSrs) return std::nullopt;
  describeFile(r, options.band, *srs, *toPixel);

  const auto extent = mapExtent(map, *ground);
  const auto hexesOnly = mapExtent(map, *ground, 0);
  if (!meetsMap(r, *gt, *srs, *mapSrs, hexesOnly, file, diagnostics)) return std::nullopt;

  // The same CRS, or one that differs only in name, is read pixel for pixel: a warp
  // would resample through a transform that changes nothing.
  const std::vector<model::Vec2> samples{{extent[0], extent[1]},
                                         {extent[2], extent[1]},
                                         {extent[2], extent[3]},
                                         {extent[0], extent[3]},
                                         {(extent[0] + extent[2]) / 2, (extent[1] + extent[3]) / 2}};
  if (gdal::sameOnGround(*mapSrs, *srs, samples, 1e-3)) {
    r.band = r.fileBand;
    r.pixelToCrs = *gt;
    r.width = r.fileWidth;
    r.height = r.fileHeight;
    return r;
  }

  r.mapToFileCrs = gdal::makeTransform(*mapSrs, *srs, diagnostics);
  if (!r.mapToFileCrs) return std::nullopt;
  if (!reproject(r, options, *srs, *mapSrs, extent, errors, file, diagnostics)) return std::nullopt;
  return r;
}

PixelWindow mapPixelWindow(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid) {
  const auto crsToPixel = raster.pixelToCrs.inverse();
  if (!crsToPixel) return {};
  const model::Rect area = boundsRect(grid, ground.layout());
  double x0 = raster.width, y0 = raster.height, x1 = 0, y1 = 0;
  for (const model::Vec2 corner : {model::Vec2{area.x, area.y}, model::Vec2{area.right(), area.y},
                                   model::Vec2{area.right(), area.bottom()}, model::Vec2{area.x, area.bottom()}}) {
    const model::Vec2 p = crsToPixel->apply(ground.planeToCrs(corner));
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  PixelWindow w;
  w.left = std::clamp(static_cast<int>(std::floor(x0)) - 1, 0, raster.width);
  w.top = std::clamp(static_cast<int>(std::floor(y0)) - 1, 0, raster.height);
  w.width = std::clamp(static_cast<int>(std::ceil(x1)) + 1, 0, raster.width) - w.left;
  w.height = std::clamp(static_cast<int>(std::ceil(y1)) + 1, 0, raster.height) - w.top;
  return w;
}

}  // namespace hexwright::importers
