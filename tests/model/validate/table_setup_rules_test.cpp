// Tabletop set-up geometry rules (Dress on the Colors section 7.3): table.state.prohibited-in
// (RULE-03-3.3), table.terrain.garrison (RULE-03-3.1), table.formation.interval
// (RULE-02-5.4) and setup.leader.distance at division level (RULE-07-4.1-c).
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TerrainType piece(std::string id) {
  TerrainType t;
  t.id = id;
  t.name = id;
  t.geometry = GeometryKind::Polygon;
  return t;
}

Ruleset tableRules() {
  Ruleset r = testRuleset();
  r.id = "test-table";
  r.gridKind = GridKind::Table;
  r.tables = {TablePreset{"4x6", "4' x 6'", TableSize{72, 48}, "RULE-00-2.4", ""}};
  TerrainType building = piece("building");
  building.properties = {StatedValue{"garrison-max-stands", AttributeValue{std::int64_t{2}}, "RULE-03-3.1", ""}};
  r.terrain.push_back(piece("town-sector"));
  r.terrain.push_back(building);
  for (UnitType& t : r.unitTypes) {
    if (t.id != "infantry" && t.id != "cavalry") continue;
    t.attributes.push_back(attr("stands", AttributeType::Integer, 1, 10));
    t.baseWidthInches = NumberRange::exactly(1);
    t.baseDepthInches = NumberRange::exactly(0.75);
  }
  UnitType brigadier = unitType("brigadier", true);
  r.unitTypes.push_back(brigadier);
  return r;
}

Placement at(std::string unit, double x, double y, std::string state = "", double facing = 0) {
  Placement p;
  p.unit = UnitId{std::move(unit)};
  p.position = Vec2{x, y};
  p.facingDegrees = facing;
  p.state = std::move(state);
  return p;
}

