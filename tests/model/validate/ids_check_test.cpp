// ids.*: every id the scenario uses is defined by the ruleset.
#include <gtest/gtest.h>

#include "model/map/kept_ground.h"
#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TEST(IdsCheck, UnknownTerrainNamesTheHex) {
  Scenario s = validScenario();
  s.map.setTerrain(hexAt(2, 3), "lava");
  const Diagnostic d = expectRule(s, testRuleset(), "ids.terrain.unknown");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_EQ(d.location.hexLabel, "0304");
  EXPECT_NE(d.message.find("'lava'"), std::string::npos);
  EXPECT_NE(d.message.find("test-rules"), std::string::npos);
}

TEST(IdsCheck, EmptyTerrainIsReported) {
  Scenario s = validScenario();
  s.map.setTerrain(hexAt(0, 0), "");
  EXPECT_NE(expectRule(s, testRuleset(), "ids.terrain.unknown").message.find("no terrain"), std::string::npos);
}

TEST(IdsCheck, UnknownFeatureHexsideAndRoute) {
  Scenario s = validScenario();
  s.map.hexFeatures[hexAt(4, 4)].push_back(HexFeature{"castle", {}});
  s.map.hexsideFeatures[hexside(hexAt(6, 2), 1)].push_back(HexsideFeature{"moat", std::nullopt, {}});
  s.map.routes[0].type = "autobahn";
  EXPECT_EQ(expectRule(s, testRuleset(), "ids.feature.unknown").location.hexLabel, "0505");
  const Diagnostic hs = expectRule(s, testRuleset(), "ids.hexside.unknown");
  ASSERT_TRUE(hs.location.hexside.has_value());
  EXPECT_EQ(*hs.location.hexside, hexside(hexAt(6, 2), 1));
  EXPECT_NE(expectRule(s, testRuleset(), "ids.route.unknown").message.find("autobahn"), std::string::npos);
}

TEST(IdsCheck, UnknownUnitTypeLevelAndSide) {
  Scenario s = validScenario();
  s.oob.units[2].type = "dragoons";
  s.oob.formations[1].level = "legion";
  s.oob.units[5].side = SideId{"mexico"};
  const Diagnostic type = expectRule(s, testRuleset(), "ids.unit-type.unknown");
  EXPECT_EQ(type.location.unit, "u-2");
  EXPECT_EQ(type.location.hexLabel, "0307");
  EXPECT_EQ(expectRule(s, testRuleset(), "ids.level.unknown").location.formation, "u-bde");
  EXPECT_EQ(expectRule(s, testRuleset(), "ids.side.unknown").location.unit, "c-1");
}

TEST(IdsCheck, UnknownAreaKindIsAWarning) {
  Scenario s = validScenario();
  s.map.areas[0].kind = "picnic";
  EXPECT_EQ(expectRule(s, testRuleset(), "ids.area-kind.unknown").severity, Severity::Warning);
}

TEST(IdsCheck, UnknownVectorFeatureType) {
  Scenario s = validScenario();
  VectorLayer layer{LayerId{"traced"}, "Traced", true, {}, ""};
  layer.features.push_back(VectorFeature{FeatureId{"f1"}, "woods", GeometryKind::Polygon, {}, "", {}, {}});
  s.map.vectorLayers.push_back(layer);
  expectClean(s, testRuleset());
  s.map.vectorLayers[0].features[0].type = "jungle";
  expectRule(s, testRuleset(), "ids.vector.unknown");
}

TEST(IdsCheck, KeptContourLinesAreNoUnknownType) {
  Scenario s = validScenario();
  VectorLayer kept{LayerId{"ground-dem"}, "ground-dem", true, {}, "dem.tif"};
  kept.features.push_back(
      VectorFeature{FeatureId{"1"}, kContourType, GeometryKind::Polyline, {{0, 0}, {90, 0}}, "40", {}, {}});
  s.map.vectorLayers.push_back(kept);
  expectClean(s, testRuleset());
  // A layer the designer drew is checked against the ruleset, contour or not.
  s.map.vectorLayers[0].source.clear();
  expectRule(s, testRuleset(), "ids.vector.unknown");
}

}  // namespace
}  // namespace hexwright::model::testing
