#pragma once
// "Show the scan": the period map imported under the grid is the designer's canvas. The
// view lays the terrain fills translucently over the scan and picks the grid's colour for
// contrast with the scan under the map (light lines on a dark scan, dark on a light one).
// The view and its two opacities are remembered per bundle, as text (the frame keeps it
// in the user's configuration under the bundle's path).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "editor/render/map_view.h"

namespace hexwright::editor {

/// Terrain fills' opacity when the scan view is turned on from opaque terrain.
inline constexpr double kScanTerrainOpacity = 0.4;
/// Below this mean luminance (0 black … 1 white) the scan is dark: the grid is drawn light.
inline constexpr double kDarkScanLuminance = 0.5;
inline constexpr exporters::Color kLightGrid = exporters::Color::rgb(235, 235, 235);

/// `o` with the scan view on or off: on shows the background, lowers opaque terrain to
/// kScanTerrainOpacity (a lower opacity the designer chose is kept) and lets the grid
/// contrast with the scan; off makes the terrain opaque again.
MapViewOptions showingScan(MapViewOptions o, bool on);

/// The mean luminance of the rasters' pixels that lie under the map's outline, weighted
/// by their opacity and alpha; nullopt when none does (no scan, or one beside the map).
std::optional<double> scanLuminanceUnderMap(const std::vector<exporters::BackgroundRaster>& rasters,
                                            const exporters::MapGeometry& geometry);
/// The grid colour that reads on the scan: kLightGrid on a dark scan, `usual` otherwise.
exporters::Color gridColourFor(std::optional<double> luminance, exporters::Color usual);

/// The scan view as remembered per bundle ("scan=1 terrain=0.4 background=0.8") and back;
/// what the text lacks or cannot read is left as `o` has it.
std::string scanViewText(const MapViewOptions& o);
MapViewOptions withScanViewText(MapViewOptions o, const std::string& text);
/// The configuration key of a bundle: its absolute, normalised path as a hex hash (a path
/// holds characters a configuration key may not).
std::string bundleViewKey(const std::filesystem::path& bundle);

}  // namespace hexwright::editor
