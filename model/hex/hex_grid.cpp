#include "model/hex/hex_grid.h"

namespace hexwright::model {

bool HexGrid::contains(HexCoord h) const {
  const OffsetCoord o = toOffset(h, convention.orientation, convention.shove);
  return o.col >= 0 && o.col < columns && o.row >= 0 && o.row < rows;
}

bool HexGrid::containsSide(HexsideKey side) const {
  const auto hexes = hexesOf(side);
  return contains(hexes[0]) || contains(hexes[1]);
}

std::size_t HexGrid::index(HexCoord h) const {
  const OffsetCoord o = toOffset(h, convention.orientation, convention.shove);
  return static_cast<std::size_t>(o.row) * static_cast<std::size_t>(columns) + static_cast<std::size_t>(o.col);
}

HexCoord HexGrid::at(std::size_t i) const {
  const auto cols = static_cast<std::size_t>(columns);
  return fromOffset({static_cast<int>(i % cols), static_cast<int>(i / cols)}, convention.orientation, convention.shove);
}

bool HexGrid::onEdge(HexCoord h) const {
  if (!contains(h)) return false;
  for (int d = 0; d < 6; ++d) {
    if (!contains(neighbor(h, d))) return true;
  }
  return false;
}

std::vector<HexCoord> HexGrid::hexes() const {
  std::vector<HexCoord> out;
  out.reserve(size());
  for (std::size_t i = 0; i < size(); ++i) out.push_back(at(i));
  return out;
}

}  // namespace hexwright::model
