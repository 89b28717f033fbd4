#include "model/hex/hex_coord.h"

namespace hexwright::model {

int directionTo(HexCoord a, HexCoord b) {
  const HexCoord delta = b - a;
  for (int d = 0; d < 6; ++d) {
    if (direction(d) == delta) return d;
  }
  return -1;
}

HexCoord rotateClockwise(HexCoord h, int k) {
  // Red Blob "Rotation": one clockwise step on a y-down page is the cube permutation
  // (q, r, s) -> (-r, -s, -q); it carries kHexDirections[d] to kHexDirections[d + 1].
  for (int i = normalizeDirection(k); i > 0; --i) h = HexCoord{-h.r, -h.s()};
  return h;
}

}  // namespace hexwright::model
