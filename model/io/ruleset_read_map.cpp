// <mobility>, <terrain>, <hexsides>, <routes>, <features>, <areas> and <elevation> of a
// ruleset schema.
#include <algorithm>
#include <set>

#include "model/io/ruleset_reader_internal.h"

namespace hexwright::io::schema {

namespace m = hexwright::model;

namespace {

std::optional<m::GeometryKind> parseGeometry(const std::string& s) {
  if (s == "point") return m::GeometryKind::Point;
  if (s == "polyline") return m::GeometryKind::Polyline;
  if (s == "polygon") return m::GeometryKind::Polygon;
  return std::nullopt;
}

}  // namespace

void Reader::readMobility(const pugi::xml_node& node) {
  eachChild(node, "class", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c, {"id", "name", "rule", "note"});
    m::MobilityClass mc{e.id("id"), e.text("name", true), e.text("rule"), e.text("note")};
    m_ctx.defineId(kMobility, mc.id, e.where("id"));
    m_r.mobilityClasses.push_back(std::move(mc));
  });
}

m::MovementEntry Reader::readMove(const pugi::xml_node& node, const std::string& owner, bool directional) {
  Element e(m_ctx, node, {"class", "cost", "direction", "rule", "note"});
  m::MovementEntry entry;
  entry.mobility = e.id("class");
  if (entry.mobility != "all") m_ctx.reference(kMobility, entry.mobility, e.where("class"), owner + " <move>");
  entry.cost =
      e.choice<m::MovementCost>("cost", m::MovementCost::parse,
                                "a number of MP, \"+N\", \"stop\", \"prohibited\", \"all\" or \"unknown\"", true)
          .value_or(m::MovementCost::unknown());
  entry.direction = e.choice<m::MoveDirection>("direction", m::parseMoveDirection, "any, toward or away")
                        .value_or(m::MoveDirection::Any);
  if (entry.direction != m::MoveDirection::Any && !directional)
    m_ctx.error(rules::kInvalidValue, owner + ": direction= applies to directional hexside types only",
                e.where("direction"));
  entry.rule = e.text("rule");
  entry.note = e.text("note");
  return entry;
}

void Reader::paintFrom(const Element& e, m::PaintStyle& paint) {
  paint.color = e.color("color");
  paint.pattern = e.text("pattern");
  paint.symbol = e.text("symbol");
  paint.line = e.choice<m::LineStyle>("line", m::parseLineStyle, "solid, dashed, dotted, double, hachured or wavy");
  paint.lineWidthMm = e.number("width-mm", false, 0);
}

void Reader::referenceList(const Element& e, const char* attr, const char* kind, std::vector<m::TypeId>& out,
                           const std::string& context) {
  for (auto& id : e.list(attr)) {
    m_ctx.reference(kind, id, e.where(attr), context);
    out.push_back(id);
  }
}

void Reader::readTerrain(const pugi::xml_node& node) {
  Element te(m_ctx, node, {"default", "mixed-rule"});
  m_r.defaultTerrain = te.id("default", false);
  m_ctx.reference(kTerrain, m_r.defaultTerrain, te.where("default"), "<terrain> default");
  m_r.mixedHexRule = te.text("mixed-rule");
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "type") {
      unknownChild(m_ctx, c, node, {"type"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "color", "pattern", "symbol", "precedence", "geometry", "rule", "note"});
    m::TerrainType t;
    t.id = e.id("id");
    t.name = e.text("name", true);
    t.color = e.color("color");
    t.pattern = e.text("pattern");
    t.symbol = e.text("symbol");
    t.precedence = e.integer("precedence");
    t.geometry = e.choice<m::GeometryKind>("geometry", parseGeometry, "point, polyline or polygon");
    t.rule = e.text("rule");
    t.notes = e.text("note");
    std::set<std::string> attrs;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "move")
        t.movement.push_back(readMove(ch, "terrain '" + t.id + "'"));
      else if (n == "los")
        t.los = Element(m_ctx, ch, {}).content();
      else if (n == "combat")
        t.combat = Element(m_ctx, ch, {}).content();
      else if (n == "notes")
        t.notes += (t.notes.empty() ? "" : " ") + Element(m_ctx, ch, {}).content();
      else if (n == "attribute")
        t.attributes.push_back(readAttribute(ch, attrs));
      else if (n == "property")
        t.properties.push_back(readStated(ch));
      else
        unknownChild(m_ctx, ch, c, {"move", "los", "combat", "notes", "attribute", "property"});
    }
    m_ctx.defineId(kTerrain, t.id, e.where("id"));
    m_r.terrain.push_back(std::move(t));
  }
}

