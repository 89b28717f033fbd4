#pragma once
// `hexwright export map`: the printable map as PDF (tiled across sheets with an
// assembly index, or one sheet), SVG or PNG, at true scale.
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "exporters/print/map_poster.h"
#include "exporters/print/page_document.h"
#include "exporters/print/paper.h"
#include "model/core/diagnostic.h"
#include "model/core/progress.h"

namespace hexwright::exporters {

/// Used when neither the command line nor the schema gives a printed hex size; a
/// common size for hex-and-counter maps (presentation, not game data).
inline constexpr double kFallbackHexInches = 0.75;

struct MapPrintOptions {
  OutputFormat format = OutputFormat::Pdf;
  PaperSize paper = letterPaper();
  bool keepOrientation = false;         // otherwise portrait or landscape, whichever needs fewer sheets
  std::optional<double> hexSizeInches;  // across flats; default: the schema's, else the fallback
  double overlapMm = 10;
  double marginMm = 10;
  bool singleSheet = false;  // one page as large as the whole map (plotters, print shops)
  double dpi = 150;          // PNG pixels, and background raster pixels in every format
  PosterParts parts;
  MapLayers layers;
  /// Tabletop maps: printed inches per table inch; default: fit the table on one sheet.
  std::optional<double> tableScale;
  double terrainOpacity = 1.0;
  MapArt art = MapArt::Hex;  // --style
  /// Background rasters read per sheet (drawn when layers.background is set).
  std::shared_ptr<const BackgroundSource> backgroundSource;
  bool printSafe = false;  // opaque, in-gamut colours for a CMYK press (PrintSafeCanvas)
  MapOverlay overlay;      // --overlay: an analysis tinted over the terrain
};

/// `export map --orientation`: "auto" (portrait or landscape sheets, whichever needs fewer),
/// "portrait", "landscape".
const std::vector<std::string>& orientationChoices();
/// Prints on `paper` turned as `orientation` (one of orientationChoices()) asks, or
/// leaves the turn to the page layout for "auto".
void setPaper(MapPrintOptions& options, const PaperSize& paper, const std::string& orientation);
/// `--background`: the bundle's background pictures under the map (options.backgroundSource
/// reads them), the terrain drawn translucent so they show through.
void printOverBackground(MapPrintOptions& options);

struct MapPrintResult {
  int pages = 0;  // with the assembly index when the map is tiled
  int rows = 1;
  int cols = 1;
  double hexSizeMm = 0;    // hex maps
  double mmPerInch = 0;    // tabletop maps
  std::string paper;       // as printed, e.g. "letter landscape", or "612.00x480.00mm" for a whole-map page
  bool wholeMap = false;   // one page the size of the poster (single sheet, SVG, PNG), not a paper size
  double pageWidthMm = 0;  // every page's size, the assembly index's too
  double pageHeightMm = 0;
};

/// The printed hex size across flats in mm: option, else schema, else the fallback
/// (then with an info diagnostic saying so).
double resolveHexSizeMm(const MapPrintOptions& options, const model::Ruleset* ruleset, model::Diagnostics& diagnostics);

/// The pages exportMap writes with `options`, laid out by the same code before anything
/// is drawn (what an export dialog promises). nullopt with error diagnostics when
/// nothing can be printed.
std::optional<MapPrintResult> planMapPages(const model::Scenario& scenario, const model::Ruleset* ruleset,
                                           const MapPrintOptions& options, model::Diagnostics& diagnostics);

/// Writes the map to `out` atomically. `backgrounds` are drawn when options.layers.background
/// is set. Returns nullopt with error diagnostics on failure or cancellation (the target
/// is then untouched).
std::optional<MapPrintResult> exportMap(const model::Scenario& scenario, const model::Ruleset* ruleset,
                                        const MapPrintOptions& options, const std::filesystem::path& out,
                                        std::vector<BackgroundRaster> backgrounds, model::Diagnostics& diagnostics,
                                        model::ProgressReporter& progress);

}  // namespace hexwright::exporters
