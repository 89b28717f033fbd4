// The formation tree and unit membership: unique ids, parents that exist, no cycles,
// levels under the parents the ruleset allows, sides that agree.
#include <algorithm>
#include <unordered_set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

std::string joined(const std::vector<TypeId>& ids) {
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : ", ") + id;
  return out;
}

class OobStructureCheck : public Check {
 public:
  std::string name() const override { return "oob structure"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"oob.id.duplicate", "two units, or two formations, share an id", Severity::Error, false},
        {"oob.id.missing", "a unit or formation without an id", Severity::Error, false},
        {"oob.parent.unknown", "a formation's parent is not a formation of the OOB", Severity::Error, false},
        {"oob.parent.cycle", "a formation is its own ancestor", Severity::Error, false},
        {"oob.parent.side", "a formation's parent is on another side", Severity::Error, false},
        {"oob.level.parent", "a formation sits under a level its level may not sit under", Severity::Error, false},
        {"oob.level.side", "a formation has a level the ruleset gives only to other sides", Severity::Error, false},
        {"oob.unit.formation-unknown", "a unit's formation is not a formation of the OOB", Severity::Error, false},
        {"oob.unit.side", "a unit is on another side than its formation", Severity::Error, false},
        {"oob.unit-type.side", "a unit has a type the ruleset gives only to other sides", Severity::Error, false},
        {"oob.unit-type.optional", "a unit has a type the rulebook allows only with an optional rule not in force",
         Severity::Error, false},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const OrderOfBattle& oob = ctx.scenario().oob;
    std::unordered_set<std::string_view> seen;
    seen.reserve(oob.units.size());
    for (const Unit& u : oob.units) {
      if (u.id.empty())
        ctx.report(out, "oob.id.missing", "unit '" + u.name + "' has no id", {});
      else if (!seen.insert(u.id.value).second)
        ctx.report(out, "oob.id.duplicate", "unit id " + u.id.value + " is used by more than one unit",
                   ctx.atUnit(u.id.value, std::nullopt));
      checkUnit(ctx, out, u);
    }
    seen.clear();
    for (const Formation& f : oob.formations) {
      if (f.id.empty())
        ctx.report(out, "oob.id.missing", "formation '" + f.name + "' has no id", {});
      else if (!seen.insert(f.id.value).second)
        ctx.report(out, "oob.id.duplicate", "formation id " + f.id.value + " is used by more than one formation",
                   ctx.atFormation(f.id.value));
      checkFormation(ctx, out, f);
    }
  }

 private:
  static void checkUnit(const ValidationContext& ctx, Diagnostics& out, const Unit& u) {
    if (u.formation) {
      const Formation* f = ctx.formation(u.formation->value);
      if (!f)
        ctx.report(out, "oob.unit.formation-unknown",
                   "unit " + ctx.unitName(u) + " belongs to formation '" + u.formation->value +
                       "', which the OOB does not have",
                   ctx.atUnit(u));
      else if (f->side != u.side)
        ctx.report(out, "oob.unit.side",
                   "unit " + ctx.unitName(u) + " is " + u.side.value + " but its formation " + ctx.formationName(*f) +
                       " is " + f->side.value,
                   ctx.atUnit(u));
    }
    if (const UnitType* t = ctx.unitType(u.type); t && !t->sides.empty()) {
      bool ok = false;
      for (const SideId& s : t->sides) ok = ok || s == u.side;
      if (!ok)
        ctx.report(out, "oob.unit-type.side",
                   "unit " + ctx.unitName(u) + " is " + u.side.value + " but unit type '" + t->id +
                       "' is only for other sides" + (t->rule.empty() ? "" : " (rule " + t->rule + ")"),
                   ctx.atUnit(u));
    }
    if (const UnitType* t = ctx.unitType(u.type)) {
      const auto& on = ctx.scenario().optionalRules;
      for (const TypeId& o : t->optionalRules) {
        if (std::find(on.begin(), on.end(), o) != on.end()) continue;
        const OptionalRule* rule = ctx.ruleset().findOptionalRule(o);
        const std::string ref = rule && !rule->rule.empty() ? rule->rule : t->rule;
        ctx.report(out, "oob.unit-type.optional",
                   "unit " + ctx.unitName(u) + " has type '" + t->id + "', which the rulebook allows only with the " +
                       "optional rule '" + (rule && !rule->name.empty() ? rule->name + "' (" + o + ")" : o + "'") +
                       ", not in force in this scenario" + (ref.empty() ? "" : " (rule " + ref + ")"),
                   ctx.atUnit(u));
      }
    }
  }

  static void checkFormation(const ValidationContext& ctx, Diagnostics& out, const Formation& f) {
    const OobLevel* level = ctx.level(f.level);
    const std::string rule = level && !level->rule.empty() ? " (rule " + level->rule + ")" : "";
    if (level && !level->appliesTo(f.side))
      ctx.report(out, "oob.level.side",
                 "formation " + ctx.formationName(f) + " is a " + level->name + ", a level side " + f.side.value +
                     " does not have" + rule,
                 ctx.atFormation(f.id.value));
    if (!f.parent) return;
    const Formation* parent = ctx.formation(f.parent->value);
    if (!parent) {
      ctx.report(
          out, "oob.parent.unknown",
          "formation " + ctx.formationName(f) + " has parent '" + f.parent->value + "', which the OOB does not have",
          ctx.atFormation(f.id.value));
      return;
    }
    if (parent->side != f.side)
      ctx.report(out, "oob.parent.side",
                 "formation " + ctx.formationName(f) + " is " + f.side.value + " but its parent " +
                     ctx.formationName(*parent) + " is " + parent->side.value,
                 ctx.atFormation(f.id.value));
    if (level && ctx.level(parent->level) &&
        std::find(level->parents.begin(), level->parents.end(), parent->level) == level->parents.end())
      ctx.report(out, "oob.level.parent",
                 "formation " + ctx.formationName(f) + " (" + f.level + ") sits under " + ctx.formationName(*parent) +
                     " (" + parent->level + "); a " + f.level + " may sit only under " +
                     (level->parents.empty() ? std::string("nothing (top level)") : joined(level->parents)) + rule,
                 ctx.atFormation(f.id.value), nullptr, {parent->id.value});
    // A cycle is reported once, at the formation whose id is smallest on it.
    const Formation* walk = parent;
    for (std::size_t depth = 0; walk && depth <= ctx.scenario().oob.formations.size(); ++depth) {
      if (walk->id == f.id) {
        ctx.report(out, "oob.parent.cycle", "formation " + ctx.formationName(f) + " is its own ancestor",
                   ctx.atFormation(f.id.value));
        break;
      }
      if (walk->id < f.id) break;
      walk = walk->parent ? ctx.formation(walk->parent->value) : nullptr;
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeOobStructureCheck() { return std::make_unique<OobStructureCheck>(); }

}  // namespace hexwright::model::checks
