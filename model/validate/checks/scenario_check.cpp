// Scenario-level facts: the ruleset and grid kind match, the turn record is sane and as
// long as the ruleset says scenarios are, sides and optional rules are the ruleset's.
#include <set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

std::string number(double v) {
  std::string s = std::to_string(v);
  s.erase(s.find_last_not_of('0') + 1);
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

class ScenarioCheck : public Check {
 public:
  std::string name() const override { return "scenario"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"scenario.ruleset.mismatch", "the scenario names another ruleset than the one it is validated against",
         Severity::Warning, false},
        {"scenario.grid.kind", "the map is a hex grid where the ruleset plays on a table, or the reverse",
         Severity::Error, false},
        {"scenario.turns.range", "the last turn comes before the first", Severity::Error, false},
        {"scenario.turns.length", "the number of turns is outside the ruleset's scenario length or game length",
         Severity::Warning, false},
        {"scenario.side.unknown", "a scenario side is not a side of the ruleset", Severity::Error, false},
        {"scenario.side.duplicate", "two scenario sides share an id", Severity::Error, false},
        {"scenario.optional-rule.unknown", "an optional rule switched on is not one of the ruleset's", Severity::Error,
         false},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const Scenario& s = ctx.scenario();
    const Ruleset& r = ctx.ruleset();
    if (!s.rulesetId.empty() && s.rulesetId != r.id)
      ctx.report(out, "scenario.ruleset.mismatch", nullptr, [&] {
        return Finding{"the scenario is for ruleset '" + s.rulesetId + "' but is validated against '" + r.id + "'", {}};
      });
    if (s.map.kind != r.gridKind)
      ctx.report(out, "scenario.grid.kind", nullptr, [&] {
        return Finding{std::string("the map is a ") + (s.map.kind == GridKind::Hex ? "hex grid" : "table") +
                           " but ruleset '" + r.id + "' plays on a " +
                           (r.gridKind == GridKind::Hex ? "hex grid" : "table"),
                       {}};
      });
    checkTurns(ctx, out);
    std::set<std::string> seen;
    for (const Side& side : s.sides) {
      if (!seen.insert(side.id.value).second)
        ctx.report(out, "scenario.side.duplicate", nullptr, [&] {
          return Finding{"side '" + side.id.value + "' is listed twice", {}};
        });
      if (!r.sides.empty() && !r.findSide(side.id))
        ctx.report(out, "scenario.side.unknown", nullptr, [&] {
          return Finding{"side '" + side.id.value + "' is not a side of ruleset '" + r.id + "'", {}};
        });
    }
    for (const std::string& o : s.optionalRules)
      if (!r.findOptionalRule(o))
        ctx.report(out, "scenario.optional-rule.unknown", nullptr, [&] {
          return Finding{"optional rule '" + o + "' is not defined by ruleset '" + r.id + "'", {}};
        });
  }

 private:
  static void checkTurns(const ValidationContext& ctx, Diagnostics& out) {
    const TurnRecord& t = ctx.scenario().turns;
    if (t.lastTurn < t.firstTurn) {
      ctx.report(out, "scenario.turns.range", nullptr, [&] {
        return Finding{"the last turn (" + std::to_string(t.lastTurn) + ") comes before the first (" +
                           std::to_string(t.firstTurn) + ")",
                       {}};
      });
      return;
    }
    // In 64 bits: first and last may be any int a hand-written file holds.
    const long long length = static_cast<long long>(t.lastTurn) - t.firstTurn + 1;
    const TurnStructure& rt = ctx.ruleset().turns;
    if (rt.scenarioTurns.known() && !rt.scenarioTurns.contains(static_cast<double>(length))) {
      std::string range = rt.scenarioTurns.min ? number(*rt.scenarioTurns.min) : "?";
      range += "-" + (rt.scenarioTurns.max ? number(*rt.scenarioTurns.max) : std::string("?"));
      ctx.report(out, "scenario.turns.length", nullptr, [&] {
        return Finding{"the scenario lasts " + std::to_string(length) + " turns; ruleset '" + ctx.ruleset().id +
                           "' states scenarios of " + range + " turns" +
                           (rt.rule.empty() ? "" : " (rule " + rt.rule + ")"),
                       {}};
      });
    }
    if (rt.totalTurns && length > *rt.totalTurns)
      ctx.report(out, "scenario.turns.length", nullptr, [&] {
        return Finding{"the scenario lasts " + std::to_string(length) + " turns; the whole game has " +
                           std::to_string(*rt.totalTurns) + (rt.rule.empty() ? "" : " (rule " + rt.rule + ")"),
                       {}};
      });
  }
};

}  // namespace

std::unique_ptr<Check> makeScenarioCheck() { return std::make_unique<ScenarioCheck>(); }

}  // namespace hexwright::model::checks
