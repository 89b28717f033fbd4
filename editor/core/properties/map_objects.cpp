// The rows of the map's named objects: labels, areas and routes.
#include <algorithm>

#include "editor/core/properties/rows.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor::properties {

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

Result setLabel(Document& doc, const std::string& id, const PropertyRow& r, const std::string& text) {
  const std::string& key = r.key;
  const auto& s = doc.scenario();
  for (const auto& l : s.map.labels) {
    if (l.id.value != id) continue;
    model::MapLabel copy = l;
    if (key == "text")
      copy.text = text;
    else if (key == "style")
      copy.style = text;
    else if (key == "rotation")
      copy.rotationDegrees = text.empty() ? 0 : toNumber(text);
    doc.execute(std::make_unique<model::SetLabel>(id, std::move(copy)));
  }
  return std::nullopt;
}

Result setArea(Document& doc, const std::string& id, const PropertyRow& r, const std::string& text) {
  const std::string& key = r.key;
  const auto& s = doc.scenario();
  const auto* a = s.map.findArea(model::AreaId{id});
  if (!a) return "no such area";
  model::NamedArea copy = *a;
  if (key == "name")
    copy.name = text;
  else if (key == "kind")
    copy.kind = text;
  else if (key == "side")
    copy.side = text;
  doc.execute(std::make_unique<model::SetArea>(id, std::move(copy)));
  return std::nullopt;
}

Result setRoute(Document& doc, const std::string& id, const PropertyRow& r, const std::string& text) {
  const std::string& key = r.key;
  const auto& s = doc.scenario();
  for (const auto& rt : s.map.routes) {
    if (rt.id.value != id) continue;
    model::Route copy = rt;
    if (key == "name")
      copy.name = text;
    else if (key == "type")
      copy.type = text;
    doc.execute(std::make_unique<model::SetRoute>(id, std::move(copy)));
  }
  return std::nullopt;
}

}  // namespace hexwright::editor::properties
