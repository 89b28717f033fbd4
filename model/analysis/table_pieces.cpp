#include "model/analysis/table_pieces.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "model/core/polygon.h"

namespace hexwright::model {

namespace {

double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }

// The fraction along a-b where it meets the segment c-d, when they cross or touch.
std::optional<double> segmentHit(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  const Vec2 r = b - a, s = d - c;
  const double denom = cross(r, s);
  if (std::abs(denom) < 1e-12) return std::nullopt;  // parallel: no single crossing point
  const Vec2 ac = c - a;
  const double t = cross(ac, s) / denom;
  const double u = cross(ac, r) / denom;
  if (t < -1e-12 || t > 1 + 1e-12 || u < -1e-12 || u > 1 + 1e-12) return std::nullopt;
  return std::clamp(t, 0.0, 1.0);
}

void ringCrossings(Vec2 a, Vec2 b, const std::vector<Vec2>& ring, std::vector<double>& out) {
  if (ring.size() < 3) return;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++)
    if (auto t = segmentHit(a, b, ring[j], ring[i])) out.push_back(*t);
}

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = dot(ab, ab);
  const double t = len2 > 0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return length(p - lerp(a, b, t));
}

}  // namespace

bool pieceContains(const VectorFeature& piece, Vec2 p) {
  if (!pointInPolygon(p, piece.points)) return false;
  return std::none_of(piece.holes.begin(), piece.holes.end(),
                      [&](const std::vector<Vec2>& hole) { return pointInPolygon(p, hole); });
}

// Every crossing of an outline or hole splits the segment; each stretch between two is
// wholly in or out, which its midpoint tells.
std::vector<std::pair<double, double>> insideSpans(Vec2 a, Vec2 b, const VectorFeature& piece) {
  std::vector<double> cuts{0.0, 1.0};
  ringCrossings(a, b, piece.points, cuts);
  for (const auto& hole : piece.holes) ringCrossings(a, b, hole, cuts);
  std::sort(cuts.begin(), cuts.end());
  std::vector<std::pair<double, double>> spans;
  for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
    const double t0 = cuts[i], t1 = cuts[i + 1];
    if (t1 - t0 < 1e-9 || !pieceContains(piece, lerp(a, b, (t0 + t1) / 2))) continue;
    if (!spans.empty() && t0 - spans.back().second < 1e-9)
      spans.back().second = t1;
    else
      spans.push_back({t0, t1});
  }
  return spans;
}

std::optional<double> firstCrossing(Vec2 a, Vec2 b, const std::vector<Vec2>& polyline) {
  std::optional<double> first;
  for (std::size_t i = 0; i + 1 < polyline.size(); ++i)
    if (auto t = segmentHit(a, b, polyline[i], polyline[i + 1]); t && (!first || *t < *first)) first = t;
  return first;
}

double distanceToPolyline(Vec2 p, const std::vector<Vec2>& polyline) {
  if (polyline.empty()) return std::numeric_limits<double>::infinity();
  if (polyline.size() == 1) return length(p - polyline[0]);
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i + 1 < polyline.size(); ++i)
    best = std::min(best, distanceToSegment(p, polyline[i], polyline[i + 1]));
  return best;
}

Rect pieceBounds(const VectorFeature& piece) {
  if (piece.points.empty()) return {};
  double x0 = piece.points[0].x, y0 = piece.points[0].y, x1 = x0, y1 = y0;
  for (const Vec2 p : piece.points) {
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  return Rect::fromEdges(x0, y0, x1, y1);
}

}  // namespace hexwright::model
