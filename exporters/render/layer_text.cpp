// Text on the map: printed hex numbers in the ruleset's numbering, and place labels.
#include <algorithm>
#include <cmath>

#include "exporters/render/map_layer_context.h"

namespace hexwright::exporters::layers {

namespace {

// WCAG 2 contrast ratio of two colours (1 … 21).
double linear(double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); }
double relativeLuminance(const Color& c) { return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b); }
double contrastRatio(const Color& a, const Color& b) {
  const double la = relativeLuminance(a), lb = relativeLuminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace

Color hexNumberColor(const Color& ground) {
  // Dark grey where it reads (≥ 4.5:1, WCAG AA for small text), else black, else white.
  for (const Color c : {Color::rgb(50, 50, 50), colors::kBlack, colors::kWhite})
    if (contrastRatio(c, ground) >= 4.5) return c;
  return contrastRatio(colors::kBlack, ground) >= contrastRatio(colors::kWhite, ground) ? colors::kBlack
                                                                                        : colors::kWhite;
}

Vec2 hexNumberAt(const MapGeometry& g, model::HexCoord h) {
  const double a = g.hexAcross();
  const Vec2 centre = g.centre(h);
  // Flat-top hexes have a flat top edge to sit under; pointy tops need more room.
  if (g.layout().orientation == model::Orientation::FlatTop) return {centre.x, centre.y - a * 0.5 + a * 0.045};
  return {centre.x, centre.y - a * 0.5 + a * 0.12};
}

void paintHexNumbers(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  const double a = g.hexAcross();
  // Below ~12 device units per hex label the numbers are unreadable noise on screen.
  if (!ctx.shows(a * 0.11, 5)) return;
  TextStyle t;
  t.font.sizeMm = std::max(1.0, a * 0.11);
  t.color = Color::rgb(50, 50, 50);
  t.halign = HAlign::Center;
  t.valign = VAlign::Top;
  const auto& convention = ctx.map.grid().convention;
  const double alpha = ctx.options.layers.fills ? ctx.options.terrainOpacity : 0.0;
  for (const model::HexCoord h : ctx.hexes) {
    // The number's colour is chosen against the hex's own ground (terrain over paper).
    t.color = hexNumberColor(mix(colors::kWhite, ctx.style.terrain(ctx.map.terrainAt(h)).fill, alpha));
    c.text(hexNumberAt(g, h), model::formatLabel(h, convention), t);
  }
}

void paintLabels(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  const double base = g.isTable() ? std::clamp(g.mmPerInch() * 0.45, 2.2, 9.0) : g.hexAcross() * 0.2;
  for (const model::MapLabel& label : ctx.map.labels) {
    if (label.text.empty()) continue;
    const Vec2 at = g.fromMapUnits(label.at);
    if (!ctx.visible.inflated(base * label.text.size()).contains(at)) continue;
    TextStyle t;
    t.halign = HAlign::Center;
    t.valign = VAlign::Middle;
    t.font.sizeMm = base;
    t.font.italic = true;
    t.color = Color::rgb(30, 30, 30);
    if (idHas(label.style, "town,village,city,church,building")) {
      t.font.italic = false;
      t.font.bold = true;
      t.font.sizeMm = base * 1.1;
    } else if (idHas(label.style, "stream,river,creek,water,run,branch,pond,lake")) {
      t.color = Color::rgb(20, 70, 150);
    } else if (idHas(label.style, "road,pike,trail,rail")) {
      t.color = colors::kRoad;
      t.font.sizeMm = base * 0.85;
    } else if (idHas(label.style, "hill,ridge,field,wood,farm")) {
      t.color = Color::rgb(60, 50, 30);
    }
    t.haloColor = colors::kWhite.withAlpha(0.85);
    t.haloWidth = t.font.sizeMm * 0.12;
    CanvasState keep(c);
    c.translate(at.x, at.y);
    if (label.rotationDegrees != 0) c.rotate(label.rotationDegrees);
    c.text({0, 0}, label.text, t);
  }
}

}  // namespace hexwright::exporters::layers
