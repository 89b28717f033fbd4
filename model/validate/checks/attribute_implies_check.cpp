// Attributes that must agree with each other, or with the unit's side and type, where a
// rulebook ties them: "REBEL YELL" only on Confederate infantry (Dress on the Colors
// RULE-07-5.2), "SEEN THE ELEPHANT" not on Veterans (RULE-07-5.3), BUCK & BALL with a
// smoothbore (rosters).
//   <check rule="attribute.implies" attribute="traits" contains="REBEL YELL"
//          require-side="confederate" require-types="infantry" ref="RULE-07-5.2-a"/>
//   <check rule="attribute.implies" attribute="traits" contains="SEEN THE ELEPHANT"
//          require-attribute="quality" forbid-values="Veteran" ref="RULE-07-5.3-a"/>
// The condition: the unit (of the unit filter) has `attribute` (its own value, else the
// schema's stated default) and, when given, the value equals one of `values` or contains
// one of `contains` (any case; traits are free text listing several). The requirement:
// side in `require-side`, type in `require-types`, and `require-attribute` equal to one of
// `require-values` / containing one of `require-contains` (absent fails), equal to none of
// `forbid-values` / containing none of `forbid-contains` (absent passes). Text lists are
// separated by '|' (values may hold spaces); id lists as usual.
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

std::optional<std::string> valueOf(const ValidationContext& ctx, const Unit& u, const std::string& name) {
  if (auto it = u.attributes.find(name); it != u.attributes.end()) return formatAttribute(it->second);
  if (const UnitType* t = ctx.unitType(u.type))
    if (const AttributeDef* d = findAttribute(t->attributes, name); d && d->defaultValue)
      return formatAttribute(*d->defaultValue);
  return std::nullopt;
}

bool anyEqual(const std::string& v, const std::vector<std::string>& list) {
  for (const auto& item : list)
    if (equalsText(v, item)) return true;
  return false;
}

bool anyContained(const std::string& v, const std::vector<std::string>& list) {
  for (const auto& item : list)
    if (containsText(v, item)) return true;
  return false;
}

std::string joined(const std::vector<std::string>& list, const char* sep) {
  std::string out;
  for (const auto& item : list) out += (out.empty() ? "" : sep) + item;
  return out;
}

class AttributeImpliesCheck : public Check {
 public:
  std::string name() const override { return "attribute consistency"; }
  std::vector<RuleInfo> rules() const override {
    return {{"attribute.implies",
             "a unit attribute value the rulebook ties to a side, a type or another attribute's value lacks it",
             Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs("attribute.implies")) {
      const auto attribute = c->param("attribute");
      if (!attribute) continue;
      const Rule rule{textListParam(*c, "values"),           textListParam(*c, "contains"),
                      listParam(*c, "require-side"),         listParam(*c, "require-types"),
                      c->param("require-attribute"),         textListParam(*c, "require-values"),
                      textListParam(*c, "require-contains"), textListParam(*c, "forbid-values"),
                      textListParam(*c, "forbid-contains")};
      const UnitFilter filter = UnitFilter::fromConfig(*c);
      for (const Unit& u : ctx.scenario().oob.units) {
        if (!filter.matches(ctx, u)) continue;
        const auto value = valueOf(ctx, u, *attribute);
        if (!value) continue;
        if (!rule.values.empty() || !rule.contains.empty())
          if (!anyEqual(*value, rule.values) && !anyContained(*value, rule.contains)) continue;
        const std::string problem = rule.violation(ctx, u);
        if (problem.empty()) continue;
        ctx.report(out, "attribute.implies", c, [&] {
          const std::string what = !rule.contains.empty() ? joined(rule.contains, " / ")
                                   : !rule.values.empty() ? *attribute + " " + joined(rule.values, " / ")
                                                          : *attribute;
          return Finding{"unit " + ctx.unitName(u) + " has " + what + " but " + problem, ctx.atUnit(u)};
        });
      }
    }
  }

 private:
  /// "be Veteran or Elite", "contain BUCK & BALL", "be X or contain Y".
  static std::string wanted(const std::vector<std::string>& values, const std::vector<std::string>& contains) {
    std::string out;
    if (!values.empty()) out = "be " + joined(values, " or ");
    if (!contains.empty()) out += (out.empty() ? "" : " or ") + std::string("contain ") + joined(contains, " or ");
    return out;
  }

  struct Rule {
    std::vector<std::string> values, contains;
    std::vector<std::string> sides, types;
    std::optional<std::string> other;
    std::vector<std::string> otherValues, otherContains, forbidValues, forbidContains;

    /// Empty when the unit satisfies every requirement, else what it breaks and the limit.
    std::string violation(const ValidationContext& ctx, const Unit& u) const {
      if (!sides.empty() && !listed(sides, u.side.value))
        return "is " + u.side.value + "; only " + joined(sides, ", ") + " units may";
      if (!types.empty() && !listed(types, u.type)) return "is " + u.type + "; only " + joined(types, ", ") + " may";
      if (!other) return {};
      const auto v = valueOf(ctx, u, *other);
      const std::string shown = *other + " is " + (v ? "'" + *v + "'" : std::string("not set"));
      if ((!otherValues.empty() || !otherContains.empty()) &&
          (!v || (!anyEqual(*v, otherValues) && !anyContained(*v, otherContains))))
        return shown + "; it must " + wanted(otherValues, otherContains);
      if (v && (anyEqual(*v, forbidValues) || anyContained(*v, forbidContains)))
        return shown + "; it must not " + wanted(forbidValues, forbidContains);
      return {};
    }
  };
};

}  // namespace

std::unique_ptr<Check> makeAttributeImpliesCheck() { return std::make_unique<AttributeImpliesCheck>(); }

}  // namespace hexwright::model::checks
