// Who moves and who deploys first. A rulebook that has each scenario state the side
// active on the first turn and the order the sides deploy in (Dress on the Colors
// SCEN-10-3.1) enables scenario.sequence.missing; a deployment order, once given, must
// name every side of the scenario exactly once wherever it is set:
//   <check rule="scenario.sequence.missing" ref="SCEN-10-3.1"/>
//   <check rule="scenario.sequence.missing" deployment-order="false" ref="…"/>  (first side only)
// It asks only once a unit is set up or scheduled to arrive (`if-set-up`, default true):
// a new battle, made before its forces, validates without errors, and the designer is
// asked as soon as there is something to deploy. `if-set-up="false"` asks always.
// A side id that is not one of the scenario's is a load error at its line in scenario.xml
// (bundle.reference.unknown-side). A report-all load keeps it, so that one typo is one
// diagnostic: the field is still stated (not "missing"), and an order holding a typo is
// not also reported as leaving out the side that was meant.
#include <algorithm>
#include <set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

constexpr const char* kMissing = "scenario.sequence.missing";
constexpr const char* kOrder = "scenario.deployment-order.invalid";

/// Whether any unit takes part: set up, or scheduled to arrive. Until then there is
/// nothing to deploy or to move, and a new battle is not asked (as map.area.required
/// per side waits for a side to take part).
bool takesPart(const Scenario& s) {
  if (!s.setup.empty()) return true;
  return std::any_of(s.reinforcements.begin(), s.reinforcements.end(),
                     [](const Reinforcement& r) { return !r.units.empty(); });
}

class ScenarioSequenceCheck : public Check {
 public:
  std::string name() const override { return "turn and deployment sequence"; }
  std::vector<RuleInfo> rules() const override {
    return {{kMissing, "the scenario does not name the side active on the first turn, or the order the sides deploy in",
             Severity::Error, true},
            {kOrder, "the deployment order lists a side twice or leaves out a side of the scenario", Severity::Error,
             false}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const Scenario& s = ctx.scenario();
    for (const CheckConfig* c : ctx.configs(kMissing)) {
      if (flagParam(*c, "if-set-up", true) && !takesPart(s)) continue;
      if (!s.firstActiveSide && flagParam(*c, "first-active-side", true))
        ctx.report(out, kMissing, c, [&] {
          return Finding{"the scenario names no side active on the first turn", {}};
        });
      if (s.deploymentOrder.empty() && flagParam(*c, "deployment-order", true))
        ctx.report(out, kMissing, c, [&] {
          return Finding{"the scenario states no order for the sides to deploy in", {}};
        });
    }
    if (s.deploymentOrder.empty() || !ctx.enabled(kOrder)) return;
    std::set<std::string> listed;
    bool twice = false;
    for (const SideId& side : s.deploymentOrder)
      if (!listed.insert(side.value).second) {
        twice = true;
        ctx.report(out, kOrder, nullptr, [&] {
          return Finding{"side '" + side.value + "' is listed twice in the deployment order", {}};
        });
      }
    // A side listed twice is most often the one left out mistyped: one diagnostic.
    const bool typo =
        twice || std::any_of(s.deploymentOrder.begin(), s.deploymentOrder.end(), [&](const SideId& id) {
          return std::none_of(s.sides.begin(), s.sides.end(), [&](const Side& side) { return side.id == id; });
        });
    if (typo) return;
    for (const Side& side : s.sides)
      if (!listed.count(side.id.value))
        ctx.report(out, kOrder, nullptr, [&] {
          return Finding{
              "side '" + side.id.value + "' is not in the deployment order, so when it deploys is not stated", {}};
        });
  }
};

}  // namespace

std::unique_ptr<Check> makeScenarioSequenceCheck() { return std::make_unique<ScenarioSequenceCheck>(); }

}  // namespace hexwright::model::checks
