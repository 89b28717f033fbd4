// table.*: tabletop (miniatures) maps in inches.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

Ruleset tableRuleset() {
  Ruleset r = testRuleset();
  r.id = "test-table";
  r.gridKind = GridKind::Table;
  r.tables = {TablePreset{"4x6", "4' x 6'", TableSize{72, 48}, "RULE-00-2.4", ""},
              TablePreset{"4x4", "4' x 4'", TableSize{48, 48}, "RULE-00-2.4", ""}};
  r.terrain[1].geometry = GeometryKind::Polygon;
  r.terrain[1].attributes = {attr("level", AttributeType::Integer, 0, 2)};
  r.elevation = Elevation{};
  return r;
}

Placement at(std::string unit, double x, double y) {
  Placement p;
  p.unit = UnitId{std::move(unit)};
  p.position = Vec2{x, y};
  p.facingDegrees = 0;
  return p;
}

Scenario tableScenario() {
  Scenario s = validScenario();
  s.rulesetId = "test-table";
  s.map = Map{};
  s.map.kind = GridKind::Table;
  s.map.table = TableSize{72, 48};
  s.map.areas = {
      NamedArea{AreaId{"usa"}, "USA deployment", "deployment", "union", {}, {{0, 42}, {72, 42}, {72, 48}, {0, 48}}},
      NamedArea{AreaId{"csa"}, "CSA deployment", "deployment", "confederate", {}, {{0, 0}, {72, 0}, {72, 6}, {0, 6}}}};
  VectorLayer terrain{LayerId{"terrain"}, "Terrain", true, {}, ""};
  terrain.features.push_back(VectorFeature{FeatureId{"hill"},
                                           "woods",
                                           GeometryKind::Polygon,
                                           {{30, 20}, {40, 20}, {35, 28}},
                                           "Hill",
                                           {{"level", std::int64_t{1}}},
                                           {}});
  s.map.vectorLayers = {terrain};
  s.setup = {at("u-ldr", 10, 44), at("u-1", 12, 45),  at("u-2", 20, 45),
             at("u-art", 18, 46), at("c-ldr", 10, 3), at("c-1", 12, 3)};
  s.reinforcements[0].entryHex.reset();
  s.reinforcements[0].entryArea = AreaId{"csa"};
  s.victory[0].hex.reset();
  s.victory[0].kind = "text";
  return s;
}

TEST(TableCheck, TheTabletopFixtureIsClean) { expectClean(tableScenario(), tableRuleset()); }

TEST(TableCheck, UnitOutsideTheTable) {
  Scenario s = tableScenario();
  s.setup[2].position = Vec2{75, 45};
  const Diagnostic d = expectRule(s, tableRuleset(), "table.unit.outside");
  EXPECT_EQ(d.location.unit, "u-2");
  EXPECT_NE(d.message.find("(75\", 45\")"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("72\" x 48\""), std::string::npos) << d.message;
}

TEST(TableCheck, SizeAndPresets) {
  Scenario s = tableScenario();
  Ruleset turned = tableRuleset();
  turned.tables[0].size = TableSize{48, 72};  // the same table, turned
  expectClean(s, turned);
  s.map.table = TableSize{60, 48};
  s.map.areas[0].polygon = {{0, 42}, {60, 42}, {60, 48}, {0, 48}};
  s.map.areas[1].polygon = {{0, 0}, {60, 0}, {60, 6}, {0, 6}};
  EXPECT_EQ(expectRule(s, tableRuleset(), "table.size.preset").severity, Severity::Warning);
  s.map.table = TableSize{0, 48};
  expectRule(s, tableRuleset(), "table.size.invalid");
}

TEST(TableCheck, ZonesAndPiecesInsideTheTable) {
  Scenario s = tableScenario();
  s.map.areas[1].polygon[1] = {80, 0};
  EXPECT_NE(expectRule(s, tableRuleset(), "table.zone.outside").message.find("'csa'"), std::string::npos);
  s = tableScenario();
  s.map.vectorLayers[0].features[0].points[0] = {-3, 20};
  EXPECT_EQ(expectRule(s, tableRuleset(), "table.feature.outside").severity, Severity::Warning);
}

TEST(TableCheck, ZoneDepthFromTheEdge) {
  Scenario s = tableScenario();
  Ruleset r = tableRuleset();
  r.checks.push_back(check("table.zone.edge-distance", {{"max-depth", "6"}, {"edges", "north,south"}}, Severity::Error,
                           "SCEN-10-3.1"));
  expectClean(s, r);
  s.map.areas[0].polygon = {{0, 40}, {72, 40}, {72, 48}, {0, 48}};
  const Diagnostic d = expectRule(s, r, "table.zone.edge-distance");
  EXPECT_NE(d.message.find("'usa' reaches 8\" from the south"), std::string::npos) << d.message;
}

TEST(TableCheck, UnitsInsideTheirDeploymentZone) {
  Scenario s = tableScenario();
  Ruleset r = tableRuleset();
  r.checks.push_back(check("setup.area.required", {{"kind", "deployment"}}, Severity::Error, "SCEN-10-3.1"));
  expectClean(s, r);
  s.setup[5].position = Vec2{12, 20};
  EXPECT_EQ(expectRule(s, r, "setup.area.required").location.unit, "c-1");
}

TEST(TableCheck, RegimentsWithinInchesOfTheirLeader) {
  Scenario s = tableScenario();
  Ruleset r = tableRuleset();
  r.checks.push_back(check("setup.leader.distance", {{"direction", "units-to-leader"}, {"max-distance", "12"}},
                           Severity::Warning, "RULE-02-2.3"));
  expectClean(s, r);
  s.setup[3].position = Vec2{40, 46};
  const Diagnostic d = expectRule(s, r, "setup.leader.distance");
  EXPECT_EQ(d.location.unit, "u-art");
  EXPECT_NE(d.message.find("starts 30.07\" from its leader u-ldr; the limit is 12"), std::string::npos) << d.message;
}

TEST(TableCheck, PieceAttributes) {
  Scenario s = tableScenario();
  s.map.vectorLayers[0].features[0].attributes["level"] = std::int64_t{3};
  expectRule(s, tableRuleset(), "attribute.range");
}

TEST(TableCheck, AHexMapForATableRulesetIsReported) {
  expectRule(validScenario(), tableRuleset(), "scenario.grid.kind");
}

}  // namespace
}  // namespace hexwright::model::testing
