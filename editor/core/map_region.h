#pragma once
// A copied piece of a hex map (Edit > Copy) that the Stamp tool stamps elsewhere, as
// Tiled's stamp brush does: the ground of each hex (terrain, elevation level, hex
// features), the hexside features along and between its hexes, and the route steps that
// run inside it, all relative to an anchor hex that follows the pointer. Units, areas,
// labels and vector pieces are not map ground and are not copied.
//
// The model stores hexes in axial coordinates; the printed offset numbering (flat- or
// pointy-top, odd or even shove, columns first, lettered sections) only names them. So
// every symmetry of the hex lattice is a symmetry of the map: the six 60-degree rotations
// and the mirrors across the grid's axes carry hexes to hexes and sides to sides whatever
// the numbering. Nothing a region holds points a way on the page: a directional hexside
// feature points at a hex (`toward`), which turns with the rest.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/hex/hex_layout.h"
#include "model/map/map.h"

namespace hexwright::editor {

struct RegionHex {
  model::HexCoord at;  // relative to the anchor
  model::TypeId terrain;
  int elevation = 0;
  std::vector<model::HexFeature> features;
  friend bool operator==(const RegionHex&, const RegionHex&) = default;
};

/// A side of a region hex with features: between two region hexes, or on the edge.
struct RegionSide {
  model::HexsideKey side;                       // relative, canonical
  std::vector<model::HexsideFeature> features;  // `toward` relative too
  friend bool operator==(const RegionSide&, const RegionSide&) = default;
};

/// A run of a route's steps inside the region (two hexes or more).
struct RegionRoute {
  model::TypeId type;
  std::string name;
  std::vector<model::HexCoord> path;  // relative
  friend bool operator==(const RegionRoute&, const RegionRoute&) = default;
};

/// The mirrors of a hex grid as the page shows it: left and right swap, or top and bottom.
enum class MirrorAxis { LeftRight, TopBottom };

struct MapRegion {
  model::Orientation orientation = model::Orientation::FlatTop;  // what left and right mean
  std::vector<RegionHex> hexes;                                  // sorted by `at`
  std::vector<RegionSide> sides;                                 // sorted by `side`
  std::vector<RegionRoute> routes;
  bool empty() const { return hexes.empty(); }
  friend bool operator==(const MapRegion&, const MapRegion&) = default;
};

/// The hexes of `selected` that are on the map, with what lies in and between them. The
/// anchor is the region's middle hex (the one nearest the mean of its centres), so the
/// stamp is centred on the pointer and turns about it.
MapRegion copyRegion(const model::Map& map, model::Orientation orientation,
                     const std::vector<model::HexCoord>& selected);

/// Turned `steps` times 60 degrees clockwise about the anchor.
MapRegion rotated(const MapRegion& region, int steps);
/// Mirrored across the anchor's vertical (LeftRight) or horizontal (TopBottom) axis.
MapRegion mirrored(const MapRegion& region, MirrorAxis axis);

/// The runs of `path` whose hexes are all in `inside`, two hexes or more each.
std::vector<std::vector<model::HexCoord>> runsInside(const std::vector<model::HexCoord>& path,
                                                     const std::set<model::HexCoord>& inside);

/// The hex `h` mirrored about hex (0,0) on a grid of this orientation.
model::HexCoord mirrorHex(model::HexCoord h, model::Orientation orientation, MirrorAxis axis);

}  // namespace hexwright::editor
