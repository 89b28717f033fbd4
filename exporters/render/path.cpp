#include "exporters/render/path.h"

#include <limits>

namespace hexwright::exporters {

Path& Path::moveTo(Vec2 p) {
  m_ops.push_back(Op::Move);
  m_points.push_back(p);
  return *this;
}

Path& Path::lineTo(Vec2 p) {
  m_ops.push_back(Op::Line);
  m_points.push_back(p);
  return *this;
}

Path& Path::curveTo(Vec2 c1, Vec2 c2, Vec2 end) {
  m_ops.push_back(Op::Curve);
  m_points.push_back(c1);
  m_points.push_back(c2);
  m_points.push_back(end);
  return *this;
}

Path& Path::close() {
  m_ops.push_back(Op::Close);
  return *this;
}

Path& Path::polygon(const Vec2* points, std::size_t n, bool closed) {
  if (n == 0) return *this;
  moveTo(points[0]);
  for (std::size_t i = 1; i < n; ++i) lineTo(points[i]);
  if (closed) close();
  return *this;
}

Path& Path::rect(const Rect& r) {
  const Vec2 pts[4] = {{r.x, r.y}, {r.right(), r.y}, {r.right(), r.bottom()}, {r.x, r.bottom()}};
  return polygon(pts, 4);
}

Path& Path::circle(Vec2 c, double radius) {
  // Four cubic quarter arcs; k = 4/3 (sqrt 2 - 1).
  const double k = 0.5522847498307936 * radius;
  moveTo({c.x + radius, c.y});
  curveTo({c.x + radius, c.y + k}, {c.x + k, c.y + radius}, {c.x, c.y + radius});
  curveTo({c.x - k, c.y + radius}, {c.x - radius, c.y + k}, {c.x - radius, c.y});
  curveTo({c.x - radius, c.y - k}, {c.x - k, c.y - radius}, {c.x, c.y - radius});
  curveTo({c.x + k, c.y - radius}, {c.x + radius, c.y - k}, {c.x + radius, c.y});
  return close();
}

Path& Path::roundedRect(const Rect& r, double radius) {
  if (radius <= 0) return rect(r);
  const double k = 0.5522847498307936 * radius;
  const double l = r.x, t = r.y, rt = r.right(), b = r.bottom();
  moveTo({l + radius, t});
  lineTo({rt - radius, t});
  curveTo({rt - radius + k, t}, {rt, t + radius - k}, {rt, t + radius});
  lineTo({rt, b - radius});
  curveTo({rt, b - radius + k}, {rt - radius + k, b}, {rt - radius, b});
  lineTo({l + radius, b});
  curveTo({l + radius - k, b}, {l, b - radius + k}, {l, b - radius});
  lineTo({l, t + radius});
  curveTo({l, t + radius - k}, {l + radius - k, t}, {l + radius, t});
  return close();
}

Rect Path::bounds() const {
  double minX = std::numeric_limits<double>::infinity(), minY = minX;
  double maxX = -minX, maxY = -minX;
  for (const Vec2& p : m_points) {
    minX = std::min(minX, p.x);
    minY = std::min(minY, p.y);
    maxX = std::max(maxX, p.x);
    maxY = std::max(maxY, p.y);
  }
  if (minX > maxX) return {};
  return {minX, minY, maxX - minX, maxY - minY};
}

}  // namespace hexwright::exporters
