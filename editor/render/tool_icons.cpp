#include "editor/render/tool_icons.h"

#include <array>
#include <cmath>

#include "editor/render/unit_counter.h"
#include "exporters/render/cairo_canvas.h"
#include "exporters/render/line_drawing.h"
#include "exporters/render/map_style.h"
#include "exporters/render/patterns.h"
#include "exporters/render/symbols.h"
#include "model/hex/hex_layout.h"

namespace hexwright::editor {

namespace ex = hexwright::exporters;
using model::Vec2;

namespace {

constexpr double kSize = 10.0;  // icons are drawn in a 10 x 10 unit box
const ex::Color kInk = ex::Color::rgb(50, 50, 50);

model::HexLayout iconHex(double acrossFlats, Vec2 centre) {
  model::HexLayout hex;
  hex.acrossFlats = acrossFlats;
  hex.origin = centre;
  return hex;
}

ex::Path hexPath(const model::HexLayout& hex) {
  const auto corners = hex.corners({0, 0});
  return ex::Path().polygon(corners);
}

ex::Stroke outline(double width = 0.45) {
  ex::Stroke s;
  s.color = kInk;
  s.width = width;
  s.join = ex::LineJoin::Round;
  s.cap = ex::LineCap::Round;
  return s;
}

void drawTerrain(ex::Canvas& c, const ex::MapStyle& style) {
  const auto hex = iconHex(8.6, {5, 5});
  const ex::TerrainPaint& woods = style.terrain("woods");
  c.fill(hexPath(hex), woods.fill);
  ex::PatternPaths paths;
  if (ex::addPattern(woods.pattern, {5, 5}, 8.6, 7, paths)) ex::drawPattern(c, paths, woods.fill, 8.6);
  c.stroke(hexPath(hex), outline());
}

void drawHexside(ex::Canvas& c, const ex::MapStyle& style) {
  const auto hex = iconHex(8.0, {4.2, 5});
  c.stroke(hexPath(hex), outline(0.35));
  // A creek along three connected sides: what the tool paints in one drag.
  ex::HexsidePaint creek = style.hexside("creek");
  creek.widthMm = 1.3;
  ex::HexsideBatch batch;
  for (int side = 0; side < 3; ++side)
    ex::addHexside(batch, creek, hex.corner({0, 0}, side - 1), hex.corner({0, 0}, side), std::nullopt);
  ex::drawHexsideBatch(c, batch, creek);
}

void drawElevation(ex::Canvas& c) {
  // Stepped contours, lighter to darker brown as the ground rises.
  const std::array<ex::Color, 3> tints{ex::Color::rgb(232, 214, 170), ex::Color::rgb(200, 160, 100),
                                       ex::Color::rgb(150, 100, 50)};
  for (int i = 0; i < 3; ++i) {
    const double r = 4.6 - i * 1.45;
    const auto hex = iconHex(r * 2, {5, 5.4 - i * 0.4});
    c.fill(hexPath(hex), tints[static_cast<std::size_t>(i)]);
    c.stroke(hexPath(hex), outline(0.3));
  }
}

void drawRoute(ex::Canvas& c, const ex::MapStyle& style) {
  ex::RoutePaint road = style.route("road");
  road.widthMm = 1.2;
  ex::drawRoutes(c, road, {{{0.8, 8.6}, {3.6, 5.2}, {6.4, 6.0}, {9.2, 1.6}}});
}

void drawFeature(ex::Canvas& c, const ex::MapStyle& style) {
  const auto hex = iconHex(8.6, {5, 5});
  c.fill(hexPath(hex), style.terrain("clear").fill);
  c.stroke(hexPath(hex), outline(0.35));
  ex::drawSymbol(c, "tent", {5, 5.2}, 6.0, ex::Color::rgb(40, 40, 40));
}

void drawArea(ex::Canvas& c, const ex::MapStyle& style) {
  // Two hexes inside a dashed zone outline in a side's colour.
  const ex::Color side = style.sideColor("union");
  for (Vec2 centre : {Vec2{3.4, 5}, Vec2{6.6, 5}}) {
    const auto hex = iconHex(3.6, centre);
    c.fill(hexPath(hex), ex::Color{side.r, side.g, side.b, 0.35});
  }
  ex::Stroke zone = outline(0.55);
  zone.color = side;
  zone.dash = {1.0, 0.7};
  c.stroke(ex::Path().roundedRect({0.8, 1.8, 8.4, 6.4}, 1.2), zone);
}

void drawLabel(ex::Canvas& c) {
  ex::TextStyle t;
  t.font.sizeMm = 6.2;
  t.font.italic = true;
  t.font.family = "DejaVu Serif";
  t.halign = ex::HAlign::Center;
  t.valign = ex::VAlign::Middle;
  t.color = kInk;
  c.text({5, 5}, "Ab", t);
}

void drawUnit(ex::Canvas& c) {
  // A counter of no ruleset: the painter's own side colour and the unknown-type symbol.
  const model::Ruleset r;
  const model::Scenario scenario;
  model::Unit u;
  u.side = model::SideId{"union"};
  drawCounter(c, ex::CounterPainter(scenario, &r), u, {5, 5}, 8.4, false);
}

void drawSelect(ex::Canvas& c) {
  // The usual pointer arrow.
  const std::array<Vec2, 7> arrow{Vec2{2.2, 0.8}, Vec2{2.2, 8.4}, Vec2{4.2, 6.6}, Vec2{5.8, 9.4},
                                  Vec2{7.0, 8.8}, Vec2{5.5, 6.0}, Vec2{8.0, 6.0}};
  c.fill(ex::Path().polygon(arrow), ex::colors::kWhite);
  c.stroke(ex::Path().polygon(arrow), outline(0.5));
}

void drawVector(ex::Canvas& c, const ex::MapStyle& style) {
  const std::array<Vec2, 5> piece{Vec2{1.2, 7.6}, Vec2{2.6, 2.0}, Vec2{6.8, 1.2}, Vec2{8.8, 5.0}, Vec2{5.8, 8.8}};
  c.fill(ex::Path().polygon(piece), style.terrain("woods").fill);
  c.stroke(ex::Path().polygon(piece), outline(0.4));
  for (const Vec2 p : piece) {
    c.fill(ex::Path().circle(p, 0.85), ex::colors::kWhite);
    c.stroke(ex::Path().circle(p, 0.85), outline(0.3));
  }
}

// A line of sight: from a ringed hex to a point, stopped at a block.
void drawAnalysis(ex::Canvas& c) {
  c.fill(ex::Path().circle({5.0, 5.0}, 4.2), ex::Color::rgb(255, 196, 0, 0.55));
  c.stroke(ex::Path().circle({2.4, 7.6}, 1.3), outline(0.5));
  ex::Stroke ray = outline(0.6);
  ray.dash = {0.9, 0.6};
  c.line({3.3, 6.7}, {8.4, 1.6}, ray);
  c.fill(ex::Path().rect({5.2, 3.6, 1.6, 1.6}), ex::Color::rgb(200, 30, 30));
}

// Terrain from the scan: a scan's brown ink under two hexes, one painted, one suggested
// (translucent) with a question mark.
void drawSuggest(ex::Canvas& c, const ex::MapStyle& style) {
  c.fill(ex::Path().rect({0.4, 0.4, 9.2, 9.2}), ex::Color::rgb(236, 222, 190));
  ex::Stroke ink = outline(0.35);
  ink.color = ex::Color::rgb(120, 90, 50);
  for (double y = 1.6; y < 9.5; y += 1.6) c.line({0.6, y}, {9.4, y - 1.2}, ink);
  const auto painted = iconHex(4.8, {2.9, 3.2});
  c.fill(hexPath(painted), style.terrain("woods").fill);
  c.stroke(hexPath(painted), outline(0.4));
  const auto suggested = iconHex(4.8, {7.0, 6.8});
  c.fill(hexPath(suggested), style.terrain("woods").fill.withAlpha(0.45));
  c.stroke(hexPath(suggested), outline(0.4));
  ex::TextStyle t;
  t.font.sizeMm = 3.4;
  t.font.bold = true;
  t.halign = ex::HAlign::Center;
  t.valign = ex::VAlign::Middle;
  t.color = kInk;
  c.text({7.0, 6.9}, "?", t);
}

void drawStamp(ex::Canvas& c, const ex::MapStyle& style) {
  // The copied hexes (outlined) and the stamp of them laid down again.
  const auto copied = iconHex(5.4, {3.6, 3.6});
  c.stroke(hexPath(copied), outline(0.35));
  const auto stamped = iconHex(6.0, {6.2, 6.3});
  c.fill(hexPath(stamped), style.terrain("woods").fill);
  c.stroke(hexPath(stamped), outline(0.45));
}

}  // namespace

cairo_surface_t* renderToolIcon(const std::string& id, int px) {
  static const std::array<const char*, 13> known{"select",   "terrain", "hexside", "elevation", "route",
                                                 "feature",  "area",    "label",   "unit",      "vector",
                                                 "analysis", "suggest", "stamp"};
  bool found = false;
  for (const char* k : known) found = found || id == k;
  if (!found) return nullptr;
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, px, px);
  cairo_t* cr = cairo_create(surface);
  cairo_scale(cr, px / kSize, px / kSize);
  {
    ex::CairoCanvas c(cr);
    const ex::MapStyle style(nullptr);  // the id heuristics: woods green, creek blue…
    if (id == "select") drawSelect(c);
    if (id == "terrain") drawTerrain(c, style);
    if (id == "hexside") drawHexside(c, style);
    if (id == "elevation") drawElevation(c);
    if (id == "route") drawRoute(c, style);
    if (id == "feature") drawFeature(c, style);
    if (id == "area") drawArea(c, style);
    if (id == "label") drawLabel(c);
    if (id == "unit") drawUnit(c);
    if (id == "vector") drawVector(c, style);
    if (id == "analysis") drawAnalysis(c);
    if (id == "suggest") drawSuggest(c, style);
    if (id == "stamp") drawStamp(c, style);
  }
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  return surface;
}

}  // namespace hexwright::editor
