// An analysis over the map (MapPaintOptions::overlay): each tinted hex filled with its
// colour, translucent so the terrain reads through; the hexes it is about ringed.
#include <algorithm>
#include <map>

#include "exporters/render/map_layer_context.h"

namespace hexwright::exporters::layers {

namespace {

using ColorKey = std::tuple<double, double, double, double>;
ColorKey keyOf(Color c) { return {c.r, c.g, c.b, c.a}; }
Color colorOf(const ColorKey& k) { return Color{std::get<0>(k), std::get<1>(k), std::get<2>(k), std::get<3>(k)}; }

// Tabletop: squares of the table in inches, and a ring round each point that looks.
void paintTableOverlay(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  std::map<ColorKey, Path> byColor;
  for (const TableTint& t : ctx.options.overlay.tableTints) {
    const Vec2 a = g.fromMapUnits({t.square.x, t.square.y}), b = g.fromMapUnits({t.square.right(), t.square.bottom()});
    const Rect r = Rect::fromEdges(a.x, a.y, b.x, b.y);
    if (!ctx.visible.intersects(r)) continue;
    byColor[keyOf(t.color)].polygon(
        std::array<Vec2, 4>{Vec2{r.x, r.y}, Vec2{r.right(), r.y}, Vec2{r.right(), r.bottom()}, Vec2{r.x, r.bottom()}});
  }
  for (const auto& [key, path] : byColor) c.fill(path, colorOf(key));
  Stroke ring;
  ring.color = Color::rgb(200, 30, 30);
  const double inch = length(g.fromMapUnits({1, 0}) - g.fromMapUnits({0, 0}));
  ring.width = std::max(0.35, inch * 0.08);
  for (const Vec2 p : ctx.options.overlay.tableSources) c.stroke(Path().circle(g.fromMapUnits(p), inch * 0.6), ring);
}

}  // namespace

void paintOverlay(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  if (g.isTable()) return paintTableOverlay(c, ctx);
  const double a = g.hexAcross();
  const Rect near = ctx.visible.inflated(a);
  // One path per colour: thousands of hexes fill in a handful of calls.
  std::map<std::tuple<double, double, double, double>, Path> byColor;
  for (const HexTint& t : ctx.options.overlay.tints) {
    if (!near.contains(g.centre(t.hex))) continue;
    byColor[{t.color.r, t.color.g, t.color.b, t.color.a}].polygon(g.corners(t.hex));
  }
  for (const auto& [key, path] : byColor)
    c.fill(path, Color{std::get<0>(key), std::get<1>(key), std::get<2>(key), std::get<3>(key)});
  Stroke ring;
  ring.color = Color::rgb(200, 30, 30);
  ring.width = std::max(0.35, a * 0.06);
  for (const model::HexCoord h : ctx.options.overlay.sources) {
    if (!near.contains(g.centre(h))) continue;
    const auto k = g.corners(h);
    std::array<Vec2, 6> inset;
    for (std::size_t i = 0; i < 6; ++i) inset[i] = lerp(k[i], g.centre(h), 0.12);
    c.stroke(Path().polygon(inset), ring);
  }
}

}  // namespace hexwright::exporters::layers
