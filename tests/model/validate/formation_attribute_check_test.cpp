// formation.attribute.*: printed formation totals and thresholds (DOTC RULE-07-2.2 to 2.4).
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

Formation& formationOf(Scenario& s, const std::string& id) {
  for (Formation& f : s.oob.formations)
    if (f.id.value == id) return f;
  ADD_FAILURE() << "no formation " << id;
  return s.oob.formations.front();
}

/// The fixture's brigades print their strength (u-bde: 4 + 3 strength, plus the battery's
/// 4 guns; c-bde: 5 + 6) and thresholds of 30% and 50%, rounded up.
Scenario printedScenario() {
  Scenario s = validScenario();
  formationOf(s, "u-bde").attributes = {
      {"strength-total", std::int64_t{7}}, {"hesitant-at", std::int64_t{3}}, {"broken-at", std::int64_t{4}}};
  formationOf(s, "c-bde").attributes = {
      {"strength-total", std::int64_t{11}}, {"hesitant-at", std::int64_t{4}}, {"broken-at", std::int64_t{6}}};
  return s;
}

Ruleset sumRuleset(std::map<std::string, std::string> extra = {}) {
  Ruleset r = testRuleset();
  std::map<std::string, std::string> params{
      {"level", "brigade"}, {"attribute", "strength-total"}, {"of", "strength"}, {"types", "infantry"}};
  for (auto& [k, v] : extra) params[k] = v;
  r.checks.push_back(check("formation.attribute.sum", params, Severity::Error, "RULE-07-2.2-a"));
  return r;
}

Ruleset ratioRuleset(std::string round = "ceil") {
  Ruleset r = testRuleset();
  r.checks.push_back(check("formation.attribute.ratio",
                           {{"level", "brigade"},
                            {"attribute", "hesitant-at"},
                            {"of", "strength-total"},
                            {"fraction", "0.30"},
                            {"round", round}},
                           Severity::Error, "RULE-07-2.3-a"));
  r.checks.push_back(check("formation.attribute.ratio",
                           {{"level", "brigade"},
                            {"attribute", "broken-at"},
                            {"of", "strength-total"},
                            {"fraction", "0.50"},
                            {"round", round}},
                           Severity::Error, "RULE-07-2.4-a"));
  return r;
}

TEST(FormationAttributeCheck, SumMatches) {
  expectClean(printedScenario(), sumRuleset());
  // Without a type filter the battery has no `strength` and adds nothing.
  expectClean(printedScenario(), sumRuleset({{"types", ""}}));
  // A formation that prints no total is not checked.
  Scenario s = validScenario();
  expectClean(s, sumRuleset());
}

TEST(FormationAttributeCheck, SumDiffers) {
  Scenario s = printedScenario();
  formationOf(s, "c-bde").attributes["strength-total"] = std::int64_t{12};
  const Diagnostics all = validate(s, sumRuleset());
  EXPECT_EQ(countRule(all, "formation.attribute.sum"), 1u) << dump(all);
  const Diagnostic d = expectRule(s, sumRuleset(), "formation.attribute.sum");
  EXPECT_EQ(d.location.formation, "c-bde");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_NE(d.message.find("c-bde"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("strength-total 12"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("have 11 strength"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("(rule RULE-07-2.2-a)"), std::string::npos) << d.message;
}

TEST(FormationAttributeCheck, SumFollowsTheFilterAndDepth) {
  // Summing the battery's guns instead: u-bde has 4, not the printed 7.
  Scenario s = printedScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(
      check("formation.attribute.sum", {{"level", "brigade"}, {"attribute", "strength-total"}, {"of", "guns"}}));
  const Diagnostic d = expectRule(s, r, "formation.attribute.sum");
  EXPECT_EQ(d.location.formation, "u-bde");
  // deep: a division's total covers its brigades.
  s = printedScenario();
  formationOf(s, "u-div").attributes["strength-total"] = std::int64_t{7};
  expectClean(s, sumRuleset({{"level", "division"}, {"deep", "true"}}));
  formationOf(s, "u-div").attributes["strength-total"] = std::int64_t{8};
  EXPECT_EQ(expectRule(s, sumRuleset({{"level", "division"}, {"deep", "true"}}), "formation.attribute.sum")
                .location.formation,
            "u-div");
  // Without deep the division holds no infantry of its own.
  formationOf(s, "u-div").attributes["strength-total"] = std::int64_t{0};
  expectClean(s, sumRuleset({{"level", "division"}}));
}

TEST(FormationAttributeCheck, RatioMatches) {
  // ceil(0.3 x 7) = 3, ceil(0.5 x 7) = 4; ceil(0.3 x 11) = 4, ceil(0.5 x 11) = 6.
  expectClean(printedScenario(), ratioRuleset());
  // An exact product is not rounded up by floating-point noise: 0.3 x 10 = 3.
  Scenario s = printedScenario();
  formationOf(s, "c-bde").attributes = {
      {"strength-total", std::int64_t{10}}, {"hesitant-at", std::int64_t{3}}, {"broken-at", std::int64_t{5}}};
  expectClean(s, ratioRuleset());
  // Nothing printed to compare: not checked.
  expectClean(validScenario(), ratioRuleset());
}

TEST(FormationAttributeCheck, RatioDiffers) {
  Scenario s = printedScenario();
  formationOf(s, "u-bde").attributes["hesitant-at"] = std::int64_t{2};
  const Diagnostics all = validate(s, ratioRuleset());
  EXPECT_EQ(countRule(all, "formation.attribute.ratio"), 1u) << dump(all);
  const Diagnostic d = expectRule(s, ratioRuleset(), "formation.attribute.ratio");
  EXPECT_EQ(d.location.formation, "u-bde");
  EXPECT_NE(d.message.find("u-bde"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("hesitant-at 2"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("ceil(0.3 x strength-total 7) is 3"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("(rule RULE-07-2.3-a)"), std::string::npos) << d.message;
}

TEST(FormationAttributeCheck, RatioRounding) {
  // 0.5 x 7 = 3.5 and 0.3 x 7 = 2.1: floor gives 3 and 2, nearest 4 and 2.
  Scenario s = printedScenario();
  formationOf(s, "c-bde").attributes = {{"strength-total", std::int64_t{10}}};
  formationOf(s, "u-bde").attributes["hesitant-at"] = std::int64_t{2};
  formationOf(s, "u-bde").attributes["broken-at"] = std::int64_t{3};
  expectClean(s, ratioRuleset("floor"));
  EXPECT_EQ(countRule(validate(s, ratioRuleset("nearest")), "formation.attribute.ratio"), 1u);
  EXPECT_EQ(countRule(validate(s, ratioRuleset("ceil")), "formation.attribute.ratio"), 2u);
  formationOf(s, "u-bde").attributes["broken-at"] = std::int64_t{4};
  expectClean(s, ratioRuleset("nearest"));
}

}  // namespace
}  // namespace hexwright::model::testing
