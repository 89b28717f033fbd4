#pragma once
// The hexes and hexsides a centre-to-centre line passes, as offsets from its start.
#include <vector>

#include "model/hex/hex_coord.h"

namespace hexwright::model {

/// One way through: hexes[0] is the start (0,0), hexes.back() the end; step i crosses the
/// hexside between hexes[i] and hexes[i+1] (always neighbours). A line may pass more
/// hexes than its length in hexes: every hex it enters is listed.
struct TracePath {
  std::vector<HexCoord> hexes;
  std::vector<int> directions;  // directions[i] = directionTo(hexes[i], hexes[i+1])
  std::vector<double> hexAt;    // where along the line (0..1) each hex's centre projects
  std::vector<double> sideAt;   // where along the line each step's hexside is crossed
};

/// A line traced a hair to either side of the true one: where the true line runs along a
/// hexside or through a corner the two paths differ, and the rulebook's rule for lines
/// along hexsides decides. `along` names the hexsides the line runs along for a length
/// (hex and the direction of the side from it).
struct Trace {
  int length = 0;  // hex distance
  TracePath left;
  TracePath right;
  struct Along {
    HexCoord hex;
    int direction = 0;
  };
  std::vector<Along> along;
  bool split() const { return left.hexes != right.hexes; }
};

Trace traceLine(HexCoord offset);

/// Every offset within `range` hexes, nearest first (rings 1..range), without (0,0).
std::vector<HexCoord> offsetsWithin(int range);

}  // namespace hexwright::model
