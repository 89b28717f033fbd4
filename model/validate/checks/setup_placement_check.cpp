// Every setup entry: names a unit of the OOB once, puts it somewhere (a hex on the map,
// an area, or a tabletop position), inside the area it names, with a valid facing, and
// not in terrain the unit may not enter.
#include <unordered_set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class SetupPlacementCheck : public Check {
 public:
  std::string name() const override { return "placement"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"setup.unit.unknown", "a setup entry names a unit the OOB does not have", Severity::Error, false},
        {"setup.unit.duplicate", "a unit is set up twice", Severity::Error, false},
        {"setup.unit.reinforcement", "a unit is both set up and scheduled as a reinforcement", Severity::Error, false},
        {"setup.position.missing", "a setup entry gives no hex, area or (on a table) position", Severity::Error, false},
        {"setup.off-map", "a unit is set up on a hex that is not on the map", Severity::Error, false},
        {"setup.area.unknown", "a setup entry names an area the map does not have", Severity::Error, false},
        {"setup.area.outside", "a unit is set up outside the area its setup entry names", Severity::Error, false},
        {"setup.area.side", "a unit is set up in an area that belongs to another side", Severity::Error, false},
        {"setup.facing.range", "a facing outside 0..5 (hex) or 0..360 degrees (table)", Severity::Error, false},
        {"setup.terrain.prohibited", "a unit is set up in an impassable hex or terrain its type may not enter",
         Severity::Error, false},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    std::unordered_set<std::string_view> reinforced;
    for (const Reinforcement& r : ctx.scenario().reinforcements)
      for (const UnitId& u : r.units) reinforced.insert(u.value);
    std::unordered_set<std::string_view> seen;
    seen.reserve(ctx.scenario().setup.size());
    for (const Placement& p : ctx.scenario().setup) {
      const std::string& id = p.unit.value;
      const bool onMap = p.hex && !ctx.isTable() && ctx.map().contains(*p.hex);
      // Built only for a diagnostic the limit keeps: most placements report nothing.
      const auto where = [&] { return ctx.atUnit(id, onMap ? p.hex : std::nullopt); };
      const Unit* u = ctx.unit(id);
      if (!u) {
        ctx.report(out, "setup.unit.unknown", nullptr, [&] {
          return Finding{"setup places unit '" + id + "', which the OOB does not have", where()};
        });
        continue;
      }
      if (!seen.insert(id).second) {
        ctx.report(out, "setup.unit.duplicate", nullptr, [&] {
          return Finding{"unit " + ctx.unitName(id) + " is set up more than once", where()};
        });
        continue;
      }
      if (reinforced.count(id))
        ctx.report(out, "setup.unit.reinforcement", nullptr, [&] {
          return Finding{"unit " + ctx.unitName(id) + " is set up and also arrives as a reinforcement", where()};
        });
      checkWhere(ctx, out, p, *u, onMap);
    }
  }

 private:
  static void checkWhere(const ValidationContext& ctx, Diagnostics& out, const Placement& p, const Unit& u,
                         bool onMap) {
    const std::string& id = u.id.value;
    const auto where = [&] { return ctx.atUnit(id, onMap ? p.hex : std::nullopt); };
    if (!p.hex && !p.area && !(ctx.isTable() && p.position))
      ctx.report(out, "setup.position.missing", nullptr, [&] {
        return Finding{
            "unit " + ctx.unitName(id) + " is set up without a " + (ctx.isTable() ? "position or area" : "hex or area"),
            where()};
      });
    if (p.hex && !ctx.isTable() && !onMap)
      ctx.report(out, "setup.off-map", nullptr, [&] {
        return Finding{"unit " + ctx.unitName(u) + " is set up in hex " + ctx.label(*p.hex) + ", which is off the map",
                       where()};
      });
    if (p.facing && (*p.facing < 0 || *p.facing > 5))
      ctx.report(out, "setup.facing.range", nullptr, [&] {
        return Finding{"unit " + ctx.unitName(id) + " faces " + std::to_string(*p.facing) + "; facings are 0..5",
                       where()};
      });
    if (p.facingDegrees && (*p.facingDegrees < 0 || *p.facingDegrees >= 360))
      ctx.report(out, "setup.facing.range", nullptr, [&] {
        return Finding{
            "unit " + ctx.unitName(id) + " faces " + std::to_string(*p.facingDegrees) + " degrees; facings are 0..360",
            where()};
      });
    if (p.area) {
      const NamedArea* a = ctx.area(p.area->value);
      if (!a) {
        ctx.report(out, "setup.area.unknown", nullptr, [&] {
          return Finding{
              "unit " + ctx.unitName(id) + " is set up in area '" + p.area->value + "', which the map does not have",
              where()};
        });
      } else {
        if (onMap && !ctx.areaContains(*a, *p.hex))
          ctx.report(out, "setup.area.outside", nullptr, [&] {
            return Finding{"unit " + ctx.unitName(u) + " is set up in hex " + ctx.label(*p.hex) +
                               ", outside its area '" + a->id.value + "'",
                           where()};
          });
        if (ctx.isTable() && p.position && !a->polygon.empty() && !pointInPolygon(*p.position, a->polygon))
          ctx.report(out, "setup.area.outside", nullptr, [&] {
            return Finding{"unit " + ctx.unitName(u) + " is set up outside its area '" + a->id.value + "'", where()};
          });
        if (!a->side.empty() && a->side != u.side.value)
          ctx.report(out, "setup.area.side", nullptr, [&] {
            return Finding{"unit " + ctx.unitName(u) + " (" + u.side.value + ") is set up in area '" + a->id.value +
                               "' of side " + a->side,
                           where()};
          });
      }
    }
    if (onMap) {
      const UnitType* type = ctx.unitType(u.type);
      if (ctx.prohibitedFor(*p.hex, type))
        ctx.report(out, "setup.terrain.prohibited", nullptr, [&] {
          return Finding{"unit " + ctx.unitName(u) + " (" + u.type + ") is set up in hex " + ctx.label(*p.hex) + " (" +
                             ctx.map().terrainAt(*p.hex) + "), which it may not enter",
                         where()};
        });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeSetupPlacementCheck() { return std::make_unique<SetupPlacementCheck>(); }

}  // namespace hexwright::model::checks
