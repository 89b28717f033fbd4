// Distances at setup, as the ruleset states them (hexes on hex maps, inches on tables):
//   <check rule="setup.leader.distance" side="confederate" max-distance="1" ref="29.6"/>
//     every leader starts within max-distance of a unit of the formation he commands
//   <check rule="setup.leader.distance" direction="units-to-leader" level="brigade" max-distance="12"/>
//     every unit starts within max-distance of its formation's leader
//   <check rule="setup.start-hex.distance" attribute="start-hex" max-distance="2" ref="3.1B"/>
//     every unit starts within max-distance of the hex its OOB entry (or formation) names
//   <check rule="setup.parent.distance" types="infantry-regiment" parent-types="infantry-brigade"
//          level="division" max-distance="1" ref="14.1 B"/>
//     every unit starts within max-distance of a unit of parent-types of its own formation
//     at `level` (Unconditional Surrender: a detached regiment beside a brigade of its
//     division, any of which may have detached it)
//   <check rule="setup.enemy.distance" when-state="column" min-distance="3" ref="24.1.6"/>
//     every unit starts at least min-distance hexes from the nearest enemy unit whose
//     strength-attribute is at least min-strength (Huzzah! 24.1.6: columns 3 hexes from
//     enemy units of 1 or more strength points); hex maps only
#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

/// Hexes between two hex placements, inches between two tabletop positions.
std::optional<double> between(const PlacedUnit& a, const PlacedUnit& b) {
  if (a.hex && b.hex) return distance(*a.hex, *b.hex);
  const auto& pa = a.placement->position;
  const auto& pb = b.placement->position;
  if (pa && pb) return std::hypot(pa->x - pb->x, pa->y - pb->y);
  return std::nullopt;
}

/// Two decimals at most: "20.1", not "20.09975124224178".
std::string num(double v) { return formatAttribute(AttributeValue{std::round(v * 100) / 100}); }

class SetupDistanceCheck : public Check {
 public:
  std::string name() const override { return "setup distances"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"setup.leader.distance", "a leader starts too far from his units (or a unit from its leader)", Severity::Error,
         true},
        {"setup.start-hex.distance", "a unit starts too far from the starting hex its OOB entry names", Severity::Error,
         true},
        {"setup.parent.distance", "a unit starts too far from every unit it may have been detached from",
         Severity::Error, true},
        {"setup.enemy.distance", "a unit starts closer to an enemy unit than the ruleset allows", Severity::Error,
         true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const auto leaderConfigs = ctx.configs("setup.leader.distance");
    if (!leaderConfigs.empty()) {
      // Placed non-leader units under each formation (every ancestor), built once.
      std::unordered_map<std::string_view, std::vector<const PlacedUnit*>> under;
      for (const PlacedUnit& p : ctx.placed()) {
        if (ctx.isLeader(*p.unit)) continue;
        const Formation* f = p.unit->formation ? ctx.formation(p.unit->formation->value) : nullptr;
        for (std::size_t d = 0; f && d <= ctx.scenario().oob.formations.size(); ++d) {
          under[f->id.value].push_back(&p);
          f = f->parent ? ctx.formation(f->parent->value) : nullptr;
        }
      }
      for (const CheckConfig* c : leaderConfigs) {
        if (c->param("direction").value_or("") == "units-to-leader")
          unitsToLeader(ctx, out, *c);
        else
          leaderToUnits(ctx, out, *c, under);
      }
    }
    for (const CheckConfig* c : ctx.configs("setup.start-hex.distance")) startHex(ctx, out, *c);
    for (const CheckConfig* c : ctx.configs("setup.parent.distance")) parent(ctx, out, *c);
    for (const CheckConfig* c : ctx.configs("setup.enemy.distance")) enemy(ctx, out, *c);
  }

