// scenario.scale.range: the map's ground scale against the rulebook's (Dress on the
// Colors RULE-00-2.1: 25-30 yards per inch).
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

Ruleset withScale(std::map<std::string, std::string> params) {
  Ruleset r = testRuleset();
  CheckConfig c = check("scenario.scale.range", std::move(params), Severity::Error, "RULE-00-2.1-a");
  c.source = SourceLocation{"ruleset.xml", 40, 5};
  r.checks.push_back(c);
  return r;
}

TEST(ScenarioScaleCheck, InsideTheRangeIsClean) {
  Scenario s = validScenario();
  s.map.ground.yardsAcrossFlats = 25;
  expectClean(s, withScale({{"min", "25"}, {"max", "30"}}));
  s.map.ground.yardsAcrossFlats = 30;
  expectClean(s, withScale({{"min", "25"}, {"max", "30"}}));
}

TEST(ScenarioScaleCheck, OutsideTheRangeNamesScaleAndLimit) {
  Scenario s = validScenario();
  s.map.ground.yardsAcrossFlats = 40;
  const Diagnostic d = expectRule(s, withScale({{"min", "25"}, {"max", "30"}}), "scenario.scale.range");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_NE(d.message.find("ground scale is 40 yards per hex; the limit is 25..30 (rule RULE-00-2.1-a)"),
            std::string::npos)
      << d.message;
  ASSERT_TRUE(d.location.source.has_value());
  EXPECT_EQ(d.location.source->line, 40);
  s.map.kind = GridKind::Table;
  s.map.table = TableSize{72, 48};
  EXPECT_NE(expectRule(s, withScale({{"min", "25"}, {"max", "30"}}), "scenario.scale.range").message.find("per inch"),
            std::string::npos);
}

TEST(ScenarioScaleCheck, DefaultsToTheRulesetScale) {
  Scenario s = validScenario();
  s.map.ground.yardsAcrossFlats = 200;
  Ruleset r = withScale({});
  r.hexYards = 176;
  EXPECT_NE(expectRule(s, r, "scenario.scale.range").message.find("the limit is 176..176"), std::string::npos);
  s.map.ground.yardsAcrossFlats = 176;
  expectClean(s, r);
}

TEST(ScenarioScaleCheck, NoScaleStatedPassesUnlessRequired) {
  Scenario s = validScenario();
  s.map.ground.yardsAcrossFlats = 0;
  expectClean(s, withScale({{"min", "25"}, {"max", "30"}}));
  const Diagnostic d =
      expectRule(s, withScale({{"min", "25"}, {"max", "30"}, {"required", "true"}}), "scenario.scale.range");
  EXPECT_NE(d.message.find("states no ground scale"), std::string::npos) << d.message;
  s.map.ground.yardsAcrossFlats = 99;
  EXPECT_EQ(find(validate(s, testRuleset()), "scenario.scale.range"), nullptr);
}

}  // namespace
}  // namespace hexwright::model::testing
