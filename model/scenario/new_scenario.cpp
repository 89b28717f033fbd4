#include "model/scenario/new_scenario.h"

#include <algorithm>

#include "model/hex/label_width.h"

namespace hexwright::model {

Scenario newScenario(const Ruleset& ruleset, const NewScenarioOptions& options) {
  Scenario s;
  s.rulesetId = ruleset.id;
  s.rulesetVersion = ruleset.version;
  s.title = options.title.empty() ? "Untitled " + ruleset.name + " battle" : options.title;
  for (const auto& side : ruleset.sides) s.sides.push_back(Side{side.id, side.name});
  s.map.kind = ruleset.gridKind;
  s.map.ground.yardsAcrossFlats = ruleset.hexYards;
  HexGrid grid;
  grid.convention = ruleset.numbering;
  if (ruleset.gridKind == GridKind::Hex) {
    grid.columns = options.columns > 0 ? options.columns : ruleset.defaultColumns;
    grid.rows = options.rows > 0 ? options.rows : ruleset.defaultRows;
  } else {
    s.map.table.widthInches =
        options.tableWidthInches > 0 ? options.tableWidthInches : ruleset.defaultTable.widthInches;
    s.map.table.depthInches =
        options.tableDepthInches > 0 ? options.tableDepthInches : ruleset.defaultTable.depthInches;
  }
  // A map larger than the printed numbering allows gets wider labels rather than
  // labels that cannot be read back ("10001" is ambiguous with two digits per part).
  widenLabels(grid);
  s.map.resetGrid(grid, ruleset.defaultTerrain);
  return s;
}

}  // namespace hexwright::model
