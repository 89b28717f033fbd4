// Vector feature layers (traced GIS features; the whole battlefield on a tabletop),
// the tabletop's measuring grid, and background rasters.
#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>

#include "exporters/render/line_drawing.h"
#include "exporters/render/map_layer_context.h"
#include "exporters/render/patterns.h"
#include "exporters/render/symbols.h"
#include "model/map/kept_ground.h"

namespace hexwright::exporters::layers {

namespace {

std::vector<Vec2> toMap(const Context& ctx, const std::vector<Vec2>& points) {
  std::vector<Vec2> out;
  out.reserve(points.size());
  // Hex maps store ground metres, tabletops inches (model/map/map_layers.h).
  for (const Vec2 p : points)
    out.push_back(ctx.geometry.isTable() ? ctx.geometry.fromMapUnits(p) : ctx.geometry.fromGroundMetres(p));
  return out;
}

void strokeOutline(Canvas& c, const TerrainPaint& paint, const Path& poly, const Context& ctx) {
  Stroke s;
  // The natural style's edge is a soft line of the terrain's own colour, not an outline.
  const bool natural = ctx.options.art == MapArt::Natural;
  s.color = natural ? mix(paint.fill, colors::kBlack, 0.3) : mix(paint.fill, colors::kBlack, 0.5);
  s.width = natural ? 0.2 : 0.3;
  s.join = LineJoin::Round;
  c.stroke(poly, s);
}

double signedArea(const std::vector<Vec2>& ring) {
  double a = 0;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++)
    a += ring[j].x * ring[i].y - ring[i].x * ring[j].y;
  return a / 2;
}

// Chaikin's corner cutting: each pass replaces a corner by two points a quarter of the
// way along its edges, which turns a surveyed outline's straight runs and sharp corners
// into the rounded edge a map artist draws. Open lines keep their ends.
std::vector<Vec2> chaikin(std::vector<Vec2> pts, bool closed, int passes) {
  for (int pass = 0; pass < passes && pts.size() >= 3; ++pass) {
    std::vector<Vec2> out;
    out.reserve(pts.size() * 2 + 2);
    const std::size_t n = pts.size();
    if (!closed) out.push_back(pts.front());
    for (std::size_t i = 0; i + (closed ? 0 : 1) < n; ++i) {
      const Vec2 a = pts[i], b = pts[(i + 1) % n];
      out.push_back(lerp(a, b, 0.25));
      out.push_back(lerp(a, b, 0.75));
    }
    if (!closed) {
      out[1] = pts.front();  // the first quarter point would pull the end inwards
      out.erase(out.begin());
      out.back() = pts.back();
    }
    pts = std::move(out);
  }
  return pts;
}

// A polygon's pattern is one tile of 4 × 4 jittered pattern cells repeated over the
// whole map: a PDF keeps it once as a tiling pattern and a bitmap is repeated by pixman,
// where a lattice of cells clipped to each polygon wrote or drew every cell again (13 s
// and 37 MB for 5,000 woods). Every shape is drawn again one period to each side, so a
// shape cut by the tile's edge is completed by its copy on the far side and the repeat
// shows no seam. Odd rows are shifted half a cell, as trees on a map are staggered.
// With a `ground` colour the tile is painted on it, opaque: one fill then gives both the
// colour and the pattern, and the PDF writes the path once for the fill and its outline.
Stamp patternTile(const TerrainPaint& paint, double cell, std::optional<Color> ground = std::nullopt) {
  constexpr int kCells = 4;
  const double row = cell * 0.87;
  const double w = cell * kCells, h = row * kCells;
  Stamp tile;
  tile.key = "natural-pattern:" + paint.pattern + ":" + paint.fill.hex() + ":" + std::to_string(cell) +
             (ground ? ":on:" + ground->hex() : "");
  tile.bounds = Rect{0, 0, w, h};
  tile.opaque = ground && ground->a >= 1;
  tile.draw = [pattern = paint.pattern, fill = paint.fill, cell, row, w, h, ground](Canvas& cv) {
    if (ground) cv.fillRect({0, 0, w, h}, *ground);
    PatternPaths paths;
    for (int r = 0; r < kCells; ++r)
      for (int k = 0; k < kCells; ++k) {
        const Vec2 centre{(k + (r % 2 ? 1.0 : 0.5)) * cell, (r + 0.5) * row};
        const auto seed = static_cast<std::uint32_t>(1 + r * kCells + k);
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            // Only the copies that reach into the tile (addPattern keeps a cell's shapes
            // within about half its width): Cairo's PDF writer pays for every shape of the
            // tile at every repetition, and the other copies would be clipped away.
            const Vec2 at{centre.x + dx * w, centre.y + dy * h};
            const double reach = 0.55 * cell;
            if (at.x + reach < 0 || at.x - reach > w || at.y + reach < 0 || at.y - reach > h) continue;
            addPattern(pattern, at, cell, seed, paths);
          }
      }
    drawPattern(cv, paths, fill, cell);
  };
  return tile;
}

