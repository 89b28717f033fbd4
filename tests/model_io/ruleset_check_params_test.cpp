// Typed <check> parameters: a misspelt, mistyped or missing parameter is an error at its
// file:line (it used to switch a rulebook rule off without a word).
#include <gtest/gtest.h>

#include "model/io/ruleset_reader.h"
#include "model/validate/validator.h"

namespace hexwright::io {
namespace {

// Line 4 holds the <check> under test.
std::string doc(const std::string& check) {
  return "<?xml version=\"1.0\"?>\n"                      // 1
         "<ruleset id=\"t\" name=\"T\" version=\"1\">\n"  // 2
         "  <grid kind=\"hex\"/><terrain default=\"clear\"><type id=\"clear\" name=\"Clear\"/></terrain><checks>\n"  // 3
         "    " +
         check +
         "\n"  // 4
         "  </checks>\n"
         "</ruleset>\n";
}

struct Read {
  std::optional<model::Ruleset> ruleset;
  model::Diagnostics diagnostics;
};

Read read(const std::string& check) {
  Read r;
  r.ruleset = readRuleset(doc(check), "ruleset.xml", r.diagnostics);
  return r;
}

const model::Diagnostic* find(const model::Diagnostics& d, const std::string& rule) {
  for (const auto& x : d.items())
    if (x.rule == rule) return &x;
  return nullptr;
}

TEST(RulesetCheckParams, MisspeltParameterIsAnErrorAtItsLine) {
  auto r = read("<check rule=\"setup.stacking.exceeded\" severity=\"error\" max-unit=\"2\"/>");
  EXPECT_FALSE(r.ruleset);
  const auto* d = find(r.diagnostics, "schema.attribute.unknown");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->severity, model::Severity::Error);
  ASSERT_TRUE(d->location.source);
  EXPECT_EQ(d->location.source->file, "ruleset.xml");
  EXPECT_EQ(d->location.source->line, 4);
  EXPECT_NE(d->message.find("max-unit"), std::string::npos) << d->message;
  EXPECT_NE(d->message.find("max-units"), std::string::npos) << "names what the rule reads: " << d->message;
}

TEST(RulesetCheckParams, MistypedParameterIsAnError) {
  auto r = read("<check rule=\"setup.stacking.exceeded\" severity=\"error\" max-units=\"two\"/>");
  EXPECT_FALSE(r.ruleset);
  const auto* d = find(r.diagnostics, "schema.value.invalid");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->location.source->line, 4);
  EXPECT_NE(d->message.find("an integer"), std::string::npos) << d->message;
}

TEST(RulesetCheckParams, ChoiceAndBooleanAreTyped) {
  auto r = read(
      "<check rule=\"formation.attribute.ratio\" severity=\"error\" attribute=\"a\" of=\"b\" fraction=\"0.3\" "
      "round=\"up\"/>");
  ASSERT_NE(find(r.diagnostics, "schema.value.invalid"), nullptr);
  EXPECT_NE(find(r.diagnostics, "schema.value.invalid")->message.find("ceil, floor, nearest"), std::string::npos);
  auto b = read("<check rule=\"oob.unit.count\" severity=\"error\" max=\"1\" per-side=\"perhaps\"/>");
  ASSERT_NE(find(b.diagnostics, "schema.value.invalid"), nullptr);
}

TEST(RulesetCheckParams, MissingRequiredParameterIsAnError) {
  auto r = read("<check rule=\"map.hex.required\" severity=\"error\" feature=\"fort\"/>");
  EXPECT_FALSE(r.ruleset);
  const auto* d = find(r.diagnostics, "schema.attribute.missing");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->location.source->line, 4);
  EXPECT_NE(d->message.find("hexes"), std::string::npos) << d->message;
}

TEST(RulesetCheckParams, UnknownValueAndFilterParametersAreAccepted) {
  auto r = read(
      "<check rule=\"setup.stacking.exceeded\" severity=\"error\" max-units=\"unknown\" max-strength=\"8\" "
      "side=\"union\" "
      "types=\"infantry\" leaders=\"include\" when-optional=\"night\"/>");
  EXPECT_TRUE(r.ruleset) << (r.diagnostics.empty() ? "" : model::formatDiagnostic(r.diagnostics.items().front()));
  EXPECT_FALSE(r.diagnostics.hasErrors());
}

TEST(RulesetCheckParams, FilterParametersOnlyWhereTheRuleSelectsUnits) {
  auto r = read("<check rule=\"map.feature.count\" severity=\"error\" feature=\"fort\" exactly=\"2\" side=\"union\"/>");
  EXPECT_NE(find(r.diagnostics, "schema.attribute.unknown"), nullptr);
}

TEST(RulesetCheckParams, UnknownRuleIsReportedAtItsLine) {
  auto r = read("<check rule=\"setup.picket.distance\" severity=\"error\" max=\"2\"/>");
  ASSERT_TRUE(r.ruleset);  // a newer validator's rule: the schema still loads
  model::Scenario s;
  const auto d = model::validate(s, *r.ruleset);
  const auto* u = find(d, "validate.check.unknown-rule");
  ASSERT_NE(u, nullptr);
  ASSERT_TRUE(u->location.source);
  EXPECT_EQ(u->location.source->file, "ruleset.xml");
  EXPECT_EQ(u->location.source->line, 4);
}

TEST(RulesetCheckParams, EveryShippedSchemaLoadsWithTypedChecks) {
  for (const std::string& id : availableRulesets()) {
    model::Diagnostics d;
    auto r = loadRulesetById(id, d);
    EXPECT_TRUE(r) << id;
    for (const auto& x : d.items()) ADD_FAILURE() << id << ": " << model::formatDiagnostic(x);
  }
}

}  // namespace
}  // namespace hexwright::io
