#include "importers/ground/grid_resize.h"

#include <algorithm>

#include "model/hex/label_width.h"

namespace hexwright::importers {

std::optional<model::Map> resizeGrid(const model::Scenario& scenario, int columns, int rows,
                                     const model::TypeId& fillTerrain, model::Diagnostics& diagnostics) {
  const model::Map& old = scenario.map;
  model::HexGrid grid = old.grid();
  grid.columns = columns;
  grid.rows = rows;
  model::widenLabels(grid);  // "11001" on a 110-column map, never "1101" read as column 11
  auto off = [&](model::HexCoord h) { return !grid.contains(h); };
  std::size_t lost = 0;
  auto report = [&](const std::string& what, std::size_t n) {
    if (n == 0) return;
    lost += n;
    diagnostics.add(model::Severity::Error, "import.grid.resize-loses",
                    std::to_string(n) + " " + what + " would fall off a " + std::to_string(columns) + " x " +
                        std::to_string(rows) + " grid; move or delete them first, or place the grid without --fit");
  };
  report("hexes with features",
         std::count_if(old.hexFeatures.begin(), old.hexFeatures.end(), [&](const auto& e) { return off(e.first); }));
  report("hexsides with features",
         std::count_if(old.hexsideFeatures.begin(), old.hexsideFeatures.end(), [&](const auto& e) {
           const auto hexes = model::hexesOf(e.first);
           return off(hexes[0]) && off(hexes[1]);
         }));
  report("routes", std::count_if(old.routes.begin(), old.routes.end(), [&](const model::Route& r) {
           return std::any_of(r.path.begin(), r.path.end(), off);
         }));
  report("areas", std::count_if(old.areas.begin(), old.areas.end(), [&](const model::NamedArea& a) {
           return std::any_of(a.hexes.begin(), a.hexes.end(), off);
         }));
  report("unit placements", std::count_if(scenario.setup.begin(), scenario.setup.end(),
                                          [&](const model::Placement& p) { return p.hex && off(*p.hex); }));
  report("reinforcement entries",
         std::count_if(scenario.reinforcements.begin(), scenario.reinforcements.end(),
                       [&](const model::Reinforcement& r) { return r.entryHex && off(*r.entryHex); }));
  report("victory hexes", std::count_if(scenario.victory.begin(), scenario.victory.end(),
                                        [&](const model::VictoryCondition& v) { return v.hex && off(*v.hex); }));
  if (lost > 0) return std::nullopt;

  model::Map map = old;
  map.resetGrid(grid, fillTerrain);
  for (const model::HexCoord h : old.grid().hexes()) {
    if (!grid.contains(h)) continue;
    map.setTerrain(h, old.terrainAt(h));
    map.setElevation(h, old.elevationAt(h));
  }
  return map;
}

}  // namespace hexwright::importers
