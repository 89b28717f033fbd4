#pragma once
// Vector geometry in the grid plane (metres, hex (0,0)'s centre at the origin, y down):
// what OGR features become before they meet the hex grid. Pure.
#include <vector>

#include "model/hex/hex_layout.h"

namespace hexwright::importers {

using Ring = std::vector<model::Vec2>;  // closed implicitly: last point joins the first
using Polyline = std::vector<model::Vec2>;

struct PlanePolygon {
  Ring outer;
  std::vector<Ring> holes;
};

/// Shoelace area, positive whatever the ring's orientation.
double ringArea(const Ring& ring);
/// The polygon's area-weighted centroid (of its outer ring).
model::Vec2 centroid(const Ring& ring);

}  // namespace hexwright::importers
