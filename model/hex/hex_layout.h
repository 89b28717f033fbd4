#pragma once
// Hex geometry in millimetres (or any length unit), shared by screen and paper.
// Red Blob Games' orientation matrices; y grows downwards as on a page.
#include <array>

#include "model/core/geometry.h"
#include "model/hex/hexside_key.h"
#include "model/hex/offset_coord.h"

namespace hexwright::model {

struct FractionalHex {
  double q = 0;
  double r = 0;
};

/// Cube rounding of a fractional hex to the hex that contains it.
HexCoord roundHex(FractionalHex f);

struct HexLayout {
  Orientation orientation = Orientation::FlatTop;
  double acrossFlats = 10.0;  // distance between opposite sides
  Vec2 origin;                // position of hex (0,0)'s centre

  double radius() const;  // centre to corner = acrossFlats / sqrt(3)
  Vec2 hexToWorld(HexCoord h) const;
  FractionalHex worldToFractional(Vec2 p) const;
  HexCoord worldToHex(Vec2 p) const;
  /// Corner c (0..5) of h; corner c lies between sides c and c+1.
  Vec2 corner(HexCoord h, int c) const;
  std::array<Vec2, 6> corners(HexCoord h) const;
  Vec2 vertexPoint(VertexKey v) const;
  Vec2 sideMidpoint(HexsideKey k) const;
};

}  // namespace hexwright::model