int smoothingPasses(const Context& ctx) {
  if (ctx.options.art != MapArt::Natural || ctx.options.thumbnail) return 0;
  return ctx.farZoom() ? 1 : 2;
}

// The part of a ring inside `r` (Sutherland-Hodgman, one side of the rectangle at a
// time); the ring keeps its direction, and where it was cut it runs along `r`. A
// hand-written clip because nothing in the painter's dependencies clips a polygon by a
// rectangle, and this one is twenty lines.
std::vector<Vec2> clipRing(std::vector<Vec2> ring, const Rect& r) {
  const auto side = [&](auto inside, auto cross) {
    std::vector<Vec2> out;
    out.reserve(ring.size() + 4);
    for (std::size_t i = 0; i < ring.size(); ++i) {
      const Vec2 a = ring[(i + ring.size() - 1) % ring.size()], b = ring[i];
      if (inside(b)) {
        if (!inside(a)) out.push_back(cross(a, b));
        out.push_back(b);
      } else if (inside(a)) {
        out.push_back(cross(a, b));
      }
    }
    ring = std::move(out);
  };
  const auto atX = [](Vec2 a, Vec2 b, double x) { return Vec2{x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)}; };
  const auto atY = [](Vec2 a, Vec2 b, double y) { return Vec2{a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y}; };
  side([&](Vec2 p) { return p.x >= r.x; }, [&](Vec2 a, Vec2 b) { return atX(a, b, r.x); });
  side([&](Vec2 p) { return p.x <= r.right(); }, [&](Vec2 a, Vec2 b) { return atX(a, b, r.right()); });
  side([&](Vec2 p) { return p.y >= r.y; }, [&](Vec2 a, Vec2 b) { return atY(a, b, r.y); });
  side([&](Vec2 p) { return p.y <= r.bottom(); }, [&](Vec2 a, Vec2 b) { return atY(a, b, r.bottom()); });
  return ring;
}

// A smoothed ring, cut to what is drawn when it reaches beyond: a sheet of a tiled print
// then writes only its own part of a wood that crosses into the neighbour sheet. The cut
// runs a millimetre outside the drawn area, so its straight edge and outline are clipped
// away.
void addRing(Path& into, const Context& ctx, std::vector<Vec2> ring, bool positive) {
  const Rect keep = ctx.visible.inflated(1);
  const bool inside = std::all_of(ring.begin(), ring.end(), [&](Vec2 p) { return keep.contains(p); });
  if (!inside) ring = clipRing(std::move(ring), keep);
  if (ring.size() < 3) return;
  if ((signedArea(ring) > 0) != positive) std::reverse(ring.begin(), ring.end());
  into.polygon(ring);
}

// Adds a polygon, smoothed, to `into`: its outline winding one way (positive area) and
// its holes the other, so a non-zero fill of many such polygons in one path is their
// union with each one's holes left empty where no other polygon covers them.
void addPolygon(Path& into, const Context& ctx, const model::VectorFeature& f, const std::vector<Vec2>& outline) {
  const int passes = smoothingPasses(ctx);
  addRing(into, ctx, chaikin(outline, true, passes), true);
  for (const auto& hole : f.holes) {
    std::vector<Vec2> ring = chaikin(toMap(ctx, hole), true, passes);
    if (ring.size() >= 3) addRing(into, ctx, std::move(ring), false);
  }
}

