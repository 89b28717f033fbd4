#pragma once
// Draws a scenario's map (hex or tabletop) onto a Canvas in map millimetres. The same
// painter serves print (exporters/print) and the editor's viewport: paint() draws only
// what lies inside the visible rectangle, so a screenful of a 40,000-hex map costs only
// the hexes on screen.
#include <memory>
#include <string>
#include <vector>

#include "exporters/render/canvas.h"
#include "exporters/render/map_geometry.h"
#include "exporters/render/map_style.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters {

/// Which layers to draw. Defaults are the printed map.
struct MapLayers {
  bool background = false;  // rasters under the map
  bool terrain = true;
  bool fills = true;  // terrain colour fills; off: outlines, patterns and symbols on white paper
  bool patterns = true;
  bool elevation = true;  // tints and contour lines (when the schema has elevation)
  bool grid = true;
  bool areas = true;
  bool hexsides = true;
  bool routes = true;
  bool features = true;
  bool victory = true;  // scenario victory hexes and their points
  bool hexNumbers = true;
  bool labels = true;
  bool vectors = false;   // traced GIS features on hex maps (always drawn on tabletops)
  bool tableGrid = true;  // tabletop: 6-inch grid
  bool frame = true;
};

/// How terrain is drawn. Hex: one colour and pattern per hex, the play aid. Natural: art
/// from the ground an import kept (woods edges, streams and roads along their real
/// courses) under the grid, with a hex's own terrain drawn over the art where they
/// disagree (docs/natural-maps.md).
enum class MapArt { Hex, Natural };

/// Which part of a hex map paint() draws, bottom to top. In the natural style the editor
/// keeps the art and the grid in cached tiles (they change with the kept ground, the
/// rasters, the grid or the options, not when a hex is painted) and draws the parts
/// between and over them live; print draws the whole. A tabletop is drawn whole.
enum class MapPart {
  Whole,
  NaturalArt,  // natural style only: the ground, raster backgrounds and kept polygons
  UnderGrid,   // hexes' terrain (natural: the hexes that disagree with the art), relief, lines, areas
  Grid,        // the grid lines
  OverGrid,    // hexsides, routes, features, hex numbers, labels, the frame
};

/// An analysis drawn over the map's terrain (docs/analysis.md): tinted hexes, and the
/// hexes it is about (the hexes that look, the unit that moves) ringed.
struct HexTint {
  model::HexCoord hex;
  Color color;
  friend bool operator==(const HexTint&, const HexTint&) = default;
};
/// On a tabletop: a square of the table (inches) tinted, and the points it is about.
struct TableTint {
  Rect square;
  Color color;
  friend bool operator==(const TableTint&, const TableTint&) = default;
};
struct MapOverlay {
  std::vector<HexTint> tints;
  std::vector<model::HexCoord> sources;
  std::vector<TableTint> tableTints;
  std::vector<Vec2> tableSources;
  bool empty() const { return tints.empty() && sources.empty() && tableTints.empty() && tableSources.empty(); }
};

struct MapPaintOptions {
  MapLayers layers;
  MapArt art = MapArt::Hex;
  double terrainOpacity = 1.0;  // lower it to see a background raster through terrain
  double gridWidthMm = 0.15;
  Color gridColor = colors::kGrid;
  double tableGridInches = 6.0;
  /// Screens skip detail that would be a few pixels tall (hex numbers, patterns) when
  /// zoomed far out; print always draws everything, however small.
  bool screenLevelOfDetail = false;
  /// A whole map a few inches across (the tiled export's assembly index): the natural
  /// art's polygons are drawn unsmoothed and without outlines, which would not show at
  /// that size and cost as much as a sheet of the map.
  bool thumbnail = false;
  MapOverlay overlay;
};

/// A raster to draw under the map: pixels plus where they lie in the grid plane.
struct BackgroundRaster {
  std::string name;
  RasterImage image;
  Affine2D pixelToGroundMetres;  // pixel (col,row) to grid-plane metres; tabletop: inches
  double opacity = 1.0;
  /// Hill shading of a kept DEM: laid over the natural style's terrain art, never drawn
  /// as a picture under the map.
  bool relief = false;
};

/// Background pixels read on demand for the part of the map being drawn, so a scan far
/// larger than memory prints one sheet's window at a time. Implemented where GDAL may be
/// used (importers' background decoder, wired by the CLI); the painter sees only pixels.
class BackgroundSource {
 public:
  virtual ~BackgroundSource() = default;
  /// Rasters covering `ground` (grid-plane metres; tabletop: table inches) at about
  /// `pixelsPerUnit` pixels per ground unit.
  virtual std::vector<BackgroundRaster> window(const Rect& ground, double pixelsPerUnit) const = 0;
};

class MapPainter {
 public:
  /// `ruleset` may be null (colours then come from ids). The scenario and ruleset must
  /// outlive the painter.
  MapPainter(const model::Scenario& scenario, const model::Ruleset* ruleset, MapGeometry geometry,
             MapPaintOptions options = {});

  const MapGeometry& geometry() const { return m_geometry; }
  const MapStyle& style() const { return m_style; }
  const MapPaintOptions& options() const { return m_options; }
  void setOptions(const MapPaintOptions& o) { m_options = o; }
  void setBackgrounds(std::vector<BackgroundRaster> rasters) { m_backgrounds = std::move(rasters); }
  /// Reads backgrounds per drawn area instead, at `pixelsPerMm` pixels per map mm.
  void setBackgroundSource(std::shared_ptr<const BackgroundSource> source, double pixelsPerMm) {
    m_backgroundSource = std::move(source);
    m_backgroundPixelsPerMm = pixelsPerMm;
  }

  /// Draws the part of the map inside `visible` (map mm) on a canvas whose current
  /// units are map millimetres.
  void paint(Canvas& canvas, const Rect& visible, MapPart part = MapPart::Whole) const;
  /// The editor's entry point: draws the world rectangle `world` (map mm) onto a canvas
  /// whose units are device pixels, `pixelsPerMm` pixels per map millimetre, with
  /// world's top-left corner at the canvas origin.
  void paintView(Canvas& canvas, const Rect& world, double pixelsPerMm) const;

 private:
  const model::Scenario& m_scenario;
  const model::Ruleset* m_ruleset;
  MapGeometry m_geometry;
  MapStyle m_style;
  MapPaintOptions m_options;
  std::vector<BackgroundRaster> m_backgrounds;
  std::shared_ptr<const BackgroundSource> m_backgroundSource;
  double m_backgroundPixelsPerMm = 0;
};

}  // namespace hexwright::exporters