 private:
  static void leaderToUnits(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c,
                            const std::unordered_map<std::string_view, std::vector<const PlacedUnit*>>& under) {
    const auto max = c.number("max-distance");
    if (!max) return;
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Only);
    for (const PlacedUnit& leader : ctx.placed()) {
      if (!ctx.isLeader(*leader.unit) || !filter.matches(ctx, *leader.unit, leader.placement)) continue;
      const Formation* f = ctx.commandedBy(*leader.unit);
      if (!f && leader.unit->formation) f = ctx.formation(leader.unit->formation->value);
      if (!f) continue;
      auto it = under.find(f->id.value);
      if (it == under.end()) continue;  // none of his units is on the map
      std::optional<double> nearest;
      for (const PlacedUnit* u : it->second)
        if (auto d = between(leader, *u); d && (!nearest || *d < *nearest)) nearest = d;
      if (nearest && *nearest > *max)
        ctx.report(out, "setup.leader.distance", &c, [&] {
          return Finding{"leader " + ctx.unitName(*leader.unit) + " starts " + num(*nearest) +
                             (ctx.isTable() ? "\"" : " hexes") + " from the nearest unit of " + ctx.formationName(*f) +
                             "; the limit is " + num(*max),
                         ctx.atUnit(leader.unit->id.value, leader.hex)};
        });
    }
  }

  static const PlacedUnit* leaderOf(const ValidationContext& ctx, const Unit& u,
                                    const std::optional<std::string>& level) {
    const Formation* f =
        level ? ctx.ancestorAt(u, *level) : (u.formation ? ctx.formation(u.formation->value) : nullptr);
    for (std::size_t d = 0; f && d <= ctx.scenario().oob.formations.size(); ++d) {
      if (f->commander)
        if (const PlacedUnit* p = ctx.placementOf(f->commander->value)) return p;
      f = f->parent ? ctx.formation(f->parent->value) : nullptr;
    }
    return nullptr;
  }

  static void unitsToLeader(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto max = c.number("max-distance");
    if (!max) return;
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    const auto level = c.param("level");
    for (const PlacedUnit& p : ctx.placed()) {
      if (!filter.matches(ctx, *p.unit, p.placement)) continue;
      const PlacedUnit* leader = leaderOf(ctx, *p.unit, level);
      if (!leader) continue;
      auto d = between(p, *leader);
      if (d && *d > *max)
        ctx.report(out, "setup.leader.distance", &c, [&] {
          return Finding{"unit " + ctx.unitName(*p.unit) + " starts " + num(*d) + (ctx.isTable() ? "\"" : " hexes") +
                             " from its leader " + ctx.unitName(*leader->unit) + "; the limit is " + num(*max),
                         ctx.atUnit(p.unit->id.value, p.hex),
                         {leader->unit->id.value}};
        });
    }
  }

  static void parent(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto max = c.number("max-distance");
    const auto level = c.param("level");
    const auto parents = listParam(c, "parent-types");
    if (!max || !level || parents.empty()) return;
    // The placed units that may be parents, by their formation at `level`.
    std::unordered_map<std::string_view, std::vector<const PlacedUnit*>> byFormation;
    for (const PlacedUnit& p : ctx.placed())
      if (listed(parents, p.unit->type))
        if (const Formation* f = ctx.ancestorAt(*p.unit, *level)) byFormation[f->id.value].push_back(&p);
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    for (const PlacedUnit& p : ctx.placed()) {
      if (!filter.matches(ctx, *p.unit, p.placement)) continue;
      const Formation* f = ctx.ancestorAt(*p.unit, *level);
      if (!f) continue;
      std::optional<double> nearest;
      bool any = false;  // a parent is set up, measurable or not (placed in an area)
      const auto it = byFormation.find(f->id.value);
      if (it != byFormation.end())
        for (const PlacedUnit* q : it->second)
          if (q != &p) {
            any = true;
            if (auto d = between(p, *q); d && (!nearest || *d < *nearest)) nearest = d;
          }
      if (any && (!nearest || *nearest <= *max)) continue;
      ctx.report(out, "setup.parent.distance", &c, [&] {
        const std::string kinds = c.param("parent-types").value_or("");
        return Finding{"unit " + ctx.unitName(*p.unit) + " starts " +
                           (nearest ? num(*nearest) + (ctx.isTable() ? "\"" : " hexes") + " from the nearest " + kinds +
                                          " of " + ctx.formationName(*f) + "; the limit is " + num(*max)
                                    : "with no " + kinds + " of " + ctx.formationName(*f) + " set up to be its parent"),
                       ctx.atUnit(p.unit->id.value, p.hex)};
      });
    }
  }

  static void enemy(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto min = c.integer("min-distance");
    if (!min || *min <= 0 || ctx.isTable()) return;
    const std::string attribute = c.param("strength-attribute").value_or("strength");
    const double least = c.number("min-strength").value_or(1);
    std::unordered_map<HexCoord, const std::vector<std::size_t>*> at;
    for (const auto& [h, indices] : ctx.stacks()) at[h] = &indices;
    const auto& placed = ctx.placed();
    auto strong = [&](const Unit& u) {
      const auto it = u.attributes.find(attribute);
      if (it == u.attributes.end()) return false;
      const auto* i = std::get_if<std::int64_t>(&it->second);
      const auto* d = std::get_if<double>(&it->second);
      return (i && static_cast<double>(*i) >= least) || (d && *d >= least);
    };
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    const int reach = *min - 1;
    for (const PlacedUnit& p : placed) {
      if (!p.hex || !filter.matches(ctx, *p.unit, p.placement)) continue;
      const PlacedUnit* nearest = nullptr;
      int best = *min;
      for (int dq = -reach; dq <= reach; ++dq)
        for (int dr = std::max(-reach, -dq - reach); dr <= std::min(reach, -dq + reach); ++dr) {
          const HexCoord h{p.hex->q + dq, p.hex->r + dr};
          const auto it = at.find(h);
          if (it == at.end()) continue;
          for (std::size_t i : *it->second) {
            const PlacedUnit& q = placed[i];
            if (q.unit->side.value.empty() || q.unit->side == p.unit->side || !strong(*q.unit)) continue;
            if (const int d = distance(*p.hex, h); d < best) best = d, nearest = &q;
          }
        }
      if (!nearest) continue;
      ctx.report(out, "setup.enemy.distance", &c, [&] {
        return Finding{"unit " + ctx.unitName(*p.unit) + " starts " + std::to_string(best) +
                           " hex(es) from enemy unit " + ctx.unitName(*nearest->unit) + "; it must stay at least " +
                           std::to_string(*min) + " away",
                       ctx.atUnit(p.unit->id.value, p.hex),
                       {nearest->unit->id.value}};
      });
    }
  }

  static void startHex(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto max = c.integer("max-distance");
    if (!max || ctx.isTable()) return;
    const std::string attr = c.param("attribute").value_or("start-hex");
    const UnitFilter filter = UnitFilter::fromConfig(c);
    for (const PlacedUnit& p : ctx.placed()) {
      if (!p.hex || !filter.matches(ctx, *p.unit, p.placement)) continue;
      auto label = textAttribute(p.unit->attributes, attr);
      const Formation* f = p.unit->formation ? ctx.formation(p.unit->formation->value) : nullptr;
      for (std::size_t d = 0; !label && f && d <= ctx.scenario().oob.formations.size(); ++d) {
        label = textAttribute(f->attributes, attr);
        f = f->parent ? ctx.formation(f->parent->value) : nullptr;
      }
      if (!label) continue;
      const auto start = ctx.parseHex(*label);
      if (!start) {
        ctx.report(out, "setup.start-hex.distance", &c, [&] {
          return Finding{
              "unit " + ctx.unitName(*p.unit) + " has " + attr + " '" + *label + "', which is not a hex label",
              ctx.atUnit(p.unit->id.value, p.hex)};
        });
        continue;
      }
      if (const int d = distance(*start, *p.hex); d > *max)
        ctx.report(out, "setup.start-hex.distance", &c, [&] {
          return Finding{"unit " + ctx.unitName(*p.unit) + " starts in hex " + ctx.label(*p.hex) + ", " +
                             std::to_string(d) + " hexes from its starting hex " + *label + "; the limit is " +
                             std::to_string(*max),
                         ctx.atUnit(p.unit->id.value, p.hex)};
        });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeSetupDistanceCheck() { return std::make_unique<SetupDistanceCheck>(); }

}  // namespace hexwright::model::checks
