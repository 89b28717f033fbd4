#pragma once
// Plane geometry the painters share: points are model::Vec2 (millimetres on paper or
// map), rectangles and 2-D affine transforms. Kept tiny and header-only.
#include <algorithm>
#include <cmath>

#include "model/hex/hex_layout.h"

namespace hexwright::exporters {

using Vec2 = model::Vec2;

constexpr double kMmPerInch = 25.4;
constexpr double kPtPerMm = 72.0 / 25.4;

struct Rect {
  double x = 0;
  double y = 0;
  double w = 0;
  double h = 0;

  double right() const { return x + w; }
  double bottom() const { return y + h; }
  Vec2 centre() const { return {x + w / 2, y + h / 2}; }
  bool empty() const { return w <= 0 || h <= 0; }
  bool intersects(const Rect& o) const { return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom(); }
  bool contains(Vec2 p) const { return p.x >= x && p.x <= right() && p.y >= y && p.y <= bottom(); }
  Rect inflated(double d) const { return {x - d, y - d, w + 2 * d, h + 2 * d}; }
  Rect intersected(const Rect& o) const {
    const double l = std::max(x, o.x), t = std::max(y, o.y);
    const double r = std::min(right(), o.right()), b = std::min(bottom(), o.bottom());
    return r > l && b > t ? Rect{l, t, r - l, b - t} : Rect{l, t, 0, 0};
  }
  /// The smallest rectangle holding both (an empty rectangle holds nothing).
  Rect united(const Rect& o) const {
    if (empty()) return o;
    if (o.empty()) return *this;
    const double l = std::min(x, o.x), t = std::min(y, o.y);
    return {l, t, std::max(right(), o.right()) - l, std::max(bottom(), o.bottom()) - t};
  }
  friend bool operator==(const Rect&, const Rect&) = default;
};

/// x' = xx*x + xy*y + x0, y' = yx*x + yy*y + y0 (Cairo's cairo_matrix_t order).
struct Affine {
  double xx = 1, yx = 0, xy = 0, yy = 1, x0 = 0, y0 = 0;

  static Affine translation(double tx, double ty) { return {1, 0, 0, 1, tx, ty}; }
  static Affine scaling(double sx, double sy) { return {sx, 0, 0, sy, 0, 0}; }
  static Affine rotation(double degrees) {
    const double a = degrees * 3.14159265358979323846 / 180.0;
    const double c = std::cos(a), s = std::sin(a);
    return {c, s, -s, c, 0, 0};
  }
  Vec2 apply(Vec2 p) const { return {xx * p.x + xy * p.y + x0, yx * p.x + yy * p.y + y0}; }
  /// (*this) after `inner`: apply inner first, then this.
  Affine operator*(const Affine& inner) const {
    return {xx * inner.xx + xy * inner.yx, yx * inner.xx + yy * inner.yx,      xx * inner.xy + xy * inner.yy,
            yx * inner.xy + yy * inner.yy, xx * inner.x0 + xy * inner.y0 + x0, yx * inner.x0 + yy * inner.y0 + y0};
  }
  friend bool operator==(const Affine&, const Affine&) = default;
};

inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
inline Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
inline Vec2 operator*(Vec2 a, double k) { return {a.x * k, a.y * k}; }
inline double length(Vec2 a) { return std::hypot(a.x, a.y); }
inline Vec2 lerp(Vec2 a, Vec2 b, double t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }
/// Unit normal to the left of the direction a→b on a y-down page (i.e. rotated -90°).
inline Vec2 normalOf(Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const double len = length(d);
  return len == 0 ? Vec2{0, 0} : Vec2{d.y / len, -d.x / len};
}

}  // namespace hexwright::exporters
