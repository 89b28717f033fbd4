// Setup zones the ruleset requires: every unit the filter selects starts inside an area
// of the given kind (its own side's, when the area has a side).
//   <check rule="setup.area.required" side="confederate" kind="deployment" ref="14.2B"/>
//   <check rule="setup.area.required" kind="deployment" ref="SCEN-10-3.1"/>  (tables: polygons)
// Reads kind (area kind ids), areas (area ids: per-division set-up areas, one <check> per
// division with formations="…"), own-side (default true), tolerance (hexes a unit may
// stand outside the area) and the unit filter.
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class SetupAreaCheck : public Check {
 public:
  std::string name() const override { return "setup areas"; }
  std::vector<RuleInfo> rules() const override {
    return {{"setup.area.required", "a unit starts outside the setup areas the ruleset requires for it",
             Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs("setup.area.required")) {
      const auto kinds = listParam(*c, "kind");
      const auto areas = listParam(*c, "areas");
      const bool ownSide = flagParam(*c, "own-side", true);
      const int tolerance = c->integer("tolerance").value_or(0);
      const UnitFilter filter = UnitFilter::fromConfig(*c);
      for (const PlacedUnit& p : ctx.placed()) {
        if (!filter.matches(ctx, *p.unit, p.placement)) continue;
        if (!p.hex && !p.placement->position && !p.placement->area) continue;  // reported by the placement check
        bool inside = false;
        std::vector<const NamedArea*> candidates;
        for (const NamedArea& a : ctx.map().areas) {
          if (!kinds.empty() && !listed(kinds, a.kind)) continue;
          if (!areas.empty() && !listed(areas, a.id.value)) continue;
          if (ownSide && !a.side.empty() && a.side != p.unit->side.value) continue;
          candidates.push_back(&a);
          if (ctx.inArea(a, p)) {
            inside = true;
            break;
          }
        }
        if (!inside && tolerance > 0 && p.hex)
          for (const NamedArea* a : candidates)
            for (HexCoord h : a->hexes) inside = inside || distance(h, *p.hex) <= tolerance;
        if (inside) continue;
        const std::string outside = areas.empty() ? "outside every " + c->param("kind").value_or("setup") + " area"
                                                  : "outside its area " + c->param("areas").value_or("");
        ctx.report(out, "setup.area.required", c, [&] {
          return Finding{"unit " + ctx.unitName(*p.unit) + " (" + p.unit->side.value + ") starts " +
                             (p.hex               ? "in hex " + ctx.label(*p.hex)
                              : p.placement->area ? "in area " + p.placement->area->value
                                                  : std::string("at its position")) +
                             ", " + outside + (ownSide ? " of its side" : "") +
                             (tolerance > 0 ? " (tolerance " + std::to_string(tolerance) + " hexes)" : ""),
                         ctx.atUnit(p.unit->id.value, p.hex)};
        });
      }
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeSetupAreaCheck() { return std::make_unique<SetupAreaCheck>(); }

}  // namespace hexwright::model::checks
