#pragma once
// Background rasters for the printed map. Exporters may not use GDAL (docs/architecture.md), so
// this reads what Cairo can: PNG images placed by a world file beside them (.pgw, .pngw
// or .wld: pixel → CRS), mapped to the grid plane through the map's georeference.
// GeoTIFFs and rasters without a world file are reported and skipped; the editor, which
// may use GDAL, can decode them itself and hand MapPainter a BackgroundRaster.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "exporters/render/map_painter.h"
#include "model/validate/diagnostic.h"

namespace hexwright::exporters {

/// Reads every visible background of `scenario` from `bundle` (a .hexw folder or a
/// .hexwz archive). `opacity`, when set, replaces each image's own opacity.
std::vector<BackgroundRaster> loadBackgrounds(const model::Scenario& scenario, const std::filesystem::path& bundle,
                                              std::optional<double> opacity, model::Diagnostics& diagnostics);

/// Parses a world file's six numbers into pixel → CRS (pixel corners, not centres).
std::optional<Affine> parseWorldFile(const std::string& text);
/// Decodes PNG bytes into a RasterImage; nullopt when they are not a PNG.
std::optional<RasterImage> decodePng(const std::string& bytes);

}  // namespace hexwright::exporters
