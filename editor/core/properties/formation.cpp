// The rows of a formation: name, level, parent, commander.
#include <algorithm>

#include "editor/core/oob_editing.h"
#include "editor/core/properties/rows.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor::properties {

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
  // Levels and parents the schema's OOB levels allow together (oob.level.parent).
  const auto* parentFormation = f->parent ? s.oob.findFormation(*f->parent) : nullptr;
  const auto* parentLevel = parentFormation ? r.findOobLevel(parentFormation->level) : nullptr;
  auto under = [](const model::OobLevel& l) {
    std::string list;
    for (const auto& p : l.parents) list += (list.empty() ? "" : ", ") + p;
    return "a " + (l.name.empty() ? l.id : l.name) + " may sit only under " +
           (l.parents.empty() ? std::string("nothing (top level)") : list) +
           (l.rule.empty() ? "" : " (rule " + l.rule + ")");
  };
  PropertyRow level = row("level", "Level", "Formation", Kind::Choice, f->level);
  for (const auto* l : r.levelsFor(f->side)) {
    const std::string label = l->name.empty() ? l->id : l->name;
    if (parentLevel && std::find(l->parents.begin(), l->parents.end(), parentLevel->id) == l->parents.end())
      addUnavailableChoice(level, l->id, label + " (not under this parent)", "is not allowed here: " + under(*l));
    else
      addChoice(level, l->id, label);
  }
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
    if (below) continue;
    const std::string label = other.name.empty() ? other.id.value : other.name;
    const auto* own = r.findOobLevel(f->level);
    if (own && r.findOobLevel(other.level) &&
        std::find(own->parents.begin(), own->parents.end(), other.level) == own->parents.end())
      addUnavailableChoice(parent, other.id.value, label + " (" + other.level + ")", "is not allowed: " + under(*own));
    else
      addChoice(parent, other.id.value, label);
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

Result setFormation(Document& doc, const std::string& id, const PropertyRow& r, const std::string& text) {
  const std::string& key = r.key;
  const auto& s = doc.scenario();
  const auto* found = s.oob.findFormation(model::FormationId{id});
  if (!found) return "no such formation";
  if (key == "parent") {
    if (!moveFormation(doc, id, text)) return "cannot move the formation there";
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
  else if (startsWith(key, "attr:"))
    setAttribute(f.attributes, {}, r, key.substr(5), text);
  doc.execute(std::make_unique<model::SetFormation>(id, std::move(f)));
  return std::nullopt;
}

}  // namespace hexwright::editor::properties
