#include "editor/core/oob_editing.h"

#include <algorithm>
#include <set>
#include <sstream>

#include "editor/core/editing.h"
#include "model/core/text.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor {

using model::Formation;
using model::FormationId;
using model::lower;
using model::trim;
using model::Unit;
using model::UnitId;

namespace {

bool unitTaken(const model::Scenario& s, const std::string& id) { return s.oob.findUnit(UnitId{id}) != nullptr; }
bool formationTaken(const model::Scenario& s, const std::string& id) {
  return s.oob.findFormation(FormationId{id}) != nullptr;
}

/// The first OOB level allowed under a formation of level `parentLevel` (top when empty).
std::string levelUnder(const model::Ruleset& r, const std::string& side, const std::string& parentLevel) {
  for (const auto* level : r.levelsFor(model::SideId{side})) {
    if (parentLevel.empty()
            ? level->parents.empty()
            : std::find(level->parents.begin(), level->parents.end(), parentLevel) != level->parents.end())
      return level->id;
  }
  return {};
}

/// The schema's first type of that kind for the side, leaving out types that need an
/// optional rule the scenario has off.
const model::UnitType* defaultUnitType(const model::Ruleset& r, const model::Scenario& s, const std::string& side,
                                       bool leader) {
  for (const auto& t : r.unitTypes) {
    if (t.isLeader != leader) continue;
    if (std::any_of(t.optionalRules.begin(), t.optionalRules.end(), [&](const auto& o) {
          return std::find(s.optionalRules.begin(), s.optionalRules.end(), o) == s.optionalRules.end();
        }))
      continue;
    if (!t.sides.empty() && std::find(t.sides.begin(), t.sides.end(), model::SideId{side}) == t.sides.end()) continue;
    return &t;
  }
  return nullptr;
}

void applyDefaults(Unit& u, const model::Ruleset& r) {
  if (const auto* type = r.findUnitType(u.type)) {
    for (const auto& def : type->attributes)
      if (def.defaultValue && !u.attributes.count(def.name)) u.attributes[def.name] = *def.defaultValue;
  }
}

/// Every formation id under `root` (itself included).
std::set<std::string> subtree(const model::Scenario& s, const std::string& root) {
  std::set<std::string> out{root};
  bool grew = true;
  while (grew) {
    grew = false;
    for (const auto& f : s.oob.formations)
      if (f.parent && out.count(f.parent->value) && out.insert(f.id.value).second) grew = true;
  }
  return out;
}

/// Removal of one unit's dependants, added to `g` before the unit itself.
void removeUnitInto(EditGesture& g, const model::Scenario& s, const std::string& id) {
  if (s.placementOf(UnitId{id})) g.add(std::make_unique<model::SetPlacement>(id, std::nullopt));
  for (const auto& r : s.reinforcements) {
    if (std::find(r.units.begin(), r.units.end(), UnitId{id}) == r.units.end()) continue;
    model::Reinforcement copy = r;
    std::erase(copy.units, UnitId{id});
    g.add(std::make_unique<model::SetReinforcement>(r.id.value, std::move(copy)));
  }
  for (const auto& f : s.oob.formations) {
    if (f.commander && f.commander->value == id) {
      Formation copy = f;
      copy.commander.reset();
      g.add(std::make_unique<model::SetFormation>(f.id.value, std::move(copy)));
    }
  }
  g.add(std::make_unique<model::SetUnit>(id, std::nullopt));
}

}  // namespace

std::string addFormation(Document& doc, const std::string& side, const std::string& parent, const std::string& name) {
  const auto& s = doc.scenario();
  Formation f;
  f.id = FormationId{uniqueId("f-", [&](const std::string& id) { return formationTaken(s, id); })};
  f.side = model::SideId{side};
  std::string parentLevel;
  if (const auto* p = parent.empty() ? nullptr : s.oob.findFormation(FormationId{parent})) {
    f.parent = p->id;
    f.side = p->side;
    parentLevel = p->level;
  }
  f.level = levelUnder(doc.ruleset(), f.side.value, parentLevel);
  const auto* level = doc.ruleset().findOobLevel(f.level);
  f.name = !name.empty() ? name : (level && !level->name.empty() ? "New " + level->name : "New formation");
  const std::string id = f.id.value;
  doc.execute(std::make_unique<model::SetFormation>(id, std::move(f)));
  return id;
}

