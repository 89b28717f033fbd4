#pragma once
// A drag's path on the grid, in the order the pointer went: the hexsides it runs along
// (hexside tool) and the hexes it passes through (route tool). Motion events of a fast
// drag land far apart, so the stretch between two samples is filled in first: a freehand
// stroke gives what it runs along, never the shortest chain between its ends.
#include <optional>
#include <vector>

#include "editor/core/hexside_chain.h"
#include "model/hex/hex_layout.h"
#include "model/map/map.h"

namespace hexwright::editor {

/// Points at most `step` apart along the segment from `a` to `b`: `b` last, `a` left out.
std::vector<model::Vec2> pointsAlong(model::Vec2 a, model::Vec2 b, double step);

/// The hexes the segment from `a` to `b` passes through, in order, each adjacent to the
/// one before; the hex of `a` is left out.
std::vector<model::HexCoord> hexesAlong(const model::HexLayout& layout, model::Vec2 a, model::Vec2 b);

/// The chain of hexsides a drag runs along. The chain stands on a hex corner and takes the
/// side to the next corner once the pointer is nearer that corner (by a margin, so a
/// pointer wavering between two corners, or crossing a side, paints nothing); going back
/// over the last side takes it off again. It starts where the pointer first comes near a
/// side, at the corner there, or, on a side's middle, at the end the pointer moves away
/// from: a drag pressed inside a hex starts when it reaches the hex's edge.
class HexsideTrace {
 public:
  /// `nearSide`: how near a side (world units) the pointer must come to start the chain.
  HexsideTrace(const model::HexLayout& layout, const model::Map& map, double nearSide);
  /// The press, then every pointer sample after it.
  void start(model::Vec2 p);
  void moveTo(model::Vec2 p);
  /// The sides so far, each walked from corner to corner in the drag's direction.
  const std::vector<ChainStep>& steps() const { return m_steps; }

 private:
  void visit(model::Vec2 p);
  void begin(model::Vec2 p);
  void stepTo(model::VertexKey next);

  const model::HexLayout& m_layout;
  const model::Map& m_map;
  double m_nearSide;
  model::Vec2 m_last;
  std::optional<model::HexsideKey> m_firstSide;  // reached on its middle: which end is open
  model::Vec2 m_firstPoint;
  std::optional<model::VertexKey> m_at;
  std::vector<ChainStep> m_steps;
};

}  // namespace hexwright::editor
