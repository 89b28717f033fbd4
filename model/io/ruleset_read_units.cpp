// <units>, <oob>, <counters> and <markers> of a ruleset schema, and the <attribute>
// definitions unit, terrain and feature types share.
#include <algorithm>
#include <set>

#include "model/io/ruleset_reader_internal.h"
#include "model/ruleset/counter_format.h"

namespace hexwright::io::schema {

namespace m = hexwright::model;

m::AttributeDef Reader::readAttribute(const pugi::xml_node& node, std::set<std::string>& names) {
  Element e(m_ctx, node,
            {"name", "label", "type", "min", "max", "required", "values", "default", "unit", "print", "slot", "format",
             "rule", "note"});
  m::AttributeDef a;
  a.name = e.id("name");
  if (!a.name.empty() && !names.insert(a.name).second)
    m_ctx.error(rules::kDuplicateId, "duplicate attribute name '" + a.name + "'", e.where("name"));
  a.label = e.text("label");
  a.type = e.choice<m::AttributeType>("type", m::parseAttributeType, "bool, int, number or text", true)
               .value_or(m::AttributeType::Text);
  a.min = e.number("min");
  a.max = e.number("max");
  if ((a.min || a.max) && (a.type == m::AttributeType::Text || a.type == m::AttributeType::Boolean))
    m_ctx.error(rules::kInvalidValue, "min/max apply to int and number attributes only",
                e.where(a.min ? "min" : "max"));
  if (a.min && a.max && *a.min > *a.max) e.invalid("max", node.attribute("max").value(), "a value >= min");
  a.required = e.boolean("required").value_or(false);
  if (e.has("values")) {
    std::string v = e.text("values");
    std::size_t start = 0;
    while (start <= v.size()) {
      std::size_t bar = v.find('|', start);
      std::string item = trim(v.substr(start, bar == std::string::npos ? std::string::npos : bar - start));
      if (!item.empty()) a.allowedValues.push_back(item);
      if (bar == std::string::npos) break;
      start = bar + 1;
    }
    if (a.type != m::AttributeType::Text)
      m_ctx.error(rules::kInvalidValue, "values lists apply to text attributes only", e.where("values"));
    if (a.allowedValues.empty()) e.invalid("values", v, "values separated by '|'");
  }
  if (e.has("default")) {
    std::string d = e.text("default");
    a.defaultValue = m::parseAttribute(d, a.type);
    if (!a.defaultValue)
      e.invalid("default", d, std::string("a value of type ") + m::attributeTypeName(a.type));
    else if (!a.allows(d))
      e.invalid("default", d, "one of the listed values");
  }
  a.unit = e.text("unit");
  if (e.has("print") || e.has("slot")) {
    std::string p = e.has("print") ? e.text("print") : "front";
    if (p != "no") {
      m::CounterPrint print;
      print.face = e.choice<m::CounterFace>("print", m::parseCounterFace, "front, back, both or no")
                       .value_or(m::CounterFace::Front);
      print.slot =
          e.choice<m::CounterSlot>("slot", m::parseCounterSlot, "a slot such as top-left, center or bottom-right");
      print.format = e.text("format");
      a.print = print;
    }
  }
  a.rule = e.text("rule");
  a.note = e.text("note");
  for (auto c : childElements(m_ctx, node)) unknownChild(m_ctx, c, node, {});
  return a;
}

void Reader::readUnits(const pugi::xml_node& node) {
  eachChild(node, "type", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c,
              {"id", "name", "symbol", "mobility", "leader", "combat", "sides", "movement", "counter",
               "base-width-inches", "base-depth-inches", "optional", "rule", "note"});
    m::UnitType u;
    u.id = e.id("id");
    u.name = e.text("name", true);
    u.symbol = e.choice<m::NatoSymbol>("symbol", m::parseNatoSymbol, kNatoSymbols, true).value_or(m::NatoSymbol::Other);
    u.mobility = e.id("mobility", false);
    m_ctx.reference(kMobility, u.mobility, e.where("mobility"), "unit type '" + u.id + "' mobility");
    u.isLeader = e.boolean("leader").value_or(false);
    u.isCombat = e.boolean("combat");
    for (auto& s : e.list("sides")) {
      m_ctx.reference(kSide, s, e.where("sides"), "unit type '" + u.id + "' sides");
      u.sides.push_back(m::SideId{s});
    }
    for (auto& o : e.list("optional")) {
      m_ctx.reference(kOptional, o, e.where("optional"), "unit type '" + u.id + "' optional");
      u.optionalRules.push_back(o);
    }
    u.movementAllowance = e.number("movement", false, 0);
    u.counterLayout = e.id("counter", false);
    m_ctx.reference(kLayout, u.counterLayout, e.where("counter"), "unit type '" + u.id + "' counter");
    u.baseWidthInches = e.range("base-width-inches");
    u.baseDepthInches = e.range("base-depth-inches");
    u.rule = e.text("rule");
    u.notes = e.text("note");
    std::set<std::string> attrs;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "attribute")
        u.attributes.push_back(readAttribute(ch, attrs));
      else if (n == "property")
        u.properties.push_back(readStated(ch));
      else if (n == "notes")
        u.notes += (u.notes.empty() ? "" : " ") + Element(m_ctx, ch, {}).content();
      else
        unknownChild(m_ctx, ch, c, {"attribute", "property", "notes"});
    }
    m_ctx.defineId(kUnitType, u.id, e.where("id"));
    m_r.unitTypes.push_back(std::move(u));
  });
}