void Reader::readHexsides(const pugi::xml_node& node) {
  eachChild(node, "type", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c,
              {"id", "name", "placement", "directional", "toward", "color", "pattern", "symbol", "line", "width-mm",
               "borders-terrain", "borders-features", "rule", "note"});
    m::HexsideType h;
    h.id = e.id("id");
    h.name = e.text("name", true);
    h.placement = e.choice<m::HexsidePlacement>("placement", m::parseHexsidePlacement, "along or crosses")
                      .value_or(m::HexsidePlacement::Along);
    h.directional = e.boolean("directional").value_or(false);
    h.towardMeaning = e.text("toward");
    if (!h.towardMeaning.empty() && !h.directional)
      m_ctx.error(rules::kInvalidValue, "toward= needs directional=\"true\"", e.where("toward"));
    paintFrom(e, h.paint);
    referenceList(e, "borders-terrain", kTerrain, h.bordersTerrain, "hexside '" + h.id + "' borders-terrain");
    referenceList(e, "borders-features", kFeature, h.bordersFeatures, "hexside '" + h.id + "' borders-features");
    h.rule = e.text("rule");
    h.notes = e.text("note");
    std::set<std::string> attrs;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "move")
        h.movement.push_back(readMove(ch, "hexside '" + h.id + "'", h.directional));
      else if (n == "los")
        h.los = Element(m_ctx, ch, {}).content();
      else if (n == "combat")
        h.combat = Element(m_ctx, ch, {}).content();
      else if (n == "notes")
        h.notes += (h.notes.empty() ? "" : " ") + Element(m_ctx, ch, {}).content();
      else if (n == "attribute")
        h.attributes.push_back(readAttribute(ch, attrs));
      else if (n == "property")
        h.properties.push_back(readStated(ch));
      else
        unknownChild(m_ctx, ch, c, {"move", "los", "combat", "notes", "attribute", "property"});
    }
    m_ctx.defineId(kHexside, h.id, e.where("id"));
    m_r.hexsides.push_back(std::move(h));
  });
}

void Reader::readRoutes(const pugi::xml_node& node) {
  eachChild(node, "type", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c, {"id", "name", "color", "pattern", "symbol", "line", "width-mm", "rule", "note"});
    m::RouteType r;
    r.id = e.id("id");
    r.name = e.text("name", true);
    paintFrom(e, r.paint);
    r.rule = e.text("rule");
    r.notes = e.text("note");
    std::set<std::string> attrs;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "move")
        r.movement.push_back(readMove(ch, "route '" + r.id + "'"));
      else if (n == "notes")
        r.notes += (r.notes.empty() ? "" : " ") + Element(m_ctx, ch, {}).content();
      else if (n == "attribute")
        r.attributes.push_back(readAttribute(ch, attrs));
      else if (n == "property")
        r.properties.push_back(readStated(ch));
      else
        unknownChild(m_ctx, ch, c, {"move", "notes", "attribute", "property"});
    }
    m_ctx.defineId(kRoute, r.id, e.where("id"));
    m_r.routes.push_back(std::move(r));
  });
}

