#include "editor/core/tool_availability.h"

#include <algorithm>

namespace hexwright::editor {

namespace {

std::string cite(const model::Ruleset& r, const std::string& rule) {
  const std::string name = r.name.empty() ? r.id : r.name;
  return rule.empty() ? name : name + " " + rule;
}

}  // namespace

std::map<std::string, std::string> unavailableTools(const model::Ruleset& r, const model::Scenario& s) {
  std::map<std::string, std::string> out;
  const std::string name = r.name.empty() ? r.id : r.name;
  if (s.map.kind == model::GridKind::Table) {
    for (const char* id : {"terrain", "suggest", "hexside", "elevation", "route", "feature", "area", "stamp"})
      out[id] = "Tabletop maps have no hexes: draw terrain pieces with Draw Pieces";
    if (!r.los.stated) out["analysis"] = name + " states no line-of-sight rules";
    return out;
  }
  if (std::none_of(r.terrain.begin(), r.terrain.end(), [](const auto& t) { return t.geometry.has_value(); }))
    out["vector"] = name + " defines no terrain drawn as shapes (Draw Pieces is for those and tabletop maps)";
  if (std::none_of(r.terrain.begin(), r.terrain.end(), [](const auto& t) { return !t.geometry; }))
    out["terrain"] = out["suggest"] = name + " defines no hex terrain types";
  if (r.hexsides.empty()) out["hexside"] = name + " defines no hexside features";
  if (r.routes.empty()) out["route"] = name + " defines no routes";
  if (r.features.empty()) out["feature"] = name + " defines no hex features";
  if (r.elevation.kind == model::ElevationKind::None)
    out["elevation"] = "No elevation in " + cite(r, r.elevation.rule) + " (the schema says elevation: none)";
  return out;
}

std::optional<std::string> featureLimitReached(const model::Ruleset& r, const model::Scenario& s,
                                               const std::string& type) {
  const auto* t = r.findFeature(type);
  if (!t || !t->maxPerMap) return std::nullopt;
  int count = 0;
  for (const auto& [hex, features] : s.map.hexFeatures)
    count += static_cast<int>(
        std::count_if(features.begin(), features.end(), [&](const auto& f) { return f.type == type; }));
  if (count < *t->maxPerMap) return std::nullopt;
  return "at most " + std::to_string(*t->maxPerMap) + " " + (t->name.empty() ? t->id : t->name) + " on the map (" +
         cite(r, t->rule) + ")";
}

LevelRange elevationRange(const model::Ruleset& r) {
  if (r.elevation.kind == model::ElevationKind::None) return {0, 0};
  LevelRange range{0, 99};
  if (!r.elevation.levels.empty()) {
    range.min = r.elevation.levels.front().level;
    range.max = r.elevation.levels.back().level;
  }
  if (r.elevation.minLevel) range.min = *r.elevation.minLevel;
  if (r.elevation.maxLevel) range.max = *r.elevation.maxLevel;
  return range;
}

}  // namespace hexwright::editor
