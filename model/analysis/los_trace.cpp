#include "model/analysis/los_trace.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace hexwright::model {

namespace {

// Hex centres in the plane, neighbours one unit apart (pointy-top; a flat-top map is the
// same grid turned, so the hexes a line passes are the same).
struct Point {
  double x, y;
};
const double kRoot3 = std::sqrt(3.0);
Point centre(HexCoord h) { return {h.q + h.r / 2.0, h.r * kRoot3 / 2.0}; }
double dot(Point a, Point b) { return a.x * b.x + a.y * b.y; }

// Walks the segment p0 -> p1 hex by hex (the hex is a convex polygon: the line leaves it
// through the side whose half-plane it reaches first). The segment is nudged off the true
// line, so it never passes exactly through a corner and every exit is unambiguous.
TracePath walk(HexCoord to, double nudge) {
  const Point a = centre({0, 0}), b = centre(to);
  const Point dir{b.x - a.x, b.y - a.y};
  const double len = std::sqrt(dot(dir, dir));
  const Point p0{a.x - dir.y / len * nudge, a.y + dir.x / len * nudge};
  TracePath p;
  HexCoord cur{0, 0};
  double t = 0;
  p.hexes.push_back(cur);
  p.hexAt.push_back(0);
  for (int guard = 0; cur != to && guard < 4 * distance({0, 0}, to) + 4; ++guard) {
    double best = INFINITY;
    int exit = 0;
    const Point c = centre(cur);
    for (int d = 0; d < 6; ++d) {
      const Point n = centre(direction(d));  // unit normal toward the neighbour
      const double along = dot(dir, n);
      if (along <= 0) continue;
      const double s = (dot(c, n) + 0.5 - dot(p0, n)) / along;
      if (s < best) best = s, exit = d;
    }
    t = std::max(t, best);
    cur = neighbor(cur, exit);
    p.directions.push_back(exit);
    p.sideAt.push_back(std::clamp(t, 0.0, 1.0));
    p.hexes.push_back(cur);
    const Point cc = centre(cur);
    p.hexAt.push_back(std::clamp(dot({cc.x - a.x, cc.y - a.y}, dir) / (len * len), 0.0, 1.0));
  }
  return p;
}

// The side between two neighbours lies on the line when both its corners do.
bool sideOnLine(HexCoord h, int d, HexCoord to) {
  const Point a = centre({0, 0}), b = centre(to), c = centre(h), n = centre(direction(d));
  const Point mid{c.x + n.x / 2, c.y + n.y / 2};
  const Point half{-n.y / (2 * kRoot3), n.x / (2 * kRoot3)};  // half the side, along it
  const Point dir{b.x - a.x, b.y - a.y};
  const double len = std::sqrt(dot(dir, dir));
  const auto off = [&](Point q) { return std::abs((q.x - a.x) * dir.y - (q.y - a.y) * dir.x) / len; };
  return off({mid.x + half.x, mid.y + half.y}) < 1e-9 && off({mid.x - half.x, mid.y - half.y}) < 1e-9;
}

}  // namespace

Trace traceLine(HexCoord offset) {
  Trace t;
  t.length = distance({0, 0}, offset);
  t.left = walk(offset, 1e-7);
  t.right = walk(offset, -1e-7);
  if (!t.split()) return t;
  for (HexCoord l : t.left.hexes)
    for (int d = 0; d < 6; ++d) {
      const HexCoord r = neighbor(l, d);
      if (std::find(t.right.hexes.begin(), t.right.hexes.end(), r) == t.right.hexes.end()) continue;
      if (std::find(t.left.hexes.begin(), t.left.hexes.end(), r) != t.left.hexes.end()) continue;
      if (sideOnLine(l, d, offset)) t.along.push_back({l, d});
    }
  return t;
}

std::vector<HexCoord> offsetsWithin(int range) {
  std::vector<HexCoord> out;
  for (int k = 1; k <= range; ++k) {
    HexCoord h = direction(4) * k;
    for (int side = 0; side < 6; ++side)
      for (int j = 0; j < k; ++j) {
        out.push_back(h);
        h = neighbor(h, side);
      }
  }
  return out;
}

}  // namespace hexwright::model
