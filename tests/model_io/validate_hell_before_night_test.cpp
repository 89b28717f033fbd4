// The validator against schemas/hell-before-night: a small valid scenario, then one break
// per rule the schema configures (3.1B, 8.1A, 9.2D, 7.1E, 9.3A-C, 3.2B, 5.4B, 11.5A).
#include <gtest/gtest.h>

#include "validate_schema_fixture.h"

namespace hexwright::validate_testing {
namespace {

Attributes infantry(std::int64_t strength) {
  return {
      {"strength", strength}, {"range", std::int64_t{1}}, {"intensity", std::int64_t{6}}, {"morale", std::int64_t{5}}};
}

Attributes leader(const std::string& span) {
  return {{"span", span}, {"command", std::int64_t{3}}, {"combat-rating", std::int64_t{1}}};
}

/// Columns 10-47 and rows 00-26 appear in the rulebook; the grid here is 47 x 27 with
/// printed labels CCRR, columns from 01, rows from 00.
ScenarioBuilder hbn() {
  OffsetConvention c;
  c.columnOrigin = 1;
  c.rowOrigin = 0;
  ScenarioBuilder b("hell-before-night", 47, 27, c, "clear");
  b.s.turns.firstTurn = 1;
  b.s.turns.lastTurn = 11;
  for (const char* h : {"4318", "4517", "4500"}) b.feature(h, "entry", {{"side", std::string("union")}});
  b.feature("1013", "entry", {{"side", std::string("confederate")}});
  b.feature("4318", "sudden-death");
  b.feature("4517", "sudden-death");
  b.feature("1001", "bark-road");
  for (int col = 20; col < 38; ++col) b.feature(std::to_string(col) + "20", "morass-star");
  b.s.map.setTerrain(b.hex("2512"), "heavy-woods");

  b.formation("u-aot", "army", "union", "", "u-grant");
  b.formation("u-d1", "division", "union", "u-aot");
  b.formation("u-f1", "formation", "union", "u-d1", "", {{"start-hex", std::string("3015")}});
  b.unit("u-grant", "leader", "union", "u-aot", leader("Aot"));
  b.unit("u-1", "infantry", "union", "u-f1", infantry(5));
  b.unit("u-2", "infantry", "union", "u-f1", infantry(4));
  b.unit("u-3", "infantry", "union", "u-f1", infantry(4));
  b.formation("c-aom", "army", "confederate", "", "c-johnston");
  b.formation("c-f1", "formation", "confederate", "c-aom", "", {{"start-hex", std::string("2010")}});
  b.unit("c-johnston", "leader", "confederate", "c-aom", leader("AoO"));
  b.unit("c-1", "infantry", "confederate", "c-f1", infantry(6));
  b.unit("c-2", "infantry", "confederate", "c-f1", infantry(5));
  b.unit("c-3", "infantry", "confederate", "c-f1", infantry(5));

  b.place("u-grant", "3015");
  b.place("u-1", "3015");  // a leader does not count: Union "may not be stacked" (3.1B)
  b.place("u-2", "3016");
  b.place("c-johnston", "2010");
  b.place("c-1", "2010");
  b.place("c-2", "2011");
  b.reinforce("r-union", 3, "4318", {"u-3"});
  b.reinforce("r-confederate", 2, "1013", {"c-3"});
  b.s.victory.push_back(
      VictoryCondition{VictoryId{"v-landing"}, "hex", b.hex("4318"), {}, SideId{"confederate"}, {}, ""});
  return b;
}

class ValidateHellBeforeNight : public ::testing::Test {
 protected:
  Ruleset r = loadSchema("hell-before-night");
};

TEST_F(ValidateHellBeforeNight, TheSmallScenarioIsClean) { expectClean(hbn().s, r); }

TEST_F(ValidateHellBeforeNight, UnionUnitsMayNotStackAtSetup) {
  auto b = hbn();
  b.placement("u-2")->hex = b.hex("3015");
  const Diagnostic d = expectRule(b.s, r, "setup.stacking.exceeded");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_EQ(d.location.hexLabel, "3015");
  EXPECT_TRUE(mentions(d, "the limit is 1")) << d.message;
  EXPECT_TRUE(mentions(d, "3.1B")) << d.message;
}

TEST_F(ValidateHellBeforeNight, ThreeCombatUnitsPerHex) {
  auto b = hbn();
  b.unit("c-4", "infantry", "confederate", "c-f1", infantry(3));
  b.unit("c-5", "infantry", "confederate", "c-f1", infantry(3));
  b.placement("c-2")->hex = b.hex("2010");
  b.place("c-4", "2010");
  expectClean(b.s, r);  // three combat units and a leader
  b.place("c-5", "2010");
  const Diagnostic d = expectRule(b.s, r, "setup.stacking.exceeded");
  EXPECT_EQ(d.location.hexLabel, "2010");
  EXPECT_TRUE(mentions(d, "4 units")) << d.message;
  EXPECT_TRUE(mentions(d, "the limit is 3")) << d.message;
  EXPECT_TRUE(mentions(d, "8.1A")) << d.message;
}

TEST_F(ValidateHellBeforeNight, ConfederateStacksShareOneFormation) {
  auto b = hbn();
  b.formation("c-f2", "formation", "confederate", "c-aom", "", {{"start-hex", std::string("2010")}});
  b.unit("c-9", "infantry", "confederate", "c-f2", infantry(4));
  b.place("c-9", "2010");
  const Diagnostic d = expectRule(b.s, r, "setup.stacking.formation");
  EXPECT_EQ(d.location.hexLabel, "2010");
  EXPECT_TRUE(mentions(d, "c-f2")) << d.message;
}

TEST_F(ValidateHellBeforeNight, WithinTwoHexesOfTheStartingHex) {
  auto b = hbn();
  b.placement("c-2")->hex = b.hex("2013");
  const Diagnostic d = expectRule(b.s, r, "setup.start-hex.distance");
  EXPECT_EQ(d.location.unit, "c-2");
  EXPECT_EQ(d.location.hexLabel, "2013");
  EXPECT_TRUE(mentions(d, "2010")) << d.message;
}

TEST_F(ValidateHellBeforeNight, UnionUnitsStayOutOfBarkRoadAndEnemyEntryHexes) {
  auto b = hbn();
  b.placement("u-2")->hex = b.hex("1001");
  const Diagnostic bark = expectRule(b.s, r, "setup.hex.prohibited");
  EXPECT_EQ(bark.location.unit, "u-2");
  EXPECT_TRUE(mentions(bark, "bark-road")) << bark.message;
  EXPECT_EQ(bark.severity, Severity::Error);
  auto e = hbn();
  e.placement("u-2")->hex = e.hex("1013");
  const Diagnostic entry = expectRule(e.s, r, "setup.hex.prohibited");
  EXPECT_EQ(entry.severity, Severity::Warning);
  EXPECT_TRUE(mentions(entry, "7.1E")) << entry.message;
}

TEST_F(ValidateHellBeforeNight, ReinforcementsArriveOnSixAprilAtTheirEntryHexes) {
  auto b = hbn();
  b.s.reinforcements[0].turn = 8;
  EXPECT_TRUE(mentions(expectRule(b.s, r, "reinforcement.turn.range"), "9.3A"));
  auto u = hbn();
  u.s.reinforcements[0].entryHex = u.hex("4700");
  const Diagnostic d = expectRule(u.s, r, "reinforcement.entry.hex");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_EQ(d.location.hexLabel, "4700");
  auto c = hbn();
  c.s.reinforcements[1].entryHex = c.hex("1000");
  EXPECT_EQ(expectRule(c.s, r, "reinforcement.entry.hex").severity, Severity::Warning);
}

TEST_F(ValidateHellBeforeNight, NamedHexesAndMorassStars) {
  auto b = hbn();
  b.s.map.hexFeatures.erase(b.hex("4500"));
  const Diagnostic d = expectRule(b.s, r, "map.hex.property");
  EXPECT_EQ(d.location.hexLabel, "4500");
  EXPECT_TRUE(mentions(d, "entry")) << d.message;
  auto m = hbn();
  m.s.map.hexFeatures.erase(m.hex("2020"));
  const Diagnostic stars = expectRule(m.s, r, "map.feature.count");
  EXPECT_TRUE(mentions(stars, "17 hexes")) << stars.message;
  EXPECT_TRUE(mentions(stars, "exactly 18")) << stars.message;
}

TEST_F(ValidateHellBeforeNight, SlopesRecordTheirDownhillHexAndThereIsNoElevation) {
  auto b = hbn();
  b.s.map.hexsideFeatures[hexside(b.hex("2512"), 3)].push_back(HexsideFeature{"steep-slope", std::nullopt, {}});
  EXPECT_TRUE(mentions(expectRule(b.s, r, "map.hexside.direction-missing"), "downhill"));
  auto e = hbn();
  e.s.map.setElevation(e.hex("2512"), 1);
  EXPECT_EQ(expectRule(e.s, r, "map.elevation.range").location.hexLabel, "2512");
}

TEST_F(ValidateHellBeforeNight, AttributesFollowTheSchema) {
  auto b = hbn();
  b.s.oob.units[5].attributes.erase("intensity");  // c-1
  const Diagnostic d = expectRule(b.s, r, "attribute.required");
  EXPECT_EQ(d.location.unit, "c-1");
  auto l = hbn();
  l.s.oob.units[0].attributes["span"] = std::string("Corps");
  EXPECT_TRUE(mentions(expectRule(l.s, r, "attribute.value"), "A, Aot, AoO, F"));
}

}  // namespace
}  // namespace hexwright::validate_testing
