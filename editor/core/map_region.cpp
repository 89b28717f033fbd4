#include "editor/core/map_region.h"

#include <algorithm>
#include <functional>
#include <set>

namespace hexwright::editor {

using model::HexCoord;
using model::HexsideKey;

namespace {

using HexMap = std::function<HexCoord(HexCoord)>;

/// The hex of `hexes` nearest their mean (a C-shaped region's mean may lie outside it).
HexCoord anchorOf(const std::set<HexCoord>& hexes) {
  double q = 0, r = 0;
  for (HexCoord h : hexes) {
    q += h.q;
    r += h.r;
  }
  const auto n = static_cast<double>(hexes.size());
  const HexCoord mean = model::roundHex({q / n, r / n});
  return *std::min_element(hexes.begin(), hexes.end(), [mean](HexCoord a, HexCoord b) {
    return model::distance(a, mean) < model::distance(b, mean);
  });
}

/// The canonical key of the side between the images of the side's two hexes.
HexsideKey mapSide(HexsideKey key, const HexMap& f) {
  const auto both = model::hexesOf(key);
  const HexCoord a = f(both[0]);
  return model::hexside(a, model::directionTo(a, f(both[1])));
}

void sortRegion(MapRegion& r) {
  std::sort(r.hexes.begin(), r.hexes.end(), [](const auto& a, const auto& b) { return a.at < b.at; });
  std::sort(r.sides.begin(), r.sides.end(), [](const auto& a, const auto& b) { return a.side < b.side; });
}

/// Every hex, side, `toward` and route step carried through `f` (a lattice symmetry or a
/// shift), in the same order, then sorted again.
MapRegion mapRegion(const MapRegion& region, const HexMap& f) {
  MapRegion out = region;
  for (auto& h : out.hexes) h.at = f(h.at);
  for (auto& s : out.sides) {
    s.side = mapSide(s.side, f);
    for (auto& feature : s.features)
      if (feature.toward) feature.toward = f(*feature.toward);
  }
  for (auto& route : out.routes)
    for (auto& h : route.path) h = f(h);
  sortRegion(out);
  return out;
}

}  // namespace

MapRegion copyRegion(const model::Map& map, model::Orientation orientation, const std::vector<HexCoord>& selected) {
  MapRegion region;
  region.orientation = orientation;
  std::set<HexCoord> inside;
  for (HexCoord h : selected)
    if (map.kind == model::GridKind::Hex && map.contains(h)) inside.insert(h);
  if (inside.empty()) return region;
  const HexCoord anchor = anchorOf(inside);
  const HexMap relative = [anchor](HexCoord h) { return h - anchor; };
  std::set<HexsideKey> sides;
  for (HexCoord h : inside) {
    const auto* features = map.featuresAt(h);
    region.hexes.push_back(
        {h, map.terrainAt(h), map.elevationAt(h), features ? *features : std::vector<model::HexFeature>{}});
    for (HexsideKey k : model::sidesOf(h))
      if (const auto* along = map.featuresAt(k); along && sides.insert(k).second) region.sides.push_back({k, *along});
  }
  for (const auto& route : map.routes)
    for (auto& run : runsInside(route.path, inside)) region.routes.push_back({route.type, route.name, std::move(run)});
  return mapRegion(region, relative);
}

std::vector<std::vector<HexCoord>> runsInside(const std::vector<HexCoord>& path, const std::set<HexCoord>& inside) {
  std::vector<std::vector<HexCoord>> runs;
  std::vector<HexCoord> run;
  auto flush = [&] {
    if (run.size() >= 2) runs.push_back(run);
    run.clear();
  };
  for (HexCoord h : path) {
    if (inside.count(h))
      run.push_back(h);
    else
      flush();
  }
  flush();
  return runs;
}

MapRegion rotated(const MapRegion& region, int steps) {
  return mapRegion(region, [steps](HexCoord h) { return model::rotateClockwise(h, steps); });
}

MapRegion mirrored(const MapRegion& region, MirrorAxis axis) {
  const auto o = region.orientation;
  return mapRegion(region, [o, axis](HexCoord h) { return mirrorHex(h, o, axis); });
}

HexCoord mirrorHex(HexCoord h, model::Orientation orientation, MirrorAxis axis) {
  // Reflect the hex's centre on a unit layout and take the hex there: exact, since each
  // mirror of the page across a grid axis through hex (0,0) is a symmetry of the lattice.
  model::HexLayout unit;
  unit.orientation = orientation;
  unit.acrossFlats = 1.0;
  const model::Vec2 p = unit.hexToWorld(h);
  const model::Vec2 image = axis == MirrorAxis::LeftRight ? model::Vec2{-p.x, p.y} : model::Vec2{p.x, -p.y};
  return unit.worldToHex(image);
}

}  // namespace hexwright::editor
