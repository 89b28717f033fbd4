// The rows of a hex: terrain, elevation, the schema's hex features with their attributes.
#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/properties/rows.h"
#include "editor/core/tool_availability.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor::properties {

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
  // The levels the Elevation tool offers; none at all when the schema has no elevation.
  const auto noElevation = unavailableTools(r, s);
  if (const auto it = noElevation.find("elevation"); it != noElevation.end()) {
    PropertyRow elevation = row("elevation", "Elevation", "Hex", Kind::ReadOnly, std::to_string(s.map.elevationAt(h)));
    elevation.help = it->second;
    rows.push_back(std::move(elevation));
  } else {
    const LevelRange levels = elevationRange(r);
    PropertyRow elevation = row("elevation", "Elevation", "Hex", Kind::Integer, std::to_string(s.map.elevationAt(h)));
    elevation.min = levels.min;
    elevation.max = levels.max;
    elevation.required = true;
    elevation.help = "levels " + std::to_string(levels.min) + "-" + std::to_string(levels.max) +
                     (r.elevation.rule.empty() ? "" : ", rule " + r.elevation.rule);
    rows.push_back(std::move(elevation));
  }
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
    if (!f) {
      if (auto full = featureLimitReached(r, s, ft.id)) {
        b.kind = Kind::ReadOnly;  // the schema's count per map is reached
        b.help = "Not here: " + *full;
      }
    }
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

Result setHex(Document& doc, HexCoord h, const PropertyRow& r, const std::string& text) {
  const std::string& key = r.key;
  const auto& s = doc.scenario();
  const auto& rs = doc.ruleset();
  if (key == "terrain") {
    doc.execute(std::make_unique<model::SetTerrain>(std::vector{h}, text, "Paint Terrain: " + terrainName(rs, text)));
  } else if (key == "elevation") {
    doc.execute(std::make_unique<model::SetElevation>(std::vector{h}, toInt(text)));
  } else if (startsWith(key, "feature:")) {
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
      doc.execute(std::make_unique<model::SetHexFeatures>(
          h, std::move(features), (on ? "Place Feature: " : "Remove Feature: ") + featureName(rs, type)));
    } else if (f != features.end()) {
      const auto* ft = rs.findFeature(type);
      if (!setAttribute(f->attributes, ft ? ft->attributes : model::AttributeDefs{}, r, rest.substr(colon + 1), text))
        return std::nullopt;
      doc.execute(
          std::make_unique<model::SetHexFeatures>(h, std::move(features), "Edit Feature: " + featureName(rs, type)));
    }
  }
  return std::nullopt;
}

}  // namespace hexwright::editor::properties
