#pragma once
// What the canvas shows, drawn with Cairo and no wx: the map itself by the shared
// exporters::MapPainter (so the screen is what prints), then the editor's overlays —
// unit stacks, problem markers, the selection and the active tool's preview.
// The canvas keeps the map layers in a backing image and redraws only dirty pixels;
// overlays are drawn on every frame.
#include <cairo.h>

#include <memory>

#include "editor/core/document.h"
#include "editor/core/tool.h"
#include "editor/core/viewport.h"
#include "editor/render/tile_layer.h"
#include "exporters/render/map_painter.h"

namespace hexwright::exporters {
class CairoResources;
}

namespace hexwright::editor {

struct MapViewOptions {
  exporters::MapLayers layers = screenLayers();
  double terrainOpacity = 1.0;                     // lower it to see a background raster through terrain
  exporters::MapArt art = exporters::MapArt::Hex;  // natural: art from the kept GIS ground
  double backgroundOpacity = 1.0;                  // multiplies each raster's own opacity
  bool showScan = false;  // the scan view (render/scan_view.h): the grid's colour contrasts with the scan
  bool units = true;
  bool problems = true;
  bool fastAntialias = true;  // CAIRO_ANTIALIAS_FAST for the map layers on screen
  bool cacheTiles = true;     // natural style: keep the terrain art and the grid in tiles between repaints

  static exporters::MapLayers screenLayers();
};

/// A pixel rectangle of the view.
struct PixelRect {
  int x = 0;
  int y = 0;
  int width = 0;
  int height = 0;
  bool empty() const { return width <= 0 || height <= 0; }
};

class MapView {
 public:
  MapView();
  ~MapView();
  MapView(const MapView&) = delete;
  MapView& operator=(const MapView&) = delete;

  /// The document to draw (not owned); call again after the grid changes.
  void setDocument(const Document* doc);
  const Document* document() const { return m_doc; }
  void setOptions(const MapViewOptions& options);
  const MapViewOptions& options() const { return m_options; }
  /// Georeferenced rasters to draw under the map.
  void setBackgrounds(std::vector<exporters::BackgroundRaster> rasters);

  /// Paints the map layers into the pixel rectangle `px` of `cr`, whose user space is the
  /// view's pixel space. Pixels outside the map are paper grey.
  void paintMap(cairo_t* cr, const Viewport& vp, const PixelRect& px) const;
  /// Paints unit stacks, problems, the selection and `preview` over the whole view.
  void paintOverlay(cairo_t* cr, const Viewport& vp, const Preview* preview) const;
  /// The whole view (map and overlays) in a new ARGB32 image surface the caller owns.
  cairo_surface_t* renderImage(const Viewport& vp, const Preview* preview = nullptr) const;

  /// How much of the cached map a change spoils: nothing (unit stacks and OOB edits are
  /// overlays), a world rectangle (the hexes touched, plus a margin for strokes and
  /// symbols that reach into neighbours), or all of it. A change to the kept ground,
  /// the rasters or the grid also drops the tiles it spoils.
  struct Damage {
    enum class Kind { None, Region, All };
    Kind kind = Kind::None;
    model::Rect region;
  };
  Damage damageFor(const model::ChangeSet& changes) const;
  /// The grid's colour: the painter's usual one, or with showScan the one that reads on
  /// the scan under the map (render/scan_view.h).
  exporters::Color gridColour() const { return m_gridColour; }
  /// Tiles (art and grid) rendered so far (none more on a repaint that found them all).
  std::size_t tilesRendered() const { return m_artTiles.rendered() + m_gridTiles.rendered(); }

 private:
  void rebuildPainter();
  void applyBackgrounds();
  bool usesTiles() const;
  void applyGridColour();
  void clearTiles() const;

  const Document* m_doc = nullptr;
  MapViewOptions m_options;
  std::unique_ptr<exporters::MapPainter> m_painter;
  std::shared_ptr<exporters::CairoResources> m_resources;
  std::vector<exporters::BackgroundRaster> m_backgrounds;
  mutable TileLayer m_artTiles;   // natural style: the terrain art
  mutable TileLayer m_gridTiles;  // natural style: the grid lines
  exporters::Color m_gridColour = exporters::MapPaintOptions{}.gridColor;
};

}  // namespace hexwright::editor
