// attribute.implies: an attribute value the rulebook ties to a side, a type or another
// attribute (Dress on the Colors RULE-07-5.2..5.4, the BUCK & BALL / smoothbore pairing).
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

Ruleset withImplies(std::vector<std::map<std::string, std::string>> checks, Severity severity = Severity::Error) {
  Ruleset r = testRuleset();
  for (UnitType& t : r.unitTypes)
    if (t.id == "infantry" || t.id == "cavalry") {
      t.attributes.push_back(attr("traits", AttributeType::Text));
      t.attributes.push_back(attr("quality", AttributeType::Text));
      t.attributes.push_back(attr("armament", AttributeType::Text));
    }
  for (auto& params : checks)
    r.checks.push_back(check("attribute.implies", std::move(params), severity, "RULE-07-5.2-a"));
  return r;
}

Unit& unit(Scenario& s, const std::string& id) {
  for (Unit& u : s.oob.units)
    if (u.id.value == id) return u;
  ADD_FAILURE() << id;
  return s.oob.units.front();
}

const std::map<std::string, std::string> kRebelYell{{"attribute", "traits"},
                                                    {"contains", "REBEL YELL"},
                                                    {"require-side", "confederate"},
                                                    {"require-types", "infantry"}};

TEST(AttributeImpliesCheck, ATraitOnTheRightSideAndTypeIsClean) {
  Scenario s = validScenario();
  unit(s, "c-1").attributes["traits"] = std::string("Rebel Yell: +1 to Melee Rolls in Assaults.");  // any case
  expectClean(s, withImplies({kRebelYell}));
}

TEST(AttributeImpliesCheck, ATraitOnTheWrongSideOrType) {
  Scenario s = validScenario();
  unit(s, "u-1").attributes["traits"] = std::string("STEADY + REBEL YELL");
  const Diagnostic d = expectRule(s, withImplies({kRebelYell}), "attribute.implies");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_EQ(d.location.unit, "u-1");
  EXPECT_TRUE(d.location.hex.has_value());
  EXPECT_NE(d.message.find("unit u-1 has REBEL YELL but is union; only confederate units may"), std::string::npos)
      << d.message;
  EXPECT_NE(d.message.find("(rule RULE-07-5.2-a)"), std::string::npos) << d.message;

  s = validScenario();
  s.oob.units.push_back(makeUnit("c-cav", "cavalry", "confederate", "c-bde",
                                 {{"strength", std::int64_t{2}}, {"traits", std::string("REBEL YELL")}}));
  const Diagnostic cav = expectRule(s, withImplies({kRebelYell}), "attribute.implies");
  EXPECT_EQ(cav.location.unit, "c-cav");
  EXPECT_NE(cav.message.find("is cavalry; only infantry may"), std::string::npos) << cav.message;
}

TEST(AttributeImpliesCheck, ForbiddenValueOfAnotherAttribute) {
  const std::map<std::string, std::string> elephant{{"attribute", "traits"},
                                                    {"contains", "SEEN THE ELEPHANT"},
                                                    {"require-attribute", "quality"},
                                                    {"forbid-values", "Veteran"}};
  Scenario s = validScenario();
  unit(s, "u-1").attributes["traits"] = std::string("SEEN THE ELEPHANT + BUCK & BALL");
  unit(s, "u-1").attributes["quality"] = std::string("Green");
  unit(s, "u-2").attributes["quality"] = std::string("Veteran");  // no trait: not checked
  expectClean(s, withImplies({elephant}, Severity::Warning));
  unit(s, "u-1").attributes["quality"] = std::string("veteran");
  const Diagnostic d = expectRule(s, withImplies({elephant}, Severity::Warning), "attribute.implies");
  EXPECT_EQ(d.severity, Severity::Warning);
  EXPECT_EQ(d.location.unit, "u-1");
  EXPECT_NE(d.message.find("quality is 'veteran'; it must not be Veteran"), std::string::npos) << d.message;
}

TEST(AttributeImpliesCheck, RequiredValueBothWays) {
  const std::vector<std::map<std::string, std::string>> pairing{{{"types", "infantry"},
                                                                 {"attribute", "traits"},
                                                                 {"contains", "BUCK & BALL"},
                                                                 {"require-attribute", "armament"},
                                                                 {"require-contains", "Smoothbore"}},
                                                                {{"types", "infantry"},
                                                                 {"attribute", "armament"},
                                                                 {"contains", "Smoothbore"},
                                                                 {"require-attribute", "traits"},
                                                                 {"require-contains", "BUCK & BALL"}}};
  Scenario s = validScenario();
  unit(s, "u-1").attributes["traits"] = std::string("BUCK & BALL SPECIALISTS");
  unit(s, "u-1").attributes["armament"] = std::string("Smoothbore Muskets");
  unit(s, "u-2").attributes["armament"] = std::string("Rifled Muskets (.58)");
  expectClean(s, withImplies(pairing, Severity::Warning));

  unit(s, "u-1").attributes["armament"] = std::string("Rifled Muskets (.58)");
  Diagnostic d = expectRule(s, withImplies(pairing, Severity::Warning), "attribute.implies");
  EXPECT_EQ(d.location.unit, "u-1");
  EXPECT_NE(d.message.find("armament is 'Rifled Muskets (.58)'; it must contain Smoothbore"), std::string::npos)
      << d.message;

  s = validScenario();
  unit(s, "c-1").attributes["armament"] = std::string("Smoothbore Muskets");  // no traits at all
  d = expectRule(s, withImplies(pairing, Severity::Warning), "attribute.implies");
  EXPECT_EQ(d.location.unit, "c-1");
  EXPECT_NE(d.message.find("traits is not set; it must contain BUCK & BALL"), std::string::npos) << d.message;
}

TEST(AttributeImpliesCheck, ValuesConditionAndUnconfigured) {
  Scenario s = validScenario();
  unit(s, "u-1").attributes["weapon"] = std::string("M");
  const std::map<std::string, std::string> musketsUnion{
      {"attribute", "weapon"}, {"values", "M"}, {"require-side", "confederate"}};
  expectRule(s, withImplies({musketsUnion}), "attribute.implies");
  unit(s, "u-1").attributes["weapon"] = std::string("R");
  expectClean(s, withImplies({musketsUnion}));
  unit(s, "u-1").attributes["weapon"] = std::string("M");
  EXPECT_EQ(find(validate(s, testRuleset()), "attribute.implies"), nullptr);
}

}  // namespace
}  // namespace hexwright::model::testing
