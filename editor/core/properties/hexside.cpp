// The rows of a hexside: the schema's hexside features, direction and attributes.
#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/properties/rows.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor::properties {

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

Result setHexside(Document& doc, model::HexsideKey k, const PropertyRow& r, const std::string& text) {
  const std::string& key = r.key;
  const auto& s = doc.scenario();
  const auto& rs = doc.ruleset();
  const std::string rest = key.substr(8);  // after "hexside:"
  const auto colon = rest.find(':');
  const std::string type = rest.substr(0, colon);
  const auto* present = s.map.featuresAt(k);
  std::vector<model::HexsideFeature> features = present ? *present : std::vector<model::HexsideFeature>{};
  auto f = std::find_if(features.begin(), features.end(), [&](const auto& x) { return x.type == type; });
  std::string label = "Edit Hexside: " + hexsideName(rs, type);
  if (colon == std::string::npos) {
    const bool on = *parseBool(text);
    if (on && f == features.end())
      features.push_back({type, std::nullopt, {}});
    else if (!on && f != features.end())
      features.erase(f);
    else
      return std::nullopt;
    label = (on ? "Paint Hexside: " : "Erase Hexside: ") + hexsideName(rs, type);
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
  doc.execute(std::make_unique<model::SetHexsideFeatures>(k, std::move(features), label));
  return std::nullopt;
}

}  // namespace hexwright::editor::properties
