#pragma once
// One battlefield: a hex grid with its layers, or a tabletop in inches.
#include <map>
#include <string>
#include <vector>

#include "model/hex/hex_grid.h"
#include "model/map/georeference.h"
#include "model/map/map_layers.h"

namespace hexwright::model {

enum class GridKind { Hex, Table };

struct TableSize {
  double widthInches = 0;
  double depthInches = 0;
  friend bool operator==(const TableSize&, const TableSize&) = default;
};

class Map {
 public:
  GridKind kind = GridKind::Hex;
  GroundFrame ground;
  TableSize table;  // GridKind::Table only

  const HexGrid& grid() const { return m_grid; }
  /// Resizes the grid; every hex gets `fillTerrain` and elevation 0; hex layers are kept.
  void resetGrid(const HexGrid& grid, const TypeId& fillTerrain);
  bool contains(HexCoord h) const { return m_grid.contains(h); }
  /// True when at least one of the side's two hexes is on the map (HexGrid::containsSide).
  bool containsSide(HexsideKey side) const { return m_grid.containsSide(side); }

  const TypeId& terrainAt(HexCoord h) const { return m_terrain[m_grid.index(h)]; }
  void setTerrain(HexCoord h, TypeId t) { m_terrain[m_grid.index(h)] = std::move(t); }
  int elevationAt(HexCoord h) const { return m_elevation[m_grid.index(h)]; }
  void setElevation(HexCoord h, int level) { m_elevation[m_grid.index(h)] = level; }

  // Sparse layers, ordered so that saves are deterministic.
  std::map<HexCoord, std::vector<HexFeature>> hexFeatures;
  std::map<HexsideKey, std::vector<HexsideFeature>> hexsideFeatures;
  std::vector<Route> routes;
  std::vector<NamedArea> areas;
  std::vector<MapLabel> labels;
  std::vector<BackgroundImage> backgrounds;
  std::vector<VectorLayer> vectorLayers;

  const NamedArea* findArea(const AreaId& id) const;
  const std::vector<HexFeature>* featuresAt(HexCoord h) const;
  const std::vector<HexsideFeature>* featuresAt(HexsideKey k) const;
  /// `prefix` and the smallest number after `counter` no route of the map has as id
  /// ("import-road-3"); `counter` moves on, so a run of new routes asks once each.
  std::string unusedRouteId(const std::string& prefix, int& counter) const;

  friend bool operator==(const Map&, const Map&) = default;

 private:
  HexGrid m_grid;
  std::vector<TypeId> m_terrain;  // dense, HexGrid::index order
  std::vector<int> m_elevation;   // dense, HexGrid::index order
};

}  // namespace hexwright::model
