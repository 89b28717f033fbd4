// The validator against schemas/huzzah: a small valid scenario, then one break per rule
// the schema configures (10.5.2, 10.5.3, 10.2.1, 10.2.7, 3.1.4, 12.4.1, 5.3.5, 6.1.1, 5.1.1,
// 24.1.5, 24.1.8, 26.1.1, 19.8.6)
// and the schema's attribute limits (Gl. "Combat Unit": SP 0-3).
#include <gtest/gtest.h>

#include "validate_schema_fixture.h"

namespace hexwright::validate_testing {
namespace {

Attributes combat(const std::string& regiment, std::int64_t sp = 2) {
  return {{"strength", sp}, {"weapon", std::string("-")}, {"morale", std::int64_t{4}}, {"regiment", regiment}};
}
Attributes battery() {
  return {{"strength", std::int64_t{2}},
          {"weapon", std::string("*")},
          {"morale", std::int64_t{4}},
          {"battery", std::string("Battery A")}};
}
Attributes leader(const std::string& level) { return {{"command-value", std::int64_t{2}}, {"level", level}}; }

ScenarioBuilder hz() {
  ScenarioBuilder b("huzzah", 20, 15, OffsetConvention{}, "clear");
  b.s.turns.firstTurn = 1;
  b.s.turns.lastTurn = 12;
  // A crossing: a ford in a stream hex on the road.
  b.s.map.setTerrain(b.hex("0805"), "stream");
  b.feature("0805", "ford");
  Route road{RouteId{"pike"}, "road", "Pike", {}};
  for (const char* h : {"0605", "0705", "0805", "0905"}) road.path.push_back(b.hex(h));
  b.s.map.routes.push_back(road);
  // A slope from the hill at 1210 (level 1) down to 1211 (level 0).
  b.s.map.setElevation(b.hex("1210"), 1);
  b.s.map.hexsideFeatures[hexside(b.hex("1210"), 3)].push_back(HexsideFeature{"slope", b.hex("1211"), {}});
  b.feature("0101", "command-source", {{"side", std::string("union")}});
  b.feature("2015", "command-source", {{"side", std::string("confederate")}});
  // 19.8.6: a friendly board edge per side (which edges is the scenario's choice).
  b.s.map.areas.push_back(NamedArea{
      AreaId{"union-edge"}, "West edge", "friendly-edge", "union", {b.hex("0101"), b.hex("0102"), b.hex("0103")}, {}});
  b.s.map.areas.push_back(NamedArea{AreaId{"confederate-edge"},
                                    "East edge",
                                    "friendly-edge",
                                    "confederate",
                                    {b.hex("2001"), b.hex("2002"), b.hex("2003")},
                                    {}});

  b.formation("u-brig", "brigade", "union", "", "u-ldr");
  b.formation("u-1st", "regiment", "union", "u-brig");
  b.formation("u-2nd", "regiment", "union", "u-brig");
  b.formation("u-bat", "regiment", "union", "u-brig");
  b.unit("u-ldr", "leader", "union", "u-brig", leader("brigade"));
  b.unit("u-1a", "infantry", "union", "u-1st", combat("1st"));
  b.unit("u-1b", "infantry", "union", "u-1st", combat("1st"));
  b.unit("u-2a", "infantry", "union", "u-2nd", combat("2nd"));
  b.unit("u-art", "artillery", "union", "u-bat", battery());
  b.formation("c-brig", "brigade", "confederate", "", "c-ldr");
  b.formation("c-5th", "regiment", "confederate", "c-brig");
  b.unit("c-ldr", "leader", "confederate", "c-brig", leader("brigade"));
  b.unit("c-5a", "infantry", "confederate", "c-5th", combat("5th"));

  b.place("u-ldr", "0408");
  b.place("u-1a", "0408", 0, "line");
  b.place("u-1b", "0408", 0, "line");
  b.place("u-2a", "0409", 0, "line");
  b.place("u-art", "0508", 1, "unlimbered");
  b.place("c-ldr", "1503");
  b.place("c-5a", "1503", 3, "line");
  return b;
}

class ValidateHuzzah : public ::testing::Test {
 protected:
  Ruleset r = loadSchema("huzzah");
};

TEST_F(ValidateHuzzah, TheSmallScenarioIsClean) { expectClean(hz().s, r); }

TEST_F(ValidateHuzzah, OneUnitTypePerHex) {
  auto b = hz();
  b.placement("u-art")->hex = b.hex("0409");
  b.placement("u-art")->facing = 0;
  const Diagnostic d = expectRule(b.s, r, "setup.stacking.mixed-type");
  EXPECT_EQ(d.location.hexLabel, "0409");
  EXPECT_TRUE(mentions(d, "10.5.2")) << d.message;
}

TEST_F(ValidateHuzzah, OneRegimentPerHex) {
  auto b = hz();
  b.placement("u-2a")->hex = b.hex("0408");
  const Diagnostic d = expectRule(b.s, r, "setup.stacking.formation");
  EXPECT_EQ(d.location.hexLabel, "0408");
  EXPECT_TRUE(mentions(d, "u-2nd")) << d.message;
}

TEST_F(ValidateHuzzah, FacingsPresentAndShared) {
  auto b = hz();
  b.placement("u-1b")->facing = 4;
  EXPECT_EQ(expectRule(b.s, r, "setup.facing.mixed").location.hexLabel, "0408");
  auto m = hz();
  m.placement("c-5a")->facing.reset();
  EXPECT_EQ(expectRule(m.s, r, "setup.facing.missing").location.unit, "c-5a");
}

TEST_F(ValidateHuzzah, SlopesPointToTheLowerHex) {
  auto b = hz();
  b.s.map.hexsideFeatures[hexside(b.hex("1210"), 3)][0].toward = b.hex("1210");
  const Diagnostic d = expectRule(b.s, r, "map.hexside.elevation");
  EXPECT_TRUE(mentions(d, "not lower")) << d.message;
  EXPECT_TRUE(mentions(d, "3.1.4")) << d.message;
}

TEST_F(ValidateHuzzah, CrossingsNeedAStreamAndAThoroughfare) {
  auto b = hz();
  b.feature("0305", "bridge");
  const Diagnostic d = expectRule(b.s, r, "map.feature.requires");
  EXPECT_EQ(d.location.hexLabel, "0305");
  EXPECT_TRUE(mentions(d, "terrain")) << d.message;
  EXPECT_TRUE(mentions(d, "a route")) << d.message;
}

TEST_F(ValidateHuzzah, ACommandSourceIsDesignated) {
  auto b = hz();
  b.s.map.hexFeatures.erase(b.hex("0101"));
  b.s.map.hexFeatures.erase(b.hex("2015"));
  EXPECT_EQ(expectRule(b.s, r, "map.feature.count").severity, Severity::Warning);
}

// O5 (19.8.6, 20.3.5): each side with units in the battle has a friendly board edge; a
// battle with no units yet (a new one) is not asked for them.
TEST_F(ValidateHuzzah, EachSideWithUnitsHasAFriendlyBoardEdge) {
  auto b = hz();
  b.s.map.areas.pop_back();
  const Diagnostic d = expectRule(b.s, r, "map.area.required");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_TRUE(mentions(d, "0 friendly-edge areas of side confederate")) << d.message;
  EXPECT_TRUE(mentions(d, "19.8.6")) << d.message;
  auto count = [&] {
    std::size_t n = 0;
    const Diagnostics all = validate(b.s, r);
    for (const Diagnostic& x : all.items()) n += x.rule == "map.area.required";
    return n;
  };
  EXPECT_EQ(count(), 1u);
  b.s.setup.clear();
  b.s.map.areas.clear();
  EXPECT_EQ(count(), 0u);
}

TEST_F(ValidateHuzzah, DeploymentStatesAndBrigades) {
  auto b = hz();
  b.placement("u-2a")->state = "skirmish";
  EXPECT_EQ(expectRule(b.s, r, "setup.state.invalid").location.unit, "u-2a");
  auto f = hz();
  f.unit("u-stray", "infantry", "union", "", combat("9th"));
  EXPECT_EQ(expectRule(f.s, r, "oob.unit.formation-missing").location.unit, "u-stray");
}

// 6.1.1 / 24: Column only when the conditional rule 24 is in force (an optional-rule
// switch in the scenario gates the allowed states).
TEST_F(ValidateHuzzah, ColumnOnlyUnderConditionalRule24) {
  auto b = hz();
  b.placement("u-2a")->state = "column";
  b.placement("u-2a")->hex = b.hex("0705");  // on the pike (24.1.5)
  const Diagnostic d = expectRule(b.s, r, "setup.state.invalid");
  EXPECT_EQ(d.location.unit, "u-2a");
  EXPECT_TRUE(mentions(d, "6.1.1")) << d.message;
  b.s.optionalRules = {"column"};
  expectClean(b.s, r);
  b.placement("u-2a")->state = "skirmish";
  EXPECT_TRUE(mentions(expectRule(b.s, r, "setup.state.invalid"), "24")) << "the rule-24 list applies";
}

// 22.2.2 (conditional rule 22): mounted and dismounted cavalry may not be stacked.
TEST_F(ValidateHuzzah, MountedAndDismountedCavalryApartUnderRule22) {
  auto b = hz();
  b.s.optionalRules = {"cavalry"};
  b.formation("u-cav", "regiment", "union", "u-brig");
  b.unit("u-cav-a", "cavalry", "union", "u-cav", combat("cav"));
  b.unit("u-cav-b", "cavalry", "union", "u-cav", combat("cav"));
  b.place("u-cav-a", "0710", 0, "mounted");
  b.place("u-cav-b", "0710", 0, "mounted");
  EXPECT_EQ(findRule(validate(b.s, r), "setup.stacking.mixed-type"), nullptr) << dump(validate(b.s, r));
  b.placement("u-cav-b")->state = "dismounted";
  const Diagnostic d = expectRule(b.s, r, "setup.stacking.mixed-type");
  EXPECT_TRUE(mentions(d, "(rule 22.2.2)")) << d.message;
  EXPECT_TRUE(mentions(d, "dismounted")) << d.message;
}

// 10.1.8: artillery may not enter woods with a stream "except at a ford, bridge, or
// thoroughfare"; a stream hex on a thoroughfare is a crossing (12.4.1), drawn as a ford or
// bridge (10.1.12), and that feature lifts the prohibition.
TEST_F(ValidateHuzzah, ArtilleryStaysOutOfWoodsAndStreamExceptAtACrossing) {
  auto b = hz();
  b.s.map.setTerrain(b.hex("0705"), "woods-stream");
  b.placement("u-art")->hex = b.hex("0705");
  const Diagnostic d = expectRule(b.s, r, "setup.terrain.prohibited");
  EXPECT_EQ(d.location.unit, "u-art");
  EXPECT_TRUE(mentions(d, "woods-stream")) << d.message;
  b.feature("0705", "ford");
  expectClean(b.s, r);
  b.placement("u-art")->hex = b.hex("0508");  // infantry may stand there: the ban is artillery's
  b.placement("u-2a")->hex = b.hex("0705");
  b.s.map.hexFeatures.erase(b.hex("0705"));
  expectClean(b.s, r);
}

// 24.1.6 (rule 24): a column at least 3 hexes from enemy units of 1 or more strength points.
TEST_F(ValidateHuzzah, ColumnsThreeHexesFromTheEnemyUnderRule24) {
  auto b = hz();
  b.s.optionalRules = {"column"};
  b.placement("u-2a")->state = "column";
  b.placement("u-2a")->hex = b.hex("0605");  // the pike
  b.placement("c-5a")->hex = b.hex("0905");
  b.placement("c-ldr")->hex = b.hex("0905");
  expectClean(b.s, r);  // 3 hexes
  b.placement("c-5a")->hex = b.hex("0805");
  const Diagnostic d = expectRule(b.s, r, "setup.enemy.distance");
  EXPECT_EQ(d.location.unit, "u-2a");
  EXPECT_TRUE(mentions(d, "starts 2 hex(es) from enemy unit c-5a; it must stay at least 3 away (rule 24.1.6)"))
      << d.message;
  for (auto& u : b.s.oob.units)
    if (u.id.value == "c-5a") u.attributes["strength"] = std::int64_t{0};
  expectClean(b.s, r);  // an enemy of 0 strength points does not count
  b.s.optionalRules.clear();
  b.placement("u-2a")->state = "line";
  for (auto& u : b.s.oob.units)
    if (u.id.value == "c-5a") u.attributes["strength"] = std::int64_t{2};
  expectClean(b.s, r);  // no column without rule 24
}

// 24.1.5 (rule 24): column units only on thoroughfare hexes; a road through the hex is one.
TEST_F(ValidateHuzzah, ColumnsStandOnThoroughfaresUnderRule24) {
  auto b = hz();
  b.s.optionalRules = {"column"};
  b.placement("u-2a")->state = "column";
  const Diagnostic d = expectRule(b.s, r, "setup.hex.required");
  EXPECT_EQ(d.location.unit, "u-2a");
  EXPECT_TRUE(mentions(d, "(rule 24.1.5)")) << d.message;
  EXPECT_TRUE(mentions(d, "0409")) << d.message;
  b.placement("u-2a")->hex = b.hex("0605");  // the pike
  expectClean(b.s, r);
  b.s.optionalRules.clear();  // without rule 24 there is no column, and no thoroughfare rule
  b.placement("u-2a")->state = "line";
  b.placement("u-2a")->hex = b.hex("0409");
  expectClean(b.s, r);
}

// 24.1.8 (rule 24): columns may not stack with non-columns.
TEST_F(ValidateHuzzah, ColumnsDoNotStackWithNonColumnsUnderRule24) {
  auto b = hz();
  b.s.optionalRules = {"column"};
  b.placement("u-1a")->hex = b.hex("0705");
  b.placement("u-1b")->hex = b.hex("0705");
  b.placement("u-1a")->state = "column";
  b.placement("u-1b")->state = "column";
  expectClean(b.s, r);
  b.placement("u-1b")->state = "line";
  const Diagnostic d = expectRule(b.s, r, "setup.stacking.mixed-type");
  EXPECT_EQ(d.location.hexLabel, "0705");
  EXPECT_TRUE(mentions(d, "(rule 24.1.8)")) << d.message;
}

// 26.1.1: Sundown and Dusk turns belong to the conditional rule 26 (Twilight).
TEST_F(ValidateHuzzah, SundownAndDuskTurnsOnlyUnderRule26) {
  auto b = hz();
  b.s.turns.turns = {TurnInfo{11, "Afternoon", false}, TurnInfo{12, "Sundown", false}};
  const Diagnostic d = expectRule(b.s, r, "scenario.turn.optional");
  EXPECT_TRUE(mentions(d, "turn 12")) << d.message;
  EXPECT_TRUE(mentions(d, "twilight")) << d.message;
  EXPECT_TRUE(mentions(d, "(rule 26.1.1)")) << d.message;
  b.s.optionalRules = {"twilight"};
  expectClean(b.s, r);
}

TEST_F(ValidateHuzzah, StrengthIsZeroToThreeAndOptionalRulesAreTheBooks) {
  auto b = hz();
  b.s.oob.units[1].attributes["strength"] = std::int64_t{4};
  EXPECT_TRUE(mentions(expectRule(b.s, r, "attribute.range"), "0..3"));
  auto o = hz();
  o.s.optionalRules = {"column", "balloons"};
  EXPECT_TRUE(mentions(expectRule(o.s, r, "scenario.optional-rule.unknown"), "balloons"));
}

}  // namespace
}  // namespace hexwright::validate_testing
