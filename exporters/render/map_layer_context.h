#pragma once
// Internal to the map painter: what every layer function needs, and the layer
// functions themselves (one file per layer family). Not for use outside render/.
#include <vector>

#include "exporters/render/map_painter.h"

namespace hexwright::exporters::layers {

struct Context {
  const model::Scenario& scenario;
  const model::Map& map;
  const model::Ruleset* ruleset;
  const MapGeometry& geometry;
  const MapStyle& style;
  const MapPaintOptions& options;
  const std::vector<BackgroundRaster>& backgrounds;
  Rect visible;                                        // map mm
  std::vector<model::HexCoord> hexes;                  // grid hexes that reach into `visible`
  double devicePerMm = 1;                              // device units (px or pt) per map mm
  const BackgroundSource* backgroundSource = nullptr;  // read per drawn area when set
  double backgroundPixelsPerMm = 0;
  /// Skip detail smaller than this many device units (screen zoomed far out).
  bool shows(double sizeMm, double minDevice) const {
    return !options.screenLevelOfDetail || sizeMm * devicePerMm >= minDevice;
  }
  /// Screen zoomed so far out that hexes are a few pixels: per-hex colours go down as one
  /// nearest-neighbour image (hex_raster.h) and hexside lines lose their ornaments.
  static constexpr double kRasterBelowHexPixels = 12;
  bool farZoom() const { return !shows(geometry.hexAcross(), kRasterBelowHexPixels); }
};

/// The pictures under the map, or (`relief`) the kept DEMs' hill shading.
void paintBackgrounds(Canvas& c, const Context& ctx, bool relief = false);
void paintTerrain(Canvas& c, const Context& ctx);    // fills and patterns
void paintElevation(Canvas& c, const Context& ctx);  // tints and contour lines
void paintGrid(Canvas& c, const Context& ctx);
void paintAreas(Canvas& c, const Context& ctx);
void paintOverlay(Canvas& c, const Context& ctx);  // MapPaintOptions::overlay
void paintHexsides(Canvas& c, const Context& ctx);
void paintRoutes(Canvas& c, const Context& ctx);
void paintFeatures(Canvas& c, const Context& ctx);  // hex features and victory hexes
/// Where a hex's number is drawn (its top centre); vector labels keep clear of it.
Vec2 hexNumberAt(const MapGeometry& g, model::HexCoord h);
void paintHexNumbers(Canvas& c, const Context& ctx);
/// Hex-number ink for a hex of this ground colour: at least 4.5:1 contrast.
Color hexNumberColor(const Color& ground);
void paintLabels(Canvas& c, const Context& ctx);
/// Which vector layers a pass draws: kept ground (an import's source) or layers drawn by hand.
enum class VectorSelection { All, Kept, HandDrawn };
/// Polygons, then lines, points and names of the selected layers (polygons left out when
/// `polygons` is false: the natural style draws them first, under the game terrain).
void paintVectorLayers(Canvas& c, const Context& ctx, VectorSelection which = VectorSelection::All,
                       bool polygons = true);
/// The natural style's terrain art: kept polygons in precedence order, organic edges.
void paintKeptPolygons(Canvas& c, const Context& ctx);
/// The natural style's ground: the default terrain under the art, and the game terrain of
/// every hex the art disagrees with drawn over it (model/map/kept_ground.h).
void paintNaturalGround(Canvas& c, const Context& ctx);
void paintDisagreeingHexes(Canvas& c, const Context& ctx);
/// The natural style's crossings: where a kept road meets a kept stream, the game's
/// bridge or ford on that hexside (else a plain bridge) drawn along the road.
void paintCrossings(Canvas& c, const Context& ctx);
/// A kept line's course on the map as the natural style draws it (map mm, smoothed).
std::vector<Vec2> keptCourse(const Context& ctx, const model::VectorFeature& f);
void paintTableGrid(Canvas& c, const Context& ctx);
void paintTableAreas(Canvas& c, const Context& ctx);  // tabletop deployment zones
/// An area's name as the map prints it: without the explanation after ": " and without
/// rule citations in parentheses.
std::string areaMapName(const std::string& name);

}  // namespace hexwright::exporters::layers
