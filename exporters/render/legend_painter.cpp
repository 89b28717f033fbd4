#include "exporters/render/legend_painter.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "exporters/render/line_drawing.h"
#include "exporters/render/patterns.h"
#include "exporters/render/symbols.h"
#include "model/hex/hex_layout.h"

namespace hexwright::exporters {

using Kind = LegendEntry::Kind;

std::vector<LegendEntry> buildLegend(const model::Scenario& s, const model::Ruleset* rs, const MapStyle& style) {
  std::vector<LegendEntry> out;
  std::set<std::pair<int, std::string>> seen;
  auto add = [&](Kind k, const std::string& id, const std::string& label) {
    if (seen.insert({static_cast<int>(k), id}).second) out.push_back({k, id, label.empty() ? id : label});
  };
  const model::Map& m = s.map;
  if (rs) {
    for (const auto& t : rs->terrain) {
      // Tabletop pieces key as what they are: areas, lines or points.
      const Kind area = m.kind == model::GridKind::Table ? Kind::TableArea : Kind::Terrain;
      const Kind k = t.geometry == model::GeometryKind::Polyline ? Kind::TerrainLine
                     : t.geometry == model::GeometryKind::Point  ? Kind::TerrainPoint
                                                                 : area;
      add(k, t.id, t.name);
    }
  }
  // Types the map uses but the schema does not define still get a key entry.
  if (m.kind == model::GridKind::Hex)
    for (const auto h : m.grid().hexes()) add(Kind::Terrain, m.terrainAt(h), style.terrain(m.terrainAt(h)).name);
  for (const auto& layer : m.vectorLayers)
    for (const auto& f : layer.features)
      if (f.geometry == model::GeometryKind::Polygon)
        add(m.kind == model::GridKind::Table ? Kind::TableArea : Kind::Terrain, f.type, style.terrain(f.type).name);
  if (rs)
    for (const auto& t : rs->hexsides) add(Kind::Hexside, t.id, t.name);
  for (const auto& [key, list] : m.hexsideFeatures)
    for (const auto& f : list) add(Kind::Hexside, f.type, style.hexside(f.type).name);
  if (rs)
    for (const auto& t : rs->routes) add(Kind::Route, t.id, t.name);
  for (const auto& r : m.routes) add(Kind::Route, r.type, style.route(r.type).name);
  if (rs)
    for (const auto& t : rs->features) add(Kind::Feature, t.id, t.name);
  for (const auto& [h, list] : m.hexFeatures)
    for (const auto& f : list) add(Kind::Feature, f.type, style.feature(f.type).name);
  if (style.drawsElevation() && m.kind == model::GridKind::Hex) {
    std::set<int> levels;
    for (const auto h : m.grid().hexes()) levels.insert(m.elevationAt(h));
    if (levels.size() > 1)
      for (const int level : levels) {
        std::string name = "Elevation " + std::to_string(level);
        if (rs)
          if (const auto* l = rs->elevation.findLevel(level); l && !l->name.empty()) name = l->name;
        add(Kind::Elevation, std::to_string(level), name);
      }
  }
  const bool victoryHexes =
      std::any_of(s.victory.begin(), s.victory.end(), [](const auto& v) { return v.hex.has_value(); });
  if (victoryHexes) add(Kind::Victory, "victory", "Victory hex (points)");
  return out;
}

int LegendPainter::columns(double width) const {
  // A page or table size from a file may be huge, infinite or NaN: never convert those to int.
  const double n = width / kColumnWidth;
  return n >= 1 && n < 1000 ? static_cast<int>(n) : (n >= 1000 ? 1000 : 1);
}

double LegendPainter::height(double width) const {
  if (m_entries.empty()) return 0;
  const int cols = columns(width);
  const int rows = (static_cast<int>(m_entries.size()) + cols - 1) / cols;
  return kHeading + rows * kRowHeight;
}

double LegendPainter::usedWidth(double width) const {
  if (m_entries.empty()) return 0;
  const int cols = columns(width);
  const int rows = (static_cast<int>(m_entries.size()) + cols - 1) / cols;
  const int used = (static_cast<int>(m_entries.size()) + rows - 1) / rows;
  return std::min(width, used * kColumnWidth);
}

void LegendPainter::swatch(Canvas& c, const LegendEntry& e, const Rect& box) const {
  // A small flat-top hex, 8 mm across flats, as the swatch for area types.
  model::HexLayout hex;
  hex.acrossFlats = box.h;
  hex.origin = box.centre();
  const auto corners = hex.corners({0, 0});
  Path outline;
  outline.polygon(corners);
  Stroke grid;
  grid.color = colors::kGrid;
  grid.width = 0.15;
  const Vec2 mid = box.centre();
  switch (e.kind) {
    case Kind::Terrain: {
      const TerrainPaint& p = m_style.terrain(e.id);
      c.fill(outline, p.fill);
      PatternPaths paths;
      if (addPattern(p.pattern, mid, box.h, 7, paths)) drawPattern(c, paths, p.fill, box.h);
      if (!p.symbol.empty()) drawSymbol(c, p.symbol, mid, box.h * 0.3, patternInk(p.fill));
      c.stroke(outline, grid);
      break;
    }
    case Kind::TableArea: {
      // The piece's own fill and pattern in a rounded rectangle the width of the column.
      const TerrainPaint& p = m_style.terrain(e.id);
      Path piece;
      piece.roundedRect(box, box.h * 0.15);
      c.fill(piece, p.fill);
      PatternPaths paths;
      if (addPattern(p.pattern, mid, box.h, 7, paths)) drawPattern(c, paths, p.fill, box.h);
      if (!p.symbol.empty()) drawSymbol(c, p.symbol, mid, box.h * 0.3, patternInk(p.fill));
      Stroke edge = grid;
      edge.color = mix(p.fill, colors::kBlack, 0.4);
      c.stroke(piece, edge);
      break;
    }
    case Kind::TerrainLine: {
      if (m_style.terrainIsRoad(e.id)) {
        RoutePaint road = m_style.route(e.id);
        road.color = mix(m_style.terrain(e.id).fill, colors::kBlack, 0.2);
        drawRoutes(c, road, {{{box.x, mid.y}, {box.right(), mid.y}}});
        break;
      }
      const HexsidePaint p = m_style.terrainLine(e.id);
      HexsideBatch batch;
      addHexside(batch, p, {box.x, mid.y}, {box.right(), mid.y}, Vec2{mid.x, box.bottom()});
      drawHexsideBatch(c, batch, p);
      break;
    }
    case Kind::TerrainPoint: {
      const TerrainPaint& p = m_style.terrain(e.id);
      drawSymbol(c, p.symbol.empty() ? "circle" : p.symbol, mid, box.h * 0.95, mix(p.fill, colors::kBlack, 0.3));
      break;
    }
    case Kind::Elevation: {
      c.fill(outline, colors::kWhite);
      c.fill(outline, m_style.elevationTint(std::stoi(e.id)));
      c.stroke(outline, grid);
      break;
    }
    case Kind::Hexside: {
      const HexsidePaint& p = m_style.hexside(e.id);
      HexsideBatch batch;
      if (p.crosses)
        addCrossing(batch, p, {mid.x - box.h * 0.45, mid.y}, {mid.x + box.h * 0.45, mid.y});
      else
        addHexside(batch, p, {box.x, mid.y}, {box.right(), mid.y}, Vec2{mid.x, box.bottom()});
      drawHexsideBatch(c, batch, p);
      break;
    }
    case Kind::Route:
      drawRoutes(c, m_style.route(e.id), {{{box.x, mid.y}, {box.right(), mid.y}}});
      break;
    case Kind::Feature: {
      const FeaturePaint& p = m_style.feature(e.id);
      drawSymbol(c, p.symbol, mid, box.h * 0.95, p.color);
      break;
    }
    case Kind::Victory: {
      const Path star = starPath(mid, box.h * 0.4);
      c.fill(star, Color::rgb(230, 180, 30));
      Stroke s;
      s.color = Color::rgb(120, 80, 0);
      s.width = 0.15;
      c.stroke(star, s);
      break;
    }
  }
}

void LegendPainter::paint(Canvas& c, const Rect& box) const {
  if (m_entries.empty()) return;
  TextStyle heading;
  heading.font.sizeMm = 3.6;
  heading.font.bold = true;
  heading.valign = VAlign::Top;
  c.text({box.x, box.y}, "Terrain Key", heading);
  TextStyle label;
  label.font.sizeMm = 2.5;
  label.valign = VAlign::Middle;
  const int cols = columns(box.w);
  const int rows = (static_cast<int>(m_entries.size()) + cols - 1) / cols;
  const double colWidth = box.w / cols;
  for (std::size_t i = 0; i < m_entries.size(); ++i) {
    // Column-major, so each kind stays together down a column.
    const int col = static_cast<int>(i) / rows, row = static_cast<int>(i) % rows;
    const double x = box.x + col * colWidth, y = box.y + kHeading + row * kRowHeight;
    swatch(c, m_entries[i], {x, y + 0.6, 9, kRowHeight - 1.2});
    label.fitWidth = colWidth - 13;
    c.text({x + 11, y + kRowHeight / 2 - 0.2}, m_entries[i].label, label);
  }
}

}  // namespace hexwright::exporters
