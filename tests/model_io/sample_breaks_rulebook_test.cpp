// Broken copies of the committed samples for the rulebook-specific checks (issue #3,
// part 3): each test loads a sample, breaks it one way a designer could, and expects the
// validator to report exactly the rule for it (and nothing else new), with the fixture
// of sample_break_fixture.h.
#include <gtest/gtest.h>

#include "sample_break_fixture.h"

namespace hexwright::validate_testing {
namespace {

class RulebookSampleBreak : public SampleBreak {
 protected:
  /// Adds `n` Union dummies (US 1.2.4) set up in `area`.
  void dummies(int n, const std::string& area) {
    for (int i = 0; i < n; ++i) {
      Unit u;
      u.id = UnitId{area + "-dummy-" + std::to_string(i + 1)};
      u.name = "Dummy";
      u.type = "dummy";
      u.side = SideId{"union"};
      broken.oob.units.push_back(u);
      Placement p;
      p.unit = u.id;
      p.area = AreaId{area};
      broken.setup.push_back(p);
    }
  }
};

// ---- oob.unit.count: Hell Before Night 13.6A, two Beauregard counters ----

TEST_F(RulebookSampleBreak, ASecondBeauregardHq) {
  sample("hell-before-night");
  Unit hq = unitOf("csa-beauregard-hq");
  hq.id = UnitId{"csa-beauregard-hq-2"};
  broken.oob.units.push_back(hq);
  EXPECT_EQ(reported(), (Rules{"oob.unit.count"})) << all();
}

TEST_F(RulebookSampleBreak, BeauregardWithoutHisHq) {
  sample("hell-before-night");
  std::erase_if(broken.oob.units, [](const Unit& u) { return u.id.value == "csa-beauregard-hq"; });
  EXPECT_EQ(reported(), (Rules{"oob.unit.count"})) << all();
  // A scenario without Beauregard at all is not checked (if-any).
  std::erase_if(broken.oob.units, [](const Unit& u) { return u.id.value == "csa-beauregard"; });
  std::erase_if(broken.waivers, [](const Waiver& w) { return w.location == "unit csa-beauregard"; });
  EXPECT_EQ(reported(), Rules{}) << all();
}

// ---- setup.area.count: Unconditional Surrender 14.1 E, dummies 6 / 3 / 3 ----

TEST_F(RulebookSampleBreak, DummiesUpToTheLimitsAreFine) {
  sample("unconditional-surrender");
  dummies(6, "usa-first-division");
  dummies(3, "usa-second-division");
  dummies(3, "usa-third-division");
  EXPECT_EQ(reported(), Rules{}) << all();
}

TEST_F(RulebookSampleBreak, FourDummiesInTheSecondDivisionArea) {
  sample("unconditional-surrender");
  dummies(4, "usa-second-division");
  EXPECT_EQ(reported(), (Rules{"setup.area.count"})) << all();
  const Diagnostics diags = validate(broken, ruleset);  // findRule points into it
  const Diagnostic* d = findRule(diags, "setup.area.count");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->location.unit, "usa-second-division-dummy-4");
  EXPECT_TRUE(mentions(*d, "at most 3")) << d->message;
  EXPECT_TRUE(mentions(*d, "14.1 E")) << d->message;
}

TEST_F(RulebookSampleBreak, SevenDummiesInTheFirstDivisionArea) {
  sample("unconditional-surrender");
  dummies(7, "usa-first-division");
  EXPECT_EQ(reported(), (Rules{"setup.area.count"})) << all();
  const Diagnostics diags = validate(broken, ruleset);  // findRule points into it
  const Diagnostic* d = findRule(diags, "setup.area.count");
  ASSERT_NE(d, nullptr);
  EXPECT_TRUE(mentions(*d, "at most 6")) << d->message;
}

TEST_F(RulebookSampleBreak, DummiesCountAsInfantryForStacking) {
  sample("unconditional-surrender");
  dummies(3, "usa-first-division");
  const auto h = parseLabel("1506", broken.map.grid().convention);
  ASSERT_TRUE(h && broken.map.contains(*h));
  for (NamedArea& a : broken.map.areas)  // the area's hexes are not stated; 1506 stands in for one (14.1 E)
    if (a.id.value == "usa-first-division") a.hexes = {*h};
  for (Placement& p : broken.setup)
    if (p.unit.value.find("-dummy-") != std::string::npos) {
      p.area.reset();
      p.hex = *h;
    }
  EXPECT_EQ(reported(), (Rules{"setup.stacking.exceeded"})) << all();  // 3.1.5 A, 14.1 E: two per hex
}

// ---- attribute.implies: Dress on the Colors army traits ----

TEST_F(RulebookSampleBreak, AUnionRebelYell) {
  sample("dress-on-the-colors");
  unitOf("usa-6-wis").attributes["traits"] = std::string("REBEL YELL: +1 to Melee Rolls in Assaults.");
  EXPECT_EQ(reported(), (Rules{"attribute.implies"})) << all();
  const Diagnostics d = validate(broken, ruleset);
  ASSERT_NE(findRule(d, "attribute.implies"), nullptr);
  EXPECT_EQ(findRule(d, "attribute.implies")->severity, Severity::Error);
}

TEST_F(RulebookSampleBreak, SeenTheElephantOnVeterans) {
  sample("dress-on-the-colors");
  unitOf("csa-37-nc").attributes["quality"] = std::string("Veteran");  // RULE-07-5.3
  EXPECT_EQ(reported(), (Rules{"attribute.implies"})) << all();
  const Diagnostics d = validate(broken, ruleset);
  ASSERT_NE(findRule(d, "attribute.implies"), nullptr);
  EXPECT_EQ(findRule(d, "attribute.implies")->severity, Severity::Warning);
}

TEST_F(RulebookSampleBreak, IronDisciplineOnGreenTroops) {
  sample("dress-on-the-colors");
  unitOf("usa-2-wis").attributes["quality"] = std::string("Green");  // RULE-07-5.4
  EXPECT_EQ(reported(), (Rules{"attribute.implies"})) << all();
}

TEST_F(RulebookSampleBreak, BuckAndBallWithRifles) {
  sample("dress-on-the-colors");
  unitOf("usa-7-wis").attributes["armament"] = std::string("Rifled Muskets (.58)");
  EXPECT_EQ(reported(), (Rules{"attribute.implies"})) << all();
}

// ---- formation.attribute.*: Dress on the Colors Brigade Faltering Clock, RULE-07-2.2 to 2.4 ----

TEST_F(RulebookSampleBreak, ABrigadeStandStrengthThatIsNotTheSumOfItsStands) {
  sample("dress-on-the-colors");
  // 22 keeps the thresholds right (ceil 6.6 = 7, ceil 11 = 11): only the sum is off.
  formationOf("usa-1-bde").attributes["stand-strength"] = std::int64_t{22};
  EXPECT_EQ(reported(), (Rules{"formation.attribute.sum"})) << all();
  const Diagnostics d = validate(broken, ruleset);
  const Diagnostic* found = findRule(d, "formation.attribute.sum");
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->severity, Severity::Warning);  // the rulebook and its scenario disagree on what counts
  EXPECT_EQ(found->location.formation, "usa-1-bde");
  EXPECT_NE(found->message.find("stand-strength 22, but its units (infantry cavalry artillery) have 21 stands"),
            std::string::npos)
      << found->message;
}

