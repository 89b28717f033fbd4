// Scenario-level checks: a battle adds checks of its own and overrides the parameters and
// severity of the ruleset's; optional rules in force gate checks; filters select units by
// printed designation and by formation subtree.
#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

Scenario stacked() {
  Scenario s = validScenario();
  s.setup[2].hex = hexAt(1, 6);
  s.setup[3].hex = hexAt(1, 6);
  return s;
}

TEST(ScenarioChecks, AScenarioAddsACheckOfItsOwn) {
  Scenario s = stacked();
  expectClean(s, testRuleset());
  s.checks.push_back(check("setup.stacking.exceeded", {{"max-units", "2"}}, Severity::Error, "29.6"));
  const Diagnostic d = expectRule(s, testRuleset(), "setup.stacking.exceeded");
  EXPECT_NE(d.message.find("(rule 29.6)"), std::string::npos) << d.message;
}

TEST(ScenarioChecks, AnOverrideChangesTheRulesetsParametersAndSeverity) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.exceeded", {{"max-units", "2"}}, Severity::Error, "8.1A"));
  Scenario s = stacked();
  EXPECT_EQ(expectRule(s, r, "setup.stacking.exceeded").severity, Severity::Error);

  CheckConfig o = check("setup.stacking.exceeded", {{"max-units", "3"}});
  o.overrides = true;
  o.keepsSeverity = true;
  s.checks.push_back(o);
  expectClean(s, r);  // three units now fit

  s.checks.back().params["max-units"] = "2";
  s.checks.back().keepsSeverity = false;
  s.checks.back().severity = Severity::Warning;
  EXPECT_EQ(expectRule(s, r, "setup.stacking.exceeded").severity, Severity::Warning);
}

TEST(ScenarioChecks, AnOverrideWithARefChangesOnlyThatCheck) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.exceeded", {{"max-units", "2"}}, Severity::Error, "8.1A"));
  r.checks.push_back(
      check("setup.stacking.exceeded", {{"max-units", "2"}, {"side", "union"}}, Severity::Error, "3.1B"));
  Scenario s = stacked();
  CheckConfig o = check("setup.stacking.exceeded", {{"except-hexes", "0207"}}, Severity::Error, "8.1A");
  o.overrides = true;
  s.checks.push_back(o);
  const Diagnostics d = validate(s, r);
  ASSERT_EQ(countRule(d, "setup.stacking.exceeded"), 1u) << dump(d);
  EXPECT_NE(find(d, "setup.stacking.exceeded")->message.find("3.1B"), std::string::npos);
}

TEST(ScenarioChecks, OptionalRuleSwitchesGateChecks) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.exceeded", {{"max-units", "2"}, {"when-optional", "night"}}));
  Scenario s = stacked();
  expectClean(s, r);  // the optional rule is not in force
  s.optionalRules.push_back("night");
  expectRule(s, r, "setup.stacking.exceeded");
  r.checks.back().params.erase("when-optional");
  r.checks.back().params["unless-optional"] = "night";
  expectClean(s, r);
}

TEST(ScenarioChecks, FilterByPrintedDesignationAndFormationCode) {
  Ruleset r = testRuleset();
  Scenario s = stacked();
  s.oob.units[2].designation = "2 Ia";   // u-2
  s.oob.formations[1].code = "1/2/III";  // u-bde
  r.checks.push_back(check("setup.stacking.exceeded", {{"max-units", "0"}, {"designations", "2 IA"}}));
  Diagnostic d = expectRule(s, r, "setup.stacking.exceeded");
  EXPECT_EQ(d.related, (std::vector<std::string>{"u-2"}));
  r.checks.back().params = {{"max-units", "2"}, {"formation-designations", "1/2/iii"}};
  d = expectRule(s, r, "setup.stacking.exceeded");
  EXPECT_EQ(d.related, (std::vector<std::string>{"u-1", "u-2", "u-art"}));
  r.checks.back().params["formation-designations"] = "1/3/III";
  expectClean(s, r);
}

TEST(ScenarioChecks, FilterByFormationSubtree) {
  Ruleset r = testRuleset();
  Scenario s = stacked();
  // u-div is the brigade's parent: its subtree holds every Union unit but the leader.
  r.checks.push_back(check("setup.stacking.exceeded", {{"max-units", "2"}, {"formations", "u-div"}}));
  expectRule(s, r, "setup.stacking.exceeded");
  r.checks.back().params["formations"] = "c-div";
  expectClean(s, r);
}

