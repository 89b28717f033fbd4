// What a rulebook admits only under an optional rule, used in a scenario where that rule
// is not in force. The optional rule is the check's own `unless-optional` switch, so the
// check runs exactly when the rule is off:
//   <check rule="scenario.turn.optional" labels="Sundown|Dusk" unless-optional="twilight"
//          ref="26.1.1"/>                      (Huzzah!: Twilight turns only under rule 26)
//   <check rule="scenario.unit.optional" formations="f-trans-mississippi"
//          unless-optional="hypothetical-situations" ref="31.4 29.41"/>
// scenario.turn.optional reads labels (a turn label containing one of them, any case);
// scenario.unit.optional reads the unit filter and reports each selected unit that takes
// part: set up, or scheduled as a reinforcement. A unit only listed in the order of battle
// takes no part (a sample may carry the whole printed OOB).
// scenario.optional.exclusive: optional rules a rulebook lets a scenario pick only so many
// of from one group, and, with `requires`, only under the optional rule they belong to:
//   <check rule="scenario.optional.exclusive" rules="dry-firm soft-ground deep-mud" max="1"
//          requires="weather" ref="OPT-10-20"/>  (Dress on the Colors: one ground condition)
#include <algorithm>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

constexpr const char* kTurn = "scenario.turn.optional";
constexpr const char* kUnit = "scenario.unit.optional";
constexpr const char* kExclusive = "scenario.optional.exclusive";

/// " without optional rule 'twilight'" from the check's unless-optional switch.
std::string without(const CheckConfig& c) {
  const auto rules = listParam(c, "unless-optional");
  if (rules.empty()) return "";
  std::string names;
  for (const auto& r : rules) names += (names.empty() ? "'" : " or '") + r + "'";
  return " without optional rule " + names;
}

class OptionalRuleCheck : public Check {
 public:
  std::string name() const override { return "optional rules"; }
  std::vector<RuleInfo> rules() const override {
    return {{kTurn, "a turn carries a label the rulebook allows only under an optional rule not in force",
             Severity::Error, true},
            {kUnit, "a unit the rulebook admits only under an optional rule takes part while it is not in force",
             Severity::Error, true},
            {kExclusive,
             "more optional rules of one group are in force than the rulebook allows, or one without its parent rule",
             Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs(kTurn)) checkTurns(ctx, out, *c);
    for (const CheckConfig* c : ctx.configs(kUnit)) checkUnits(ctx, out, *c);
    for (const CheckConfig* c : ctx.configs(kExclusive)) checkExclusive(ctx, out, *c);
  }

 private:
  static void checkTurns(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto labels = textListParam(c, "labels");
    for (const TurnInfo& t : ctx.scenario().turns.turns)
      for (const std::string& l : labels)
        if (containsText(t.label, l)) {
          ctx.report(out, kTurn, &c, [&] {
            return Finding{"turn " + std::to_string(t.number) + " is labelled '" + t.label + "'" + without(c), {}};
          });
          break;
        }
  }

  static void checkExclusive(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto& chosen = ctx.scenario().optionalRules;
    auto inForce = [&](const std::string& id) { return std::find(chosen.begin(), chosen.end(), id) != chosen.end(); };
    std::vector<std::string> picked;
    for (const std::string& r : listParam(c, "rules"))
      if (inForce(r)) picked.push_back(r);
    const int max = c.integer("max").value_or(1);
    std::string names;
    for (const std::string& r : picked) names += (names.empty() ? "'" : "', '") + r;
    if (static_cast<int>(picked.size()) > max)
      ctx.report(out, kExclusive, &c, [&] {
        return Finding{"optional rules " + names + "' are all in force; the rulebook allows at most " +
                           std::to_string(max) + " of them",
                       {}};
      });
    const auto parent = c.param("requires");
    if (!parent || inForce(*parent)) return;
    for (const std::string& r : picked)
      ctx.report(out, kExclusive, &c, [&] {
        return Finding{
            "optional rule '" + r + "' is in force without optional rule '" + *parent + "', which it belongs to", {}};
      });
  }

  static void checkUnits(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const UnitFilter filter = UnitFilter::fromConfig(c);
    for (const PlacedUnit& p : ctx.placed())
      if (filter.matches(ctx, *p.unit, p.placement))
        ctx.report(out, kUnit, &c, [&] {
          return Finding{"unit " + ctx.unitName(*p.unit) + " is set up" + without(c), ctx.atUnit(*p.unit)};
        });
    for (const Reinforcement& r : ctx.scenario().reinforcements)
      for (const UnitId& id : r.units)
        if (const Unit* u = ctx.unit(id.value); u && filter.matches(ctx, *u))
          ctx.report(out, kUnit, &c, [&] {
            return Finding{"unit " + ctx.unitName(*u) + " arrives on turn " + std::to_string(r.turn) + without(c),
                           ctx.atUnit(id.value, std::nullopt)};
          });
  }
};

}  // namespace

std::unique_ptr<Check> makeOptionalRuleCheck() { return std::make_unique<OptionalRuleCheck>(); }

}  // namespace hexwright::model::checks
