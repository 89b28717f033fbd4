#pragma once
// Heights in metres → the ruleset's elevation levels. Pure: the schema's levels (their
// stated heights, or feet per level) or the designer's --base/--interval decide where
// each level begins.
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers {

struct ElevationModel {
  double baseMetres = 0;           // height where the lowest level begins
  std::vector<double> thresholds;  // metres above base where level minLevel+1, +2… begin
  double intervalMetres = 0;       // used when thresholds is empty
  int minLevel = 0;
  std::optional<int> maxLevel;

  int levelFor(double metres) const;
  /// "level 0 below 12.2 m, level 1 from 12.2 m" for reports.
  std::string describe() const;
};

struct ElevationModelOptions {
  std::optional<double> baseMetres;      // default: the lowest hex
  std::optional<double> intervalMetres;  // overrides the schema's level heights
  friend bool operator==(const ElevationModelOptions&, const ElevationModelOptions&) = default;
};

/// nullopt, with an error naming what to give, when neither the schema nor the options
/// say how high a level is.
std::optional<ElevationModel> elevationModelFor(const model::Elevation& schema, const ElevationModelOptions& options,
                                                double lowestMetres, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