// Fills, patterns and outlines polygons of one terrain type drawn as one path.
void paintPolygons(Canvas& c, const Context& ctx, const model::TypeId& type, const Path& polys) {
  const TerrainPaint& paint = ctx.style.terrain(type);
  const Color fill = paint.fill.withAlpha(ctx.options.terrainOpacity);
  const bool fills = ctx.options.layers.fills;
  const double cell = ctx.geometry.isTable() ? std::max(4.0, ctx.geometry.mmPerInch() * 2.0) : ctx.geometry.hexAcross();
  const bool patterned = ctx.options.layers.patterns && !paint.pattern.empty() && knownPattern(paint.pattern) &&
                         polys.bounds().intersects(ctx.visible.inflated(cell)) && ctx.shows(cell, 14);
  if (patterned && fills && fill.a >= 1) {
    c.fillTiled(polys, patternTile(paint, cell, fill));
  } else {
    if (fills) c.fill(polys, fill);
    if (patterned) c.fillTiled(polys, patternTile(paint, cell));
  }
  if (!ctx.options.thumbnail) strokeOutline(c, paint, polys, ctx);
}

void polygonFeature(Canvas& c, const Context& ctx, const model::VectorFeature& f, const std::vector<Vec2>& outline) {
  Path poly;
  addPolygon(poly, ctx, f, outline);
  paintPolygons(c, ctx, f.type, poly);
}

void lineFeature(Canvas& c, const Context& ctx, const model::VectorFeature& f, const std::vector<Vec2>& course) {
  const std::vector<Vec2> pts = chaikin(course, false, smoothingPasses(ctx));
  const auto* rs = ctx.ruleset;
  if (f.type == model::kContourType) {
    Stroke s;
    s.color = colors::kContour;
    s.width = 0.18;
    s.join = LineJoin::Round;
    Path line;
    line.polygon(pts, false);
    return c.stroke(line, s);
  }
  // A polyline's type may be a route (road), a hexside type (stream, wall, fence) or a
  // terrain type; each draws in its own style.
  if (rs && rs->findRoute(f.type)) return drawRoutes(c, ctx.style.route(f.type), {pts});
  if (!rs || rs->findHexside(f.type) || !rs->findTerrain(f.type)) {
    const HexsidePaint& paint = ctx.style.hexside(f.type);
    HexsideBatch batch;
    for (std::size_t i = 1; i < pts.size(); ++i) addHexside(batch, paint, pts[i - 1], pts[i], std::nullopt);
    return drawHexsideBatch(c, batch, paint);
  }
  // A terrain type drawn as a line: styled by what its id says it is.
  if (ctx.style.terrainIsRoad(f.type)) {
    RoutePaint road = ctx.style.route(f.type);
    road.color = mix(ctx.style.terrain(f.type).fill, colors::kBlack, 0.2);
    return drawRoutes(c, road, {pts});
  }
  const HexsidePaint paint = ctx.style.terrainLine(f.type);
  HexsideBatch batch;
  for (std::size_t i = 1; i < pts.size(); ++i) addHexside(batch, paint, pts[i - 1], pts[i], std::nullopt);
  drawHexsideBatch(c, batch, paint);
}

void pointFeature(Canvas& c, const Context& ctx, const model::VectorFeature& f, Vec2 at) {
  const double size =
      ctx.geometry.isTable() ? std::clamp(ctx.geometry.mmPerInch() * 1.2, 3.0, 25.0) : ctx.geometry.hexAcross() * 0.35;
  const auto* rs = ctx.ruleset;
  std::string symbol = "circle";
  Color color = colors::kBlack;
  if (rs && rs->findFeature(f.type)) {
    const FeaturePaint& paint = ctx.style.feature(f.type);
    symbol = paint.symbol;
    color = paint.color;
  } else {
    const auto& t = ctx.style.terrain(f.type);
    if (!t.symbol.empty()) symbol = t.symbol;
    color = mix(t.fill, colors::kBlack, 0.3);
  }
  drawSymbol(c, symbol, at, size, color);
  if (f.name.empty()) return;
  TextStyle t;
  t.font.sizeMm = size * 0.3;
  t.halign = HAlign::Center;
  t.valign = VAlign::Top;
  t.haloColor = colors::kWhite.withAlpha(0.85);
  t.haloWidth = t.font.sizeMm * 0.12;
  c.text({at.x, at.y + size * 0.55}, f.name, t);
}

