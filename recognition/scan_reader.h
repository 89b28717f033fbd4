#pragma once
// The map's period scan as pixels under its hexes: read through the importers' one
// background decoder (any raster GDAL reads, placed by the map's georeference), from the
// overview nearest `pixelsPerHex` across a hex, so a 20,000-pixel scan is not read
// whole to learn what is under a 60 × 80 grid.
#include <filesystem>
#include <optional>
#include <string>

#include "model/core/diagnostic.h"
#include "model/map/map.h"
#include "recognition/scan_pixels.h"

namespace hexwright::recognition {

struct ScanRequest {
  std::string background;  // the background's file as the map lists it; empty: the first picture
  double pixelsPerHex = 32;
};

struct Scan {
  ScanPixels pixels;
  std::string file;         // which background was read
  model::HexLayout layout;  // the grid in the plane the pixels are placed in
};

/// nullopt with an error when the map is a tabletop, has no picture background (or not
/// the one named), or it cannot be read where the hexes are.
std::optional<Scan> readScan(const model::Map& map, const std::filesystem::path& bundle, const ScanRequest& request,
                             model::Diagnostics& diagnostics);

}  // namespace hexwright::recognition
