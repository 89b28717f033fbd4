#pragma once
// Where a background raster of a bundle lies, for fitting the grid over it.
#include <array>
#include <filesystem>
#include <optional>
#include <string>

#include "model/core/diagnostic.h"
#include "model/hex/hex_layout.h"

namespace hexwright::importers {

struct RasterFootprint {
  std::array<model::Vec2, 4> corners;  // top-left, top-right, bottom-right, bottom-left
  std::string crs;                     // storable text of the CRS the corners are in
};

/// The corners of `file` (a path inside the bundle, folder or .hexwz), in `crs` when
/// given (transformed corner by corner), else in the raster's own CRS.
std::optional<RasterFootprint> bundleRasterFootprint(const std::filesystem::path& bundle, const std::string& file,
                                                     const std::string& crs, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
