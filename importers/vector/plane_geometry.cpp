#include "importers/vector/plane_geometry.h"

#include <cmath>

namespace hexwright::importers {

double ringArea(const Ring& ring) {
  const std::size_t n = ring.size();
  if (n < 3) return 0;
  double twice = 0;
  for (std::size_t i = 0, j = n - 1; i < n; j = i++) twice += ring[j].x * ring[i].y - ring[i].x * ring[j].y;
  return std::abs(twice) / 2;
}

model::Vec2 centroid(const Ring& ring) {
  const std::size_t n = ring.size();
  if (n == 0) return {};
  // Relative to the first point, so coordinates far from the origin lose no precision.
  const model::Vec2 o = ring[0];
  double a = 0, cx = 0, cy = 0;
  for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
    const double xj = ring[j].x - o.x, yj = ring[j].y - o.y, xi = ring[i].x - o.x, yi = ring[i].y - o.y;
    const double cross = xj * yi - xi * yj;
    a += cross;
    cx += (xj + xi) * cross;
    cy += (yj + yi) * cross;
  }
  if (a == 0) {
    model::Vec2 mean{};
    for (const auto& p : ring) mean = {mean.x + p.x / static_cast<double>(n), mean.y + p.y / static_cast<double>(n)};
    return mean;
  }
  return {o.x + cx / (3 * a), o.y + cy / (3 * a)};
}

}  // namespace hexwright::importers