TEST(ScenarioChecks, MessagesNameUnitsAndKeepIdsInTheLocation) {
  Ruleset r = testRuleset();
  Scenario s = validScenario();
  s.oob.units[1].name = "8th Illinois";  // u-1
  s.setup[1].facing.reset();
  r.checks.push_back(check("setup.facing.missing", {}, Severity::Error, "29.5"));
  const Diagnostic d = expectRule(s, r, "setup.facing.missing");
  EXPECT_NE(d.message.find("unit 8th Illinois starts without a facing"), std::string::npos) << d.message;
  EXPECT_EQ(d.location.unit, "u-1");
  EXPECT_EQ(d.location.unitName, "8th Illinois");
  EXPECT_EQ(d.location.text().find("8th Illinois"), std::string::npos);
  EXPECT_NE(formatDiagnostic(d).find("unit 8th Illinois"), std::string::npos) << formatDiagnostic(d);
  // A waiver written against the id still matches.
  s.waivers.push_back(Waiver{"setup.facing.missing", "unit u-1", "29.6: any facing"});
  const Diagnostics all = validate(s, r);
  ASSERT_NE(find(all, "setup.facing.missing"), nullptr);
  EXPECT_TRUE(find(all, "setup.facing.missing")->waived);
}

TEST(ScenarioChecks, HexsidesAreNamedByLabelAndDirection) {
  Scenario s = validScenario();
  // A directional slope without its toward hex: hexside 5 of hex (5,5) is its own key? Use
  // the fixture's slope at hexside(hexAt(5, 5), 3) and drop its direction.
  auto& sides = s.map.hexsideFeatures;
  const HexsideKey key = hexside(hexAt(5, 5), 3);
  ASSERT_TRUE(sides.count(key));
  sides[key].front().toward.reset();
  const Diagnostic d = expectRule(s, testRuleset(), "map.hexside.direction-missing");
  EXPECT_EQ(d.location.hexsideLabel.find('/'), 4u) << d.location.hexsideLabel;
  EXPECT_NE(d.location.text().find("hexside " + d.location.hexsideLabel), std::string::npos);
  EXPECT_EQ(d.location.text().find('('), std::string::npos) << "no internal coordinates: " << d.location.text();
  EXPECT_EQ(d.message.find("hex hex"), std::string::npos) << d.message;
}

// Per-division set-up areas: one <check> per division, naming its area.
TEST(ScenarioChecks, EachDivisionInItsOwnArea) {
  Ruleset r = testRuleset();
  Scenario s = validScenario();
  NamedArea other{AreaId{"second-div"}, "Second Division", "setup", "union", {hexAt(8, 6), hexAt(9, 6)}, {}};
  s.map.areas.push_back(other);
  s.checks.push_back(
      check("setup.area.required", {{"formations", "u-div"}, {"areas", "union-setup"}}, Severity::Error, "14.1 C"));
  expectClean(s, r);
  s.setup[2].hex = hexAt(8, 6);  // u-2 of u-div in the other division's area: same kind, wrong area
  const Diagnostic d = expectRule(s, r, "setup.area.required");
  EXPECT_EQ(d.location.unit, "u-2");
  EXPECT_NE(d.message.find("outside its area union-setup"), std::string::npos) << d.message;
}

// Bloody April 8.17: an artillery battery with one other unit is within the strength
// limit whatever that unit's size; three units are not.
TEST(StatedExceptions, ArtilleryWithOneUnitIsWithinTheStrengthLimit) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.exceeded", {{"max-strength", "5"}, {"strength-attributes", "strength guns"}},
                           Severity::Error, "8.16"));
  Scenario s = validScenario();
  s.setup[3].hex = hexAt(1, 6);  // u-art (4 guns) joins u-ldr and u-1 (4 SP): 8 points
  expectRule(s, r, "setup.stacking.exceeded");
  r.checks.back().params["pair-exempt-types"] = "artillery";
  expectClean(s, r);
  s.setup[2].hex = hexAt(1, 6);  // u-2 as well: three units, the exception no longer applies
  expectRule(s, r, "setup.stacking.exceeded");
}

// A road whose type states a cost for the unit's mobility class, or a ford, lifts the
// terrain's prohibition; a route with no stated cost does not.
TEST(StatedExceptions, ARoadOrFordLiftsATerrainProhibition) {
  Ruleset r = testRuleset();
  Scenario s = validScenario();
  const HexCoord swamp = hexAt(3, 6);  // u-art (wheels) stands here
  s.map.setTerrain(swamp, "swamp");
  const Diagnostics d = validate(s, r);
  ASSERT_EQ(countRule(d, "setup.terrain.prohibited"), 1u) << dump(d);
  EXPECT_EQ(d.count(Severity::Error), 1u) << "one mistake, one diagnostic: " << dump(d);

  s.map.routes.push_back(Route{RouteId{"road-2"}, "road", "Swamp causeway", {hexAt(2, 6), swamp}});
  expectRule(s, r, "setup.terrain.prohibited");  // the road type states no cost for wheels
  MovementEntry onRoad;
  onRoad.mobility = "wheels";
  onRoad.cost = MovementCost::cost(1);
  r.routes[0].movement.push_back(onRoad);
  expectClean(s, r);

  Scenario f = validScenario();
  f.map.setTerrain(swamp, "swamp");
  f.map.hexFeatures[swamp].push_back(HexFeature{"ford", {}});
  expectClean(f, testRuleset());
}

}  // namespace
}  // namespace hexwright::model::testing
