// Elevation levels: every hex's level lies within the ruleset's levels (its stated
// min/max, else its named levels); a ruleset without elevation has every hex at 0.
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class MapElevationCheck : public Check {
 public:
  std::string name() const override { return "elevation"; }
  std::vector<RuleInfo> rules() const override {
    return {{"map.elevation.range", "a hex's elevation is outside the ruleset's levels", Severity::Error, false}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const Map& map = ctx.map();
    const Elevation& el = ctx.ruleset().elevation;
    if (map.kind != GridKind::Hex || el.kind == ElevationKind::Unknown || !ctx.enabled("map.elevation.range")) return;
    std::optional<int> lo, hi;
    if (el.kind == ElevationKind::None) {
      lo = hi = 0;
    } else {
      lo = el.minLevel;
      hi = el.maxLevel;
      if (!lo && !el.levels.empty()) lo = el.levels.front().level;
      if (!hi && !el.levels.empty()) hi = el.levels.back().level;
    }
    if (!lo && !hi) return;
    const std::string limit = el.kind == ElevationKind::None
                                  ? "ruleset '" + ctx.ruleset().id + "' has no elevation"
                                  : "the levels are " + (lo ? std::to_string(*lo) : std::string("?")) + ".." +
                                        (hi ? std::to_string(*hi) : std::string("?"));
    const std::string rule = el.rule.empty() ? "" : " (rule " + el.rule + ")";
    const HexGrid& grid = map.grid();
    for (std::size_t i = 0; i < grid.size(); ++i) {
      const HexCoord h = grid.at(i);
      const int level = map.elevationAt(h);
      if ((lo && level < *lo) || (hi && level > *hi))
        ctx.report(out, "map.elevation.range", nullptr, [&] {
          return Finding{"hex " + ctx.label(h) + " is at elevation " + std::to_string(level) + "; " + limit + rule,
                         ctx.atHex(h)};
        });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeMapElevationCheck() { return std::make_unique<MapElevationCheck>(); }

}  // namespace hexwright::model::checks
