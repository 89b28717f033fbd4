#include "importers/vector/polygon_coverage.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hexwright::importers {
namespace {

struct Box {
  double minX = std::numeric_limits<double>::max(), minY = minX;
  double maxX = std::numeric_limits<double>::lowest(), maxY = maxX;
  void add(model::Vec2 p) {
    minX = std::min(minX, p.x);
    minY = std::min(minY, p.y);
    maxX = std::max(maxX, p.x);
    maxY = std::max(maxY, p.y);
  }
  bool overlaps(const Box& o) const { return minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY; }
};

Box boxOf(const Ring& r) {
  Box b;
  for (const auto& p : r) b.add(p);
  return b;
}

double cross(model::Vec2 a, model::Vec2 b, model::Vec2 p) {
  return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
}

}  // namespace

double clippedArea(const Ring& ring, const std::array<model::Vec2, 6>& clip, Ring& a, Ring& b) {
  if (ring.size() < 3) return 0;
  double orientation = 0;
  for (std::size_t i = 0, j = 5; i < 6; j = i++) orientation += clip[j].x * clip[i].y - clip[i].x * clip[j].y;
  const double sign = orientation >= 0 ? 1.0 : -1.0;
  a.assign(ring.begin(), ring.end());
  for (std::size_t e = 0; e < 6; ++e) {
    const model::Vec2 c0 = clip[e];
    const model::Vec2 c1 = clip[(e + 1) % 6];
    b.clear();
    const std::size_t n = a.size();
    for (std::size_t i = 0; i < n; ++i) {
      const model::Vec2 p = a[(i + n - 1) % n];
      const model::Vec2 q = a[i];
      const double dp = sign * cross(c0, c1, p);
      const double dq = sign * cross(c0, c1, q);
      if (dq >= 0) {
        if (dp < 0) {
          const double t = dp / (dp - dq);
          b.push_back({p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)});
        }
        b.push_back(q);
      } else if (dp >= 0) {
        const double t = dp / (dp - dq);
        b.push_back({p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)});
      }
    }
    std::swap(a, b);
    if (a.size() < 3) return 0;
  }
  return ringArea(a);
}

CoverageGrid::CoverageGrid(const model::HexGrid& grid, const model::HexLayout& layout, std::size_t slots)
    : m_grid(grid),
      m_layout(layout),
      m_slots(slots),
      m_hexArea(std::sqrt(3.0) / 2 * layout.acrossFlats * layout.acrossFlats),
      m_area(grid.size() * slots, 0.0),
      m_touched(grid.size(), false) {}

void CoverageGrid::add(const PlanePolygon& polygon, std::size_t slot) {
  if (polygon.outer.size() < 3) return;
  const Box box = boxOf(polygon.outer);
  const auto& conv = m_grid.convention;
  // The offset rectangle spanned by the box's corners, one hex wider all round, holds
  // every hex the polygon can touch.
  int col0 = std::numeric_limits<int>::max(), row0 = col0, col1 = std::numeric_limits<int>::min(), row1 = col1;
  for (const model::Vec2 p : {model::Vec2{box.minX, box.minY}, model::Vec2{box.maxX, box.minY},
                              model::Vec2{box.maxX, box.maxY}, model::Vec2{box.minX, box.maxY}}) {
    const model::OffsetCoord o = model::toOffset(m_layout.worldToHex(p), conv.orientation, conv.shove);
    col0 = std::min(col0, o.col);
    col1 = std::max(col1, o.col);
    row0 = std::min(row0, o.row);
    row1 = std::max(row1, o.row);
  }
  col0 = std::max(col0 - 1, 0);
  row0 = std::max(row0 - 1, 0);
  col1 = std::min(col1 + 1, m_grid.columns - 1);
  row1 = std::min(row1 + 1, m_grid.rows - 1);
  std::vector<Box> holeBoxes;
  holeBoxes.reserve(polygon.holes.size());
  for (const Ring& h : polygon.holes) holeBoxes.push_back(boxOf(h));
  const double radius = m_layout.radius();
  for (int row = row0; row <= row1; ++row) {
    for (int col = col0; col <= col1; ++col) {
      const model::HexCoord hex = model::fromOffset({col, row}, conv.orientation, conv.shove);
      const model::Vec2 centre = m_layout.hexToWorld(hex);
      const Box hexBox{centre.x - radius, centre.y - radius, centre.x + radius, centre.y + radius};
      if (!hexBox.overlaps(box)) continue;
      const auto corners = m_layout.corners(hex);
      double area = clippedArea(polygon.outer, corners, m_scratchA, m_scratchB);
      if (area <= 0) continue;
      PlanePolygon piece{m_scratchA, {}};
      for (std::size_t i = 0; i < polygon.holes.size(); ++i) {
        if (!holeBoxes[i].overlaps(hexBox)) continue;
        const double hole = clippedArea(polygon.holes[i], corners, m_scratchA, m_scratchB);
        if (hole <= 0) continue;
        area -= hole;
        piece.holes.push_back(m_scratchA);
      }
      if (area <= 0) continue;
      const std::size_t index = m_grid.index(hex);
      m_area[index * m_slots + slot] += area;
      m_touched[index] = true;
      m_pieces[index * m_slots + slot].push_back(std::move(piece));
    }
  }
}

double CoverageGrid::fraction(std::size_t hex, std::size_t slot) const {
  return std::min(1.0, m_area[hex * m_slots + slot] / m_hexArea);
}

}  // namespace hexwright::importers
