#include "exporters/render/map_style.h"

#include <algorithm>
#include <cstring>

#include "model/core/text.h"

namespace hexwright::exporters {

using model::FeatureCategory;
using model::LineStyle;

bool idHas(const std::string& id, const char* words) {
  const std::string lower = model::lower(id);
  const char* p = words;
  while (*p) {
    const char* end = std::strchr(p, ',');
    const std::size_t n = end ? static_cast<std::size_t>(end - p) : std::strlen(p);
    if (n > 0 && lower.find(std::string(p, n)) != std::string::npos) return true;
    p += n;
    if (*p == ',') ++p;
  }
  return false;
}

namespace {

// Colours for terrain the schema did not colour, by what its id says it is.
Color terrainFallback(const std::string& id) {
  if (idHas(id, "clear,open,plain")) return Color::rgb(239, 232, 200);
  if (idHas(id, "heavy-woods,forest,dense")) return Color::rgb(79, 143, 63);
  if (idHas(id, "wood,tree")) return Color::rgb(140, 190, 100);
  if (idHas(id, "thicket,scrub,brush")) return Color::rgb(134, 168, 90);
  if (idHas(id, "marsh,swamp,morass,bog")) return Color::rgb(157, 181, 156);
  if (idHas(id, "river,water,lake,pond,stream,creek")) return Color::rgb(120, 170, 220);
  if (idHas(id, "town,village,city,building")) return Color::rgb(200, 190, 180);
  if (idHas(id, "field,crop,wheat,corn")) return Color::rgb(227, 213, 143);
  if (idHas(id, "orchard")) return Color::rgb(190, 215, 140);
  if (idHas(id, "rough,rock,hill")) return Color::rgb(200, 180, 150);
  return colorForId(id);
}

std::string patternFallback(const std::string& id) {
  if (idHas(id, "orchard")) return "orchard";
  if (idHas(id, "light-wood,light-tree,open-wood")) return "light-trees";
  if (idHas(id, "wood,forest,tree")) return "trees";
  if (idHas(id, "thicket,scrub,brush")) return "scrub";
  if (idHas(id, "marsh,swamp,morass,bog")) return "marsh";
  if (idHas(id, "field,crop,wheat,corn")) return "crops";
  if (idHas(id, "town,village,city")) return "buildings";
  if (idHas(id, "rough,rock")) return "rough";
  return "";
}

const char* categorySymbol(FeatureCategory c) {
  switch (c) {
    case FeatureCategory::Camp:
      return "tent";
    case FeatureCategory::Fort:
      return "fort";
    case FeatureCategory::Town:
      return "town";
    case FeatureCategory::Building:
      return "house";
    case FeatureCategory::Ford:
      return "ford";
    case FeatureCategory::Bridge:
      return "bridge";
    case FeatureCategory::Landing:
      return "anchor";
    case FeatureCategory::BatterySite:
      return "battery";
    case FeatureCategory::Victory:
      return "star";
    case FeatureCategory::Entry:
      return "arrow";
    case FeatureCategory::Exit:
      return "exit-arrow";
    case FeatureCategory::Garrison:
      return "flag";
    case FeatureCategory::Impassable:
      return "cross";
    default:
      return "circle";
  }
}

Color categoryColor(FeatureCategory c, const std::string& symbol) {
  if (symbol.rfind("red-", 0) == 0) return Color::rgb(200, 30, 30);
  switch (c) {
    case FeatureCategory::Victory:
      return Color::rgb(200, 30, 30);
    case FeatureCategory::Ford:
    case FeatureCategory::Landing:
      return Color::rgb(30, 80, 160);
    case FeatureCategory::Entry:
    case FeatureCategory::Exit:
      return Color::rgb(120, 20, 120);
    default:
      return Color::rgb(30, 30, 30);
  }
}

// The schema's width is for its own print size; widths are absolute millimetres.
double widthOr(const std::optional<double>& w, double fallback) { return w && *w > 0 ? *w : fallback; }

}  // namespace

MapStyle::MapStyle(const model::Ruleset* ruleset) : m_ruleset(ruleset) {
  if (!ruleset) return;
  const auto& e = ruleset->elevation;
  m_elevation = e.kind != model::ElevationKind::None;
  if (e.minLevel) m_minLevel = *e.minLevel;
  if (e.maxLevel) m_maxLevel = *e.maxLevel;
  if (!e.levels.empty()) {
    m_minLevel = std::min(m_minLevel, e.levels.front().level);
    m_maxLevel = std::max(m_maxLevel, e.levels.back().level);
  }
}

const TerrainPaint& MapStyle::terrain(const model::TypeId& id) const {
  auto it = m_terrain.find(id);
  if (it != m_terrain.end()) return it->second;
  TerrainPaint p{terrainFallback(id), patternFallback(id), "", id};
  if (const auto* t = m_ruleset ? m_ruleset->findTerrain(id) : nullptr) {
    p.name = t->name.empty() ? id : t->name;
    if (auto c = parseColor(t->color)) p.fill = *c;
    if (!t->pattern.empty()) p.pattern = t->pattern;
    p.symbol = t->symbol;
  }
  return m_terrain.emplace(id, std::move(p)).first->second;
}

const HexsidePaint& MapStyle::hexside(const model::TypeId& id) const {
  auto it = m_hexsides.find(id);
  if (it != m_hexsides.end()) return it->second;
  HexsidePaint p;
  p.name = id;
  // Fallbacks by id: water blue, slopes sepia hachures, walls grey, fences zig-zag.
  if (idHas(id, "deep,river,water"))
    p = {colors::kWater, LineStyle::Solid, 1.6, false, false, false, id};
  else if (idHas(id, "stream,creek,run,brook"))
    p = {colors::kWater, LineStyle::Wavy, 0.8, false, false, false, id};
  else if (idHas(id, "slope,ridge,bluff,crest"))
    p = {Color::rgb(112, 66, 20), LineStyle::Hachured, 1.0, false, true, false, id};
  else if (idHas(id, "ravine"))
    p = {Color::rgb(110, 70, 30), LineStyle::Hachured, 1.2, false, false, false, id};
  else if (idHas(id, "wall"))
    p = {Color::rgb(90, 90, 90), LineStyle::Solid, 0.9, false, false, false, id};
  else if (idHas(id, "fence,hedge"))
    p = {Color::rgb(92, 58, 26), LineStyle::Solid, 0.6, false, false, false, id, true};
  else if (idHas(id, "rifle,pit,works,trench,breastwork,abatis"))
    p = {Color::rgb(60, 60, 60), LineStyle::Solid, 0.6, false, true, true, id};
  else if (idHas(id, "bridge"))
    p = {Color::rgb(122, 82, 48), LineStyle::Double, 1.0, true, false, false, id};
  else if (idHas(id, "ford"))
    p = {Color::rgb(122, 82, 48), LineStyle::Dashed, 1.0, true, false, false, id};
  else
    p.color = colorForId(id);
  if (const auto* t = m_ruleset ? m_ruleset->findHexside(id) : nullptr) {
    p.name = t->name.empty() ? id : t->name;
    if (auto c = parseColor(t->paint.color)) p.color = *c;
    if (t->paint.line) p.line = *t->paint.line;
    p.widthMm = widthOr(t->paint.lineWidthMm, p.widthMm);
    p.crosses = t->placement == model::HexsidePlacement::Crosses;
    p.directional = t->directional;
    p.works = p.works || idHas(t->towardMeaning, "owner,own");
  }
  return m_hexsides.emplace(id, std::move(p)).first->second;
}

const RoutePaint& MapStyle::route(const model::TypeId& id) const {
  auto it = m_routes.find(id);
  if (it != m_routes.end()) return it->second;
  RoutePaint p{colors::kRoad, LineStyle::Solid, 0.8, false, id};
  if (idHas(id, "railroad,railway") || id == "rail")
    p = {colors::kBlack, LineStyle::Solid, 0.6, true, id};
  else if (idHas(id, "trail,path,track"))
    p.line = LineStyle::Dashed, p.widthMm = 0.6;
  else if (idHas(id, "sunken"))
    p.line = LineStyle::Double, p.widthMm = 1.0;
  else if (idHas(id, "pike,turnpike"))
    p.cased = true, p.widthMm = 1.1;
  if (const auto* t = m_ruleset ? m_ruleset->findRoute(id) : nullptr) {
    p.name = t->name.empty() ? id : t->name;
    if (auto c = parseColor(t->paint.color)) p.color = *c;
    if (t->paint.line) p.line = *t->paint.line;
    p.widthMm = widthOr(t->paint.lineWidthMm, p.widthMm);
    p.railroad = p.railroad || idHas(t->paint.symbol, "railroad,railway") || t->paint.symbol == "rail";
  }
  return m_routes.emplace(id, std::move(p)).first->second;
}

const FeaturePaint& MapStyle::feature(const model::TypeId& id) const {
  auto it = m_features.find(id);
  if (it != m_features.end()) return it->second;
  FeaturePaint p;
  p.name = id;
  if (const auto* t = m_ruleset ? m_ruleset->findFeature(id) : nullptr) {
    p.name = t->name.empty() ? id : t->name;
    p.category = t->category;
    p.symbol = t->paint.symbol;
    if (auto c = parseColor(t->paint.color))
      p.color = *c;
    else
      p.color = categoryColor(t->category, p.symbol);
  } else {
    // Unknown to the schema: guess the category from the id so it still shows.
    if (idHas(id, "camp"))
      p.category = FeatureCategory::Camp;
    else if (idHas(id, "fort"))
      p.category = FeatureCategory::Fort;
    else if (idHas(id, "town,village"))
      p.category = FeatureCategory::Town;
    else if (idHas(id, "ford"))
      p.category = FeatureCategory::Ford;
    else if (idHas(id, "landing"))
      p.category = FeatureCategory::Landing;
    else if (idHas(id, "victory,objective"))
      p.category = FeatureCategory::Victory;
    else if (idHas(id, "battery"))
      p.category = FeatureCategory::BatterySite;
    p.color = categoryColor(p.category, "");
  }
  if (p.symbol.empty()) p.symbol = categorySymbol(p.category);
  return m_features.emplace(id, std::move(p)).first->second;
}

HexsidePaint MapStyle::terrainLine(const model::TypeId& id) const {
  HexsidePaint p = hexside(id);  // id heuristics only: the schema has no hexside of that id
  const TerrainPaint& t = terrain(id);
  p.color = mix(t.fill, colors::kBlack, idHas(id, "stream,creek,river,water,brook") ? 0.1 : 0.3);
  p.name = t.name;
  if (idHas(id, "crest,cliff")) p.line = LineStyle::Hachured;
  return p;
}

bool MapStyle::terrainIsRoad(const model::TypeId& id) const {
  return idHas(id, "road,track,trail,pike,rail") && !idHas(id, "sunken-road");
}

Color MapStyle::elevationTint(int level) const {
  if (m_ruleset) {
    if (const auto* l = m_ruleset->elevation.findLevel(level))
      if (auto c = parseColor(l->color)) return c->withAlpha(0.45);
  }
  const int steps = std::max(1, m_maxLevel - m_minLevel);
  const double t = std::clamp(static_cast<double>(level - m_minLevel) / steps, 0.0, 1.0);
  return Color::rgb(150, 100, 50, 0.40 * t);
}

Color MapStyle::sideColor(const std::string& sideId) const {
  if (m_ruleset)
    if (const auto* s = m_ruleset->findSide(model::SideId{sideId}))
      if (auto c = parseColor(s->color)) return *c;
  if (idHas(sideId, "union,federal,usa,north")) return Color::rgb(60, 90, 170);
  if (idHas(sideId, "confed,csa,rebel,south")) return Color::rgb(120, 120, 120);
  return colorForId(sideId);
}

}  // namespace hexwright::exporters
