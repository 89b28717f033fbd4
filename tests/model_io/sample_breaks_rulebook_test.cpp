// Broken copies of the committed samples for the rulebook-specific checks (issue #3,
// part 3): each test loads a sample, breaks it one way a designer could, and expects the
// validator to report exactly the rule for it (and nothing else new). The helper pattern
// is sample_breaks_test.cpp's.
#include <gtest/gtest.h>

#include "sample_bundles.h"

namespace hexwright::validate_testing {
namespace {

using Rules = std::set<std::string>;

class RulebookSampleBreak : public ::testing::Test {
 protected:
  Scenario& sample(const std::string& name) {
    original = loadSample(name);
    ruleset = loadSchema(original.rulesetId);
    broken = original;
    return broken;
  }
  Unit& unitOf(const std::string& id) {
    for (auto& u : broken.oob.units)
      if (u.id.value == id) return u;
    ADD_FAILURE() << "no unit " << id;
    return broken.oob.units.front();
  }
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
  Rules reported() { return newRules(original, broken, ruleset); }
  std::string all() { return dump(validate(broken, ruleset)); }

  Scenario original, broken;
  Ruleset ruleset;
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

// ---- scenario.scale.range / table.size.preset: Dress on the Colors RULE-00-2.1, 2.4 ----

TEST_F(RulebookSampleBreak, AGroundScaleOutsideTwentyFiveToThirtyYards) {
  sample("dress-on-the-colors").map.ground.yardsAcrossFlats = 25;
  EXPECT_EQ(reported(), Rules{}) << all();
  broken.map.ground.yardsAcrossFlats = 50;
  EXPECT_EQ(reported(), (Rules{"scenario.scale.range"})) << all();
}

TEST_F(RulebookSampleBreak, ATableOfNoStandardSize) {
  sample("dress-on-the-colors").map.table = TableSize{72, 60};
  EXPECT_EQ(reported(), (Rules{"table.size.preset"})) << all();
}

}  // namespace
}  // namespace hexwright::validate_testing
