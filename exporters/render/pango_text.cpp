#include "exporters/render/pango_text.h"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cstdio>

namespace hexwright::exporters {
namespace {

// Cap height of DejaVu Sans in em: VAlign::Middle centres digits and capitals on the
// anchor, which is what boxes on counters and rosters need.
constexpr double kCapHeightEm = 0.73;
// Enough for every distinct string of a large counter sheet; cleared when full.
constexpr std::size_t kMaxCached = 20000;

double fromPango(int v) { return static_cast<double>(v) / PANGO_SCALE; }

}  // namespace

PangoText::PangoText() {
  m_context = pango_font_map_create_context(pango_cairo_font_map_get_default());
  // Hinting snaps outlines and advances to device pixels of *some* resolution; with it
  // off, a layout measured once is exact for PDF points and screen pixels alike.
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(m_context, options);
  cairo_font_options_destroy(options);
  pango_cairo_context_set_resolution(m_context, 72.0);
  pango_context_set_round_glyph_positions(m_context, FALSE);
}

PangoText::~PangoText() {
  for (auto& [key, laid] : m_cache) g_object_unref(laid.layout);
  g_object_unref(m_context);
}

const PangoText::Laid& PangoText::layout(std::string_view text, const Font& font, double wrapWidth, HAlign align) {
  char head[160];
  std::snprintf(head, sizeof head, "%s|%.4f|%d%d%d|%.3f|%d|", font.family.c_str(), font.sizeMm, font.bold, font.italic,
                font.condensed, wrapWidth, static_cast<int>(align));
  std::string key = head;
  key.append(text);
  auto it = m_cache.find(key);
  if (it != m_cache.end()) return it->second;
  if (m_cache.size() >= kMaxCached) {
    for (auto& [k, laid] : m_cache) g_object_unref(laid.layout);
    m_cache.clear();
  }

  PangoLayout* layout = pango_layout_new(m_context);
  PangoFontDescription* desc = pango_font_description_new();
  pango_font_description_set_family(desc, font.family.c_str());
  pango_font_description_set_weight(desc, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  if (font.condensed) pango_font_description_set_stretch(desc, PANGO_STRETCH_CONDENSED);
  // Absolute size is in device units of the layout, i.e. canvas units (mm).
  pango_font_description_set_absolute_size(desc, font.sizeMm * PANGO_SCALE);
  pango_layout_set_font_description(layout, desc);
  pango_font_description_free(desc);
  if (wrapWidth > 0) {
    pango_layout_set_width(layout, static_cast<int>(wrapWidth * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
  }
  pango_layout_set_alignment(layout, align == HAlign::Center  ? PANGO_ALIGN_CENTER
                                     : align == HAlign::Right ? PANGO_ALIGN_RIGHT
                                                              : PANGO_ALIGN_LEFT);
  pango_layout_set_text(layout, text.data(), static_cast<int>(text.size()));

  int w = 0, h = 0;
  pango_layout_get_size(layout, &w, &h);
  Laid laid{layout, fromPango(w), fromPango(h), fromPango(pango_layout_get_baseline(layout))};
  if (wrapWidth > 0) laid.width = std::min(laid.width, wrapWidth);
  return m_cache.emplace(std::move(key), laid).first->second;
}

Vec2 PangoText::measure(std::string_view text, const Font& font, double wrapWidth) {
  const Laid& l = layout(text, font, wrapWidth, HAlign::Left);
  return {l.width, l.height};
}

void PangoText::draw(cairo_t* cr, Vec2 at, std::string_view text, const TextStyle& st) {
  if (text.empty()) return;
  const Laid& l = layout(text, st.font, st.wrapWidth, st.halign);
  // With wrapping, Pango aligns lines inside the wrap width; anchor that box instead.
  const double boxWidth = st.wrapWidth > 0 ? st.wrapWidth : l.width;
  double dx = 0;
  if (st.halign == HAlign::Center) dx = -boxWidth / 2;
  if (st.halign == HAlign::Right) dx = -boxWidth;
  double dy = 0;
  switch (st.valign) {
    case VAlign::Top:
      dy = 0;
      break;
    case VAlign::Baseline:
      dy = -l.baseline;
      break;
    case VAlign::Bottom:
      dy = -l.height;
      break;
    case VAlign::Middle:
      dy = -l.baseline + kCapHeightEm * st.font.sizeMm / 2;
      break;
  }
  cairo_save(cr);
  cairo_translate(cr, at.x, at.y);
  if (st.fitWidth > 0 && l.width > st.fitWidth) {
    const double k = st.fitWidth / l.width;
    // Scaling about the anchor keeps every alignment (centre, middle, bottom) in place.
    cairo_scale(cr, k, k);
  }
  cairo_move_to(cr, dx, dy);
  if (st.haloColor.a > 0 && st.haloWidth > 0) {
    pango_cairo_layout_path(cr, l.layout);
    cairo_set_source_rgba(cr, st.haloColor.r, st.haloColor.g, st.haloColor.b, st.haloColor.a);
    cairo_set_line_width(cr, 2 * st.haloWidth);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
    cairo_move_to(cr, dx, dy);
  }
  cairo_set_source_rgba(cr, st.color.r, st.color.g, st.color.b, st.color.a);
  pango_cairo_show_layout(cr, l.layout);
  cairo_restore(cr);
}

}  // namespace hexwright::exporters
