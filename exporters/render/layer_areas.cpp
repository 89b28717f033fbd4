// Named areas: setup zones, entry areas and objectives on hex maps (a tint over their
// hexes, a dashed outline along the area's boundary, the name), deployment zones on
// tabletop maps (a hatched polygon).
#include <algorithm>
#include <limits>
#include <unordered_set>

#include "exporters/render/map_layer_context.h"

namespace hexwright::exporters::layers {

using model::HexCoord;

namespace {

Color areaColor(const Context& ctx, const model::NamedArea& area) {
  if (!area.side.empty()) return ctx.style.sideColor(area.side);
  return mix(colorForId(area.kind.empty() ? area.id.value : area.kind), colors::kBlack, 0.3);
}

TextStyle nameStyle(double size, Color color) {
  TextStyle t;
  t.font.sizeMm = size;
  t.font.bold = true;
  t.font.italic = true;
  t.color = mix(color, colors::kBlack, 0.4);
  t.halign = HAlign::Center;
  t.valign = VAlign::Middle;
  t.haloColor = colors::kWhite.withAlpha(0.85);
  t.haloWidth = size * 0.12;
  return t;
}

}  // namespace

std::string areaMapName(const std::string& name) {
  // "Peabody's picket: any hex within two hexes of A1314 (29.5)" → "Peabody's picket":
  // the explanation and the rule citations belong in the key and the notes, not on
  // the map, where they run across the hexes they describe.
  std::string out = name.substr(0, name.find(": "));
  for (std::size_t open = out.find(" ("); open != std::string::npos; open = out.find(" (", open)) {
    const std::size_t close = out.find(')', open);
    const std::string inside = out.substr(open + 2, close == std::string::npos ? std::string::npos : close - open - 2);
    if (inside.find_first_of("0123456789") == std::string::npos) {
      open += 2;
      continue;
    }
    out.erase(open, close == std::string::npos ? std::string::npos : close - open + 1);
  }
  return out;
}

void paintAreas(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  const double a = g.hexAcross();
  const Rect near = ctx.visible.inflated(a);
  for (const model::NamedArea& area : ctx.map.areas) {
    if (area.hexes.empty()) continue;
    const std::unordered_set<HexCoord> members(area.hexes.begin(), area.hexes.end());
    Path tint, outline;
    Vec2 sum{0, 0};
    for (const HexCoord h : area.hexes) {
      const Vec2 centre = g.centre(h);
      sum = sum + centre;
      if (!near.contains(centre)) continue;
      const auto k = g.corners(h);
      tint.polygon(k);
      // The boundary: sides whose neighbour is outside the area, inset a little so two
      // touching areas both stay visible.
      for (int d = 0; d < 6; ++d) {
        if (members.count(model::neighbor(h, d))) continue;
        const Vec2 p = lerp(k[static_cast<std::size_t>((d + 5) % 6)], centre, 0.06);
        const Vec2 q = lerp(k[static_cast<std::size_t>(d)], centre, 0.06);
        outline.moveTo(p).lineTo(q);
      }
    }
    const Color color = areaColor(ctx, area);
    c.fill(tint, color.withAlpha(0.14));
    Stroke s;
    s.color = color;
    s.width = std::max(0.3, a * 0.03);
    s.dash = {s.width * 3, s.width * 1.5};
    c.stroke(outline, s);
    if (area.name.empty()) continue;
    // The name goes on the member hex nearest the area's centre of mass.
    const Vec2 mean = sum * (1.0 / static_cast<double>(area.hexes.size()));
    HexCoord best = area.hexes.front();
    double bestDistance = std::numeric_limits<double>::infinity();
    for (const HexCoord h : area.hexes) {
      const double d = length(g.centre(h) - mean);
      if (d < bestDistance) bestDistance = d, best = h;
    }
    Vec2 at = g.centre(best);
    if (!ctx.visible.inflated(a * 3).contains(at)) continue;
    const std::string name = areaMapName(area.name);
    TextStyle t = nameStyle(a * 0.14, color);
    t.wrapWidth = a * 3;
    t.valign = VAlign::Top;
    // Kept inside the map: an area on the edge would push half its name off it.
    const Vec2 size = c.measureText(name, t.font, t.wrapWidth);
    const Rect map = g.bounds();
    at.x = std::clamp(at.x, map.x + size.x / 2, std::max(map.x + size.x / 2, map.right() - size.x / 2));
    c.text({at.x, at.y + a * 0.3 - size.y / 2}, name, t);
  }
}

void paintTableAreas(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  for (const model::NamedArea& area : ctx.map.areas) {
    if (area.polygon.size() < 3) continue;
    Path poly;
    std::vector<Vec2> pts;
    for (const Vec2 p : area.polygon) pts.push_back(g.fromMapUnits(p));
    poly.polygon(pts);
    const Rect box = poly.bounds();
    if (!box.intersects(ctx.visible)) continue;
    const Color color = areaColor(ctx, area);
    {
      // Diagonal hatching clipped to the zone, spaced in inches so it reads at any scale.
      CanvasState keep(c);
      c.clip(poly);
      Path hatch;
      const double step = std::max(1.5, g.mmPerInch() * 1.0);
      for (double x = box.x - box.h; x < box.right(); x += step)
        hatch.moveTo({x, box.bottom()}).lineTo({x + box.h, box.y});
      Stroke s;
      s.color = color.withAlpha(0.45);
      s.width = std::max(0.15, step * 0.08);
      c.stroke(hatch, s);
    }
    Stroke s;
    s.color = color;
    s.width = 0.5;
    s.dash = {2.0, 1.0};
    c.stroke(poly, s);
    if (!area.name.empty()) {
      const double size = std::clamp(g.mmPerInch() * 0.5, 2.0, 8.0);
      c.text(box.centre(), area.name, nameStyle(size, color));
    }
  }
}

}  // namespace hexwright::exporters::layers
