// Hexside features: on the map, directional ones with a valid direction, bordering the
// terrain and features the schema allows, and (where configured) the elevation relation
// the rulebook states:
//   <check rule="map.hexside.elevation" types="ridge" require="equal" level="0"/>
//   <check rule="map.hexside.elevation" types="slope" require="toward-lower"/>
#include <algorithm>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

bool hasFeatureIn(const Map& map, HexCoord h, const std::vector<TypeId>& types) {
  const auto* features = map.featuresAt(h);
  if (!features) return false;
  return std::any_of(features->begin(), features->end(),
                     [&](const HexFeature& f) { return std::find(types.begin(), types.end(), f.type) != types.end(); });
}

class MapHexsideCheck : public Check {
 public:
  std::string name() const override { return "hexsides"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"map.hexside.off-map", "a hexside feature between two hexes that are both off the map", Severity::Error,
         false},
        {"map.hexside.direction-missing", "a directional hexside feature (slope, rifle pit) without its toward hex",
         Severity::Error, false},
        {"map.hexside.direction-invalid", "a hexside feature's toward hex is not one of the hexside's two hexes",
         Severity::Error, false},
        {"map.hexside.direction-unexpected", "a toward hex on a hexside feature the schema does not make directional",
         Severity::Warning, false},
        {"map.hexside.duplicate", "the same hexside feature type twice on one hexside", Severity::Warning, false},
        {"map.hexside.terrain", "a hexside feature borders no hex of the terrain its schema entry requires",
         Severity::Error, false},
        {"map.hexside.feature", "a hexside feature borders no hex with the feature its schema entry requires",
         Severity::Error, false},
        {"map.hexside.elevation", "a hexside feature between hexes whose elevations break the configured relation",
         Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const Map& map = ctx.map();
    // Parameters parsed once per <check>, not once per hexside.
    std::vector<Elevation> elevationConfigs;
    for (const CheckConfig* c : ctx.configs("map.hexside.elevation"))
      elevationConfigs.push_back({c, listParam(*c, "types"), c->param("require").value_or(""), c->integer("level")});
    for (const auto& entry : map.hexsideFeatures) {
      const auto& key = entry.first;
      const auto& features = entry.second;
      if (!map.containsSide(key)) {
        ctx.report(out, "map.hexside.off-map", nullptr, [&] {
          return Finding{"hexside " + side(ctx, key) + " is off the map", ctx.atHexside(key)};
        });
        continue;
      }
      const auto hexes = hexesOf(key);
      const bool in0 = map.contains(hexes[0]), in1 = map.contains(hexes[1]);
      for (std::size_t i = 0; i < features.size(); ++i) {
        const HexsideFeature& f = features[i];
        for (std::size_t j = 0; j < i; ++j)
          if (features[j].type == f.type)
            ctx.report(out, "map.hexside.duplicate", nullptr, [&] {
              return Finding{"hexside " + side(ctx, key) + " has '" + f.type + "' twice", ctx.atHexside(key)};
            });
        const HexsideType* t = ctx.hexsideType(f.type);
        if (!t) continue;  // ids.hexside.unknown
        checkDirection(ctx, out, key, f, *t);
        if (!t->bordersTerrain.empty()) {
          auto fits = [&](HexCoord h) {
            return map.contains(h) && std::find(t->bordersTerrain.begin(), t->bordersTerrain.end(), map.terrainAt(h)) !=
                                          t->bordersTerrain.end();
          };
          if (!fits(hexes[0]) && !fits(hexes[1]))
            ctx.report(out, "map.hexside.terrain", nullptr, [&] {
              return Finding{"'" + t->id + "' on hexside " + side(ctx, key) + " borders no hex of terrain " +
                                 join(t->bordersTerrain) + suffix(*t),
                             ctx.atHexside(key)};
            });
        }
        if (!t->bordersFeatures.empty() && !hasFeatureIn(map, hexes[0], t->bordersFeatures) &&
            !hasFeatureIn(map, hexes[1], t->bordersFeatures))
          ctx.report(out, "map.hexside.feature", nullptr, [&] {
            return Finding{"'" + t->id + "' on hexside " + side(ctx, key) + " borders no hex with feature " +
                               join(t->bordersFeatures) + suffix(*t),
                           ctx.atHexside(key)};
          });
        if (in0 && in1)
          for (const Elevation& e : elevationConfigs) checkElevation(ctx, out, e, key, f);
      }
    }
  }

