// Hexes the rulebook names: they exist on the map and carry what the rulebook says.
//   <check rule="map.hex.required" hexes="4318,4517" feature="landing" ref="5.4B"/>
//   <check rule="map.hex.required" hexes="2101 2201 2301" impassable="true" ref="1.1.2B"/>
//   <check rule="map.hex.required" hexes="3026,4715" edge="true" ref="11.5A"/>
// Reads hexes (printed labels), feature (feature type ids, one must be present),
// terrain (terrain ids, one must match), edge and impassable ("true").
#include <algorithm>
#include <set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class MapNamedHexCheck : public Check {
 public:
  std::string name() const override { return "named hexes"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"map.hex.required", "a hex the rulebook names is not on the map", Severity::Error, true},
        {"map.hex.property",
         "a hex the rulebook names lacks the feature, terrain, edge position or impassability "
         "it states",
         Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    if (ctx.map().kind != GridKind::Hex) return;
    std::set<std::string> missingReported;  // a hex several <check>s name is reported missing once
    for (const CheckConfig* c : ctx.configs("map.hex.required")) {
      const auto features = listParam(*c, "feature"), terrain = listParam(*c, "terrain");
      const bool edge = flagParam(*c, "edge", false), impassable = flagParam(*c, "impassable", false);
      for (const std::string& label : listParam(*c, "hexes")) {
        const auto h = ctx.parseHex(label);
        if (!h || !ctx.map().contains(*h)) {
          if (!missingReported.insert(label).second) continue;
          Location where;
          where.hexLabel = label;
          ctx.report(out, "map.hex.required", c, [&] {
            return Finding{"hex " + label + ", which the rulebook names, is not on the map", where};
          });
          continue;
        }
        std::string missing;
        auto need = [&](bool ok, const std::string& what) {
          if (!ok) missing += (missing.empty() ? "" : ", ") + what;
        };
        if (!features.empty()) {
          const auto* here = ctx.map().featuresAt(*h);
          need(here && std::any_of(here->begin(), here->end(),
                                   [&](const HexFeature& f) { return listed(features, f.type); }),
               "feature " + c->param("feature").value_or(""));
        }
        if (!terrain.empty())
          need(listed(terrain, ctx.map().terrainAt(*h)), "terrain " + c->param("terrain").value_or(""));
        if (edge) need(ctx.map().grid().onEdge(*h), "a position on the map edge");
        if (impassable) need(ctx.impassable(*h), "to be impassable");
        if (!missing.empty())
          ctx.report(out, "map.hex.property", c, [&] {
            return Finding{"hex " + label + " needs " + missing, ctx.atHex(*h)};
          });
      }
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeMapNamedHexCheck() { return std::make_unique<MapNamedHexCheck>(); }

}  // namespace hexwright::model::checks
