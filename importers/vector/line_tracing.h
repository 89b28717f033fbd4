#pragma once
// Lines meet the hex grid three ways. Pure.
//  - A road is a route: the chain of adjacent hexes it passes through.
//  - A bridge or ford crosses hexsides: each hexside the line passes over.
//  - A stream or fence runs along hexsides on a hex map: the line is traced onto the
//    chain of hexsides nearest to it, so that it separates the hexes on either side as
//    the real stream separates the ground.
#include <vector>

#include "importers/vector/plane_geometry.h"
#include "model/hex/hexside_key.h"

namespace hexwright::importers {

/// Hexes along the line in order; consecutive hexes are adjacent, and a line that runs
/// along a hexside does not zig-zag between the two hexes.
std::vector<model::HexCoord> hexPath(const Polyline& line, const model::HexLayout& layout);

/// Every hexside the line passes over, in order (each once).
std::vector<model::HexsideKey> crossedHexsides(const Polyline& line, const model::HexLayout& layout);

/// The chain of hexsides that follows the line most closely, from the hex corner nearest
/// its start to the one nearest its end (each once).
std::vector<model::HexsideKey> tracedHexsides(const Polyline& line, const model::HexLayout& layout);

/// The three corners next to `v` along hexsides, with the hexside that joins each.
struct CornerStep {
  model::VertexKey to;
  model::HexsideKey side;
};
std::array<CornerStep, 3> cornerNeighbours(model::VertexKey v);

}  // namespace hexwright::importers
