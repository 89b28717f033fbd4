#include "editor/core/hex_picking.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <unordered_set>

namespace hexwright::editor {

using model::HexCoord;
using model::Vec2;

std::optional<HexCoord> hexAt(const model::HexLayout& layout, const model::Map& map, Vec2 p) {
  const HexCoord h = layout.worldToHex(p);
  if (!map.contains(h)) return std::nullopt;
  return h;
}

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  const double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
  t = std::clamp(t, 0.0, 1.0);
  const double cx = a.x + t * dx - p.x;
  const double cy = a.y + t * dy - p.y;
  return std::sqrt(cx * cx + cy * cy);
}

HexsideHit nearestHexside(const model::HexLayout& layout, Vec2 p) {
  const HexCoord h = layout.worldToHex(p);
  HexsideHit best{model::hexside(h, 0), std::numeric_limits<double>::max()};
  // Side d runs between corners d - 1 and d (corner c lies between sides c and c + 1).
  for (int d = 0; d < 6; ++d) {
    const double dist = distanceToSegment(p, layout.corner(h, d - 1), layout.corner(h, d));
    if (dist < best.distance) best = {model::hexside(h, d), dist};
  }
  return best;
}

std::vector<HexCoord> brushHexes(const model::Map& map, HexCoord centre, int size) {
  std::vector<HexCoord> out;
  const int radius = std::clamp(size, 1, 8) - 1;
  if (map.contains(centre)) out.push_back(centre);
  for (int dq = -radius; dq <= radius; ++dq) {
    for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius); ++dr) {
      const HexCoord h{centre.q + dq, centre.r + dr};
      if (h != centre && map.contains(h)) out.push_back(h);
    }
  }
  return out;
}

std::vector<HexCoord> hexLine(HexCoord a, HexCoord b) {
  const int n = model::distance(a, b);
  std::vector<HexCoord> out;
  out.reserve(static_cast<std::size_t>(n) + 1);
  // Nudge the start off the exact edges so ties break consistently (Red Blob).
  const double aq = a.q + 1e-6, ar = a.r + 1e-6;
  const double bq = b.q + 1e-6, br = b.r + 1e-6;
  for (int i = 0; i <= n; ++i) {
    const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
    out.push_back(model::roundHex({aq + (bq - aq) * t, ar + (br - ar) * t}));
  }
  return out;
}

std::vector<HexCoord> floodRegion(const model::Map& map, HexCoord start) {
  std::vector<HexCoord> out;
  if (!map.contains(start)) return out;
  const model::TypeId target = map.terrainAt(start);
  std::vector<char> seen(map.grid().size(), 0);
  std::deque<HexCoord> queue{start};
  seen[map.grid().index(start)] = 1;
  while (!queue.empty()) {
    const HexCoord h = queue.front();
    queue.pop_front();
    out.push_back(h);
    for (int d = 0; d < 6; ++d) {
      const HexCoord n = model::neighbor(h, d);
      if (!map.contains(n)) continue;
      char& s = seen[map.grid().index(n)];
      if (s || map.terrainAt(n) != target) continue;
      s = 1;
      queue.push_back(n);
    }
  }
  return out;
}

model::Rect hexBounds(const model::HexLayout& layout, HexCoord h) {
  const Vec2 c = layout.hexToWorld(h);
  const double r = layout.radius();
  const double halfFlat = layout.acrossFlats / 2;
  if (layout.orientation == model::Orientation::FlatTop) return {c.x - r, c.y - halfFlat, 2 * r, 2 * halfFlat};
  return {c.x - halfFlat, c.y - r, 2 * halfFlat, 2 * r};
}

model::Rect mapBounds(const model::HexLayout& layout, const model::Map& map) {
  if (map.kind == model::GridKind::Table) {
    return {0, 0, map.table.widthInches * 25.4, map.table.depthInches * 25.4};
  }
  const auto& g = map.grid();
  model::Rect out;
  if (g.columns <= 0 || g.rows <= 0) return out;
  const auto& conv = g.convention;
  // The extreme hexes all lie on the first two and last two rows and columns.
  auto add = [&](int col, int row) {
    if (col < 0 || row < 0 || col >= g.columns || row >= g.rows) return;
    out = out.united(hexBounds(layout, model::fromOffset({col, row}, conv.orientation, conv.shove)));
  };
  for (int col = 0; col < g.columns; ++col) {
    add(col, 0), add(col, 1), add(col, g.rows - 2), add(col, g.rows - 1);
  }
  for (int row = 0; row < g.rows; ++row) {
    add(0, row), add(1, row), add(g.columns - 2, row), add(g.columns - 1, row);
  }
  return out;
}

std::vector<HexCoord> hexesIn(const model::HexLayout& layout, const model::Map& map, const model::Rect& r) {
  std::vector<HexCoord> out;
  const auto& g = map.grid();
  if (g.columns <= 0 || g.rows <= 0 || r.empty()) return out;
  const auto& conv = g.convention;
  int c0 = std::numeric_limits<int>::max(), c1 = std::numeric_limits<int>::min();
  int r0 = c0, r1 = c1;
  for (Vec2 p : {Vec2{r.x, r.y}, Vec2{r.right(), r.y}, Vec2{r.x, r.bottom()}, Vec2{r.right(), r.bottom()}}) {
    const model::OffsetCoord o = model::toOffset(layout.worldToHex(p), conv.orientation, conv.shove);
    c0 = std::min(c0, o.col), c1 = std::max(c1, o.col);
    r0 = std::min(r0, o.row), r1 = std::max(r1, o.row);
  }
  c0 = std::max(c0 - 1, 0), r0 = std::max(r0 - 1, 0);
  c1 = std::min(c1 + 1, g.columns - 1), r1 = std::min(r1 + 1, g.rows - 1);
  for (int row = r0; row <= r1; ++row) {
    for (int col = c0; col <= c1; ++col) {
      const HexCoord h = model::fromOffset({col, row}, conv.orientation, conv.shove);
      if (hexBounds(layout, h).intersects(r)) out.push_back(h);
    }
  }
  return out;
}

}  // namespace hexwright::editor
