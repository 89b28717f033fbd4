// Printed formation values that follow from other values (Dress on the Colors RULE-07-2.2
// to 2.4, the Brigade Faltering Clock): a total printed on the formation equals the sum of
// a unit attribute over its units, and a threshold equals a fraction of another formation
// value, rounded as the rulebook says.
//   <check rule="formation.attribute.sum" level="brigade" attribute="stand-strength" of="stands"
//          types="infantry artillery"/>
//   <check rule="formation.attribute.ratio" level="brigade" attribute="hesitant-at" of="stand-strength"
//          fraction="0.30" round="ceil"/>
// A formation without `attribute` (or, for ratio, without `of`) is not checked; a unit
// without `of` adds nothing to the sum.
#include <cmath>
#include <unordered_map>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

// Products such as 0.3 x 10 land a hair off the integer; rounding ignores that much.
constexpr double kEpsilon = 1e-9;

std::string num(double v) { return formatAttribute(AttributeValue{std::round(v * 1e6) / 1e6}); }

std::string printed(const Attributes& a, const std::string& name) {
  auto it = a.find(name);
  return it == a.end() ? std::string() : formatAttribute(it->second);
}

class FormationAttributeCheck : public Check {
 public:
  std::string name() const override { return "formation attributes"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"formation.attribute.sum", "a formation's printed total differs from the sum over its units", Severity::Error,
         true},
        {"formation.attribute.ratio",
         "a formation's printed threshold differs from a rounded fraction of another value", Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs("formation.attribute.sum")) checkSum(ctx, out, *c);
    for (const CheckConfig* c : ctx.configs("formation.attribute.ratio")) checkRatio(ctx, out, *c);
  }

 private:
  static void checkSum(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto attribute = c.param("attribute");
    const auto of = c.param("of");
    if (!attribute || !of) return;
    const auto level = c.param("level");
    const bool deep = flagParam(c, "deep", false);
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    const OrderOfBattle& oob = ctx.scenario().oob;
    std::unordered_map<std::string_view, double> sum;
    for (const Unit& u : oob.units) {
      if (!u.formation || !filter.matches(ctx, u)) continue;
      const double v = numberAttribute(u.attributes, *of).value_or(0);
      const Formation* f = ctx.formation(u.formation->value);
      for (std::size_t depth = 0; f && depth <= oob.formations.size(); ++depth) {
        sum[f->id.value] += v;
        if (!deep) break;
        f = f->parent ? ctx.formation(f->parent->value) : nullptr;
      }
    }
    for (const Formation& f : oob.formations) {
      if ((level && f.level != *level) || !f.attributes.count(*attribute)) continue;
      const auto it = sum.find(f.id.value);
      const double expected = it == sum.end() ? 0 : it->second;
      const auto value = numberAttribute(f.attributes, *attribute);
      if (value && std::abs(*value - expected) <= kEpsilon) continue;
      ctx.report(out, "formation.attribute.sum", &c, [&] {
        return Finding{"formation " + ctx.formationName(f) + " prints " + *attribute + " " +
                           printed(f.attributes, *attribute) + ", but its units" + filter.describe() + " have " +
                           num(expected) + " " + *of + (deep ? " (whole subtree)" : ""),
                       ctx.atFormation(f.id.value)};
      });
    }
  }

  static void checkRatio(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto attribute = c.param("attribute");
    const auto of = c.param("of");
    const auto fraction = c.number("fraction");
    if (!attribute || !of || !fraction) return;
    const std::string round = c.param("round").value_or("nearest");
    if (round != "ceil" && round != "floor" && round != "nearest") return;
    const auto level = c.param("level");
    for (const Formation& f : ctx.scenario().oob.formations) {
      if ((level && f.level != *level) || !f.attributes.count(*attribute)) continue;
      const auto base = numberAttribute(f.attributes, *of);
      if (!base) continue;
      const double product = *fraction * *base;
      const double expected = round == "ceil"    ? std::ceil(product - kEpsilon)
                              : round == "floor" ? std::floor(product + kEpsilon)
                                                 : std::floor(product + 0.5 + kEpsilon);
      const auto value = numberAttribute(f.attributes, *attribute);
      if (value && std::abs(*value - expected) <= kEpsilon) continue;
      ctx.report(out, "formation.attribute.ratio", &c, [&] {
        return Finding{"formation " + ctx.formationName(f) + " prints " + *attribute + " " +
                           printed(f.attributes, *attribute) + ", but " + round + "(" + num(*fraction) + " x " + *of +
                           " " + num(*base) + ") is " + num(expected),
                       ctx.atFormation(f.id.value)};
      });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeFormationAttributeCheck() { return std::make_unique<FormationAttributeCheck>(); }

}  // namespace hexwright::model::checks
