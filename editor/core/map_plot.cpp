#include "editor/core/map_plot.h"

#include <algorithm>

namespace hexwright::editor {

MapPlot::MapPlot(const std::vector<model::Vec2>& map, double width, double height, double margin)
    : m_panelCentre{width / 2, height / 2} {
  if (map.empty()) return;
  model::Vec2 lo = map.front(), hi = map.front();
  for (const auto& p : map) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  m_mapCentre = {(lo.x + hi.x) / 2, (lo.y + hi.y) / 2};
  const double roomX = std::max(1.0, width - 2 * margin), roomY = std::max(1.0, height - 2 * margin);
  // An axis with no extent does not limit the scale; with none at all any scale centres.
  const double sx = hi.x > lo.x ? roomX / (hi.x - lo.x) : 0, sy = hi.y > lo.y ? roomY / (hi.y - lo.y) : 0;
  if (sx > 0 && sy > 0)
    m_scale = std::min(sx, sy);
  else if (sx > 0 || sy > 0)
    m_scale = std::max(sx, sy);
}

model::Vec2 MapPlot::toPanel(model::Vec2 map) const {
  return {m_panelCentre.x + (map.x - m_mapCentre.x) * m_scale, m_panelCentre.y - (map.y - m_mapCentre.y) * m_scale};
}

}  // namespace hexwright::editor