std::string addUnit(Document& doc, const std::string& side, const std::string& formation, const std::string& type,
                    const std::string& name) {
  const auto& s = doc.scenario();
  Unit u;
  u.id = UnitId{uniqueId("u-", [&](const std::string& id) { return unitTaken(s, id); })};
  u.side = model::SideId{side};
  if (const auto* f = formation.empty() ? nullptr : s.oob.findFormation(FormationId{formation})) {
    u.formation = f->id;
    u.side = f->side;
  }
  if (!type.empty())
    u.type = type;
  else if (const auto* t = defaultUnitType(doc.ruleset(), doc.scenario(), u.side.value, false))
    u.type = t->id;
  u.name = name.empty() ? "New unit" : name;
  applyDefaults(u, doc.ruleset());
  const std::string id = u.id.value;
  doc.execute(std::make_unique<model::SetUnit>(id, std::move(u)));
  return id;
}

std::string addLeader(Document& doc, const std::string& formation) {
  const auto& s = doc.scenario();
  const auto* f = s.oob.findFormation(FormationId{formation});
  if (!f) return {};
  const auto* type = defaultUnitType(doc.ruleset(), doc.scenario(), f->side.value, true);
  Unit u;
  u.id = UnitId{uniqueId("u-", [&](const std::string& id) { return unitTaken(s, id); })};
  u.side = f->side;
  u.formation = f->id;
  u.type = type ? type->id : "leader";
  u.name = "New leader";
  applyDefaults(u, doc.ruleset());
  const std::string id = u.id.value;
  auto g = doc.beginGesture("Add Leader: " + u.name);
  g->add(std::make_unique<model::SetUnit>(id, u));
  if (!f->commander) {
    Formation copy = *f;
    copy.commander = u.id;
    g->add(std::make_unique<model::SetFormation>(std::string(copy.id.value), std::move(copy)));
  }
  g->commit();
  return id;
}

bool removeUnit(Document& doc, const std::string& unit) {
  const auto& s = doc.scenario();
  if (!s.oob.findUnit(UnitId{unit})) return false;
  auto g = doc.beginGesture("Remove Unit: " + s.oob.unitName(UnitId{unit}));
  removeUnitInto(*g, s, unit);
  g->commit();
  if (doc.selection().id == unit) doc.select(Selection::none());
  return true;
}

bool removeFormation(Document& doc, const std::string& formation) {
  const auto& s = doc.scenario();
  if (!s.oob.findFormation(FormationId{formation})) return false;
  const auto ids = subtree(s, formation);
  auto g = doc.beginGesture("Remove Formation: " + s.oob.formationName(FormationId{formation}));
  std::vector<std::string> units;
  for (const auto& u : s.oob.units)
    if (u.formation && ids.count(u.formation->value)) units.push_back(u.id.value);
  for (const auto& u : units) removeUnitInto(*g, s, u);
  // Children before parents, so undo re-inserts parents first.
  std::vector<std::string> formations;
  for (const auto& f : s.oob.formations)
    if (ids.count(f.id.value)) formations.push_back(f.id.value);
  for (auto it = formations.rbegin(); it != formations.rend(); ++it)
    g->add(std::make_unique<model::SetFormation>(*it, std::nullopt));
  g->commit();
  if (doc.selection().kind == Selection::Kind::Formation && ids.count(doc.selection().id))
    doc.select(Selection::none());
  return true;
}

bool moveUnit(Document& doc, const std::string& unit, const std::string& formation, const std::string& before) {
  const auto& s = doc.scenario();
  const auto* u = s.oob.findUnit(UnitId{unit});
  if (!u || unit == before) return false;
  Unit moved = *u;
  if (formation.empty()) {
    moved.formation.reset();
  } else {
    const auto* f = s.oob.findFormation(FormationId{formation});
    if (!f) return false;
    moved.formation = f->id;
    moved.side = f->side;
  }
  auto g = doc.beginGesture("Move Unit: " + s.oob.unitName(UnitId{unit}));
  if (before.empty()) {
    if (moved == *u) return false;
    g->add(std::make_unique<model::SetUnit>(unit, std::move(moved)));
  } else {
    // Reordering: take it out, then insert it in front of `before`.
    g->add(std::make_unique<model::SetUnit>(unit, std::nullopt));
    const auto& units = doc.scenario().oob.units;
    auto it = std::find_if(units.begin(), units.end(), [&](const Unit& x) { return x.id.value == before; });
    const auto at = static_cast<std::size_t>(it - units.begin());
    g->add(std::make_unique<model::SetUnit>(unit, std::move(moved), at));
  }
  g->commit();
  return true;
}

