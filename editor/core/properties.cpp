#include "editor/core/properties.h"

#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor {

using Kind = PropertyRow::Kind;
using model::HexCoord;

namespace {

PropertyRow row(std::string key, std::string label, std::string category, Kind kind, std::string value) {
  PropertyRow r;
  r.key = std::move(key);
  r.label = std::move(label);
  r.category = std::move(category);
  r.kind = kind;
  r.value = std::move(value);
  return r;
}

void addChoice(PropertyRow& r, std::string value, std::string label) {
  r.choices.push_back(std::move(value));
  r.choiceLabels.push_back(std::move(label));
}

/// Makes sure the current value is offered even when the schema does not list it.
void keepCurrent(PropertyRow& r) {
  if (std::find(r.choices.begin(), r.choices.end(), r.value) == r.choices.end())
    addChoice(r, r.value, r.value.empty() ? "(none)" : r.value + " (not in schema)");
}

std::string helpOf(const model::AttributeDef& d) {
  std::string h;
  if (!d.unit.empty()) h += d.unit;
  if (d.min || d.max) {
    h += (h.empty() ? "" : ", ") + std::string("range ") + (d.min ? model::formatAttribute(*d.min) : "?") + "-" +
         (d.max ? model::formatAttribute(*d.max) : "?");
  }
  if (!d.rule.empty()) h += (h.empty() ? "" : ", ") + std::string("rule ") + d.rule;
  if (!d.note.empty()) h += (h.empty() ? "" : ". ") + d.note;
  return h;
}

/// Rows for typed attributes declared by the schema, then any others the object has.
void attributeRows(std::vector<PropertyRow>& rows, const model::AttributeDefs& defs, const model::Attributes& values,
                   const std::string& prefix, const std::string& category) {
  for (const auto& d : defs) {
    auto it = values.find(d.name);
    const std::string value = it == values.end() ? std::string{} : model::formatAttribute(it->second);
    Kind kind = d.type == model::AttributeType::Integer   ? Kind::Integer
                : d.type == model::AttributeType::Number  ? Kind::Number
                : d.type == model::AttributeType::Boolean ? Kind::Bool
                                                          : Kind::Text;
    PropertyRow r = row(prefix + d.name, d.label.empty() ? d.name : d.label, category, kind, value);
    if (!d.allowedValues.empty()) {
      r.kind = Kind::Choice;
      if (!d.required) addChoice(r, "", "(unknown)");
      for (const auto& a : d.allowedValues) addChoice(r, a, a);
      keepCurrent(r);
    }
    r.min = d.min;
    r.max = d.max;
    r.required = d.required;
    r.help = helpOf(d);
    rows.push_back(std::move(r));
  }
  for (const auto& [name, value] : values) {
    if (model::findAttribute(defs, name)) continue;
    PropertyRow r = row(prefix + name, name, category, Kind::Text, model::formatAttribute(value));
    r.help = "not declared by the schema";
    rows.push_back(std::move(r));
  }
}

int toInt(const std::string& t) {
  return static_cast<int>(std::get<std::int64_t>(*model::parseAttribute(t, model::AttributeType::Integer)));
}
double toNumber(const std::string& t) {
  return std::get<double>(*model::parseAttribute(t, model::AttributeType::Number));
}

std::string boolText(bool b) { return b ? "true" : "false"; }

std::optional<bool> parseBool(const std::string& text) {
  auto v = model::parseAttribute(text, model::AttributeType::Boolean);
  if (!v) return std::nullopt;
  return std::get<bool>(*v);
}

void hexRows(std::vector<PropertyRow>& rows, const Document& doc, HexCoord h) {
  const auto& s = doc.scenario();
  const auto& r = doc.ruleset();
  if (!s.map.contains(h)) return;
  rows.push_back(row("label", "Hex", "Hex", Kind::ReadOnly, hexLabel(s, h)));
  PropertyRow terrain = row("terrain", "Terrain", "Hex", Kind::Choice, s.map.terrainAt(h));
  for (const auto& t : r.terrain)
    if (!t.geometry) addChoice(terrain, t.id, t.name.empty() ? t.id : t.name);
  keepCurrent(terrain);
  rows.push_back(std::move(terrain));
  PropertyRow elevation = row("elevation", "Elevation", "Hex", Kind::Integer, std::to_string(s.map.elevationAt(h)));
  if (r.elevation.minLevel) elevation.min = *r.elevation.minLevel;
  if (r.elevation.maxLevel) elevation.max = *r.elevation.maxLevel;
  elevation.required = true;
  elevation.help = r.elevation.rule.empty() ? "" : "rule " + r.elevation.rule;
  rows.push_back(std::move(elevation));
  const auto* present = s.map.featuresAt(h);
  auto find = [&](const std::string& id) -> const model::HexFeature* {
    if (!present) return nullptr;
    for (const auto& f : *present)
      if (f.type == id) return &f;
    return nullptr;
  };
  std::vector<std::string> listed;
  for (const auto& ft : r.features) {
    const auto* f = find(ft.id);
    PropertyRow b = row("feature:" + ft.id, ft.name.empty() ? ft.id : ft.name, "Features", Kind::Bool, boolText(f));
    b.help = ft.rule.empty() ? "" : "rule " + ft.rule;
    rows.push_back(std::move(b));
    if (f)
      attributeRows(rows, ft.attributes, f->attributes, "feature:" + ft.id + ":", ft.name.empty() ? ft.id : ft.name);
    listed.push_back(ft.id);
  }
  if (present) {
    for (const auto& f : *present) {
      if (std::find(listed.begin(), listed.end(), f.type) != listed.end()) continue;
      rows.push_back(row("feature:" + f.type, f.type + " (not in schema)", "Features", Kind::Bool, "true"));
    }
  }
  std::string units;
  for (const auto& id : unitsAt(s, h)) {
    const auto* u = s.oob.findUnit(model::UnitId{id});
    units += (units.empty() ? "" : ", ") + (u && !u->name.empty() ? u->name : id);
  }
  if (!units.empty()) rows.push_back(row("units", "Units", "Hex", Kind::ReadOnly, units));
}

void hexsideRows(std::vector<PropertyRow>& rows, const Document& doc, model::HexsideKey k) {
  const auto& s = doc.scenario();
  const auto hexes = model::hexesOf(k);
  rows.push_back(
      row("label", "Hexside", "Hexside", Kind::ReadOnly, hexLabel(s, hexes[0]) + "/" + hexLabel(s, hexes[1])));
  const auto* present = s.map.featuresAt(k);
  std::vector<std::string> listed;
  for (const auto& t : doc.ruleset().hexsides) {
    const model::HexsideFeature* f = nullptr;
    if (present)
      for (const auto& x : *present)
        if (x.type == t.id) f = &x;
    PropertyRow b = row("hexside:" + t.id, t.name.empty() ? t.id : t.name, "Hexside features", Kind::Bool, boolText(f));
    b.help = t.rule.empty() ? "" : "rule " + t.rule;
    rows.push_back(std::move(b));
    listed.push_back(t.id);
    if (f && t.directional) {
      PropertyRow toward =
          row("hexside:" + t.id + ":toward",
              (t.name.empty() ? t.id : t.name) + " " + (t.towardMeaning.empty() ? "toward" : t.towardMeaning),
              "Hexside features", Kind::Choice, f->toward ? hexLabel(s, *f->toward) : "");
      addChoice(toward, "", "(not set)");
      for (auto h : hexes) addChoice(toward, hexLabel(s, h), "hex " + hexLabel(s, h));
      rows.push_back(std::move(toward));
    }
    if (f) attributeRows(rows, t.attributes, f->attributes, "hexside:" + t.id + ":", t.name.empty() ? t.id : t.name);
  }
  if (present)
    for (const auto& f : *present)
      if (std::find(listed.begin(), listed.end(), f.type) == listed.end())
        rows.push_back(row("hexside:" + f.type, f.type + " (not in schema)", "Hexside features", Kind::Bool, "true"));
}

void sideChoices(PropertyRow& r, const model::Scenario& s, bool allowNone) {
  if (allowNone) addChoice(r, "", "(none)");
  for (const auto& side : s.sides) addChoice(r, side.id.value, side.name.empty() ? side.id.value : side.name);
  keepCurrent(r);
}

void unitRows(std::vector<PropertyRow>& rows, const Document& doc, const std::string& id) {
  const auto& s = doc.scenario();
  const auto& r = doc.ruleset();
  const auto* u = s.oob.findUnit(model::UnitId{id});
  if (!u) return;
  rows.push_back(row("id", "Id", "Unit", Kind::ReadOnly, u->id.value));
  PropertyRow name = row("name", "Name", "Unit", Kind::Text, u->name);
  name.required = true;
  rows.push_back(std::move(name));
  rows.push_back(row("designation", "Designation", "Unit", Kind::Text, u->designation));
  PropertyRow type = row("type", "Type", "Unit", Kind::Choice, u->type);
  for (const auto& t : r.unitTypes)
    if (t.sides.empty() || std::find(t.sides.begin(), t.sides.end(), u->side) != t.sides.end())
      addChoice(type, t.id, (t.name.empty() ? t.id : t.name) + (t.isLeader ? " (leader)" : ""));
  keepCurrent(type);
  rows.push_back(std::move(type));
  PropertyRow side = row("side", "Side", "Unit", Kind::Choice, u->side.value);
  sideChoices(side, s, false);
  rows.push_back(std::move(side));
  PropertyRow formation = row("formation", "Formation", "Unit", Kind::Choice, u->formation ? u->formation->value : "");
  addChoice(formation, "", "(none)");
  for (const auto& f : s.oob.formations)
    if (f.side == u->side) addChoice(formation, f.id.value, f.name.empty() ? f.id.value : f.name);
  keepCurrent(formation);
  rows.push_back(std::move(formation));
  rows.push_back(row("notes", "Notes", "Unit", Kind::Text, u->notes));
  const auto* ut = r.findUnitType(u->type);
  attributeRows(rows, ut ? ut->attributes : model::AttributeDefs{}, u->attributes, "attr:", "Attributes");
  const auto* p = s.placementOf(u->id);
  PropertyRow hex = row("placement.hex", "Hex", "Placement", Kind::Text, p && p->hex ? hexLabel(s, *p->hex) : "");
  hex.help = "printed hex number; empty: not on the map";
  rows.push_back(std::move(hex));
  if (p) {
    PropertyRow facing =
        row("placement.facing", "Facing", "Placement", Kind::Integer, p->facing ? std::to_string(*p->facing) : "");
    facing.min = 0;
    facing.max = 5;
    facing.help = "hex direction 0-5";
    rows.push_back(std::move(facing));
    rows.push_back(row("placement.state", "State", "Placement", Kind::Text, p->state));
  }
  if (!u->source.empty())
    rows.push_back(
        row("source", "Source", "Unit", Kind::ReadOnly, u->source.file + ":" + std::to_string(u->source.line)));
}

void formationRows(std::vector<PropertyRow>& rows, const Document& doc, const std::string& id) {
  const auto& s = doc.scenario();
  const auto& r = doc.ruleset();
  const auto* f = s.oob.findFormation(model::FormationId{id});
  if (!f) return;
  rows.push_back(row("id", "Id", "Formation", Kind::ReadOnly, f->id.value));
  PropertyRow name = row("name", "Name", "Formation", Kind::Text, f->name);
  name.required = true;
  rows.push_back(std::move(name));
  rows.push_back(row("code", "Code", "Formation", Kind::Text, f->code));
  PropertyRow level = row("level", "Level", "Formation", Kind::Choice, f->level);
  for (const auto* l : r.levelsFor(f->side)) addChoice(level, l->id, l->name.empty() ? l->id : l->name);
  keepCurrent(level);
  rows.push_back(std::move(level));
  PropertyRow side = row("side", "Side", "Formation", Kind::Choice, f->side.value);
  sideChoices(side, s, false);
  rows.push_back(std::move(side));
  PropertyRow parent = row("parent", "Parent", "Formation", Kind::Choice, f->parent ? f->parent->value : "");
  addChoice(parent, "", "(top level)");
  for (const auto& other : s.oob.formations) {
    if (other.side != f->side || other.id == f->id) continue;
    // Not under itself.
    bool below = false;
    for (auto p = other.parent; p && !below;
         p = s.oob.findFormation(*p) ? s.oob.findFormation(*p)->parent : std::nullopt)
      below = *p == f->id;
    if (!below) addChoice(parent, other.id.value, other.name.empty() ? other.id.value : other.name);
  }
  keepCurrent(parent);
  rows.push_back(std::move(parent));
  PropertyRow commander =
      row("commander", "Commander", "Formation", Kind::Choice, f->commander ? f->commander->value : "");
  addChoice(commander, "", "(none)");
  for (const auto& u : s.oob.units) {
    const auto* t = r.findUnitType(u.type);
    if (u.side == f->side && t && t->isLeader) addChoice(commander, u.id.value, u.name.empty() ? u.id.value : u.name);
  }
  keepCurrent(commander);
  if (const auto* l = r.findOobLevel(f->level); l && l->leaderRequired.value_or(false)) commander.required = true;
  rows.push_back(std::move(commander));
  attributeRows(rows, {}, f->attributes, "attr:", "Attributes");
}

void labelRows(std::vector<PropertyRow>& rows, const Document& doc, const std::string& id) {
  for (const auto& l : doc.scenario().map.labels) {
    if (l.id.value != id) continue;
    rows.push_back(row("id", "Id", "Label", Kind::ReadOnly, l.id.value));
    PropertyRow text = row("text", "Text", "Label", Kind::Text, l.text);
    text.required = true;
    rows.push_back(std::move(text));
    rows.push_back(row("style", "Style", "Label", Kind::Text, l.style));
    rows.push_back(row("rotation", "Rotation", "Label", Kind::Number, model::formatAttribute(l.rotationDegrees)));
  }
}

void areaRows(std::vector<PropertyRow>& rows, const Document& doc, const std::string& id) {
  const auto* a = doc.scenario().map.findArea(model::AreaId{id});
  if (!a) return;
  rows.push_back(row("id", "Id", "Area", Kind::ReadOnly, a->id.value));
  rows.push_back(row("name", "Name", "Area", Kind::Text, a->name));
  PropertyRow kind = row("kind", "Kind", "Area", doc.ruleset().areaKinds.empty() ? Kind::Text : Kind::Choice, a->kind);
  if (kind.kind == Kind::Choice) {
    for (const auto& k : doc.ruleset().areaKinds) addChoice(kind, k.id, k.name.empty() ? k.id : k.name);
    keepCurrent(kind);
  }
  rows.push_back(std::move(kind));
  PropertyRow side = row("side", "Side", "Area", Kind::Choice, a->side);
  sideChoices(side, doc.scenario(), true);
  rows.push_back(std::move(side));
  rows.push_back(row("hexes", "Hexes", "Area", Kind::ReadOnly, std::to_string(a->hexes.size())));
}

void routeRows(std::vector<PropertyRow>& rows, const Document& doc, const std::string& id) {
  for (const auto& rt : doc.scenario().map.routes) {
    if (rt.id.value != id) continue;
    rows.push_back(row("id", "Id", "Route", Kind::ReadOnly, rt.id.value));
    rows.push_back(row("name", "Name", "Route", Kind::Text, rt.name));
    PropertyRow type = row("type", "Type", "Route", Kind::Choice, rt.type);
    for (const auto& t : doc.ruleset().routes) addChoice(type, t.id, t.name.empty() ? t.id : t.name);
    keepCurrent(type);
    rows.push_back(std::move(type));
    rows.push_back(row("length", "Hexes", "Route", Kind::ReadOnly, std::to_string(rt.path.size())));
  }
}

void scenarioRows(std::vector<PropertyRow>& rows, const Document& doc) {
  const auto& s = doc.scenario();
  rows.push_back(row("ruleset", "Ruleset", "Scenario", Kind::ReadOnly,
                     doc.ruleset().name.empty() ? s.rulesetId : doc.ruleset().name));
  rows.push_back(row("title", "Title", "Scenario", Kind::Text, s.title));
  rows.push_back(row("date", "Date", "Scenario", Kind::Text, s.date));
  PropertyRow first = row("firstTurn", "First turn", "Turns", Kind::Integer, std::to_string(s.turns.firstTurn));
  first.min = 0;
  first.required = true;
  rows.push_back(std::move(first));
  PropertyRow last = row("lastTurn", "Last turn", "Turns", Kind::Integer, std::to_string(s.turns.lastTurn));
  last.min = 0;
  last.required = true;
  rows.push_back(std::move(last));
  if (s.map.kind == model::GridKind::Table) {
    PropertyRow w =
        row("table.width", "Table width (in)", "Table", Kind::Number, model::formatAttribute(s.map.table.widthInches));
    w.min = 1;
    rows.push_back(std::move(w));
    PropertyRow d =
        row("table.depth", "Table depth (in)", "Table", Kind::Number, model::formatAttribute(s.map.table.depthInches));
    d.min = 1;
    rows.push_back(std::move(d));
  }
  rows.push_back(row("notes", "Designer notes", "Scenario", Kind::Text, s.notes));
}

std::optional<model::AttributeValue> typedValue(const PropertyRow& r, const model::AttributeDefs& defs,
                                                const std::string& name, const std::string& text) {
  if (const auto* d = model::findAttribute(defs, name)) return model::parseAttribute(text, d->type);
  (void)r;
  return model::AttributeValue{text};
}

/// Applies `text` to an attribute map: empty removes (unknown), else the typed value.
bool setAttribute(model::Attributes& attrs, const model::AttributeDefs& defs, const PropertyRow& r,
                  const std::string& name, const std::string& text) {
  if (text.empty()) return attrs.erase(name) > 0;
  auto v = typedValue(r, defs, name, text);
  if (!v) return false;
  attrs[name] = *v;
  return true;
}

}  // namespace

