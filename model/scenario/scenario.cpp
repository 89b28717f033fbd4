#include "model/scenario/scenario.h"

#include <algorithm>

namespace hexwright::model {

const Placement* Scenario::placementOf(const UnitId& unit) const {
  auto it = std::find_if(setup.begin(), setup.end(), [&](const Placement& p) { return p.unit == unit; });
  return it == setup.end() ? nullptr : &*it;
}

const DesignerMovementCost* Scenario::movementCost(DesignerMovementCost::On on, const TypeId& type,
                                                   const TypeId& mobility) const {
  auto it = std::find_if(movementCosts.begin(), movementCosts.end(), [&](const DesignerMovementCost& c) {
    return c.on == on && c.type == type && c.mobility == mobility;
  });
  return it == movementCosts.end() ? nullptr : &*it;
}

const char* designerCostOnName(DesignerMovementCost::On on) {
  switch (on) {
    case DesignerMovementCost::On::Hexside:
      return "hexside";
    case DesignerMovementCost::On::Route:
      return "route";
    case DesignerMovementCost::On::Terrain:
      break;
  }
  return "terrain";
}

}  // namespace hexwright::model
