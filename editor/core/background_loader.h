#pragma once
// Background rasters for the canvas, decoded by the importers' one background decoder
// (the same GDAL code and pixel conversion `export map --background` prints with), so
// screen and paper draw the same pixels. The canvas keeps the whole raster at a bounded
// size (overviews make that cheap) and lets Cairo scale it while panning.
#include <filesystem>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "exporters/render/map_painter.h"
#include "model/core/diagnostic.h"
#include "model/scenario/scenario.h"

namespace hexwright::editor {

/// Every visible background of `scenario` stored in `bundle` (folder or archive), at
/// most `maxPixels` on the longer side. Problems are warnings; what can be read is returned.
/// Files in `staged` are read from `stagingDir` instead (not yet saved into the bundle).
std::vector<exporters::BackgroundRaster> loadCanvasBackgrounds(const model::Scenario& scenario,
                                                               const std::optional<std::filesystem::path>& bundle,
                                                               model::Diagnostics& diagnostics, int maxPixels = 4096,
                                                               const std::set<std::string>& staged = {},
                                                               const std::filesystem::path& stagingDir = {});

/// True when the map has a visible background picture to print under it (a scan or
/// period map; a kept DEM is relief, not a picture).
bool hasBackgroundPicture(const model::Scenario& scenario);

/// The visible background pictures for printing, read one drawn window at a time at the
/// output's resolution (as `export map --background` reads them), staged files from
/// `stagingDir`. nullptr (with warnings) when none can be read; `diagnostics` collects
/// later decoding problems and must outlive the source.
std::shared_ptr<const exporters::BackgroundSource> openPrintBackgrounds(
    const model::Scenario& scenario, const std::optional<std::filesystem::path>& bundle,
    model::Diagnostics& diagnostics, const std::set<std::string>& staged = {},
    const std::filesystem::path& stagingDir = {});

}  // namespace hexwright::editor
