#pragma once
// The map as line of sight reads it: per hex a terrain index and a level, per hexside the
// hexside features, in flat arrays indexed by axial cell so that a line's cells are its
// start's cell plus fixed deltas (model/analysis/line_of_sight.h).
#include <cstdint>
#include <vector>

#include "model/map/map.h"
#include "model/ruleset/los_rules.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::model {

class LosGrid {
 public:
  static constexpr std::uint16_t kOffMap = 0xFFFF;

  LosGrid(const Ruleset& ruleset, const Map& map);

  /// Axial cell of a hex; every hex on the map and its neighbours have one.
  int cell(HexCoord h) const { return (h.r - m_r0) * m_width + (h.q - m_q0); }
  int delta(HexCoord offset) const { return offset.r * m_width + offset.q; }
  bool hasCell(HexCoord h) const;
  HexCoord hexAt(int cell) const { return {cell % m_width + m_q0, cell / m_width + m_r0}; }

  std::uint16_t terrain(int cell) const { return m_terrain[static_cast<std::size_t>(cell)]; }  // ruleset index
  int level(int cell) const { return m_level[static_cast<std::size_t>(cell)]; }
  /// The level a unit standing in the cell sees from (a stream hex is one down).
  int viewerLevel(int cell) const {
    const auto t = terrain(cell);
    return level(cell) + (t < m_terrainOffset.size() ? m_terrainOffset[t] : 0);
  }

  struct SideFeature {
    std::uint16_t type;  // ruleset hexside index
    std::int8_t toward;  // 0: the owning hex, 1: its neighbour across the side, -1: none
  };
  /// Bit i set: a combat unit of side i stands in the cell (setUnits).
  std::uint8_t units(int cell) const { return m_units.empty() ? 0 : m_units[static_cast<std::size_t>(cell)]; }
  /// Bit i set: a route of the ruleset's i-th route type passes through the cell (kept only
  /// when a line-of-sight exception names routes).
  std::uint32_t routes(int cell) const { return m_routes.empty() ? 0 : m_routes[static_cast<std::size_t>(cell)]; }
  void setUnits(const std::vector<std::pair<HexCoord, int>>& units);

  /// The features of side `side` (0..2) of the cell's hex.
  const SideFeature* sideBegin(int cell, int side) const { return m_sides.data() + m_sideStart[slot(cell, side)]; }
  const SideFeature* sideEnd(int cell, int side) const { return m_sides.data() + m_sideStart[slot(cell, side) + 1]; }

 private:
  int m_q0 = 0, m_r0 = 0, m_width = 0, m_height = 0;
  std::vector<std::uint16_t> m_terrain;
  std::vector<std::int16_t> m_level;
  std::vector<int> m_terrainOffset;        // per ruleset terrain index
  std::vector<std::uint32_t> m_sideStart;  // per cell*3+side, into m_sides; size cells*3+1
  std::vector<SideFeature> m_sides;
  std::vector<std::uint8_t> m_units;
  std::vector<std::uint32_t> m_routes;

  static std::size_t slot(int cell, int side) {
    return static_cast<std::size_t>(cell) * 3 + static_cast<std::size_t>(side);
  }
  void readTerrain(const Ruleset& ruleset, const Map& map);
  void readSides(const Ruleset& ruleset, const Map& map);
  void readRoutes(const Ruleset& ruleset, const Map& map);
  void deriveLevels(const Ruleset& ruleset);
};

}  // namespace hexwright::model