void Reader::readFeatures(const pugi::xml_node& node) {
  eachChild(node, "type", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c, {"id", "name", "category", "color", "pattern", "symbol", "max-per-map", "rule", "note"});
    m::HexFeatureType f;
    f.id = e.id("id");
    f.name = e.text("name", true);
    f.category =
        e.choice<m::FeatureCategory>("category", m::parseFeatureCategory,
                                     "camp, fort, town, building, ford, bridge, landing, battery-site, victory, "
                                     "entry, exit, garrison, impassable, marker or other",
                                     true)
            .value_or(m::FeatureCategory::Other);
    paintFrom(e, f.paint);
    f.maxPerMap = e.integer("max-per-map", false, 0);
    f.rule = e.text("rule");
    f.notes = e.text("note");
    std::set<std::string> attrs;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "attribute")
        f.attributes.push_back(readAttribute(ch, attrs));
      else if (n == "notes")
        f.notes += (f.notes.empty() ? "" : " ") + Element(m_ctx, ch, {}).content();
      else if (n == "property")
        f.properties.push_back(readStated(ch));
      else
        unknownChild(m_ctx, ch, c, {"attribute", "notes", "property"});
    }
    m_ctx.defineId(kFeature, f.id, e.where("id"));
    m_r.features.push_back(std::move(f));
  });
}

void Reader::readAreas(const pugi::xml_node& node) {
  eachChild(node, "kind", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c, {"id", "name", "rule", "note"});
    m::AreaKind a{e.id("id"), e.text("name", true), e.text("rule"), e.text("note")};
    m_ctx.defineId(kArea, a.id, e.where("id"));
    m_r.areaKinds.push_back(std::move(a));
  });
}

void Reader::readElevation(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"kind", "min", "max", "feet-per-level", "rule", "note"});
  m::Elevation& el = m_r.elevation;
  el.kind = e.choice<m::ElevationKind>("kind", m::parseElevationKind, "none, levels or unknown", true)
                .value_or(m::ElevationKind::Unknown);
  el.minLevel = e.integer("min");
  el.maxLevel = e.integer("max");
  if (el.kind != m::ElevationKind::Levels && (el.minLevel || el.maxLevel))
    m_ctx.error(rules::kInvalidValue, "min/max need kind=\"levels\"", e.where(el.minLevel ? "min" : "max"));
  if (el.minLevel && el.maxLevel && *el.minLevel > *el.maxLevel)
    e.invalid("max", node.attribute("max").value(), "a level >= min");
  el.feetPerLevel = e.number("feet-per-level", false, 0);
  el.rule = e.text("rule");
  el.notes = e.text("note");
  std::set<int> seen;
  for (auto c : childElements(m_ctx, node)) {
    std::string n = c.name();
    if (n == "notes") {
      el.notes += (el.notes.empty() ? "" : " ") + Element(m_ctx, c, {}).content();
      continue;
    }
    if (n != "level") {
      unknownChild(m_ctx, c, node, {"level", "notes"});
      continue;
    }
    Element le(m_ctx, c, {"value", "name", "height-feet", "color", "rule"});
    m::ElevationLevel level;
    auto v = le.integer("value", true);
    level.level = v.value_or(0);
    level.name = le.text("name");
    level.heightFeet = le.range("height-feet");
    level.color = le.color("color");
    level.rule = le.text("rule");
    if (el.kind != m::ElevationKind::Levels)
      m_ctx.error(rules::kInvalidValue, "<level> needs kind=\"levels\"", le.where());
    if (v && !seen.insert(*v).second)
      m_ctx.error(rules::kDuplicateId, "duplicate elevation level " + std::to_string(*v), le.where("value"));
    if (v && ((el.minLevel && *v < *el.minLevel) || (el.maxLevel && *v > *el.maxLevel)))
      le.invalid("value", c.attribute("value").value(), "a level between min and max");
    el.levels.push_back(std::move(level));
  }
  std::sort(el.levels.begin(), el.levels.end(), [](const auto& a, const auto& b) { return a.level < b.level; });
}

}  // namespace hexwright::io::schema
