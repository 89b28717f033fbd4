#pragma once
// What `import dem` keeps of the ground for the natural map style: the heights under the
// map as a GeoTIFF in the bundle's rasters/ (drawn as hill shading), and contour lines at
// the ruleset's level heights as kept ground. Internal to importers/ (GDAL types).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "importers/common/grid_raster.h"
#include "importers/common/kept_ground.h"
#include "importers/dem/dem_import.h"
#include "importers/ground/ground_grid.h"
#include "model/core/diagnostic.h"

namespace hexwright::importers {

/// The kept DEM is at most this many pixels across: 2,048 pixels over a 60-hex map is
/// 34 pixels a hex, finer than hill shading needs at any print size, and 16 MB at most.
inline constexpr int kKeptDemPixelsAcross = 2048;

/// Writes the heights under the map, in metres (`toMetres` per DEM unit) and the map's
/// CRS (`crsWkt`), to `file` as a deflated Float32 GeoTIFF; then traces contour lines at
/// `contourMetres` and hands them to `keeper` as lines of type model::kContourType.
/// nullopt, with an error, when the DEM cannot be read or the file written.
std::optional<KeptDem> keepDemGround(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid,
                                     const std::string& crsWkt, double toMetres,
                                     const std::vector<double>& contourMetres, const std::filesystem::path& file,
                                     GroundKeeper& keeper, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
