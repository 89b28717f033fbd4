#include "importers/common/kept_ground.h"

#include <algorithm>
#include <clipper.hpp>
#include <cmath>
#include <filesystem>

namespace hexwright::importers {
namespace {

// Clipper works on integers: millimetres of ground are far finer than any printed line.
constexpr double kClipperUnitsPerMetre = 1000.0;

ClipperLib::Path toClipper(const std::vector<model::Vec2>& ring) {
  ClipperLib::Path out;
  out.reserve(ring.size());
  for (const model::Vec2 p : ring)
    out.push_back({static_cast<ClipperLib::cInt>(std::llround(p.x * kClipperUnitsPerMetre)),
                   static_cast<ClipperLib::cInt>(std::llround(p.y * kClipperUnitsPerMetre))});
  return out;
}

std::vector<model::Vec2> fromClipper(const ClipperLib::Path& path) {
  std::vector<model::Vec2> out;
  out.reserve(path.size());
  for (const ClipperLib::IntPoint& p : path)
    out.push_back({static_cast<double>(p.X) / kClipperUnitsPerMetre, static_cast<double>(p.Y) / kClipperUnitsPerMetre});
  return out;
}

// Kept points are rounded to Clipper's millimetre, the grain of every clipped piece:
// printed at any hex size they stay far below a hairline, and a bundle then stores
// "6409.957" where the full double took 17 digits (half of map.xml, read back on every
// load and save).
void roundToMillimetres(std::vector<model::Vec2>& points) {
  for (model::Vec2& p : points)
    p = {std::round(p.x * kClipperUnitsPerMetre) / kClipperUnitsPerMetre,
         std::round(p.y * kClipperUnitsPerMetre) / kClipperUnitsPerMetre};
}

model::Rect boundsOf(const std::vector<model::Vec2>& points) {
  double minX = INFINITY, minY = INFINITY, maxX = -INFINITY, maxY = -INFINITY;
  for (const model::Vec2 p : points) {
    minX = std::min(minX, p.x), minY = std::min(minY, p.y);
    maxX = std::max(maxX, p.x), maxY = std::max(maxY, p.y);
  }
  return model::Rect::fromEdges(minX, minY, maxX, maxY);
}

std::vector<model::Vec2> corners(const model::Rect& r) {
  return {{r.x, r.y}, {r.right(), r.y}, {r.right(), r.bottom()}, {r.x, r.bottom()}};
}

bool inside(const model::Rect& outer, const model::Rect& inner) {
  return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() && inner.bottom() <= outer.bottom();
}

void simplifyRange(const std::vector<model::Vec2>& line, std::size_t first, std::size_t last, double tolerance,
                   std::vector<bool>& keep) {
  // Iterative on an explicit stack: a 100,000-vertex coastline must not exhaust the stack.
  std::vector<std::pair<std::size_t, std::size_t>> todo{{first, last}};
  while (!todo.empty()) {
    const auto [a, b] = todo.back();
    todo.pop_back();
    if (b <= a + 1) continue;
    const model::Vec2 p = line[a], q = line[b];
    const double dx = q.x - p.x, dy = q.y - p.y, len2 = dx * dx + dy * dy;
    double worst = -1;
    std::size_t at = a;
    for (std::size_t i = a + 1; i < b; ++i) {
      const model::Vec2 r = line[i];
      double d2 = 0;
      if (len2 == 0) {
        d2 = (r.x - p.x) * (r.x - p.x) + (r.y - p.y) * (r.y - p.y);
      } else {
        const double cross = dx * (r.y - p.y) - dy * (r.x - p.x);
        d2 = cross * cross / len2;
      }
      if (d2 > worst) worst = d2, at = i;
    }
    if (worst > tolerance * tolerance) {
      keep[at] = true;
      todo.push_back({a, at});
      todo.push_back({at, b});
    }
  }
}

// A closed ring keeps its two vertices furthest apart and is simplified as two halves,
// so the ring's start (an accident of the source) does not decide its shape.
std::vector<model::Vec2> simplifyRing(const std::vector<model::Vec2>& ring, double tolerance) {
  if (ring.size() <= 4 || tolerance <= 0) return ring;
  std::size_t far = 0;
  double best = -1;
  for (std::size_t i = 1; i < ring.size(); ++i) {
    const double d = std::hypot(ring[i].x - ring[0].x, ring[i].y - ring[0].y);
    if (d > best) best = d, far = i;
  }
  std::vector<model::Vec2> closed = ring;
  closed.push_back(ring.front());
  std::vector<bool> keep(closed.size(), false);
  keep[0] = keep[far] = keep.back() = true;
  simplifyRange(closed, 0, far, tolerance, keep);
  simplifyRange(closed, far, closed.size() - 1, tolerance, keep);
  std::vector<model::Vec2> out;
  for (std::size_t i = 0; i + 1 < closed.size(); ++i)
    if (keep[i]) out.push_back(closed[i]);
  return out.size() >= 3 ? out : std::vector<model::Vec2>{};
}

std::string fileNameOf(const std::string& source) {
  const std::string name = std::filesystem::path(source).filename().string();
  return name.empty() ? source : name;
}

}  // namespace

double keptTolerance(const model::Ruleset& ruleset, double metresAcrossFlats) {
  const double hexInches = ruleset.hexPrintInches > 0 ? ruleset.hexPrintInches : kKeptFallbackHexInches;
  return kKeptToleranceMm / (hexInches * 25.4) * metresAcrossFlats;
}

std::vector<model::Vec2> simplifyLine(const std::vector<model::Vec2>& line, double tolerance) {
  if (line.size() <= 2 || tolerance <= 0) return line;
  std::vector<bool> keep(line.size(), false);
  keep.front() = keep.back() = true;
  simplifyRange(line, 0, line.size() - 1, tolerance, keep);
  std::vector<model::Vec2> out;
  for (std::size_t i = 0; i < line.size(); ++i)
    if (keep[i]) out.push_back(line[i]);
  return out;
}

GroundKeeper::GroundKeeper(std::string source, const model::Rect& mapArea, double tolerance)
    : m_source(std::move(source)), m_area(mapArea), m_tolerance(tolerance) {
  m_layer.name = fileNameOf(m_source);
  m_layer.source = m_layer.name;
  m_layer.id = model::LayerId("ground-" + m_layer.name);
}

void GroundKeeper::push(model::VectorFeature f) {
  roundToMillimetres(f.points);
  for (auto& hole : f.holes) roundToMillimetres(hole);
  f.id = model::FeatureId(std::to_string(m_layer.features.size() + 1));
  m_kept += f.points.size();
  for (const auto& hole : f.holes) m_kept += hole.size();
  m_layer.features.push_back(std::move(f));
}

void GroundKeeper::addPolygon(const model::TypeId& type, const PlanePolygon& polygon, const std::string& name) {
  if (polygon.outer.size() < 3) return;
  m_read += polygon.outer.size();
  for (const Ring& hole : polygon.holes) m_read += hole.size();
  const model::Rect box = boundsOf(polygon.outer);
  if (!box.intersects(m_area)) return;
  auto keep = [&](std::vector<model::Vec2> outer, std::vector<std::vector<model::Vec2>> holes) {
    model::VectorFeature f;
    f.type = type;
    f.name = name;
    f.geometry = model::GeometryKind::Polygon;
    f.points = simplifyRing(outer, m_tolerance);
    if (f.points.empty()) return;
    for (const auto& hole : holes) {
      auto ring = simplifyRing(hole, m_tolerance);
      if (!ring.empty()) f.holes.push_back(std::move(ring));
    }
    push(std::move(f));
  };
  if (inside(m_area, box)) return keep(polygon.outer, polygon.holes);
  // Across the map's edge: Clipper cuts it to the map (and may split it in pieces).
  ClipperLib::Clipper clipper;
  ClipperLib::Paths subject{toClipper(polygon.outer)};
  for (const Ring& hole : polygon.holes)
    if (hole.size() >= 3) subject.push_back(toClipper(hole));
  clipper.AddPaths(subject, ClipperLib::ptSubject, true);
  clipper.AddPath(toClipper(corners(m_area)), ClipperLib::ptClip, true);
  ClipperLib::PolyTree tree;
  if (!clipper.Execute(ClipperLib::ctIntersection, tree, ClipperLib::pftEvenOdd, ClipperLib::pftNonZero)) return;
  for (ClipperLib::PolyNode* node = tree.GetFirst(); node; node = node->GetNext()) {
    if (node->IsHole()) continue;
    std::vector<std::vector<model::Vec2>> holes;
    for (ClipperLib::PolyNode* child : node->Childs) holes.push_back(fromClipper(child->Contour));
    keep(fromClipper(node->Contour), std::move(holes));
  }
}

void GroundKeeper::addLine(const model::TypeId& type, const Polyline& line, const std::string& name) {
  if (line.size() < 2) return;
  m_read += line.size();
  const model::Rect box = boundsOf(line);
  if (!box.intersects(m_area)) return;
  auto keep = [&](const std::vector<model::Vec2>& piece) {
    model::VectorFeature f;
    f.type = type;
    f.name = name;
    f.geometry = model::GeometryKind::Polyline;
    f.points = simplifyLine(piece, m_tolerance);
    if (f.points.size() >= 2) push(std::move(f));
  };
  if (inside(m_area, box)) return keep(line);
  ClipperLib::Clipper clipper;
  clipper.AddPath(toClipper(line), ClipperLib::ptSubject, false);
  clipper.AddPath(toClipper(corners(m_area)), ClipperLib::ptClip, true);
  ClipperLib::PolyTree tree;
  if (!clipper.Execute(ClipperLib::ctIntersection, tree, ClipperLib::pftNonZero, ClipperLib::pftNonZero)) return;
  ClipperLib::Paths open;
  ClipperLib::OpenPathsFromPolyTree(tree, open);
  for (const ClipperLib::Path& piece : open) keep(fromClipper(piece));
}

void GroundKeeper::addPoint(const model::TypeId& type, model::Vec2 at, const std::string& name) {
  ++m_read;
  if (!m_area.contains(at)) return;
  model::VectorFeature f;
  f.type = type;
  f.name = name;
  f.geometry = model::GeometryKind::Point;
  f.points = {at};
  push(std::move(f));
}

model::VectorLayer GroundKeeper::take() { return std::move(m_layer); }

void keepGround(model::Map& map, model::VectorLayer layer) {
  auto& layers = map.vectorLayers;
  auto same = std::find_if(layers.begin(), layers.end(),
                           [&](const model::VectorLayer& l) { return !l.source.empty() && l.source == layer.source; });
  if (same != layers.end()) {
    layer.id = same->id;
    layer.visible = same->visible;
    *same = std::move(layer);
    return;
  }
  if (layer.features.empty()) return;
  const std::string base = layer.id.str();
  std::string id = base;
  for (int n = 2;
       std::any_of(layers.begin(), layers.end(), [&](const model::VectorLayer& l) { return l.id.str() == id; }); ++n)
    id = base + "-" + std::to_string(n);
  layer.id = model::LayerId(id);
  layers.push_back(std::move(layer));
}

}  // namespace hexwright::importers
