// victory.*: objectives exist.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TEST(VictoryCheck, HexNotOnTheMap) {
  Scenario s = validScenario();
  s.victory[0].hex = hexAt(12, 12);
  const Diagnostic d = expectRule(s, testRuleset(), "victory.hex.unknown");
  EXPECT_EQ(d.location.hexLabel, "1313");
  EXPECT_NE(d.message.find("v-1"), std::string::npos);
}

TEST(VictoryCheck, KindsNeedTheirHexOrArea) {
  Scenario s = validScenario();
  s.victory[0].hex.reset();
  expectRule(s, testRuleset(), "victory.hex.missing");
  s = validScenario();
  s.victory.push_back(VictoryCondition{VictoryId{"v-exit"}, "exit", {}, {}, SideId{"confederate"}, 5.0, ""});
  expectRule(s, testRuleset(), "victory.area.missing");
  s.victory.back().area = AreaId{"conf-entry"};
  expectClean(s, testRuleset());
  s.victory.back().area = AreaId{"the-river"};
  expectRule(s, testRuleset(), "victory.area.unknown");
}

TEST(VictoryCheck, SideAndKind) {
  Scenario s = validScenario();
  s.victory[0].side = SideId{"britain"};
  expectRule(s, testRuleset(), "victory.side.unknown");
  s = validScenario();
  s.victory.push_back(VictoryCondition{VictoryId{"v-2"}, "glory", {}, {}, {}, {}, "who dies best"});
  EXPECT_EQ(expectRule(s, testRuleset(), "victory.kind.unknown").severity, Severity::Warning);
}

}  // namespace
}  // namespace hexwright::model::testing