void Reader::readOob(const pugi::xml_node& node) {
  eachChild(node, "level", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c, {"id", "name", "sides", "parents", "leader-required", "rule", "note"});
    m::OobLevel l;
    l.id = e.id("id");
    l.name = e.text("name", true);
    for (auto& s : e.list("sides")) {
      m_ctx.reference(kSide, s, e.where("sides"), "OOB level '" + l.id + "' sides");
      l.sides.push_back(m::SideId{s});
    }
    referenceList(e, "parents", kOobLevel, l.parents, "OOB level '" + l.id + "' parents");
    if (std::find(l.parents.begin(), l.parents.end(), l.id) != l.parents.end())
      m_ctx.error(rules::kInvalidValue, "OOB level '" + l.id + "' cannot be its own parent", e.where("parents"));
    l.leaderRequired = e.boolean("leader-required");
    l.rule = e.text("rule");
    l.notes = e.text("note");
    for (auto ch : childElements(m_ctx, c)) unknownChild(m_ctx, ch, c, {});
    m_ctx.defineId(kOobLevel, l.id, e.where("id"));
    m_r.oobLevels.push_back(std::move(l));
  });
}

std::vector<m::CounterField> Reader::readFields(const pugi::xml_node& node, const std::string& layout) {
  Element(m_ctx, node, {});
  std::vector<m::CounterField> fields;
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "field") {
      unknownChild(m_ctx, c, node, {"field"});
      continue;
    }
    Element e(m_ctx, c, {"source", "slot", "format", "text"});
    m::CounterField f;
    f.source = e.text("source", true);
    f.slot = e.choice<m::CounterSlot>("slot", m::parseCounterSlot, "a slot such as top-left, center or bottom-right");
    f.format = e.text("format");
    f.text = e.text("text");
    static const std::set<std::string> kSpecial = {"@name", "@symbol", "@formation", "@text", "@band"};
    if (!f.source.empty() && f.source[0] == '@' && !kSpecial.count(f.source))
      e.invalid("source", f.source, "an attribute name or one of @name, @symbol, @formation, @text, @band");
    // @text prints `text`; @band colours by the formation at OOB level `text`.
    if ((f.source == "@text" || f.source == "@band") && f.text.empty()) e.missing("text");
    if (f.source == "@band" && !f.text.empty())
      m_ctx.reference(kOobLevel, f.text, e.where("text"), "counter layout '" + layout + "' band");
    if (!f.source.empty() && f.source[0] != '@') m_fieldUses.push_back(FieldUse{layout, f.source, e.where("source")});
    // "{}{weapon}{morale}" (Huzzah! 3.2.5 prints "2*6"): every named attribute must exist too.
    for (const auto& name : m::formatReferences(f.format))
      m_fieldUses.push_back(FieldUse{layout, name, e.where("format")});
    fields.push_back(std::move(f));
  }
  return fields;
}

void Reader::readCounters(const pugi::xml_node& node) {
  eachChild(node, "layout", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c, {"id", "name", "units", "back-kind", "back-label", "mirrored-sides", "rule", "note"});
    m::CounterLayout l;
    l.id = e.id("id");
    l.name = e.text("name");
    referenceList(e, "units", kUnitType, l.unitTypes, "counter layout '" + l.id + "' units");
    l.backKind =
        e.choice<m::BackKind>("back-kind", m::parseBackKind, "unknown, reduced, alternate, blank, same or none")
            .value_or(m::BackKind::Unknown);
    l.backLabel = e.text("back-label");
    for (auto& s : e.list("mirrored-sides")) {
      m_ctx.reference(kSide, s, e.where("mirrored-sides"), "counter layout '" + l.id + "' mirrored-sides");
      l.mirroredSides.push_back(m::SideId{s});
    }
    l.rule = e.text("rule");
    l.note = e.text("note");
    bool front = false, back = false;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "front" && !front) {
        front = true;
        l.front = readFields(ch, l.id);
      } else if (n == "back" && !back) {
        back = true;
        l.back = readFields(ch, l.id);
      } else if (n == "front" || n == "back") {
        m_ctx.error(rules::kDuplicateElement, "<" + n + "> may appear only once in a <layout>", m_ctx.at(ch));
      } else {
        unknownChild(m_ctx, ch, c, {"front", "back"});
      }
    }
    m_ctx.defineId(kLayout, l.id, e.where("id"));
    m_r.counterLayouts.push_back(std::move(l));
  });
}

void Reader::readMarkers(const pugi::xml_node& node) {
  eachChild(node, "marker", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c, {"id", "name", "count", "per-side", "side", "front", "back", "rule", "note"});
    m::MarkerType mk;
    mk.id = e.id("id");
    mk.name = e.text("name", true);
    mk.count = e.integer("count", false, 0);
    mk.countPerSide = e.boolean("per-side").value_or(false);
    mk.side = m::SideId{e.id("side", false)};
    m_ctx.reference(kSide, mk.side.value, e.where("side"), "marker '" + mk.id + "' side");
    mk.front = e.text("front");
    mk.back = e.text("back");
    mk.rule = e.text("rule");
    mk.note = e.text("note");
    for (auto ch : childElements(m_ctx, c)) unknownChild(m_ctx, ch, c, {});
    m_ctx.defineId(kMarker, mk.id, e.where("id"));
    m_r.markers.push_back(std::move(mk));
  });
}

}  // namespace hexwright::io::schema
