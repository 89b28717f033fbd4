// Leaders: formations whose level requires a leader have one (a commander, or a leader
// unit in the formation), and commanders are leader units of the same side.
#include <unordered_set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class OobLeaderCheck : public Check {
 public:
  std::string name() const override { return "leaders"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"oob.leader.missing", "a formation whose level requires a leader has no commander and no leader unit",
         Severity::Error, false},
        {"oob.leader.unknown", "a formation's commander is not a unit of the OOB", Severity::Error, false},
        {"oob.leader.not-leader", "a formation's commander has a unit type that is not a leader", Severity::Error,
         false},
        {"oob.leader.side", "a formation's commander is on another side", Severity::Error, false},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const OrderOfBattle& oob = ctx.scenario().oob;
    // Formations with a leader unit directly in them count as led.
    std::unordered_set<std::string_view> led;
    for (const Unit& u : oob.units)
      if (u.formation && ctx.isLeader(u)) led.insert(u.formation->value);
    for (const Formation& f : oob.formations) {
      if (f.commander) {
        checkCommander(ctx, out, f);
        continue;
      }
      const OobLevel* level = ctx.level(f.level);
      if (!level || !level->leaderRequired.value_or(false) || led.count(f.id.value)) continue;
      // "2nd Division" already says its level: no "2nd Division (Division)".
      const std::string name = ctx.formationName(f);
      ctx.report(out, "oob.leader.missing",
                 "formation " + name + (containsText(name, level->name) ? "" : " (" + level->name + ")") +
                     " has no leader; every " + level->name + " needs one" +
                     (level->rule.empty() ? "" : " (rule " + level->rule + ")"),
                 ctx.atFormation(f.id.value));
    }
  }

 private:
  static void checkCommander(const ValidationContext& ctx, Diagnostics& out, const Formation& f) {
    const std::string& id = f.commander->value;
    const Unit* leader = ctx.unit(id);
    if (!leader) {
      ctx.report(out, "oob.leader.unknown",
                 "formation " + ctx.formationName(f) + " is commanded by '" + id + "', which is not a unit of the OOB",
                 ctx.atFormation(f.id.value));
      return;
    }
    const UnitType* type = ctx.unitType(leader->type);
    if (type && !type->isLeader)
      ctx.report(out, "oob.leader.not-leader",
                 "formation " + ctx.formationName(f) + " is commanded by unit " + id + " of type '" + type->id +
                     "', which is not a leader type",
                 ctx.atFormation(f.id.value), nullptr, {id});
    if (leader->side != f.side)
      ctx.report(out, "oob.leader.side",
                 "formation " + ctx.formationName(f) + " is " + f.side.value + " but its commander " + id + " is " +
                     leader->side.value,
                 ctx.atFormation(f.id.value), nullptr, {id});
  }
};

}  // namespace

std::unique_ptr<Check> makeOobLeaderCheck() { return std::make_unique<OobLeaderCheck>(); }

}  // namespace hexwright::model::checks
