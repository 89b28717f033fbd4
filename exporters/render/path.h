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
  struct Element {
    Op op;
    Vec2 p[3];  // Move/Line: p[0]; Curve: two control points then the end point
  };

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

  const std::vector<Element>& elements() const { return m_elements; }
  bool empty() const { return m_elements.empty(); }
  std::size_t size() const { return m_elements.size(); }
  void clear() { m_elements.clear(); }
  void reserve(std::size_t n) { m_elements.reserve(n); }
  /// Bounding box of every point (control points included).
  Rect bounds() const;

 private:
  std::vector<Element> m_elements;
};

}  // namespace hexwright::exporters
