#include "importers/vector/coverage_union.h"

#include <algorithm>
#include <clipper.hpp>
#include <cmath>
#include <thread>
#include <utility>
#include <vector>

namespace hexwright::importers {
namespace {

// Integer coordinates: pieces of one hex are translated to their own corner and scaled
// so the largest extent spans 2^30 units, inside Clipper's fast 64-bit range (loRange).
// The rounding error is then 1e-9 of the hex per vertex, far below any coverage share.
constexpr double kUnits = 1073741823.0;  // ClipperLib::loRange

struct Frame {
  double x0 = 0, y0 = 0, scale = 1;
  ClipperLib::IntPoint map(model::Vec2 p) const {
    return {static_cast<ClipperLib::cInt>(std::llround((p.x - x0) * scale)),
            static_cast<ClipperLib::cInt>(std::llround((p.y - y0) * scale))};
  }
};

ClipperLib::Path path(const Ring& ring, const Frame& frame, bool positive) {
  ClipperLib::Path out;
  out.reserve(ring.size());
  for (const model::Vec2 p : ring) out.push_back(frame.map(p));
  // Non-zero winding makes the union: every outer ring counts +1 and every hole -1, so a
  // point in one polygon's hole is still covered when another polygon covers it.
  if (ClipperLib::Orientation(out) != positive) ClipperLib::ReversePath(out);
  return out;
}

double clipperUnionArea(const std::vector<const PlanePolygon*>& pieces) {
  double minX = INFINITY, minY = INFINITY, maxX = -INFINITY, maxY = -INFINITY;
  for (const PlanePolygon* piece : pieces)
    for (const model::Vec2 p : piece->outer) {
      minX = std::min(minX, p.x);
      minY = std::min(minY, p.y);
      maxX = std::max(maxX, p.x);
      maxY = std::max(maxY, p.y);
    }
  const double extent = std::max(maxX - minX, maxY - minY);
  const Frame frame{minX, minY, extent > 0 && std::isfinite(extent) ? kUnits / extent : 1.0};
  ClipperLib::Paths subject;
  for (const PlanePolygon* piece : pieces) {
    if (piece->outer.size() < 3) continue;
    subject.push_back(path(piece->outer, frame, true));
    for (const Ring& hole : piece->holes)
      if (hole.size() >= 3) subject.push_back(path(hole, frame, false));
  }
  if (subject.empty()) return 0;
  ClipperLib::Clipper clipper;
  clipper.AddPaths(subject, ClipperLib::ptSubject, true);
  ClipperLib::Paths solution;
  if (!clipper.Execute(ClipperLib::ctUnion, solution, ClipperLib::pftNonZero, ClipperLib::pftNonZero)) return -1;
  // Outer rings come back with positive area and holes with negative: the sum is the area.
  double area = 0;
  for (const ClipperLib::Path& p : solution) area += ClipperLib::Area(p);
  return area / (frame.scale * frame.scale);
}

// Exact union area of a few small pieces by vertical slabs: between consecutive
// x-coordinates of vertices and edge crossings no two edges cross, so the covered length
// of a vertical line is linear across the slab and its value at the slab's middle times
// the slab's width is the slab's area. Written here rather than calling Clipper for every
// hex because Clipper builds a full polygon result (edges, joins, output rings: about
// 40,000 instructions for three 6-vertex pieces) when only an area is wanted; this needs
// a tenth of that. Quadratic in the edges, so only for pieces with few vertices
// (kSlabEdgeLimit); larger sets go to Clipper.
constexpr std::size_t kSlabEdgeLimit = 96;

struct Edge {
  double x0, y0, x1, y1;  // x0 < x1
  int winding;            // +1 where crossing it upwards enters the piece, -1 where it leaves
  double slope;
  double yAt(double x) const { return y0 + slope * (x - x0); }
};

void addRing(const Ring& ring, bool outer, std::vector<Edge>& edges) {
  double twiceArea = 0;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++)
    twiceArea += ring[j].x * ring[i].y - ring[i].x * ring[j].y;
  // Counter-clockwise outer rings (in x-right, y-up terms) have the inside above the edges
  // that run rightwards; holes the other way round.
  const int sense = (twiceArea > 0) == outer ? 1 : -1;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const model::Vec2 p = ring[j], q = ring[i];
    if (p.x == q.x) continue;  // vertical edges bound no slab
    if (p.x < q.x)
      edges.push_back({p.x, p.y, q.x, q.y, sense, (q.y - p.y) / (q.x - p.x)});
    else
      edges.push_back({q.x, q.y, p.x, p.y, -sense, (p.y - q.y) / (p.x - q.x)});
  }
}

