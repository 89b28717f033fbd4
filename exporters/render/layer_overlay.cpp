// An analysis over the map (MapPaintOptions::overlay): each tinted hex filled with its
// colour, translucent so the terrain reads through; the hexes it is about ringed.
#include <algorithm>
#include <map>

#include "exporters/render/map_layer_context.h"

namespace hexwright::exporters::layers {

void paintOverlay(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
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
