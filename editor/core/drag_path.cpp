#include "editor/core/drag_path.h"

#include <algorithm>
#include <cmath>

#include "editor/core/hex_picking.h"

namespace hexwright::editor {

using model::HexCoord;
using model::Vec2;
using model::VertexKey;

namespace {

double dist(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

}  // namespace

std::vector<Vec2> pointsAlong(Vec2 a, Vec2 b, double step) {
  const int n = std::max(1, static_cast<int>(std::ceil(dist(a, b) / std::max(step, 1e-9))));
  std::vector<Vec2> out;
  out.reserve(static_cast<std::size_t>(n));
  for (int i = 1; i <= n; ++i) {
    const double t = static_cast<double>(i) / n;
    out.push_back({a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t});
  }
  return out;
}

std::vector<HexCoord> hexesAlong(const model::HexLayout& layout, Vec2 a, Vec2 b) {
  std::vector<HexCoord> out;
  HexCoord at = layout.worldToHex(a);
  for (const Vec2 p : pointsAlong(a, b, layout.radius() * 0.1)) {
    const HexCoord h = layout.worldToHex(p);
    if (h == at) continue;
    // Samples a tenth of a hex apart only skip a hex by grazing a corner; the hex line
    // between them then stands in for the graze.
    const auto line = hexLine(at, h);
    out.insert(out.end(), line.begin() + 1, line.end());
    at = h;
  }
  return out;
}

HexsideTrace::HexsideTrace(const model::HexLayout& layout, const model::Map& map, double nearSide)
    : m_layout(layout), m_map(map), m_nearSide(nearSide) {}

void HexsideTrace::start(Vec2 p) {
  m_steps.clear();
  m_at.reset();
  m_firstSide.reset();
  m_last = p;
  visit(p);
}

void HexsideTrace::moveTo(Vec2 p) {
  // A tenth of a side between samples: no corner's neighbourhood is jumped over.
  for (const Vec2 q : pointsAlong(m_last, p, m_layout.radius() * 0.1)) visit(q);
  m_last = p;
}

void HexsideTrace::begin(Vec2 p) {
  if (!m_firstSide) {
    const auto side = nearestHexside(m_layout, p);
    if (side.distance > m_nearSide || !m_map.containsSide(side.key)) return;
    const auto corner = nearestVertex(m_layout, p);
    if (corner.distance < m_layout.radius() * 0.3) {
      m_at = corner.vertex;
      return;
    }
    m_firstSide = side.key;
    m_firstPoint = p;
    return;
  }
  // Reached on a side's middle: once the pointer has gone a little way along the side,
  // the end it moves away from is where the chain starts, so that side is painted; going
  // across it, the corner it is nearest.
  if (dist(p, m_firstPoint) < m_layout.radius() * 0.25) return;
  const auto ends = model::endpoints(*m_firstSide);
  const Vec2 a = m_layout.vertexPoint(ends[0]), b = m_layout.vertexPoint(ends[1]);
  const Vec2 d{p.x - m_firstPoint.x, p.y - m_firstPoint.y};
  const double len = dist(a, b);
  const double along = (d.x * (b.x - a.x) + d.y * (b.y - a.y)) / len;
  const double across = std::abs(d.x * (b.y - a.y) - d.y * (b.x - a.x)) / len;
  if (std::abs(along) < across)
    m_at = nearestVertex(m_layout, p).vertex;
  else
    m_at = along > 0 ? ends[0] : ends[1];
}

void HexsideTrace::visit(Vec2 p) {
  if (!m_at) begin(p);
  if (!m_at) return;
  const auto nearest = nearestVertex(m_layout, p);
  if (nearest.vertex == *m_at) return;
  if (nearest.distance > dist(p, m_layout.vertexPoint(*m_at)) - m_layout.radius() * 0.1) return;
  stepTo(nearest.vertex);
}

void HexsideTrace::stepTo(VertexKey next) {
  for (const ChainStep& step : hexsideChain(m_layout, m_map, *m_at, next, 6)) {
    if (!m_steps.empty() && m_steps.back().side == step.side)
      m_steps.pop_back();  // backing up over the last side
    else
      m_steps.push_back(step);
  }
  m_at = next;
}

}  // namespace hexwright::editor
