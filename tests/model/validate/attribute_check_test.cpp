// attribute.*: values against the schema's attribute definitions.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TEST(AttributeCheck, TypeMismatch) {
  Scenario s = validScenario();
  s.oob.units[1].attributes["strength"] = std::string("four");
  const Diagnostic d = expectRule(s, testRuleset(), "attribute.type");
  EXPECT_EQ(d.location.unit, "u-1");
  EXPECT_NE(d.message.find("int"), std::string::npos) << d.message;
}

TEST(AttributeCheck, IntegersFitNumbers) {
  Scenario s = validScenario();
  s.oob.units[0].attributes["rating"] = std::int64_t{3};  // leader rating is a number
  expectClean(s, testRuleset());
}

TEST(AttributeCheck, RangeNamesTheLimitAndRule) {
  Scenario s = validScenario();
  s.oob.units[2].attributes["strength"] = std::int64_t{0};
  const Diagnostic d = expectRule(s, testRuleset(), "attribute.range");
  EXPECT_EQ(d.location.unit, "u-2");
  EXPECT_NE(d.message.find("strength 0"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("1..8"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("rule 5.1"), std::string::npos) << d.message;
}

TEST(AttributeCheck, RequiredAttributeMissing) {
  Scenario s = validScenario();
  s.oob.units[3].attributes.erase("guns");
  const Diagnostic d = expectRule(s, testRuleset(), "attribute.required");
  EXPECT_EQ(d.location.unit, "u-art");
  EXPECT_NE(d.message.find("guns"), std::string::npos);
}

TEST(AttributeCheck, ARequiredAttributeWithAStatedDefaultMayBeAbsent) {
  Scenario s = validScenario();
  s.oob.units[3].attributes.erase("guns");
  Ruleset r = testRuleset();
  r.unitTypes[2].attributes[0].defaultValue = AttributeValue{std::int64_t{2}};
  expectClean(s, r);
}

TEST(AttributeCheck, ValueNotInTheList) {
  Scenario s = validScenario();
  s.oob.units[1].attributes["weapon"] = std::string("Z");
  EXPECT_NE(expectRule(s, testRuleset(), "attribute.value").message.find("allowed: R, M"), std::string::npos);
  s.oob.units[1].attributes["weapon"] = std::string("R");
  expectClean(s, testRuleset());
}

TEST(AttributeCheck, UndeclaredAttributeIsAWarning) {
  Scenario s = validScenario();
  s.oob.units[1].attributes["colour"] = std::string("blue");
  EXPECT_EQ(expectRule(s, testRuleset(), "attribute.unknown").severity, Severity::Warning);
}

TEST(AttributeCheck, FeatureAttributes) {
  Scenario s = validScenario();
  s.map.hexFeatures[hexAt(1, 1)][0].attributes["owner"] = std::string("prussia");
  const Diagnostic d = expectRule(s, testRuleset(), "attribute.value");
  EXPECT_EQ(d.location.hexLabel, "0202");
  EXPECT_NE(d.message.find("camp"), std::string::npos);
}

}  // namespace
}  // namespace hexwright::model::testing