double slabUnionArea(const std::vector<const PlanePolygon*>& pieces, std::vector<Edge>& edges,
                     std::vector<const Edge*>& active, std::vector<double>& xs,
                     std::vector<std::pair<double, int>>& crossings) {
  edges.clear();
  xs.clear();
  for (const PlanePolygon* piece : pieces) {
    if (piece->outer.size() < 3) continue;
    addRing(piece->outer, true, edges);
    for (const Ring& hole : piece->holes)
      if (hole.size() >= 3) addRing(hole, false, edges);
  }
  // Edges by their left end: a pair can cross only while the second starts before the
  // first ends, and each slab's edges are found by walking forward, not by testing all.
  std::sort(edges.begin(), edges.end(), [](const Edge& a, const Edge& b) { return a.x0 < b.x0; });
  for (const Edge& e : edges) {
    xs.push_back(e.x0);
    xs.push_back(e.x1);
  }
  for (std::size_t i = 0; i < edges.size(); ++i) {
    const Edge& a = edges[i];
    const double aLow = std::min(a.y0, a.y1), aHigh = std::max(a.y0, a.y1);
    for (std::size_t j = i + 1; j < edges.size() && edges[j].x0 < a.x1; ++j) {
      const Edge& b = edges[j];
      if (std::max(b.y0, b.y1) < aLow || std::min(b.y0, b.y1) > aHigh) continue;
      const double lo = b.x0, hi = std::min(a.x1, b.x1);
      if (lo >= hi) continue;
      const double dLo = a.yAt(lo) - b.yAt(lo), dHi = a.yAt(hi) - b.yAt(hi);
      if ((dLo < 0 && dHi > 0) || (dLo > 0 && dHi < 0)) xs.push_back(lo + (hi - lo) * dLo / (dLo - dHi));
    }
  }
  std::sort(xs.begin(), xs.end());
  double area = 0;
  active.clear();
  std::size_t next = 0;
  for (std::size_t k = 0; k + 1 < xs.size(); ++k) {
    const double xa = xs[k], xb = xs[k + 1];
    if (!(xb > xa)) continue;
    const double xm = (xa + xb) / 2;
    while (next < edges.size() && edges[next].x0 < xm) active.push_back(&edges[next++]);
    std::erase_if(active, [xm](const Edge* e) { return !(xm < e->x1); });
    crossings.clear();
    for (const Edge* e : active) crossings.push_back({e->yAt(xm), e->winding});
    std::sort(crossings.begin(), crossings.end());
    double covered = 0, from = 0;
    int winding = 0;
    for (const auto& [y, w] : crossings) {
      if (winding > 0) covered += y - from;
      winding += w;
      from = y;
    }
    area += covered * (xb - xa);
  }
  return area;
}

struct Box {
  double minX = INFINITY, minY = INFINITY, maxX = -INFINITY, maxY = -INFINITY;
  bool overlaps(const Box& o) const { return minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY; }
};

// Above this many pieces in one hex the quadratic grouping below would cost more than it
// saves; Clipper alone stays n log n.
constexpr std::size_t kGroupingLimit = 64;

// Buffers reused from hex to hex: allocation was a fifth of the merge's cost.
struct UnionScratch {
  std::vector<const PlanePolygon*> group;
  std::vector<double> areas;
  std::vector<Box> boxes;
  std::vector<std::size_t> parent;
  std::vector<Edge> edges;
  std::vector<const Edge*> active;
  std::vector<double> xs;
  std::vector<std::pair<double, int>> crossings;
};

