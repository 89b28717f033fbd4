// Stacking limits at setup, as the ruleset states them; one <check> per limit:
//   <check rule="setup.stacking.exceeded" max-units="3" ref="8.1A"/>
//   <check rule="setup.stacking.exceeded" terrain="woods" max-units="2" max-strength="8"/>
//   <check rule="setup.stacking.exceeded" side="union" max-units="1" ref="3.1B"/>
//   <check rule="setup.stacking.exceeded" types="artillery" max-units="2" ref="3.1.5"/>
// Reads max-units, max-strength, strength-attributes (default "strength"; the first one
// a unit has counts), unit-points ("wagon:4 leader:0", per unit type), terrain (limit
// applies in these terrain types only), except-hexes (labels where the limit is lifted),
// per-side (default true: each side's units count apart), pair-exempt-types (one unit of
// these types with one unit of another type is within the strength limit, BA 8.17) and
// the unit filter (side,
// types, exclude-types, formations, leaders; leaders are not counted by default).
#include <algorithm>
#include <unordered_map>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

struct Limit {
  const CheckConfig* config = nullptr;
  UnitFilter filter;
  std::optional<int> maxUnits;
  std::optional<double> maxStrength;
  std::vector<std::string> strengthAttributes;
  std::unordered_map<std::string, double> unitPoints;
  std::vector<std::string> terrain;
  std::vector<HexCoord> exceptHexes;
  std::vector<std::string> pairExempt;
  bool perSide = true;
};

std::string number(double v) { return formatAttribute(AttributeValue{v}); }

class SetupStackingCheck : public Check {
 public:
  std::string name() const override { return "stacking"; }
  std::vector<RuleInfo> rules() const override {
    return {{"setup.stacking.exceeded", "more units or strength in a hex than the ruleset's stacking limit",
             Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs("setup.stacking.exceeded")) {
      Limit limit = makeLimit(ctx, *c);
      if (!limit.maxUnits && !limit.maxStrength) continue;  // the rulebook names the limit without giving it
      for (const auto& [hex, stack] : ctx.stacks()) {
        if (stack.size() < 2 && !limit.maxStrength && limit.maxUnits && *limit.maxUnits >= 1) continue;
        if (!limit.terrain.empty() && !listed(limit.terrain, ctx.map().terrainAt(hex))) continue;
        if (std::find(limit.exceptHexes.begin(), limit.exceptHexes.end(), hex) != limit.exceptHexes.end()) continue;
        checkHex(ctx, out, limit, hex, stack);
      }
    }
  }

 private:
  static Limit makeLimit(const ValidationContext& ctx, const CheckConfig& c) {
    Limit l;
    l.config = &c;
    l.filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    l.maxUnits = c.integer("max-units");
    l.maxStrength = c.number("max-strength");
    l.strengthAttributes = listParam(c, "strength-attributes");
    if (l.strengthAttributes.empty()) l.strengthAttributes.push_back("strength");
    for (const std::string& item : listParam(c, "unit-points")) {
      auto colon = item.find(':');
      if (colon == std::string::npos) continue;
      try {
        l.unitPoints[item.substr(0, colon)] = std::stod(item.substr(colon + 1));
      } catch (const std::exception&) {
      }
    }
    l.terrain = listParam(c, "terrain");
    for (const std::string& label : listParam(c, "except-hexes"))
      if (auto h = ctx.parseHex(label)) l.exceptHexes.push_back(*h);
    l.perSide = flagParam(c, "per-side", true);
    l.pairExempt = listParam(c, "pair-exempt-types");
    return l;
  }

  static double strengthOf(const Limit& l, const Unit& u) {
    if (auto it = l.unitPoints.find(u.type); it != l.unitPoints.end()) return it->second;
    for (const std::string& a : l.strengthAttributes)
      if (auto v = numberAttribute(u.attributes, a)) return *v;
    return 0;
  }

  static void checkHex(const ValidationContext& ctx, Diagnostics& out, const Limit& l, HexCoord hex,
                       const std::vector<std::size_t>& stack) {
    // Per side: counts while scanning, the units' ids and names only for a stack reported.
    struct Tally {
      std::string_view side;
      int units = 0;
      int exempt = 0;  // units of pair-exempt-types
      double strength = 0;
      std::vector<const Unit*> members;
    };
    std::vector<Tally> tallies;
    for (std::size_t i : stack) {
      const PlacedUnit& p = ctx.placed()[i];
      if (!l.filter.matches(ctx, *p.unit, p.placement)) continue;
      const std::string_view side = l.perSide ? std::string_view(p.unit->side.value) : std::string_view();
      auto t = std::find_if(tallies.begin(), tallies.end(), [&](const Tally& x) { return x.side == side; });
      if (t == tallies.end()) t = tallies.insert(tallies.end(), Tally{side, 0, 0, 0, {}});
      ++t->units;
      if (listed(l.pairExempt, p.unit->type)) ++t->exempt;
      t->strength += strengthOf(l, *p.unit);
      t->members.push_back(p.unit);
    }
    for (const Tally& t : tallies) {
      const bool tooMany = l.maxUnits && t.units > *l.maxUnits;
      // A stated exception (Bloody April 8.17): one unit of pair-exempt-types with one
      // unit of another type keeps within the strength limit whatever its size.
      const bool tooStrong =
          !tooMany && l.maxStrength && t.strength > *l.maxStrength && !(t.units == 2 && t.exempt == 1);
      if (!tooMany && !tooStrong) continue;
      ctx.report(out, "setup.stacking.exceeded", l.config, [&] {
        const std::string what = tooMany ? std::to_string(t.units) + " units" + l.filter.describe() +
                                               "; the limit is " + std::to_string(*l.maxUnits)
                                         : number(t.strength) + " strength points" + l.filter.describe() +
                                               "; the limit is " + number(*l.maxStrength);
        std::string list;
        std::vector<std::string> ids;
        for (const Unit* u : t.members) {
          list += (list.empty() ? "" : ", ") + ctx.unitName(*u);
          ids.push_back(u->id.value);
        }
        const std::string terrain = l.terrain.empty() ? "" : " (" + ctx.map().terrainAt(hex) + ")";
        return Finding{"hex " + ctx.label(hex) + terrain + " holds " + what + " [" + list + "]", ctx.atHex(hex),
                       std::move(ids)};
      });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeSetupStackingCheck() { return std::make_unique<SetupStackingCheck>(); }

}  // namespace hexwright::model::checks
