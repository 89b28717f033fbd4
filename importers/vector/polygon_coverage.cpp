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

// One Sutherland–Hodgman step: the part of `from` where side(p) >= 0, into `to`. Each
// vertex's side is computed once and carried to the next segment (an index modulo the
// ring's size here cost more than the clipping's arithmetic).
template <typename Side>
void keepSide(const Ring& from, Side side, Ring& to) {
  to.clear();
  if (from.empty()) return;
  model::Vec2 p = from.back();
  double dp = side(p);
  for (const model::Vec2 q : from) {
    const double dq = side(q);
    if (dq >= 0) {
      if (dp < 0) {
        const double t = dp / (dp - dq);
        to.push_back({p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)});
      }
      to.push_back(q);
    } else if (dp >= 0) {
      const double t = dp / (dp - dq);
      to.push_back({p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)});
    }
    p = q;
    dp = dq;
  }
}

// The part of `in` between two axis-parallel lines (x, or y, from lo to hi), into `out`.
void clipToStrip(const Ring& in, bool alongX, double lo, double hi, Ring& scratch, Ring& out) {
  keepSide(
      in, [&](model::Vec2 p) { return (alongX ? p.x : p.y) - lo; }, scratch);
  keepSide(
      scratch, [&](model::Vec2 p) { return hi - (alongX ? p.x : p.y); }, out);
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
    const model::Vec2 c1 = clip[e == 5 ? 0 : e + 1];
    keepSide(
        a, [&](model::Vec2 p) { return sign * cross(c0, c1, p); }, b);
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
  // The hexes of one column (flat-top) or one row (pointy-top) share their extent across
  // it: the polygon is cut to that strip once, and each of its hexes clips the strip's
  // few vertices instead of the whole polygon's (a third of the clipping's cost).
  const bool flat = m_layout.orientation == model::Orientation::FlatTop;
  const int line0 = flat ? col0 : row0, line1 = flat ? col1 : row1;
  const int along0 = flat ? row0 : col0, along1 = flat ? row1 : col1;
  const double radius = m_layout.radius();
  const double slack = radius * 1e-9;  // the hex's own clip trims the strip exactly
  for (int line = line0; line <= line1; ++line) {
    auto hexAt = [&](int along) {
      return flat ? model::fromOffset({line, along}, conv.orientation, conv.shove)
                  : model::fromOffset({along, line}, conv.orientation, conv.shove);
    };
    const model::Vec2 first = m_layout.hexToWorld(hexAt(along0));
    const double across = flat ? first.x : first.y;
    const double lo = across - radius - slack, hi = across + radius + slack;
    if ((flat ? box.maxX : box.maxY) < lo || (flat ? box.minX : box.minY) > hi) continue;
    clipToStrip(polygon.outer, flat, lo, hi, m_scratchA, m_strip);
    if (m_strip.size() < 3) continue;
    const Box stripBox = boxOf(m_strip);
    m_stripHoles.resize(polygon.holes.size());
    std::vector<Box> holeBoxes(polygon.holes.size());
    for (std::size_t i = 0; i < polygon.holes.size(); ++i) {
      clipToStrip(polygon.holes[i], flat, lo, hi, m_scratchA, m_stripHoles[i]);
      holeBoxes[i] = boxOf(m_stripHoles[i]);
    }
    for (int along = along0; along <= along1; ++along) {
      const model::HexCoord hex = hexAt(along);
      const model::Vec2 centre = m_layout.hexToWorld(hex);
      const Box hexBox{centre.x - radius, centre.y - radius, centre.x + radius, centre.y + radius};
      if (!hexBox.overlaps(stripBox)) continue;
      const auto corners = m_layout.corners(hex);
      double area = clippedArea(m_strip, corners, m_scratchA, m_scratchB);
      if (area <= 0) continue;
      PlanePolygon piece{m_scratchA, {}};
      for (std::size_t i = 0; i < m_stripHoles.size(); ++i) {
        if (m_stripHoles[i].size() < 3 || !holeBoxes[i].overlaps(hexBox)) continue;
        const double hole = clippedArea(m_stripHoles[i], corners, m_scratchA, m_scratchB);
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
