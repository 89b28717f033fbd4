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

std::optional<KeptDem> keepDemGround(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid,
                                     const std::string& crsWkt, double toMetres,
                                     const std::vector<double>& contourMetres, const std::filesystem::path& file,
                                     GroundKeeper& keeper, model::Diagnostics& diagnostics) {
  const PixelWindow window = mapPixelWindow(raster, ground, grid);
  if (window.empty()) {
    fail(diagnostics, "import.dem.keep", "the DEM does not reach the map: no heights kept");
    return std::nullopt;
  }
  // Never finer than the DEM; coarser when the map holds more than kKeptDemPixelsAcross of
  // its pixels (averaged, so a peak is not sampled away at random).
  const double shrink =
      std::max(1.0, static_cast<double>(std::max(window.width, window.height)) / kKeptDemPixelsAcross);
  const int bw = std::max(1, static_cast<int>(std::ceil(window.width / shrink)));
  const int bh = std::max(1, static_cast<int>(std::ceil(window.height / shrink)));
  std::vector<float> heights(static_cast<std::size_t>(bw) * static_cast<std::size_t>(bh));
  GDALRasterIOExtraArg extra;
  INIT_RASTERIO_EXTRA_ARG(extra);
  extra.eResampleAlg = shrink > 1 ? GRIORA_Average : GRIORA_NearestNeighbour;
  if (raster.band->RasterIO(GF_Read, window.left, window.top, window.width, window.height, heights.data(), bw, bh,
                            GDT_Float32, 0, 0, &extra) != CE_None) {
    fail(diagnostics, "import.dem.keep", "could not read the DEM under the map");
    return std::nullopt;
  }
  int hasNodata = 0;
  const double nodata = raster.band->GetNoDataValue(&hasNodata);
  for (float& h : heights) {
    if (std::isnan(h) || (hasNodata && h == static_cast<float>(nodata)))
      h = kNodata;
    else
      h = static_cast<float>((h * raster.scale + raster.offset) * toMetres);
  }

  GDALDriver* gtiff = GetGDALDriverManager()->GetDriverByName("GTiff");
  if (!gtiff) {
    fail(diagnostics, "import.dem.keep", "GDAL lacks its GTiff driver: no heights kept");
    return std::nullopt;
  }
  // Deflate with the floating-point predictor: heights change smoothly, so this is about
  // a third of the raw size.
  const char* options[] = {"COMPRESS=DEFLATE", "PREDICTOR=3", "TILED=YES", nullptr};
  gdal::DatasetPtr out(gtiff->Create(file.string().c_str(), bw, bh, 1, GDT_Float32, const_cast<char**>(options)));
  if (!out) {
    fail(diagnostics, "import.dem.keep", "could not write " + file.string());
    return std::nullopt;
  }
  const double sx = static_cast<double>(window.width) / bw, sy = static_cast<double>(window.height) / bh;
  const model::Affine2D toCrs =
      raster.pixelToCrs * model::Affine2D::translation(window.left, window.top) * model::Affine2D::scaling(sx, sy);
  double transform[6] = {toCrs.c0, toCrs.c1, toCrs.c2, toCrs.c3, toCrs.c4, toCrs.c5};
  out->SetGeoTransform(transform);
  if (!crsWkt.empty()) out->SetProjection(crsWkt.c_str());
  GDALRasterBand* band = out->GetRasterBand(1);
  band->SetNoDataValue(kNodata);
  band->SetUnitType("m");
  if (band->RasterIO(GF_Write, 0, 0, bw, bh, heights.data(), bw, bh, GDT_Float32, 0, 0, nullptr) != CE_None) {
    fail(diagnostics, "import.dem.keep", "could not write " + file.string());
    return std::nullopt;
  }

  KeptDem kept;
  kept.width = bw;
  kept.height = bh;
  kept.metresPerPixel = pixelMetres(raster, ground) * std::max(sx, sy);
  float low = std::numeric_limits<float>::max(), high = std::numeric_limits<float>::lowest();
  for (const float h : heights)
    if (h != kNodata) low = std::min(low, h), high = std::max(high, h);
  std::vector<double> levels;
  for (const double m : contourMetres)
    if (m > low && m < high) levels.push_back(m);
  if (levels.empty()) return kept;

  // GDAL traces the contours (GDALContourGenerateEx) into a memory layer, in the CRS.
  GDALDriver* memory = GetGDALDriverManager()->GetDriverByName("Memory");
  if (!memory) return kept;
  gdal::DatasetPtr lines(memory->Create("", 0, 0, 0, GDT_Unknown, nullptr));
  OGRLayer* layer = lines ? lines->CreateLayer("contours", nullptr, wkbLineString, nullptr) : nullptr;
  OGRFieldDefn elevation("elev", OFTReal);
  if (!layer || layer->CreateField(&elevation) != OGRERR_NONE) return kept;
  std::string fixed = "FIXED_LEVELS=";
  for (std::size_t i = 0; i < levels.size(); ++i) fixed += (i ? "," : "") + std::to_string(levels[i]);
  const std::string nodataOption = "NODATA=" + std::to_string(kNodata);
  const char* contourOptions[] = {fixed.c_str(), "ELEV_FIELD=0", nodataOption.c_str(), nullptr};
  if (GDALContourGenerateEx(band, layer, const_cast<char**>(contourOptions), nullptr, nullptr) != CE_None) {
    fail(diagnostics, "import.dem.contours", "could not trace contour lines from the DEM");
    return std::nullopt;
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
  return kept;
}

}  // namespace hexwright::importers
