#include "importers/vector/line_tracing.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace hexwright::importers {
namespace {

// Samples every `step` along the line, both ends included; consecutive duplicates are
// harmless to every caller.
template <class F>
void sample(const Polyline& line, double step, F&& visit) {
  if (line.empty()) return;
  visit(line.front());
  for (std::size_t i = 1; i < line.size(); ++i) {
    const model::Vec2 a = line[i - 1], b = line[i];
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    const int n = std::max(1, static_cast<int>(std::ceil(length / step)));
    for (int k = 1; k <= n; ++k) {
      const double t = static_cast<double>(k) / n;
      visit(model::Vec2{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)});
    }
  }
}

// Red Blob "Line drawing": the hexes between two hexes, `to` included, `from` not.
std::vector<model::HexCoord> hexLine(model::HexCoord from, model::HexCoord to) {
  const int n = model::distance(from, to);
  std::vector<model::HexCoord> out;
  // The nudge keeps points on a hexside from rounding both ways.
  const double q0 = from.q + 1e-6, r0 = from.r + 1e-6, q1 = to.q + 1e-6, r1 = to.r + 1e-6;
  for (int i = 1; i <= n; ++i) {
    const double t = static_cast<double>(i) / n;
    out.push_back(model::roundHex({q0 + (q1 - q0) * t, r0 + (r1 - r0) * t}));
  }
  return out;
}

// The hexes the line passes through; with `undoBacktracks`, A B A collapses to A.
std::vector<model::HexCoord> walk(const Polyline& line, const model::HexLayout& layout, bool undoBacktracks) {
  std::vector<model::HexCoord> path;
  auto append = [&](model::HexCoord h) {
    if (!path.empty() && path.back() == h) return;
    if (undoBacktracks && path.size() >= 2 && path[path.size() - 2] == h) {
      path.pop_back();
      return;
    }
    path.push_back(h);
  };
  sample(line, layout.acrossFlats / 8, [&](model::Vec2 p) {
    const model::HexCoord h = layout.worldToHex(p);
    if (path.empty() || model::distance(path.back(), h) <= 1) {
      append(h);
      return;
    }
    for (const model::HexCoord step : hexLine(path.back(), h)) append(step);
  });
  return path;
}

model::VertexKey nearestCorner(model::Vec2 p, const model::HexLayout& layout) {
  const model::HexCoord h = layout.worldToHex(p);
  int best = 0;
  double bestDistance = std::numeric_limits<double>::max();
  for (int c = 0; c < 6; ++c) {
    const model::Vec2 q = layout.corner(h, c);
    const double d = std::hypot(q.x - p.x, q.y - p.y);
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return model::vertex(h, best);
}

template <class T>
std::vector<T> uniqueInOrder(const std::vector<T>& items) {
  std::vector<T> out;
  std::set<T> seen;
  for (const T& t : items)
    if (seen.insert(t).second) out.push_back(t);
  return out;
}

}  // namespace

std::array<CornerStep, 3> cornerNeighbours(model::VertexKey v) {
  const model::HexCoord h = v.hex;
  const int c = v.corner;
  // Corner c lies on sides c and c+1 of its hex, and on side c+2 of the hex across side
  // c, where it is that hex's corner c+2.
  const model::HexCoord across = model::neighbor(h, c);
  return {CornerStep{model::vertex(h, c - 1), model::hexside(h, c)},
          CornerStep{model::vertex(h, c + 1), model::hexside(h, c + 1)},
          CornerStep{model::vertex(across, c + 1), model::hexside(across, c + 2)}};
}

std::vector<model::HexCoord> hexPath(const Polyline& line, const model::HexLayout& layout) {
  return walk(line, layout, true);
}

std::vector<model::HexsideKey> crossedHexsides(const Polyline& line, const model::HexLayout& layout) {
  const std::vector<model::HexCoord> path = walk(line, layout, false);
  std::vector<model::HexsideKey> sides;
  for (std::size_t i = 1; i < path.size(); ++i)
    sides.push_back(model::hexside(path[i - 1], model::directionTo(path[i - 1], path[i])));
  return uniqueInOrder(sides);
}

std::vector<model::HexsideKey> tracedHexsides(const Polyline& line, const model::HexLayout& layout) {
  std::vector<model::VertexKey> corners;
  std::vector<model::HexsideKey> sides;  // sides[i] joins corners[i] and corners[i + 1]
  auto stepTo = [&](const CornerStep& s) {
    if (corners.size() >= 2 && corners[corners.size() - 2] == s.to) {
      corners.pop_back();
      sides.pop_back();
      return;
    }
    corners.push_back(s.to);
    sides.push_back(s.side);
  };
  sample(line, layout.radius() / 4, [&](model::Vec2 p) {
    const model::VertexKey target = nearestCorner(p, layout);
    if (corners.empty()) {
      corners.push_back(target);
      return;
    }
    const model::Vec2 goal = layout.vertexPoint(target);
    // Greedy along hexsides towards the corner nearest the sample; samples are a
    // quarter of a side apart, so this is one or two steps.
    for (int guard = 0; corners.back() != target && guard < 64; ++guard) {
      const auto steps = cornerNeighbours(corners.back());
      const CornerStep* best = &steps[0];
      double bestDistance = std::numeric_limits<double>::max();
      for (const CornerStep& s : steps) {
        const model::Vec2 q = layout.vertexPoint(s.to);
        const double d = std::hypot(q.x - goal.x, q.y - goal.y);
        if (d < bestDistance) {
          bestDistance = d;
          best = &s;
        }
      }
      stepTo(*best);
    }
  });
  return uniqueInOrder(sides);
}

}  // namespace hexwright::importers
