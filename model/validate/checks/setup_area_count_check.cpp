// How many units of a kind may start inside one setup area. Unconditional Surrender
// 14.1 E: "up to six [dummies] may be placed in the First Division area, and up to three
// in each of the other two areas."
//   <check rule="setup.area.count" kind="union-deployment" area-name="First Division"
//          types="dummy" max="6" ref="14.1 E"/>
//   <check rule="setup.area.count" kind="union-deployment" exclude-area-name="First Division"
//          types="dummy" max="3" ref="14.1 E"/>
// Which areas: kind (area kind ids), areas (area ids), area-name / exclude-area-name (the
// area's name or id contains the text, any case, '-' and '_' read as spaces; '|' separates
// alternatives). Rulebooks name such areas ("the First Division area") rather than give
// them a kind of their own, so a name pattern keeps the limit in the schema without
// scenario ids. Which units: the unit filter. Limits: min / max per area.
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

std::string spaced(std::string s) {
  for (char& c : s)
    if (c == '-' || c == '_') c = ' ';
  return s;
}

bool nameMatches(const NamedArea& a, const std::vector<std::string>& patterns) {
  const std::string name = spaced(a.name), id = spaced(a.id.value);
  for (const std::string& p : patterns) {
    const std::string pattern = spaced(p);
    if (containsText(name, pattern) || containsText(id, pattern)) return true;
  }
  return false;
}

class SetupAreaCountCheck : public Check {
 public:
  std::string name() const override { return "setup area counts"; }
  std::vector<RuleInfo> rules() const override {
    return {{"setup.area.count", "more (or fewer) units of a kind start in one setup area than the ruleset allows",
             Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs("setup.area.count")) {
      const auto min = c->integer("min");
      const auto max = c->integer("max");
      if (!min && !max) continue;  // the limit is unknown
      const auto kinds = listParam(*c, "kind");
      const auto ids = listParam(*c, "areas");
      const auto names = textListParam(*c, "area-name");
      const auto excluded = textListParam(*c, "exclude-area-name");
      const UnitFilter filter = UnitFilter::fromConfig(*c);
      for (const NamedArea& a : ctx.map().areas) {
        if (!kinds.empty() && !listed(kinds, a.kind)) continue;
        if (!ids.empty() && !listed(ids, a.id.value)) continue;
        if (!names.empty() && !nameMatches(a, names)) continue;
        if (!excluded.empty() && nameMatches(a, excluded)) continue;
        checkArea(ctx, out, *c, filter, a, min, max);
      }
    }
  }

 private:
  static void checkArea(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c, const UnitFilter& filter,
                        const NamedArea& a, std::optional<int> min, std::optional<int> max) {
    std::vector<const PlacedUnit*> inside;
    for (const PlacedUnit& p : ctx.placed())
      if (filter.matches(ctx, *p.unit, p.placement) && ctx.inArea(a, p)) inside.push_back(&p);
    const int n = static_cast<int>(inside.size());
    if (!(min && n < *min) && !(max && n > *max)) return;
    // Too many: the first unit over the limit (a waiver can name it). Too few: the area's
    // first hex, else the <check> that states the limit.
    Location where;
    if (max && n > *max) {
      const PlacedUnit* extra = inside[static_cast<std::size_t>(*max)];
      where = ctx.atUnit(extra->unit->id.value, extra->hex);
    } else if (!a.hexes.empty()) {
      where = ctx.atHex(a.hexes.front());
    } else if (!c.source.file.empty()) {
      where.source = c.source;
    }
    std::vector<std::string> related{a.id.value};
    for (const PlacedUnit* p : inside) related.push_back(p->unit->id.value);
    const auto limit = [](std::optional<int> v) { return v ? std::optional<double>(*v) : std::nullopt; };
    ctx.report(out, "setup.area.count", &c, [&] {
      return Finding{"area " + a.id.value + (a.name.empty() ? "" : " (" + a.name + ")") + " holds " +
                         std::to_string(n) + " units" + filter.describe() + " at setup; the limit is " +
                         rangeText(limit(min), limit(max)),
                     std::move(where), std::move(related)};
    });
  }
};

}  // namespace

std::unique_ptr<Check> makeSetupAreaCountCheck() { return std::make_unique<SetupAreaCountCheck>(); }

}  // namespace hexwright::model::checks
