// Broken copies of the committed samples: each test loads a sample, breaks one thing the
// way a designer could, and expects the validator to report exactly the rule for it (and
// nothing else new). One or more per check family: scenario, ids and attributes, order of
// battle, map, setup, reinforcements, victory, tables.
#include <gtest/gtest.h>

#include "sample_break_fixture.h"

namespace hexwright::validate_testing {
namespace {

// ---- scenario ----

TEST_F(SampleBreak, LastTurnBeforeTheFirst) {
  sample("hell-before-night").turns.lastTurn = 0;
  EXPECT_EQ(reported(), (Rules{"scenario.turns.range"})) << all();
}

TEST_F(SampleBreak, HeronsCreekLongerThanTheRulebookAllows) {
  sample("dress-on-the-colors").turns.lastTurn = 9;  // scenarios run 6-8 turns (RULE-00-2.2)
  EXPECT_EQ(reported(), (Rules{"scenario.turns.length"})) << all();
}

TEST_F(SampleBreak, AnOptionalRuleTheRulesetLacks) {
  sample("huzzah").optionalRules.push_back("27-night-attacks");
  EXPECT_EQ(reported(), (Rules{"scenario.optional-rule.unknown"})) << all();
}

// ---- ids and attributes ----

// A negative number in every sample: the first unit whose type declares a whole-number
// value gets -1 there (set, or typed over the sample's), and the validator names the
// unit, the limit and the rule.
TEST_F(SampleBreak, ANegativeValueInEverySample) {
  for (const char* name :
       {"hell-before-night", "bloody-april", "unconditional-surrender", "huzzah", "dress-on-the-colors"}) {
    SCOPED_TRACE(name);
    Scenario& s = sample(name);
    std::string changed;
    for (Unit& u : s.oob.units) {
      const UnitType* type = ruleset.findUnitType(u.type);
      if (!type) continue;
      for (const AttributeDef& def : type->attributes) {
        if (def.type != AttributeType::Integer) continue;
        u.attributes[def.name] = std::int64_t{-1};
        changed = u.id.value + " " + def.name;
        break;
      }
      if (!changed.empty()) break;
    }
    ASSERT_FALSE(changed.empty()) << "no unit type with a whole-number value";
    // The range error, and at most a sum over the formation that adds the same value up.
    const Rules rules = reported();
    EXPECT_TRUE(rules.count("attribute.range")) << changed << "\n" << all();
    for (const std::string& rule : rules)
      EXPECT_TRUE(rule == "attribute.range" || rule == "formation.attribute.sum") << rule << "\n" << all();
    bool named = false;
    const Diagnostics found = validate(broken, ruleset);
    for (const Diagnostic& d : found.items())
      named = named || (d.rule == "attribute.range" && d.location.unit == changed.substr(0, changed.find(' ')) &&
                        d.message.find("(rule ") != std::string::npos);
    EXPECT_TRUE(named) << "the error names the unit and the rule\n" << all();
    TearDown();
  }
}

TEST_F(SampleBreak, TerrainTheRulesetLacks) {
  sample("hell-before-night");
  broken.map.setTerrain(hex("1809"), "swamp");  // 2.3C has seven kinds, no swamp
  EXPECT_EQ(reported(), (Rules{"ids.terrain.unknown"})) << all();
}

TEST_F(SampleBreak, AUnitTypeTheRulesetLacks) {
  sample("huzzah");
  unitOf("usa-51-il-1").type = "zouave";
  EXPECT_EQ(reported(), (Rules{"ids.unit-type.unknown"})) << all();
}

TEST_F(SampleBreak, ALeaderSpanOutsideTheList) {
  sample("hell-before-night");
  unitOf("csa-beauregard").attributes["span"] = std::string("Corps");  // A, Aot, AoO or F (13.1B)
  EXPECT_EQ(reported(), (Rules{"attribute.value"})) << all();
}

TEST_F(SampleBreak, ARegimentOverTenStands) {
  sample("dress-on-the-colors");
  unitOf("usa-2-wis").attributes["stands"] = std::int64_t{11};  // RULE-00-4.2: split into wings
  // The brigade's printed stand strength (21) no longer adds up either (RULE-07-2.2).
  EXPECT_EQ(reported(), (Rules{"attribute.range", "formation.attribute.sum"})) << all();
}

TEST_F(SampleBreak, ATroopQualityTheRulesLack) {
  sample("dress-on-the-colors");
  unitOf("csa-4-va").attributes["quality"] = std::string("Crack");
  EXPECT_EQ(reported(), (Rules{"attribute.value"})) << all();
}

TEST_F(SampleBreak, AMissingPrintedValue) {
  sample("huzzah");
  unitOf("usa-51-il-2").attributes.erase("morale");  // 3.2.5: base morale is printed
  EXPECT_EQ(reported(), (Rules{"attribute.required"})) << all();
}

// ---- order of battle ----

TEST_F(SampleBreak, ABrigadeWithoutItsBrigadier) {
  sample("dress-on-the-colors");
  formationOf("usa-1-bde").commander.reset();
  unitOf("usa-vance").formation = FormationId{"usa-army"};
  EXPECT_EQ(reported(), (Rules{"oob.leader.missing"})) << all();
}

TEST_F(SampleBreak, ADivisionWithoutItsCommander) {
  sample("unconditional-surrender");
  formationOf("usa-1-div").commander.reset();
  unitOf("usa-mcclernand").formation = FormationId{"usa-army"};
  EXPECT_EQ(reported(), (Rules{"oob.leader.missing"})) << all();
}

TEST_F(SampleBreak, ARegimentOutsideEveryBrigade) {
  sample("dress-on-the-colors");
  unitOf("usa-7-wis").formation.reset();  // RULE-02-1.1: regiments act through their brigade
  // Its stands leave the brigade's printed stand strength (RULE-07-2.2), and the regiment
  // leaves the army's printed Total Force Strength (SCEN-10-4.0: 8 regiments, 42 stands).
  EXPECT_EQ(reported(), (Rules{"oob.unit.formation-missing", "formation.attribute.sum", "oob.unit.count"})) << all();
}

TEST_F(SampleBreak, ABrigadeOfFourCounters) {
  sample("unconditional-surrender");
  // 1.2.2 B: up to three counters (letters A-C, so the fourth can only repeat one).
  for (const char* id : {"usa-oglesby-c", "usa-oglesby-d"}) {
    Unit u = unitOf("usa-oglesby-a");
    u.id = UnitId{id};
    u.attributes = {{"brigade", std::string("Oglesby")},
                    {"division", std::string("First")},
                    {"letter", std::string("C")},
                    {"strength", std::int64_t{1}}};
    broken.oob.units.push_back(u);
    broken.setup.push_back(Placement{UnitId{id}, {}, AreaId{"usa-first-division"}, {}, 0, {}, ""});  // 14.1 A, C
  }
  EXPECT_EQ(reported(), (Rules{"oob.formation.size"})) << all();
}

// ---- map ----

TEST_F(SampleBreak, AnEntryHexWithoutItsFeature) {
  sample("hell-before-night");
  auto& features = broken.map.hexFeatures[hex("4500")];
  std::erase_if(features, [](const HexFeature& f) { return f.type == "entry"; });  // 9.3B
  EXPECT_EQ(reported(), (Rules{"map.hex.property"})) << all();
}

TEST_F(SampleBreak, ATooSmallMapLosesTheNamedHexes) {
  sample("unconditional-surrender");
  HexGrid grid = broken.map.grid();
  grid.columns = 20;  // 2101, 2125, 2201... fall off
  Map m;
  m.kind = broken.map.kind;
  m.ground = broken.map.ground;
  m.resetGrid(grid, "open");
  for (const auto& [h, f] : broken.map.hexFeatures)
    if (m.contains(h)) m.hexFeatures[h] = f;
  m.areas = broken.map.areas;
  broken.map = m;
  broken.reinforcements.clear();                                // their entry hex 2125 is gone with the columns
  EXPECT_EQ(reported(), (Rules{"map.hex.required"})) << all();  // 2101, 2201, 2301, 2125 (1.1.2 B, 14.3 A)
}

TEST_F(SampleBreak, AThirdFortHex) {
  sample("unconditional-surrender");
  broken.map.hexFeatures[hex("0101")].push_back(HexFeature{"fort", {}});  // 12.0 B: 1116 and 1217
  EXPECT_EQ(reported(), (Rules{"map.feature.count"})) << all();
}

TEST_F(SampleBreak, ASlopeWithoutItsDownhillHex) {
  sample("hell-before-night");
  broken.map.hexsideFeatures[hexside(hex("2512"), 3)].push_back(HexsideFeature{"steep-slope", std::nullopt, {}});
  EXPECT_EQ(reported(), (Rules{"map.hexside.direction-missing"})) << all();
}

TEST_F(SampleBreak, ASlopeBetweenEqualLevels) {
  sample("huzzah");
  const HexCoord h = hex("0202");
  broken.map.hexsideFeatures[hexside(h, 0)].push_back(HexsideFeature{"slope", neighbor(h, 0), {}});  // 3.1.4
  EXPECT_EQ(reported(), (Rules{"map.hexside.elevation"})) << all();
}

TEST_F(SampleBreak, AThirdElevationLevel) {
  sample("unconditional-surrender");
  broken.map.setElevation(hex("1310"), 2);  // level and high ground only (3.1.3.3)
  EXPECT_EQ(reported(), (Rules{"map.elevation.range"})) << all();
}

TEST_F(SampleBreak, ElevationOnAFlatMap) {
  sample("hell-before-night");
  broken.map.setElevation(hex("2512"), 1);  // "There are no elevations on the map" (2.3 DN)
  EXPECT_EQ(reported(), (Rules{"map.elevation.range"})) << all();
}

TEST_F(SampleBreak, ARoadWithAGap) {
  sample("hell-before-night");
  broken.map.routes.push_back(Route{RouteId{"road-1"}, "road", "", {hex("2010"), hex("2013")}});  // 7.3
  EXPECT_EQ(reported(), (Rules{"map.route.gap"})) << all();
}

TEST_F(SampleBreak, AFordOffTheStream) {
  sample("huzzah");
  broken.map.hexFeatures[hex("0303")].push_back(HexFeature{"ford", {}});  // 12.4.1: a crossing
  EXPECT_EQ(reported(), (Rules{"map.feature.requires"})) << all();
}

TEST_F(SampleBreak, OnlyTwoUnionDivisionAreas) {
  sample("unconditional-surrender");
  std::erase_if(broken.map.areas, [](const NamedArea& a) { return a.id.value == "usa-third-division"; });
  EXPECT_EQ(reported(), (Rules{"map.area.required"})) << all();
}

// ---- setup ----

TEST_F(SampleBreak, UnionUnitsStackedAtSetup) {
  sample("hell-before-night");
  place("usa-15-ia", "2010");
  place("usa-b-2-il", "2010");  // 3.1B: "Union units may not be stacked"
  EXPECT_EQ(reported(), (Rules{"setup.stacking.exceeded"})) << all();
}

TEST_F(SampleBreak, AUnionUnitOnTheBarkRoad) {
  sample("hell-before-night");
  place("usa-15-ia", "1013");  // 9.2D, and 7.1E: the Confederate entry hex
  EXPECT_EQ(reported(), (Rules{"setup.hex.prohibited"})) << all();
}

/// A friendly board edge per side for the Huzzah! sample: a battle that sets up units
/// states its edges (19.8.6; which edges is its own choice, these are the test's).
void addFriendlyEdges(Scenario& s) {
  const auto at = [&](const char* label) { return *parseLabel(label, s.map.grid().convention); };
  s.map.areas.push_back(NamedArea{AreaId{"test-union-edge"}, "West edge", "friendly-edge", "union", {at("0101")}, {}});
  s.map.areas.push_back(
      NamedArea{AreaId{"test-confederate-edge"}, "East edge", "friendly-edge", "confederate", {at("1301")}, {}});
}

TEST_F(SampleBreak, ArtilleryInWoodsAndStream) {
  sample("huzzah");
  addFriendlyEdges(original);
  addFriendlyEdges(broken);
  Unit gun;  // a test battery in Fagan's brigade; 10.1.8 bars artillery from woods and streams
  gun.id = UnitId{"test-battery"};
  gun.type = "artillery";
  gun.side = SideId{"confederate"};
  gun.formation = FormationId{"csa-fagan"};
  gun.attributes = {{"battery", std::string("test")},
                    {"morale", std::int64_t{4}},
                    {"strength", std::int64_t{1}},
                    {"weapon", std::string("-")}};
  broken.oob.units.push_back(gun);
  original.oob.units.push_back(gun);
  broken.map.setTerrain(hex("0303"), "woods-stream");
  place("test-battery", "0303", 0, "limbered");
  EXPECT_EQ(reported(), (Rules{"setup.terrain.prohibited"})) << all();
}

TEST_F(SampleBreak, ARegimentInAnImpassableHex) {
  sample("unconditional-surrender");
  for (auto& a : broken.map.areas)
    if (a.id.value == "csa-deployment") a.hexes = {hex("2101")};
  Placement& p = placementOf("csa-brown-a");  // the 49 Tenn would leave the fort (12.0 C)
  p.area.reset();
  p.hex = hex("2101");
  // 1.1.2 B: the hex is impassable: one mistake, one diagnostic.
  EXPECT_EQ(reported(), (Rules{"setup.terrain.prohibited"})) << all();
}

TEST_F(SampleBreak, AConfederateBrigadeSouthOfTheDeploymentLine) {
  sample("unconditional-surrender");
  Placement& p = placementOf("csa-brown-a");
  p.area.reset();
  p.hex = hex("0101");  // not in any Confederate deployment area (14.2 B)
  EXPECT_EQ(reported(), (Rules{"setup.area.required"})) << all();
}

TEST_F(SampleBreak, TwoRegimentsInOneHex) {
  sample("huzzah");
  addFriendlyEdges(original);
  addFriendlyEdges(broken);
  place("usa-51-il-1", "0101", 0, "line");
  place("usa-51-il-2", "0101", 0, "line");
  EXPECT_EQ(reported(), Rules{}) << all();  // one regiment may stack (10.5.3)
  place("usa-37-il", "0101", 0, "line");
  EXPECT_EQ(reported(), (Rules{"setup.stacking.formation"})) << all();
}

TEST_F(SampleBreak, AStackFacingTwoWays) {
  sample("huzzah");
  addFriendlyEdges(original);
  addFriendlyEdges(broken);
  place("usa-51-il-1", "0101", 0, "line");
  place("usa-51-il-2", "0101", 1, "line");  // 10.2.7
  EXPECT_EQ(reported(), (Rules{"setup.facing.mixed"})) << all();
}

TEST_F(SampleBreak, AUnitWithoutAFacing) {
  sample("huzzah");
  addFriendlyEdges(original);
  addFriendlyEdges(broken);
  place("usa-51-il-1", "0101", std::nullopt, "line");  // 10.2.1
  EXPECT_EQ(reported(), (Rules{"setup.facing.missing"})) << all();
}

TEST_F(SampleBreak, InfantryMounted) {
  sample("huzzah");
  addFriendlyEdges(original);
  addFriendlyEdges(broken);
  place("usa-51-il-1", "0101", 0, "mounted");  // 6.1.1: infantry is always in line
  EXPECT_EQ(reported(), (Rules{"setup.state.invalid"})) << all();
}

TEST_F(SampleBreak, ABatteryInLineOfBattle) {
  sample("dress-on-the-colors");
  placementOf("csa-rockbridge").state = "line-of-battle";  // limbered or unlimbered (RULE-02-4.5)
  EXPECT_EQ(reported(), (Rules{"setup.state.invalid"})) << all();
}

TEST_F(SampleBreak, GrantOnTheMapAtTheStart) {
  sample("unconditional-surrender");
  std::erase_if(broken.reinforcements, [](const Reinforcement& r) { return r.id.value == "r-grant"; });
  broken.setup.push_back(Placement{UnitId{"usa-grant"}, {}, AreaId{"usa-first-division"}, {}, {}, {}, ""});
  EXPECT_EQ(reported(), (Rules{"setup.unit.arrives-later"})) << all();  // 14.1 A: all leaders except Grant
}

TEST_F(SampleBreak, AUnitBothSetUpAndScheduled) {
  sample("unconditional-surrender");
  broken.setup.push_back(Placement{UnitId{"csa-10-tenn"}, {}, AreaId{"csa-deployment"}, {}, 0, {}, ""});
  broken.reinforcements[0].units.push_back(UnitId{"csa-10-tenn"});
  EXPECT_EQ(reported(), (Rules{"setup.unit.reinforcement"})) << all();
}

// ---- reinforcements ----

TEST_F(SampleBreak, AReinforcementAfterTheLastTurn) {
  sample("unconditional-surrender");
  broken.reinforcements[0].turn = 21;
  EXPECT_EQ(reported(), (Rules{"reinforcement.turn.range"})) << all();
}

TEST_F(SampleBreak, AReinforcementOnSevenApril) {
  sample("hell-before-night");
  reinforce("r-13-tn", 8, "1013", "csa-13-tn");  // 9.3A: "All units enter on 6 April"
  EXPECT_EQ(reported(), (Rules{"reinforcement.turn.range"})) << all();
}

TEST_F(SampleBreak, AnEntryHexInsideTheMap) {
  sample("unconditional-surrender");
  reinforce("r-10-tenn", 2, "1310", "csa-10-tenn");  // neither the edge nor an entry hex
  EXPECT_EQ(reported(), (Rules{"reinforcement.entry.not-edge"})) << all();
}

TEST_F(SampleBreak, GrantArrivingAwayFromTheFortHenryRoad) {
  sample("unconditional-surrender");
  broken.reinforcements[1].entryHex = hex("0125");  // a map-edge hex, but 14.3 A says 2125
  EXPECT_EQ(reported(), (Rules{"reinforcement.entry.hex"})) << all();
}

TEST_F(SampleBreak, AUnionReinforcementAwayFromTheLanding) {
  sample("hell-before-night");
  reinforce("r-15-ia", 2, "4700", "usa-15-ia");  // 9.3B: 4318/4517, or 4500 for formations 7-9
  EXPECT_EQ(reported(), (Rules{"reinforcement.entry.hex"})) << all();
}

TEST_F(SampleBreak, AUnitScheduledTwice) {
  sample("unconditional-surrender");
  broken.reinforcements[0].units.push_back(UnitId{"usa-46-ill"});
  EXPECT_EQ(reported(), (Rules{"reinforcement.unit.duplicate"})) << all();
}

// ---- victory ----

TEST_F(SampleBreak, AVictoryHexConditionWithoutItsHex) {
  sample("hell-before-night").victory[0].hex.reset();
  EXPECT_EQ(reported(), (Rules{"victory.hex.missing"})) << all();
}

TEST_F(SampleBreak, AVictoryHexOffTheMap) {
  sample("hell-before-night").victory[0].hex = HexCoord{200, 200};
  EXPECT_EQ(reported(), (Rules{"victory.hex.unknown"})) << all();
}

TEST_F(SampleBreak, AnExitConditionThroughAnUndeclaredArea) {
  sample("unconditional-surrender");
  broken.victory.push_back(VictoryCondition{
      VictoryId{"v-exit"}, "exit", {}, AreaId{"confederate-exit"}, SideId{"confederate"}, {}, "16.3.1"});
  EXPECT_EQ(reported(), (Rules{"victory.area.unknown"})) << all();
}

// ---- tables ----

TEST_F(SampleBreak, ARegimentOffTheTable) {
  sample("dress-on-the-colors");
  placementOf("csa-4-va").position = Vec2{80, 3};
  // Off the 72" table, and so necessarily outside the zone its setup entry names and
  // every zone of its side (SCEN-10-3.1).
  EXPECT_EQ(reported(), (Rules{"table.unit.outside", "setup.area.outside", "setup.area.required"})) << all();
}

TEST_F(SampleBreak, ADeploymentZoneReachingPastTheTable) {
  sample("dress-on-the-colors");
  for (auto& a : broken.map.areas)
    if (a.id.value == "usa-deployment") a.polygon = {{0, 42}, {72, 42}, {72, 50}, {0, 50}};
  EXPECT_EQ(reported(), (Rules{"table.zone.outside"})) << all();
}

TEST_F(SampleBreak, ATableOfNoStandardSize) {
  sample("dress-on-the-colors").map.table = TableSize{80, 48};  // RULE-00-2.4: 4x4, 4x6, 4x8 ft
  EXPECT_EQ(reported(), (Rules{"table.size.preset"})) << all();
}

// Heron's Creek's 6" strips (SCEN-10-3.1) are a scenario rule, so the sample's scenario.xml
// holds the checks (each side's zone along its own edge); the sample meets them.
TEST_F(SampleBreak, AZoneDeeperThanSixInches) {
  sample("dress-on-the-colors");  // SCEN-10-3.1: each side's zone within 6" of its own edge
  EXPECT_EQ(reported(), Rules{}) << all();
  EXPECT_EQ(validate(original, ruleset).count(Severity::Error), 0u);
  for (auto& a : broken.map.areas)
    if (a.id.value == "csa-deployment") a.polygon = {{0, 0}, {72, 0}, {72, 9}, {0, 9}};
  EXPECT_EQ(reported(), (Rules{"table.zone.edge-distance"})) << all();
}

// ---- Bloody April (scenario 29.1) ----

TEST_F(SampleBreak, AConfederateOfficerAwayFromHisBrigade) {
  sample("bloody-april");
  placementOf("u-confederate-brig-gen-sterling-a-m-wood").hex = hex("A2030");  // 29.6: within one hex
  // 29.6 twice: of his own brigade (an error) and of the table's printed hexes (a warning,
  // since 29.6 also allows "any hex behind the first line of units").
  EXPECT_EQ(reported(), (Rules{"setup.hex.required", "setup.leader.distance"})) << all();
}

TEST_F(SampleBreak, AnOverstackedWoodsHexThe29_6ListDoesNotExempt) {
  sample("bloody-april");
  placementOf("u-confederate-17th-louisiana").hex = hex("A1103");  // A1003 and A0307 only (29.6)
  EXPECT_EQ(reported(), (Rules{"setup.stacking.exceeded"})) << all();
}

TEST_F(SampleBreak, TheICorpsEnteringAwayFromA0102AndA0103) {
  sample("bloody-april");
  broken.reinforcements[0].entryHex = hex("A0120");  // 29.71; map edge, so only the entry rule fires
  EXPECT_EQ(reported(), (Rules{"reinforcement.entry.hex"})) << all();
}

TEST_F(SampleBreak, ABrigadeWithOneReplacementOfficer) {
  sample("bloody-april");
  // 16.63: two per brigade. Crocker, 1/1/T's first replacement, becomes an ordinary officer.
  unitOf("u-union-col-marcellus-crocker").attributes["replacement"] = false;
  EXPECT_EQ(reported(), (Rules{"oob.formation.size"})) << all();
}

TEST_F(SampleBreak, AnEncampedUnionRegimentWithoutFacing) {
  sample("bloody-april");
  placementOf("u-union-16th-iowa").facing.reset();  // 29.5 gives every combat unit a facing
  EXPECT_EQ(reported(), (Rules{"setup.facing.missing"})) << all();
}

}  // namespace
}  // namespace hexwright::validate_testing
