#include "model/scenario/scenario.h"

#include <algorithm>

namespace hexwright::model {

const Placement* Scenario::placementOf(const UnitId& unit) const {
  auto it = std::find_if(setup.begin(), setup.end(), [&](const Placement& p) { return p.unit == unit; });
  return it == setup.end() ? nullptr : &*it;
}

}  // namespace hexwright::model
