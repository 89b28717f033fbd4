// Tabletop set-up states that a terrain piece forbids (DOTC RULE-03-3.3: "Formed Line of
// Battle cannot enter a town sector"):
//   <check rule="table.state.prohibited-in" terrain="town-sector" states="line-of-battle"
//          ref="RULE-03-3.3-a"/>
// Reads terrain (vector terrain type ids), states (setup states) and the unit filter
// (leaders included by default). A unit whose setup state is listed and whose position
// (one point, the centre of the unit; README "Table coordinates") lies inside a polygon
// piece of one of those types is reported, once per piece. Stand footprints are not
// intersected with the piece: a line whose centre is outside a sector passes.
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class TableStateTerrainCheck : public Check {
 public:
  std::string name() const override { return "table states in terrain"; }
  std::vector<RuleInfo> rules() const override {
    return {{"table.state.prohibited-in",
             "a unit set up in a state (formation) that a terrain piece it stands in forbids", Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    if (!ctx.isTable()) return;
    for (const CheckConfig* c : ctx.configs("table.state.prohibited-in")) check(ctx, out, *c);
  }

 private:
  static void check(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto terrain = listParam(c, "terrain");
    const auto states = listParam(c, "states");
    if (terrain.empty() || states.empty()) return;
    const UnitFilter filter = UnitFilter::fromConfig(c);
    for (const PlacedUnit& p : ctx.placed()) {
      if (!p.placement->position || !listed(states, p.placement->state)) continue;
      if (!filter.matches(ctx, *p.unit, p.placement)) continue;
      for (const VectorLayer& layer : ctx.map().vectorLayers)
        for (const VectorFeature& f : layer.features) {
          if (f.geometry != GeometryKind::Polygon || !listed(terrain, f.type)) continue;
          if (!pointInPolygon(*p.placement->position, f.points)) continue;
          ctx.report(out, "table.state.prohibited-in", &c, [&] {
            return Finding{"unit " + ctx.unitName(*p.unit) + " is set up in state '" + p.placement->state +
                               "' inside terrain piece '" + f.id.value + "' (" + f.type + "); units in " +
                               c.param("states").value_or("") + " may not stand in " + c.param("terrain").value_or(""),
                           ctx.atUnit(*p.unit),
                           {f.id.value}};
          });
        }
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeTableStateTerrainCheck() { return std::make_unique<TableStateTerrainCheck>(); }

}  // namespace hexwright::model::checks