// Names of areas and lines (a wood, a creek): italic, on a halo, at the middle.
// Where a contour line's height goes: of its points on the map, the one farthest from
// every hex number, the middle one among equals. A number sits at the top of each hex, so
// the middle of a line lands on one often (seen on the Olinda sample: "60" over 0301).
Vec2 contourLabelAt(const Context& ctx, const std::vector<Vec2>& pts) {
  const MapGeometry& g = ctx.geometry;
  const double a = g.hexAcross();
  // Hex numbers lie on the hexes' own lattice, moved up: the nearest number to a point is
  // that of the hex holding the point moved down by as much.
  const Vec2 offset = hexNumberAt(g, model::HexCoord{0, 0}) - g.centre(model::HexCoord{0, 0});
  const Vec2 numberHeight{0, a * 0.055};  // half the number's height: its middle, not its top
  const double mid = static_cast<double>(pts.size() - 1) / 2;
  Vec2 best = pts[pts.size() / 2];
  double bestScore = -1e300;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    // Not against the map's edge either, where the label would cross its border line.
    if (!g.bounds().inflated(-0.2 * a).contains(pts[i]) || !ctx.visible.contains(pts[i])) continue;
    const Vec2 q = pts[i] - offset - numberHeight;
    const Vec2 number = g.centre(g.hexAt(q)) + offset + numberHeight;
    // Distance to the number, less a little for straying from the middle.
    const double away = std::hypot(pts[i].x - number.x, pts[i].y - number.y);
    const double score = std::min(away, 0.35 * a) - 0.02 * a * std::abs(static_cast<double>(i) - mid) / (mid + 1);
    if (score > bestScore) bestScore = score, best = pts[i];
  }
  return best;
}

void featureName(Canvas& c, const Context& ctx, const model::VectorFeature& f, const std::vector<Vec2>& pts) {
  if (f.name.empty() || f.geometry == model::GeometryKind::Point) return;
  Vec2 at = pts[pts.size() / 2];
  if (f.type == model::kContourType && !ctx.geometry.isTable()) {
    at = contourLabelAt(ctx, pts);
  } else if (f.geometry == model::GeometryKind::Polygon) {
    Vec2 sum{0, 0};
    for (const Vec2 p : pts) sum = sum + p;
    at = sum * (1.0 / static_cast<double>(pts.size()));
  } else if (pts.size() % 2 == 0) {
    at = lerp(pts[pts.size() / 2 - 1], pts[pts.size() / 2], 0.5);
  }
  TextStyle t;
  t.font.sizeMm =
      ctx.geometry.isTable() ? std::clamp(ctx.geometry.mmPerInch() * 0.4, 2.0, 8.0) : ctx.geometry.hexAcross() * 0.16;
  t.font.italic = true;
  t.halign = HAlign::Center;
  t.valign = VAlign::Middle;
  t.color = f.geometry == model::GeometryKind::Polyline ? mix(ctx.style.terrain(f.type).fill, colors::kBlack, 0.5)
                                                        : Color::rgb(30, 30, 30);
  t.haloColor = colors::kWhite.withAlpha(0.8);
  t.haloWidth = t.font.sizeMm * 0.12;
  c.text(at, f.name, t);
}

}  // namespace

namespace {

bool selected(const model::VectorLayer& layer, VectorSelection which) {
  if (!layer.visible) return false;
  switch (which) {
    case VectorSelection::All:
      return true;
    case VectorSelection::Kept:
      return !layer.source.empty();
    case VectorSelection::HandDrawn:
      return layer.source.empty();
  }
  return true;
}

int precedenceOf(const Context& ctx, const model::TypeId& type) {
  return ctx.ruleset ? model::terrainPrecedence(*ctx.ruleset, type) : INT_MIN;
}

}  // namespace

std::vector<Vec2> keptCourse(const Context& ctx, const model::VectorFeature& f) {
  return chaikin(toMap(ctx, f.points), false, smoothingPasses(ctx));
}

