// Who is on the map at the start and who comes later, as the scenario states it:
//   <check rule="setup.unit.arrives-later" units="usa-grant" turn="6" ref="14.3 A"/>
//     every unit the filter selects is absent from the set-up; when turn is given and the
//     unit is scheduled as a reinforcement, it may not arrive before that turn
//   <check rule="setup.unit.required" side="union" types="infantry-brigade artillery" ref="14.1 A"/>
//     every unit the filter selects starts on the map (a hex, an area or a table position)
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class SetupArrivalCheck : public Check {
 public:
  std::string name() const override { return "later arrivals"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"setup.unit.arrives-later",
         "a unit the scenario brings on later is set up on the map, or arrives before its turn", Severity::Error, true},
        {"setup.unit.required", "a unit the scenario starts on the map is not set up", Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs("setup.unit.arrives-later")) {
      const UnitFilter filter = UnitFilter::fromConfig(*c);
      const std::optional<int> turn = c->integer("turn");
      const std::string later = turn ? "on turn " + std::to_string(*turn) + " or later" : "later in the game";
      for (const PlacedUnit& p : ctx.placed()) {
        if (!filter.matches(ctx, *p.unit, p.placement)) continue;
        ctx.report(out, "setup.unit.arrives-later", c, [&] {
          return Finding{
              "unit " + ctx.unitName(*p.unit) + " is set up at the start, but the scenario has it arrive " + later,
              ctx.atUnit(p.unit->id.value, p.hex)};
        });
      }
      if (turn) reportEarlyArrivals(ctx, *c, filter, *turn, out);
    }
    for (const CheckConfig* c : ctx.configs("setup.unit.required")) reportMissing(ctx, *c, out);
  }

 private:
  static void reportMissing(const ValidationContext& ctx, const CheckConfig& c, Diagnostics& out) {
    const UnitFilter filter = UnitFilter::fromConfig(c);
    for (const Unit& u : ctx.scenario().oob.units) {
      const Placement* p = ctx.scenario().placementOf(u.id);
      if ((p && (p->hex || p->area || p->position)) || !filter.matches(ctx, u, p)) continue;
      ctx.report(out, "setup.unit.required", &c, [&] {
        return Finding{"unit " + ctx.unitName(u) + " is not set up, but the scenario starts it on the map",
                       ctx.atUnit(u.id.value, std::nullopt)};
      });
    }
  }

  static void reportEarlyArrivals(const ValidationContext& ctx, const CheckConfig& c, const UnitFilter& filter,
                                  int turn, Diagnostics& out) {
    for (const Reinforcement& r : ctx.scenario().reinforcements) {
      if (r.turn >= turn) continue;
      for (const UnitId& id : r.units) {
        const Unit* u = ctx.scenario().oob.findUnit(id);
        if (!u || !filter.matches(ctx, *u)) continue;
        ctx.report(out, "setup.unit.arrives-later", &c, [&] {
          return Finding{"unit " + ctx.unitName(*u) + " arrives on turn " + std::to_string(r.turn) +
                             ", but the scenario has it arrive no earlier than turn " + std::to_string(turn),
                         ctx.atUnit(u->id.value, r.entryHex)};
        });
      }
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeSetupArrivalCheck() { return std::make_unique<SetupArrivalCheck>(); }

}  // namespace hexwright::model::checks
