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
    const auto mixed = ctx.configs("setup.stacking.mixed-type");
    const auto formation = ctx.configs("setup.stacking.formation");
    const auto facing = ctx.configs("setup.facing.mixed");
    for (const auto& [hex, stack] : ctx.stacks()) {
      if (stack.size() < 2) continue;
      if (enemy) {
        const Unit& first = *placed[stack.front()].unit;
        for (std::size_t i : stack)
          if (placed[i].unit->side != first.side) {
            ctx.report(out, "setup.stacking.enemy",
                       "hex " + ctx.label(hex) + " holds units of " + first.side.value + " (" + ctx.unitName(first) +
                           ") and " + placed[i].unit->side.value + " (" + ctx.unitName(*placed[i].unit) + ")",
                       ctx.atHex(hex), nullptr, {first.id.value, placed[i].unit->id.value});
            break;
          }
      }
      for (const CheckConfig* c : mixed) checkMixed(ctx, out, *c, hex, stack);
      for (const CheckConfig* c : formation) checkFormation(ctx, out, *c, hex, stack);
      for (const CheckConfig* c : facing) checkFacing(ctx, out, *c, hex, stack);
    }
  }

 private:
  static void checkMixed(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c, HexCoord hex,
                         const std::vector<std::size_t>& stack) {
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    const auto allow = listParam(c, "allow-types");
    const bool alone = flagParam(c, "alone", false);
    const auto withStates = listParam(c, "with-states");
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
        ctx.report(out, "setup.stacking.mixed-type",
                   "hex " + ctx.label(hex) + ": " + ctx.unitName(*p.unit) + " (" + p.unit->type +
                       (p.placement->state.empty() ? "" : ", " + p.placement->state) + ") may not stack with " +
                       ctx.unitName(other) + " (" + other.type +
                       (ctx.placed()[j].placement->state.empty() ? "" : ", " + ctx.placed()[j].placement->state) + ")",
                   ctx.atHex(hex), &c, {p.unit->id.value, other.id.value});
        return;  // one diagnostic per hex and config
      }
    }
  }

  static void checkFormation(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c, HexCoord hex,
                             const std::vector<std::size_t>& stack) {
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    const auto level = c.param("level");
    const Unit* first = nullptr;
    std::string firstGroup;
    for (std::size_t i : stack) {
      const PlacedUnit& p = ctx.placed()[i];
      if (!filter.matches(ctx, *p.unit, p.placement)) continue;
      std::string group;
      if (level) {
        const Formation* f = ctx.ancestorAt(*p.unit, *level);
        group = f ? f->id.value : "";
      } else if (p.unit->formation) {
        group = p.unit->formation->value;
      }
      if (!first) {
        first = p.unit;
        firstGroup = group;
      } else if (group != firstGroup || group.empty()) {
        ctx.report(out, "setup.stacking.formation",
                   "hex " + ctx.label(hex) + " holds " + ctx.unitName(*first) + " (" +
                       (firstGroup.empty() ? "no " + level.value_or("formation") : firstGroup) + ") and " +
                       ctx.unitName(*p.unit) + " (" + (group.empty() ? "no " + level.value_or("formation") : group) +
                       "); units stacked together must share their " + level.value_or("formation"),
                   ctx.atHex(hex), &c, {first->id.value, p.unit->id.value});
        return;
      }
    }
  }

  static void checkFacing(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c, HexCoord hex,
                          const std::vector<std::size_t>& stack) {
    const UnitFilter filter = UnitFilter::fromConfig(c, UnitFilter::Leaders::Exclude);
    const PlacedUnit* first = nullptr;
    for (std::size_t i : stack) {
      const PlacedUnit& p = ctx.placed()[i];
      if (!p.placement->facing || !filter.matches(ctx, *p.unit, p.placement)) continue;
      if (!first) {
        first = &p;
      } else if (*p.placement->facing != *first->placement->facing) {
        ctx.report(out, "setup.facing.mixed",
                   "hex " + ctx.label(hex) + ": " + ctx.unitName(*first->unit) + " faces " +
                       std::to_string(*first->placement->facing) + " but " + ctx.unitName(*p.unit) + " faces " +
                       std::to_string(*p.placement->facing) + "; stacked units share one facing",
                   ctx.atHex(hex), &c, {first->unit->id.value, p.unit->id.value});
        return;
      }
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeSetupStackRulesCheck() { return std::make_unique<SetupStackRulesCheck>(); }

}  // namespace hexwright::model::checks