bool moveFormation(Document& doc, const std::string& formation, const std::string& parent) {
  const auto& s = doc.scenario();
  const auto* f = s.oob.findFormation(FormationId{formation});
  if (!f) return false;
  const auto ids = subtree(s, formation);
  if (!parent.empty() && ids.count(parent)) return false;  // would make a cycle
  Formation moved = *f;
  if (parent.empty()) {
    moved.parent.reset();
  } else {
    const auto* p = s.oob.findFormation(FormationId{parent});
    if (!p) return false;
    moved.parent = p->id;
    moved.side = p->side;
  }
  if (moved == *f) return false;
  auto g = doc.beginGesture("Move Formation: " + s.oob.formationName(FormationId{formation}));
  const model::SideId side = moved.side;
  const model::SideId oldSide = f->side;  // f points into the list the command is about to change
  g->add(std::make_unique<model::SetFormation>(formation, std::move(moved)));
  if (side != oldSide) {  // everything under it changes side too
    for (const auto& child : s.oob.formations) {
      if (child.id.value == formation || !ids.count(child.id.value)) continue;
      Formation c = child;
      c.side = side;
      g->add(std::make_unique<model::SetFormation>(std::string(c.id.value), std::move(c)));
    }
    for (const auto& u : s.oob.units) {
      if (!u.formation || !ids.count(u.formation->value)) continue;
      Unit c = u;
      c.side = side;
      g->add(std::make_unique<model::SetUnit>(std::string(c.id.value), std::move(c)));
    }
  }
  g->commit();
  return true;
}

std::optional<std::string> checkAttribute(const model::AttributeDef& def, const std::string& rawText) {
  const std::string text = trim(rawText);
  const std::string name = def.label.empty() ? def.name : def.label;
  if (text.empty()) {
    if (def.required) return name + " is required";
    return std::nullopt;
  }
  const auto value = model::parseAttribute(text, def.type);
  if (!value) {
    const char* what = def.type == model::AttributeType::Integer   ? "a whole number"
                       : def.type == model::AttributeType::Number  ? "a number"
                       : def.type == model::AttributeType::Boolean ? "true or false"
                                                                   : "text";
    return name + " must be " + what + ", not '" + text + "'";
  }
  if (def.type == model::AttributeType::Integer || def.type == model::AttributeType::Number) {
    const double v = def.type == model::AttributeType::Integer ? static_cast<double>(std::get<std::int64_t>(*value))
                                                               : std::get<double>(*value);
    if (def.min && v < *def.min) return name + " must be at least " + model::formatAttribute(*def.min);
    if (def.max && v > *def.max) return name + " must be at most " + model::formatAttribute(*def.max);
  }
  if (!def.allows(text)) {
    std::string list;
    for (const auto& a : def.allowedValues) list += (list.empty() ? "" : ", ") + a;
    return name + " must be one of " + list;
  }
  return std::nullopt;
}

std::vector<std::string> splitDelimited(const std::string& line, char delimiter) {
  std::vector<std::string> out;
  std::string cell;
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"')
        cell += '"', ++i;
      else if (c == '"')
        quoted = false;
      else
        cell += c;
    } else if (c == '"' && trim(cell).empty()) {
      quoted = true;
      cell.clear();
    } else if (c == delimiter) {
      out.push_back(trim(cell));
      cell.clear();
    } else {
      cell += c;
    }
  }
  out.push_back(trim(cell));
  return out;
}

