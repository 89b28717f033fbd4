#include "exporters/render/map_geometry.h"

#include <algorithm>
#include <limits>

namespace hexwright::exporters {

using model::HexCoord;
using model::OffsetCoord;

MapGeometry MapGeometry::forHexMap(const model::Map& map, double hexAcrossMm) {
  MapGeometry g;
  g.m_grid = map.grid();
  g.m_layout.orientation = g.m_grid.convention.orientation;
  g.m_layout.acrossFlats = hexAcrossMm;
  g.m_layout.origin = {0, 0};
  // Extent of the outline: only hexes on the grid's border can reach it.
  double minX = std::numeric_limits<double>::infinity(), minY = minX, maxX = -minX, maxY = -minX;
  const auto& c = g.m_grid.convention;
  auto take = [&](int col, int row) {
    for (const Vec2 p : g.m_layout.corners(model::fromOffset({col, row}, c.orientation, c.shove))) {
      minX = std::min(minX, p.x), minY = std::min(minY, p.y);
      maxX = std::max(maxX, p.x), maxY = std::max(maxY, p.y);
    }
  };
  const int cols = g.m_grid.columns, rows = g.m_grid.rows;
  for (int col = 0; col < cols; ++col) {
    take(col, 0);
    take(col, rows - 1);
    if (rows > 1) take(col, 1);  // shoved columns/rows put the extreme one hex in
    if (rows > 1) take(col, rows - 2);
  }
  for (int row = 0; row < rows; ++row) {
    take(0, row);
    take(cols - 1, row);
    if (cols > 1) take(1, row);
    if (cols > 1) take(cols - 2, row);
  }
  if (cols <= 0 || rows <= 0) minX = minY = maxX = maxY = 0;
  g.m_layout.origin = {-minX, -minY};
  g.m_bounds = {0, 0, maxX - minX, maxY - minY};
  if (map.ground.yardsAcrossFlats > 0) g.m_mmPerMetre = hexAcrossMm / map.ground.metresAcrossFlats();
  return g;
}

MapGeometry MapGeometry::forTable(const model::Map& map, double mmPerInch) {
  MapGeometry g;
  g.m_table = true;
  g.m_mmPerInch = mmPerInch;
  g.m_bounds = {0, 0, map.table.widthInches * mmPerInch, map.table.depthInches * mmPerInch};
  return g;
}

std::array<Vec2, 2> MapGeometry::sideEnds(const model::HexsideKey& k) const {
  return {m_layout.corner(k.hex, k.side - 1), m_layout.corner(k.hex, k.side)};
}

std::vector<HexCoord> MapGeometry::hexesIn(const Rect& r) const {
  std::vector<HexCoord> out;
  if (m_table || m_grid.columns <= 0 || m_grid.rows <= 0 || !r.intersects(m_bounds.inflated(1))) return out;
  const auto& c = m_grid.convention;
  int minCol = std::numeric_limits<int>::max(), minRow = minCol, maxCol = std::numeric_limits<int>::min(),
      maxRow = maxCol;
  for (const Vec2 p : {Vec2{r.x, r.y}, Vec2{r.right(), r.y}, Vec2{r.x, r.bottom()}, Vec2{r.right(), r.bottom()}}) {
    const OffsetCoord o = model::toOffset(m_layout.worldToHex(p), c.orientation, c.shove);
    minCol = std::min(minCol, o.col), maxCol = std::max(maxCol, o.col);
    minRow = std::min(minRow, o.row), maxRow = std::max(maxRow, o.row);
  }
  // One hex of slack covers outlines that poke into the rectangle from outside.
  minCol = std::max(0, minCol - 1), minRow = std::max(0, minRow - 1);
  maxCol = std::min(m_grid.columns - 1, maxCol + 1), maxRow = std::min(m_grid.rows - 1, maxRow + 1);
  if (minCol > maxCol || minRow > maxRow) return out;
  out.reserve(static_cast<std::size_t>(maxCol - minCol + 1) * static_cast<std::size_t>(maxRow - minRow + 1));
  for (int row = minRow; row <= maxRow; ++row)
    for (int col = minCol; col <= maxCol; ++col) out.push_back(model::fromOffset({col, row}, c.orientation, c.shove));
  return out;
}

Vec2 MapGeometry::fromMapUnits(Vec2 at) const {
  if (m_table) return {at.x * m_mmPerInch, at.y * m_mmPerInch};
  return {m_layout.origin.x + at.x * m_layout.acrossFlats, m_layout.origin.y + at.y * m_layout.acrossFlats};
}

Vec2 MapGeometry::fromGroundMetres(Vec2 m) const {
  if (m_table) return fromMapUnits(m);
  return {m_layout.origin.x + m.x * m_mmPerMetre, m_layout.origin.y + m.y * m_mmPerMetre};
}

}  // namespace hexwright::exporters
