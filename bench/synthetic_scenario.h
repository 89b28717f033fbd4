#pragma once
// Large, plausible scenarios made up from a seed, for the benchmarks: every layer is
// populated so that load, save, validation and drawing all have real work to do.
// Deterministic: the same options always give the same scenario. The default type ids
// are Hell Before Night's; validate_bench passes each schema's own.
#include <cstdint>
#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace hexwright::bench {

struct SyntheticOptions {
  int columns = 200;
  int rows = 200;
  int units = 5000;
  std::uint32_t seed = 1;
  std::string rulesetId = "hell-before-night";
  /// Terrain ids to scatter; the first is the most common.
  std::vector<model::TypeId> terrain{"clear", "light-woods", "heavy-woods", "thicket", "stream", "morass"};
  std::vector<model::TypeId> hexsideTypes{"creek", "deep-water", "steep-slope"};  // may be empty
  std::vector<model::TypeId> unitTypes{"infantry", "cavalry", "artillery"};
};

model::Scenario makeSyntheticScenario(const SyntheticOptions& options);

/// The options the render, VASSAL and GIS benchmarks share (seed 42, water and slope
/// hexsides), so their scenarios differ only in size.
SyntheticOptions sharedBenchOptions(int columns, int rows, int units);

/// `count` kept woods (heavy woods, light woods, thicket, morass in turn): irregular
/// 14-sided outlines 1-3 hexes of `hexMetres` across, scattered over `area` (grid-plane
/// metres) as `import vector` keeps them, in a layer kept from "woods.gpkg". Seeded: the
/// same every run.
model::VectorLayer scatteredKeptWoods(const model::Rect& area, double hexMetres, int count);

}  // namespace hexwright::bench
