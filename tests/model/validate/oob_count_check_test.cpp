// oob.unit.count: how many units of a kind the whole order of battle holds (Hell Before
// Night 13.6A: two Beauregard counters).
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

Ruleset withCount(std::map<std::string, std::string> params) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("oob.unit.count", std::move(params), Severity::Error, "13.6A"));
  return r;
}

TEST(OobCountCheck, ExactlyTheCountIsClean) {
  expectClean(validScenario(), withCount({{"side", "union"}, {"types", "infantry"}, {"exactly", "2"}}));
  expectClean(validScenario(), withCount({{"leaders", "only"}, {"exactly", "2"}}));
  // Per side: each side has one leader.
  expectClean(validScenario(), withCount({{"leaders", "only"}, {"exactly", "1"}, {"per-side", "true"}}));
}

TEST(OobCountCheck, TooManyNamesTheFirstUnitOverTheLimit) {
  Scenario s = validScenario();
  s.oob.units.push_back(makeUnit("u-3", "infantry", "union", "u-bde", {{"strength", std::int64_t{2}}}));
  const Diagnostic d =
      expectRule(s, withCount({{"side", "union"}, {"types", "infantry"}, {"max", "2"}}), "oob.unit.count");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_EQ(d.location.unit, "u-3");
  EXPECT_NE(d.message.find("holds 3 units"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("the limit is at most 2"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("(rule 13.6A)"), std::string::npos) << d.message;
  EXPECT_EQ(d.related.size(), 3u);
}

TEST(OobCountCheck, TooFewPointsAtTheCheck) {
  Ruleset r = withCount({{"side", "union"}, {"types", "infantry"}, {"exactly", "3"}});
  r.checks.back().source = SourceLocation{"ruleset.xml", 12, 5};
  const Diagnostic d = expectRule(validScenario(), r, "oob.unit.count");
  ASSERT_TRUE(d.location.source.has_value());
  EXPECT_EQ(d.location.source->line, 12);
  EXPECT_NE(d.message.find("holds 2 units (union infantry"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("the limit is 3..3"), std::string::npos) << d.message;
}

TEST(OobCountCheck, ByNameAndPerSide) {
  Scenario s = validScenario();
  s.oob.units[0].name = "Gen. Beauregard";  // u-ldr
  const Ruleset r = withCount({{"name", "beauregard|Hardee"}, {"exactly", "2"}, {"if-any", "true"}});
  const Diagnostic d = expectRule(s, r, "oob.unit.count");
  EXPECT_NE(d.message.find("holds 1 units (\"beauregard\" \"Hardee\") (u-ldr)"), std::string::npos) << d.message;
  s.oob.units[4].designation = "Beauregard HQ";  // c-ldr: matched by designation
  expectClean(s, r);
  // if-any: no unit of the kind at all is not checked; without it, it is.
  expectClean(validScenario(), r);
  expectRule(validScenario(), withCount({{"name", "Beauregard"}, {"exactly", "2"}}), "oob.unit.count");
  // per-side: one union leader is fine, two are not.
  s = validScenario();
  s.oob.units.push_back(makeUnit("u-ldr2", "leader", "union", "u-bde"));
  const Diagnostics all = validate(s, withCount({{"leaders", "only"}, {"max", "1"}, {"per-side", "true"}}));
  ASSERT_EQ(countRule(all, "oob.unit.count"), 1u) << dump(all);
  EXPECT_NE(find(all, "oob.unit.count")->message.find("of side union"), std::string::npos);
  EXPECT_EQ(find(all, "oob.unit.count")->location.unit, "u-ldr2");
}

TEST(OobCountCheck, UnknownLimitAndUnconfiguredAreNotChecked) {
  expectClean(validScenario(), withCount({{"types", "infantry"}, {"exactly", "unknown"}}));
  Scenario s = validScenario();
  s.oob.units.push_back(makeUnit("u-3", "infantry", "union", "u-bde", {{"strength", std::int64_t{2}}}));
  EXPECT_EQ(find(validate(s, testRuleset()), "oob.unit.count"), nullptr);
}

}  // namespace
}  // namespace hexwright::model::testing
