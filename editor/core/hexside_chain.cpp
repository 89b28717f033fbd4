#include "editor/core/hexside_chain.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <queue>

#include "editor/core/hex_picking.h"

namespace hexwright::editor {

using model::HexsideKey;
using model::Vec2;
using model::VertexKey;

namespace {

VertexKey otherEnd(HexsideKey side, VertexKey v) {
  const auto ends = model::endpoints(side);
  return ends[0] == v ? ends[1] : ends[0];
}

}  // namespace

VertexHit nearestVertex(const model::HexLayout& layout, Vec2 p) {
  const model::HexCoord h = layout.worldToHex(p);
  VertexHit best{model::vertex(h, 0), std::numeric_limits<double>::max()};
  for (int c = 0; c < 6; ++c) {
    const Vec2 q = layout.corner(h, c);
    const double d = std::hypot(p.x - q.x, p.y - q.y);
    if (d < best.distance) best = {model::vertex(h, c), d};
  }
  return best;
}

std::vector<HexsideKey> sidesAt(VertexKey v) {
  // Corner c of a hex lies between its sides c and c + 1; the third side is the one
  // shared by the two neighbours across those sides.
  const model::HexCoord a = model::neighbor(v.hex, v.corner);
  return {model::hexside(v.hex, v.corner), model::hexside(v.hex, v.corner + 1), model::hexside(a, v.corner + 2)};
}

std::vector<ChainStep> hexsideChain(const model::HexLayout& layout, const model::Map& map, VertexKey from, VertexKey to,
                                    int maxSteps) {
  if (from == to) return {};
  const Vec2 a = layout.vertexPoint(from);
  const Vec2 b = layout.vertexPoint(to);
  const double unit = layout.acrossFlats;
  // Cost: one per side, plus a tie-break far below one side for the side's distance from
  // the straight line, so the shortest chains are preferred and the straightest of them wins.
  const double tieScale = 0.25 / (maxSteps * (std::hypot(a.x - b.x, a.y - b.y) + 2 * unit));
  // A*: a side is one radius long, so no chain to `to` is shorter than the straight
  // distance over the radius (an admissible estimate; it keeps long drags cheap).
  const double radius = layout.radius();
  auto estimate = [&](VertexKey v) {
    const Vec2 p = layout.vertexPoint(v);
    return std::hypot(p.x - b.x, p.y - b.y) / radius * (1.0 - 1e-9);
  };
  struct Node {
    double priority;
    double cost;
    VertexKey v;
    bool operator>(const Node& o) const { return priority > o.priority; }
  };
  std::map<VertexKey, std::pair<double, ChainStep>> best;  // vertex -> cost, step that reached it
  std::priority_queue<Node, std::vector<Node>, std::greater<>> open;
  best[from] = {0.0, ChainStep{}};
  open.push({estimate(from), 0.0, from});
  const std::size_t maxNodes = static_cast<std::size_t>(maxSteps) * static_cast<std::size_t>(maxSteps) * 4;
  while (!open.empty()) {
    const Node n = open.top();
    open.pop();
    if (n.cost > best[n.v].first) continue;
    if (n.v == to) break;
    if (n.cost >= maxSteps || best.size() > maxNodes) return {};
    for (const HexsideKey side : sidesAt(n.v)) {
      if (!map.containsSide(side)) continue;
      const VertexKey next = otherEnd(side, n.v);
      const Vec2 mid = layout.sideMidpoint(side);
      const double cost = n.cost + 1.0 + tieScale * distanceToSegment(mid, a, b);
      auto it = best.find(next);
      if (it != best.end() && it->second.first <= cost) continue;
      best[next] = {cost, ChainStep{side, n.v, next}};
      open.push({cost + estimate(next), cost, next});
    }
  }
  if (!best.count(to)) return {};
  std::vector<ChainStep> chain;
  for (VertexKey v = to; v != from;) {
    const ChainStep& step = best.at(v).second;
    chain.push_back(step);
    v = step.from;
  }
  std::reverse(chain.begin(), chain.end());
  return chain;
}

}  // namespace hexwright::editor
