// setup.area.count: how many units of a kind may start in each setup area (Unconditional
// Surrender 14.1 E: dummies, six in the First Division area, three in each other one).
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

Ruleset withAreaCount(std::vector<std::map<std::string, std::string>> checks) {
  Ruleset r = testRuleset();
  for (auto& params : checks)
    r.checks.push_back(check("setup.area.count", std::move(params), Severity::Error, "14.1 E"));
  return r;
}

/// The fixture plus a second union setup area named like the rulebook's First Division
/// area, holding hex (2,6) (where u-2 stands) and (0,7).
Scenario twoAreas() {
  Scenario s = validScenario();
  NamedArea first{
      AreaId{"usa-1-div"}, "First Division deployment area", "setup", "union", {hexAt(2, 6), hexAt(0, 7)}, {}};
  std::sort(first.hexes.begin(), first.hexes.end());
  s.map.areas.push_back(first);
  return s;
}

TEST(SetupAreaCountCheck, WithinTheLimitsIsClean) {
  // union-setup holds u-1, u-2 (infantry); the First Division area holds u-2.
  expectClean(twoAreas(), withAreaCount({{{"kind", "setup"}, {"types", "infantry"}, {"max", "2"}}}));
  expectClean(
      twoAreas(),
      withAreaCount(
          {{{"kind", "setup"}, {"area-name", "First Division"}, {"types", "infantry"}, {"max", "1"}, {"min", "1"}}}));
}

TEST(SetupAreaCountCheck, OverTheLimitNamesTheAreaTheLimitAndTheUnit) {
  const Ruleset r = withAreaCount({{{"kind", "setup"}, {"side", "union"}, {"types", "infantry"}, {"max", "1"}}});
  const Diagnostics d = validate(twoAreas(), r);
  ASSERT_EQ(countRule(d, "setup.area.count"), 1u) << dump(d);  // only union-setup holds two
  const Diagnostic& x = *find(d, "setup.area.count");
  EXPECT_EQ(x.severity, Severity::Error);
  EXPECT_NE(x.message.find("area union-setup (Union setup) holds 2 units (union infantry)"), std::string::npos)
      << x.message;
  EXPECT_NE(x.message.find("the limit is at most 1 (rule 14.1 E)"), std::string::npos) << x.message;
  EXPECT_EQ(x.location.unit, "u-2");  // the first unit over the limit, in setup order
  EXPECT_EQ(x.location.hex, hexAt(2, 6));
  EXPECT_FALSE(x.location.hexLabel.empty());
  ASSERT_FALSE(x.related.empty());
  EXPECT_EQ(x.related.front(), "union-setup");
}

TEST(SetupAreaCountCheck, TheNamedAreaHasItsOwnLimit) {
  // 6 in the First Division area, 3 in every other: as US 14.1 E, scaled to the fixture.
  const Ruleset r = withAreaCount(
      {{{"kind", "setup"}, {"area-name", "first division|1st Division"}, {"types", "infantry"}, {"max", "0"}},
       {{"kind", "setup"}, {"exclude-area-name", "first division|1st Division"}, {"types", "infantry"}, {"max", "2"}}});
  const Diagnostics d = validate(twoAreas(), r);
  ASSERT_EQ(countRule(d, "setup.area.count"), 1u) << dump(d);
  EXPECT_NE(find(d, "setup.area.count")->message.find("area usa-1-div"), std::string::npos);
  // The pattern reads '-' as a space and matches the id too.
  Scenario s = twoAreas();
  s.map.areas.back().name = "";
  s.map.areas.back().id = AreaId{"usa-first-division"};
  EXPECT_NE(find(validate(s, r), "setup.area.count"), nullptr) << dump(validate(s, r));
}

TEST(SetupAreaCountCheck, AUnitPlacedByAreaNameCountsAndMinIsChecked) {
  Scenario s = twoAreas();
  Placement p;
  p.unit = UnitId{"c-2"};
  p.area = AreaId{"usa-1-div"};
  s.reinforcements.clear();
  s.setup.push_back(p);
  const Ruleset r = withAreaCount({{{"areas", "usa-1-div"}, {"side", "confederate"}, {"max", "0"}}});
  const Diagnostic d = expectRule(s, r, "setup.area.count");
  EXPECT_EQ(d.location.unit, "c-2");
  // min: an area with too few points at its first hex.
  const Diagnostic few = expectRule(
      validScenario(), withAreaCount({{{"kind", "setup"}, {"types", "artillery"}, {"min", "2"}}}), "setup.area.count");
  EXPECT_TRUE(few.location.hex.has_value());
  EXPECT_NE(few.message.find("the limit is at least 2"), std::string::npos) << few.message;
}

TEST(SetupAreaCountCheck, UnknownLimitIsNotChecked) {
  expectClean(twoAreas(), withAreaCount({{{"kind", "setup"}, {"types", "infantry"}, {"max", "unknown"}}}));
}

}  // namespace
}  // namespace hexwright::model::testing