TEST_F(RulebookSampleBreak, ABrigadeHesitantThresholdOffByOne) {
  sample("dress-on-the-colors");
  formationOf("usa-1-bde").attributes["hesitant-at"] = std::int64_t{8};
  EXPECT_EQ(reported(), (Rules{"formation.attribute.ratio"})) << all();
  const Diagnostics d = validate(broken, ruleset);
  const Diagnostic* found = findRule(d, "formation.attribute.ratio");
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->severity, Severity::Error);
  EXPECT_EQ(found->location.formation, "usa-1-bde");
  EXPECT_NE(found->message.find("hesitant-at 8, but ceil(0.3 x stand-strength 21) is 7 (rule RULE-07-2.3-a)"),
            std::string::npos)
      << found->message;
}

TEST_F(RulebookSampleBreak, ABrigadeBrokenThresholdRoundedDown) {
  sample("dress-on-the-colors");
  formationOf("csa-1-bde").attributes["broken-at"] = std::int64_t{10};  // floor(10.5), not ceil
  EXPECT_EQ(reported(), (Rules{"formation.attribute.ratio"})) << all();
  const Diagnostics d = validate(broken, ruleset);
  const Diagnostic* found = findRule(d, "formation.attribute.ratio");
  ASSERT_NE(found, nullptr);
  EXPECT_NE(found->message.find("(rule RULE-07-2.4-a)"), std::string::npos) << found->message;
}

