// The validator against schemas/unconditional-surrender: a small valid Fort Donelson
// scenario, then one break per rule the schema configures (3.1.5, 3.3.1, 3.3.6, 12.0 B,
// 1.1.2 B, 3.1.3.3 B, 14.1 C, 14.1 G, 14.2 B/C, 14.3 A, 1.2.2 B) and the levels' leaders.
#include <gtest/gtest.h>

#include <algorithm>

#include "validate_schema_fixture.h"

namespace hexwright::validate_testing {
namespace {

Attributes brigade(const std::string& letter, const std::string& division) {
  return {
      {"strength", std::int64_t{5}}, {"brigade", std::string("Oglesby")}, {"letter", letter}, {"division", division}};
}
Attributes artillery() {
  return {{"support-fire", std::int64_t{2}},
          {"bombardment", std::int64_t{2}},
          {"range", std::int64_t{3}},
          {"gun-points", std::int64_t{4}},
          {"crew-points", std::int64_t{2}}};
}
Attributes armyCommander() {
  return {{"leadership-bonus", std::int64_t{1}}, {"command-radius", std::int64_t{6}}, {"rally", std::int64_t{2}}};
}
Attributes divisionCommander() {
  return {{"initiative", std::int64_t{3}}, {"command-radius", std::int64_t{4}}, {"rally", std::int64_t{1}}};
}

std::vector<HexCoord> block(const ScenarioBuilder& b, int col0, int col1, int row0, int row1) {
  std::vector<HexCoord> out;
  for (int c = col0; c <= col1; ++c)
    for (int r = row0; r <= row1; ++r) {
      char label[8];
      std::snprintf(label, sizeof label, "%02d%02d", c, r);
      out.push_back(b.hex(label));
    }
  std::sort(out.begin(), out.end());
  return out;
}

ScenarioBuilder us() {
  OffsetConvention c;
  c.orientation = Orientation::FlatTop;
  c.shove = Shove::Even;
  ScenarioBuilder b("unconditional-surrender", 26, 26, c, "open");
  b.s.turns.firstTurn = 1;
  b.s.turns.lastTurn = 20;
  b.feature("1116", "fort");
  b.feature("1217", "fort");
  b.feature("1309", "river-landing");
  b.feature("2125", "entry");
  b.feature("1225", "hq-exit");
  for (const char* h : {"2101", "2201", "2301"}) b.feature(h, "impassable");
  b.s.map.setElevation(b.hex("1421"), 1);
  b.s.map.areas.push_back(NamedArea{
      AreaId{"usa-first-division"}, "First Division", "union-deployment", "union", block(b, 18, 20, 18, 20), {}});
  b.s.map.areas.push_back(
      NamedArea{AreaId{"second"}, "Second Division", "union-deployment", "union", block(b, 15, 17, 20, 22), {}});
  b.s.map.areas.push_back(
      NamedArea{AreaId{"third"}, "Third Division", "union-deployment", "union", block(b, 22, 24, 15, 17), {}});
  b.s.map.areas.push_back(NamedArea{
      AreaId{"csa"}, "North of the line", "confederate-deployment", "confederate", block(b, 5, 12, 2, 8), {}});
  // A rifle pit on the north side of 0805, owned by (pointing toward) 0805.
  b.s.map.hexsideFeatures[hexside(b.hex("0805"), 0)].push_back(HexsideFeature{"rifle-pit", b.hex("0805"), {}});

  b.formation("u-army", "army", "union", "", "u-grant");
  b.formation("usa-1-div", "division", "union", "u-army", "usa-mcclernand");
  b.formation("u-oglesby", "brigade", "union", "usa-1-div");
  b.unit("u-grant", "army-commander", "union", "u-army", armyCommander());
  b.unit("usa-mcclernand", "division-commander", "union", "usa-1-div", divisionCommander());
  b.unit("u-oglesby-a", "infantry-brigade", "union", "u-oglesby", brigade("A", "First"));
  b.unit("u-oglesby-b", "infantry-brigade", "union", "u-oglesby", brigade("B", "First"));
  b.unit("u-taylor", "artillery", "union", "usa-1-div", artillery());
  b.unit("u-46-ill", "infantry-regiment", "union", "usa-1-div", {{"division", std::string("First")}});
  b.formation("c-army", "army", "confederate", "", "c-floyd");
  b.formation("c-buckner", "division", "confederate", "c-army", "c-buckner-hq");
  b.formation("c-brown", "brigade", "confederate", "c-buckner");
  b.unit("c-floyd", "army-commander", "confederate", "c-army", armyCommander());
  b.unit("c-buckner-hq", "division-commander", "confederate", "c-buckner", divisionCommander());
  b.unit("c-brown-a", "infantry-brigade", "confederate", "c-brown", brigade("A", "Buckner"));
  b.unit("c-porter", "artillery", "confederate", "c-buckner", artillery());

  b.place("usa-mcclernand", "1919", 0);
  b.place("u-oglesby-a", "1919", 0);
  b.place("u-oglesby-b", "1919", 0);
  b.place("u-taylor", "2019", 1, "unlimbered");
  b.place("c-floyd", "0603", 3);
  b.place("c-buckner-hq", "0704", 3);
  b.place("c-brown-a", "0704", 3);
  b.place("c-porter", "0805", 3, "unlimbered");
  b.reinforce("r-46", 3, "2125", {"u-46-ill"});
  b.reinforce("r-grant", 6, "2125", {"u-grant"});
  return b;
}

class ValidateUnconditionalSurrender : public ::testing::Test {
 protected:
  Ruleset r = loadSchema("unconditional-surrender");
};

TEST_F(ValidateUnconditionalSurrender, TheSmallScenarioIsClean) { expectClean(us().s, r); }

TEST_F(ValidateUnconditionalSurrender, TwoInfantryAndTwoArtilleryPerHex) {
  auto b = us();
  b.unit("u-oglesby-c", "infantry-brigade", "union", "u-oglesby", brigade("C", "First"));
  b.place("u-oglesby-c", "1919", 0);
  const Diagnostic d = expectRule(b.s, r, "setup.stacking.exceeded");
  EXPECT_EQ(d.location.hexLabel, "1919");
  EXPECT_TRUE(mentions(d, "3 units")) << d.message;
  EXPECT_TRUE(mentions(d, "3.1.5 A")) << d.message;
}

TEST_F(ValidateUnconditionalSurrender, FacingsPresentAndShared) {
  auto b = us();
  b.placement("u-oglesby-b")->facing = 2;
  EXPECT_EQ(expectRule(b.s, r, "setup.facing.mixed").location.hexLabel, "1919");
  auto m = us();
  m.placement("u-taylor")->facing.reset();
  EXPECT_EQ(expectRule(m.s, r, "setup.facing.missing").location.unit, "u-taylor");
}

TEST_F(ValidateUnconditionalSurrender, UnionUnitsStartInTheirDeploymentAreas) {
  auto b = us();
  b.placement("u-taylor")->hex = b.hex("1015");
  const Diagnostic d = expectRule(b.s, r, "setup.area.required");
  EXPECT_EQ(d.location.unit, "u-taylor");
  EXPECT_EQ(d.location.hexLabel, "1015");
  auto a = us();
  a.s.map.areas.erase(a.s.map.areas.begin() + 2);
  EXPECT_TRUE(mentions(expectRule(a.s, r, "map.area.required"), "14.1 C"));
}

TEST_F(ValidateUnconditionalSurrender, ConfederatesNorthOfTheLineArtilleryInRiflePits) {
  auto b = us();
  b.placement("c-brown-a")->hex = b.hex("0715");
  EXPECT_EQ(expectRule(b.s, r, "setup.area.required").location.unit, "c-brown-a");
  auto p = us();
  p.placement("c-porter")->hex = p.hex("0806");
  const Diagnostic d = expectRule(p.s, r, "setup.hex.required");
  EXPECT_EQ(d.location.unit, "c-porter");
  EXPECT_TRUE(mentions(d, "rifle-pit")) << d.message;
}

TEST_F(ValidateUnconditionalSurrender, UnionArtilleryStartsInBattery) {
  auto b = us();
  b.placement("u-taylor")->state = "limbered";
  const Diagnostic d = expectRule(b.s, r, "setup.state.invalid");
  EXPECT_EQ(d.location.unit, "u-taylor");
  EXPECT_TRUE(mentions(d, "'limbered'")) << d.message;
  auto e = us();
  e.placement("u-taylor")->state.clear();
  EXPECT_TRUE(mentions(expectRule(e.s, r, "setup.state.invalid"), "without a state"));
}

TEST_F(ValidateUnconditionalSurrender, ImpassableHexes) {
  auto b = us();
  b.placement("c-floyd")->hex = b.hex("2201");
  // One mistake, one diagnostic: the impassable hex is setup.terrain.prohibited only.
  EXPECT_EQ(expectRule(b.s, r, "setup.terrain.prohibited").location.hexLabel, "2201");
  EXPECT_FALSE(validate(b.s, r).hasRule("setup.hex.prohibited"));
  auto m = us();
  m.s.map.hexFeatures.erase(m.hex("2301"));
  const Diagnostic d = expectRule(m.s, r, "map.hex.property");
  EXPECT_EQ(d.location.hexLabel, "2301");
  EXPECT_TRUE(mentions(d, "impassable")) << d.message;
}

TEST_F(ValidateUnconditionalSurrender, FortDonelsonIsTwoHexes) {
  auto b = us();
  b.feature("1316", "fort");
  EXPECT_TRUE(mentions(expectRule(b.s, r, "map.feature.count"), "exactly 2"));
}

// 11.2.2 A: battery sites "appear in groups of two or three adjacent to one another (except
// for one lone battery which is a group all by itself)".
TEST_F(ValidateUnconditionalSurrender, BatterySitesComeInGroupsOfTwoOrThreeAndOneLoneSite) {
  auto b = us();
  const Attributes group{{"group", std::string("1")}};
  for (const char* h : {"1920", "1919", "1820", "0505"}) b.feature(h, "battery-site", group);
  expectClean(b.s, r);
  b.feature("0808", "battery-site", group);  // a second lone site
  Diagnostic d = expectRule(b.s, r, "map.feature.groups");
  EXPECT_EQ(d.location.hexLabel, "0808");
  EXPECT_TRUE(mentions(d, "hex 0808 is a lone 'battery-site'")) << d.message;
  EXPECT_TRUE(mentions(d, "(rule 11.2.2 A)")) << d.message;
  auto g = us();
  for (const char* h : {"1920", "1919", "1918", "1917"}) g.feature(h, "battery-site", group);
  d = expectRule(g.s, r, "map.feature.groups");
  EXPECT_TRUE(mentions(d, "form a group of 4; groups hold 2..3 hexes, with 1 lone hex")) << d.message;
  const Diagnostics all = validate(g.s, r);
  EXPECT_EQ(std::count_if(all.items().begin(), all.items().end(),
                          [](const Diagnostic& x) { return x.rule == "map.feature.groups"; }),
            1);
}

TEST_F(ValidateUnconditionalSurrender, RidgesLieBetweenLevelHexes) {
  auto b = us();
  b.s.map.hexsideFeatures[hexside(b.hex("1421"), 3)].push_back(HexsideFeature{"ridge", std::nullopt, {}});
  const Diagnostic d = expectRule(b.s, r, "map.hexside.elevation");
  EXPECT_EQ(d.severity, Severity::Warning);
  ASSERT_TRUE(d.location.hexside.has_value());
  EXPECT_EQ(*d.location.hexside, hexside(b.hex("1421"), 3));  // owned by the hex below, 1422
  EXPECT_EQ(d.location.hexsideLabel.rfind("1422/", 0), 0u) << d.location.hexsideLabel;
  EXPECT_TRUE(mentions(d, "hexside " + d.location.hexsideLabel)) << d.message;
  auto e = us();
  e.s.map.setElevation(e.hex("1421"), 2);
  EXPECT_TRUE(mentions(expectRule(e.s, r, "map.elevation.range"), "0..1"));
}

TEST_F(ValidateUnconditionalSurrender, ReinforcementsArriveAtTheFortHenryRoad) {
  auto b = us();
  b.s.reinforcements[0].entryHex = b.hex("2626");
  const Diagnostic d = expectRule(b.s, r, "reinforcement.entry.hex");
  EXPECT_EQ(d.location.hexLabel, "2626");
  EXPECT_TRUE(mentions(d, "2125")) << d.message;
}

TEST_F(ValidateUnconditionalSurrender, ArmiesAndDivisionsHaveLeadersBrigadesUpToThreeCounters) {
  auto b = us();
  b.s.oob.formations[1].commander.reset();
  b.s.oob.units[1].formation = FormationId{"u-oglesby"};
  EXPECT_EQ(expectRule(b.s, r, "oob.leader.missing").location.formation, "usa-1-div");
  auto f = us();
  for (const char* id : {"u-oglesby-c", "u-oglesby-d"}) {
    f.unit(id, "infantry-brigade", "union", "u-oglesby", brigade("C", "First"));
    f.reinforce(std::string("r-") + id, 4, "2125", {id});
  }
  const Diagnostic d = expectRule(f.s, r, "oob.formation.size");
  EXPECT_EQ(d.location.formation, "u-oglesby");
  EXPECT_TRUE(mentions(d, "holds 4 units")) << d.message;
}

}  // namespace
}  // namespace hexwright::validate_testing
