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
