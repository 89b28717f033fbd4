// The natural map style's ground (docs/natural-maps.md): the default terrain under the
// art, and where a hex's painted terrain is not what the art shows under its centre, the
// hex's own terrain over the art. The game data always wins on paper. And where a kept
// road crosses a kept stream, the bridge or ford the road crosses on.
#include <algorithm>
#include <cmath>
#include <optional>

#include "exporters/render/line_drawing.h"
#include "exporters/render/map_layer_context.h"
#include "model/hex/hexside_key.h"
#include "model/map/kept_ground.h"

namespace hexwright::exporters::layers {

void paintNaturalGround(Canvas& c, const Context& ctx) {
  if (!ctx.options.layers.fills) return;
  const model::TypeId& def = ctx.ruleset ? ctx.ruleset->defaultTerrain : model::TypeId{};
  Path ground;
  ground.reserve(ctx.hexes.size() * 7);
  for (const model::HexCoord h : ctx.hexes) ground.polygon(ctx.geometry.corners(h));
  CanvasState keep(c);
  if (ctx.options.screenLevelOfDetail) c.setCrispFills();
  c.fill(ground, ctx.style.terrain(def.empty() ? "clear" : def).fill.withAlpha(ctx.options.terrainOpacity));
}

void paintDisagreeingHexes(Canvas& c, const Context& ctx) {
  if (!ctx.ruleset) return;
  std::vector<model::HexCoord> hexes;
  if (model::hasKeptTerrain(ctx.map)) {
    for (const model::GroundDisagreement& d : model::groundDisagreements(ctx.map, *ctx.ruleset, ctx.hexes))
      hexes.push_back(d.hex);
  } else {
    // No kept ground: every hex not of the default terrain is game data the art lacks.
    for (const model::HexCoord h : ctx.hexes) {
      const model::TypeId& t = ctx.map.terrainAt(h);
      if (!t.empty() && t != ctx.ruleset->defaultTerrain) hexes.push_back(h);
    }
  }
  if (hexes.empty()) return;
  Context only = ctx;
  only.hexes = std::move(hexes);
  paintTerrain(c, only);
}

namespace {

struct KeptLine {
  std::vector<Vec2> course;
  Rect box;
  const model::TypeId* type;
};

bool isRoad(const Context& ctx, const model::TypeId& t) {
  return (ctx.ruleset && ctx.ruleset->findRoute(t)) || ctx.style.terrainIsRoad(t);
}

// A kept line that is water: a hexside or terrain type named as a stream (the ruleset's
// ids say what a type is; "deep-water", "creek", "stream-thicket" …).
bool isWaterway(const model::TypeId& t) {
  return t != model::kContourType && idHas(t, "stream,creek,river,brook,water");
}

std::optional<Vec2> segmentsCross(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1) {
  const Vec2 r{a1.x - a0.x, a1.y - a0.y}, s{b1.x - b0.x, b1.y - b0.y};
  const double den = r.x * s.y - r.y * s.x;
  if (std::abs(den) < 1e-12) return std::nullopt;
  const Vec2 d{b0.x - a0.x, b0.y - a0.y};
  const double t = (d.x * s.y - d.y * s.x) / den, u = (d.x * r.y - d.y * r.x) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1) return std::nullopt;
  return Vec2{a0.x + t * r.x, a0.y + t * r.y};
}

// The crossing hexside feature (placement "crosses": a bridge, a ford) on the side of
// the hex under `at` nearest to it, if the game has one there.
const model::HexsideFeature* crossingFeature(const Context& ctx, Vec2 at) {
  const model::HexCoord h = ctx.geometry.hexAt(at);
  const model::HexsideFeature* best = nullptr;
  double nearest = 1e300;
  for (const model::HexsideKey side : model::sidesOf(h)) {
    const auto it = ctx.map.hexsideFeatures.find(side);
    if (it == ctx.map.hexsideFeatures.end()) continue;
    const auto ends = ctx.geometry.sideEnds(side);
    const double d = std::hypot((ends[0].x + ends[1].x) / 2 - at.x, (ends[0].y + ends[1].y) / 2 - at.y);
    for (const model::HexsideFeature& f : it->second)
      if (ctx.style.hexside(f.type).crosses && d < nearest) nearest = d, best = &f;
  }
  return best;
}

// A bridge as maps draw one: two short parapets either side of the road, their ends
// turned outwards; a ford's are dashed.
void drawCrossing(Canvas& c, Vec2 at, Vec2 along, double roadWidth, const Color& ink, bool dashed) {
  const double len = std::hypot(along.x, along.y);
  if (len <= 0) return;
  const Vec2 u{along.x / len, along.y / len}, n{-u.y, u.x};
  const double half = std::max(1.2, roadWidth * 1.6), off = roadWidth / 2 + 0.35, flare = 0.45;
  Path p;
  for (const double side : {-1.0, 1.0}) {
    const Vec2 a{at.x - u.x * half + n.x * side * off, at.y - u.y * half + n.y * side * off};
    const Vec2 b{at.x + u.x * half + n.x * side * off, at.y + u.y * half + n.y * side * off};
    p.moveTo({a.x - u.x * flare + n.x * side * flare, a.y - u.y * flare + n.y * side * flare}).lineTo(a).lineTo(b);
    p.lineTo({b.x + u.x * flare + n.x * side * flare, b.y + u.y * flare + n.y * side * flare});
  }
  Stroke s;
  s.color = ink;
  s.width = 0.3;
  s.join = LineJoin::Round;
  if (dashed) s.dash = {0.5, 0.35};
  c.stroke(p, s);
}

}  // namespace