void paintKeptPolygons(Canvas& c, const Context& ctx) {
  // Higher precedence drawn later, on top: where a wood and a field overlap, the art
  // shows what the game would (model/map/kept_ground.h reads the ground the same way).
  // Precedence looked up once a polygon (not at every comparison of the sort), and the
  // polygons off screen passed over by their corners before any point is converted: a
  // redraw of a corner of a large map should not pay for all of it.
  struct Ranked {
    int precedence;
    const model::VectorFeature* feature;
  };
  std::vector<Ranked> polygons;
  const Rect wanted = ctx.visible.inflated(5);
  for (const model::VectorLayer& layer : ctx.map.vectorLayers) {
    if (!selected(layer, VectorSelection::Kept)) continue;
    for (const model::VectorFeature& f : layer.features) {
      if (f.geometry != model::GeometryKind::Polygon || f.points.size() < 3) continue;
      double x0 = f.points[0].x, y0 = f.points[0].y, x1 = x0, y1 = y0;
      for (const Vec2 p : f.points)
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
      Path corners;
      corners.polygon(toMap(ctx, {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}), false);
      if (corners.bounds().intersects(wanted)) polygons.push_back({precedenceOf(ctx, f.type), &f});
    }
  }
  // The polygons of one type are drawn as one path: the union looks the same, and Cairo's
  // PDF writer analyses a pattern's tile again at every fill that uses it (5,000 woods
  // printed in 4.6 s with a fill a wood, 1.4 s with one a type and the colour in the tile).
  std::stable_sort(polygons.begin(), polygons.end(), [](const Ranked& a, const Ranked& b) {
    return a.precedence != b.precedence ? a.precedence < b.precedence : a.feature->type < b.feature->type;
  });
  for (std::size_t i = 0; i < polygons.size();) {
    const model::TypeId& type = polygons[i].feature->type;
    Path group;
    for (; i < polygons.size() && polygons[i].feature->type == type; ++i)
      addPolygon(group, ctx, *polygons[i].feature, toMap(ctx, polygons[i].feature->points));
    paintPolygons(c, ctx, type, group);
  }
}

void paintVectorLayers(Canvas& c, const Context& ctx, VectorSelection which, bool polygons) {
  // Polygons first, then lines, then points, whatever layer they are in: a road drawn
  // in an early layer must not vanish under a wood polygon of a later one.
  for (const model::GeometryKind pass :
       {model::GeometryKind::Polygon, model::GeometryKind::Polyline, model::GeometryKind::Point}) {
    if (pass == model::GeometryKind::Polygon && !polygons) continue;
    for (const model::VectorLayer& layer : ctx.map.vectorLayers) {
      if (!selected(layer, which)) continue;
      for (const model::VectorFeature& f : layer.features) {
        if (f.geometry != pass || f.points.empty()) continue;
        const std::vector<Vec2> pts = toMap(ctx, f.points);
        Path probe;
        probe.polygon(pts, false);
        if (!probe.bounds().inflated(5).intersects(ctx.visible)) continue;
        if (pass == model::GeometryKind::Polygon && pts.size() >= 3)
          polygonFeature(c, ctx, f, pts);
        else if (pass == model::GeometryKind::Polyline && pts.size() >= 2)
          lineFeature(c, ctx, f, pts);
        else if (pass == model::GeometryKind::Point)
          pointFeature(c, ctx, f, pts.front());
      }
    }
  }
  // Names last, so no later shape covers them.
  for (const model::VectorLayer& layer : ctx.map.vectorLayers) {
    if (!selected(layer, which)) continue;
    for (const model::VectorFeature& f : layer.features) {
      if (f.points.empty() || f.name.empty()) continue;
      const std::vector<Vec2> pts = toMap(ctx, f.points);
      if (ctx.visible.inflated(20).contains(pts[pts.size() / 2])) featureName(c, ctx, f, pts);
    }
  }
}

namespace {
// Grid squares at least this large (mm) get a label at every crossing.
constexpr double kLabelEveryCrossingMm = 60;
}  // namespace

