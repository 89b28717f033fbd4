#pragma once
// Hexsides followed along hex edges: the corner nearest a point, and the shortest chain of
// sides between two corners. The hexside tool paints what this returns, so a straight
// drag gives a connected river or ridge along the zig-zag edge without tracing it.
#include <vector>

#include "model/hex/hex_layout.h"
#include "model/map/map.h"

namespace hexwright::editor {

/// The corner nearest `p` and its distance from `p` in world units.
struct VertexHit {
  model::VertexKey vertex;
  double distance = 0;
};
VertexHit nearestVertex(const model::HexLayout& layout, model::Vec2 p);

/// The three sides meeting at `v`.
std::vector<model::HexsideKey> sidesAt(model::VertexKey v);

/// One side of a chain, walked from corner `from` to corner `to`.
struct ChainStep {
  model::HexsideKey side;
  model::VertexKey from;
  model::VertexKey to;
  friend bool operator==(const ChainStep&, const ChainStep&) = default;
};

/// The shortest chain of sides on the map from corner `from` to corner `to` (empty when
/// they are the same corner or no chain exists). Among chains of equal length the one that
/// stays nearest the straight line between the corners wins, so a drag along a hex row
/// gives the zig-zag edge under it. `maxSteps` bounds the search.
std::vector<ChainStep> hexsideChain(const model::HexLayout& layout, const model::Map& map, model::VertexKey from,
                                    model::VertexKey to, int maxSteps = 400);

}  // namespace hexwright::editor
