#pragma once
// Where everything on a map is, in millimetres of the printed (or viewed) map: hex
// maps place hexes with model::HexLayout at the chosen hex size, tabletop maps scale
// inches. The map's extent starts at (0,0), so a page or a viewport only needs a
// translation to show any part of it.
#include <array>
#include <vector>

#include "exporters/render/geometry.h"
#include "model/map/map.h"

namespace hexwright::exporters {

class MapGeometry {
 public:
  /// A hex map whose hexes measure `hexAcrossMm` across flats.
  static MapGeometry forHexMap(const model::Map& map, double hexAcrossMm);
  /// A tabletop map drawn at `mmPerInch` (25.4 is true scale).
  static MapGeometry forTable(const model::Map& map, double mmPerInch);

  bool isTable() const { return m_table; }
  const model::HexLayout& layout() const { return m_layout; }
  const model::HexGrid& grid() const { return m_grid; }
  /// Extent of the map: the hexes' outlines, or the table; top-left at (0,0).
  Rect bounds() const { return m_bounds; }
  double hexAcross() const { return m_layout.acrossFlats; }
  double mmPerInch() const { return m_mmPerInch; }

  Vec2 centre(model::HexCoord h) const { return m_layout.hexToWorld(h); }
  std::array<Vec2, 6> corners(model::HexCoord h) const { return m_layout.corners(h); }
  model::HexCoord hexAt(Vec2 p) const { return m_layout.worldToHex(p); }
  /// The two end points of a hexside (corners side-1 and side of the owning hex).
  std::array<Vec2, 2> sideEnds(const model::HexsideKey& k) const;

  /// Grid hexes whose outline may reach into `r`, in dense index order.
  std::vector<model::HexCoord> hexesIn(const Rect& r) const;
  /// MapLabel::at and tabletop points: hexes across flats from hex (0,0)'s centre on hex
  /// maps, inches from the table's top-left corner on tabletop maps.
  Vec2 fromMapUnits(Vec2 at) const;
  /// Grid-plane ground metres (hex (0,0)'s centre at the origin, y down) to map mm;
  /// needs the ground scale (yards across flats). Tabletop maps: inches, as fromMapUnits.
  Vec2 fromGroundMetres(Vec2 metres) const;
  /// Map mm per ground metre; 0 when the ground scale is unknown.
  double mmPerGroundMetre() const { return m_mmPerMetre; }

 private:
  bool m_table = false;
  model::HexLayout m_layout;
  model::HexGrid m_grid;
  Rect m_bounds;
  double m_mmPerInch = 0;
  double m_mmPerMetre = 0;
};

}  // namespace hexwright::exporters