double unionArea(const std::vector<PlanePolygon>& pieces, double whole, UnionScratch& s) {
  const std::size_t n = pieces.size();
  if (n > kGroupingLimit) {
    s.group.clear();
    for (const PlanePolygon& p : pieces) s.group.push_back(&p);
    return clipperUnionArea(s.group);
  }
  // Most hexes need no clipping at all (in the import benchmark 39% of the hexes with
  // several pieces): a piece that fills the whole hex is the union, and pieces whose
  // boxes touch no other piece's box add their own area.
  s.areas.assign(n, 0.0);
  s.boxes.assign(n, Box{});
  for (std::size_t i = 0; i < n; ++i) {
    s.areas[i] = ringArea(pieces[i].outer);
    for (const Ring& hole : pieces[i].holes) s.areas[i] -= ringArea(hole);
    Box& b = s.boxes[i];
    for (const model::Vec2 p : pieces[i].outer) {
      b.minX = std::min(b.minX, p.x);
      b.minY = std::min(b.minY, p.y);
      b.maxX = std::max(b.maxX, p.x);
      b.maxY = std::max(b.maxY, p.y);
    }
    if (whole > 0 && s.areas[i] >= whole * (1 - 1e-12)) return s.areas[i];
  }
  // Groups of pieces whose boxes overlap, transitively (union-find).
  s.parent.resize(n);
  for (std::size_t i = 0; i < n; ++i) s.parent[i] = i;
  auto root = [&](std::size_t i) {
    while (s.parent[i] != i) i = s.parent[i] = s.parent[s.parent[i]];
    return i;
  };
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      if (s.boxes[i].overlaps(s.boxes[j])) s.parent[root(i)] = root(j);
  double total = 0;
  for (std::size_t r = 0; r < n; ++r) {
    if (root(r) != r) continue;
    s.group.clear();
    double alone = 0;
    std::size_t vertices = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (root(i) == r) {
        s.group.push_back(&pieces[i]);
        alone = s.areas[i];
        vertices += pieces[i].outer.size();
        for (const Ring& hole : pieces[i].holes) vertices += hole.size();
      }
    const double area = s.group.size() == 1          ? alone
                        : vertices <= kSlabEdgeLimit ? slabUnionArea(s.group, s.edges, s.active, s.xs, s.crossings)
                                                     : clipperUnionArea(s.group);
    if (area < 0) return -1;
    total += area;
  }
  return total;
}

}  // namespace

double unionArea(const std::vector<PlanePolygon>& pieces, double whole) {
  UnionScratch scratch;
  return unionArea(pieces, whole, scratch);
}

std::size_t mergeOverlaps(CoverageGrid& coverage, const std::vector<double>& neededShares) {
  const std::size_t slots = coverage.slots();
  std::size_t overlapping = 0;
  std::vector<std::pair<std::size_t, const std::vector<PlanePolygon>*>> work;
  for (const auto& [key, pieces] : coverage.pieces()) {
    if (pieces.size() < 2) continue;
    ++overlapping;
    const std::size_t slot = key % slots;
    if (slot < neededShares.size()) {
      // The union lies between the largest piece and the sum of all; the comparison is
      // chooseTerrain's (terrain_choice.h), tolerance included.
      const double needed = neededShares[slot];
      if (coverage.fraction(key / slots, slot) + 1e-12 < needed) continue;
      if (slots == 1 && std::any_of(pieces.begin(), pieces.end(), [&](const PlanePolygon& p) {
            double area = ringArea(p.outer);
            for (const Ring& hole : p.holes) area -= ringArea(hole);
            return area / coverage.hexArea() >= needed;
          }))
        continue;
    }
    work.push_back({key, &pieces});
  }
  // Hexes are independent: the two halves of the list go to two threads (the machines
  // this runs on have two cores or more), each with its own buffers.
  std::vector<double> areas(work.size());
  auto measure = [&](std::size_t from, std::size_t to) {
    UnionScratch scratch;
    for (std::size_t i = from; i < to; ++i) areas[i] = unionArea(*work[i].second, coverage.hexArea(), scratch);
  };
  const std::size_t half = work.size() / 2;
  if (work.size() >= 512) {
    std::thread other(measure, half, work.size());
    measure(0, half);
    other.join();
  } else {
    measure(0, work.size());
  }
  for (std::size_t i = 0; i < work.size(); ++i) {
    if (areas[i] < 0) continue;  // Clipper refused: the summed area stays, capped at the hex
    coverage.setArea(work[i].first / slots, work[i].first % slots, areas[i]);
  }
  return overlapping;
}

}  // namespace hexwright::importers
