#pragma once
// A rectangular hex map: which hexes exist, and a dense index for per-hex storage.
#include <cstddef>
#include <vector>

#include "model/hex/hexside_key.h"
#include "model/hex/offset_coord.h"

namespace hexwright::model {

struct HexGrid {
  int columns = 0;
  int rows = 0;
  OffsetConvention convention;

  std::size_t size() const { return static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows); }
  bool contains(HexCoord h) const;
  /// A hexside is on the map when at least one of its two hexes is: sides along the
  /// border belong to the map (a river may run along its edge), sides wholly off it do not.
  bool containsSide(HexsideKey side) const;
  /// Dense index, row-major over offset coordinates (column fastest). Requires contains(h).
  std::size_t index(HexCoord h) const;
  /// Inverse of index.
  HexCoord at(std::size_t index) const;
  /// True when h is on the map and at least one neighbour is off it.
  bool onEdge(HexCoord h) const;
  /// Every hex on the map in index order.
  std::vector<HexCoord> hexes() const;
  friend bool operator==(const HexGrid&, const HexGrid&) = default;
};

}  // namespace hexwright::model
