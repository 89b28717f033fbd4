// Named areas (setup zones, entry areas, objectives): unique ids, hexes on the map, a
// known owning side, not empty; and, where configured, the areas the rulebook requires:
//   <check rule="map.area.required" kind="division-area" side="union" min="3" ref="14.1C"/>
// With per-side="true" every side that has units in the battle (set up or arriving) needs
// its own: a rule on each scenario (Huzzah! 19.8.6, a friendly board edge per side) that a
// new battle with no units yet does not trip.
#include <algorithm>
#include <unordered_set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class MapAreaCheck : public Check {
 public:
  std::string name() const override { return "areas"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"map.area.duplicate", "two areas share an id", Severity::Error, false},
        {"map.area.off-map", "an area holds a hex that is not on the map", Severity::Error, false},
        {"map.area.empty", "an area with no hexes (and, on a table, no polygon)", Severity::Warning, false},
        {"map.area.side", "an area is owned by a side the scenario does not have", Severity::Error, false},
        {"map.area.required", "fewer (or more) areas of a kind than the rulebook requires", Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    std::unordered_set<std::string_view> seen;
    const bool hex = ctx.map().kind == GridKind::Hex;
    for (const NamedArea& a : ctx.map().areas) {
      const std::string name = "area '" + a.id.value + "'";
      if (!seen.insert(a.id.value).second)
        ctx.report(out, "map.area.duplicate", nullptr, [&] {
          return Finding{"area id '" + a.id.value + "' is used by more than one area", {}};
        });
      if (a.hexes.empty() && a.polygon.empty())
        ctx.report(out, "map.area.empty", nullptr, [&] {
          return Finding{name + " has no hexes" + (hex ? "" : " and no polygon"), {}};
        });
      if (!a.side.empty() && !ctx.sideKnown(a.side))
        ctx.report(out, "map.area.side", nullptr, [&] {
          return Finding{name + " belongs to side '" + a.side + "', which the scenario does not have", {}};
        });
      if (!hex) continue;
      for (HexCoord h : a.hexes)
        if (!ctx.map().contains(h))
          ctx.report(out, "map.area.off-map", nullptr, [&] {
            return Finding{name + " holds hex " + ctx.label(h) + ", which is off the map", ctx.atHex(h)};
          });
    }
    for (const CheckConfig* c : ctx.configs("map.area.required")) {
      if (flagParam(*c, "per-side", false)) {
        for (const std::string& side : sidesWithUnits(ctx)) required(ctx, out, *c, side);
      } else {
        required(ctx, out, *c, c->param("side"));
      }
    }
  }

 private:
  static void required(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c,
                       const std::optional<std::string>& side) {
    const auto kind = c.param("kind");
    int n = 0;
    for (const NamedArea& a : ctx.map().areas)
      if ((!kind || a.kind == *kind) && (!side || a.side == *side)) ++n;
    auto min = c.integer("min"), max = c.integer("max");
    if (!min && !max) min = 1;
    if ((min && n < *min) || (max && n > *max))
      ctx.report(out, "map.area.required", &c, [&] {
        return Finding{"the map has " + std::to_string(n) + " " + (kind ? *kind : std::string("")) + " areas" +
                           (side ? " of side " + *side : "") + "; the rulebook needs " +
                           rangeText(min ? std::optional<double>(*min) : std::nullopt,
                                     max ? std::optional<double>(*max) : std::nullopt),
                       {}};
      });
  }

  /// The sides of the units set up or scheduled to arrive, in order of first appearance.
  static std::vector<std::string> sidesWithUnits(const ValidationContext& ctx) {
    std::vector<std::string> sides;
    auto add = [&](const Unit* u) {
      if (u && !u->side.value.empty() && std::find(sides.begin(), sides.end(), u->side.value) == sides.end())
        sides.push_back(u->side.value);
    };
    for (const PlacedUnit& p : ctx.placed()) add(p.unit);
    for (const Reinforcement& r : ctx.scenario().reinforcements)
      for (const UnitId& id : r.units) add(ctx.unit(id.value));
    return sides;
  }
};

}  // namespace

std::unique_ptr<Check> makeMapAreaCheck() { return std::make_unique<MapAreaCheck>(); }

}  // namespace hexwright::model::checks
