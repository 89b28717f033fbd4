#include "importers/dem/dem_ground.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "importers/common/bundle_rasters.h"
#include "importers/common/landcover_ground.h"
#include "importers/gdal/gdal_handles.h"
#include "model/map/kept_ground.h"

namespace hexwright::importers {
namespace {

constexpr float kNodata = -99999.0f;

void fail(model::Diagnostics& d, const std::string& rule, const std::string& message) {
  d.add(model::Severity::Error, rule, message);
}

std::string metresText(double m) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", std::round(m * 100) / 100);
  return buf;
}

}  // namespace

std::string keptDemName(const std::filesystem::path& bundleDir, const std::string& dem, const model::Map& map) {
  const std::string source = std::filesystem::path(dem).filename().string();
  for (const model::BackgroundImage& b : map.backgrounds)
    if (b.kind == model::RasterKind::Elevation && b.source == source) return b.file;
  return freshBackgroundName(bundleDir, "ground-" + std::filesystem::path(dem).stem().string() + ".tif", map);
}

namespace {

// The DEM under the map, in metres (nodata as kNodata), never finer than the DEM and
// coarser when the map holds more than kKeptDemPixelsAcross of its pixels (averaged, so a
// peak is not sampled away at random).
struct HeightsUnderMap {
  PixelWindow window;
  int width = 0, height = 0;
  double sx = 1, sy = 1;  // DEM pixels per kept pixel
  std::vector<float> heights;
};

std::optional<HeightsUnderMap> readHeightsUnderMap(const GridRaster& raster, const GroundGrid& ground,
                                                   const model::HexGrid& grid, double toMetres,
                                                   model::Diagnostics& diagnostics) {
  HeightsUnderMap h;
  h.window = mapPixelWindow(raster, ground, grid);
  if (h.window.empty()) {
    fail(diagnostics, "import.dem.keep", "the DEM does not reach the map: no heights kept");
    return std::nullopt;
  }
  const PixelWindow& w = h.window;
  const double shrink = std::max(1.0, static_cast<double>(std::max(w.width, w.height)) / kKeptDemPixelsAcross);
  h.width = std::max(1, static_cast<int>(std::ceil(w.width / shrink)));
  h.height = std::max(1, static_cast<int>(std::ceil(w.height / shrink)));
  h.sx = static_cast<double>(w.width) / h.width;
  h.sy = static_cast<double>(w.height) / h.height;
  h.heights.resize(static_cast<std::size_t>(h.width) * static_cast<std::size_t>(h.height));
  GDALRasterIOExtraArg extra;
  INIT_RASTERIO_EXTRA_ARG(extra);
  extra.eResampleAlg = shrink > 1 ? GRIORA_Average : GRIORA_NearestNeighbour;
  if (raster.band->RasterIO(GF_Read, w.left, w.top, w.width, w.height, h.heights.data(), h.width, h.height, GDT_Float32,
                            0, 0, &extra) != CE_None) {
    fail(diagnostics, "import.dem.keep", "could not read the DEM under the map");
    return std::nullopt;
  }
  int hasNodata = 0;
  const double nodata = raster.band->GetNoDataValue(&hasNodata);
  for (float& v : h.heights) {
    if (std::isnan(v) || (hasNodata && v == static_cast<float>(nodata)))
      v = kNodata;
    else
      v = static_cast<float>((v * raster.scale + raster.offset) * toMetres);
  }
  return h;
}

// The heights as a georeferenced GeoTIFF in metres. Deflate with the floating-point
// predictor: heights change smoothly, so this is about a third of the raw size.
gdal::DatasetPtr writeHeights(const GridRaster& raster, const HeightsUnderMap& h, const std::string& crsWkt,
                              const std::filesystem::path& file, model::Diagnostics& diagnostics) {
  GDALDriver* gtiff = GetGDALDriverManager()->GetDriverByName("GTiff");
  if (!gtiff) {
    fail(diagnostics, "import.dem.keep", "GDAL lacks its GTiff driver: no heights kept");
    return nullptr;
  }
  const char* options[] = {"COMPRESS=DEFLATE", "PREDICTOR=3", "TILED=YES", nullptr};
  gdal::DatasetPtr out(
      gtiff->Create(file.string().c_str(), h.width, h.height, 1, GDT_Float32, const_cast<char**>(options)));
  if (!out) {
    fail(diagnostics, "import.dem.keep", "could not write " + file.string());
    return nullptr;
  }
  const model::Affine2D toCrs = raster.pixelToCrs * model::Affine2D::translation(h.window.left, h.window.top) *
                                model::Affine2D::scaling(h.sx, h.sy);
  double transform[6] = {toCrs.c0, toCrs.c1, toCrs.c2, toCrs.c3, toCrs.c4, toCrs.c5};
  out->SetGeoTransform(transform);
  if (!crsWkt.empty()) out->SetProjection(crsWkt.c_str());
  GDALRasterBand* band = out->GetRasterBand(1);
  band->SetNoDataValue(kNodata);
  band->SetUnitType("m");
  if (band->RasterIO(GF_Write, 0, 0, h.width, h.height, const_cast<float*>(h.heights.data()), h.width, h.height,
                     GDT_Float32, 0, 0, nullptr) != CE_None) {
    fail(diagnostics, "import.dem.keep", "could not write " + file.string());
    return nullptr;
  }
  return out;
}

// GDAL traces the contours at `levels` (GDALContourGenerateEx) into a memory layer, in
// the CRS; each becomes a kept line on the grid plane. False when tracing failed.
bool traceContours(GDALRasterBand* band, const std::vector<double>& levels, const GroundGrid& ground,
                   GroundKeeper& keeper, KeptDem& kept, model::Diagnostics& diagnostics) {
  GDALDriver* memory = GetGDALDriverManager()->GetDriverByName("Memory");
  if (!memory) return true;
  gdal::DatasetPtr lines(memory->Create("", 0, 0, 0, GDT_Unknown, nullptr));
  OGRLayer* layer = lines ? lines->CreateLayer("contours", nullptr, wkbLineString, nullptr) : nullptr;
  OGRFieldDefn elevation("elev", OFTReal);
  if (!layer || layer->CreateField(&elevation) != OGRERR_NONE) return true;
  std::string fixed = "FIXED_LEVELS=";
  for (std::size_t i = 0; i < levels.size(); ++i) fixed += (i ? "," : "") + std::to_string(levels[i]);
  const std::string nodataOption = "NODATA=" + std::to_string(kNodata);
  const char* contourOptions[] = {fixed.c_str(), "ELEV_FIELD=0", nodataOption.c_str(), nullptr};
  if (GDALContourGenerateEx(band, layer, const_cast<char**>(contourOptions), nullptr, nullptr) != CE_None) {
    fail(diagnostics, "import.dem.contours", "could not trace contour lines from the DEM");
    return false;
  }
  layer->ResetReading();
  for (auto& feature : *layer) {
    const OGRGeometry* g = feature->GetGeometryRef();
    if (!g || wkbFlatten(g->getGeometryType()) != wkbLineString) continue;
    const OGRLineString* line = g->toLineString();
    Polyline course;
    course.reserve(static_cast<std::size_t>(line->getNumPoints()));
    for (int i = 0; i < line->getNumPoints(); ++i) course.push_back(ground.crsToPlane({line->getX(i), line->getY(i)}));
    keeper.addLine(model::kContourType, course, metresText(feature->GetFieldAsDouble(0)));
    ++kept.contours;
  }
  return true;
}

}  // namespace

std::optional<KeptDem> keepDemGround(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid,
                                     const std::string& crsWkt, double toMetres,
                                     const std::vector<double>& contourMetres, const std::filesystem::path& file,
                                     GroundKeeper& keeper, model::Diagnostics& diagnostics) {
  const auto h = readHeightsUnderMap(raster, ground, grid, toMetres, diagnostics);
  if (!h) return std::nullopt;
  const gdal::DatasetPtr out = writeHeights(raster, *h, crsWkt, file, diagnostics);
  if (!out) return std::nullopt;

  KeptDem kept;
  kept.width = h->width;
  kept.height = h->height;
  kept.metresPerPixel = pixelMetres(raster, ground) * std::max(h->sx, h->sy);
  float low = std::numeric_limits<float>::max(), high = std::numeric_limits<float>::lowest();
  for (const float v : h->heights)
    if (v != kNodata) low = std::min(low, v), high = std::max(high, v);
  std::vector<double> levels;
  for (const double m : contourMetres)
    if (m > low && m < high) levels.push_back(m);
  if (levels.empty()) return kept;
  if (!traceContours(out->GetRasterBand(1), levels, ground, keeper, kept, diagnostics)) return std::nullopt;
  return kept;
}

}  // namespace hexwright::importers
