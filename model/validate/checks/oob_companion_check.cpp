// Units that come with a companion of their own formation (Bloody April 16.71: "Each
// commander in the game has an aide"):
//   <check rule="oob.unit.companion" types="commander" companion-types="aide" min="1" max="1" ref="16.71"/>
// For each formation, the units the filter selects (leaders included) that sit directly in
// it need min (and at most max) units of companion-types each, also directly in it: two
// commanders of one army formation need two aides there.
#include <map>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

constexpr const char* kCompanion = "oob.unit.companion";

class OobCompanionCheck : public Check {
 public:
  std::string name() const override { return "companions"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {kCompanion, "a unit lacks the companion the rulebook gives it (a commander his aide)", Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs(kCompanion)) check(ctx, out, *c);
  }

 private:
  static void check(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto companions = listParam(c, "companion-types");
    if (companions.empty()) return;
    const int min = c.integer("min").value_or(1);
    const auto max = c.integer("max");
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Include);
    struct Tally {
      std::vector<const Unit*> units;
      int companions = 0;
    };
    std::map<std::string, Tally> byFormation;  // formation id ("" for none), in id order
    for (const Unit& u : ctx.scenario().oob.units) {
      const std::string f = u.formation ? u.formation->value : "";
      if (listed(companions, u.type)) ++byFormation[f].companions;
      if (filter.matches(ctx, u)) byFormation[f].units.push_back(&u);
    }
    for (const auto& entry : byFormation) {
      // Named members: clang 14 (the fuzz build) cannot capture structured bindings.
      const auto& formation = entry.first;
      const auto& t = entry.second;
      const int n = static_cast<int>(t.units.size());
      if (n == 0 || (t.companions >= n * min && (!max || t.companions <= n * *max))) continue;
      ctx.report(out, kCompanion, &c, [&] {
        std::string names;
        for (const Unit* u : t.units) names += (names.empty() ? "" : ", ") + ctx.unitName(*u);
        const Formation* f = ctx.formation(formation);
        const std::string where = f ? "formation " + ctx.formationName(*f) : "no formation";
        const std::string each = min == max.value_or(-1) ? std::to_string(min)
                                 : max                   ? rangeText(min, *max)
                                                         : "at least " + std::to_string(min);
        return Finding{where + " holds " + names + " and " + std::to_string(t.companions) + " unit(s) of " +
                           c.param("companion-types").value_or("") + "; each needs " + each + " of them",
                       f ? ctx.atFormation(formation) : ctx.atUnit(*t.units.front())};
      });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeOobCompanionCheck() { return std::make_unique<OobCompanionCheck>(); }

}  // namespace hexwright::model::checks