std::vector<PropertyRow> propertiesFor(const Document& doc, const Selection& sel) {
  std::vector<PropertyRow> rows;
  switch (sel.kind) {
    case Selection::Kind::Hex:
      hexRows(rows, doc, sel.hex);
      break;
    case Selection::Kind::Hexside:
      hexsideRows(rows, doc, sel.side);
      break;
    case Selection::Kind::Unit:
      unitRows(rows, doc, sel.id);
      break;
    case Selection::Kind::Formation:
      formationRows(rows, doc, sel.id);
      break;
    case Selection::Kind::Label:
      labelRows(rows, doc, sel.id);
      break;
    case Selection::Kind::Area:
      areaRows(rows, doc, sel.id);
      break;
    case Selection::Kind::Route:
      routeRows(rows, doc, sel.id);
      break;
    case Selection::Kind::None:
    case Selection::Kind::Scenario:
      scenarioRows(rows, doc);
      break;
    case Selection::Kind::Reinforcement:
      break;
  }
  return rows;
}

std::optional<std::string> checkProperty(const PropertyRow& r, const std::string& text) {
  const std::string& name = r.label;
  if (r.kind == Kind::ReadOnly) return name + " cannot be changed here";
  if (text.empty()) {
    if (r.required) return name + " is required";
    return std::nullopt;
  }
  switch (r.kind) {
    case Kind::Integer:
    case Kind::Number: {
      const auto type = r.kind == Kind::Integer ? model::AttributeType::Integer : model::AttributeType::Number;
      const auto v = model::parseAttribute(text, type);
      if (!v) return name + (r.kind == Kind::Integer ? " must be a whole number" : " must be a number");
      const double d = r.kind == Kind::Integer ? static_cast<double>(std::get<std::int64_t>(*v)) : std::get<double>(*v);
      if (r.min && d < *r.min) return name + " must be at least " + model::formatAttribute(*r.min);
      if (r.max && d > *r.max) return name + " must be at most " + model::formatAttribute(*r.max);
      return std::nullopt;
    }
    case Kind::Bool:
      if (!parseBool(text)) return name + " must be true or false";
      return std::nullopt;
    case Kind::Choice:
      if (std::find(r.choices.begin(), r.choices.end(), text) == r.choices.end())
        return name + ": '" + text + "' is not a choice";
      return std::nullopt;
    case Kind::Text:
    case Kind::ReadOnly:
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<std::string> setProperty(Document& doc, const Selection& sel, const std::string& key,
                                       const std::string& text) {
  const auto rows = propertiesFor(doc, sel);
  const auto it = std::find_if(rows.begin(), rows.end(), [&](const PropertyRow& r) { return r.key == key; });
  if (it == rows.end()) return "no property '" + key + "'";
  if (auto problem = checkProperty(*it, text)) return problem;
  if (it->value == text) return std::nullopt;
  const PropertyRow& r = *it;
  const auto& s = doc.scenario();
  const auto& rs = doc.ruleset();
  auto startsWith = [&](const std::string& prefix) { return key.rfind(prefix, 0) == 0; };

  switch (sel.kind) {
    case Selection::Kind::Hex: {
      const HexCoord h = sel.hex;
      if (key == "terrain") {
        doc.execute(std::make_unique<model::SetTerrain>(std::vector{h}, text));
      } else if (key == "elevation") {
        doc.execute(std::make_unique<model::SetElevation>(std::vector{h}, toInt(text)));
      } else if (startsWith("feature:")) {
        const std::string rest = key.substr(8);
        const auto colon = rest.find(':');
        const std::string type = rest.substr(0, colon);
        const auto* present = s.map.featuresAt(h);
        std::vector<model::HexFeature> features = present ? *present : std::vector<model::HexFeature>{};
        auto f = std::find_if(features.begin(), features.end(), [&](const auto& x) { return x.type == type; });
        if (colon == std::string::npos) {
          const bool on = *parseBool(text);
          if (on && f == features.end()) {
            model::HexFeature nf{type, {}};
            if (const auto* ft = rs.findFeature(type))
              for (const auto& d : ft->attributes)
                if (d.defaultValue) nf.attributes[d.name] = *d.defaultValue;
            features.push_back(std::move(nf));
          } else if (!on && f != features.end()) {
            features.erase(f);
          } else {
            return std::nullopt;
          }
          doc.execute(std::make_unique<model::SetHexFeatures>(h, std::move(features),
                                                              (on ? "Place Feature: " : "Remove Feature: ") + type));
        } else if (f != features.end()) {
          const auto* ft = rs.findFeature(type);
          if (!setAttribute(f->attributes, ft ? ft->attributes : model::AttributeDefs{}, r, rest.substr(colon + 1),
                            text))
            return std::nullopt;
          doc.execute(std::make_unique<model::SetHexFeatures>(h, std::move(features), "Edit Feature: " + type));
        }
      }
      return std::nullopt;
    }
    case Selection::Kind::Hexside: {
      const std::string rest = key.substr(8);  // after "hexside:"
      const auto colon = rest.find(':');
      const std::string type = rest.substr(0, colon);
      const auto* present = s.map.featuresAt(sel.side);
      std::vector<model::HexsideFeature> features = present ? *present : std::vector<model::HexsideFeature>{};
      auto f = std::find_if(features.begin(), features.end(), [&](const auto& x) { return x.type == type; });
      std::string label = "Edit Hexside: " + type;
      if (colon == std::string::npos) {
        const bool on = *parseBool(text);
        if (on && f == features.end())
          features.push_back({type, std::nullopt, {}});
        else if (!on && f != features.end())
          features.erase(f);
        else
          return std::nullopt;
        label = (on ? "Paint Hexside: " : "Erase Hexside: ") + type;
      } else if (f != features.end()) {
        const std::string field = rest.substr(colon + 1);
        if (field == "toward") {
          f->toward = text.empty() ? std::nullopt : model::parseLabel(text, s.map.grid().convention);
        } else {
          const auto* ht = rs.findHexside(type);
          if (!setAttribute(f->attributes, ht ? ht->attributes : model::AttributeDefs{}, r, field, text))
            return std::nullopt;
        }
      } else {
        return std::nullopt;
      }
      doc.execute(std::make_unique<model::SetHexsideFeatures>(sel.side, std::move(features), label));
      return std::nullopt;
    }
    case Selection::Kind::Unit: {
      const auto* found = s.oob.findUnit(model::UnitId{sel.id});
      if (!found) return "no such unit";
      if (startsWith("placement.")) {
        const auto* existing = s.placementOf(found->id);
        if (key == "placement.hex") {
          if (text.empty()) {
            doc.execute(removePlacementCommand(s, sel.id));
            return std::nullopt;
          }
          const auto h = model::parseLabel(text, s.map.grid().convention);
          if (!h || !s.map.contains(*h)) return "'" + text + "' is not a hex on this map";
          doc.execute(placeUnitCommand(s, sel.id, *h));
          return std::nullopt;
        }
        if (!existing) return "the unit is not placed";
        model::Placement p = *existing;
        if (key == "placement.facing")
          p.facing = text.empty() ? std::nullopt : std::optional(toInt(text));
        else if (key == "placement.state")
          p.state = text;
        doc.execute(std::make_unique<model::SetPlacement>(sel.id, std::move(p)));
        return std::nullopt;
      }
      if (key == "formation") {
        moveUnit(doc, sel.id, text);
        return std::nullopt;
      }
      model::Unit u = *found;
      if (key == "name")
        u.name = text;
      else if (key == "designation")
        u.designation = text;
      else if (key == "notes")
        u.notes = text;
      else if (key == "type")
        u.type = text;
      else if (key == "side")
        u.side = model::SideId{text}, u.formation.reset();
      else if (startsWith("attr:")) {
        const auto* ut = rs.findUnitType(u.type);
        const std::string name = key.substr(5);
        if (const auto* d = ut ? model::findAttribute(ut->attributes, name) : nullptr)
          if (auto problem = checkAttribute(*d, text)) return problem;
        setAttribute(u.attributes, ut ? ut->attributes : model::AttributeDefs{}, r, name, text);
      }
      doc.execute(std::make_unique<model::SetUnit>(sel.id, std::move(u)));
      return std::nullopt;
    }
    case Selection::Kind::Formation: {
      const auto* found = s.oob.findFormation(model::FormationId{sel.id});
      if (!found) return "no such formation";
      if (key == "parent") {
        if (!moveFormation(doc, sel.id, text)) return "cannot move the formation there";
        return std::nullopt;
      }
      model::Formation f = *found;
      if (key == "name")
        f.name = text;
      else if (key == "code")
        f.code = text;
      else if (key == "level")
        f.level = text;
      else if (key == "side")
        f.side = model::SideId{text}, f.parent.reset(), f.commander.reset();
      else if (key == "commander")
        f.commander = text.empty() ? std::nullopt : std::optional(model::UnitId{text});
      else if (startsWith("attr:"))
        setAttribute(f.attributes, {}, r, key.substr(5), text);
      doc.execute(std::make_unique<model::SetFormation>(sel.id, std::move(f)));
      return std::nullopt;
    }
    case Selection::Kind::Label: {
      for (const auto& l : s.map.labels) {
        if (l.id.value != sel.id) continue;
        model::MapLabel copy = l;
        if (key == "text")
          copy.text = text;
        else if (key == "style")
          copy.style = text;
        else if (key == "rotation")
          copy.rotationDegrees = text.empty() ? 0 : toNumber(text);
        doc.execute(std::make_unique<model::SetLabel>(sel.id, std::move(copy)));
      }
      return std::nullopt;
    }
    case Selection::Kind::Area: {
      const auto* a = s.map.findArea(model::AreaId{sel.id});
      if (!a) return "no such area";
      model::NamedArea copy = *a;
      if (key == "name")
        copy.name = text;
      else if (key == "kind")
        copy.kind = text;
      else if (key == "side")
        copy.side = text;
      doc.execute(std::make_unique<model::SetArea>(sel.id, std::move(copy)));
      return std::nullopt;
    }
    case Selection::Kind::Route: {
      for (const auto& rt : s.map.routes) {
        if (rt.id.value != sel.id) continue;
        model::Route copy = rt;
        if (key == "name")
          copy.name = text;
        else if (key == "type")
          copy.type = text;
        doc.execute(std::make_unique<model::SetRoute>(sel.id, std::move(copy)));
      }
      return std::nullopt;
    }
    case Selection::Kind::None:
    case Selection::Kind::Scenario: {
      if (key == "title")
        doc.execute(std::make_unique<model::SetField<std::string>>("Edit Title", model::fields::title, text,
                                                                   model::kChangeProperties));
      else if (key == "date")
        doc.execute(std::make_unique<model::SetField<std::string>>("Edit Date", model::fields::date, text,
                                                                   model::kChangeProperties));
      else if (key == "notes")
        doc.execute(std::make_unique<model::SetField<std::string>>("Edit Notes", model::fields::notes, text,
                                                                   model::kChangeProperties));
      else if (key == "firstTurn" || key == "lastTurn") {
        model::TurnRecord t = s.turns;
        (key == "firstTurn" ? t.firstTurn : t.lastTurn) = toInt(text);
        doc.execute(std::make_unique<model::SetField<model::TurnRecord>>("Edit Turns", model::fields::turns, t,
                                                                         model::kChangeProperties));
      } else if (key == "table.width" || key == "table.depth") {
        model::TableSize t = s.map.table;
        (key == "table.width" ? t.widthInches : t.depthInches) = toNumber(text);
        doc.execute(std::make_unique<model::SetField<model::TableSize>>("Resize Table", model::fields::table, t,
                                                                        model::kChangeGrid));
      }
      return std::nullopt;
    }
    case Selection::Kind::Reinforcement:
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace hexwright::editor