 private:
  static std::string side(const ValidationContext& ctx, HexsideKey k) { return ctx.hexsideLabel(k); }
  /// "downhill hex" from toward="downhill" or toward="downhill hex" (or "protected hex
  /// (owner)"): the schema's words, with "hex" added only when they lack it.
  static std::string towardHex(const HexsideType& t) {
    const std::string m = t.towardMeaning.empty() ? "toward" : t.towardMeaning;
    return m.find("hex") != std::string::npos ? m : m + " hex";
  }
  static std::string join(const std::vector<TypeId>& ids) {
    std::string s;
    for (const auto& id : ids) s += (s.empty() ? "" : " or ") + id;
    return s;
  }
  static std::string suffix(const HexsideType& t) { return t.rule.empty() ? "" : " (rule " + t.rule + ")"; }

  static void checkDirection(const ValidationContext& ctx, Diagnostics& out, HexsideKey key, const HexsideFeature& f,
                             const HexsideType& t) {
    if (!f.toward) {
      if (t.directional)
        ctx.report(out, "map.hexside.direction-missing", nullptr, [&] {
          return Finding{
              "'" + t.id + "' on hexside " + side(ctx, key) + " does not record its " + towardHex(t) + suffix(t),
              ctx.atHexside(key)};
        });
      return;
    }
    if (sideDirectionFrom(key, *f.toward) < 0)
      ctx.report(out, "map.hexside.direction-invalid", nullptr, [&] {
        return Finding{"'" + t.id + "' on hexside " + side(ctx, key) + " points toward hex " + ctx.label(*f.toward) +
                           ", which is not on that hexside",
                       ctx.atHexside(key)};
      });
    else if (!t.directional)
      ctx.report(out, "map.hexside.direction-unexpected", nullptr, [&] {
        return Finding{"'" + t.id + "' on hexside " + side(ctx, key) + " records a toward hex but is not directional",
                       ctx.atHexside(key)};
      });
  }

  struct Elevation {
    const CheckConfig* config;
    std::vector<std::string> types;
    std::string require;
    std::optional<int> level;
  };

  static void checkElevation(const ValidationContext& ctx, Diagnostics& out, const Elevation& e, HexsideKey key,
                             const HexsideFeature& f) {
    if (!e.types.empty() && !listed(e.types, f.type)) return;
    const auto h = hexesOf(key);
    const int e0 = ctx.map().elevationAt(h[0]), e1 = ctx.map().elevationAt(h[1]);
    enum class Problem { None, Equal, Different, NotLower, Level } problem = Problem::None;
    HexCoord other{};
    if (e.require == "equal" && e0 != e1) problem = Problem::Equal;
    if (e.require == "different" && e0 == e1) problem = Problem::Different;
    if (e.require == "toward-lower" && f.toward && sideDirectionFrom(key, *f.toward) >= 0) {
      other = *f.toward == h[0] ? h[1] : h[0];
      if (ctx.map().elevationAt(*f.toward) >= ctx.map().elevationAt(other)) problem = Problem::NotLower;
    }
    if (e.level && problem == Problem::None && (e0 != *e.level || e1 != *e.level)) problem = Problem::Level;
    if (problem == Problem::None) return;
    ctx.report(out, "map.hexside.elevation", e.config, [&] {
      const std::string levels = " (levels " + std::to_string(e0) + " and " + std::to_string(e1) + ")";
      std::string text;
      switch (problem) {
        case Problem::Equal:
          text = "lies between hexes of different elevation" + levels;
          break;
        case Problem::Different:
          text = "lies between hexes of the same elevation" + levels;
          break;
        case Problem::NotLower:
          text = "points toward hex " + ctx.label(*f.toward) + ", which is not lower than " + ctx.label(other) + levels;
          break;
        case Problem::Level:
          text = "must lie between hexes at level " + std::to_string(*e.level) + levels;
          break;
        case Problem::None:
          break;
      }
      return Finding{"'" + f.type + "' on hexside " + side(ctx, key) + " " + text, ctx.atHexside(key)};
    });
  }
};

}  // namespace

std::unique_ptr<Check> makeMapHexsideCheck() { return std::make_unique<MapHexsideCheck>(); }

}  // namespace hexwright::model::checks
