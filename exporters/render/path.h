#pragma once
// A backend-neutral vector path in the canvas' current units (millimetres). Many
// subpaths may share one Path so that e.g. all clear-terrain hexes are filled in a
// single call: far fewer PDF operators and Cairo calls than one fill per hex.
#include <vector>

#include "exporters/render/geometry.h"

namespace hexwright::exporters {

class Path {
 public:
  enum class Op { Move, Line, Curve, Close };

  Path& moveTo(Vec2 p);
  Path& lineTo(Vec2 p);
  Path& curveTo(Vec2 c1, Vec2 c2, Vec2 end);
  Path& close();

  /// Closed polygon (or an open polyline when `closed` is false) as one subpath.
  Path& polygon(const Vec2* points, std::size_t n, bool closed = true);
  template <class Container>
  Path& polygon(const Container& pts, bool closed = true) {
    return polygon(pts.data(), pts.size(), closed);
  }
  Path& rect(const Rect& r);
  /// Circle as four Bézier arcs (exact enough for print: 0.03% radial error).
  Path& circle(Vec2 centre, double radius);
  /// Rectangle with rounded corners.
  Path& roundedRect(const Rect& r, double radius);

  /// Number of points an operation carries: Move/Line 1, Curve 3 (two controls, then
  /// the end), Close 0.
  static constexpr int pointsOf(Op op) { return op == Op::Curve ? 3 : op == Op::Close ? 0 : 1; }
  /// Calls f(Op, const Vec2* points) for every operation in order.
  template <class F>
  void forEach(F&& f) const {
    const Vec2* pt = m_points.data();
    for (const Op op : m_ops) {
      f(op, pt);
      pt += pointsOf(op);
    }
  }

  bool empty() const { return m_ops.empty(); }
  /// Number of operations (moves, lines, curves and closes).
  std::size_t size() const { return m_ops.size(); }
  void clear() {
    m_ops.clear();
    m_points.clear();
  }
  /// Room for `ops` operations of one point each.
  void reserve(std::size_t ops) {
    m_ops.reserve(ops);
    m_points.reserve(ops);
  }
  /// Bounding box of every point (control points included).
  Rect bounds() const;

 private:
  // Operations and their points in two flat arrays: a hex is 7 operations, and a map
  // layer path holds tens of thousands of hexes, so 17 bytes per line segment instead
  // of a 56-byte union-like element keeps the editor's full redraw out of the allocator.
  std::vector<Op> m_ops;
  std::vector<Vec2> m_points;
};

}  // namespace hexwright::exporters
