// map.*: hexsides, elevation, routes, features, named hexes, areas.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TEST(MapCheck, DirectionalHexsideWithoutDirection) {
  Scenario s = validScenario();
  s.map.hexsideFeatures[hexside(hexAt(5, 5), 3)][0].toward.reset();
  const Diagnostic d = expectRule(s, testRuleset(), "map.hexside.direction-missing");
  ASSERT_TRUE(d.location.hexside.has_value());
  EXPECT_EQ(*d.location.hexside, hexside(hexAt(5, 5), 3));
  EXPECT_NE(d.message.find("downhill"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("hexside 0607/N "), std::string::npos) << d.message;
}

TEST(MapCheck, DirectionNotOnTheHexside) {
  Scenario s = validScenario();
  s.map.hexsideFeatures[hexside(hexAt(5, 5), 3)][0].toward = hexAt(0, 0);
  expectRule(s, testRuleset(), "map.hexside.direction-invalid");
  s = validScenario();
  s.map.hexsideFeatures[hexside(hexAt(2, 2), 0)][0].toward = hexAt(2, 2);
  EXPECT_EQ(expectRule(s, testRuleset(), "map.hexside.direction-unexpected").severity, Severity::Warning);
}

TEST(MapCheck, HexsideOffTheMapAndDuplicated) {
  Scenario s = validScenario();
  s.map.hexsideFeatures[hexside(hexAt(30, 30), 0)].push_back(HexsideFeature{"stream", std::nullopt, {}});
  expectRule(s, testRuleset(), "map.hexside.off-map");
  s = validScenario();
  s.map.hexsideFeatures[hexside(hexAt(2, 2), 0)].push_back(HexsideFeature{"stream", std::nullopt, {}});
  expectRule(s, testRuleset(), "map.hexside.duplicate");
}

TEST(MapCheck, HexsideMustBorderItsTerrain) {
  Scenario s = validScenario();
  const auto hexes = hexesOf(hexside(hexAt(4, 4), 1));
  s.map.setTerrain(hexes[0], "woods");
  s.map.setTerrain(hexes[1], "woods");
  EXPECT_NE(expectRule(s, testRuleset(), "map.hexside.terrain").message.find("clear"), std::string::npos);
  s.map.setTerrain(hexes[1], "clear");
  expectClean(s, testRuleset());
}

TEST(MapCheck, HexsideElevationRelation) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(
      check("map.hexside.elevation", {{"types", "slope"}, {"require", "toward-lower"}}, Severity::Error, "3.1.4"));
  expectClean(s, r);
  s.map.setElevation(neighbor(hexAt(5, 5), 3), 2);
  EXPECT_NE(expectRule(s, r, "map.hexside.elevation").message.find("not lower"), std::string::npos);

  Scenario flat = validScenario();
  Ruleset ridge = testRuleset();
  ridge.checks.push_back(check("map.hexside.elevation", {{"types", "stream"}, {"require", "equal"}, {"level", "0"}}));
  expectClean(flat, ridge);
  flat.map.setElevation(hexAt(2, 2), 1);
  expectRule(flat, ridge, "map.hexside.elevation");
}

TEST(MapCheck, ElevationOutsideTheLevels) {
  Scenario s = validScenario();
  s.map.setElevation(hexAt(7, 7), 4);
  const Diagnostic d = expectRule(s, testRuleset(), "map.elevation.range");
  EXPECT_EQ(d.location.hexLabel, "0808");
  EXPECT_NE(d.message.find("0..3"), std::string::npos) << d.message;
  Ruleset none = testRuleset();
  none.elevation = Elevation{};
  none.elevation.kind = ElevationKind::None;
  EXPECT_NE(expectRule(validScenario(), none, "map.elevation.range").message.find("no elevation"), std::string::npos);
  Ruleset unknown = testRuleset();
  unknown.elevation = Elevation{};
  EXPECT_FALSE(validate(s, unknown).hasRule("map.elevation.range"));
}