PasteResult pasteUnits(Document& doc, const std::string& side, const std::string& formation, const std::string& text) {
  PasteResult result;
  std::vector<std::string> lines;
  {
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
      if (!trim(line).empty()) lines.push_back(line);
  }
  if (lines.empty()) return result;
  const char delimiter = text.find('\t') != std::string::npos                                         ? '\t'
                         : text.find(';') != std::string::npos && text.find(',') == std::string::npos ? ';'
                                                                                                      : ',';
  const auto& r = doc.ruleset();
  // Column names a header may use: the fixed fields and every attribute of every type.
  std::set<std::string> known{"id", "name", "designation", "type", "notes", "side"};
  for (const auto& t : r.unitTypes)
    for (const auto& a : t.attributes) known.insert(lower(a.name)), known.insert(lower(a.label));
  std::vector<std::string> columns;
  std::size_t first = 0;
  {
    const auto cells = splitDelimited(lines[0], delimiter);
    const bool header = std::any_of(cells.begin(), cells.end(), [&](const std::string& c) {
      const std::string l = lower(c);
      return l == "name" || l == "type" || l == "designation" || l == "id";
    });
    if (header) {
      for (const auto& c : cells) columns.push_back(lower(c));
      first = 1;
    }
  }
  const model::Scenario& current = doc.scenario();
  std::set<std::string> newIds;
  std::vector<Unit> units;
  const auto* parent = formation.empty() ? nullptr : doc.scenario().oob.findFormation(FormationId{formation});
  for (std::size_t i = first; i < lines.size(); ++i) {
    const auto cells = splitDelimited(lines[i], delimiter);
    const std::string row = "row " + std::to_string(i + 1) + ": ";
    Unit u;
    u.side = parent ? parent->side : model::SideId{side};
    if (parent) u.formation = parent->id;
    std::vector<std::string> cols = columns;
    if (cols.empty()) {  // name, type, then that type's attributes
      cols = {"name", "type"};
      const std::string typeText = cells.size() > 1 ? cells[1] : std::string{};
      if (const auto* t = r.findUnitType(typeText))
        for (const auto& a : t->attributes) cols.push_back(lower(a.name));
    }
    // The type decides which attributes exist, so read it first.
    for (std::size_t c = 0; c < cols.size() && c < cells.size(); ++c)
      if (cols[c] == "type") u.type = cells[c];
    if (u.type.empty())
      if (const auto* t = defaultUnitType(r, current, u.side.value, false)) u.type = t->id;
    const auto* type = r.findUnitType(u.type);
    if (!r.unitTypes.empty() && !type) {
      result.errors.push_back(row + "unknown unit type '" + u.type + "'");
      continue;
    }
    std::string error;
    for (std::size_t c = 0; c < cols.size() && c < cells.size() && error.empty(); ++c) {
      const std::string& col = cols[c];
      const std::string& cell = cells[c];
      if (col == "type" || col == "side") continue;
      if (col == "id")
        u.id = UnitId{cell};
      else if (col == "name")
        u.name = cell;
      else if (col == "designation")
        u.designation = cell;
      else if (col == "notes")
        u.notes = cell;
      else {
        const model::AttributeDef* def = nullptr;
        if (type)
          for (const auto& a : type->attributes)
            if (lower(a.name) == col || lower(a.label) == col) def = &a;
        if (!def) {
          if (!cell.empty()) u.attributes[col] = cell;  // not in the schema: kept as text
          continue;
        }
        if (auto problem = checkAttribute(*def, cell)) {
          error = *problem;
          continue;
        }
        if (!cell.empty()) u.attributes[def->name] = *model::parseAttribute(cell, def->type);
      }
    }
    if (!error.empty()) {
      result.errors.push_back(row + error);
      continue;
    }
    if (u.name.empty()) {
      result.errors.push_back(row + "no name");
      continue;
    }
    if (u.id.empty() || unitTaken(current, u.id.value) || newIds.count(u.id.value))
      u.id = UnitId{uniqueId("u-", [&](const std::string& id) { return unitTaken(current, id) || newIds.count(id); })};
    newIds.insert(u.id.value);
    applyDefaults(u, r);
    units.push_back(std::move(u));
  }
  if (units.empty()) return result;
  auto g = doc.beginGesture("Paste " + std::to_string(units.size()) + " Units");
  for (auto& u : units) {
    result.added.push_back(u.id.value);
    const std::string id = u.id.value;
    g->add(std::make_unique<model::SetUnit>(id, std::move(u)));
  }
  g->commit();
  return result;
}

}  // namespace hexwright::editor
