#pragma once
// How much of each hex a polygon covers. Pure and allocation-light: the hex grid is its
// own spatial index (a polygon's bounding box names the few columns and rows it can
// touch), and each hex is convex, so the exact intersection area is a Sutherland–
// Hodgman clip of the polygon against the hex's six sides, no GEOS call needed. That
// keeps classifying tens of thousands of hexes against thousands of polygons linear in
// the hexes each polygon touches.
#include <cstddef>
#include <unordered_map>
#include <vector>

#include "importers/vector/plane_geometry.h"
#include "model/hex/hex_grid.h"

namespace hexwright::importers {

/// Covered area per hex and per type slot (terrain type). Polygons of one slot overlap
/// all the time in real data (OSM woods drawn twice, land-use layers stacked), so each
/// polygon's piece inside each hex is kept: where a hex holds two or more pieces of a
/// slot, `mergeOverlaps` (coverage_union.h: slabs or Clipper) replaces their summed area
/// by the area of their union.
class CoverageGrid {
 public:
  CoverageGrid(const model::HexGrid& grid, const model::HexLayout& layout, std::size_t slots);

  /// Adds the polygon's intersection with every hex of the grid to `slot`.
  void add(const PlanePolygon& polygon, std::size_t slot);
  /// Covered share of the hex, 0..1.
  double fraction(std::size_t hex, std::size_t slot) const;
  /// Covered area in square metres (summed over pieces until mergeOverlaps has run).
  double area(std::size_t hex, std::size_t slot) const { return m_area[hex * m_slots + slot]; }
  void setArea(std::size_t hex, std::size_t slot, double area) { m_area[hex * m_slots + slot] = area; }
  /// The polygons' pieces inside each hex, by hex * slots() + slot.
  const std::unordered_map<std::size_t, std::vector<PlanePolygon>>& pieces() const { return m_pieces; }
  bool touched(std::size_t hex) const { return m_touched[hex]; }
  std::size_t slots() const { return m_slots; }
  double hexArea() const { return m_hexArea; }

 private:
  const model::HexGrid& m_grid;
  model::HexLayout m_layout;
  std::size_t m_slots;
  double m_hexArea;
  std::vector<double> m_area;  // hex * slots + slot
  std::vector<bool> m_touched;
  std::unordered_map<std::size_t, std::vector<PlanePolygon>> m_pieces;
  Ring m_scratchA, m_scratchB;
  Ring m_strip;  // the polygon cut to one column (flat-top) or row (pointy-top) of hexes
  std::vector<Ring> m_stripHoles;
};

/// The area of `ring` inside the convex polygon `clip` (counter-clockwise or clockwise);
/// the clipped ring is left in `scratchA`.
double clippedArea(const Ring& ring, const std::array<model::Vec2, 6>& clip, Ring& scratchA, Ring& scratchB);

}  // namespace hexwright::importers
