#pragma once
// A document whose map lies on the ground (UTM 16N, hex (0,0) at kX0, kY0) and a DEM over
// it written with GDAL as a GeoTIFF: the ground rises 1 m every 50 m east, so a hex's
// height, and the level an interval gives it, follow its column.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>

#include "editor/core/document.h"
#include "importers/common/import_command.h"
#include "importers/ground/ground_grid.h"
#include "importers/importer_fixtures.h"

namespace hexwright::editor::testing {

inline constexpr double kX0 = 500000, kY0 = 4000000;

inline double groundHeight(model::Vec2 crs) { return 100 + 0.02 * (crs.x - kX0); }

/// Places the document's map on the ground, as `hexwright grid --origin` would (one undo step).
inline void placeOnGround(Document& doc) {
  model::Map placed = doc.scenario().map;
  placed.ground.georeference = model::GeoReference{"EPSG:32616", importers::gridToCrs({{kX0, kY0}, 0, 1})};
  doc.execute(importers::makeImportCommand("Place the grid", std::move(placed)));
}

/// 10 m pixels over the map and a 500 m margin.
inline std::filesystem::path writeDemTiff(const std::filesystem::path& dir) {
  const std::filesystem::path tif = dir / "ground.tif";
  hexwright::testing::RasterSpec spec;
  spec.width = 400;
  spec.height = 400;
  spec.geoTransform = model::Affine2D{kX0 - 500, 10, 0, kY0 + 500, 0, -10};
  spec.crs = "EPSG:32616";
  const model::Affine2D gt = *spec.geoTransform;
  hexwright::testing::writeRaster(tif.string(), spec, [&](int, int x, int y) {
    return groundHeight(gt.apply({x + 0.5, y + 0.5}));
  });
  return tif;
}

/// The ground's height at a hex's centre (the mean over the hex of a plane).
inline double hexHeight(const Document& doc, model::HexCoord h) {
  return groundHeight(importers::GroundGrid::of(doc.scenario().map)->hexCentreToCrs(h));
}

/// The level `interval` metres per level from `base` gives that height, within the
/// ruleset's levels; nullopt within 0.1 m of a level's edge (pixels decide there).
inline std::optional<int> expectedLevel(double height, double base, double interval, int maxLevel) {
  const double steps = (height - base) / interval;
  if (std::abs(steps - std::round(steps)) * interval < 0.1) return std::nullopt;
  return std::clamp(static_cast<int>(std::floor(steps)), 0, maxLevel);
}

}  // namespace hexwright::editor::testing
