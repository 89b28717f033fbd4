#pragma once
// Background rasters for the canvas. PNGs with world files come from the exporters'
// loader (Cairo only); georeferenced GeoTIFFs — what the map importer writes into a
// bundle — are decoded here with GDAL at a bounded size (overviews make that cheap),
// then placed in the grid plane through the map's georeference.
#include <filesystem>
#include <vector>

#include "exporters/render/map_painter.h"
#include "model/scenario/scenario.h"
#include "model/validate/diagnostic.h"

namespace hexwright::editor {

/// Every visible background of `scenario` stored in the bundle folder `bundle`, at most
/// `maxPixels` on the longer side. Problems are warnings; what can be read is returned.
std::vector<exporters::BackgroundRaster> loadCanvasBackgrounds(const model::Scenario& scenario,
                                                               const std::filesystem::path& bundle,
                                                               model::Diagnostics& diagnostics,
                                                               int maxPixels = 4096);

}  // namespace hexwright::editor
