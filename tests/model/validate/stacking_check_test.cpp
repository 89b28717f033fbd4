// setup.stacking.* and setup.facing.mixed: limits by count and strength, who may stack.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

/// The fixture with u-2 and u-art moved into u-1's hex 0207 (with the leader u-ldr).
Scenario stacked() {
  Scenario s = validScenario();
  s.setup[2].hex = hexAt(1, 6);
  s.setup[3].hex = hexAt(1, 6);
  return s;
}

TEST(StackingCheck, NoLimitConfiguredMeansNoStackingDiagnostics) { expectClean(stacked(), testRuleset()); }

TEST(StackingCheck, UnitCountExceededNamesHexUnitsAndLimit) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.exceeded", {{"max-units", "2"}}, Severity::Error, "8.1A"));
  expectClean(validScenario(), r);
  const Diagnostic d = expectRule(stacked(), r, "setup.stacking.exceeded");
  EXPECT_EQ(d.location.hexLabel, "0207");
  EXPECT_NE(d.message.find("hex 0207 holds 3 units"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("the limit is 2"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("u-1, u-2, u-art"), std::string::npos) << d.message;  // not the leader
  EXPECT_EQ(d.related, (std::vector<std::string>{"u-1", "u-2", "u-art"}));
  r.checks.back().params["leaders"] = "include";
  r.checks.back().params["max-units"] = "3";
  EXPECT_NE(expectRule(stacked(), r, "setup.stacking.exceeded").message.find("4 units"), std::string::npos);
}

TEST(StackingCheck, StrengthPointsWithGunsAndUnitPoints) {
  Ruleset r = testRuleset();
  // u-1 4 SP + u-2 3 SP + u-art 4 guns = 11.
  r.checks.push_back(
      check("setup.stacking.exceeded", {{"max-strength", "11"}, {"strength-attributes", "strength,guns"}}));
  expectClean(stacked(), r);
  r.checks.back().params["max-strength"] = "10";
  EXPECT_NE(expectRule(stacked(), r, "setup.stacking.exceeded").message.find("11 strength points"), std::string::npos);
  r.checks.back().params["unit-points"] = "artillery:1";
  expectClean(stacked(), r);
}

TEST(StackingCheck, LimitsByTerrainSideAndTypeAndExceptions) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.exceeded", {{"terrain", "woods"}, {"max-units", "1"}}));
  expectClean(stacked(), r);
  Scenario s = stacked();
  s.map.setTerrain(hexAt(1, 6), "woods");
  EXPECT_NE(expectRule(s, r, "setup.stacking.exceeded").message.find("(woods)"), std::string::npos);
  r.checks.back().params["except-hexes"] = "0207";
  expectClean(s, r);

  Ruleset sides = testRuleset();
  sides.checks.push_back(check("setup.stacking.exceeded", {{"side", "confederate"}, {"max-units", "1"}}));
  expectClean(stacked(), sides);
  Ruleset types = testRuleset();
  types.checks.push_back(check("setup.stacking.exceeded", {{"types", "infantry"}, {"max-units", "1"}}));
  expectRule(stacked(), types, "setup.stacking.exceeded");
  types.checks.back().params["types"] = "artillery";
  expectClean(stacked(), types);
}

TEST(StackingCheck, AnUnknownLimitIsNotChecked) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.exceeded", {{"max-units", "unknown"}}));
  expectClean(stacked(), r);
}

TEST(StackingCheck, EnemiesInOneHex) {
  Scenario s = validScenario();
  s.setup[5].hex = hexAt(2, 6);
  const Diagnostic d = expectRule(s, testRuleset(), "setup.stacking.enemy");
  EXPECT_EQ(d.location.hexLabel, "0307");
  EXPECT_NE(d.message.find("union (u-2) and confederate (c-1)"), std::string::npos) << d.message;
}

TEST(StackingCheck, MixedTypes) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.mixed-type", {}, Severity::Error, "10.5.2"));
  Scenario s = validScenario();
  s.setup[2].hex = hexAt(1, 6);  // two infantry and a leader: fine
  expectClean(s, r);
  const Diagnostic d = expectRule(stacked(), r, "setup.stacking.mixed-type");
  EXPECT_NE(d.message.find("may not stack with"), std::string::npos);
  r.checks.back().params["allow-types"] = "artillery";
  expectClean(stacked(), r);
  // alone: column infantry may not stack with any other combat unit.
  Ruleset column = testRuleset();
  column.checks.push_back(
      check("setup.stacking.mixed-type", {{"types", "infantry"}, {"when-state", "column"}, {"alone", "true"}}));
  expectClean(s, column);
  s.setup[2].state = "column";
  expectRule(s, column, "setup.stacking.mixed-type");
}

TEST(StackingCheck, OneFormationPerHex) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.formation", {{"side", "union"}}));
  expectClean(stacked(), r);
  Scenario s = stacked();
  s.oob.formations.push_back(makeFormation("u-bde2", "brigade", "union", "u-div"));
  s.oob.units[2].formation = FormationId{"u-bde2"};
  EXPECT_NE(expectRule(s, r, "setup.stacking.formation").message.find("u-bde2"), std::string::npos);
  r.checks.back().params["level"] = "division";
  expectClean(s, r);
}

TEST(StackingCheck, OneFacingPerHex) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.facing.mixed"));
  expectClean(stacked(), r);
  Scenario s = stacked();
  s.setup[3].facing = 2;
  EXPECT_NE(expectRule(s, r, "setup.facing.mixed").message.find("faces 2"), std::string::npos);
}

}  // namespace
}  // namespace hexwright::model::testing
