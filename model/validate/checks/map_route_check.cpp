// Routes (roads, trails, pikes, railroads): every hex on the map, consecutive hexes
// adjacent (a route crosses exactly one hexside between two hexes), no repeated hex.
#include <unordered_map>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class MapRouteCheck : public Check {
 public:
  std::string name() const override { return "routes"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"map.route.gap", "two consecutive hexes of a route are not adjacent", Severity::Error, false},
        {"map.route.off-map", "a route passes through a hex that is not on the map", Severity::Error, false},
        {"map.route.short", "a route with fewer than two hexes", Severity::Warning, false},
        {"map.route.repeat", "a route enters the same hex twice in a row", Severity::Warning, false},
        {"map.route.duplicate", "two routes share an id", Severity::Error, false},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    if (ctx.map().kind != GridKind::Hex) return;
    std::unordered_map<std::string_view, int> ids;
    for (const Route& r : ctx.map().routes) {
      const std::string name = "route '" + r.id.value + "'" + (r.name.empty() ? "" : " (" + r.name + ")");
      if (++ids[r.id.value] == 2)
        ctx.report(out, "map.route.duplicate", nullptr, [&] {
          return Finding{"route id '" + r.id.value + "' is used by more than one route",
                         r.path.empty() ? Location{} : ctx.atHex(r.path.front())};
        });
      if (r.path.size() < 2)
        ctx.report(out, "map.route.short", nullptr, [&] {
          return Finding{name + " has " + std::to_string(r.path.size()) + " hexes; a route needs two",
                         r.path.empty() ? Location{} : ctx.atHex(r.path.front())};
        });
      for (std::size_t i = 0; i < r.path.size(); ++i) {
        const HexCoord h = r.path[i];
        if (!ctx.map().contains(h))
          ctx.report(out, "map.route.off-map", nullptr, [&] {
            return Finding{name + " passes through hex " + ctx.label(h) + ", which is off the map", ctx.atHex(h)};
          });
        if (i == 0) continue;
        const HexCoord prev = r.path[i - 1];
        if (prev == h)
          ctx.report(out, "map.route.repeat", nullptr, [&] {
            return Finding{name + " lists hex " + ctx.label(h) + " twice in a row", ctx.atHex(h)};
          });
        else if (distance(prev, h) != 1)
          ctx.report(out, "map.route.gap", nullptr, [&] {
            return Finding{name + " jumps from hex " + ctx.label(prev) + " to hex " + ctx.label(h) + ", " +
                               std::to_string(distance(prev, h)) + " hexes away; consecutive hexes must be adjacent",
                           ctx.atHex(prev),
                           {ctx.label(h)}};
          });
      }
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeMapRouteCheck() { return std::make_unique<MapRouteCheck>(); }

}  // namespace hexwright::model::checks
