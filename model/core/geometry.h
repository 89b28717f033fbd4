#pragma once
// Plane geometry shared by every layer: points, axis-aligned rectangles and 2-D affine
// transforms. One set of types so that the model (hex layout, georeference), the importers
// (ground grid, rasters), the painters and the editor hand the same values to each other
// without converting. Units are the caller's (millimetres on paper, grid-plane metres,
// pixels); y grows downwards as on a page unless a transform says otherwise.
#include <algorithm>
#include <cmath>
#include <optional>

namespace hexwright::model {

struct Vec2 {
  double x = 0;
  double y = 0;
  friend constexpr bool operator==(Vec2, Vec2) = default;
};

inline constexpr Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
inline constexpr Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
inline constexpr Vec2 operator*(Vec2 a, double k) { return {a.x * k, a.y * k}; }
inline double length(Vec2 a) { return std::hypot(a.x, a.y); }
inline constexpr Vec2 lerp(Vec2 a, Vec2 b, double t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

/// An axis-aligned rectangle: top-left corner (x, y), width w and height h. A rectangle
/// with no area is empty and holds nothing.
struct Rect {
  double x = 0;
  double y = 0;
  double w = 0;
  double h = 0;

  /// The rectangle spanning [minX, maxX] × [minY, maxY].
  static constexpr Rect fromEdges(double minX, double minY, double maxX, double maxY) {
    return {minX, minY, maxX - minX, maxY - minY};
  }
  constexpr double right() const { return x + w; }
  constexpr double bottom() const { return y + h; }
  constexpr Vec2 centre() const { return {x + w / 2, y + h / 2}; }
  constexpr bool empty() const { return w <= 0 || h <= 0; }
  constexpr bool intersects(const Rect& o) const {
    return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
  }
  constexpr bool contains(Vec2 p) const { return p.x >= x && p.x <= right() && p.y >= y && p.y <= bottom(); }
  constexpr Rect inflated(double d) const { return {x - d, y - d, w + 2 * d, h + 2 * d}; }
  constexpr Rect intersected(const Rect& o) const {
    const double l = std::max(x, o.x), t = std::max(y, o.y);
    const double r = std::min(right(), o.right()), b = std::min(bottom(), o.bottom());
    return r > l && b > t ? Rect{l, t, r - l, b - t} : Rect{l, t, 0, 0};
  }
  /// The smallest rectangle holding both (an empty rectangle holds nothing).
  constexpr Rect united(const Rect& o) const {
    if (empty()) return o;
    if (o.empty()) return *this;
    const double l = std::min(x, o.x), t = std::min(y, o.y);
    return {l, t, std::max(right(), o.right()) - l, std::max(bottom(), o.bottom()) - t};
  }
  friend constexpr bool operator==(const Rect&, const Rect&) = default;
};

/// A 2-D affine transform in GDAL geotransform order, which is also how bundles store a
/// georeference: X = c0 + c1*x + c2*y, Y = c3 + c4*x + c5*y. Cairo's matrix is the same
/// transform with the coefficients named xx = c1, yx = c4, xy = c2, yy = c5, x0 = c0, y0 = c3.
struct Affine2D {
  double c0 = 0, c1 = 1, c2 = 0, c3 = 0, c4 = 0, c5 = 1;

  static constexpr Affine2D translation(double tx, double ty) { return {tx, 1, 0, ty, 0, 1}; }
  static constexpr Affine2D scaling(double sx, double sy) { return {0, sx, 0, 0, 0, sy}; }
  /// Turns clockwise on a y-down page by `degrees`.
  static Affine2D rotation(double degrees);

  constexpr Vec2 apply(Vec2 p) const { return {c0 + c1 * p.x + c2 * p.y, c3 + c4 * p.x + c5 * p.y}; }
  /// (*this) after `inner`: apply inner first, then this.
  constexpr Affine2D operator*(const Affine2D& inner) const {
    return {c0 + c1 * inner.c0 + c2 * inner.c3, c1 * inner.c1 + c2 * inner.c4, c1 * inner.c2 + c2 * inner.c5,
            c3 + c4 * inner.c0 + c5 * inner.c3, c4 * inner.c1 + c5 * inner.c4, c4 * inner.c2 + c5 * inner.c5};
  }
  /// nullopt when the transform is singular.
  std::optional<Affine2D> inverse() const;
  friend constexpr bool operator==(const Affine2D&, const Affine2D&) = default;
};

}  // namespace hexwright::model
