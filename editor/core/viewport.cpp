#include "editor/core/viewport.h"

#include <algorithm>
#include <cmath>

namespace hexwright::editor {

using model::Vec2;

void Viewport::setSize(int widthPx, int heightPx) {
  m_width = std::max(widthPx, 1);
  m_height = std::max(heightPx, 1);
}

Vec2 Viewport::worldToScreen(Vec2 w) const { return {(w.x - m_origin.x) * m_scale, (w.y - m_origin.y) * m_scale}; }

Vec2 Viewport::screenToWorld(Vec2 s) const { return {m_origin.x + s.x / m_scale, m_origin.y + s.y / m_scale}; }

model::Rect Viewport::visibleWorld() const { return {m_origin.x, m_origin.y, m_width / m_scale, m_height / m_scale}; }

model::Rect Viewport::screenRect(const model::Rect& r) const {
  const Vec2 a = worldToScreen({r.x, r.y});
  const Vec2 b = worldToScreen({r.right(), r.bottom()});
  const double x0 = std::floor(std::min(a.x, b.x)), y0 = std::floor(std::min(a.y, b.y));
  const double x1 = std::ceil(std::max(a.x, b.x)), y1 = std::ceil(std::max(a.y, b.y));
  return {x0, y0, x1 - x0, y1 - y0};
}

void Viewport::zoomAt(Vec2 screen, double factor) {
  if (!(factor > 0)) return;
  const Vec2 anchor = screenToWorld(screen);
  m_scale = std::clamp(m_scale * factor, kMinScale, kMaxScale);
  m_origin = {anchor.x - screen.x / m_scale, anchor.y - screen.y / m_scale};
}

void Viewport::panBy(double dxPx, double dyPx) {
  m_origin.x -= dxPx / m_scale;
  m_origin.y -= dyPx / m_scale;
}

void Viewport::fit(const model::Rect& r, double marginPx) {
  if (r.empty()) return;
  const double w = std::max(m_width - 2 * marginPx, 1.0);
  const double h = std::max(m_height - 2 * marginPx, 1.0);
  m_scale = std::clamp(std::min(w / r.w, h / r.h), kMinScale, kMaxScale);
  centreOn(r.centre());
}

void Viewport::centreOn(Vec2 w) { m_origin = {w.x - m_width / (2 * m_scale), w.y - m_height / (2 * m_scale)}; }

void Viewport::set(double scale, Vec2 origin) {
  m_scale = std::clamp(scale, kMinScale, kMaxScale);
  m_origin = origin;
}

}  // namespace hexwright::editor