std::vector<Vec2> rect(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

/// Union regiments u-1 (4 stands) and u-2 (3 stands) of brigade u-bde side by side in line,
/// facing north along y = 45: fronts 10..14 and 18.5..21.5. A town sector and a building
/// stand empty in the Union zone.
Scenario tableScenario() {
  Scenario s = validScenario();
  s.rulesetId = "test-table";
  s.map = Map{};
  s.map.kind = GridKind::Table;
  s.map.table = TableSize{72, 48};
  s.map.areas = {NamedArea{AreaId{"usa"}, "USA deployment", "deployment", "union", {}, rect(0, 36, 72, 48)},
                 NamedArea{AreaId{"csa"}, "CSA deployment", "deployment", "confederate", {}, rect(0, 0, 72, 6)}};
  VectorLayer terrain{LayerId{"terrain"}, "Terrain", true, {}, ""};
  terrain.features.push_back(VectorFeature{
      FeatureId{"town-1"}, "town-sector", GeometryKind::Polygon, rect(30, 38, 36, 44), "Sharpsburg", {}, {}});
  terrain.features.push_back(VectorFeature{
      FeatureId{"farm-1"}, "building", GeometryKind::Polygon, rect(50, 40, 52, 42), "Miller's Farm", {}, {}});
  s.map.vectorLayers = {terrain};
  for (Unit& u : s.oob.units) {
    if (u.id.value == "u-1") u.attributes["stands"] = std::int64_t{4};
    if (u.id.value == "u-2") u.attributes["stands"] = std::int64_t{3};
  }
  s.setup = {at("u-ldr", 10, 47), at("u-1", 12, 45, "line"), at("u-2", 20, 45, "line"),
             at("u-art", 18, 47), at("c-ldr", 10, 3),        at("c-1", 12, 3, "line", 180)};
  s.reinforcements[0].entryHex.reset();
  s.reinforcements[0].entryArea = AreaId{"csa"};
  s.victory[0].hex.reset();
  s.victory[0].kind = "text";
  return s;
}

Placement& placementOf(Scenario& s, const std::string& unit) {
  for (Placement& p : s.setup)
    if (p.unit.value == unit) return p;
  ADD_FAILURE() << "no placement of " << unit;
  return s.setup.front();
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// ---- table.state.prohibited-in ----

Ruleset townRules() {
  Ruleset r = tableRules();
  r.checks.push_back(check("table.state.prohibited-in", {{"terrain", "town-sector"}, {"states", "line"}},
                           Severity::Error, "RULE-03-3.3-a"));
  return r;
}

TEST(TableStateTerrain, TheFixtureIsClean) {
  expectClean(tableScenario(), townRules());
  expectClean(tableScenario(), tableRules());
}

TEST(TableStateTerrain, ALineInsideATownSector) {
  Scenario s = tableScenario();
  placementOf(s, "u-1").position = Vec2{33, 41};
  const Diagnostic d = expectRule(s, townRules(), "table.state.prohibited-in");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_EQ(d.location.unit, "u-1");
  EXPECT_EQ(d.related, std::vector<std::string>{"town-1"});
  EXPECT_TRUE(has(d.message, "unit u-1 is set up in state 'line' inside terrain piece 'town-1' (town-sector)"))
      << d.message;
  EXPECT_TRUE(has(d.message, "(rule RULE-03-3.3-a)")) << d.message;
  EXPECT_EQ(countRule(validate(s, townRules()), "table.state.prohibited-in"), 1u);
  // Not enabled: nothing.
  EXPECT_EQ(countRule(validate(s, tableRules()), "table.state.prohibited-in"), 0u);
}

TEST(TableStateTerrain, AColumnInsideOrALineOutsideIsFine) {
  Scenario s = tableScenario();
  placementOf(s, "u-1").position = Vec2{33, 41};
  placementOf(s, "u-1").state = "column";
  expectClean(s, townRules());
  s = tableScenario();
  placementOf(s, "u-1").position = Vec2{37, 41};  // just east of the sector
  expectClean(s, townRules());
}

TEST(TableStateTerrain, OtherPiecesAndTheFilter) {
  Scenario s = tableScenario();
  placementOf(s, "u-1").position = Vec2{51, 41};  // in the building, not a town sector
  EXPECT_EQ(countRule(validate(s, townRules()), "table.state.prohibited-in"), 0u);
  s = tableScenario();
  placementOf(s, "u-1").position = Vec2{33, 41};
  Ruleset r = townRules();
  r.checks.back().params["types"] = "cavalry";
  EXPECT_EQ(countRule(validate(s, r), "table.state.prohibited-in"), 0u);
}

// ---- table.terrain.garrison ----

Ruleset garrisonRules(std::map<std::string, std::string> extra = {}) {
  Ruleset r = tableRules();
  std::map<std::string, std::string> params{{"terrain", "building"}, {"allow", "infantry cavalry:dismounted"}};
  params.merge(extra);
  r.checks.push_back(check("table.terrain.garrison", params, Severity::Error, "RULE-03-3.1-a"));
  return r;
}

TEST(TableGarrison, TwoStandsFitTheBuilding) {
  Scenario s = tableScenario();
  for (Unit& u : s.oob.units)
    if (u.id.value == "u-1") u.attributes["stands"] = std::int64_t{2};
  placementOf(s, "u-1").position = Vec2{51, 41};
  expectClean(s, garrisonRules());
}

TEST(TableGarrison, MoreStandsThanTheBuildingHolds) {
  Scenario s = tableScenario();
  placementOf(s, "u-1").position = Vec2{51, 41};  // 4 stands; the type's garrison-max-stands is 2
  const Diagnostic d = expectRule(s, garrisonRules(), "table.terrain.garrison");
  EXPECT_EQ(d.location.unit, "u-1");
  EXPECT_TRUE(has(d.message, "building 'farm-1' holds 4 stands (units u-1); the limit is 2")) << d.message;
  EXPECT_TRUE(has(d.message, "RULE-03-3.1-a")) << d.message;
  EXPECT_EQ(d.related, (std::vector<std::string>{"farm-1", "u-1"}));
  // The <check>'s own max-stands wins over the type's property.
  expectClean(s, garrisonRules({{"max-stands", "4"}}));
}

TEST(TableGarrison, TwoUnitsTogetherOverTheLimit) {
  Scenario s = tableScenario();
  for (Unit& u : s.oob.units)
    if (u.id.value == "u-1" || u.id.value == "u-2") u.attributes["stands"] = std::int64_t{1};
  placementOf(s, "u-1").position = Vec2{50.5, 41};
  placementOf(s, "u-2").position = Vec2{51.5, 41};
  expectClean(s, garrisonRules());
  placementOf(s, "c-1").position = Vec2{51, 40.5};  // a third unit, without `stands`: counts 1
  const Diagnostic d = expectRule(s, garrisonRules(), "table.terrain.garrison");
  EXPECT_EQ(d.location.unit, "c-1");
  EXPECT_TRUE(has(d.message, "holds 3 stands (units u-1, u-2, c-1); the limit is 2")) << d.message;
}

TEST(TableGarrison, OnlyInfantryOrDismountedCavalry) {
  Scenario s = tableScenario();
  placementOf(s, "u-art").position = Vec2{51, 41};
  const Diagnostic d = expectRule(s, garrisonRules(), "table.terrain.garrison");
  EXPECT_EQ(d.location.unit, "u-art");
  EXPECT_TRUE(has(d.message, "unit u-art (artillery) is inside building 'farm-1'; only infantry cavalry:dismounted"))
      << d.message;
  // Cavalry: mounted no, dismounted yes.
  s = tableScenario();
  s.oob.units.push_back(
      makeUnit("u-cav", "cavalry", "union", "u-bde", {{"strength", std::int64_t{2}}, {"stands", std::int64_t{2}}}));
  s.setup.push_back(at("u-cav", 51, 41, "mounted"));
  EXPECT_TRUE(has(expectRule(s, garrisonRules(), "table.terrain.garrison").message, "unit u-cav (cavalry, mounted)"));
  s.setup.back().state = "dismounted";
  expectClean(s, garrisonRules());
  // A leader is no garrison (leaders excluded by default).
  s = tableScenario();
  placementOf(s, "u-ldr").position = Vec2{51, 41};
  expectClean(s, garrisonRules());
}

// ---- table.formation.interval ----

Ruleset intervalRules() {
  Ruleset r = tableRules();
  r.checks.push_back(check("table.formation.interval",
                           {{"level", "brigade"}, {"min-gap", "0.5"}, {"when-state", "line"}}, Severity::Error,
                           "RULE-02-5.4-a"));
  return r;
}

TEST(TableInterval, RegimentsWithRoomBetweenThemAreFine) {
  Scenario s = tableScenario();
  expectClean(s, intervalRules());
  placementOf(s, "u-2").position = Vec2{16, 45};  // fronts 10..14 and 14.5..17.5: exactly 0.5"
  expectClean(s, intervalRules());
}

TEST(TableInterval, TooCloseAtTheFlanks) {
  Scenario s = tableScenario();
  placementOf(s, "u-2").position = Vec2{15.8, 45.2};  // 14.3..17.3: 0.3" from u-1's flank
  const Diagnostic d = expectRule(s, intervalRules(), "table.formation.interval");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_EQ(d.location.unit, "u-1");
  EXPECT_EQ(d.related, std::vector<std::string>{"u-2"});
  EXPECT_TRUE(has(d.message,
                  "units u-1 and u-2 of u-bde (fronts 4\" and 3\") stand 0.3\" apart at their flanks; "
                  "the minimum interval is 0.5\" (rule RULE-02-5.4-a)"))
      << d.message;
  EXPECT_EQ(countRule(validate(s, intervalRules()), "table.formation.interval"), 1u);
}

TEST(TableInterval, OverlappingFronts) {
  Scenario s = tableScenario();
  placementOf(s, "u-2").position = Vec2{15, 45};  // 13.5..16.5 overlaps 10..14
  EXPECT_TRUE(
      has(expectRule(s, intervalRules(), "table.formation.interval").message, "overlap by 0.5\" at their flanks"));
}

TEST(TableInterval, TurnedLinesAreMeasuredAlongTheirFront) {
  Scenario s = tableScenario();
  // Both facing east (90°): fronts run north-south, u-1 over 30..34 and u-2 over 34.2..37.2.
  placementOf(s, "u-1").position = Vec2{12, 32};
  placementOf(s, "u-1").facingDegrees = 90;
  placementOf(s, "u-2").position = Vec2{12.3, 35.7};
  placementOf(s, "u-2").facingDegrees = 80;
  s.map.areas[0].polygon = rect(0, 20, 72, 48);
  EXPECT_TRUE(has(expectRule(s, intervalRules(), "table.formation.interval").message, "apart at their flanks"));
  placementOf(s, "u-2").position = Vec2{12.3, 36};
  expectClean(s, intervalRules());
}

TEST(TableInterval, NotSideBySideOrNotComparable) {
  // One behind the other (a second line): not compared.
  Scenario s = tableScenario();
  placementOf(s, "u-2").position = Vec2{13, 41};
  expectClean(s, intervalRules());
  // Facing different ways (more than 45°).
  s = tableScenario();
  placementOf(s, "u-2").position = Vec2{15, 45};
  placementOf(s, "u-2").facingDegrees = 90;
  expectClean(s, intervalRules());
  // Not in line, or without a facing.
  s = tableScenario();
  placementOf(s, "u-2").position = Vec2{15, 45};
  placementOf(s, "u-2").state = "column";
  expectClean(s, intervalRules());
  placementOf(s, "u-2").state = "line";
  placementOf(s, "u-2").facingDegrees.reset();
  EXPECT_EQ(countRule(validate(s, intervalRules()), "table.formation.interval"), 0u);
  // Different brigades.
  s = tableScenario();
  s.oob.formations.push_back(makeFormation("u-bde-2", "brigade", "union", "u-div"));
  for (Unit& u : s.oob.units)
    if (u.id.value == "u-2") u.formation = FormationId{"u-bde-2"};
  placementOf(s, "u-2").position = Vec2{15, 45};
  expectClean(s, intervalRules());
}

// ---- setup.leader.distance at division level: RULE-07-4.1-c ----

Ruleset divisionRadiusRules() {
  Ruleset r = tableRules();
  r.checks.push_back(check("setup.leader.distance",
                           {{"direction", "units-to-leader"},
                            {"level", "division"},
                            {"types", "brigadier"},
                            {"leaders", "include"},
                            {"max-distance", "18"}},
                           Severity::Warning, "RULE-07-4.1-c"));
  return r;
}

/// The fixture plus brigadier u-bdr commanding u-bde, 20" from the division's u-ldr.
Scenario withBrigadier() {
  Scenario s = tableScenario();
  s.oob.units.push_back(makeUnit("u-bdr", "brigadier", "union", "u-bde"));
  for (Formation& f : s.oob.formations)
    if (f.id.value == "u-bde") f.commander = UnitId{"u-bdr"};
  s.setup.push_back(at("u-bdr", 30, 47));
  return s;
}

TEST(DivisionCommandRadius, ABrigadierBeyondEighteenInches) {
  Scenario s = withBrigadier();
  const Diagnostic d = expectRule(s, divisionRadiusRules(), "setup.leader.distance");
  EXPECT_EQ(d.severity, Severity::Warning);
  EXPECT_EQ(d.location.unit, "u-bdr");
  EXPECT_TRUE(has(d.message, "unit u-bdr starts 20\" from its leader u-ldr; the limit is 18 (rule RULE-07-4.1-c)"))
      << d.message;
  EXPECT_EQ(countRule(validate(s, divisionRadiusRules()), "setup.leader.distance"), 1u);  // regiments not selected
  placementOf(s, "u-bdr").position = Vec2{27, 47};
  expectClean(s, divisionRadiusRules());
}

TEST(DivisionCommandRadius, NothingWithoutADivisionCommander) {
  // The division has no commander.
  Scenario s = withBrigadier();
  for (Formation& f : s.oob.formations)
    if (f.id.value == "u-div") f.commander.reset();
  std::erase_if(s.setup, [](const Placement& p) { return p.unit.value == "u-ldr"; });
  std::erase_if(s.oob.units, [](const Unit& u) { return u.id.value == "u-ldr"; });
  EXPECT_EQ(countRule(validate(s, divisionRadiusRules()), "setup.leader.distance"), 0u)
      << dump(validate(s, divisionRadiusRules()));
  // No division at all (Heron's Creek: brigades directly under the army).
  s = withBrigadier();
  for (Formation& f : s.oob.formations)
    if (f.id.value == "u-bde") f.parent.reset();
  EXPECT_EQ(countRule(validate(s, divisionRadiusRules()), "setup.leader.distance"), 0u);
}

}  // namespace
}  // namespace hexwright::model::testing
