// The set-up and arrival instructions each sample's rulebook states (issue 35): for each,
// a unit moved within the instruction adds no diagnostic, and moved against it adds
// exactly the instruction's rule. The instructions are the samples' own <check>s (and the
// rulesets' where the rule is the system's), so these tests read the committed bundles.
#include "sample_break_fixture.h"

namespace hexwright::validate_testing {
namespace {

using Instruction = SampleBreak;

Reinforcement& reinforcementOf(Scenario& s, const std::string& id) {
  for (auto& r : s.reinforcements)
    if (r.id.value == id) return r;
  ADD_FAILURE() << "no reinforcement " << id;
  return s.reinforcements.front();
}

// ---- Hell Before Night: 9.3B, 13.6 (the sample schedules nobody, so each test does) ----

TEST_F(Instruction, HbnUnionReinforcementsEnterAtPittsburghLanding) {
  sample("hell-before-night");
  reinforce("r-15-ia", 2, "4517", "usa-15-ia");
  EXPECT_EQ(reported(), Rules{}) << all();
  reinforcementOf(broken, "r-15-ia").entryHex = hex("4500");  // Lew Wallace's hex (9.3B)
  EXPECT_EQ(reported(), (Rules{"reinforcement.entry.hex"})) << all();
}

TEST_F(Instruction, HbnLewWallacesFormationsEnterAt4500) {
  sample("hell-before-night");
  unitOf("usa-15-ia").formation = FormationId{"usa-f7"};
  reinforce("r-15-ia", 2, "4500", "usa-15-ia");
  EXPECT_EQ(reported(), Rules{}) << all();
  reinforcementOf(broken, "r-15-ia").entryHex = hex("4318");
  EXPECT_EQ(reported(), (Rules{"reinforcement.entry.hex"})) << all();
}

TEST_F(Instruction, HbnBeauregardsHqEntersAt1013) {
  sample("hell-before-night");
  reinforce("r-hq", 3, "1013", "csa-beauregard-hq");
  EXPECT_EQ(reported(), Rules{}) << all();
  reinforcementOf(broken, "r-hq").entryHex = hex("4500");
  EXPECT_EQ(reported(), (Rules{"reinforcement.entry.hex"})) << all();
}

TEST_F(Instruction, HbnBeauregardIsNotOnTheMapAtTheStart) {
  sample("hell-before-night");
  place("csa-beauregard", "1013");
  EXPECT_EQ(reported(), (Rules{"setup.unit.arrives-later"})) << all();  // 13.6A, C
}

// ---- Bloody April 29.1: 29.5, 29.6, 29.71, 29.72, 29.8, 29.12, 16.63, 18.26 ----

TEST_F(Instruction, BaUnionInfantryStartsEncampedInColumn) {
  sample("bloody-april");
  placementOf("u-union-11th-iowa").state = "line";
  EXPECT_EQ(reported(), (Rules{"setup.state.invalid"})) << all();  // 29.5, 6.41
}

TEST_F(Instruction, BaOnlyEncampedUnionArtilleryIsInPark) {
  sample("bloody-april");
  placementOf("u-union-taylors-battery-b-1st-illinois-light-artillery").state = "limbered";
  EXPECT_EQ(reported(), (Rules{"setup.state.invalid"})) << all();  // 29.5: encamped, so in park
  broken = original;
  // A Confederate battery in park breaks two statements: 29.6 (all batteries limbered) and
  // 18.26/6.43 (in park is for encamped Union artillery only).
  placementOf("u-confederate-triggs-austin-arkansas-battery").state = "in-park";
  EXPECT_EQ(reported(), (Rules{"setup.state.invalid", "setup.state.restricted"})) << all();
}

TEST_F(Instruction, BaConfederateBatteriesLimberedAndCavalryMounted) {
  sample("bloody-april");
  placementOf("u-confederate-triggs-austin-arkansas-battery").state = "unlimbered";
  EXPECT_EQ(reported(), (Rules{"setup.state.invalid"})) << all();
  broken = original;
  placementOf("u-confederate-jenkinss-alabama-battalion").state = "dismounted";
  EXPECT_EQ(reported(), (Rules{"setup.state.invalid"})) << all();
}

TEST_F(Instruction, BaOfficersWithOrBesideTheirTablesUnits) {
  sample("bloody-april");
  place("u-confederate-brig-gen-adley-gladden", "A1309");  // with the 3rd Mississippi (29.6)
  EXPECT_EQ(reported(), Rules{}) << all();
  placementOf("u-confederate-brig-gen-adley-gladden").hex = hex("A3030");
  EXPECT_EQ(reported(), (Rules{"setup.hex.required"})) << all();
}

TEST_F(Instruction, BaTheICorpsEntersThroughA0102OnTurnTwoOrLater) {
  sample("bloody-april");
  reinforcementOf(broken, "r-0600-1-stewart").turn = 3;  // a later turn still keeps 29.71's lower bound
  EXPECT_EQ(reported(), Rules{}) << all();
  reinforcementOf(broken, "r-0600-1-stewart").turn = 1;
  EXPECT_EQ(reported(), (Rules{"setup.unit.arrives-later"})) << all();
  broken = original;
  reinforcementOf(broken, "r-0600-1-stewart").entryHex = hex("A0135");
  reinforcementOf(broken, "r-0600-1-stewart").entryArea.reset();
  EXPECT_EQ(reported(), (Rules{"reinforcement.entry.hex"})) << all();
}

TEST_F(Instruction, BaReinforcementsAfter0940AreNotTaken) {
  sample("bloody-april");
  reinforcementOf(broken, "r-0700-3-statham").turn = 13;  // 0940
  EXPECT_EQ(reported(), Rules{}) << all();
  reinforcementOf(broken, "r-0700-3-statham").turn = 14;  // 1000 (29.12)
  EXPECT_EQ(reported(), (Rules{"reinforcement.turn.range"})) << all();
}

TEST_F(Instruction, BaUnionLandingArrivalsOnTheirTurnsAtALanding) {
  sample("bloody-april");
  reinforcementOf(broken, "r-0740-23rd-missouri").entryHex = hex("B0848");  // the other Landing Hex
  EXPECT_EQ(reported(), Rules{}) << all();
  reinforcementOf(broken, "r-0740-23rd-missouri").entryHex = hex("B0754");
  reinforcementOf(broken, "r-0740-23rd-missouri").entryArea.reset();
  EXPECT_EQ(reported(), (Rules{"reinforcement.entry.hex"})) << all();
  broken = original;
  reinforcementOf(broken, "r-0740-23rd-missouri").turn = 6;
  EXPECT_EQ(reported(), (Rules{"setup.unit.arrives-later"})) << all();
  broken = original;
  reinforcementOf(broken, "r-0740-23rd-missouri").turn = 8;
  EXPECT_EQ(reported(), (Rules{"reinforcement.turn.range"})) << all();
}

TEST_F(Instruction, BaLaterArrivalsAreNotSetUp) {
  sample("bloody-april");
  place("u-confederate-19th-tennessee", "A1309", 0, "line");  // 29.72: 1400
  EXPECT_EQ(reported(), (Rules{"setup.unit.arrives-later"})) << all();
  broken = original;
  place("u-union-11th-indiana", "B2625", 0, "column");  // Lew Wallace's division (22.31)
  EXPECT_EQ(reported(), (Rules{"setup.unit.arrives-later"})) << all();
  broken = original;
  place("u-union-col-marcellus-crocker", "B0325");  // a replacement officer (16.63, 31.5)
  EXPECT_EQ(reported(), (Rules{"setup.unit.arrives-later"})) << all();
}

// ---- Unconditional Surrender: 14.1 A-E, 14.2 A, 14.3 A, 12.0 B-C, 12.4 A ----

TEST_F(Instruction, UsEachDivisionInItsOwnArea) {
  sample("unconditional-surrender");
  placementOf("usa-oglesby-a").area = AreaId{"usa-second-division"};
  EXPECT_EQ(reported(), (Rules{"setup.area.required"})) << all();  // 14.1 C
  broken = original;
  placementOf("usa-mcclernand").area = AreaId{"usa-third-division"};
  EXPECT_EQ(reported(), (Rules{"setup.area.required"})) << all();
}

TEST_F(Instruction, UsTheFortRegimentsStartInTheFort) {
  sample("unconditional-surrender");
  placementOf("csa-49-tenn").area = AreaId{"csa-deployment"};
  EXPECT_EQ(reported(), (Rules{"setup.area.required"})) << all();  // 12.0 C, 14.2 A
  for (auto& p : broken.setup)
    if (p.unit.value == "csa-50-tenn") p.area = AreaId{"csa-deployment"};
  EXPECT_EQ(reported(), (Rules{"setup.area.required", "setup.area.count"})) << all();  // 12.0 B: none left
}

/// Takes `unit` off the map, with the waivers that were about its placement.
void takeOff(Scenario& s, const std::string& unit) {
  std::erase_if(s.setup, [&](const Placement& p) { return p.unit.value == unit; });
  std::erase_if(s.waivers,
                [&](const Waiver& w) { return w.location == "unit " + unit && w.rule == "setup.facing.missing"; });
}

TEST_F(Instruction, UsBrigadesArtilleryAndLeadersStartOnTheMap) {
  sample("unconditional-surrender");
  takeOff(broken, "usa-oglesby-a");
  EXPECT_EQ(reported(), (Rules{"setup.unit.required"})) << all();  // 14.1 A
  broken = original;
  takeOff(broken, "csa-brown-b");
  EXPECT_EQ(reported(), (Rules{"setup.unit.required"})) << all();  // 14.2 A
}

TEST_F(Instruction, UsTheIllinoisRegimentsArriveOnTurnThree) {
  sample("unconditional-surrender");
  reinforcementOf(broken, "r-illinois").turn = 2;
  EXPECT_EQ(reported(), (Rules{"setup.unit.arrives-later"})) << all();
  reinforcementOf(broken, "r-illinois").turn = 4;
  EXPECT_EQ(reported(), (Rules{"reinforcement.turn.range"})) << all();
}

TEST_F(Instruction, UsOnlyConfederateInfantryStartsDispersed) {
  sample("unconditional-surrender");
  placementOf("csa-brown-a").state = "dispersed";
  EXPECT_EQ(reported(), Rules{}) << all();  // 12.4 A, 14.2 E
  placementOf("usa-oglesby-a").state = "dispersed";
  EXPECT_EQ(reported(), (Rules{"setup.state.restricted"})) << all();
}

// ---- Dress on the Colors: SCEN-10-3.1, RULE-02-4.4 ----

TEST_F(Instruction, DotcTheUnionZoneLiesAlongTheSouthEdge) {
  sample("dress-on-the-colors");
  for (auto& a : broken.map.areas)
    if (a.id.value == "usa-deployment") a.polygon = {{0, 0}, {72, 0}, {72, 6}, {0, 6}};  // the north edge
  // Side-blind, a 6" strip along any edge passed; each side's edge is its own.
  EXPECT_EQ(reported(), (Rules{"table.zone.edge-distance"})) << all();
}

TEST_F(Instruction, DotcOnlyADetachedStandStartsInSkirmishOrder) {
  sample("dress-on-the-colors");
  std::string regiment;
  for (const Placement& p : broken.setup)
    if (regiment.empty() && unitOf(p.unit.value).type == "infantry") regiment = p.unit.value;
  ASSERT_FALSE(regiment.empty());
  placementOf(regiment).state = "skirmish";
  EXPECT_EQ(reported(), (Rules{"setup.state.restricted"})) << all();  // RULE-02-4.4
  placementOf(regiment).state = "line-of-battle";
  Unit stand = unitOf(regiment);  // RULE-02-4.4: one stand of it, detached forward
  stand.id = UnitId{regiment + "-skirmishers"};
  stand.type = "skirmish-stand";
  stand.attributes = {{"detached-from", regiment}};
  broken.oob.units.push_back(stand);
  Placement screen = placementOf(regiment);
  screen.unit = stand.id;
  screen.state = "skirmish";
  broken.setup.push_back(screen);
  EXPECT_EQ(reported(), Rules{}) << all();
}

}  // namespace
}  // namespace hexwright::validate_testing
