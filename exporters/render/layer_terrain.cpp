// Map layers drawn per hex: terrain fills and patterns, elevation tints and contours,
// and the hex grid. Hexes are grouped by terrain type (and level) so that each group is
// one path and one fill call however many hexes it has.
#include <cmath>
#include <map>

#include "exporters/render/hex_raster.h"
#include "exporters/render/map_layer_context.h"
#include "exporters/render/patterns.h"
#include "exporters/render/symbols.h"
#include "model/map/kept_ground.h"

namespace hexwright::exporters::layers {

using model::HexCoord;

namespace {

std::uint32_t seedOf(HexCoord h) {
  return static_cast<std::uint32_t>(h.q) * 73856093u ^ static_cast<std::uint32_t>(h.r) * 19349663u;
}

void addHex(Path& p, const MapGeometry& g, HexCoord h) { p.polygon(g.corners(h)); }

}  // namespace

void paintTerrain(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  if (ctx.farZoom()) {
    // Patterns and symbols are far below legibility here (they start at 14 px).
    std::map<model::TypeId, Color> colours;
    const HexRaster r = buildHexRaster(g, ctx.hexes, [&](HexCoord h) {
      const model::TypeId& id = ctx.map.terrainAt(h);
      auto it = colours.find(id);
      if (it == colours.end()) it = colours.emplace(id, ctx.style.terrain(id).fill).first;
      return it->second;
    });
    c.image(r.image, r.dest, ctx.options.terrainOpacity);
    return;
  }
  // Ordered by id so the draw order (and a golden log) never depends on hashing.
  std::map<model::TypeId, Path> fills;
  for (const HexCoord h : ctx.hexes) addHex(fills[ctx.map.terrainAt(h)], g, h);
  const double alpha = ctx.options.terrainOpacity;
  auto fillAll = [&] {
    if (!ctx.options.layers.fills) return;
    for (const auto& [id, path] : fills) c.fill(path, ctx.style.terrain(id).fill.withAlpha(alpha));
  };
  if (ctx.options.screenLevelOfDetail) {
    CanvasState keep(c);
    c.setCrispFills();
    fillAll();
  } else {
    fillAll();
  }

  const double a = g.hexAcross();
  if (!ctx.options.layers.patterns || !ctx.shows(a, 14)) return;
  // Patterns are stamps: a few jittered variants per terrain type, each recorded once
  // (one PDF form object) and placed in every hex of that type.
  constexpr std::uint32_t kVariants = 4;
  std::map<std::string, Stamp> stamps;
  std::vector<std::pair<HexCoord, const TerrainPaint*>> symbols;
  for (const HexCoord h : ctx.hexes) {
    const model::TypeId& id = ctx.map.terrainAt(h);
    const TerrainPaint& paint = ctx.style.terrain(id);
    if (!paint.symbol.empty()) symbols.emplace_back(h, &paint);
    if (paint.pattern.empty() || !knownPattern(paint.pattern)) continue;
    const std::uint32_t variant = seedOf(h) % kVariants;
    const std::string key = "pattern/" + id + "/" + std::to_string(variant) + "/" + std::to_string(a);
    auto it = stamps.find(key);
    if (it == stamps.end()) {
      Stamp st{key, Rect{-a / 2, -a / 2, a, a}, [paint = paint, a, variant](Canvas& cv) {
                 PatternPaths paths;
                 addPattern(paint.pattern, {0, 0}, a, variant + 1, paths);
                 drawPattern(cv, paths, paint.fill, a);
               }};
      it = stamps.emplace(key, std::move(st)).first;
    }
    c.stamp(it->second, g.centre(h));
  }
  for (const auto& [h, paint] : symbols) drawSymbol(c, paint->symbol, g.centre(h), a * 0.3, patternInk(paint->fill));
}

void paintElevation(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  const bool raster = ctx.farZoom();
  // The natural style's ground is the art: levels show as contour lines only, no tints.
  const bool tints = ctx.options.art != MapArt::Natural;
  // Contour lines traced from a kept DEM are the natural map's contours: the lines along
  // hexsides between levels would only draw them again, less truly.
  if (!tints && model::hasKeptContours(ctx.map)) return;
  if (raster && tints) {
    const HexRaster r =
        buildHexRaster(g, ctx.hexes, [&](HexCoord h) { return ctx.style.elevationTint(ctx.map.elevationAt(h)); });
    c.image(r.image, r.dest, 1.0);
  }
  std::map<int, Path> tintPaths;
  Path contours, indexContours;
  for (const HexCoord h : ctx.hexes) {
    const int level = ctx.map.elevationAt(h);
    if (!raster && tints && ctx.style.elevationTint(level).a > 0) addHex(tintPaths[level], g, h);
    // Contours run along every side between hexes of different levels (each side once:
    // only the three sides a hex owns).
    for (int d = 0; d < 3; ++d) {
      const HexCoord n = model::neighbor(h, d);
      if (!ctx.map.contains(n)) continue;
      const int other = ctx.map.elevationAt(n);
      if (other == level) continue;
      const auto ends = g.sideEnds(model::HexsideKey{h, d});
      Path& target = std::abs(static_cast<long long>(other) - level) > 1 ? indexContours : contours;
      target.moveTo(ends[0]).lineTo(ends[1]);
    }
  }
  for (const auto& [level, path] : tintPaths) c.fill(path, ctx.style.elevationTint(level));
  Stroke s;
  s.color = colors::kContour;
  s.width = 0.3;
  s.cap = LineCap::Round;
  if (!contours.empty()) c.stroke(contours, s);
  s.width = 0.6;  // a drop of more than one level at once
  if (!indexContours.empty()) c.stroke(indexContours, s);
}

void paintGrid(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  // Lines closer than 8 px would turn the far-zoom map into grid colour.
  if (!ctx.shows(g.hexAcross(), 8)) return;
  Path path;
  path.reserve(ctx.hexes.size() * 7);
  for (const HexCoord h : ctx.hexes) {
    const auto k = g.corners(h);
    // The three owned sides (0..2) of every hex draw each interior side once; sides 3..5
    // only on the map's edge, where no neighbour draws them. Side d joins corners d-1, d.
    path.moveTo(k[5]).lineTo(k[0]).lineTo(k[1]).lineTo(k[2]);
    for (int d = 3; d < 6; ++d)
      if (!ctx.map.contains(model::neighbor(h, d)))
        path.moveTo(k[static_cast<std::size_t>(d - 1)]).lineTo(k[static_cast<std::size_t>(d)]);
  }
  Stroke s;
  s.color = ctx.options.gridColor;
  s.width = ctx.options.gridWidthMm;
  s.join = LineJoin::Round;
  s.cap = LineCap::Round;
  c.stroke(path, s);
}

}  // namespace hexwright::exporters::layers
