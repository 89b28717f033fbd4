#pragma once
// Axial hex coordinates and the one direction table shared by flat-top and pointy-top
// grids (docs/architecture.md; Red Blob Games "Hexagonal Grids").
#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>

namespace hexwright::model {

/// A hex in axial coordinates; cube s = -q - r is derived, never stored.
struct HexCoord {
  int q = 0;
  int r = 0;

  constexpr int s() const { return -q - r; }
  friend constexpr HexCoord operator+(HexCoord a, HexCoord b) { return {a.q + b.q, a.r + b.r}; }
  friend constexpr HexCoord operator-(HexCoord a, HexCoord b) { return {a.q - b.q, a.r - b.r}; }
  friend constexpr HexCoord operator*(HexCoord a, int k) { return {a.q * k, a.r * k}; }
  friend constexpr bool operator==(HexCoord, HexCoord) = default;
  friend constexpr auto operator<=>(HexCoord, HexCoord) = default;
};

/// Direction 0..5, clockwise on a y-down page. Same axial table for both orientations:
/// flat-top reads N, NE, SE, S, SW, NW; pointy-top reads NW, NE, E, SE, SW, W.
inline constexpr std::array<HexCoord, 6> kHexDirections{HexCoord{0, -1}, HexCoord{1, -1}, HexCoord{1, 0},
                                                        HexCoord{0, 1},  HexCoord{-1, 1}, HexCoord{-1, 0}};

constexpr int normalizeDirection(int d) { return ((d % 6) + 6) % 6; }
constexpr int opposite(int d) { return normalizeDirection(d + 3); }
constexpr HexCoord direction(int d) { return kHexDirections[static_cast<std::size_t>(normalizeDirection(d))]; }
constexpr HexCoord neighbor(HexCoord h, int d) { return h + direction(d); }

constexpr int abs_(int v) { return v < 0 ? -v : v; }
constexpr int distance(HexCoord a, HexCoord b) {
  const HexCoord d = a - b;
  const int m = abs_(d.q) > abs_(d.r) ? abs_(d.q) : abs_(d.r);
  return m > abs_(d.s()) ? m : abs_(d.s());
}

/// Direction d such that neighbor(a, d) == b, or -1 when a and b are not adjacent.
int directionTo(HexCoord a, HexCoord b);

/// Rotate h about the origin by k steps of 60 degrees clockwise (cube permutation).
HexCoord rotateClockwise(HexCoord h, int k);

}  // namespace hexwright::model

template <>
struct std::hash<hexwright::model::HexCoord> {
  std::size_t operator()(hexwright::model::HexCoord h) const noexcept {
    return std::hash<std::uint64_t>{}((static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.q)) << 32) |
                                      static_cast<std::uint32_t>(h.r));
  }
};
