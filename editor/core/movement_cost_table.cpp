#include "editor/core/movement_cost_table.h"

#include "model/edit/entity_commands.h"

namespace hexwright::editor {

namespace {

using On = model::DesignerMovementCost::On;

std::vector<model::DesignerMovementCost>& designerCostsOf(model::Scenario& s) { return s.movementCosts; }

template <class Type>
void addRows(MovementCostTable& t, const model::Scenario& s, On on, const char* kind, const std::vector<Type>& types) {
  for (const Type& type : types) {
    MovementCostRow row{on, type.id, std::string(kind) + ": " + (type.name.empty() ? type.id : type.name), {}};
    for (const auto& mobility : t.classes) {
      MovementCostCell cell;
      const model::MovementCost stated = type.movementCost(mobility);
      if (stated.known()) {
        cell = {stated.text(), true, type.rule};
      } else if (const auto* d = s.movementCost(on, type.id, mobility)) {
        cell.text = d->cost.text();
      }
      row.cells.push_back(std::move(cell));
    }
    t.rows.push_back(std::move(row));
  }
}

}  // namespace

std::size_t MovementCostTable::unknownCount() const {
  std::size_t n = 0;
  for (const auto& row : rows)
    for (const auto& cell : row.cells) n += cell.text.empty();
  return n;
}

MovementCostTable buildMovementCostTable(const model::Ruleset& r, const model::Scenario& s) {
  MovementCostTable t;
  for (const auto& m : r.mobilityClasses) {
    t.classes.push_back(m.id);
    t.classNames.push_back(m.name.empty() ? m.id : m.name);
  }
  std::vector<model::TerrainType> hexTerrain;
  for (const auto& type : r.terrain)
    if (!type.geometry) hexTerrain.push_back(type);
  addRows(t, s, On::Terrain, "Terrain", hexTerrain);
  addRows(t, s, On::Hexside, "Hexside", r.hexsides);
  addRows(t, s, On::Route, "Route", r.routes);
  return t;
}

std::optional<std::vector<model::DesignerMovementCost>> designerCosts(const MovementCostTable& t,
                                                                      const model::Scenario& s, std::string& error) {
  std::vector<model::DesignerMovementCost> out;
  for (const auto& row : t.rows)
    for (std::size_t c = 0; c < row.cells.size() && c < t.classes.size(); ++c) {
      const auto& cell = row.cells[c];
      if (cell.stated || cell.text.empty()) continue;
      const auto cost = model::MovementCost::parse(cell.text);
      if (!cost) {
        error = row.label + ", " + t.classNames[c] + ": '" + cell.text +
                "' is not a cost (a number of MP, +N, stop, prohibited or all)";
        return std::nullopt;
      }
      if (!cost->known()) continue;  // "unknown": as good as empty
      const auto* before = s.movementCost(row.on, row.type, t.classes[c]);
      out.push_back({row.on, row.type, t.classes[c], *cost, before ? before->note : std::string()});
    }
  return out;
}

model::CommandPtr setMovementCostsCommand(std::vector<model::DesignerMovementCost> costs) {
  return std::make_unique<model::SetField<std::vector<model::DesignerMovementCost>>>(
      "Movement Costs", designerCostsOf, std::move(costs), model::kChangeProperties);
}

}  // namespace hexwright::editor
