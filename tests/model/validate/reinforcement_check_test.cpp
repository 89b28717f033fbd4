// reinforcement.*: the schedule.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TEST(ReinforcementCheck, TurnOutsideTheScenario) {
  Scenario s = validScenario();
  s.reinforcements[0].turn = 11;
  const Diagnostic d = expectRule(s, testRuleset(), "reinforcement.turn.range");
  EXPECT_NE(d.message.find("turn 11"), std::string::npos);
  EXPECT_NE(d.message.find("1..10"), std::string::npos) << d.message;
  EXPECT_EQ(d.location.hexLabel, "1004");
}

TEST(ReinforcementCheck, TurnOutsideTheStatedWindow) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(
      check("reinforcement.turn.range", {{"max", "7"}, {"side", "confederate"}}, Severity::Error, "9.3A"));
  expectClean(s, r);
  s.reinforcements[0].turn = 8;
  EXPECT_NE(expectRule(s, r, "reinforcement.turn.range").message.find("(rule 9.3A)"), std::string::npos);
  r.checks.back().params["side"] = "union";
  expectClean(s, r);
}

TEST(ReinforcementCheck, EntryMustBeOnTheEdgeOrDeclared) {
  Scenario s = validScenario();
  s.reinforcements[0].entryHex = hexAt(4, 3);
  const Diagnostic d = expectRule(s, testRuleset(), "reinforcement.entry.not-edge");
  EXPECT_EQ(d.location.hexLabel, "0504");
  s.reinforcements[0].entryHex = hexAt(6, 6);  // a landing hex
  expectClean(s, testRuleset());
  s.reinforcements[0].entryHex = hexAt(5, 0);  // in an entry area (and on the edge)
  expectClean(s, testRuleset());
  s.map.areas.push_back(NamedArea{AreaId{"ford-entry"}, "Ford", "entry", "confederate", {hexAt(4, 3)}, {}});
  s.reinforcements[0].entryHex = hexAt(4, 3);
  expectClean(s, testRuleset());
}

TEST(ReinforcementCheck, EntryMissingOffMapOrImpassable) {
  Scenario s = validScenario();
  s.reinforcements[0].entryHex.reset();
  expectRule(s, testRuleset(), "reinforcement.entry.missing");
  s.reinforcements[0].entryArea = AreaId{"conf-entry"};
  expectClean(s, testRuleset());
  s.reinforcements[0].entryArea = AreaId{"nowhere"};
  expectRule(s, testRuleset(), "reinforcement.area.unknown");
  s = validScenario();
  s.reinforcements[0].entryHex = hexAt(10, 3);
  expectRule(s, testRuleset(), "reinforcement.entry.off-map");
  s = validScenario();
  s.reinforcements[0].entryHex = hexAt(8, 0);  // river
  expectRule(s, testRuleset(), "reinforcement.entry.impassable");
}

TEST(ReinforcementCheck, UnitsKnownAndScheduledOnce) {
  Scenario s = validScenario();
  s.reinforcements[0].units.push_back(UnitId{"c-77"});
  expectRule(s, testRuleset(), "reinforcement.unit.unknown");
  s = validScenario();
  s.reinforcements.push_back(s.reinforcements[0]);
  s.reinforcements[1].id = ReinforcementId{"r-2"};
  expectRule(s, testRuleset(), "reinforcement.unit.duplicate");
  s = validScenario();
  s.reinforcements[0].units.clear();
  EXPECT_EQ(expectRule(s, testRuleset(), "reinforcement.empty").severity, Severity::Warning);
}

TEST(ReinforcementCheck, EntryAtTheNamedHexes) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(
      check("reinforcement.entry.hex", {{"side", "confederate"}, {"hexes", "1004,0601"}}, Severity::Error, "9.3C"));
  r.checks.push_back(check("reinforcement.entry.hex", {{"formations", "u-div"}, {"hexes", "0101"}}));
  expectClean(s, r);
  s.reinforcements[0].entryHex = hexAt(9, 5);
  const Diagnostic d = expectRule(s, r, "reinforcement.entry.hex");
  EXPECT_NE(d.message.find("1006"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("1004,0601"), std::string::npos) << d.message;
}

}  // namespace
}  // namespace hexwright::model::testing
