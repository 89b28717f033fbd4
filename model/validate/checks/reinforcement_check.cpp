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
    // Parameters parsed once per <check>, not once per reinforcement.
    std::vector<Window> windows;
    for (const CheckConfig* c : ctx.configs("reinforcement.turn.range"))
      windows.push_back({c, UnitFilter::fromConfig(*c), c->integer("min"), c->integer("max")});
    std::vector<Entry> entries;
    for (const CheckConfig* c : ctx.configs("reinforcement.entry.hex")) {
      Entry e{c, UnitFilter::fromConfig(*c), listParam(*c, "areas"), {}};
      for (const std::string& label : listParam(*c, "hexes"))
        if (auto h = ctx.parseHex(label)) e.hexes.push_back(*h);
      entries.push_back(std::move(e));
    }
    const CheckConfig* edgeConfig = ctx.findCheck("reinforcement.entry.not-edge");
    const Declared declared{edgeConfig ? listParam(*edgeConfig, "area-kinds") : std::vector<std::string>{},
                            edgeConfig ? listParam(*edgeConfig, "features") : std::vector<std::string>{}};
    std::unordered_set<std::string_view> seen;
    for (const Reinforcement& r : ctx.scenario().reinforcements) {
      const bool onMap = r.entryHex && ctx.map().contains(*r.entryHex);
      const Subject at{ctx, r, onMap};
      if (r.units.empty())
        ctx.report(out, "reinforcement.empty", nullptr, [&] {
          return Finding{at.name() + " brings no units", at.where()};
        });
      for (const UnitId& u : r.units) {
        if (!ctx.unit(u.value))
          ctx.report(out, "reinforcement.unit.unknown", nullptr, [&] {
            return Finding{at.name() + " brings unit '" + u.value + "', which the OOB does not have",
                           ctx.atUnit(u.value, {})};
          });
        else if (!seen.insert(u.value).second)
          ctx.report(out, "reinforcement.unit.duplicate", nullptr, [&] {
            return Finding{"unit " + u.value + " is scheduled to arrive more than once", ctx.atUnit(u.value, {})};
          });
      }
      if (r.turn < turns.firstTurn || r.turn > turns.lastTurn)
        ctx.report(out, "reinforcement.turn.range", nullptr, [&] {
          return Finding{at.name() + " arrives on turn " + std::to_string(r.turn) + "; the scenario runs turns " +
                             std::to_string(turns.firstTurn) + ".." + std::to_string(turns.lastTurn),
                         at.where()};
        });
      for (const Window& w : windows) checkWindow(ctx, out, w, r, at);
      checkEntry(ctx, out, r, at, declared);
      for (const Entry& e : entries) checkAllowedEntry(ctx, out, e, r, at);
    }
  }

 private:
  struct Window {
    const CheckConfig* config;
    UnitFilter filter;
    std::optional<int> min, max;
  };
  struct Entry {
    const CheckConfig* config;
    UnitFilter filter;
    std::vector<std::string> areas;
    std::vector<HexCoord> hexes;
  };
  /// What counts as a declared entry besides the map edge (reinforcement.entry.not-edge).
  struct Declared {
    std::vector<std::string> kinds, features;
  };
  /// A reinforcement's name and location for messages, built only for one the limit keeps.
  struct Subject {
    const ValidationContext& ctx;
    const Reinforcement& r;
    bool onMap;
    std::string name() const { return "reinforcement '" + r.id.value + "'"; }
    Location where() const { return onMap ? ctx.atHex(*r.entryHex) : Location{}; }
  };

  static bool anyUnitMatches(const ValidationContext& ctx, const UnitFilter& f, const Reinforcement& r) {
    for (const UnitId& id : r.units)
      if (const Unit* u = ctx.unit(id.value); u && f.matches(ctx, *u)) return true;
    return false;
  }

  static void checkWindow(const ValidationContext& ctx, Diagnostics& out, const Window& w, const Reinforcement& r,
                          const Subject& at) {
    const auto& min = w.min;
    const auto& max = w.max;
    if ((!min || r.turn >= *min) && (!max || r.turn <= *max)) return;
    if (!anyUnitMatches(ctx, w.filter, r)) return;
    ctx.report(out, "reinforcement.turn.range", w.config, [&] {
      return Finding{at.name() + " arrives on turn " + std::to_string(r.turn) + "; reinforcements arrive on turns " +
                         rangeText(min ? std::optional<double>(*min) : std::nullopt,
                                   max ? std::optional<double>(*max) : std::nullopt),
                     at.where()};
    });
  }

  static void checkEntry(const ValidationContext& ctx, Diagnostics& out, const Reinforcement& r, const Subject& at,
                         const Declared& declared) {
    if (r.entryArea && !ctx.area(r.entryArea->value))
      ctx.report(out, "reinforcement.area.unknown", nullptr, [&] {
        return Finding{at.name() + " enters by area '" + r.entryArea->value + "', which the map does not have",
                       at.where()};
      });
    if (!r.entryHex) {
      if (!r.entryArea)
        ctx.report(out, "reinforcement.entry.missing", nullptr, [&] {
          return Finding{at.name() + " has no entry hex or area", at.where()};
        });
      return;
    }
    if (ctx.isTable()) return;
    if (!at.onMap) {
      ctx.report(out, "reinforcement.entry.off-map", nullptr, [&] {
        return Finding{at.name() + " enters at hex " + ctx.label(*r.entryHex) + ", which is off the map", at.where()};
      });
      return;
    }
    const HexCoord h = *r.entryHex;
    if (ctx.impassable(h))
      ctx.report(out, "reinforcement.entry.impassable", nullptr, [&] {
        return Finding{at.name() + " enters at hex " + ctx.label(h) + ", which is impassable", at.where()};
      });
    if (ctx.map().grid().onEdge(h) || declaredEntry(ctx, h, declared)) return;
    ctx.report(out, "reinforcement.entry.not-edge", nullptr, [&] {
      return Finding{at.name() + " enters at hex " + ctx.label(h) +
                         ", which is neither on the map edge nor in an entry area nor an entry hex",
                     at.where()};
    });
  }

  static bool declaredEntry(const ValidationContext& ctx, HexCoord h, const Declared& d) {
    for (const NamedArea& a : ctx.map().areas) {
      const bool entry = d.kinds.empty() ? a.kind.find("entry") != std::string::npos : listed(d.kinds, a.kind);
      if (entry && ctx.areaContains(a, h)) return true;
    }
    if (const auto* here = ctx.map().featuresAt(h))
      for (const HexFeature& f : *here) {
        if (listed(d.features, f.type)) return true;
        const HexFeatureType* t = ctx.featureType(f.type);
        if (t && (t->category == FeatureCategory::Entry || t->category == FeatureCategory::Landing)) return true;
      }
    return false;
  }

  static void checkAllowedEntry(const ValidationContext& ctx, Diagnostics& out, const Entry& e, const Reinforcement& r,
                                const Subject& at) {
    if (e.hexes.empty() && e.areas.empty()) return;
    bool ok = r.entryArea && listed(e.areas, r.entryArea->value);
    if (r.entryHex) ok = ok || std::find(e.hexes.begin(), e.hexes.end(), *r.entryHex) != e.hexes.end();
    if (ok || !anyUnitMatches(ctx, e.filter, r)) return;
    const CheckConfig& c = *e.config;
    ctx.report(out, "reinforcement.entry.hex", &c, [&] {
      std::string allowed = c.param("hexes").value_or("");
      if (!e.areas.empty()) allowed += (allowed.empty() ? "areas " : "; areas ") + c.param("areas").value_or("");
      return Finding{at.name() + " enters at " +
                         (r.entryHex ? "hex " + ctx.label(*r.entryHex)
                                     : (r.entryArea ? "area " + r.entryArea->value : std::string("no hex"))) +
                         "; its units enter only at " + allowed,
                     at.where()};
    });
  }
};

}  // namespace

std::unique_ptr<Check> makeReinforcementCheck() { return std::make_unique<ReinforcementCheck>(); }

}  // namespace hexwright::model::checks
