#pragma once
// Geometry the tools need on top of model/hex: which hex or hexside is under a point,
// brush footprints, hex lines for fast drags, flood fill, and the map's world bounds.
// World units are those of the editor's HexLayout (millimetres on the printed map).
#include <optional>
#include <vector>

#include "model/hex/hex_layout.h"
#include "model/map/map.h"

namespace hexwright::editor {

/// The hex under `p` when it is on the map.
std::optional<model::HexCoord> hexAt(const model::HexLayout& layout, const model::Map& map, model::Vec2 p);

/// The side of the hex under `p` that is nearest to it, and the distance from `p` to that
/// side's segment in world units.
struct HexsideHit {
  model::HexsideKey key;
  double distance = 0;
};
HexsideHit nearestHexside(const model::HexLayout& layout, model::Vec2 p);

/// Distance from `p` to the segment [a, b].
double distanceToSegment(model::Vec2 p, model::Vec2 a, model::Vec2 b);

/// Brush footprint: size 1 is one hex, 2 adds the ring around it, 3 two rings. Only hexes
/// on the map are returned, centre first.
std::vector<model::HexCoord> brushHexes(const model::Map& map, model::HexCoord centre, int size);

/// Every hex from a to b inclusive along a straight line (Red Blob "Line drawing"),
/// so a fast drag does not skip hexes. Consecutive hexes are adjacent.
std::vector<model::HexCoord> hexLine(model::HexCoord a, model::HexCoord b);

/// The connected region of hexes with the same terrain as `start`.
std::vector<model::HexCoord> floodRegion(const model::Map& map, model::HexCoord start);

/// Bounding box of one hex.
model::Rect hexBounds(const model::HexLayout& layout, model::HexCoord h);
/// Bounding box of the whole grid (or the table on tabletop maps).
model::Rect mapBounds(const model::HexLayout& layout, const model::Map& map);
/// Hexes whose bounds intersect `r`, clipped to the map, in row-major order.
std::vector<model::HexCoord> hexesIn(const model::HexLayout& layout, const model::Map& map, const model::Rect& r);

}  // namespace hexwright::editor
