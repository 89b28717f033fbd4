#pragma once
// The battle's own movement costs as a table (docs/analysis.md): a row per terrain,
// hexside and route type, a column per mobility class. A cell the rulebook states shows
// its cost and rule and cannot be edited; the others hold the designer's costs
// (scenario.xml <movement-costs>), filled in from the printed Terrain Effects Chart that
// the rulebook's text leaves out. GUI-free, so tests and the dialog share it.
#include <optional>
#include <string>
#include <vector>

#include "model/edit/command.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::editor {

struct MovementCostCell {
  std::string text;     // "2", "+1", "stop", "prohibited", "all"; empty: unknown
  bool stated = false;  // the rulebook's own cost: not editable
  std::string rule;     // where the rulebook states it
};

struct MovementCostRow {
  model::DesignerMovementCost::On on = model::DesignerMovementCost::On::Terrain;
  model::TypeId type;
  std::string label;                    // "Terrain: Heavy Woods"
  std::vector<MovementCostCell> cells;  // one per class, in MovementCostTable::classes order
};

struct MovementCostTable {
  std::vector<model::TypeId> classes;
  std::vector<std::string> classNames;
  std::vector<MovementCostRow> rows;
  /// How many costs are still unknown (neither stated nor given by the designer).
  std::size_t unknownCount() const;
};

MovementCostTable buildMovementCostTable(const model::Ruleset& ruleset, const model::Scenario& scenario);

/// The designer's costs from the table's editable cells (the texts as edited), keeping
/// each cell's earlier note. nullopt with `error` naming the row and class when a text is
/// not a cost.
std::optional<std::vector<model::DesignerMovementCost>> designerCosts(const MovementCostTable& table,
                                                                      const model::Scenario& scenario,
                                                                      std::string& error);

/// One undo step setting the scenario's designer costs.
model::CommandPtr setMovementCostsCommand(std::vector<model::DesignerMovementCost> costs);

}  // namespace hexwright::editor
