// What formations hold, as the ruleset configures it: which levels units may sit in,
// which units must belong to a formation, and how many units a formation may have.
//   <check rule="oob.unit.level" levels="brigade" types="infantry"/>
//   <check rule="oob.unit.formation-missing" types="infantry,cavalry" level="brigade"/>
//   <check rule="oob.formation.size" level="brigade" min="3" max="6" types="infantry"/>
#include <unordered_map>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class OobCompositionCheck : public Check {
 public:
  std::string name() const override { return "oob composition"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"oob.unit.level", "a unit sits directly in a formation of a level the ruleset does not put units in",
         Severity::Error, true},
        {"oob.unit.formation-missing", "a unit belongs to no formation (or none at the configured level)",
         Severity::Error, true},
        {"oob.formation.size", "a formation holds fewer or more units than the ruleset allows", Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const OrderOfBattle& oob = ctx.scenario().oob;
    for (const CheckConfig* c : ctx.configs("oob.unit.level")) {
      const auto levels = listParam(*c, "levels");
      if (levels.empty()) continue;
      const UnitFilter filter = UnitFilter::fromConfig(*c);
      for (const Unit& u : oob.units) {
        const Formation* f = u.formation ? ctx.formation(u.formation->value) : nullptr;
        if (!f || listed(levels, f->level) || !filter.matches(ctx, u)) continue;
        ctx.report(out, "oob.unit.level", c, [&] {
          return Finding{"unit " + ctx.unitName(u) + " sits directly in " + ctx.formationName(*f) + " (" + f->level +
                             "); units" + filter.describe() + " belong in a " + c->param("levels").value_or(""),
                         ctx.atUnit(u)};
        });
      }
    }
    for (const CheckConfig* c : ctx.configs("oob.unit.formation-missing")) {
      const UnitFilter filter = UnitFilter::fromConfig(*c);
      const auto level = c->param("level");
      for (const Unit& u : oob.units) {
        if (!filter.matches(ctx, u)) continue;
        if (level ? ctx.ancestorAt(u, *level) != nullptr : u.formation.has_value()) continue;
        ctx.report(out, "oob.unit.formation-missing", c, [&] {
          return Finding{"unit " + ctx.unitName(u) + " belongs to no " + (level ? *level : std::string("formation")) +
                             "; units" + filter.describe() + " must",
                         ctx.atUnit(u)};
        });
      }
    }
    for (const CheckConfig* c : ctx.configs("oob.formation.size")) checkSize(ctx, out, *c);
  }

 private:
  static void checkSize(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto level = c.param("level");
    const auto min = c.integer("min");
    const auto max = c.integer("max");
    if (!min && !max) return;
    const bool deep = flagParam(c, "deep", false);
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    std::unordered_map<std::string_view, int> count;
    for (const Unit& u : ctx.scenario().oob.units) {
      if (!u.formation || !filter.matches(ctx, u)) continue;
      const Formation* f = ctx.formation(u.formation->value);
      for (std::size_t depth = 0; f && depth <= ctx.scenario().oob.formations.size(); ++depth) {
        ++count[f->id.value];
        if (!deep) break;
        f = f->parent ? ctx.formation(f->parent->value) : nullptr;
      }
    }
    for (const Formation& f : ctx.scenario().oob.formations) {
      if (level && f.level != *level) continue;
      const int n = count.count(f.id.value) ? count[f.id.value] : 0;
      if ((min && n < *min) || (max && n > *max))
        ctx.report(out, "oob.formation.size", &c, [&] {
          return Finding{"formation " + ctx.formationName(f) + " holds " + std::to_string(n) + " units" +
                             filter.describe() + "; the limit is " +
                             rangeText(min ? std::optional<double>(*min) : std::nullopt,
                                       max ? std::optional<double>(*max) : std::nullopt),
                         ctx.atFormation(f.id.value)};
        });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeOobCompositionCheck() { return std::make_unique<OobCompositionCheck>(); }

}  // namespace hexwright::model::checks
