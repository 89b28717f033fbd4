// Formation states and facings at setup, as the ruleset states them:
//   <check rule="setup.state.invalid" types="infantry" states="line,column" ref="F1"/>
//   <check rule="setup.state.invalid" side="union" types="artillery" states="unlimbered" required="true"/>
//   <check rule="setup.state.restricted" states="skirmish" with-attribute="detached-from" ref="RULE-02-4.4"/>
//   <check rule="setup.facing.missing" side="union" ref="29.5"/>
// setup.state.invalid reads states (allowed values) and required (an empty state is a
// violation too); setup.state.restricted reads states only the units its filter selects
// may start in (a detached stand, a leader, one unit type), whatever else the unit's type
// allows; all three read the unit filter (setup.facing.missing leaves leaders out by
// default).
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class SetupStateCheck : public Check {
 public:
  std::string name() const override { return "setup states"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"setup.state.invalid", "a unit starts in a formation state the ruleset does not allow it", Severity::Error,
         true},
        {"setup.state.restricted",
         "a unit starts in a formation state the rulebook allows only to another kind of unit (a detached stand, a "
         "leader, a unit type)",
         Severity::Error, true},
        {"setup.facing.missing", "a unit starts without the facing the ruleset requires", Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs("setup.state.invalid")) {
      const auto states = listParam(*c, "states");
      if (states.empty()) continue;
      const bool required = flagParam(*c, "required", false);
      const UnitFilter filter = UnitFilter::fromConfig(*c);
      for (const PlacedUnit& p : ctx.placed()) {
        const std::string& state = p.placement->state;
        if ((state.empty() && !required) || listed(states, state) || !filter.matches(ctx, *p.unit, p.placement))
          continue;
        ctx.report(out, "setup.state.invalid", c, [&] {
          return Finding{"unit " + ctx.unitName(*p.unit) + " (" + p.unit->type + ") starts " +
                             (state.empty() ? std::string("without a state") : "in state '" + state + "'") +
                             "; allowed: " + c->param("states").value_or(""),
                         ctx.atUnit(p.unit->id.value, p.hex)};
        });
      }
    }
    for (const CheckConfig* c : ctx.configs("setup.state.restricted")) reportRestrictedStates(ctx, *c, out);
    for (const CheckConfig* c : ctx.configs("setup.facing.missing")) {
      // Facing belongs to combat units: leaders are left out unless leaders="include".
      const UnitFilter filter = UnitFilter::fromConfig(*c, UnitFilter::Leaders::Exclude);
      for (const PlacedUnit& p : ctx.placed()) {
        if (p.placement->facing || p.placement->facingDegrees || !filter.matches(ctx, *p.unit, p.placement)) continue;
        ctx.report(out, "setup.facing.missing", c, [&] {
          return Finding{"unit " + ctx.unitName(*p.unit) + " starts without a facing",
                         ctx.atUnit(p.unit->id.value, p.hex)};
        });
      }
    }
  }

 private:
  // The filter names who may use the states, so a unit it does not select is the mistake.
  static void reportRestrictedStates(const ValidationContext& ctx, const CheckConfig& c, Diagnostics& out) {
    const auto states = listParam(c, "states");
    const UnitFilter mayUse = UnitFilter::fromConfig(c);
    const std::string who = mayUse.describe();
    for (const PlacedUnit& p : ctx.placed()) {
      const std::string& state = p.placement->state;
      if (state.empty() || !listed(states, state) || mayUse.matches(ctx, *p.unit, p.placement)) continue;
      ctx.report(out, "setup.state.restricted", &c, [&] {
        return Finding{"unit " + ctx.unitName(*p.unit) + " (" + p.unit->type + ") starts in state '" + state +
                           "', which the rulebook allows only to units" + who,
                       ctx.atUnit(p.unit->id.value, p.hex)};
      });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeSetupStateCheck() { return std::make_unique<SetupStateCheck>(); }

}  // namespace hexwright::model::checks
