#pragma once
// A historical map or any raster GDAL reads, placed on the ground (its own georeference,
// or ground control points) and warped into the bundle as a tiled GeoTIFF with
// overviews: the map's background image. Sets the map's georeference when it has none.
#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "importers/common/bundle_rasters.h"  // freshBackgroundName, which callers of the import use
#include "importers/common/staged_import.h"
#include "importers/georef/gcp_fit.h"
#include "model/core/progress.h"
#include "model/map/map.h"

namespace hexwright::importers {

struct MapImportRequest {
  std::filesystem::path raster;
  /// Empty: the raster's own georeference (GeoTIFF, world file, embedded GCPs).
  std::vector<Gcp> gcps;
  GcpTransform transform = GcpTransform::Affine;
  /// CRS of the GCPs' map coordinates, or of a raster that does not name its own.
  /// Empty: the .points file's #CRS line (already copied here by the caller) or the raster's.
  std::string crs;
  /// CRS to warp into when the map has no georeference yet. Empty: the source CRS when
  /// it is projected, else the UTM zone (WGS 84) of the raster's centre.
  std::string targetCrs;
  /// GDAL resampling name (near, bilinear, cubic, lanczos…). Empty: near for paletted
  /// rasters, bilinear otherwise.
  std::string resampling;
  /// Where the GeoTIFF is written; the caller chooses a path inside the bundle.
  std::filesystem::path output;
  /// Check the placement and report the fit only: nothing is warped or written.
  bool dryRun = false;
  /// The path the bundle lists it under ("rasters/shiloh-1862.tif").
  std::string backgroundFile;
};

struct MapImportResult : StagedImport {
  std::optional<GcpFitReport> fit;  // when placed by GCPs; map residuals in targetUnits
  std::string targetUnits;          // "m", or the target CRS's unit ("US survey foot")
  std::string sourceCrsName;
  std::string targetCrsName;
  bool georeferenceSet = false;  // the map had none; the grid now starts at the raster's top-left
  int width = 0, height = 0;     // of the warped raster, pixels
  int overviews = 0;
  std::array<model::Vec2, 4> extent{};  // warped raster corners in the map's CRS
  /// Hexes of the grid whose centre lies on the raster, out of all hexes.
  std::size_t hexesOnRaster = 0;
};

/// Nothing is written unless every check passes; on failure or cancel no output file is
/// left behind. On success the caller owns `request.output` (save the bundle, or delete it).
MapImportResult importMapRaster(const model::Map& current, const MapImportRequest& request,
                                model::Diagnostics& diagnostics, model::ProgressReporter& progress);

}  // namespace hexwright::importers
