#pragma once
// The parts of a map other than the per-hex terrain and elevation arrays.
#include <optional>
#include <string>
#include <vector>

#include "model/core/attributes.h"
#include "model/core/strong_id.h"
#include "model/hex/hex_layout.h"

namespace hexwright::model {

/// A camp, ford, town, fort, battery site, landing, victory hex… in one hex.
struct HexFeature {
  TypeId type;
  Attributes attributes;  // e.g. camp type, owner side
  friend bool operator==(const HexFeature&, const HexFeature&) = default;
};

/// A stream, deep water, fence, wall, slope… on one hexside. Directional types record
/// `toward`: the downhill hex of a slope, or the hex that owns a rifle pit.
struct HexsideFeature {
  TypeId type;
  std::optional<HexCoord> toward;
  Attributes attributes;
  friend bool operator==(const HexsideFeature&, const HexsideFeature&) = default;
};

/// A road, trail, pike or railroad as a path of adjacent hexes; the hexside crossed
/// between two consecutive hexes is hexside(a, directionTo(a, b)).
struct Route {
  RouteId id;
  TypeId type;
  std::string name;
  std::vector<HexCoord> path;
  friend bool operator==(const Route&, const Route&) = default;
};

/// A set of hexes (setup zone, entry area, objective) or, on a tabletop map, a polygon
/// in inches (deployment zone).
struct NamedArea {
  AreaId id;
  std::string name;
  TypeId kind;                  // "setup", "entry", "objective", "deployment", …
  std::string side;             // owning side id, empty when none
  std::vector<HexCoord> hexes;  // kept sorted and unique
  std::vector<Vec2> polygon;    // tabletop only
  friend bool operator==(const NamedArea&, const NamedArea&) = default;
};

/// A place name. `at` is in map units: hexes across flats from hex (0,0)'s centre on
/// hex maps, inches on tabletop maps.
struct MapLabel {
  LabelId id;
  std::string text;
  Vec2 at;
  double rotationDegrees = 0;
  TypeId style;  // "town", "stream", "road", … or empty
  friend bool operator==(const MapLabel&, const MapLabel&) = default;
};

/// A raster stored in the bundle (georeferenced GeoTIFF), drawn under the map.
/// What a raster of the map holds: a picture drawn under the map (a scan, an aerial
/// photo), or the ground's heights that an import kept (drawn as hill shading in the
/// natural map style, never as a picture).
enum class RasterKind { Image, Elevation };

struct BackgroundImage {
  std::string file;  // path inside the bundle
  double opacity = 1.0;
  bool visible = true;
  RasterKind kind = RasterKind::Image;
  /// Set on a raster an import kept: the file it was read from (a re-import replaces it).
  std::string source;
  friend bool operator==(const BackgroundImage&, const BackgroundImage&) = default;
};

enum class GeometryKind { Point, Polyline, Polygon };

/// A traced or imported GIS feature, or a piece of a tabletop battlefield. Points are
/// in ground metres of the grid plane on hex maps, inches on tabletop maps.
struct VectorFeature {
  FeatureId id;
  TypeId type;
  GeometryKind geometry = GeometryKind::Polygon;
  std::vector<Vec2> points;
  std::string name;
  Attributes attributes;
  /// Polygons only: rings cut out of the outline (a clearing in a wood).
  std::vector<std::vector<Vec2>> holes;
  friend bool operator==(const VectorFeature&, const VectorFeature&) = default;
};

struct VectorLayer {
  LayerId id;
  std::string name;
  bool visible = true;
  std::vector<VectorFeature> features;
  /// Kept ground: the source file an import read this layer from (its file name). An
  /// import of the same source replaces the layer; the natural map style draws it. Empty
  /// for layers traced or drawn by hand.
  std::string source;
  friend bool operator==(const VectorLayer&, const VectorLayer&) = default;
};

}  // namespace hexwright::model
