// scenario.*: ruleset, grid kind, turns, sides and optional rules.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TEST(ScenarioCheck, RulesetMismatchIsAWarning) {
  Scenario s = validScenario();
  s.rulesetId = "huzzah";
  EXPECT_EQ(expectRule(s, testRuleset(), "scenario.ruleset.mismatch").severity, Severity::Warning);
}

TEST(ScenarioCheck, Turns) {
  Scenario s = validScenario();
  s.turns.lastTurn = 0;
  s.reinforcements.clear();
  expectRule(s, testRuleset(), "scenario.turns.range");
  s = validScenario();
  Ruleset r = testRuleset();
  r.turns.scenarioTurns = NumberRange{6, 8};
  r.turns.rule = "RULE-00-2.2";
  const Diagnostic d = expectRule(s, r, "scenario.turns.length");
  EXPECT_EQ(d.severity, Severity::Warning);
  EXPECT_NE(d.message.find("10 turns"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("6-8"), std::string::npos) << d.message;
  s.turns.lastTurn = 7;
  expectClean(s, r);
}

TEST(ScenarioCheck, SidesAndOptionalRules) {
  Scenario s = validScenario();
  s.sides.push_back(Side{SideId{"britain"}, "Britain"});
  expectRule(s, testRuleset(), "scenario.side.unknown");
  s = validScenario();
  s.sides.push_back(s.sides[0]);
  expectRule(s, testRuleset(), "scenario.side.duplicate");
  s = validScenario();
  s.optionalRules = {"night"};
  expectClean(s, testRuleset());
  s.optionalRules = {"balloons"};
  expectRule(s, testRuleset(), "scenario.optional-rule.unknown");
}

}  // namespace
}  // namespace hexwright::model::testing
