// Where the ruleset says units may or must not set up:
//   <check rule="setup.hex.prohibited" side="union" feature="bark-road" ref="9.2D"/>
//   <check rule="setup.hex.prohibited" area-kind="entry" area-side="other" ref="7.1E"/>
//   <check rule="setup.hex.required" side="union" exclude-types="artillery" feature="camp" ref="29.5"/>
//   <check rule="setup.hex.required" side="confederate" types="artillery" hexside="rifle-pit" ref="14.2C"/>
// Conditions (any one given that holds counts): terrain, feature (feature-side="own" or
// "other" compares the feature's side/owner attribute with the unit's side), hexes
// (labels), area-kind (area-side="own|other|<side>"), hexside (a side of the hex has
// it; directional ones must point toward the hex), route ("any" or route types: a route
// passes through the hex; Huzzah! 24.1.5, columns only on thoroughfares). Plus the unit filter.
#include <algorithm>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

bool sideRelation(const std::string& relation, const std::string& owner, const std::string& unitSide) {
  if (relation.empty()) return true;
  if (owner.empty()) return false;
  if (relation == "own") return owner == unitSide;
  if (relation == "other") return owner != unitSide;
  return owner == relation;
}

/// Which condition a hex meets: what ("terrain", "feature", …) and the id, both views into
/// the scenario or the config, so testing a hex allocates nothing.
struct Met {
  std::string_view what, id;
  explicit operator bool() const { return !what.empty(); }
  std::string text() const { return id.empty() ? std::string(what) : std::string(what) + " " + std::string(id); }
};

struct HexCondition {
  std::vector<std::string> terrain, features, hexsides, areaKinds, routes;
  std::vector<HexCoord> hexes;
  std::string featureSide, areaSide;

  HexCondition(const ValidationContext& ctx, const CheckConfig& c)
      : terrain(listParam(c, "terrain")),
        features(listParam(c, "feature")),
        hexsides(listParam(c, "hexside")),
        areaKinds(listParam(c, "area-kind")),
        routes(listParam(c, "route")),
        featureSide(c.param("feature-side").value_or("")),
        areaSide(c.param("area-side").value_or("")) {
    for (const std::string& label : listParam(c, "hexes"))
      if (auto h = ctx.parseHex(label)) hexes.push_back(*h);
  }
  bool empty() const {
    return terrain.empty() && features.empty() && hexsides.empty() && areaKinds.empty() && hexes.empty() &&
           routes.empty();
  }

  /// The first condition the hex meets; false when none holds.
  Met met(const ValidationContext& ctx, HexCoord h, const std::string& side) const {
    const Map& map = ctx.map();
    if (listed(terrain, map.terrainAt(h))) return {"terrain", map.terrainAt(h)};
    if (const auto* here = map.featuresAt(h))
      for (const HexFeature& f : *here) {
        if (!listed(features, f.type)) continue;
        if (featureSide.empty()) return {"feature", f.type};
        auto owner = textAttribute(f.attributes, "side");
        if (!owner) owner = textAttribute(f.attributes, "owner");
        if (sideRelation(featureSide, owner.value_or(""), side)) return {"feature", f.type};
      }
    if (std::find(hexes.begin(), hexes.end(), h) != hexes.end()) return {"a listed hex", {}};
    if (!areaKinds.empty())
      for (const NamedArea& a : map.areas)
        if (listed(areaKinds, a.kind) && sideRelation(areaSide, a.side, side) && ctx.areaContains(a, h))
          return {"area", a.id.value};
    if (!hexsides.empty())
      for (const HexsideKey& k : sidesOf(h))
        if (const auto* list = map.featuresAt(k))
          for (const HexsideFeature& f : *list)
            if (listed(hexsides, f.type) && (!f.toward || *f.toward == h)) return {"hexside", f.type};
    if (!routes.empty())
      for (const Route* r : ctx.routesAt(h))
        if (listed(routes, "any") || listed(routes, r->type)) return {"route", r->type};
    return {};
  }
};

class SetupHexRulesCheck : public Check {
 public:
  std::string name() const override { return "setup hexes"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"setup.hex.prohibited", "a unit is set up in a hex the ruleset forbids to it", Severity::Error, true},
        {"setup.hex.required", "a unit is set up outside the hexes the ruleset requires for it", Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (bool required : {false, true}) {
      const std::string rule = required ? "setup.hex.required" : "setup.hex.prohibited";
      for (const CheckConfig* c : ctx.configs(rule)) {
        const HexCondition cond(ctx, *c);
        if (cond.empty()) continue;
        const UnitFilter filter = UnitFilter::fromConfig(*c);
        for (const PlacedUnit& p : ctx.placed()) {
          if (!p.hex || !filter.matches(ctx, *p.unit, p.placement)) continue;
          const Met met = cond.met(ctx, *p.hex, p.unit->side.value);
          if (required == static_cast<bool>(met)) continue;
          ctx.report(out, rule, c, [&] {
            const std::string unit =
                "unit " + ctx.unitName(*p.unit) + " (" + p.unit->side.value + " " + p.unit->type + ")";
            return Finding{required
                               ? unit + " is set up in hex " + ctx.label(*p.hex) + ", which has none of " + wanted(*c)
                               : unit + " is set up in hex " + ctx.label(*p.hex) + " with " + met.text() +
                                     ", where it may not set up",
                           ctx.atUnit(p.unit->id.value, p.hex)};
          });
        }
      }
    }
  }

 private:
  static std::string wanted(const CheckConfig& c) {
    std::string out;
    for (const char* key : {"terrain", "feature", "hexes", "area-kind", "hexside", "route"})
      if (auto v = c.param(key)) out += (out.empty() ? "" : "; ") + std::string(key) + " " + *v;
    return out;
  }
};

}  // namespace

std::unique_ptr<Check> makeSetupHexRulesCheck() { return std::make_unique<SetupHexRulesCheck>(); }

}  // namespace hexwright::model::checks
