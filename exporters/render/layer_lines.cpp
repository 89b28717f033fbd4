// Map layers that run along hexsides (streams, slopes, walls…) and through hex centres
// (roads, trails, railroads). Features are batched per type and drawn in the schema's
// order of types, so water lies under slopes and roads over both, as the schema lists.
#include <algorithm>
#include <map>

#include "exporters/render/line_drawing.h"
#include "exporters/render/map_layer_context.h"

namespace hexwright::exporters::layers {

using model::HexCoord;

namespace {

// Position of a type in the schema's list; unknown types after all known ones.
template <class T>
int rankOf(const std::vector<T>& types, const model::TypeId& id) {
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].id == id) return static_cast<int>(i);
  return static_cast<int>(types.size());
}

}  // namespace

void paintHexsides(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  const Rect near = ctx.visible.inflated(g.hexAcross());
  std::map<std::pair<int, model::TypeId>, HexsideBatch> batches;
  // Far out, a side is a few pixels long: waves, hachures, teeth and bridges would be
  // sub-pixel noise, so every line type becomes one plain stroke in its colour.
  const bool plain = ctx.farZoom();
  HexsideBatch* lastBatch = nullptr;
  model::TypeId lastType;
  for (const auto& [key, features] : ctx.map.hexsideFeatures) {
    const auto ends = g.sideEnds(key);
    if (!near.contains(lerp(ends[0], ends[1], 0.5))) continue;
    if (!ctx.map.containsSide(key)) continue;  // wholly off the map
    for (const model::HexsideFeature& f : features) {
      const HexsidePaint& paint = ctx.style.hexside(f.type);
      if (plain) {
        if (paint.crosses) continue;
        // Sides of one type come in runs: look the batch up only when the type changes.
        if (!lastBatch || lastType != f.type) {
          const int rank = ctx.ruleset ? rankOf(ctx.ruleset->hexsides, f.type) : 0;
          lastBatch = &batches[{rank, f.type}];
          lastType = f.type;
        }
        lastBatch->line.moveTo(ends[0]).lineTo(ends[1]);
        continue;
      }
      const int rank = ctx.ruleset ? rankOf(ctx.ruleset->hexsides, f.type) : 0;
      // Crossings after every line, so a bridge sits on top of its creek.
      HexsideBatch& batch = batches[{paint.crosses ? 1000000 + rank : rank, f.type}];
      if (paint.crosses) {
        const auto hexes = model::hexesOf(key);
        const Vec2 mid = lerp(ends[0], ends[1], 0.5);
        addCrossing(batch, paint, lerp(mid, g.centre(hexes[0]), 0.55), lerp(mid, g.centre(hexes[1]), 0.55));
      } else {
        std::optional<Vec2> toward;
        if (f.toward) toward = g.centre(*f.toward);
        addHexside(batch, paint, ends[0], ends[1], toward);
      }
    }
  }
  for (const auto& [order, batch] : batches) {
    if (!plain) {
      drawHexsideBatch(c, batch, ctx.style.hexside(order.second));
      continue;
    }
    // Butt caps: round ones make Cairo's stroker add arcs to thousands of tiny segments.
    Stroke s;
    s.color = ctx.style.hexside(order.second).color;
    s.width = std::max(ctx.style.hexside(order.second).widthMm, 1.0 / ctx.devicePerMm);
    c.stroke(batch.line, s);
  }
}

void paintRoutes(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  const Rect near = ctx.visible.inflated(g.hexAcross());
  std::map<std::pair<int, model::TypeId>, std::vector<std::vector<Vec2>>> byType;
  for (const model::Route& r : ctx.map.routes) {
    std::vector<Vec2> line;
    line.reserve(r.path.size());
    Rect box;
    for (const HexCoord h : r.path) {
      const Vec2 p = g.centre(h);
      line.push_back(p);
      box = box.united(Rect{p.x, p.y, 1e-6, 1e-6});
    }
    if (line.empty() || !box.intersects(near)) continue;
    const int rank = ctx.ruleset ? rankOf(ctx.ruleset->routes, r.type) : 0;
    byType[{rank, r.type}].push_back(std::move(line));
  }
  for (const auto& [order, lines] : byType) drawRoutes(c, ctx.style.route(order.second), lines);
}

}  // namespace hexwright::exporters::layers
