// The rows of a unit: identity, type, formation, schema attributes and its placement.
#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "editor/core/placement_states.h"
#include "editor/core/properties/rows.h"
#include "model/edit/entity_commands.h"
#include "model/validate/unit_instructions.h"

namespace hexwright::editor::properties {

namespace {

std::string cite(const model::Ruleset& r, const std::string& rule) {
  const std::string name = r.name.empty() ? r.id : r.name;
  return rule.empty() ? name : name + " " + rule;
}

// The scenario's set-up and arrival instructions for this unit, each with its rule, and
// a mark on those it breaks where it stands now.
void instructionRows(std::vector<PropertyRow>& rows, const model::Scenario& s, const model::Ruleset& r,
                     const model::Unit& u) {
  const auto broken = model::brokenInstructions(s, r, u.id);
  int n = 0;
  for (const auto& i : model::unitInstructions(s, r, u)) {
    const bool breaks = std::any_of(broken.begin(), broken.end(), [&](const auto& d) { return d.rule == i.rule; });
    const std::string label = i.rule.rfind("reinforcement.", 0) == 0 ? "Arrival" : "Set-up";
    PropertyRow instruction = row("instruction." + std::to_string(++n), label, "Instructions", Kind::ReadOnly,
                                  (breaks ? "BROKEN: " : "") + i.text + " (" + cite(r, i.ref) + ")");
    instruction.help = breaks ? "the unit is placed against this instruction; see the diagnostics" : "";
    rows.push_back(std::move(instruction));
  }
}

}  // namespace

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
  for (const auto& t : r.unitTypes) {
    if (!t.sides.empty() && std::find(t.sides.begin(), t.sides.end(), u->side) == t.sides.end()) continue;
    const std::string label = (t.name.empty() ? t.id : t.name) + (t.isLeader ? " (leader)" : "");
    // A type the rulebook allows only under optional rules the scenario has off.
    std::string missing;
    for (const auto& o : t.optionalRules) {
      if (std::find(s.optionalRules.begin(), s.optionalRules.end(), o) != s.optionalRules.end()) continue;
      const auto* rule = r.findOptionalRule(o);
      missing += (missing.empty() ? "" : ", ") +
                 (rule ? (rule->name.empty() ? o : rule->name) + " (" + cite(r, rule->rule) + ")" : o);
    }
    if (missing.empty())
      addChoice(type, t.id, label);
    else
      addUnavailableChoice(type, t.id, label + " (optional rule off)",
                           "needs the optional rule " + missing + ", which this scenario does not use");
  }
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
    // Only the states the schema's setup.state.invalid checks allow this unit.
    const UnitStates states = placementStates(s, r, *u);
    PropertyRow state = row("placement.state", "State", "Placement", Kind::Choice, p->state);
    state.required = states.required;
    if (!states.required) addChoice(state, "", "(none)");
    std::string whyNot;
    for (const auto& o : states.options) {
      if (o.why.empty()) {
        addChoice(state, o.id, o.id);
      } else {
        const bool optional = o.why.rfind("needs the optional rule", 0) == 0;
        addUnavailableChoice(state, o.id, o.id + (optional ? " (optional rule off)" : " (not for this unit)"), o.why);
        whyNot += "; " + o.id + ": " + o.why;
      }
    }
    keepCurrent(state);
    state.help = states.summary + whyNot;
    rows.push_back(std::move(state));
  }
  instructionRows(rows, s, r, *u);
  if (!u->source.empty())
    rows.push_back(
        row("source", "Source", "Unit", Kind::ReadOnly, u->source.file + ":" + std::to_string(u->source.line)));
}

Result setUnit(Document& doc, const std::string& id, const PropertyRow& r, const std::string& text) {
  const std::string& key = r.key;
  const auto& s = doc.scenario();
  const auto& rs = doc.ruleset();
  const auto* found = s.oob.findUnit(model::UnitId{id});
  if (!found) return "no such unit";
  if (startsWith(key, "placement.")) {
    const auto* existing = s.placementOf(found->id);
    if (key == "placement.hex") {
      if (text.empty()) {
        doc.execute(removePlacementCommand(s, id));
        return std::nullopt;
      }
      const auto h = model::parseLabel(text, s.map.grid().convention);
      if (!h || !s.map.contains(*h)) return "'" + text + "' is not a hex on this map";
      doc.execute(placeUnitCommand(s, id, *h));
      return std::nullopt;
    }
    if (!existing) return "the unit is not placed";
    model::Placement p = *existing;
    if (key == "placement.facing")
      p.facing = text.empty() ? std::nullopt : std::optional(toInt(text));
    else if (key == "placement.state")
      p.state = text;
    doc.execute(std::make_unique<model::SetPlacement>(id, std::move(p)));
    return std::nullopt;
  }
  if (key == "formation") {
    moveUnit(doc, id, text);
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
  else if (startsWith(key, "attr:")) {
    const auto* ut = rs.findUnitType(u.type);
    const std::string name = key.substr(5);
    if (const auto* d = ut ? model::findAttribute(ut->attributes, name) : nullptr)
      if (auto problem = checkAttribute(*d, text)) return problem;
    setAttribute(u.attributes, ut ? ut->attributes : model::AttributeDefs{}, r, name, text);
  }
  doc.execute(std::make_unique<model::SetUnit>(id, std::move(u)));
  return std::nullopt;
}

}  // namespace hexwright::editor::properties
