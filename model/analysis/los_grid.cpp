#include "model/analysis/los_grid.h"

#include <algorithm>
#include <climits>

namespace hexwright::model {

namespace {

template <class T>
std::uint16_t indexOf(const std::vector<T>& types, const TypeId& id) {
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].id == id) return static_cast<std::uint16_t>(i);
  return LosGrid::kOffMap;
}

}  // namespace

LosGrid::LosGrid(const Ruleset& ruleset, const Map& map) {
  // One cell of margin: a line between two hexes of the map never rounds further out.
  int qMin = INT_MAX, qMax = INT_MIN, rMin = INT_MAX, rMax = INT_MIN;
  for (HexCoord h : map.grid().hexes()) {
    qMin = std::min(qMin, h.q), qMax = std::max(qMax, h.q);
    rMin = std::min(rMin, h.r), rMax = std::max(rMax, h.r);
  }
  if (qMin > qMax) qMin = qMax = rMin = rMax = 0;
  m_q0 = qMin - 2, m_r0 = rMin - 2;
  m_width = qMax - qMin + 5, m_height = rMax - rMin + 5;
  readTerrain(ruleset, map);
  readSides(ruleset, map);
  readRoutes(ruleset, map);
  if (ruleset.los.levels == LosLevels::Hexsides) deriveLevels(ruleset);
}

// Only when some term's exception names route types (a unit in the Sunken Road does not
// block, Bloody April 9.59); bit i: a route of the ruleset's i-th route type passes.
void LosGrid::readRoutes(const Ruleset& ruleset, const Map& map) {
  bool named = false;
  const auto scan = [&](const std::vector<LosBlock>& blocks) {
    for (const auto& b : blocks)
      for (const auto& x : b.exceptions) named = named || !x.routes.empty();
  };
  scan(ruleset.los.blocks);
  for (const auto& c : ruleset.los.choices)
    for (const auto& o : c.options) scan(o.blocks);
  for (const auto& c : ruleset.los.conditions) scan(c.blocks);
  if (!named) return;
  m_routes.assign(m_terrain.size(), 0);
  for (const auto& route : map.routes) {
    const auto it =
        std::find_if(ruleset.routes.begin(), ruleset.routes.end(), [&](const auto& t) { return t.id == route.type; });
    const auto index = static_cast<std::size_t>(it - ruleset.routes.begin());
    if (it == ruleset.routes.end() || index >= 32) continue;
    for (HexCoord h : route.path)
      if (hasCell(h)) m_routes[static_cast<std::size_t>(cell(h))] |= std::uint32_t{1} << index;
  }
}

void LosGrid::setUnits(const std::vector<std::pair<HexCoord, int>>& units) {
  m_units.assign(m_terrain.size(), 0);
  for (const auto& [hex, side] : units)
    if (hasCell(hex) && side >= 0 && side < 8) m_units[static_cast<std::size_t>(cell(hex))] |= std::uint8_t(1u << side);
}

bool LosGrid::hasCell(HexCoord h) const {
  return h.q >= m_q0 && h.q < m_q0 + m_width && h.r >= m_r0 && h.r < m_r0 + m_height;
}

void LosGrid::readTerrain(const Ruleset& ruleset, const Map& map) {
  const auto cells = static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height);
  m_terrain.assign(cells, kOffMap);
  m_level.assign(cells, 0);
  const bool mapLevels = ruleset.los.levels == LosLevels::Map;
  for (HexCoord h : map.grid().hexes()) {
    const auto c = static_cast<std::size_t>(cell(h));
    m_terrain[c] = indexOf(ruleset.terrain, map.terrainAt(h));
    if (mapLevels) m_level[c] = static_cast<std::int16_t>(map.elevationAt(h));
  }
  m_terrainOffset.assign(ruleset.terrain.size(), 0);
  for (const auto& o : ruleset.los.levelOffsets) {
    const auto i = indexOf(ruleset.terrain, o.terrain);
    if (i != kOffMap) m_terrainOffset[i] = o.offset;
  }
}

void LosGrid::readSides(const Ruleset& ruleset, const Map& map) {
  std::vector<std::vector<SideFeature>> bySide(m_terrain.size() * 3);
  for (const auto& [key, features] : map.hexsideFeatures) {
    if (!hasCell(key.hex)) continue;
    auto& out = bySide[static_cast<std::size_t>(cell(key.hex)) * 3 + static_cast<std::size_t>(key.side)];
    for (const auto& f : features) {
      const auto type = indexOf(ruleset.hexsides, f.type);
      if (type == kOffMap) continue;
      std::int8_t toward = -1;
      if (f.toward) toward = *f.toward == key.hex ? 0 : 1;
      out.push_back({type, toward});
    }
  }
  m_sideStart.assign(bySide.size() + 1, 0);
  for (std::size_t i = 0; i < bySide.size(); ++i) {
    m_sideStart[i] = static_cast<std::uint32_t>(m_sides.size());
    m_sides.insert(m_sides.end(), bySide[i].begin(), bySide[i].end());
  }
  m_sideStart.back() = static_cast<std::uint32_t>(m_sides.size());
}

// A hex is one level up when it lies on the upslope side of one of the level hexsides:
// the hex a directional side does not point `toward`, or either hex of an undirected one.
void LosGrid::deriveLevels(const Ruleset& ruleset) {
  std::vector<bool> raises(ruleset.hexsides.size(), false);
  for (const auto& id : ruleset.los.levelHexsides) {
    const auto i = indexOf(ruleset.hexsides, id);
    if (i != kOffMap) raises[i] = true;
  }
  const int cells = static_cast<int>(m_terrain.size());
  for (int c = 0; c < cells; ++c)
    for (int side = 0; side < 3; ++side)
      for (const auto* f = sideBegin(c, side); f != sideEnd(c, side); ++f) {
        if (!raises[f->type]) continue;
        const int across = c + delta(direction(side));
        if (f->toward != 0) m_level[static_cast<std::size_t>(c)] = 1;
        if (f->toward != 1 && across >= 0 && across < cells) m_level[static_cast<std::size_t>(across)] = 1;
      }
}

}  // namespace hexwright::model