void paintTableGrid(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  const double step = ctx.options.tableGridInches * g.mmPerInch();
  if (step <= 0) return;
  const Rect b = g.bounds();
  Path lines;
  for (double x = step; x < b.right() - 1e-6; x += step) lines.moveTo({x, 0}).lineTo({x, b.bottom()});
  for (double y = step; y < b.bottom() - 1e-6; y += step) lines.moveTo({0, y}).lineTo({b.right(), y});
  Stroke s;
  s.color = Color::rgb(60, 60, 60, 0.55);
  s.width = 0.25;
  s.dash = {1.5, 1.0};
  c.stroke(lines, s);
  // Inch marks along the top and left edges, every grid line.
  TextStyle t;
  t.font.sizeMm = std::clamp(step * 0.12, 1.6, 4.0);
  t.color = Color::rgb(40, 40, 40);
  const double pad = t.font.sizeMm * 0.3;
  t.halign = HAlign::Left;
  t.valign = VAlign::Top;
  const double inch = ctx.options.tableGridInches;
  if (step >= kLabelEveryCrossingMm) {
    // Printed large (true scale, tiled): every crossing says where it is, so any sheet
    // of the table can be placed without counting lines from the edge.
    for (double x = 0, ix = 0; x < b.right() - 1e-6; x += step, ix += inch)
      for (double y = 0, iy = 0; y < b.bottom() - 1e-6; y += step, iy += inch)
        if (ctx.visible.inflated(step).contains({x, y}))
          c.text({x + pad, y + pad}, model::formatAttribute(ix) + "\", " + model::formatAttribute(iy) + "\"", t);
    return;
  }
  for (double x = 0, inches = 0; x < b.right() - 1e-6; x += step, inches += inch)
    c.text({x + pad, pad}, model::formatAttribute(inches) + "\"", t);
  for (double y = step, inches = inch; y < b.bottom() - 1e-6; y += step, inches += inch)
    c.text({pad, y + pad}, model::formatAttribute(inches) + "\"", t);
}

void paintBackgrounds(Canvas& c, const Context& ctx, bool relief) {
  const MapGeometry& g = ctx.geometry;
  // ground (the raster's placement) → map mm (this map's scale).
  Affine2D groundToMap;
  if (g.isTable()) {
    groundToMap = Affine2D::scaling(g.mmPerInch(), g.mmPerInch());
  } else {
    if (g.mmPerGroundMetre() <= 0) return;  // no ground scale: nowhere to put it
    const Vec2 o = g.fromGroundMetres({0, 0});
    groundToMap = Affine2D::translation(o.x, o.y) * Affine2D::scaling(g.mmPerGroundMetre(), g.mmPerGroundMetre());
  }
  auto draw = [&](const BackgroundRaster& bg) {
    if (bg.image.empty() || bg.opacity <= 0 || bg.relief != relief) return;
    CanvasState keep(c);
    c.transform(groundToMap * bg.pixelToGroundMetres);
    c.image(bg.image, {0, 0, static_cast<double>(bg.image.width), static_cast<double>(bg.image.height)}, bg.opacity);
  };
  for (const BackgroundRaster& bg : ctx.backgrounds) draw(bg);
  if (!ctx.backgroundSource) return;
  // Only the visible part is read: the visible rectangle in ground units.
  const double unitsPerMm = 1.0 / (g.isTable() ? g.mmPerInch() : g.mmPerGroundMetre());
  const Vec2 origin = g.isTable() ? Vec2{0, 0} : g.fromGroundMetres({0, 0});
  const Rect ground{(ctx.visible.x - origin.x) * unitsPerMm, (ctx.visible.y - origin.y) * unitsPerMm,
                    ctx.visible.w * unitsPerMm, ctx.visible.h * unitsPerMm};
  // The asked resolution, but at most 4 pixels per device unit: 288 dpi for a full-size
  // PDF (points), proportionally fewer on a shrunken assembly index page.
  const double asked = ctx.backgroundPixelsPerMm > 0 ? ctx.backgroundPixelsPerMm : ctx.devicePerMm;
  const double pixelsPerMm = std::min(asked, 4 * ctx.devicePerMm);
  for (BackgroundRaster& bg : ctx.backgroundSource->window(ground, pixelsPerMm / unitsPerMm)) {
    bg.image.transient = true;    // a window per drawn area: never cached by address
    bg.image.photo = !bg.relief;  // shading has transparency a JPEG cannot keep
    draw(bg);
  }
}

}  // namespace hexwright::exporters::layers
