#pragma once
// One band of a raster (DEM, land cover) seen in the map's CRS: reprojected through a
// warped VRT when its CRS differs, so nothing larger than a strip is ever in memory.
// Internal to importers/.
#include <filesystem>
#include <optional>
#include <string>

#include "importers/gdal/gdal_handles.h"
#include "importers/ground/ground_grid.h"
#include "model/core/diagnostic.h"
#include "model/map/map.h"

namespace hexwright::importers {

struct GridRasterOptions {
  std::string crsOverride;  // the raster's CRS when the file does not name one
  int band = 1;
  /// Categories (land-cover classes) must not be averaged when reprojected.
  bool categorical = false;
};

struct GridRaster {
  gdal::DatasetPtr file;
  gdal::DatasetPtr warped;  // set when reprojected
  GDALRasterBand* band = nullptr;
  GDALRasterBand* fileBand = nullptr;  // the file's own band (== band unless reprojected)
  model::Affine2D pixelToCrs;          // of the band read (the warped one when reprojected)
  int width = 0;
  int height = 0;
  double scale = 1;  // value = raw * scale + offset (GDAL band scale/offset)
  double offset = 0;
  std::string unitType;  // the band's unit ("m", "ft"), empty when unknown
  std::string crsName;
  bool reprojected = false;

  /// How many of the hex's centre and six corners (pulled 5% inward) lie inside the
  /// file's own extent: 7 inside, 0 outside, between: partly outside.
  int samplesInside(const GroundGrid& ground, model::HexCoord hex) const;

  // For samplesInside: map CRS → the file's pixels.
  gdal::TransformPtr mapToFileCrs;
  model::Affine2D fileCrsToPixel;
  int fileWidth = 0;
  int fileHeight = 0;
};

/// A block of a raster's pixels: columns [left, left + width), rows [top, top + height).
struct PixelWindow {
  int left = 0;
  int top = 0;
  int width = 0;
  int height = 0;
  bool empty() const { return width <= 0 || height <= 0; }
};

/// The pixels of `raster` under the map's hexes (with a pixel's margin), clamped to the
/// raster; empty when the raster does not reach the map.
PixelWindow mapPixelWindow(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid);

/// nullopt with error diagnostics when the file cannot be read, has no CRS (and none is
/// given), or cannot be transformed into the map's CRS.
std::optional<GridRaster> openGridRaster(const std::filesystem::path& path, const model::Map& map,
                                         const GridRasterOptions& options, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
