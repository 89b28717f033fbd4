#include "model/hex/hexside_key.h"

namespace hexwright::model {

HexsideKey hexside(HexCoord h, int d) {
  d = normalizeDirection(d);
  // The hex across side d sees it as side d - 3, which it owns when d >= 3.
  return d < 3 ? HexsideKey{h, d} : HexsideKey{neighbor(h, d), d - 3};
}

std::array<HexCoord, 2> hexesOf(HexsideKey key) { return {key.hex, neighbor(key.hex, key.side)}; }

std::array<HexsideKey, 6> sidesOf(HexCoord h) {
  std::array<HexsideKey, 6> keys;
  for (int d = 0; d < 6; ++d) keys[static_cast<std::size_t>(d)] = hexside(h, d);
  return keys;
}

int sideDirectionFrom(HexsideKey key, HexCoord from) {
  if (from == key.hex) return normalizeDirection(key.side);
  if (from == neighbor(key.hex, key.side)) return opposite(key.side);
  return -1;
}

VertexKey vertex(HexCoord h, int c) {
  c = normalizeDirection(c);
  // Corner c of h is corner c - 2 of h + T[c + 1] (docs/architecture.md), so two
  // steps at most reach one of the owned corners 0 and 1 while keeping the parity.
  while (c >= 2) {
    h = neighbor(h, c + 1);
    c -= 2;
  }
  return {h, c};
}

std::array<VertexKey, 2> endpoints(HexsideKey key) {
  return {vertex(key.hex, key.side - 1), vertex(key.hex, key.side)};
}

std::array<VertexKey, 6> cornersOf(HexCoord h) {
  std::array<VertexKey, 6> keys;
  for (int c = 0; c < 6; ++c) keys[static_cast<std::size_t>(c)] = vertex(h, c);
  return keys;
}

}  // namespace hexwright::model
