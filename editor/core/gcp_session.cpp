#include "editor/core/gcp_session.h"

namespace hexwright::editor {

std::size_t GcpSession::addPoint(model::Vec2 pixel) {
  m_points.push_back(Point{pixel, std::nullopt, {}});
  refit();
  return m_points.size() - 1;
}

void GcpSession::setMap(std::size_t index, std::optional<model::Vec2> map) {
  if (index >= m_points.size()) return;
  m_points[index].map = map;
  m_points[index].typed[0] = map ? std::optional(map->x) : std::nullopt;
  m_points[index].typed[1] = map ? std::optional(map->y) : std::nullopt;
  refit();
}

void GcpSession::setMapCoordinate(std::size_t index, int axis, std::optional<double> value) {
  if (index >= m_points.size() || axis < 0 || axis > 1) return;
  Point& p = m_points[index];
  p.typed[axis] = value;
  p.map = p.typed[0] && p.typed[1] ? std::optional(model::Vec2{*p.typed[0], *p.typed[1]}) : std::nullopt;
  refit();
}

void GcpSession::setPixel(std::size_t index, model::Vec2 pixel) {
  if (index >= m_points.size()) return;
  m_points[index].pixel = pixel;
  refit();
}

void GcpSession::remove(std::size_t index) {
  if (index >= m_points.size()) return;
  m_points.erase(m_points.begin() + static_cast<std::ptrdiff_t>(index));
  refit();
}

void GcpSession::setEnabled(std::size_t index, bool enabled) {
  if (index >= m_points.size()) return;
  m_points[index].enabled = enabled;
  refit();
}

void GcpSession::setTransform(importers::GcpTransform t) {
  m_transform = t;
  refit();
}

void GcpSession::load(const importers::GcpFile& file) {
  m_points.clear();
  for (const auto* list : {&file.points, &file.disabled})
    for (const auto& g : *list) {
      m_points.push_back(Point{g.pixel, g.map, {g.map.x, g.map.y}});
      m_points.back().enabled = list == &file.points;
    }
  refit();
}

std::vector<importers::QgisPointsRow> GcpSession::qgisRows() const {
  std::vector<importers::QgisPointsRow> rows;
  for (const Point& p : m_points)
    if (p.map) rows.push_back({p.pixel, *p.map, p.enabled, p.residual.value_or(model::Vec2{0, 0})});
  return rows;
}

std::vector<importers::Gcp> GcpSession::gcps() const {
  std::vector<importers::Gcp> out;
  for (std::size_t i = 0; i < m_points.size(); ++i)
    if (m_points[i].map && m_points[i].enabled)
      out.push_back({m_points[i].pixel, *m_points[i].map, std::to_string(i + 1)});
  return out;
}

std::optional<model::Vec2> GcpSession::pixelToMap(model::Vec2 pixel) const {
  if (!m_fit) return std::nullopt;
  return m_fit->pixelToMap(pixel);
}

std::optional<model::Vec2> GcpSession::fittedPixel(std::size_t index) const {
  if (!m_fit || index >= m_points.size() || !m_points[index].map) return std::nullopt;
  return m_fit->mapToPixel(*m_points[index].map);
}

void GcpSession::refit() {
  for (auto& p : m_points) p.residual.reset(), p.residualPixels.reset(), p.residualMap.reset();
  m_fit.reset();
  m_rmsPixels.reset();
  m_rmsMap.reset();
  m_problem.clear();
  const auto points = gcps();
  const int needed = importers::minimumGcps(m_transform);
  if (static_cast<int>(points.size()) < needed) {
    m_problem = "needs " + std::to_string(needed) + " points with map coordinates for " +
                importers::gcpTransformName(m_transform) + ", has " + std::to_string(points.size());
    return;
  }
  model::Diagnostics d;
  m_fit = importers::GcpTransformer::fit(points, m_transform, d);
  if (!m_fit) {
    m_problem = d.empty() ? "the points do not determine a fit" : d.items().front().message;
    return;
  }
  const auto report = m_fit->report();
  m_rmsPixels = report.rmsPixels;
  m_rmsMap = report.rmsMap;
  // Residuals go back to the points they belong to (ids are 1-based indexes).
  for (const auto& r : report.residuals) {
    const std::size_t i = static_cast<std::size_t>(std::stoul(r.point.id)) - 1;
    if (i >= m_points.size()) continue;
    m_points[i].residual = r.pixelError;
    m_points[i].residualPixels = r.pixelDistance;
    m_points[i].residualMap = r.mapDistance;
  }
}

}  // namespace hexwright::editor
