#include "model/map/map.h"

#include <algorithm>

namespace hexwright::model {

void Map::resetGrid(const HexGrid& grid, const TypeId& fillTerrain) {
  m_grid = grid;
  m_terrain.assign(grid.size(), fillTerrain);
  m_elevation.assign(grid.size(), 0);
}

const NamedArea* Map::findArea(const AreaId& id) const {
  auto it = std::find_if(areas.begin(), areas.end(), [&](const NamedArea& a) { return a.id == id; });
  return it == areas.end() ? nullptr : &*it;
}

const std::vector<HexFeature>* Map::featuresAt(HexCoord h) const {
  auto it = hexFeatures.find(h);
  return it == hexFeatures.end() ? nullptr : &it->second;
}

const std::vector<HexsideFeature>* Map::featuresAt(HexsideKey k) const {
  auto it = hexsideFeatures.find(k);
  return it == hexsideFeatures.end() ? nullptr : &it->second;
}

std::string Map::unusedRouteId(const std::string& prefix, int& counter) const {
  for (;;) {
    std::string id = prefix + std::to_string(++counter);
    if (std::none_of(routes.begin(), routes.end(), [&](const Route& r) { return r.id.value == id; })) return id;
  }
}

}  // namespace hexwright::model
