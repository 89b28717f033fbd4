#include "model/core/geometry.h"

namespace hexwright::model {

Affine2D Affine2D::rotation(double degrees) {
  const double a = degrees * 3.14159265358979323846 / 180.0;
  const double c = std::cos(a), s = std::sin(a);
  return {0, c, -s, 0, s, c};
}

std::optional<Affine2D> Affine2D::inverse() const {
  const double det = c1 * c5 - c2 * c4;
  if (det == 0) return std::nullopt;
  Affine2D inv;
  inv.c1 = c5 / det;
  inv.c2 = -c2 / det;
  inv.c4 = -c4 / det;
  inv.c5 = c1 / det;
  inv.c0 = -(inv.c1 * c0 + inv.c2 * c3);
  inv.c3 = -(inv.c4 * c0 + inv.c5 * c3);
  return inv;
}

}  // namespace hexwright::model