// ---- scenario.scale.range / table.size.preset: Dress on the Colors RULE-00-2.1, 2.4 ----

TEST_F(RulebookSampleBreak, AGroundScaleOutsideTwentyFiveToThirtyYards) {
  sample("dress-on-the-colors").map.ground.yardsAcrossFlats = 25;
  EXPECT_EQ(reported(), Rules{}) << all();
  broken.map.ground.yardsAcrossFlats = 50;
  EXPECT_EQ(reported(), (Rules{"scenario.scale.range"})) << all();
}

TEST_F(RulebookSampleBreak, ATableOfNoStandardSize) {
  sample("dress-on-the-colors").map.table = TableSize{90, 48};  // as deep, so the zones keep their edges
  EXPECT_EQ(reported(), (Rules{"table.size.preset"})) << all();
}

// ---- scenario.sequence.missing / scenario.deployment-order.invalid: Dress on the
// Colors SCEN-10-3.1 (Confederates deploy first, the Union is active on Turn 1) ----

TEST_F(RulebookSampleBreak, NoFirstActiveSide) {
  sample("dress-on-the-colors");
  ASSERT_EQ(broken.firstActiveSide, SideId{"union"});
  broken.firstActiveSide.reset();
  EXPECT_EQ(reported(), (Rules{"scenario.sequence.missing"})) << all();
  const Diagnostics d = validate(broken, ruleset);
  const Diagnostic* found = findRule(d, "scenario.sequence.missing");
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->severity, Severity::Error);
  EXPECT_TRUE(mentions(*found, "side active on the first turn")) << found->message;
  EXPECT_TRUE(mentions(*found, "(rule SCEN-10-3.1)")) << found->message;
}

TEST_F(RulebookSampleBreak, NoDeploymentOrder) {
  sample("dress-on-the-colors");
  ASSERT_EQ(broken.deploymentOrder, (std::vector<SideId>{SideId{"confederate"}, SideId{"union"}}));
  broken.deploymentOrder.clear();
  EXPECT_EQ(reported(), (Rules{"scenario.sequence.missing"})) << all();
  const Diagnostics d = validate(broken, ruleset);
  const Diagnostic* found = findRule(d, "scenario.sequence.missing");
  ASSERT_NE(found, nullptr);
  EXPECT_TRUE(mentions(*found, "order for the sides to deploy in")) << found->message;
}

TEST_F(RulebookSampleBreak, ADeploymentOrderThatLeavesOutOrRepeatsASide) {
  sample("dress-on-the-colors").deploymentOrder = {SideId{"confederate"}};
  EXPECT_EQ(reported(), (Rules{"scenario.deployment-order.invalid"})) << all();
  Diagnostics d = validate(broken, ruleset);
  ASSERT_NE(findRule(d, "scenario.deployment-order.invalid"), nullptr);
  EXPECT_TRUE(
      mentions(*findRule(d, "scenario.deployment-order.invalid"), "side 'union' is not in the deployment order"))
      << all();
  // The side left out typed as the other one: one diagnostic, the repeat.
  broken.deploymentOrder = {SideId{"confederate"}, SideId{"confederate"}};
  d = validate(broken, ruleset);
  std::size_t n = 0;
  for (const auto& item : d.items()) n += item.rule == "scenario.deployment-order.invalid";
  EXPECT_EQ(n, 1u) << all();
  EXPECT_TRUE(mentions(*findRule(d, "scenario.deployment-order.invalid"), "listed twice")) << all();
}

// ---- Dress on the Colors set-up geometry (section 7.3): positions are unit centres in
// inches, facings degrees clockwise from the north edge; the sample leaves both unset ----

class DressOnTheColorsTable : public RulebookSampleBreak {
 protected:
  void SetUp() override { sample("dress-on-the-colors"); }
  /// A polygon terrain piece on the sample's (empty) table.
  void addPiece(const std::string& id, const std::string& type, std::vector<Vec2> points, Attributes attributes) {
    if (broken.map.vectorLayers.empty())
      broken.map.vectorLayers.push_back(VectorLayer{LayerId{"terrain"}, "Terrain", true, {}, ""});
    broken.map.vectorLayers.front().features.push_back(
        VectorFeature{FeatureId{id}, type, GeometryKind::Polygon, std::move(points), id, std::move(attributes), {}});
  }
  Placement& put(const std::string& unit, double x, double y, const std::string& state = "", double facing = 0) {
    for (Placement& p : broken.setup)
      if (p.unit.value == unit) {
        p.position = Vec2{x, y};
        p.facingDegrees = facing;
        p.state = state;
        return p;
      }
    ADD_FAILURE() << "no placement of " << unit;
    return broken.setup.front();
  }
  const Diagnostic* first(const std::string& rule) {
    last = validate(broken, ruleset);
    return findRule(last, rule);
  }
  Diagnostics last;
};

