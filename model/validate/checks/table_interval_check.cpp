// Lateral intervals between regiments of one formation on a tabletop (DOTC RULE-02-5.4:
// regiments of a brigade keep "a minimum lateral interval of 0.5"-1.0" between their flank
// stands"):
//   <check rule="table.formation.interval" level="brigade" min-gap="0.5" when-state="line-of-battle"
//          ref="RULE-02-5.4-a"/>
// Reads level (the formation level whose units keep the interval; default brigade), min-gap
// (inches; absent or unknown: not checked), max-facing-difference (degrees; default 45),
// strength-attribute (default `stands`) and the unit filter (leaders excluded by default).
//
// Geometry (the model holds one point and a facing per unit, no stands):
// * A unit's position is the centre of the unit (README "Table coordinates"); its front
//   is a segment of `stands × base width` inches (the unit type's base-width-inches),
//   centred on the position and perpendicular to the facing (degrees clockwise from the
//   top of the table, y growing southward). That is a single-rank Line of Battle; use
//   when-state to check only units in line. Were the position the centre of the front
//   edge instead, the lateral geometry would be the same: it only shifts the point along
//   the facing.
// * Two units of one formation at `level` are side by side when their facings differ by at
//   most max-facing-difference and the offset between their positions is mostly lateral:
//   along the mean lateral axis at least as long as along the mean facing. Units one
//   behind the other (a second line) are not compared.
// * The interval is the lateral distance between the positions less the two half-fronts;
//   below min-gap (negative: the fronts overlap) is reported once per pair.
// Units without a position, a facing, a base width or a formation at `level` are skipped.
#include <cmath>
#include <numbers>
#include <unordered_map>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

std::string num(double v) { return formatAttribute(AttributeValue{std::round(v * 100) / 100}); }

struct Front {
  const PlacedUnit* placed = nullptr;
  Vec2 centre;
  double facing = 0;  // degrees
  double width = 0;   // inches
};

/// Smallest difference between two directions, 0..180 degrees.
double angleBetween(double a, double b) {
  double d = std::fmod(std::abs(a - b), 360.0);
  return d > 180 ? 360 - d : d;
}

class TableIntervalCheck : public Check {
 public:
  std::string name() const override { return "table intervals"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"table.formation.interval",
         "two side-by-side units of one formation closer at their flanks than the ruleset's interval (or overlapping)",
         Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    if (!ctx.isTable()) return;
    for (const CheckConfig* c : ctx.configs("table.formation.interval")) check(ctx, out, *c);
  }

 private:
  static void check(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto minGap = c.number("min-gap");
    if (!minGap) return;
    const double maxFacing = c.number("max-facing-difference").value_or(45);
    const std::string level = c.param("level").value_or("brigade");
    const std::string attribute = c.param("strength-attribute").value_or("stands");
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    // Fronts grouped by formation, formations in setup order.
    std::vector<std::pair<const Formation*, std::vector<Front>>> groups;
    std::unordered_map<const Formation*, std::size_t> groupIndex;
    for (const PlacedUnit& p : ctx.placed()) {
      if (!p.placement->position || !p.placement->facingDegrees || !p.type) continue;
      if (!filter.matches(ctx, *p.unit, p.placement)) continue;
      const NumberRange& base = p.type->baseWidthInches;
      const auto baseWidth = base.single() ? base.single() : base.min;
      const auto stands = numberAttribute(p.unit->attributes, attribute);
      if (!baseWidth || !stands) continue;
      const Formation* f = ctx.ancestorAt(*p.unit, level);
      if (!f) continue;
      auto [it, added] = groupIndex.emplace(f, groups.size());
      if (added) groups.push_back({f, {}});
      groups[it->second].second.push_back(
          Front{&p, *p.placement->position, *p.placement->facingDegrees, *stands * *baseWidth});
    }
    for (const auto& [formation, fronts] : groups)
      for (std::size_t i = 0; i < fronts.size(); ++i)
        for (std::size_t j = i + 1; j < fronts.size(); ++j)
          compare(ctx, out, c, *formation, fronts[i], fronts[j], *minGap, maxFacing);
  }

  static void compare(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c, const Formation& formation,
                      const Front& a, const Front& b, double minGap, double maxFacing) {
    if (angleBetween(a.facing, b.facing) > maxFacing) return;
    // Mean facing (as a unit vector sum, so 350° and 10° average to 0°).
    constexpr double kRad = std::numbers::pi / 180;
    const double fx = std::sin(a.facing * kRad) + std::sin(b.facing * kRad);
    const double fy = -std::cos(a.facing * kRad) - std::cos(b.facing * kRad);
    const double len = std::hypot(fx, fy);
    if (len < 1e-9) return;
    const Vec2 forward{fx / len, fy / len};
    const Vec2 lateral{-forward.y, forward.x};  // to the right of the facing
    const double dx = b.centre.x - a.centre.x;
    const double dy = b.centre.y - a.centre.y;
    const double across = std::abs(dx * lateral.x + dy * lateral.y);
    const double along = std::abs(dx * forward.x + dy * forward.y);
    if (along > across) return;  // one behind the other, not side by side
    const double gap = across - (a.width + b.width) / 2;
    if (gap >= minGap - 1e-9) return;
    const std::string what = gap < -1e-9 ? "overlap by " + num(-gap) + "\" at their flanks"
                                         : "stand " + num(gap) + "\" apart at their flanks";
    ctx.report(out, "table.formation.interval", &c, [&] {
      return Finding{"units " + ctx.unitName(*a.placed->unit) + " and " + ctx.unitName(*b.placed->unit) + " of " +
                         ctx.formationName(formation) + " (fronts " + num(a.width) + "\" and " + num(b.width) + "\") " +
                         what + "; the minimum interval is " + num(minGap) + "\"",
                     ctx.atUnit(*a.placed->unit),
                     {b.placed->unit->id.value}};
    });
  }
};

}  // namespace

std::unique_ptr<Check> makeTableIntervalCheck() { return std::make_unique<TableIntervalCheck>(); }

}  // namespace hexwright::model::checks
