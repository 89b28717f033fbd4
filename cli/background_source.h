#pragma once
// Wires the importers' background decoder (GDAL) to the painter's BackgroundSource
// (pixels only): exporters may not use GDAL, so the command line joins the two.
#include <filesystem>
#include <memory>

#include "exporters/render/map_painter.h"
#include "model/core/diagnostic.h"
#include "model/scenario/scenario.h"

namespace hexwright::cli {

/// Which of the map's rasters to read: pictures (--background) and kept DEMs as relief
/// (the natural style).
struct BackgroundKinds {
  bool images = true;
  bool relief = false;
};

/// Every visible background of `scenario` in `bundle` of the kinds asked, read one drawn
/// area at a time; `opacity`, when at least 0, replaces each picture's own. nullptr
/// (with warnings) when none can be drawn. Decoding problems later are collected into
/// `diagnostics`, which must outlive the source.
std::shared_ptr<const exporters::BackgroundSource> openBackgroundSource(const model::Scenario& scenario,
                                                                        const std::filesystem::path& bundle,
                                                                        double opacity, model::Diagnostics& diagnostics,
                                                                        BackgroundKinds kinds = {});

}  // namespace hexwright::cli
