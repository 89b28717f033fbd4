#pragma once
// Every hex's likeliest terrain on the scan, learnt from the designer's examples, and
// how it is applied: only hexes at or above a confidence, the examples as the designer
// named them, everything else left as it is.
#include <cstddef>
#include <map>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/map/map.h"
#include "model/ruleset/ruleset.h"
#include "recognition/hex_features.h"
#include "recognition/terrain_classifier.h"
#include "recognition/terrain_examples.h"

namespace hexwright::recognition {

struct HexSuggestion {
  std::size_t hex = 0;  // HexGrid::index
  model::TypeId terrain;
  double confidence = 0;
  bool example = false;  // the designer named it; confidence 1
};

struct TerrainSuggestions {
  std::vector<model::TypeId> types;  // classifier label → terrain id, in the ruleset's order
  std::vector<HexSuggestion> hexes;  // every hex on the scan, HexGrid::index order
  std::size_t hexesOffScan = 0;
  std::map<model::TypeId, std::size_t> examplesPerType;  // examples on the scan
  CrossValidation validation;
  bool ok = false;  // false: nothing could be learnt (errors say why)
};

/// Errors when no example lies on the scan or the examples name fewer than two types;
/// warnings for examples off the scan and types with very few examples.
TerrainSuggestions suggestTerrain(const HexFeatures& features, const model::HexGrid& grid,
                                  const std::vector<TerrainExample>& examples, const model::Ruleset& ruleset,
                                  model::Diagnostics& diagnostics);

struct AppliedSuggestions {
  model::Map map;
  std::size_t changed = 0;          // hexes whose terrain changed
  std::size_t belowConfidence = 0;  // suggestions left unapplied
};

/// `current` with every suggestion of at least `minConfidence` (and every example) set.
AppliedSuggestions applyTerrainSuggestions(const model::Map& current, const TerrainSuggestions& suggestions,
                                           double minConfidence);

}  // namespace hexwright::recognition
