#pragma once
// What a GIS import keeps of the ground it read: the source's polygons, lines and points
// clipped to the map, in grid-plane metres and simplified, as one vector layer of the
// bundle marked with its source. The natural map style draws the art from it, so the map
// can be redrawn without the source files (docs/natural-maps.md).
#include <string>

#include "importers/vector/plane_geometry.h"
#include "model/core/geometry.h"
#include "model/map/map.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers {

/// Outlines are simplified until no dropped vertex lay further than this from them on
/// the printed map: a quarter of a millimetre, under the width of a printed woods edge.
inline constexpr double kKeptToleranceMm = 0.25;
/// The printed hex size assumed when the ruleset does not state one (as `export map`).
inline constexpr double kKeptFallbackHexInches = 0.75;

/// kKeptToleranceMm in ground metres at the ruleset's printed hex size.
double keptTolerance(const model::Ruleset& ruleset, double metresAcrossFlats);

/// Douglas–Peucker: the fewest vertices of `line` within `tolerance` of it, the ends kept.
/// Written here because neither Clipper (CleanPolygon drops only near-collinear points)
/// nor OGR without a GEOS round trip per feature offers it on plain point lists.
std::vector<model::Vec2> simplifyLine(const std::vector<model::Vec2>& line, double tolerance);

class GroundKeeper {
 public:
  /// `source` names the file (its file name becomes the layer's name); `mapArea` is the
  /// map's hexes in grid-plane metres.
  GroundKeeper(std::string source, const model::Rect& mapArea, double tolerance);

  void addPolygon(const model::TypeId& type, const PlanePolygon& polygon, const std::string& name);
  void addLine(const model::TypeId& type, const Polyline& line, const std::string& name);
  void addPoint(const model::TypeId& type, model::Vec2 at, const std::string& name);

  /// Vertices read and kept so far (what `info` and the import report say).
  std::size_t pointsRead() const { return m_read; }
  std::size_t pointsKept() const { return m_kept; }
  /// The layer, with id "ground-<file name>" and `source` set.
  model::VectorLayer take();

 private:
  void push(model::VectorFeature f);

  std::string m_source;
  model::Rect m_area;
  double m_tolerance;
  model::VectorLayer m_layer;
  std::size_t m_read = 0;
  std::size_t m_kept = 0;
};

/// Puts `layer` in the map in place of the kept ground of the same source (also when it
/// is empty: a re-import that kept nothing clears what the last one kept), or, when it
/// holds something, after the map's other layers; another source's ground and layers
/// drawn by hand are untouched. The layer id is made unique among the map's layers.
void keepGround(model::Map& map, model::VectorLayer layer);

}  // namespace hexwright::importers
