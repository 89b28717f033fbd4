#pragma once
// Wires the importers' background decoder (GDAL) to the painter's BackgroundSource
// (pixels only): exporters may not use GDAL, so the command line joins the two.
#include <filesystem>
#include <memory>

#include "exporters/render/map_painter.h"
#include "model/core/diagnostic.h"
#include "model/scenario/scenario.h"

namespace hexwright::cli {

/// Every visible background of `scenario` in `bundle`, read one drawn area at a time;
/// `opacity`, when at least 0, replaces each raster's own. nullptr (with warnings) when
/// none can be drawn. Decoding problems later are collected into `diagnostics`, which
/// must outlive the source.
std::shared_ptr<const exporters::BackgroundSource> openBackgroundSource(const model::Scenario& scenario,
                                                                        const std::filesystem::path& bundle,
                                                                        double opacity,
                                                                        model::Diagnostics& diagnostics);

}  // namespace hexwright::cli
