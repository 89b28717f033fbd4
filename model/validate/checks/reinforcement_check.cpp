// The reinforcement schedule: known units, each scheduled once, turns inside the
// scenario (and inside the window the rulebook states), entry on the map edge or in a
// declared entry area or entry hex, and at the entry hexes the rulebook names.
//   <check rule="reinforcement.turn.range" max="7" ref="9.3A"/>   extra window: min, max
//   <check rule="reinforcement.entry.not-edge" area-kinds="entry" features="landing"/>
//     what counts as a declared entry besides the map edge (default: areas whose kind
//     contains "entry", hexes with an entry or landing feature)
//   <check rule="reinforcement.entry.hex" side="union" hexes="4318,4517" ref="9.3B"/>
//     units the filter selects enter only at these hexes (or areas="…")
#include <algorithm>
#include <unordered_set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class ReinforcementCheck : public Check {
 public:
  std::string name() const override { return "reinforcements"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"reinforcement.unit.unknown", "a reinforcement names a unit the OOB does not have", Severity::Error, false},
        {"reinforcement.unit.duplicate", "a unit is scheduled to arrive more than once", Severity::Error, false},
        {"reinforcement.empty", "a reinforcement brings no units", Severity::Warning, false},
        {"reinforcement.turn.range", "a reinforcement arrives outside the scenario's turns (or the stated window)",
         Severity::Error, false},
        {"reinforcement.entry.missing", "a reinforcement has no entry hex or area", Severity::Error, false},
        {"reinforcement.entry.off-map", "a reinforcement enters at a hex that is not on the map", Severity::Error,
         false},
        {"reinforcement.area.unknown", "a reinforcement enters by an area the map does not have", Severity::Error,
         false},
        {"reinforcement.entry.not-edge",
         "an entry hex neither on the map edge, nor in an entry area, nor an entry/landing hex", Severity::Error,
         false},
        {"reinforcement.entry.impassable", "a reinforcement enters at an impassable hex", Severity::Error, false},
        {"reinforcement.entry.hex", "a reinforcement enters elsewhere than the hexes the rulebook names for it",
         Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const TurnRecord& turns = ctx.scenario().turns;
    const auto windows = ctx.configs("reinforcement.turn.range");
    const auto entries = ctx.configs("reinforcement.entry.hex");
    const CheckConfig* edgeConfig = ctx.findCheck("reinforcement.entry.not-edge");
    std::unordered_set<std::string_view> seen;
    for (const Reinforcement& r : ctx.scenario().reinforcements) {
      const std::string name = "reinforcement '" + r.id.value + "'";
      const bool onMap = r.entryHex && ctx.map().contains(*r.entryHex);
      const Location where = onMap ? ctx.atHex(*r.entryHex) : Location{};
      if (r.units.empty()) ctx.report(out, "reinforcement.empty", name + " brings no units", where);
      for (const UnitId& u : r.units) {
        if (!ctx.unit(u.value))
          ctx.report(out, "reinforcement.unit.unknown",
                     name + " brings unit '" + u.value + "', which the OOB does not have", ctx.atUnit(u.value, {}));
        else if (!seen.insert(u.value).second)
          ctx.report(out, "reinforcement.unit.duplicate", "unit " + u.value + " is scheduled to arrive more than once",
                     ctx.atUnit(u.value, {}));
      }
      if (r.turn < turns.firstTurn || r.turn > turns.lastTurn)
        ctx.report(out, "reinforcement.turn.range",
                   name + " arrives on turn " + std::to_string(r.turn) + "; the scenario runs turns " +
                       std::to_string(turns.firstTurn) + ".." + std::to_string(turns.lastTurn),
                   where);
      for (const CheckConfig* c : windows) checkWindow(ctx, out, *c, r, name, where);
      checkEntry(ctx, out, r, name, onMap, where, edgeConfig);
      for (const CheckConfig* c : entries) checkAllowedEntry(ctx, out, *c, r, name, where);
    }
  }

 private:
  static bool anyUnitMatches(const ValidationContext& ctx, const UnitFilter& f, const Reinforcement& r) {
    for (const UnitId& id : r.units)
      if (const Unit* u = ctx.unit(id.value); u && f.matches(ctx, *u)) return true;
    return false;
  }

  static void checkWindow(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c, const Reinforcement& r,
                          const std::string& name, const Location& where) {
    const auto min = c.integer("min"), max = c.integer("max");
    if ((!min || r.turn >= *min) && (!max || r.turn <= *max)) return;
    if (!anyUnitMatches(ctx, UnitFilter::fromConfig(c), r)) return;
    ctx.report(out, "reinforcement.turn.range",
               name + " arrives on turn " + std::to_string(r.turn) + "; reinforcements arrive on turns " +
                   rangeText(min ? std::optional<double>(*min) : std::nullopt,
                             max ? std::optional<double>(*max) : std::nullopt),
               where, &c);
  }

  static void checkEntry(const ValidationContext& ctx, Diagnostics& out, const Reinforcement& r,
                         const std::string& name, bool onMap, const Location& where, const CheckConfig* edgeConfig) {
    if (r.entryArea && !ctx.area(r.entryArea->value))
      ctx.report(out, "reinforcement.area.unknown",
                 name + " enters by area '" + r.entryArea->value + "', which the map does not have", where);
    if (!r.entryHex) {
      if (!r.entryArea) ctx.report(out, "reinforcement.entry.missing", name + " has no entry hex or area", where);
      return;
    }
    if (ctx.isTable()) return;
    if (!onMap) {
      ctx.report(out, "reinforcement.entry.off-map",
                 name + " enters at hex " + ctx.label(*r.entryHex) + ", which is off the map", where);
      return;
    }
    const HexCoord h = *r.entryHex;
    if (ctx.impassable(h))
      ctx.report(out, "reinforcement.entry.impassable",
                 name + " enters at hex " + ctx.label(h) + ", which is impassable", where);
    if (ctx.map().grid().onEdge(h) || declaredEntry(ctx, h, edgeConfig)) return;
    ctx.report(out, "reinforcement.entry.not-edge",
               name + " enters at hex " + ctx.label(h) +
                   ", which is neither on the map edge nor in an entry area nor an entry hex",
               where);
  }

  static bool declaredEntry(const ValidationContext& ctx, HexCoord h, const CheckConfig* c) {
    const auto kinds = c ? listParam(*c, "area-kinds") : std::vector<std::string>{};
    const auto features = c ? listParam(*c, "features") : std::vector<std::string>{};
    for (const NamedArea& a : ctx.map().areas) {
      const bool entry = kinds.empty() ? a.kind.find("entry") != std::string::npos : listed(kinds, a.kind);
      if (entry && ctx.areaContains(a, h)) return true;
    }
    if (const auto* here = ctx.map().featuresAt(h))
      for (const HexFeature& f : *here) {
        if (listed(features, f.type)) return true;
        const HexFeatureType* t = ctx.featureType(f.type);
        if (t && (t->category == FeatureCategory::Entry || t->category == FeatureCategory::Landing)) return true;
      }
    return false;
  }

  static void checkAllowedEntry(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c,
                                const Reinforcement& r, const std::string& name, const Location& where) {
    if (!anyUnitMatches(ctx, UnitFilter::fromConfig(c), r)) return;
    const auto areas = listParam(c, "areas");
    bool ok = r.entryArea && listed(areas, r.entryArea->value);
    std::vector<HexCoord> hexes;
    for (const std::string& label : listParam(c, "hexes"))
      if (auto h = ctx.parseHex(label)) hexes.push_back(*h);
    if (hexes.empty() && areas.empty()) return;
    if (r.entryHex) ok = ok || std::find(hexes.begin(), hexes.end(), *r.entryHex) != hexes.end();
    if (ok) return;
    std::string allowed = c.param("hexes").value_or("");
    if (!areas.empty()) allowed += (allowed.empty() ? "areas " : "; areas ") + c.param("areas").value_or("");
    ctx.report(out, "reinforcement.entry.hex",
               name + " enters at " +
                   (r.entryHex ? "hex " + ctx.label(*r.entryHex)
                               : (r.entryArea ? "area " + r.entryArea->value : std::string("no hex"))) +
                   "; its units enter only at " + allowed,
               where, &c);
  }
};

}  // namespace

std::unique_ptr<Check> makeReinforcementCheck() { return std::make_unique<ReinforcementCheck>(); }

}  // namespace hexwright::model::checks
