#pragma once
// Plane geometry the painters share. Points, rectangles and affine transforms are the
// model's (model/core/geometry.h), so the editor, the importers and the painters pass
// them to each other unchanged; this header adds the paper units and a painter helper.
#include <cmath>

#include "model/core/geometry.h"
#include "model/hex/hex_layout.h"

namespace hexwright::exporters {

using model::Affine2D;
using model::length;
using model::lerp;
using model::Rect;
using model::Vec2;

constexpr double kMmPerInch = 25.4;
constexpr double kPtPerMm = 72.0 / 25.4;

/// Unit normal to the left of the direction a→b on a y-down page (i.e. rotated -90°).
inline Vec2 normalOf(Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const double len = length(d);
  return len == 0 ? Vec2{0, 0} : Vec2{d.y / len, -d.x / len};
}

}  // namespace hexwright::exporters
