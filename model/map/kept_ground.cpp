#include "model/map/kept_ground.h"

#include <algorithm>
#include <climits>
#include <cmath>

#include "model/core/polygon.h"

namespace hexwright::model {

int terrainPrecedence(const Ruleset& rs, const TypeId& id) {
  const TerrainType* t = rs.findTerrain(id);
  return t && t->precedence ? *t->precedence : INT_MIN;
}

bool polygonContains(const std::vector<Vec2>& outline, const std::vector<std::vector<Vec2>>& holes, Vec2 p) {
  // A centre on a hole's edge is in the hole (pointInPolygon counts edges as inside).
  if (!pointInPolygon(p, outline)) return false;
  return std::none_of(holes.begin(), holes.end(), [&](const std::vector<Vec2>& h) { return pointInPolygon(p, h); });
}

bool hasKeptContours(const Map& map) {
  for (const VectorLayer& layer : map.vectorLayers)
    if (!layer.source.empty())
      for (const VectorFeature& f : layer.features)
        if (f.geometry == GeometryKind::Polyline && f.type == kContourType) return true;
  return false;
}

bool hasKeptTerrain(const Map& map) {
  if (map.kind != GridKind::Hex || !(map.ground.yardsAcrossFlats > 0)) return false;
  return std::any_of(map.vectorLayers.begin(), map.vectorLayers.end(), [](const VectorLayer& l) {
    return !l.source.empty() && std::any_of(l.features.begin(), l.features.end(),
                                            [](const VectorFeature& f) { return f.geometry == GeometryKind::Polygon; });
  });
}

namespace {

// The disagreements among `hexes` (in grid order); index i below is a position in it.
std::vector<GroundDisagreement> disagreementsAmong(const Map& map, const Ruleset& ruleset,
                                                   const std::vector<HexCoord>& hexes) {
  std::vector<GroundDisagreement> out;
  if (!hasKeptTerrain(map) || hexes.empty()) return out;
  const HexGrid& grid = map.grid();
  // The grid plane: hex (0,0)'s centre at the origin, hexes at their true size.
  HexLayout plane;
  plane.orientation = grid.convention.orientation;
  plane.acrossFlats = map.ground.metresAcrossFlats();
  const std::size_t n = hexes.size();
  std::vector<Vec2> centre(n);
  for (std::size_t i = 0; i < n; ++i) centre[i] = plane.hexToWorld(hexes[i]);

  // Hex centres bucketed by a square lattice of one hex, so a polygon tests only the
  // centres under its bounding box (5,000 woods on 20,000 hexes: not 10^8 tests).
  double minX = INFINITY, minY = INFINITY, maxX = -INFINITY, maxY = -INFINITY;
  for (const Vec2 c : centre)
    minX = std::min(minX, c.x), minY = std::min(minY, c.y), maxX = std::max(maxX, c.x), maxY = std::max(maxY, c.y);
  const double cell = plane.acrossFlats;
  const int cols = n ? static_cast<int>((maxX - minX) / cell) + 1 : 0;
  const int rows = n ? static_cast<int>((maxY - minY) / cell) + 1 : 0;
  std::vector<std::vector<std::size_t>> buckets(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows));
  auto cellX = [&](double x) { return std::clamp(static_cast<int>(std::floor((x - minX) / cell)), 0, cols - 1); };
  auto cellY = [&](double y) { return std::clamp(static_cast<int>(std::floor((y - minY) / cell)), 0, rows - 1); };
  for (std::size_t i = 0; i < n; ++i)
    buckets[static_cast<std::size_t>(cellY(centre[i].y)) * static_cast<std::size_t>(cols) +
            static_cast<std::size_t>(cellX(centre[i].x))]
        .push_back(i);

  std::vector<const TypeId*> shown(n, nullptr);
  std::vector<int> shownPrecedence(n, INT_MIN);
  for (const VectorLayer& layer : map.vectorLayers) {
    if (layer.source.empty()) continue;
    for (const VectorFeature& f : layer.features) {
      if (f.geometry != GeometryKind::Polygon || f.points.size() < 3 || !ruleset.findTerrain(f.type)) continue;
      const int precedence = terrainPrecedence(ruleset, f.type);
      double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
      for (const Vec2 p : f.points)
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
      if (x1 < minX || y1 < minY || x0 > maxX || y0 > maxY) continue;
      for (int cy = cellY(y0); cy <= cellY(y1); ++cy)
        for (int cx = cellX(x0); cx <= cellX(x1); ++cx)
          for (const std::size_t i :
               buckets[static_cast<std::size_t>(cy) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(cx)]) {
            const Vec2 c = centre[i];
            if (c.x < x0 || c.x > x1 || c.y < y0 || c.y > y1 || precedence < shownPrecedence[i]) continue;
            if (!polygonContains(f.points, f.holes, c)) continue;
            shown[i] = &f.type;
            shownPrecedence[i] = precedence;
          }
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    const HexCoord h = hexes[i];
    const TypeId painted = map.terrainAt(h).empty() ? ruleset.defaultTerrain : map.terrainAt(h);
    const TypeId ground = shown[i] ? *shown[i] : ruleset.defaultTerrain;
    if (painted != ground) out.push_back({h, painted, ground});
  }
  return out;
}

}  // namespace

std::vector<GroundDisagreement> groundDisagreements(const Map& map, const Ruleset& ruleset) {
  if (!hasKeptTerrain(map)) return {};
  const HexGrid& grid = map.grid();
  std::vector<HexCoord> all(grid.size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = grid.at(i);
  return disagreementsAmong(map, ruleset, all);
}

std::vector<GroundDisagreement> groundDisagreements(const Map& map, const Ruleset& ruleset,
                                                    const std::vector<HexCoord>& among) {
  if (!hasKeptTerrain(map)) return {};
  const HexGrid& grid = map.grid();
  std::vector<std::size_t> indices;
  indices.reserve(among.size());
  for (const HexCoord h : among)
    if (grid.contains(h)) indices.push_back(grid.index(h));
  std::sort(indices.begin(), indices.end());
  indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
  std::vector<HexCoord> hexes(indices.size());
  for (std::size_t i = 0; i < indices.size(); ++i) hexes[i] = grid.at(indices[i]);
  return disagreementsAmong(map, ruleset, hexes);
}

}  // namespace hexwright::model