void paintCrossings(Canvas& c, const Context& ctx) {
  std::vector<KeptLine> roads, waters;
  const Rect near = ctx.visible.inflated(ctx.geometry.hexAcross());
  for (const model::VectorLayer& layer : ctx.map.vectorLayers) {
    if (!layer.visible || layer.source.empty()) continue;
    for (const model::VectorFeature& f : layer.features) {
      if (f.geometry != model::GeometryKind::Polyline || f.points.size() < 2) continue;
      const bool road = isRoad(ctx, f.type);
      if (!road && !isWaterway(f.type)) continue;
      KeptLine line{keptCourse(ctx, f), {}, &f.type};
      Path probe;
      probe.polygon(line.course, false);
      line.box = probe.bounds();
      if (!line.box.intersects(near)) continue;
      (road ? roads : waters).push_back(std::move(line));
    }
  }
  for (const KeptLine& road : roads) {
    const RoutePaint& paint = ctx.style.route(*road.type);
    for (const KeptLine& water : waters) {
      if (!road.box.intersects(water.box)) continue;
      for (std::size_t i = 1; i < road.course.size(); ++i) {
        const Vec2 a0 = road.course[i - 1], a1 = road.course[i];
        const Rect segment =
            Rect::fromEdges(std::min(a0.x, a1.x), std::min(a0.y, a1.y), std::max(a0.x, a1.x), std::max(a0.y, a1.y));
        if (!segment.inflated(0.01).intersects(water.box)) continue;
        for (std::size_t j = 1; j < water.course.size(); ++j) {
          const auto at = segmentsCross(a0, a1, water.course[j - 1], water.course[j]);
          if (!at || !ctx.visible.contains(*at)) continue;
          const model::HexsideFeature* game = crossingFeature(ctx, *at);
          const Color ink = game ? mix(ctx.style.hexside(game->type).color, colors::kBlack, 0.3) : colors::kBlack;
          const bool ford = game && ctx.style.hexside(game->type).line == model::LineStyle::Dashed;
          drawCrossing(c, *at, {a1.x - a0.x, a1.y - a0.y}, paint.widthMm, ink, ford);
        }
      }
    }
  }
}

}  // namespace hexwright::exporters::layers