TEST_F(DressOnTheColorsTable, ALineOfBattleInATownSector) {  // RULE-03-3.3-a
  addPiece("heron-village", "town-sector", {{30, 42}, {36, 42}, {36, 48}, {30, 48}},
           {{"construction", std::string("wooden")}});
  put("usa-2-wis", 33, 45, "assault-column");
  EXPECT_EQ(reported(), Rules{}) << all();
  put("usa-2-wis", 33, 45, "line-of-battle");
  EXPECT_EQ(reported(), (Rules{"table.state.prohibited-in"})) << all();
  const Diagnostic* d = first("table.state.prohibited-in");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->severity, Severity::Error);
  EXPECT_EQ(d->location.unit, "usa-2-wis");
  EXPECT_NE(d->message.find("'heron-village' (town-sector)"), std::string::npos) << d->message;
  EXPECT_NE(d->message.find("RULE-03-3.3-a"), std::string::npos) << d->message;
}

TEST_F(DressOnTheColorsTable, ARegimentGarrisoningMillersFarm) {  // RULE-03-3.1-a
  addPiece("millers-farm", "building", {{40, 43}, {42, 43}, {42, 45}, {40, 45}}, {{"material", std::string("stone")}});
  put("usa-6-wis", 41, 44, "line-of-battle");  // 5 stands; the building holds 2
  EXPECT_EQ(reported(), (Rules{"table.terrain.garrison"})) << all();
  const Diagnostic* d = first("table.terrain.garrison");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->location.unit, "usa-6-wis");
  EXPECT_NE(d->message.find("building 'millers-farm' holds 5 stands (units usa-6-wis); the limit is 2"),
            std::string::npos)
      << d->message;
  // A battery is no garrison at all.
  put("usa-6-wis", 20, 45, "line-of-battle");
  put("usa-b-4-us", 41, 44, "unlimbered");
  EXPECT_EQ(reported(), (Rules{"table.terrain.garrison"})) << all();
  d = first("table.terrain.garrison");
  ASSERT_NE(d, nullptr);
  EXPECT_NE(
      d->message.find("unit Battery B, 4th US Artillery (artillery, unlimbered) is inside building 'millers-farm'"),
      std::string::npos)
      << d->message;
}

TEST_F(DressOnTheColorsTable, RegimentsOfABrigadeWithoutTheirInterval) {  // RULE-02-5.4-a
  put("usa-2-wis", 10, 45, "line-of-battle");                             // 6 stands: 7..13
  put("usa-6-wis", 16, 45, "line-of-battle");                             // 5 stands: 13.5..18.5, 0.5" apart
  EXPECT_EQ(reported(), Rules{}) << all();
  put("usa-6-wis", 15.8, 45, "line-of-battle");  // 0.3" apart
  EXPECT_EQ(reported(), (Rules{"table.formation.interval"})) << all();
  const Diagnostic* d = first("table.formation.interval");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->location.unit, "usa-2-wis");
  EXPECT_NE(d->message.find("units 2nd Wisconsin Infantry Regiment (Iron Brigade) and 6th Wisconsin Infantry Regiment "
                            "of Union 1st Brigade (\"Western Volunteers\") (fronts 6\" and 5\") stand 0.3\" apart"),
            std::string::npos)
      << d->message;
  EXPECT_NE(d->message.find("the minimum interval is 0.5\" (rule RULE-02-5.4-a)"), std::string::npos) << d->message;
  // Regiments of different brigades keep no interval under this rule.
  put("usa-6-wis", 30, 45);
  put("usa-143-pa", 15.8, 45, "line-of-battle");
  EXPECT_EQ(reported(), Rules{}) << all();
}

