#pragma once
// Slope hexsides from per-hex heights and levels. Pure. A slope is directional: its
// HexsideFeature::toward names the downhill hex.
#include <map>
#include <optional>
#include <vector>

#include "model/hex/hex_grid.h"
#include "model/map/map_layers.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers {

/// A hexside gets `type` when the height difference across it is at least `minDropMetres`
/// ("--slope steep-slope=6"); of several rules the largest satisfied drop wins.
struct SlopeRule {
  model::TypeId type;
  double minDropMetres = 0;
  friend bool operator==(const SlopeRule&, const SlopeRule&) = default;
};

struct SlopeOptions {
  std::vector<SlopeRule> byDrop;
  /// Used when byDrop is empty: every change of level gets this type.
  std::optional<model::TypeId> levelChangeType;
};

/// The ruleset's slope hexside types: directional, and their `toward` hex is the downhill
/// one ("downhill hex", "downslope hex", "lower hex").
std::vector<const model::HexsideType*> slopeTypes(const model::Ruleset& ruleset);

/// Heights and levels are per HexGrid::index; nullopt where the hex has no data. Only
/// hexsides between two hexes of the grid that both have data get a slope.
std::map<model::HexsideKey, model::HexsideFeature> deriveSlopes(const model::HexGrid& grid,
                                                                const std::vector<std::optional<double>>& heights,
                                                                const std::vector<std::optional<int>>& levels,
                                                                const SlopeOptions& options);

}  // namespace hexwright::importers
