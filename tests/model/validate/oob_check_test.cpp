// oob.*: the formation tree, leaders and composition.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TEST(OobCheck, DuplicateIds) {
  Scenario s = validScenario();
  s.oob.units.push_back(makeUnit("u-2", "infantry", "union", "u-bde", {{"strength", std::int64_t{2}}}));
  EXPECT_EQ(expectRule(s, testRuleset(), "oob.id.duplicate").location.unit, "u-2");
  s = validScenario();
  s.oob.formations.push_back(makeFormation("c-bde", "brigade", "confederate", "c-div"));
  EXPECT_EQ(expectRule(s, testRuleset(), "oob.id.duplicate").location.formation, "c-bde");
}

TEST(OobCheck, LevelUnderAParentItMayNotSitUnder) {
  Scenario s = validScenario();
  s.oob.formations.push_back(makeFormation("u-div2", "division", "union", "u-bde", "u-ldr"));
  const Diagnostic d = expectRule(s, testRuleset(), "oob.level.parent");
  EXPECT_EQ(d.location.formation, "u-div2");
  EXPECT_NE(d.message.find("nothing (top level)"), std::string::npos) << d.message;
  s = validScenario();
  s.oob.formations.push_back(makeFormation("u-bde2", "brigade", "union", "u-bde"));
  EXPECT_NE(expectRule(s, testRuleset(), "oob.level.parent").message.find("only under division"), std::string::npos);
}

TEST(OobCheck, UnknownParentCycleAndSide) {
  Scenario s = validScenario();
  s.oob.formations[1].parent = FormationId{"u-corps"};
  expectRule(s, testRuleset(), "oob.parent.unknown");
  s = validScenario();
  s.oob.formations[0].parent = FormationId{"u-bde"};
  const Diagnostics d = validate(s, testRuleset());
  EXPECT_EQ(countRule(d, "oob.parent.cycle"), 1u) << dump(d);
  s = validScenario();
  s.oob.formations[3].parent = FormationId{"u-div"};
  expectRule(s, testRuleset(), "oob.parent.side");
}

TEST(OobCheck, LevelsAndTypesOfOtherSides) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.oobLevels[1].sides = {SideId{"union"}};
  EXPECT_EQ(expectRule(s, r, "oob.level.side").location.formation, "c-bde");
  s = validScenario();
  s.oob.units.push_back(makeUnit("c-boat", "gunboat", "confederate", "c-bde"));
  EXPECT_EQ(expectRule(s, testRuleset(), "oob.unit-type.side").location.unit, "c-boat");
}

TEST(OobCheck, UnitFormationMustExistAndShareTheSide) {
  Scenario s = validScenario();
  s.oob.units[1].formation = FormationId{"u-bde-9"};
  expectRule(s, testRuleset(), "oob.unit.formation-unknown");
  s = validScenario();
  s.oob.units[1].formation = FormationId{"c-bde"};
  expectRule(s, testRuleset(), "oob.unit.side");
}

TEST(OobCheck, LeaderMissingWhereTheLevelRequiresOne) {
  Scenario s = validScenario();
  s.oob.formations[2].commander.reset();
  s.oob.units[4].formation = FormationId{"c-bde"};  // c-ldr no longer sits in c-div either
  const Diagnostic d = expectRule(s, testRuleset(), "oob.leader.missing");
  EXPECT_EQ(d.location.formation, "c-div");
  EXPECT_NE(d.message.find("rule 16.6"), std::string::npos);
}

TEST(OobCheck, ALeaderUnitInTheFormationCounts) {
  Scenario s = validScenario();
  s.oob.formations[2].commander.reset();  // c-ldr still sits directly in c-div
  expectClean(s, testRuleset());
}

TEST(OobCheck, CommanderMustBeAKnownLeaderOfTheSide) {
  Scenario s = validScenario();
  s.oob.formations[0].commander = UnitId{"nobody"};
  expectRule(s, testRuleset(), "oob.leader.unknown");
  s.oob.formations[0].commander = UnitId{"u-1"};
  expectRule(s, testRuleset(), "oob.leader.not-leader");
  s.oob.formations[0].commander = UnitId{"c-ldr"};
  expectRule(s, testRuleset(), "oob.leader.side");
}

TEST(OobCheck, UnitsOnlyInConfiguredLevels) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("oob.unit.level", {{"levels", "brigade"}, {"leaders", "exclude"}}));
  expectClean(s, r);
  s.oob.units[1].formation = FormationId{"u-div"};
  EXPECT_EQ(expectRule(s, r, "oob.unit.level").location.unit, "u-1");
}

TEST(OobCheck, UnitsMustBelongToAFormationWhereConfigured) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("oob.unit.formation-missing", {{"types", "infantry"}, {"level", "brigade"}}));
  expectClean(s, r);
  s.oob.units[2].formation.reset();
  EXPECT_EQ(expectRule(s, r, "oob.unit.formation-missing").location.unit, "u-2");
}

TEST(OobCheck, FormationSize) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("oob.formation.size",
                           {{"level", "brigade"}, {"types", "infantry"}, {"min", "2"}, {"max", "3"}}, Severity::Warning,
                           "RULE-07-4.1"));
  expectClean(s, r);
  s.oob.units.erase(s.oob.units.begin() + 6);  // c-2
  s.reinforcements.clear();
  const Diagnostic d = expectRule(s, r, "oob.formation.size");
  EXPECT_EQ(d.location.formation, "c-bde");
  EXPECT_EQ(d.severity, Severity::Warning);
  EXPECT_NE(d.message.find("holds 1 units"), std::string::npos) << d.message;
}

}  // namespace
}  // namespace hexwright::model::testing