TEST_F(DressOnTheColorsTable, ABrigadierOutsideTheDivisionCommandersRadius) {  // RULE-07-4.1-c
  Formation division;
  division.id = FormationId{"usa-div"};
  division.name = "Federal division";
  division.level = "division";
  division.side = SideId{"union"};
  division.parent = FormationId{"usa-army"};
  broken.oob.formations.push_back(division);
  for (Formation& f : broken.oob.formations)
    if (f.id.value == "usa-1-bde" || f.id.value == "usa-2-bde") f.parent = FormationId{"usa-div"};
  put("usa-vance", 40, 45);
  EXPECT_EQ(reported(), Rules{}) << all();  // a division without a commander: not checked
  Unit general;
  general.id = UnitId{"usa-div-cdr"};
  general.name = "Division commander";
  general.type = "division-commander";
  general.side = SideId{"union"};
  general.formation = FormationId{"usa-div"};
  broken.oob.units.push_back(general);
  for (Formation& f : broken.oob.formations)
    if (f.id.value == "usa-div") f.commander = general.id;
  Placement p;
  p.unit = general.id;
  p.area = AreaId{"usa-deployment"};
  broken.setup.push_back(p);
  put("usa-div-cdr", 10, 45);
  EXPECT_EQ(reported(), (Rules{"setup.leader.distance"})) << all();  // 30" > 18"
  const Diagnostic* d = first("setup.leader.distance");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->severity, Severity::Warning);
  EXPECT_EQ(d->location.unit, "usa-vance");
  EXPECT_NE(d->message.find("from its leader Division commander; the limit is 18 (rule RULE-07-4.1-c)"),
            std::string::npos)
      << d->message;
  put("usa-vance", 28, 45);  // exactly 18"
  EXPECT_EQ(reported(), Rules{}) << all();
}

// ---- scenario.unit.optional: Bloody April 31.4 / 29.41, Van Dorn's army only in a hypothetical ----

TEST_F(RulebookSampleBreak, VanDornsArmyArrivingWithoutAHypotheticalSituation) {
  sample("bloody-april");
  auto r = std::find_if(broken.reinforcements.begin(), broken.reinforcements.end(),
                        [](const Reinforcement& x) { return x.id.value == "r-0600-1-stewart"; });
  ASSERT_NE(r, broken.reinforcements.end());
  r->units.push_back(UnitId{"u-confederate-1st-infantry"});  // 1/Mo Vol, Army of the Trans-Mississippi
  EXPECT_EQ(reported(), (Rules{"scenario.unit.optional"})) << all();
  broken.optionalRules.push_back("hypothetical-situations");  // 29.41 Situations II-IV
  EXPECT_FALSE(reported().count("scenario.unit.optional")) << all();
}

// ---- Dress on the Colors SCEN-10-4.0 / 5.0: "Total Force Strength: 8 Infantry Regiments,
// 2 Artillery Batteries (42 Total Stands / ~2,800 men)" ----

TEST_F(RulebookSampleBreak, AnArmyTotalThatIsNotTheSumOfItsStands) {
  sample("dress-on-the-colors");
  formationOf("usa-army").attributes["total-stands"] = std::int64_t{43};
  EXPECT_EQ(reported(), (Rules{"formation.attribute.sum"})) << all();
  const Diagnostics d = validate(broken, ruleset);
  bool named = false;
  for (const Diagnostic& x : d.items())
    named = named || (x.rule == "formation.attribute.sum" && x.message.find("42") != std::string::npos &&
                      x.message.find("SCEN-10-4.0") != std::string::npos);
  EXPECT_TRUE(named) << all();
}

TEST_F(RulebookSampleBreak, AnArmyWithAThirdBattery) {
  sample("dress-on-the-colors");
  Unit battery = unitOf("usa-b-4-us");
  battery.id = UnitId{"usa-third-battery"};
  broken.oob.units.push_back(battery);
  const Rules rules = reported();
  EXPECT_TRUE(rules.count("oob.unit.count")) << all();
  EXPECT_TRUE(rules.count("formation.attribute.sum")) << "its stands are not in the printed totals";
}

// ---- Dress on the Colors RULE-00-4.2 (the Wing System) and OPT-10-20 (weather) ----

TEST_F(RulebookSampleBreak, TwoRightWingsOfOneRegimentWithoutColors) {
  sample("dress-on-the-colors");
  for (const char* id : {"usa-2-wis", "usa-6-wis"}) {
    unitOf(id).attributes["wing-of"] = std::string("2nd Wisconsin");
    unitOf(id).attributes["wing"] = std::string("Right Wing");
  }
  EXPECT_EQ(reported(), (Rules{"oob.wing.split", "oob.wing.colors"})) << all();
  unitOf("usa-6-wis").attributes["wing"] = std::string("Left Wing");
  unitOf("usa-2-wis").attributes["color-stand"] = true;
  EXPECT_EQ(reported(), Rules{}) << all();
}