TEST(MapCheck, RouteGapAndOffMap) {
  Scenario s = validScenario();
  s.map.routes[0].path.push_back(hexAt(7, 1));
  const Diagnostic d = expectRule(s, testRuleset(), "map.route.gap");
  EXPECT_EQ(d.location.hexLabel, "0502");
  EXPECT_NE(d.message.find("0802"), std::string::npos) << d.message;
  s = validScenario();
  s.map.routes[0].path.push_back(hexAt(-1, 1));
  expectRule(s, testRuleset(), "map.route.off-map");
  s = validScenario();
  s.map.routes[0].path.resize(1);
  EXPECT_EQ(expectRule(s, testRuleset(), "map.route.short").severity, Severity::Warning);
}

TEST(MapCheck, FeatureCountAndPlacement) {
  Scenario s = validScenario();
  for (int c = 0; c < 3; ++c) s.map.hexFeatures[hexAt(c, 4)].push_back(HexFeature{"morass", {}});
  EXPECT_NE(expectRule(s, testRuleset(), "map.feature.count").message.find("3 hexes"), std::string::npos);

  Scenario f = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("map.feature.count", {{"feature", "landing"}, {"exactly", "2"}}, Severity::Error, "5.4"));
  expectRule(f, r, "map.feature.count");
  r.checks.back().params["exactly"] = "1";
  expectClean(f, r);

  r.checks.push_back(check("map.feature.requires", {{"features", "ford"}, {"route", "any"}, {"terrain", "woods"}}));
  f.map.hexFeatures[hexAt(3, 1)].push_back(HexFeature{"ford", {}});  // on the road, but clear
  const Diagnostic d = expectRule(f, r, "map.feature.requires");
  EXPECT_EQ(d.location.hexLabel, "0402");
  EXPECT_NE(d.message.find("terrain woods"), std::string::npos) << d.message;
  EXPECT_EQ(d.message.find("a route"), std::string::npos) << d.message;
  f.map.setTerrain(hexAt(3, 1), "woods");
  expectClean(f, r);
}

TEST(MapCheck, NamedHexesExistAndCarryWhatTheRulebookSays) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(
      check("map.hex.required", {{"hexes", "0707,0202"}, {"feature", "landing,camp"}}, Severity::Error, "5.4B"));
  r.checks.push_back(check("map.hex.required", {{"hexes", "1004"}, {"edge", "true"}}));
  expectClean(s, r);
  r.checks.push_back(check("map.hex.required", {{"hexes", "1299"}}));
  const Diagnostic missing = expectRule(s, r, "map.hex.required");
  EXPECT_EQ(missing.location.hexLabel, "1299");
  r.checks.pop_back();
  r.checks.push_back(check("map.hex.required", {{"hexes", "0505"}, {"impassable", "true"}}));
  EXPECT_NE(expectRule(s, r, "map.hex.property").message.find("impassable"), std::string::npos);
  s.map.hexFeatures[hexAt(4, 4)].push_back(HexFeature{"rock", {}});
  s.victory.clear();
  expectClean(s, r);
}

TEST(MapCheck, AreasOnTheMapOfKnownSides) {
  Scenario s = validScenario();
  s.map.areas[1].hexes.push_back(hexAt(12, 0));
  expectRule(s, testRuleset(), "map.area.off-map");
  s = validScenario();
  s.map.areas[1].side = "france";
  expectRule(s, testRuleset(), "map.area.side");
  s = validScenario();
  s.map.areas.push_back(NamedArea{AreaId{"conf-entry"}, "again", "entry", "", {hexAt(9, 0)}, {}});
  expectRule(s, testRuleset(), "map.area.duplicate");
}

TEST(MapCheck, RequiredAreas) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("map.area.required", {{"kind", "setup"}, {"side", "union"}, {"min", "1"}}));
  expectClean(s, r);
  r.checks.back().params["min"] = "3";
  EXPECT_NE(expectRule(s, r, "map.area.required").message.find("has 1 setup areas"), std::string::npos);
}

}  // namespace
}  // namespace hexwright::model::testing
