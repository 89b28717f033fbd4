// setup.*: placements, prohibited and required hexes, setup areas, states, distances.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TEST(SetupCheck, OffTheMap) {
  Scenario s = validScenario();
  s.setup[2].hex = hexAt(14, 2);
  const Diagnostic d = expectRule(s, testRuleset(), "setup.off-map");
  EXPECT_EQ(d.location.unit, "u-2");
  EXPECT_NE(d.message.find("1503"), std::string::npos) << d.message;
}

TEST(SetupCheck, UnknownDuplicateAndAlsoReinforcement) {
  Scenario s = validScenario();
  s.setup.push_back(place("u-99", hexAt(1, 1)));
  expectRule(s, testRuleset(), "setup.unit.unknown");
  s = validScenario();
  s.setup.push_back(place("u-2", hexAt(2, 7)));
  expectRule(s, testRuleset(), "setup.unit.duplicate");
  s = validScenario();
  s.setup.push_back(place("c-2", hexAt(6, 2)));
  expectRule(s, testRuleset(), "setup.unit.reinforcement");
  s = validScenario();
  s.setup[3].hex.reset();
  expectRule(s, testRuleset(), "setup.position.missing");
}

TEST(SetupCheck, ProhibitedTerrainAndImpassableHexes) {
  Scenario s = validScenario();
  s.setup[2].hex = hexAt(8, 0);  // river: prohibited to every class
  const Diagnostic d = expectRule(s, testRuleset(), "setup.terrain.prohibited");
  EXPECT_EQ(d.location.hexLabel, "0901");
  EXPECT_NE(d.message.find("river"), std::string::npos);
  s = validScenario();
  s.map.setTerrain(hexAt(3, 6), "swamp");  // prohibited to wheels only: the artillery
  EXPECT_EQ(expectRule(s, testRuleset(), "setup.terrain.prohibited").location.unit, "u-art");
  s = validScenario();
  s.map.hexFeatures[hexAt(2, 6)].push_back(HexFeature{"rock", {}});
  EXPECT_EQ(expectRule(s, testRuleset(), "setup.terrain.prohibited").location.unit, "u-2");
}

TEST(SetupCheck, OutsideItsArea) {
  Scenario s = validScenario();
  s.setup[1].hex = hexAt(1, 3);
  s.setup[0].hex = hexAt(1, 3);
  const Diagnostic d = expectRule(s, testRuleset(), "setup.area.outside");
  EXPECT_EQ(d.location.unit, "u-1");
  EXPECT_EQ(d.location.hexLabel, "0204");
  s = validScenario();
  s.setup[4].area = AreaId{"union-setup"};
  s.setup[4].hex = hexAt(1, 5);
  s.setup[5].hex = hexAt(1, 5);
  expectRule(s, testRuleset(), "setup.area.side");
  s = validScenario();
  s.setup[1].area = AreaId{"nowhere"};
  expectRule(s, testRuleset(), "setup.area.unknown");
}

TEST(SetupCheck, FacingRange) {
  Scenario s = validScenario();
  s.setup[1].facing = 6;
  expectRule(s, testRuleset(), "setup.facing.range");
}

TEST(SetupCheck, ProhibitedHexes) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.hex.prohibited", {{"side", "union"}, {"area-kind", "entry"}, {"area-side", "other"}},
                           Severity::Error, "7.1E"));
  r.checks.push_back(check("setup.hex.prohibited", {{"side", "confederate"}, {"feature", "camp"}}));
  expectClean(s, r);
  s.setup[2].hex = hexAt(5, 0);  // the Confederate entry hex
  const Diagnostic d = expectRule(s, r, "setup.hex.prohibited");
  EXPECT_EQ(d.location.unit, "u-2");
  EXPECT_NE(d.message.find("area conf-entry"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("rule 7.1E"), std::string::npos) << d.message;
  s = validScenario();
  s.setup[5].hex = hexAt(1, 1);
  s.setup[4].hex = hexAt(1, 1);
  EXPECT_NE(expectRule(s, r, "setup.hex.prohibited").message.find("feature camp"), std::string::npos);
}

TEST(SetupCheck, RequiredHexes) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.hex.required",
                           {{"side", "confederate"}, {"leaders", "exclude"}, {"hexside", "slope"}, {"hexes", "0603"}}));
  expectClean(s, r);
  s.setup[5].hex = hexAt(5, 3);
  EXPECT_EQ(expectRule(s, r, "setup.hex.required").location.unit, "c-1");
  s.setup[5].hex = neighbor(hexAt(5, 5), 3);  // the downhill hex the slope points toward
  expectClean(s, r);
  s.setup[5].hex = hexAt(5, 5);  // the uphill hex: the slope does not point here
  expectRule(s, r, "setup.hex.required");
}

TEST(SetupCheck, RequiredSetupAreas) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.area.required", {{"side", "union"}, {"kind", "setup"}}, Severity::Error, "14.1C"));
  expectClean(s, r);
  s.setup[3].hex = hexAt(3, 4);
  const Diagnostic d = expectRule(s, r, "setup.area.required");
  EXPECT_EQ(d.location.unit, "u-art");
  r.checks.back().params["tolerance"] = "1";
  expectClean(s, r);
}

TEST(SetupCheck, States) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.state.invalid", {{"types", "infantry"}, {"states", "line,column"}}));
  expectClean(s, r);
  s.setup[1].state = "mounted";
  EXPECT_NE(expectRule(s, r, "setup.state.invalid").message.find("'mounted'"), std::string::npos);
  s = validScenario();
  r.checks.back().params["required"] = "true";
  expectRule(s, r, "setup.state.invalid");
  r.checks.pop_back();
  r.checks.push_back(check("setup.facing.missing", {{"side", "union"}}));
  s = validScenario();
  expectClean(s, r);
  s.setup[2].facing.reset();
  EXPECT_EQ(expectRule(s, r, "setup.facing.missing").location.unit, "u-2");
}

TEST(SetupCheck, LeaderDistance) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.leader.distance", {{"max-distance", "1"}}));
  expectClean(s, r);
  s.setup[0].hex = hexAt(6, 7);
  const Diagnostic d = expectRule(s, r, "setup.leader.distance");
  EXPECT_EQ(d.location.unit, "u-ldr");
  EXPECT_NE(d.message.find("u-div"), std::string::npos) << d.message;

  s = validScenario();
  r.checks.back().params["direction"] = "units-to-leader";
  r.checks.back().params["max-distance"] = "2";
  expectClean(s, r);
  s.setup[3].hex = hexAt(4, 7);
  EXPECT_EQ(expectRule(s, r, "setup.leader.distance").location.unit, "u-art");
}

TEST(SetupCheck, StartHexDistance) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.start-hex.distance", {{"max-distance", "2"}}, Severity::Error, "3.1B"));
  s.oob.formations[1].attributes["start-hex"] = std::string("0307");
  s.oob.units[3].attributes["start-hex"] = std::string("0407");
  Ruleset withAttr = r;
  for (auto& t : withAttr.unitTypes) t.attributes.push_back(attr("start-hex", AttributeType::Text));
  expectClean(s, withAttr);
  s.setup[2].hex = hexAt(5, 7);  // u-2: 3 hexes from its brigade's 0307
  const Diagnostic d = expectRule(s, withAttr, "setup.start-hex.distance");
  EXPECT_EQ(d.location.unit, "u-2");
  EXPECT_NE(d.message.find("the limit is 2"), std::string::npos) << d.message;
}

}  // namespace
}  // namespace hexwright::model::testing
