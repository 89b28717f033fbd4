#pragma once
// Canonical hexside and corner keys (docs/architecture.md): each hex owns
// sides 0..2 and corners 0..1, so every hexside and every corner has exactly one key.
#include <array>
#include <cstdint>

#include "model/hex/hex_coord.h"

namespace hexwright::model {

/// One hexside: hex plus one of the three sides it owns (0..2).
struct HexsideKey {
  HexCoord hex;
  int side = 0;  // 0..2 once canonical
  friend constexpr bool operator==(const HexsideKey&, const HexsideKey&) = default;
  friend constexpr auto operator<=>(const HexsideKey&, const HexsideKey&) = default;
};

/// One corner: hex plus one of the two corners it owns (0..1). Corner c of a hex lies
/// between its sides c and c+1.
struct VertexKey {
  HexCoord hex;
  int corner = 0;  // 0..1 once canonical
  friend constexpr bool operator==(const VertexKey&, const VertexKey&) = default;
  friend constexpr auto operator<=>(const VertexKey&, const VertexKey&) = default;
};

/// The canonical key of side d (0..5) of h.
HexsideKey hexside(HexCoord h, int d);
/// The two hexes that share the side: {key.hex, neighbor(key.hex, key.side)}.
std::array<HexCoord, 2> hexesOf(HexsideKey key);
/// The six canonical keys around h, in direction order 0..5.
std::array<HexsideKey, 6> sidesOf(HexCoord h);
/// The direction from `from` across the side, or -1 when `from` is not one of its hexes.
int sideDirectionFrom(HexsideKey key, HexCoord from);

/// The canonical key of corner c (0..5) of h.
VertexKey vertex(HexCoord h, int c);
/// Corners c-1 and c of the side's owning hex, canonical: the side's two end points.
std::array<VertexKey, 2> endpoints(HexsideKey key);
/// The six canonical corner keys of h, corner order 0..5.
std::array<VertexKey, 6> cornersOf(HexCoord h);

}  // namespace hexwright::model

template <>
struct std::hash<hexwright::model::HexsideKey> {
  std::size_t operator()(const hexwright::model::HexsideKey& k) const noexcept {
    return std::hash<hexwright::model::HexCoord>{}(k.hex) * 3u + static_cast<std::size_t>(k.side);
  }
};
template <>
struct std::hash<hexwright::model::VertexKey> {
  std::size_t operator()(const hexwright::model::VertexKey& k) const noexcept {
    return std::hash<hexwright::model::HexCoord>{}(k.hex) * 2u + static_cast<std::size_t>(k.corner);
  }
};
