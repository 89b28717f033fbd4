// Hex features: on the map, not repeated in a hex, no more per map than the rulebook
// states, and only where the ruleset allows them:
//   <check rule="map.feature.count" feature="morass" exactly="18" ref="3.2B"/>
//   <check rule="map.feature.requires" features="ford,bridge" with-feature="stream" route="any"/>
// map.feature.requires reads features (the types it applies to), terrain, not-terrain,
// with-feature, hexside and route ("any" or route type ids); every one given must hold.
#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class MapFeatureCheck : public Check {
 public:
  std::string name() const override { return "hex features"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"map.feature.off-map", "a hex feature in a hex that is not on the map", Severity::Error, false},
        {"map.feature.duplicate", "the same feature type twice in one hex", Severity::Warning, false},
        {"map.feature.count", "more hexes with a feature than the rulebook states (or not exactly, where configured)",
         Severity::Warning, false},
        {"map.feature.requires", "a feature in a hex without the terrain, feature, hexside or route it needs",
         Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const Map& map = ctx.map();
    std::unordered_map<std::string_view, int> counts;
    for (const auto& entry : map.hexFeatures) {
      const auto& h = entry.first;
      const auto& features = entry.second;
      if (map.kind == GridKind::Hex && !map.contains(h))
        ctx.report(out, "map.feature.off-map", nullptr, [&] {
          return Finding{"hex " + ctx.label(h) + " has features but is off the map", ctx.atHex(h)};
        });
      for (std::size_t i = 0; i < features.size(); ++i) {
        ++counts[features[i].type];
        for (std::size_t j = 0; j < i; ++j)
          if (features[j].type == features[i].type)
            ctx.report(out, "map.feature.duplicate", nullptr, [&] {
              return Finding{"hex " + ctx.label(h) + " has '" + features[i].type + "' twice", ctx.atHex(h)};
            });
      }
    }
    auto countOf = [&](const std::string& type) { return counts.count(type) ? counts[type] : 0; };
    const auto countConfigs = ctx.configs("map.feature.count");
    auto configured = [&](const std::string& type) {
      for (const CheckConfig* c : countConfigs)
        if (c->param("feature") == type) return true;
      return false;
    };
    for (const HexFeatureType& t : ctx.ruleset().features)
      if (t.maxPerMap && countOf(t.id) > *t.maxPerMap && !configured(t.id))  // a <check> says it better
        ctx.report(out, "map.feature.count", nullptr, [&] {
          return Finding{std::to_string(countOf(t.id)) + " hexes have '" + t.id + "'; the rulebook states " +
                             std::to_string(*t.maxPerMap) + (t.rule.empty() ? "" : " (rule " + t.rule + ")"),
                         {}};
        });
    for (const CheckConfig* c : countConfigs) {
      const auto type = c->param("feature");
      if (!type) continue;
      const int n = countOf(*type);
      const auto exactly = c->integer("exactly"), min = c->integer("min"), max = c->integer("max");
      if ((exactly && n != *exactly) || (min && n < *min) || (max && n > *max))
        ctx.report(out, "map.feature.count", c, [&] {
          return Finding{std::to_string(n) + " hexes have '" + *type + "'; the rulebook states " +
                             (exactly ? "exactly " + std::to_string(*exactly)
                                      : rangeText(min ? std::optional<double>(*min) : std::nullopt,
                                                  max ? std::optional<double>(*max) : std::nullopt)),
                         {}};
        });
    }
    for (const CheckConfig* c : ctx.configs("map.feature.requires")) checkRequires(ctx, out, *c);
  }

 private:
  static bool hasAny(const std::vector<HexFeature>& features, const std::vector<std::string>& types) {
    return std::any_of(features.begin(), features.end(), [&](const HexFeature& f) { return listed(types, f.type); });
  }

  static void checkRequires(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const Map& map = ctx.map();
    const auto features = listParam(c, "features"), terrain = listParam(c, "terrain"),
               notTerrain = listParam(c, "not-terrain"), withFeature = listParam(c, "with-feature"),
               hexside = listParam(c, "hexside"), route = listParam(c, "route");
    std::unordered_set<HexCoord> onRoute;
    if (!route.empty())
      for (const Route& r : map.routes)
        if (listed(route, "any") || listed(route, r.type)) onRoute.insert(r.path.begin(), r.path.end());
    for (const auto& entry : map.hexFeatures) {
      const auto& h = entry.first;
      const auto& here = entry.second;
      if (!map.contains(h)) continue;
      for (const HexFeature& f : here) {
        if (!features.empty() && !listed(features, f.type)) continue;
        std::string missing;
        auto need = [&](bool ok, const std::string& what) {
          if (!ok) missing += (missing.empty() ? "" : ", ") + what;
        };
        if (!terrain.empty()) need(listed(terrain, map.terrainAt(h)), "terrain " + c.param("terrain").value_or(""));
        if (!notTerrain.empty())
          need(!listed(notTerrain, map.terrainAt(h)), "terrain other than " + c.param("not-terrain").value_or(""));
        if (!withFeature.empty()) need(hasAny(here, withFeature), "feature " + c.param("with-feature").value_or(""));
        if (!route.empty()) need(onRoute.count(h) > 0, "a route (" + c.param("route").value_or("") + ")");
        if (!hexside.empty()) {
          bool found = false;
          for (const HexsideKey& k : sidesOf(h))
            if (const auto* list = map.featuresAt(k))
              for (const HexsideFeature& s : *list) found = found || listed(hexside, s.type);
          need(found, "a hexside with " + c.param("hexside").value_or(""));
        }
        if (!missing.empty())
          ctx.report(out, "map.feature.requires", &c, [&] {
            return Finding{"'" + f.type + "' in hex " + ctx.label(h) + " needs " + missing + " there", ctx.atHex(h)};
          });
      }
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeMapFeatureCheck() { return std::make_unique<MapFeatureCheck>(); }

}  // namespace hexwright::model::checks
