// scenario.turn.optional and scenario.unit.optional (what a rulebook admits only under an
// optional rule), and the route condition of setup.hex.required / setup.hex.prohibited.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TEST(OptionalRuleCheck, ATurnLabelOnlyUnderTheOptionalRule) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("scenario.turn.optional", {{"labels", "Sundown|Dusk"}, {"unless-optional", "night"}},
                           Severity::Error, "26"));
  Scenario s = validScenario();
  expectClean(s, r);
  s.turns.turns = {TurnInfo{9, "Evening", false}, TurnInfo{10, "dusk", false}};
  const Diagnostics d = validate(s, r);
  ASSERT_EQ(countRule(d, "scenario.turn.optional"), 1u) << dump(d);
  const Diagnostic* found = find(d, "scenario.turn.optional");
  EXPECT_NE(found->message.find("turn 10 is labelled 'dusk' without optional rule 'night'"), std::string::npos)
      << found->message;
  EXPECT_NE(found->message.find("(rule 26)"), std::string::npos) << found->message;
  s.optionalRules = {"night"};
  expectClean(s, r);
}

TEST(OptionalRuleCheck, UnitsTakingPartOnlyUnderTheOptionalRule) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("scenario.unit.optional", {{"formations", "c-bde"}, {"unless-optional", "night"}}));
  Scenario s = validScenario();
  const Diagnostics d = validate(s, r);
  ASSERT_EQ(countRule(d, "scenario.unit.optional"), 2u) << dump(d);
  const Diagnostic* setUp = find(d, "scenario.unit.optional");
  EXPECT_EQ(setUp->location.unit, "c-1");
  EXPECT_NE(setUp->message.find("is set up without optional rule 'night'"), std::string::npos) << setUp->message;
  bool arrives = false;
  for (const Diagnostic& x : d.items())
    arrives = arrives || (x.rule == "scenario.unit.optional" && x.location.unit == "c-2" &&
                          x.message.find("arrives on turn 3") != std::string::npos);
  EXPECT_TRUE(arrives) << dump(d);

  s.optionalRules = {"night"};
  expectClean(s, r);
  // Listed in the order of battle but neither set up nor arriving: takes no part.
  s = validScenario();
  s.setup.erase(s.setup.begin() + 5);  // c-1
  s.reinforcements.clear();
  EXPECT_EQ(countRule(validate(s, r), "scenario.unit.optional"), 0u);
}

TEST(OptionalRuleCheck, AtMostOneOptionalRuleOfAGroupAndOnlyUnderItsParent) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("scenario.optional.exclusive",
                           {{"rules", "dry soft mud"}, {"max", "1"}, {"requires", "weather"}}, Severity::Error,
                           "OPT-10-20"));
  for (const char* id : {"weather", "dry", "soft", "mud"}) r.optionalRules.push_back(OptionalRule{id, id, "20", ""});
  Scenario s = validScenario();
  expectClean(s, r);
  s.optionalRules = {"weather", "mud"};
  expectClean(s, r);
  s.optionalRules = {"weather", "soft", "mud"};
  const Diagnostic d = expectRule(s, r, "scenario.optional.exclusive");
  EXPECT_NE(d.message.find("optional rules 'soft', 'mud' are all in force; the rulebook allows at most 1 of them"),
            std::string::npos)
      << d.message;
  EXPECT_NE(d.message.find("(rule OPT-10-20)"), std::string::npos) << d.message;
  s.optionalRules = {"mud"};
  const Diagnostic p = expectRule(s, r, "scenario.optional.exclusive");
  EXPECT_NE(p.message.find("optional rule 'mud' is in force without optional rule 'weather'"), std::string::npos)
      << p.message;
}

TEST(SetupHexRules, ARouteThroughTheHexMeetsTheCondition) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.hex.required", {{"route", "any"}, {"when-state", "column"}}, Severity::Error, "24"));
  Scenario s = validScenario();
  expectClean(s, r);
  s.setup[2].state = "column";  // u-2 at 0307, off the road
  const Diagnostic d = expectRule(s, r, "setup.hex.required");
  EXPECT_EQ(d.location.unit, "u-2");
  EXPECT_NE(d.message.find("route any"), std::string::npos) << d.message;
  s.setup[2].hex = hexAt(2, 1);  // on road-1
  expectClean(s, r);

  r.checks.back() = check("setup.hex.prohibited", {{"route", "road"}, {"side", "union"}});
  const Diagnostic p = expectRule(s, r, "setup.hex.prohibited");
  EXPECT_NE(p.message.find("with route road"), std::string::npos) << p.message;
}

}  // namespace
}  // namespace hexwright::model::testing
