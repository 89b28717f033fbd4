// Every id the scenario uses is one the ruleset defines: terrain, hex features, hexside
// features, routes, unit types, OOB levels, sides, area kinds and vector feature types.
#include "model/map/kept_ground.h"
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class IdsCheck : public Check {
 public:
  std::string name() const override { return "ids"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"ids.terrain.unknown", "a hex has no terrain, or terrain the ruleset does not define", Severity::Error, false},
        {"ids.feature.unknown", "a hex feature type the ruleset does not define", Severity::Error, false},
        {"ids.hexside.unknown", "a hexside feature type the ruleset does not define", Severity::Error, false},
        {"ids.route.unknown", "a route type the ruleset does not define", Severity::Error, false},
        {"ids.unit-type.unknown", "a unit type the ruleset does not define", Severity::Error, false},
        {"ids.level.unknown", "a formation level that is not one of the ruleset's OOB levels", Severity::Error, false},
        {"ids.side.unknown", "a unit or formation of a side the scenario does not have", Severity::Error, false},
        {"ids.area-kind.unknown", "a named area of a kind the ruleset does not define", Severity::Warning, false},
        {"ids.vector.unknown", "a vector feature whose type is no terrain, feature, hexside or route type",
         Severity::Error, false},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const Map& map = ctx.map();
    const std::string& rs = ctx.ruleset().id;
    if (map.kind == GridKind::Hex && ctx.enabled("ids.terrain.unknown")) {
      const HexGrid& grid = map.grid();
      const TypeId* lastGood = nullptr;  // most hexes repeat the previous hex's terrain
      for (std::size_t i = 0; i < grid.size(); ++i) {
        const HexCoord h = grid.at(i);
        const TypeId& t = map.terrainAt(h);
        if (lastGood && t == *lastGood) continue;
        if (!t.empty() && ctx.terrain(t)) {
          lastGood = &t;
          continue;
        }
        ctx.report(out, "ids.terrain.unknown", nullptr, [&] {
          return Finding{t.empty() ? "hex " + ctx.label(h) + " has no terrain"
                                   : "hex " + ctx.label(h) + " has terrain '" + t + "', which ruleset '" + rs +
                                         "' does not define",
                         ctx.atHex(h)};
        });
      }
    }
    for (const auto& entry : map.hexFeatures) {
      const auto& h = entry.first;
      for (const HexFeature& f : entry.second)
        if (!ctx.featureType(f.type))
          ctx.report(out, "ids.feature.unknown", nullptr, [&] {
            return Finding{
                "hex " + ctx.label(h) + " has feature '" + f.type + "', which ruleset '" + rs + "' does not define",
                ctx.atHex(h)};
          });
    }
    for (const auto& entry : map.hexsideFeatures) {
      const auto& k = entry.first;
      for (const HexsideFeature& f : entry.second)
        if (!ctx.hexsideType(f.type))
          ctx.report(out, "ids.hexside.unknown", nullptr, [&] {
            return Finding{"a hexside of hex " + ctx.label(k.hex) + " has feature '" + f.type + "', which ruleset '" +
                               rs + "' does not define",
                           ctx.atHexside(k)};
          });
    }
    for (const Route& r : map.routes)
      if (!ctx.routeType(r.type))
        ctx.report(out, "ids.route.unknown", nullptr, [&] {
          return Finding{
              "route '" + r.id.value + "' has type '" + r.type + "', which ruleset '" + rs + "' does not define",
              r.path.empty() ? Location{} : ctx.atHex(r.path.front())};
        });
    checkOob(ctx, out);
    checkAreasAndVectors(ctx, out);
  }

 private:
  static void checkOob(const ValidationContext& ctx, Diagnostics& out) {
    const std::string& rs = ctx.ruleset().id;
    for (const Unit& u : ctx.scenario().oob.units) {
      if (!ctx.unitType(u.type))
        ctx.report(out, "ids.unit-type.unknown", nullptr, [&] {
          return Finding{
              "unit " + ctx.unitName(u) + " has type '" + u.type + "', which ruleset '" + rs + "' does not define",
              ctx.atUnit(u)};
        });
      if (!ctx.sideKnown(u.side.value))
        ctx.report(out, "ids.side.unknown", nullptr, [&] {
          return Finding{
              "unit " + ctx.unitName(u) + " is on side '" + u.side.value + "', which is not a side of the scenario",
              ctx.atUnit(u)};
        });
    }
    const bool levels = !ctx.ruleset().oobLevels.empty();
    for (const Formation& f : ctx.scenario().oob.formations) {
      if (levels && !ctx.level(f.level))
        ctx.report(out, "ids.level.unknown", nullptr, [&] {
          return Finding{"formation " + ctx.formationName(f) + " has level '" + f.level +
                             "', which is not an OOB level of ruleset '" + rs + "'",
                         ctx.atFormation(f.id.value)};
        });
      if (!ctx.sideKnown(f.side.value))
        ctx.report(out, "ids.side.unknown", nullptr, [&] {
          return Finding{"formation " + ctx.formationName(f) + " is on side '" + f.side.value +
                             "', which is not a side of the scenario",
                         ctx.atFormation(f.id.value)};
        });
    }
  }

  static void checkAreasAndVectors(const ValidationContext& ctx, Diagnostics& out) {
    const Ruleset& r = ctx.ruleset();
    if (!r.areaKinds.empty())
      for (const NamedArea& a : ctx.map().areas)
        if (!a.kind.empty() && !r.findAreaKind(a.kind))
          ctx.report(out, "ids.area-kind.unknown", nullptr, [&] {
            return Finding{
                "area '" + a.id.value + "' has kind '" + a.kind + "', which ruleset '" + r.id + "' does not define",
                {}};
          });
    for (const VectorLayer& layer : ctx.map().vectorLayers)
      for (const VectorFeature& f : layer.features)
        // Contour lines an import kept from a DEM are the map's drawing, not a game type.
        if (!(f.type == kContourType && !layer.source.empty()) && !ctx.terrain(f.type) && !ctx.featureType(f.type) &&
            !ctx.hexsideType(f.type) && !ctx.routeType(f.type))
          ctx.report(out, "ids.vector.unknown", nullptr, [&] {
            return Finding{"vector feature '" + f.id.value + "' in layer '" + layer.id.value + "' has type '" + f.type +
                               "', which ruleset '" + r.id + "' does not define",
                           {}};
          });
  }
};

}  // namespace

std::unique_ptr<Check> makeIdsCheck() { return std::make_unique<IdsCheck>(); }

}  // namespace hexwright::model::checks
