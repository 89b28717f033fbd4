// Garrisons of tabletop structures (DOTC RULE-03-3.1: "A single isolated building model may
// be occupied by up to 2 stands of infantry or dismounted cavalry"):
//   <check rule="table.terrain.garrison" terrain="building" allow="infantry cavalry:dismounted"
//          ref="RULE-03-3.1-a"/>
// Reads terrain (vector terrain type ids), max-stands (else the terrain type's stated
// property `garrison-max-stands`; neither: the total is not checked), strength-attribute
// (default `stands`; a unit without it counts as 1), allow (unit types, or type:state for a
// type only in that setup state; empty: any unit the filter selects) and the unit filter
// (leaders excluded by default: a brigadier's stand is no garrison).
// A unit is in a piece when its position (one point, the centre of the unit) lies inside
// the polygon; the model has no detached stands, so a regiment inside counts whole.
#include <cmath>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

std::string num(double v) { return formatAttribute(AttributeValue{std::round(v * 100) / 100}); }

/// "infantry" allows the type in any state, "cavalry:dismounted" only in that state.
bool allowed(const std::vector<std::string>& allow, const Unit& u, const Placement& p) {
  if (allow.empty()) return true;
  for (const std::string& a : allow) {
    const auto colon = a.find(':');
    if (colon == std::string::npos) {
      if (a == u.type) return true;
    } else if (a.compare(0, colon, u.type) == 0 && colon == u.type.size() && a.substr(colon + 1) == p.state) {
      return true;
    }
  }
  return false;
}

class TableGarrisonCheck : public Check {
 public:
  std::string name() const override { return "table garrisons"; }
  std::vector<RuleInfo> rules() const override {
    return {{"table.terrain.garrison",
             "a structure garrisoned by more stands than it holds, or by a unit that may not garrison it",
             Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    if (!ctx.isTable()) return;
    for (const CheckConfig* c : ctx.configs("table.terrain.garrison")) check(ctx, out, *c);
  }

 private:
  static void check(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto terrain = listParam(c, "terrain");
    if (terrain.empty()) return;
    const auto allow = listParam(c, "allow");
    const std::string attribute = c.param("strength-attribute").value_or("stands");
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    for (const VectorLayer& layer : ctx.map().vectorLayers)
      for (const VectorFeature& f : layer.features) {
        if (f.geometry != GeometryKind::Polygon || !listed(terrain, f.type)) continue;
        std::optional<double> max = c.number("max-stands");
        if (!max && !c.isUnknown("max-stands")) max = stated(ctx, f.type);
        double stands = 0;
        const PlacedUnit* over = nullptr;
        std::vector<std::string> related{f.id.value};
        for (const PlacedUnit& p : ctx.placed()) {
          if (!p.placement->position || !pointInPolygon(*p.placement->position, f.points)) continue;
          if (!filter.matches(ctx, *p.unit, p.placement)) continue;
          if (!allowed(allow, *p.unit, *p.placement)) {
            ctx.report(out, "table.terrain.garrison", &c, [&] {
              return Finding{"unit " + ctx.unitName(*p.unit) + " (" + p.unit->type +
                                 (p.placement->state.empty() ? "" : ", " + p.placement->state) + ") is inside " +
                                 f.type + " '" + f.id.value + "'; only " + c.param("allow").value_or("") +
                                 " may garrison it",
                             ctx.atUnit(*p.unit),
                             {f.id.value}};
            });
            continue;
          }
          related.push_back(p.unit->id.value);
          stands += numberAttribute(p.unit->attributes, attribute).value_or(1);
          if (max && stands > *max + 1e-9 && !over) over = &p;
        }
        if (over)
          ctx.report(out, "table.terrain.garrison", &c, [&] {
            return Finding{f.type + " '" + f.id.value + "' holds " + num(stands) + " " + attribute + " (units " +
                               join(related, 1) + "); the limit is " + num(*max),
                           ctx.atUnit(*over->unit), related};
          });
      }
  }

  /// The terrain type's stated `garrison-max-stands`.
  static std::optional<double> stated(const ValidationContext& ctx, const std::string& type) {
    const TerrainType* t = ctx.terrain(type);
    const StatedValue* v = t ? findStated(t->properties, "garrison-max-stands") : nullptr;
    if (!v || !v->value) return std::nullopt;
    if (const auto* i = std::get_if<std::int64_t>(&*v->value)) return static_cast<double>(*i);
    if (const auto* d = std::get_if<double>(&*v->value)) return *d;
    return std::nullopt;
  }

  static std::string join(const std::vector<std::string>& ids, std::size_t from) {
    std::string out;
    for (std::size_t i = from; i < ids.size(); ++i) out += (out.empty() ? "" : ", ") + ids[i];
    return out;
  }
};

}  // namespace

std::unique_ptr<Check> makeTableGarrisonCheck() { return std::make_unique<TableGarrisonCheck>(); }

}  // namespace hexwright::model::checks