TEST_F(RulebookSampleBreak, AHealthTrackOffThePercentages) {  // RULE-00-4.3
  sample("dress-on-the-colors");
  unitOf("usa-2-wis").attributes["health-track"] = std::string("Fresh: 6\u20134 | Worn: 3 | Spent: 2");
  EXPECT_EQ(reported(), (Rules{"attribute.track.mismatch"})) << all();
}

TEST_F(RulebookSampleBreak, TwoGroundConditions) {
  sample("dress-on-the-colors").optionalRules = {"weather", "weather-dry-firm", "weather-light-fog"};
  EXPECT_EQ(reported(), Rules{}) << all();
  broken.optionalRules.push_back("weather-deep-mud");
  EXPECT_EQ(reported(), (Rules{"scenario.optional.exclusive"})) << all();
}

// ---- Bloody April 16.71: each commander has an aide ----

TEST_F(RulebookSampleBreak, ACommanderWithoutHisAide) {
  sample("bloody-april");
  const std::string aide = "u-union-capt-warren-stewart";  // McClernand's
  std::erase_if(broken.oob.units, [&](const Unit& u) { return u.id.value == aide; });
  std::erase_if(broken.setup, [&](const Placement& p) { return p.unit.value == aide; });
  for (auto& r : broken.reinforcements) std::erase_if(r.units, [&](const UnitId& u) { return u.value == aide; });
  EXPECT_EQ(reported(), (Rules{"oob.unit.companion"})) << all();
  const Diagnostics d = validate(broken, ruleset);
  ASSERT_NE(findRule(d, "oob.unit.companion"), nullptr);
  EXPECT_NE(findRule(d, "oob.unit.companion")->message.find("0 unit(s) of aide; each needs 1 of them (rule 16.71)"),
            std::string::npos)
      << findRule(d, "oob.unit.companion")->message;
}

// ---- Unconditional Surrender 14.1 B: a detached regiment beside a brigade of its division ----

TEST_F(RulebookSampleBreak, ADetachedRegimentAwayFromEveryBrigadeOfItsDivision) {
  sample("unconditional-surrender");
  Unit regiment = unitOf("usa-46-ill");
  regiment.id = UnitId{"usa-2-div-regiment"};
  regiment.formation = FormationId{"usa-2-div"};
  Unit brigade = unitOf("usa-oglesby-a");
  brigade.id = UnitId{"usa-2-div-brigade"};
  brigade.formation = FormationId{"usa-2-div"};
  broken.oob.units.push_back(regiment);
  broken.oob.units.push_back(brigade);
  place("usa-2-div-regiment", "1520", 0);
  const Diagnostics alone = validate(broken, ruleset);
  const Diagnostic* none = findRule(alone, "setup.parent.distance");
  ASSERT_NE(none, nullptr) << all();
  EXPECT_EQ(none->location.unit, "usa-2-div-regiment");
  EXPECT_NE(none->message.find("with no infantry-brigade of Second Division set up to be its parent"),
            std::string::npos)
      << none->message;
  place("usa-2-div-brigade", "1524", 0);
  const Diagnostics far = validate(broken, ruleset);
  ASSERT_NE(findRule(far, "setup.parent.distance"), nullptr) << all();
  EXPECT_NE(findRule(far, "setup.parent.distance")->message.find("starts 4 hexes from the nearest infantry-brigade"),
            std::string::npos);
  broken.setup.back().hex = hex("1521");  // adjacent: its parent may be this brigade
  EXPECT_EQ(findRule(validate(broken, ruleset), "setup.parent.distance"), nullptr) << all();
}

// ---- Huzzah! O5 (19.8.6): a side with units needs a friendly board edge ----

TEST_F(RulebookSampleBreak, AUnitSetUpOnAMapWithoutFriendlyEdges) {
  sample("huzzah");
  place("usa-blunt", "0302");
  EXPECT_EQ(reported(), (Rules{"map.area.required"})) << all();
  broken.map.areas.push_back(NamedArea{AreaId{"west"}, "West edge", "friendly-edge", "union", {hex("0101")}, {}});
  EXPECT_EQ(reported(), Rules{}) << all();
}

}  // namespace
}  // namespace hexwright::validate_testing
