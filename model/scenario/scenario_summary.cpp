#include "model/scenario/scenario_summary.h"

namespace hexwright::model {

ScenarioSummary summarize(const Scenario& s) {
  ScenarioSummary out;
  const HexGrid& grid = s.map.grid();
  out.hexes = grid.size();
  for (std::size_t i = 0; i < grid.size(); ++i) ++out.terrain[s.map.terrainAt(grid.at(i))];
  for (const auto& [hex, features] : s.map.hexFeatures)
    for (const auto& f : features) ++out.hexFeatures[f.type];
  for (const auto& [key, features] : s.map.hexsideFeatures)
    for (const auto& f : features) ++out.hexsideFeatures[f.type];
  for (const auto& r : s.map.routes) ++out.routes[r.type];
  for (const auto& side : s.sides) {
    out.units[side.id.value] = 0;
    out.formations[side.id.value] = 0;
  }
  for (const auto& u : s.oob.units) ++out.units[u.side.value];
  for (const auto& f : s.oob.formations) ++out.formations[f.side.value];
  out.placedUnits = s.setup.size();
  for (const auto& r : s.reinforcements) out.reinforcementUnits += r.units.size();
  return out;
}

}  // namespace hexwright::model
