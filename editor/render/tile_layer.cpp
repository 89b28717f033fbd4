#include "editor/render/tile_layer.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <vector>

namespace hexwright::editor {

namespace {

int floorDiv(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

}  // namespace

TileLayer::~TileLayer() {
  clear();
  for (cairo_surface_t* s : m_spare) cairo_surface_destroy(s);
  if (m_box) cairo_surface_destroy(m_box);
}

void TileLayer::clear() {
  for (auto& [key, t] : m_tiles) m_spare.push_back(t.surface);
  m_tiles.clear();
}

cairo_surface_t* TileLayer::newTile() {
  if (m_spare.empty()) return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kTile, kTile);
  cairo_surface_t* s = m_spare.back();
  m_spare.pop_back();
  return s;
}

cairo_surface_t* TileLayer::box(int w, int h) {
  if (!m_box || cairo_image_surface_get_width(m_box) < w || cairo_image_surface_get_height(m_box) < h) {
    const int bw = m_box ? std::max(w, cairo_image_surface_get_width(m_box)) : w;
    const int bh = m_box ? std::max(h, cairo_image_surface_get_height(m_box)) : h;
    if (m_box) cairo_surface_destroy(m_box);
    m_box = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, bw, bh);
    return m_box;  // new: already transparent
  }
  cairo_t* cr = cairo_create(m_box);
  cairo_rectangle(cr, 0, 0, w, h);
  cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
  cairo_fill(cr);
  cairo_destroy(cr);
  return m_box;
}

void TileLayer::paint(cairo_t* cr, double scale, int originX, int originY, int x0, int y0, int x1, int y1,
                      const Render& render) {
  if (!(scale > 0) || x1 <= x0 || y1 <= y0) return;
  const std::uint64_t bits = std::bit_cast<std::uint64_t>(scale);
  // Lattice pixel = view pixel + origin.
  const int c0 = floorDiv(x0 + originX, kTile), c1 = floorDiv(x1 - 1 + originX, kTile);
  const int r0 = floorDiv(y0 + originY, kTile), r1 = floorDiv(y1 - 1 + originY, kTile);
  renderMissing(bits, scale, c0, r0, c1, r1, render);
  cairo_save(cr);
  cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0);
  cairo_clip(cr);
  for (int row = r0; row <= r1; ++row)
    for (int col = c0; col <= c1; ++col) {
      Tile& t = m_tiles.at({bits, col, row});
      t.used = ++m_clock;
      cairo_set_source_surface(cr, t.surface, col * kTile - originX, row * kTile - originY);
      cairo_rectangle(cr, col * kTile - originX, row * kTile - originY, kTile, kTile);
      cairo_fill(cr);
    }
  cairo_restore(cr);
  evict();
}

void TileLayer::renderMissing(std::uint64_t bits, double scale, int c0, int r0, int c1, int r1, const Render& render) {
  int mc0 = INT_MAX, mr0 = INT_MAX, mc1 = INT_MIN, mr1 = INT_MIN;
  for (int row = r0; row <= r1; ++row)
    for (int col = c0; col <= c1; ++col)
      if (!m_tiles.contains({bits, col, row}))
        mc0 = std::min(mc0, col), mr0 = std::min(mr0, row), mc1 = std::max(mc1, col), mr1 = std::max(mr1, row);
  if (mc0 > mc1) return;
  const int w = (mc1 - mc0 + 1) * kTile, h = (mr1 - mr0 + 1) * kTile;
  cairo_surface_t* area = box(w, h);
  {
    cairo_t* cr = cairo_create(area);
    cairo_translate(cr, -mc0 * kTile, -mr0 * kTile);
    cairo_scale(cr, scale, scale);
    const model::Rect world{mc0 * kTile / scale, mr0 * kTile / scale, w / scale, h / scale};
    cairo_rectangle(cr, world.x, world.y, world.w, world.h);
    cairo_clip(cr);
    render(cr, world);
    cairo_destroy(cr);
  }
  cairo_surface_flush(area);
  const unsigned char* data = cairo_image_surface_get_data(area);
  const int stride = cairo_image_surface_get_stride(area);
  for (int row = mr0; row <= mr1; ++row)
    for (int col = mc0; col <= mc1; ++col) {
      Tile& t = m_tiles[{bits, col, row}];
      if (t.surface) continue;  // cached already, inside the box of the missing ones
      t.surface = newTile();
      cairo_surface_flush(t.surface);
      unsigned char* out = cairo_image_surface_get_data(t.surface);
      const int outStride = cairo_image_surface_get_stride(t.surface);
      const unsigned char* in = data + (row - mr0) * kTile * stride + (col - mc0) * kTile * 4;
      for (int y = 0; y < kTile; ++y) std::copy_n(in + y * stride, kTile * 4, out + y * outStride);
      cairo_surface_mark_dirty(t.surface);
      ++m_rendered;
    }
}

void TileLayer::evict() {
  if (m_tiles.size() <= kMaxTiles) return;
  // Least recently used first; a screenful is far fewer tiles than the cap, so what
  // is on screen now is never dropped.
  std::vector<std::pair<std::uint64_t, Key>> byAge;
  byAge.reserve(m_tiles.size());
  for (const auto& [key, t] : m_tiles) byAge.emplace_back(t.used, key);
  std::sort(byAge.begin(), byAge.end());
  for (std::size_t i = 0; i + kMaxTiles < byAge.size(); ++i) {
    auto it = m_tiles.find(byAge[i].second);
    m_spare.push_back(it->second.surface);
    m_tiles.erase(it);
  }
}

}  // namespace hexwright::editor
