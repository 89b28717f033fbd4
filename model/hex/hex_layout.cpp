#include "model/hex/hex_layout.h"

#include <cmath>
#include <numbers>

namespace hexwright::model {
namespace {

constexpr double kSqrt3 = std::numbers::sqrt3;
constexpr double kHalfSqrt3 = kSqrt3 / 2;

// Red Blob "Hex to pixel" forward (f) and inverse (b) matrices, in units of the radius.
struct Matrices {
  double f0, f1, f2, f3;
  double b0, b1, b2, b3;
};
constexpr Matrices kFlat{1.5, 0.0, kHalfSqrt3, kSqrt3, 2.0 / 3.0, 0.0, -1.0 / 3.0, kSqrt3 / 3.0};
constexpr Matrices kPointy{kSqrt3, kHalfSqrt3, 0.0, 1.5, kSqrt3 / 3.0, -1.0 / 3.0, 0.0, 2.0 / 3.0};

// Unit offsets of corner c, chosen so that corner c sits between the sides facing
// directions c and c + 1 of kHexDirections: flat-top corner 0 is at -60 degrees (the
// upper right, between N and NE), pointy-top corner 0 at -90 degrees (the top, between
// NW and NE). Tabulated rather than computed with cos/sin so that axis-aligned
// corners carry no trigonometric rounding (cos 90 degrees is not exactly 0 in double).
constexpr std::array<Vec2, 6> kFlatCorners{Vec2{0.5, -kHalfSqrt3}, Vec2{1, 0},  Vec2{0.5, kHalfSqrt3},
                                           Vec2{-0.5, kHalfSqrt3}, Vec2{-1, 0}, Vec2{-0.5, -kHalfSqrt3}};
constexpr std::array<Vec2, 6> kPointyCorners{Vec2{0, -1}, Vec2{kHalfSqrt3, -0.5}, Vec2{kHalfSqrt3, 0.5},
                                             Vec2{0, 1},  Vec2{-kHalfSqrt3, 0.5}, Vec2{-kHalfSqrt3, -0.5}};

const Matrices& matrices(Orientation o) { return o == Orientation::FlatTop ? kFlat : kPointy; }

}  // namespace

HexCoord roundHex(FractionalHex f) {
  // Red Blob "Rounding": round all three cube coordinates, then recompute the one that
  // moved most so that q + r + s == 0 still holds.
  const double fs = -f.q - f.r;
  double q = std::round(f.q);
  double r = std::round(f.r);
  const double s = std::round(fs);
  const double dq = std::abs(q - f.q);
  const double dr = std::abs(r - f.r);
  const double ds = std::abs(s - fs);
  if (dq > dr && dq > ds) {
    q = -r - s;
  } else if (dr > ds) {
    r = -q - s;
  }
  return {static_cast<int>(q), static_cast<int>(r)};
}

double HexLayout::radius() const { return acrossFlats / kSqrt3; }

Vec2 HexLayout::hexToWorld(HexCoord h) const {
  const Matrices& m = matrices(orientation);
  const double size = radius();
  return {origin.x + (m.f0 * h.q + m.f1 * h.r) * size, origin.y + (m.f2 * h.q + m.f3 * h.r) * size};
}

FractionalHex HexLayout::worldToFractional(Vec2 p) const {
  const Matrices& m = matrices(orientation);
  const double size = radius();
  const double x = (p.x - origin.x) / size;
  const double y = (p.y - origin.y) / size;
  return {m.b0 * x + m.b1 * y, m.b2 * x + m.b3 * y};
}

HexCoord HexLayout::worldToHex(Vec2 p) const { return roundHex(worldToFractional(p)); }

Vec2 HexLayout::corner(HexCoord h, int c) const {
  const auto& table = orientation == Orientation::FlatTop ? kFlatCorners : kPointyCorners;
  const Vec2 unit = table[static_cast<std::size_t>(normalizeDirection(c))];
  const Vec2 centre = hexToWorld(h);
  const double size = radius();
  return {centre.x + unit.x * size, centre.y + unit.y * size};
}

std::array<Vec2, 6> HexLayout::corners(HexCoord h) const {
  std::array<Vec2, 6> out;
  for (int c = 0; c < 6; ++c) out[static_cast<std::size_t>(c)] = corner(h, c);
  return out;
}

Vec2 HexLayout::vertexPoint(VertexKey v) const { return corner(v.hex, v.corner); }

Vec2 HexLayout::sideMidpoint(HexsideKey k) const {
  // Regular hexes: the shared side's midpoint is halfway between the two centres.
  const Vec2 a = hexToWorld(k.hex);
  const Vec2 b = hexToWorld(neighbor(k.hex, k.side));
  return {(a.x + b.x) / 2, (a.y + b.y) / 2};
}

}  // namespace hexwright::model
