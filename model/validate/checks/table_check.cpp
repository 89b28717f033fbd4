// Tabletop maps (inches; x across the width from the west edge, y across the depth from
// the north edge): a real table size, one of the ruleset's tables, units, zones and
// terrain pieces on the table, deployment zones along a table edge where configured:
//   <check rule="table.zone.edge-distance" kinds="deployment" max-depth="6" edges="north,south"
//          ref="SCEN-10-3.1"/>
//   <check rule="table.zone.edge-distance" side="union" edges="south" max-depth="6" ref="SCEN-10-3.1"/>
// Reads kinds (area kinds; default "deployment"), max-depth (inches from the edge the
// zone lies along), edges (north, south, east, west; default any) and side (only that
// side's zones: a scenario that gives each side its own edge says so with one check each).
#include <algorithm>
#include <array>
#include <cmath>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

constexpr double kEps = 1e-6;

std::string num(double v) { return formatAttribute(AttributeValue{v}); }

class TableCheck : public Check {
 public:
  std::string name() const override { return "table"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"table.size.invalid", "a tabletop map without a positive width and depth", Severity::Error, false},
        {"table.size.preset", "a table size that is none of the ruleset's tables", Severity::Warning, false},
        {"table.unit.outside", "a unit set up outside the table", Severity::Error, false},
        {"table.zone.outside", "a deployment zone (area polygon) reaching outside the table", Severity::Error, false},
        {"table.feature.outside", "a terrain piece reaching outside the table", Severity::Warning, false},
        {"table.zone.edge-distance", "a deployment zone deeper than the ruleset allows from its table edge",
         Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    if (!ctx.isTable()) return;
    const TableSize t = ctx.map().table;
    const std::string size = num(t.widthInches) + "\" x " + num(t.depthInches) + "\"";
    if (t.widthInches <= 0 || t.depthInches <= 0) {
      ctx.report(out, "table.size.invalid", nullptr, [&] {
        return Finding{"the table is " + size + "; it needs a positive width and depth", {}};
      });
      return;
    }
    checkPreset(ctx, out, t, size);
    auto inside = [&](Vec2 p) {
      return p.x >= -kEps && p.y >= -kEps && p.x <= t.widthInches + kEps && p.y <= t.depthInches + kEps;
    };
    auto at = [](Vec2 p) { return "(" + num(p.x) + "\", " + num(p.y) + "\")"; };
    for (const PlacedUnit& p : ctx.placed())
      if (p.placement->position && !inside(*p.placement->position))
        ctx.report(out, "table.unit.outside", nullptr, [&] {
          return Finding{"unit " + ctx.unitName(*p.unit) + " is set up at " + at(*p.placement->position) +
                             ", outside the " + size + " table",
                         ctx.atUnit(*p.unit)};
        });
    for (const NamedArea& a : ctx.map().areas)
      for (Vec2 v : a.polygon)
        if (!inside(v)) {
          ctx.report(out, "table.zone.outside", nullptr, [&] {
            return Finding{"area '" + a.id.value + "' has a corner at " + at(v) + ", outside the " + size + " table",
                           {}};
          });
          break;
        }
    for (const VectorLayer& layer : ctx.map().vectorLayers)
      for (const VectorFeature& f : layer.features)
        if (std::any_of(f.points.begin(), f.points.end(), [&](Vec2 v) { return !inside(v); }))
          ctx.report(out, "table.feature.outside", nullptr, [&] {
            return Finding{"terrain piece '" + f.id.value + "' (" + f.type + ") reaches outside the " + size + " table",
                           {}};
          });
    for (const CheckConfig* c : ctx.configs("table.zone.edge-distance")) checkZones(ctx, out, *c, t);
  }

 private:
  static void checkPreset(const ValidationContext& ctx, Diagnostics& out, const TableSize& t, const std::string& size) {
    const auto& presets = ctx.ruleset().tables;
    if (presets.empty()) return;
    auto same = [](double a, double b) { return std::abs(a - b) < 1e-6; };
    std::string names;
    for (const TablePreset& p : presets) {
      const TableSize s = p.size;
      if ((same(s.widthInches, t.widthInches) && same(s.depthInches, t.depthInches)) ||
          (same(s.widthInches, t.depthInches) && same(s.depthInches, t.widthInches)))
        return;
      names += (names.empty() ? "" : ", ") + num(s.widthInches) + "\" x " + num(s.depthInches) + "\"";
    }
    const std::string& rule = presets.front().rule;
    ctx.report(out, "table.size.preset", nullptr, [&] {
      return Finding{"the table is " + size + "; ruleset '" + ctx.ruleset().id + "' plays on " + names +
                         (rule.empty() ? "" : " (rule " + rule + ")"),
                     {}};
    });
  }

  static void checkZones(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c, const TableSize& t) {
    const auto maxDepth = c.number("max-depth");
    if (!maxDepth) return;
    auto kinds = listParam(c, "kinds");
    if (kinds.empty()) kinds.push_back("deployment");
    auto edges = listParam(c, "edges");
    if (edges.empty()) edges = {"north", "south", "east", "west"};
    const auto side = c.param("side");
    for (const NamedArea& a : ctx.map().areas) {
      if (!listed(kinds, a.kind) || a.polygon.empty() || (side && a.side != *side)) continue;
      // Distance of the zone's far side from each edge; the zone lies along the edge it is
      // shallowest from.
      const std::array<std::pair<const char*, double>, 4> depth = {{
          {"north", farthest(a.polygon, [&](Vec2 v) { return v.y; })},
          {"south", farthest(a.polygon, [&](Vec2 v) { return t.depthInches - v.y; })},
          {"west", farthest(a.polygon, [&](Vec2 v) { return v.x; })},
          {"east", farthest(a.polygon, [&](Vec2 v) { return t.widthInches - v.x; })},
      }};
      const std::pair<const char*, double>* best = nullptr;
      for (const auto& d : depth)
        if (listed(edges, d.first) && (!best || d.second < best->second)) best = &d;
      if (best && best->second <= *maxDepth + kEps) continue;
      ctx.report(out, "table.zone.edge-distance", &c, [&] {
        return Finding{"deployment zone '" + a.id.value + "' reaches " + (best ? num(best->second) : std::string("?")) +
                           "\" from the " + (best ? best->first : "") + " table edge; zones lie within " +
                           num(*maxDepth) + "\" of " + c.param("edges").value_or("a table edge"),
                       {}};
      });
    }
  }

  template <class F>
  static double farthest(const std::vector<Vec2>& polygon, F distanceOf) {
    double out = 0;
    for (Vec2 v : polygon) out = std::max(out, distanceOf(v));
    return out;
  }
};

}  // namespace

std::unique_ptr<Check> makeTableCheck() { return std::make_unique<TableCheck>(); }

}  // namespace hexwright::model::checks
