// Who may share a hex at setup, beyond the numeric limits:
//   setup.stacking.enemy        units of two sides in one hex (always on)
//   <check rule="setup.stacking.mixed-type" types="cavalry" when-state="mounted" allow-types="wagon"/>
//     units the filter selects share a hex only with units of their own type (and
//     leaders, and allow-types); alone="true": with no other unit at all
//   <check rule="setup.stacking.mixed-type" types="cavalry" when-state="mounted" with-states="dismounted"/>
//     with-states: instead, they may not share a hex with a unit (of any type, leaders
//     aside) in one of these states (Huzzah! 22.2.2: mounted and dismounted cavalry)
//   <check rule="setup.stacking.formation" side="confederate" level="regiment"/>
//     all units of a hex the filter selects belong to one formation (or one ancestor
//     at `level`)
//   <check rule="setup.facing.mixed"/>  all units of a hex have the same facing
#include <algorithm>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class SetupStackRulesCheck : public Check {
 public:
  std::string name() const override { return "stack composition"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"setup.stacking.enemy", "units of two sides in one hex", Severity::Error, false},
        {"setup.stacking.mixed-type", "a unit shares a hex with units of other types where the ruleset forbids it",
         Severity::Error, true},
        {"setup.stacking.formation", "units of different formations share a hex where the ruleset forbids it",
         Severity::Error, true},
        {"setup.facing.mixed", "units in one hex face different ways", Severity::Error, true},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const auto& placed = ctx.placed();
    const bool enemy = ctx.enabled("setup.stacking.enemy");
    // Parameters parsed once per <check>, not once per stack.
    std::vector<Mixed> mixed;
    for (const CheckConfig* c : ctx.configs("setup.stacking.mixed-type"))
      mixed.push_back({c, UnitFilter::fromConfig(*c, UnitFilter::Leaders::Exclude), listParam(*c, "allow-types"),
                       flagParam(*c, "alone", false), listParam(*c, "with-states")});
    std::vector<Filtered> formation, facing;
    for (const CheckConfig* c : ctx.configs("setup.stacking.formation"))
      formation.push_back({c, UnitFilter::fromConfig(*c, UnitFilter::Leaders::Exclude), c->param("level")});
    for (const CheckConfig* c : ctx.configs("setup.facing.mixed"))
      facing.push_back({c, UnitFilter::fromConfig(*c, UnitFilter::Leaders::Exclude), std::nullopt});
    for (const auto& entry : ctx.stacks()) {
      const auto& hex = entry.first;
      const auto& stack = entry.second;
      if (stack.size() < 2) continue;
      if (enemy) {
        const Unit& first = *placed[stack.front()].unit;
        for (std::size_t i : stack)
          if (placed[i].unit->side != first.side) {
            ctx.report(out, "setup.stacking.enemy", nullptr, [&] {
              return Finding{"hex " + ctx.label(hex) + " holds units of " + first.side.value + " (" +
                                 ctx.unitName(first) + ") and " + placed[i].unit->side.value + " (" +
                                 ctx.unitName(*placed[i].unit) + ")",
                             ctx.atHex(hex),
                             {first.id.value, placed[i].unit->id.value}};
            });
            break;
          }
      }
      for (const Mixed& m : mixed) checkMixed(ctx, out, m, hex, stack);
      for (const Filtered& f : formation) checkFormation(ctx, out, f, hex, stack);
      for (const Filtered& f : facing) checkFacing(ctx, out, f, hex, stack);
    }
  }

 private:
  struct Mixed {
    const CheckConfig* config;
    UnitFilter filter;
    std::vector<std::string> allow;
    bool alone;
    std::vector<std::string> withStates;
  };
  struct Filtered {
    const CheckConfig* config;
    UnitFilter filter;
    std::optional<std::string> level;
  };

  static void checkMixed(const ValidationContext& ctx, Diagnostics& out, const Mixed& m, HexCoord hex,
                         const std::vector<std::size_t>& stack) {
    const CheckConfig& c = *m.config;
    const UnitFilter& filter = m.filter;
    const auto& allow = m.allow;
    const bool alone = m.alone;
    const auto& withStates = m.withStates;
    for (std::size_t i : stack) {
      const PlacedUnit& p = ctx.placed()[i];
      if (!filter.matches(ctx, *p.unit, p.placement) || listed(allow, p.unit->type)) continue;
      for (std::size_t j : stack) {
        const Unit& other = *ctx.placed()[j].unit;
        if (j == i || ctx.isLeader(other) || listed(allow, other.type)) continue;
        if (!withStates.empty()) {
          if (!listed(withStates, ctx.placed()[j].placement->state)) continue;
        } else if (!alone && other.type == p.unit->type) {
          continue;
        }
        ctx.report(out, "setup.stacking.mixed-type", &c, [&] {
          return Finding{"hex " + ctx.label(hex) + ": " + ctx.unitName(*p.unit) + " (" + p.unit->type +
                             (p.placement->state.empty() ? "" : ", " + p.placement->state) + ") may not stack with " +
                             ctx.unitName(other) + " (" + other.type +
                             (ctx.placed()[j].placement->state.empty() ? "" : ", " + ctx.placed()[j].placement->state) +
                             ")",
                         ctx.atHex(hex),
                         {p.unit->id.value, other.id.value}};
        });
        return;  // one diagnostic per hex and config
      }
    }
  }

  static void checkFormation(const ValidationContext& ctx, Diagnostics& out, const Filtered& fc, HexCoord hex,
                             const std::vector<std::size_t>& stack) {
    const CheckConfig& c = *fc.config;
    const UnitFilter& filter = fc.filter;
    const auto& level = fc.level;
    const Unit* first = nullptr;
    std::string_view firstGroup;
    for (std::size_t i : stack) {
      const PlacedUnit& p = ctx.placed()[i];
      if (!filter.matches(ctx, *p.unit, p.placement)) continue;
      std::string_view group;
      if (level) {
        const Formation* f = ctx.ancestorAt(*p.unit, *level);
        if (f) group = f->id.value;
      } else if (p.unit->formation) {
        group = p.unit->formation->value;
      }
      if (!first) {
        first = p.unit;
        firstGroup = group;
      } else if (group != firstGroup || group.empty()) {
        ctx.report(out, "setup.stacking.formation", &c, [&] {
          return Finding{"hex " + ctx.label(hex) + " holds " + ctx.unitName(*first) + " (" +
                             (firstGroup.empty() ? "no " + level.value_or("formation") : std::string(firstGroup)) +
                             ") and " + ctx.unitName(*p.unit) + " (" +
                             (group.empty() ? "no " + level.value_or("formation") : std::string(group)) +
                             "); units stacked together must share their " + level.value_or("formation"),
                         ctx.atHex(hex),
                         {first->id.value, p.unit->id.value}};
        });
        return;
      }
    }
  }

  static void checkFacing(const ValidationContext& ctx, Diagnostics& out, const Filtered& fc, HexCoord hex,
                          const std::vector<std::size_t>& stack) {
    const CheckConfig& c = *fc.config;
    const UnitFilter& filter = fc.filter;
    const PlacedUnit* first = nullptr;
    for (std::size_t i : stack) {
      const PlacedUnit& p = ctx.placed()[i];
      if (!p.placement->facing || !filter.matches(ctx, *p.unit, p.placement)) continue;
      if (!first) {
        first = &p;
      } else if (*p.placement->facing != *first->placement->facing) {
        ctx.report(out, "setup.facing.mixed", &c, [&] {
          return Finding{"hex " + ctx.label(hex) + ": " + ctx.unitName(*first->unit) + " faces " +
                             std::to_string(*first->placement->facing) + " but " + ctx.unitName(*p.unit) + " faces " +
                             std::to_string(*p.placement->facing) + "; stacked units share one facing",
                         ctx.atHex(hex),
                         {first->unit->id.value, p.unit->id.value}};
        });
        return;
      }
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeSetupStackRulesCheck() { return std::make_unique<SetupStackRulesCheck>(); }

}  // namespace hexwright::model::checks
