#include "editor/render/backing_store.h"

#include <algorithm>
#include <cstdlib>

namespace hexwright::editor {

BackingStore::~BackingStore() {
  if (m_surface) cairo_surface_destroy(m_surface);
}

PixelRect BackingStore::damage(const MapView& view, const Viewport& vp, const model::ChangeSet& changes) {
  const PixelRect all{0, 0, vp.width(), vp.height()};
  const auto d = view.damageFor(changes);
  switch (d.kind) {
    case MapView::Damage::Kind::None:
      return {};
    case MapView::Damage::Kind::All:
      invalidateAll();
      return all;
    case MapView::Damage::Kind::Region: {
      const model::Rect px = vp.screenRect(d.region);
      const int x0 = std::max(0, static_cast<int>(px.x)), y0 = std::max(0, static_cast<int>(px.y));
      const int x1 = std::min(vp.width(), static_cast<int>(px.right()));
      const int y1 = std::min(vp.height(), static_cast<int>(px.bottom()));
      if (x1 <= x0 || y1 <= y0) return {};
      const PixelRect r{x0, y0, x1 - x0, y1 - y0};
      m_dirty.push_back(r);
      return r;
    }
  }
  return {};
}

void BackingStore::scroll(int dx, int dy) {
  if (!m_surface || !m_valid || (dx == 0 && dy == 0)) return;
  const int w = cairo_image_surface_get_width(m_surface), h = cairo_image_surface_get_height(m_surface);
  if (std::abs(dx) >= w || std::abs(dy) >= h) {
    invalidateAll();
    return;
  }
  cairo_surface_t* moved = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  cairo_t* cr = cairo_create(moved);
  cairo_set_source_surface(cr, m_surface, dx, dy);
  cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint(cr);
  cairo_destroy(cr);
  cairo_surface_destroy(m_surface);
  m_surface = moved;
  for (auto& r : m_dirty) r.x += dx, r.y += dy;
  if (dx > 0) m_dirty.push_back({0, 0, dx, h});
  if (dx < 0) m_dirty.push_back({w + dx, 0, -dx, h});
  if (dy > 0) m_dirty.push_back({0, 0, w, dy});
  if (dy < 0) m_dirty.push_back({0, h + dy, w, -dy});
}

void BackingStore::rescale(double factor, model::Vec2 anchor) {
  if (!m_surface || !m_valid || !(factor > 0)) return;
  const int w = cairo_image_surface_get_width(m_surface), h = cairo_image_surface_get_height(m_surface);
  cairo_surface_t* scaled = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  cairo_t* cr = cairo_create(scaled);
  cairo_set_source_rgb(cr, 214 / 255.0, 214 / 255.0, 208 / 255.0);  // paper grey where nothing was drawn
  cairo_paint(cr);
  cairo_translate(cr, anchor.x, anchor.y);
  cairo_scale(cr, factor, factor);
  cairo_translate(cr, -anchor.x, -anchor.y);
  cairo_set_source_surface(cr, m_surface, 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST);
  cairo_paint(cr);
  cairo_destroy(cr);
  cairo_surface_destroy(m_surface);
  m_surface = scaled;
  m_dirty.clear();  // stale anyway until the real repaint
}

cairo_surface_t* BackingStore::update(const MapView& view, const Viewport& vp) {
  const int w = vp.width(), h = vp.height();
  if (!m_surface || cairo_image_surface_get_width(m_surface) != w || cairo_image_surface_get_height(m_surface) != h) {
    if (m_surface) cairo_surface_destroy(m_surface);
    m_surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    m_valid = false;
  }
  m_lastPainted = 0;
  cairo_t* cr = cairo_create(m_surface);
  if (!m_valid) {
    view.paintMap(cr, vp, {0, 0, w, h});
    m_lastPainted = static_cast<long long>(w) * h;
    m_valid = true;
  } else {
    for (const PixelRect& r : m_dirty) {
      view.paintMap(cr, vp, r);
      m_lastPainted += static_cast<long long>(r.width) * r.height;
    }
  }
  m_dirty.clear();
  cairo_destroy(cr);
  return m_surface;
}

}  // namespace hexwright::editor
