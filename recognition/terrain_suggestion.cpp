#include "recognition/terrain_suggestion.h"

#include <algorithm>

#include "model/hex/offset_coord.h"

namespace hexwright::recognition {
namespace {

/// Fewer examples than this and a type's look on the scan is a guess from one or two
/// hexes; the message asks for more rather than refusing.
constexpr std::size_t kFewExamples = 3;

model::Location exampleLocation(const TerrainExample& e, const model::HexGrid& grid) {
  model::Location where;
  where.hex = e.hex;
  where.hexLabel = model::formatLabel(e.hex, grid.convention);
  return where;
}

std::vector<model::TypeId> typesNamed(const std::vector<TerrainExample>& examples, const model::Ruleset& ruleset) {
  std::vector<model::TypeId> types;
  for (const auto& t : ruleset.terrain)
    if (std::any_of(examples.begin(), examples.end(), [&](const auto& e) { return e.terrain == t.id; }))
      types.push_back(t.id);
  return types;
}

int labelOf(const std::vector<model::TypeId>& types, const model::TypeId& id) {
  return static_cast<int>(std::find(types.begin(), types.end(), id) - types.begin());
}

}  // namespace

TerrainSuggestions suggestTerrain(const HexFeatures& features, const model::HexGrid& grid,
                                  const std::vector<TerrainExample>& examples, const model::Ruleset& ruleset,
                                  model::Diagnostics& d) {
  TerrainSuggestions out;
  std::vector<TerrainExample> usable;
  for (const auto& e : examples) {
    if (features.onScan(grid.index(e.hex))) {
      usable.push_back(e);
      continue;
    }
    d.add(model::Severity::Warning, "suggest.examples.off-scan",
          "example " + model::formatLabel(e.hex, grid.convention) + " (" + e.terrain + ") is not on the scan; left out",
          exampleLocation(e, grid));
  }
  out.types = typesNamed(usable, ruleset);
  for (const auto& e : usable) ++out.examplesPerType[e.terrain];
  if (out.types.size() < 2) {
    d.add(model::Severity::Error, "suggest.examples.too-few",
          usable.empty() ? "no example lies on the scan: name a few hexes per terrain type (HEX TERRAIN per line)"
                         : "the examples on the scan name one terrain type only (" + out.types[0] +
                               "); name a few hexes of each type to tell apart");
    return out;
  }
  for (const auto& [type, n] : out.examplesPerType)
    if (n < kFewExamples)
      d.add(model::Severity::Warning, "suggest.examples.few",
            type + " has " + std::to_string(n) + " example" + (n == 1 ? "" : "s") +
                "; five or more make its suggestions steadier");
  TrainingSet set{features.featureCount, {}, {}, 0};
  for (const auto& e : usable) set.add(features.row(grid.index(e.hex)), labelOf(out.types, e.terrain));
  out.validation = crossValidate(set);
  TerrainClassifier forest;
  forest.train(set);
  std::vector<std::size_t> onScan;
  std::vector<float> rows;
  for (std::size_t h = 0; h < grid.size(); ++h) {
    if (!features.onScan(h)) {
      ++out.hexesOffScan;
      continue;
    }
    onScan.push_back(h);
    rows.insert(rows.end(), features.row(h), features.row(h) + features.featureCount);
  }
  const auto votes = forest.predictAll(rows.data(), onScan.size());
  std::map<std::size_t, const TerrainExample*> exampleAt;
  for (const auto& e : usable) exampleAt[grid.index(e.hex)] = &e;
  for (std::size_t i = 0; i < onScan.size(); ++i) {
    HexSuggestion s{onScan[i], out.types[static_cast<std::size_t>(votes[i].label)], votes[i].confidence, false};
    if (auto it = exampleAt.find(onScan[i]); it != exampleAt.end()) s = {onScan[i], it->second->terrain, 1.0, true};
    out.hexes.push_back(std::move(s));
  }
  out.ok = true;
  return out;
}

AppliedSuggestions applyTerrainSuggestions(const model::Map& current, const TerrainSuggestions& suggestions,
                                           double minConfidence) {
  AppliedSuggestions out{current, 0, 0};
  for (const auto& s : suggestions.hexes) {
    if (!s.example && s.confidence < minConfidence) {
      ++out.belowConfidence;
      continue;
    }
    const model::HexCoord hex = current.grid().at(s.hex);
    if (out.map.terrainAt(hex) == s.terrain) continue;
    out.map.setTerrain(hex, s.terrain);
    ++out.changed;
  }
  return out;
}

}  // namespace hexwright::recognition
