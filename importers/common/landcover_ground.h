#pragma once
// What `import landcover` keeps of the ground: the mapped classes as terrain polygons
// over the map's area, for the natural map style. Internal to importers/.
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "importers/common/grid_raster.h"
#include "importers/common/kept_ground.h"
#include "importers/ground/ground_grid.h"
#include "model/core/diagnostic.h"

namespace hexwright::importers {

/// The most pixels across the map that are traced; a finer raster is read at a coarser
/// step first.
inline constexpr int kMaxCoverPixelsAcross = 8192;

/// The tolerance for polygons traced from pixels: the print tolerance, or three quarters
/// of a pixel where that is coarser, so the pixels' staircase becomes a straight edge.
double coverTolerance(double printTolerance, double pixelMetres);

/// Reads the raster under the map's area, turns each pixel into its terrain slot
/// (`classToSlot`: class → index into `terrains`, -1 or absent: nothing kept), traces the
/// slots' outlines with GDALPolygonize and hands them to `keeper` in grid-plane metres.
/// Returns false (with a diagnostic) when the raster cannot be read.
bool keepCoverGround(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid,
                     const std::unordered_map<long long, int>& classToSlot, const std::vector<model::TypeId>& terrains,
                     GroundKeeper& keeper, model::Diagnostics& diagnostics);

/// The plane size of one pixel of `raster` (its longer side), in metres.
double pixelMetres(const GridRaster& raster, const GroundGrid& ground);

}  // namespace hexwright::importers
