// The validator against schemas/bloody-april: lettered map sections ("A2223"), stacking by
// terrain and strength points (8.11-8.17), who may stack (8.14, 8.15), facings (8.44, 29.5),
// states (6.0, 6.13, 6.14), camps (29.5), Confederate leaders (29.6), named hexes (22.11,
// 11.42, 5.36) and entry hexes (29.7, 29.8).
#include <gtest/gtest.h>

#include "validate_schema_fixture.h"

namespace hexwright::validate_testing {
namespace {

Attributes infantry(std::int64_t sp) {
  return {{"strength", sp}, {"morale", std::string("3")}, {"weapon", std::string("R")}};
}
Attributes officer() {
  return {{"command", std::string("1/6/T")}, {"effectiveness-radius", std::int64_t{2}}, {"rally", std::int64_t{1}}};
}

/// Map A is columns 1-40 and Map B columns 41-80 of one 80 x 60 grid; labels are the
/// section letter and the column and row within the section.
ScenarioBuilder ba() {
  OffsetConvention c;
  c.sections = {MapSection{"A", 0, 0, 40, 60}, MapSection{"B", 40, 0, 40, 60}};
  ScenarioBuilder b("bloody-april", 80, 60, c, "clear");
  b.s.turns.firstTurn = 1;
  b.s.turns.lastTurn = 30;
  b.feature("B0448", "landing");
  b.feature("B0848", "landing");
  b.feature("B0645", "supply-dump");
  b.feature("B2226", "bridge-hex");
  b.feature("A1010", "camp", {{"camp-type", std::string("infantry")}});
  b.feature("A1110", "camp", {{"camp-type", std::string("infantry")}});
  b.feature("A1111", "camp", {{"camp-type", std::string("artillery")}});
  b.feature("A0102", "entry", {{"side", std::string("confederate")}});
  b.s.map.setTerrain(b.hex("A2020"), "woods");

  b.formation("u-army", "army", "union");
  b.formation("u-6", "division", "union", "u-army");
  b.formation("u-1-6", "brigade", "union", "u-6", "u-peabody");
  b.unit("u-peabody", "officer", "union", "u-1-6", officer());
  b.unit("u-25-mo", "infantry", "union", "u-1-6", infantry(4));
  b.unit("u-12-mich", "infantry", "union", "u-1-6", infantry(3));
  b.unit("u-16-wis", "infantry", "union", "u-1-6", infantry(4));
  b.unit("u-battery", "artillery", "union", "u-6", {{"morale", std::string("3")}, {"gun-count", std::int64_t{4}}});
  b.formation("c-army", "army", "confederate");
  b.formation("c-3", "corps", "confederate", "c-army");
  b.formation("c-3-1", "brigade", "confederate", "c-3", "c-shaver");
  b.unit("c-shaver", "officer", "confederate", "c-3-1", officer());
  b.unit("c-2-ark", "infantry", "confederate", "c-3-1", infantry(4));
  b.unit("c-6-ark", "infantry", "confederate", "c-3-1", infantry(4));
  b.unit("c-7-ark", "infantry", "confederate", "c-3-1", infantry(3));
  // 16.63: two replacement officers per brigade, as 31.5 lists them (1/6/T, 1/III).
  Attributes replacement = officer();
  replacement["replacement"] = true;
  b.unit("u-r-moore", "officer", "union", "u-1-6", replacement);
  b.unit("u-r-allen", "officer", "union", "u-1-6", replacement);
  b.unit("c-r-govan", "officer", "confederate", "c-3-1", replacement);
  b.unit("c-r-marmaduke", "officer", "confederate", "c-3-1", replacement);

  b.place("u-peabody", "A1010");
  b.place("u-25-mo", "A1010", 3, "column");
  b.place("u-12-mich", "A1110", 3, "column");
  b.place("u-battery", "A1111", 3, "in-park");
  b.place("c-shaver", "A2020");
  b.place("c-2-ark", "A2020", 0, "line");
  b.place("c-6-ark", "A2120", 0, "line");
  b.reinforce("r-7-ark", 2, "A0102", {"c-7-ark"});
  b.reinforce("r-16-wis", 12, "B0448", {"u-16-wis"});
  return b;
}

class ValidateBloodyApril : public ::testing::Test {
 protected:
  Ruleset r = loadSchema("bloody-april");
};

TEST_F(ValidateBloodyApril, TheSmallScenarioIsClean) { expectClean(ba().s, r); }

TEST_F(ValidateBloodyApril, WoodsHoldTwoUnitsAndEightStrengthPoints) {
  auto b = ba();
  b.placement("c-6-ark")->hex = b.hex("A2020");
  expectClean(b.s, r);                                        // two regiments, 8 SP, and their officer
  b.s.oob.units[7].attributes["strength"] = std::int64_t{5};  // c-6-ark: now 9 SP
  const Diagnostic sp = expectRule(b.s, r, "setup.stacking.exceeded");
  EXPECT_EQ(sp.location.hexLabel, "A2020");
  EXPECT_TRUE(mentions(sp, "9 strength points")) << sp.message;
  EXPECT_TRUE(mentions(sp, "8.16")) << sp.message;
  auto n = ba();
  n.placement("c-6-ark")->hex = n.hex("A2020");
  n.s.reinforcements.erase(n.s.reinforcements.begin());
  n.place("c-7-ark", "A2020", 0, "line");
  n.s.oob.units[8].attributes["strength"] = std::int64_t{1};  // c-7-ark
  EXPECT_TRUE(mentions(expectRule(n.s, r, "setup.stacking.exceeded"), "3 units"));
}

TEST_F(ValidateBloodyApril, ColumnInfantryStandsAlone) {
  auto b = ba();
  b.placement("u-12-mich")->hex = b.hex("A1010");
  const Diagnostic d = expectRule(b.s, r, "setup.stacking.mixed-type");
  EXPECT_EQ(d.location.hexLabel, "A1010");
  EXPECT_TRUE(mentions(d, "8.14")) << d.message;
}

TEST_F(ValidateBloodyApril, OneFacingPerHexAndEveryCombatUnitFaces) {
  auto b = ba();
  b.placement("c-6-ark")->hex = b.hex("A2020");
  b.placement("c-6-ark")->facing = 2;
  EXPECT_TRUE(mentions(expectRule(b.s, r, "setup.facing.mixed"), "8.44"));
  auto f = ba();
  f.placement("u-battery")->facing.reset();
  EXPECT_EQ(expectRule(f.s, r, "setup.facing.missing").location.unit, "u-battery");
}

TEST_F(ValidateBloodyApril, FormationStatesByType) {
  auto b = ba();
  b.placement("c-2-ark")->state = "mounted";
  const Diagnostic d = expectRule(b.s, r, "setup.state.invalid");
  EXPECT_EQ(d.location.unit, "c-2-ark");
  EXPECT_TRUE(mentions(d, "allowed: line column")) << d.message;
}

// 29.5: "All Union units are deployed encamped"; 6.41: encamped infantry is in column.
TEST_F(ValidateBloodyApril, UnionUnitsStartEncamped) {
  auto b = ba();
  b.placement("u-12-mich")->state = "line";
  const Diagnostic d = expectRule(b.s, r, "setup.state.invalid");
  EXPECT_EQ(d.location.unit, "u-12-mich");
  EXPECT_TRUE(mentions(d, "29.5 6.41")) << d.message;
}

TEST_F(ValidateBloodyApril, ConfederateOfficersStartWithinOneHexOfTheirUnits) {
  auto b = ba();
  b.placement("c-shaver")->hex = b.hex("A2420");
  const Diagnostic d = expectRule(b.s, r, "setup.leader.distance");
  EXPECT_EQ(d.location.unit, "c-shaver");
  EXPECT_TRUE(mentions(d, "the limit is 1")) << d.message;
}

// 16.71: "Each commander in the game has an aide, who starts the game stacked with that
// commander."
TEST_F(ValidateBloodyApril, AnAideStartsStackedWithHisCommander) {
  auto b = ba();
  for (Formation& f : b.s.oob.formations)
    if (f.id.value == "c-3") f.commander = UnitId{"c-hardee"};
  b.unit("c-hardee", "commander", "confederate", "c-3",
         {{"command", std::string("III Corps")}, {"command-rating", std::int64_t{2}}});
  b.unit("c-aide", "aide", "confederate", "c-3", {});
  b.place("c-hardee", "A2120");
  b.place("c-aide", "A2120");
  expectClean(b.s, r);
  b.placement("c-aide")->hex = b.hex("A2121");
  const Diagnostic d = expectRule(b.s, r, "setup.leader.distance");
  EXPECT_EQ(d.location.unit, "c-aide");
  EXPECT_TRUE(mentions(d, "(rule 16.71)")) << d.message;
  EXPECT_TRUE(mentions(d, "the limit is 0")) << d.message;
}

TEST_F(ValidateBloodyApril, TheLandingsDumpAndBridgeAreWhereTheRulesSay) {
  auto b = ba();
  b.s.map.hexFeatures.erase(b.hex("B0848"));
  const Diagnostic d = expectRule(b.s, r, "map.hex.property");
  EXPECT_EQ(d.location.hexLabel, "B0848");
  EXPECT_TRUE(mentions(expectRule(b.s, r, "map.feature.count"), "exactly 2"));
}

TEST_F(ValidateBloodyApril, ReinforcementsUseTheScheduledEntryHexes) {
  auto b = ba();
  b.s.reinforcements[1].entryHex = b.hex("B0960");
  const Diagnostic d = expectRule(b.s, r, "reinforcement.entry.hex");
  EXPECT_EQ(d.severity, Severity::Warning);
  EXPECT_EQ(d.location.hexLabel, "B0960");
}

TEST_F(ValidateBloodyApril, MoraleAndWeaponsAreTheBooksCodes) {
  auto b = ba();
  b.s.oob.units[1].attributes["morale"] = std::string("7");
  EXPECT_TRUE(mentions(expectRule(b.s, r, "attribute.value"), "1, 2, 3, 4, 5, ?"));
}

}  // namespace
}  // namespace hexwright::validate_testing
